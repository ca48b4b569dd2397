import { Inject, Injectable } from '@nestjs/common';
/** OpenPGP.js, loaded at first use: a deployment that encrypts nothing never loads it. */
const pgp = () => import('openpgp');
import { APP_CONFIG, type AppConfig } from '../config/app-config';

/** Whether bytes are an OpenPGP message: ASCII armour, or a binary packet (the tag bit set; not a UTF-8 BOM). */
export function isPgpMessage(content: Buffer): boolean {
  if (content.subarray(0, 64).toString('latin1').trimStart().startsWith('-----BEGIN PGP MESSAGE-----')) return true;
  if (content.length < 2 || (content[0] === 0xef && content[1] === 0xbb)) return false;
  const tag = content[0] & 0x80 ? (content[0] & 0x40 ? content[0] & 0x3f : (content[0] & 0x3c) >> 2) : -1;
  // A public-key encrypted session key (1) or a symmetric one (3) opens an encrypted message.
  return tag === 1 || tag === 3;
}

/**
 * PGP for the bank's files (docs/bank-files.md), with `openpgp`: ours encrypted to the bank's public key when it
 * gave one, theirs decrypted with our private key.
 */
@Injectable()
export class BankPgp {
  private readonly bankPublicKey?: string;
  private readonly ourPrivateKey?: string;
  private readonly passphrase?: string;

  constructor(@Inject(APP_CONFIG) config: Pick<AppConfig, 'bankConnection'>) {
    this.bankPublicKey = config.bankConnection?.pgp.bankPublicKey;
    this.ourPrivateKey = config.bankConnection?.pgp.ourPrivateKey;
    this.passphrase = config.bankConnection?.pgp.passphrase;
  }

  /** Whether outgoing files are encrypted (the bank gave its key). */
  get encryptsOutgoing(): boolean {
    return this.bankPublicKey !== undefined;
  }

  get decryptsIncoming(): boolean {
    return this.ourPrivateKey !== undefined;
  }

  /** The bytes encrypted to the bank's key, as a binary OpenPGP message; unchanged when it gave none. */
  async encryptForBank(content: Buffer): Promise<Buffer> {
    if (!this.bankPublicKey) return content;
    const openpgp = await pgp();
    const encryptionKeys = await openpgp.readKey({ armoredKey: this.bankPublicKey });
    const message = await openpgp.createMessage({ binary: new Uint8Array(content) });
    const encrypted = await openpgp.encrypt({ message, encryptionKeys, format: 'binary' });
    return Buffer.from(encrypted as Uint8Array);
  }

  /** A file the bank encrypted to us, decrypted; throws when we hold no key or it is not for our key. */
  async decrypt(content: Buffer): Promise<Buffer> {
    if (!this.ourPrivateKey) throw new Error('The file is PGP-encrypted and no BANK_PGP_PRIVATE_KEY_FILE is configured');
    const openpgp = await pgp();
    let privateKey = await openpgp.readPrivateKey({ armoredKey: this.ourPrivateKey });
    if (!privateKey.isDecrypted()) privateKey = await openpgp.decryptKey({ privateKey, passphrase: this.passphrase ?? '' });
    const text = content.subarray(0, 64).toString('latin1').trimStart();
    const message = text.startsWith('-----BEGIN PGP MESSAGE-----')
      ? await openpgp.readMessage({ armoredMessage: content.toString('utf8') })
      : await openpgp.readMessage({ binaryMessage: new Uint8Array(content) });
    const { data } = await openpgp.decrypt({ message, decryptionKeys: privateKey, format: 'binary' });
    return Buffer.from(data as Uint8Array);
  }
}
