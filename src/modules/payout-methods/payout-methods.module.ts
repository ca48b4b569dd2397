import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { Organization } from '../organization';
import { PayoutMethod } from './payout-method.entity';
import { PayoutMethodsController } from './payout-methods.controller';
import { PayoutMethodsService } from './payout-methods.service';

/** The organization is read for its `checkTransferEnabled` setting only. */
@Module({
  imports: [MikroOrmModule.forFeature([PayoutMethod, Organization])],
  controllers: [PayoutMethodsController],
  providers: [PayoutMethodsService],
  exports: [PayoutMethodsService],
})
export class PayoutMethodsModule {}
