import { Global, Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { MulterModule } from '@nestjs/platform-express';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { BankAccountsModule, FUNDS_HOLDER_DIRECTORY } from '../bank-accounts';
import { attachmentUploadOptions } from './attachment-limits';
import { FundsHolder, FundsHolderAttachment } from './funds-holder.entity';
import { FundingSourcesController, FundsHoldersController } from './funds-holders.controller';
import { FundsHoldersService } from './funds-holders.service';
import { FundsHolderDirectoryService } from './funds-holder-directory.service';

/** Global only to hand bank accounts the FundsHolderDirectory they need without an import cycle. */
@Global()
@Module({
  imports: [
    MikroOrmModule.forFeature([FundsHolder, FundsHolderAttachment]),
    BankAccountsModule,
    MulterModule.registerAsync({ inject: [APP_CONFIG], useFactory: (config: AppConfig) => attachmentUploadOptions(config.storageDir) }),
  ],
  controllers: [FundsHoldersController, FundingSourcesController],
  providers: [FundsHoldersService, FundsHolderDirectoryService, { provide: FUNDS_HOLDER_DIRECTORY, useExisting: FundsHolderDirectoryService }],
  exports: [FundsHoldersService, FUNDS_HOLDER_DIRECTORY],
})
export class FundsHoldersModule {}
