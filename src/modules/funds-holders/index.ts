export { FundsHoldersModule } from './funds-holders.module';
export { FundsHoldersService } from './funds-holders.service';
export { FundsHolder, FundsHolderType, FundsHolderStatus } from './funds-holder.entity';
