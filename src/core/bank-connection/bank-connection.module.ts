import { Global, Module } from '@nestjs/common';
import { BankPgp } from './bank-pgp';
import { BankSftp } from './bank-sftp';

/** The bank's SFTP server and PGP (docs/bank-files.md), for the contexts that send files to the bank and read its files. */
@Global()
@Module({ providers: [BankSftp, BankPgp], exports: [BankSftp, BankPgp] })
export class BankConnectionModule {}
