import { Injectable } from '@nestjs/common';

/** Decrypts an incoming PGP file; refuses when no key is configured (docs/bank-files-in.md). */
@Injectable()
export class BankFileDecryption {
  async decrypt(_content: Buffer): Promise<Buffer> {
    throw new Error('the file is PGP-encrypted and no BANK_PGP_PRIVATE_KEY_FILE is configured');
  }
}
