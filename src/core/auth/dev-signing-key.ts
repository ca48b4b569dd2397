import { generateKeyPairSync, randomUUID } from 'node:crypto';
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** The sandbox's local development key: created on first use, shared by the server and `npm run token`. */
export interface DevSigningKey {
  kid: string;
  privateKeyPem: string;
  publicKeyPem: string;
}

export function loadOrCreateDevSigningKey(file: string): DevSigningKey {
  try {
    return JSON.parse(readFileSync(file, 'utf8')) as DevSigningKey;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code !== 'ENOENT') throw error;
  }
  const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const key: DevSigningKey = {
    kid: `dev-${randomUUID()}`,
    privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(),
    publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString(),
  };
  mkdirSync(path.dirname(file), { recursive: true });
  try {
    writeFileSync(file, JSON.stringify(key, null, 2), { flag: 'wx', mode: 0o600 });
    return key;
  } catch (error) {
    // Another process created it first: use theirs, so every process agrees on one key.
    if ((error as NodeJS.ErrnoException).code === 'EEXIST') return JSON.parse(readFileSync(file, 'utf8')) as DevSigningKey;
    throw error;
  }
}
