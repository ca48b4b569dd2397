import { Module } from '@nestjs/common';
import { MikroOrmModule } from '@mikro-orm/nestjs';
import { BankAccount } from './bank-account.entity';
import { BankAccountsController } from './bank-accounts.controller';
import { BankAccountsService } from './bank-accounts.service';
import { SandboxBank } from './sandbox-bank';

@Module({
  imports: [MikroOrmModule.forFeature([BankAccount])],
  controllers: [BankAccountsController],
  providers: [BankAccountsService, SandboxBank],
  exports: [BankAccountsService],
})
export class BankAccountsModule {}
