import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import * as openpgp from 'openpgp';

/** A PGP key pair made for a test, its armored halves also written to files (the settings take file paths). */
export interface TestPgpKey {
  publicKey: string;
  privateKey: string;
  passphrase: string;
  publicKeyFile: string;
  privateKeyFile: string;
}

export async function testPgpKey(name: string): Promise<TestPgpKey> {
  const passphrase = `${name} passphrase`;
  const { publicKey, privateKey } = await openpgp.generateKey({ type: 'ecc', curve: 'curve25519Legacy', userIDs: [{ name, email: `${name.toLowerCase().replace(/\W+/g, '-')}@example.test` }], passphrase, format: 'armored' });
  const dir = mkdtempSync(path.join(tmpdir(), 'pgp-'));
  const publicKeyFile = path.join(dir, 'public.asc');
  const privateKeyFile = path.join(dir, 'private.asc');
  writeFileSync(publicKeyFile, publicKey);
  writeFileSync(privateKeyFile, privateKey);
  return { publicKey, privateKey, passphrase, publicKeyFile, privateKeyFile };
}

/** Decrypts a message (binary or armored) with a test key, as the bank would. */
export async function decryptWith(key: TestPgpKey, content: Buffer): Promise<Buffer> {
  const privateKey = await openpgp.decryptKey({ privateKey: await openpgp.readPrivateKey({ armoredKey: key.privateKey }), passphrase: key.passphrase });
  const text = content.subarray(0, 40).toString('latin1');
  const message = text.startsWith('-----BEGIN PGP') ? await openpgp.readMessage({ armoredMessage: content.toString('utf8') }) : await openpgp.readMessage({ binaryMessage: new Uint8Array(content) });
  const { data } = await openpgp.decrypt({ message, decryptionKeys: privateKey, format: 'binary' });
  return Buffer.from(data as Uint8Array);
}

/** Encrypts to a test key's public half, as the bank would for us. */
export async function encryptTo(key: TestPgpKey, content: Buffer, armored = false): Promise<Buffer> {
  const message = await openpgp.createMessage({ binary: new Uint8Array(content) });
  const encryptionKeys = await openpgp.readKey({ armoredKey: key.publicKey });
  if (armored) return Buffer.from(await openpgp.encrypt({ message, encryptionKeys, format: 'armored' }));
  return Buffer.from((await openpgp.encrypt({ message, encryptionKeys, format: 'binary' })) as Uint8Array);
}
