import { createCipheriv, createDecipheriv, createHash, createSecretKey, randomBytes, type KeyObject } from 'node:crypto';

/**
 * Encryption at rest of the fields too secret to keep in clear (docs/security.md, Encryption at rest): AES-256-GCM
 * with a random 12-byte IV per value. A value names the key it was encrypted with, so keys can rotate: encrypt with
 * the current key, decrypt with whichever configured key the value names.
 *
 * Layout (text): `v1.<key id>.<iv>.<auth tag>.<ciphertext>`, binary parts in base64url; the key id is the first 8
 * hex characters of the key's SHA-256. The version and key id are authenticated too (additional data).
 */
const VERSION = 'v1';
const KEY_BYTES = 32;
const IV_BYTES = 12;
const TAG_BYTES = 16;
const KEY_ID = /^[0-9a-f]{8}$/;
const BASE64URL = /^[A-Za-z0-9_-]*$/;

/** A value that is not one this service encrypted with a configured key; never a partial or garbled plaintext. */
export class FieldDecryptionError extends Error {
  override readonly name = 'FieldDecryptionError';
}

/** The 32 bytes of a key given as 64 hex digits or base64 (standard or URL-safe, padded or not); throws otherwise. */
export function decodeEncryptionKey(text: string): Buffer {
  const trimmed = text.trim();
  let key: Buffer | undefined;
  // Hex digits in an even number are hex (base64 of 32 bytes has 43 characters, or 44 ending with `=`).
  if (/^(?:[0-9a-fA-F]{2})+$/.test(trimmed)) key = Buffer.from(trimmed, 'hex');
  else if (/^[A-Za-z0-9+/_-]+={0,2}$/.test(trimmed)) key = Buffer.from(trimmed.replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, ''), 'base64url');
  if (!key) throw new RangeError('An encryption key must be 32 bytes written as base64 or as 64 hex digits');
  if (key.length !== KEY_BYTES) throw new RangeError(`An encryption key must be 32 bytes written as base64 or as 64 hex digits, not ${key.length} bytes`);
  return key;
}

/** The id a value carries for its key: the first 8 hex characters of the key's SHA-256 (not secret). */
export function encryptionKeyId(key: Buffer): string {
  return createHash('sha256').update(key).digest('hex').slice(0, 8);
}

interface Key {
  id: string;
  /** Imported once: a raw Buffer key is imported again on every cipher, several times the cost of the cipher itself. */
  secret: KeyObject;
}

const toKey = (key: string | Buffer): Key => {
  const bytes = typeof key === 'string' ? decodeEncryptionKey(key) : Buffer.from(key);
  if (bytes.length !== KEY_BYTES) throw new RangeError(`An encryption key must be 32 bytes, not ${bytes.length}`);
  return { id: encryptionKeyId(bytes), secret: createSecretKey(bytes) };
};

/** Decodes one base64url part, refusing anything but its one canonical spelling (so no character can change unnoticed). */
const part = (text: string, bytes?: number): Buffer | undefined => {
  if (!BASE64URL.test(text)) return undefined;
  const decoded = Buffer.from(text, 'base64url');
  if (decoded.toString('base64url') !== text || (bytes !== undefined && decoded.length !== bytes)) return undefined;
  return decoded;
};

export class FieldEncryption {
  private readonly current: Key;
  private readonly keys: readonly Key[];

  /** `currentKey` encrypts; it and every older key decrypt (keys as base64, hex or 32 raw bytes). */
  constructor(currentKey: string | Buffer, olderKeys: readonly (string | Buffer)[] = []) {
    this.current = toKey(currentKey);
    this.keys = [this.current, ...olderKeys.map(toKey)];
  }

  /** The id new values carry. */
  get currentKeyId(): string {
    return this.current.id;
  }

  encrypt(plaintext: string): string {
    // A lone surrogate has no UTF-8 form: it would come back as U+FFFD, not as given.
    if (!plaintext.isWellFormed()) throw new TypeError('Only well-formed Unicode text can be encrypted');
    const iv = randomBytes(IV_BYTES);
    const cipher = createCipheriv('aes-256-gcm', this.current.secret, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(`${VERSION}.${this.current.id}`));
    const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
    return [VERSION, this.current.id, iv.toString('base64url'), cipher.getAuthTag().toString('base64url'), ciphertext.toString('base64url')].join('.');
  }

  decrypt(value: string): string {
    const parts = typeof value === 'string' ? value.split('.') : [];
    if (parts.length !== 5 || parts[0] !== VERSION || !KEY_ID.test(parts[1])) {
      throw new FieldDecryptionError(`Not an encrypted value (expected ${VERSION}.<key id>.<iv>.<tag>.<ciphertext>)`);
    }
    const [, keyId, ivText, tagText, ciphertextText] = parts;
    const iv = part(ivText, IV_BYTES);
    const tag = part(tagText, TAG_BYTES);
    const ciphertext = part(ciphertextText);
    if (!iv || !tag || !ciphertext) throw new FieldDecryptionError('Malformed encrypted value: a part is not the base64url it should be');
    return this.openWithKey(keyId, (key) => this.open(key, iv, tag, ciphertext), 'Encrypted value failed', 'it was');
  }

  encryptJson(value: unknown): string {
    const json = JSON.stringify(value);
    if (json === undefined) throw new TypeError('Only a JSON value can be encrypted as JSON');
    return this.encrypt(json);
  }

  decryptJson<T>(value: string): T {
    return JSON.parse(this.decrypt(value)) as T;
  }

  /**
   * A file's bytes (a print run's PDF), encrypted as bytes rather than as text, which would grow it by a third twice.
   * Layout: `v1.<key id>.` in ASCII, then the IV, the auth tag and the ciphertext; authenticated as a text value is.
   */
  encryptBytes(plaintext: Uint8Array): Buffer {
    const iv = randomBytes(IV_BYTES);
    const header = Buffer.from(`${VERSION}.${this.current.id}.`, 'latin1');
    const cipher = createCipheriv('aes-256-gcm', this.current.secret, iv, { authTagLength: TAG_BYTES });
    cipher.setAAD(Buffer.from(`${VERSION}.${this.current.id}`));
    const ciphertext = Buffer.concat([cipher.update(plaintext), cipher.final()]);
    return Buffer.concat([header, iv, cipher.getAuthTag(), ciphertext]);
  }

  decryptBytes(value: Uint8Array): Buffer {
    const bytes = Buffer.from(value.buffer, value.byteOffset, value.byteLength);
    const headerLength = VERSION.length + 1 + 8 + 1;
    const header = bytes.subarray(0, headerLength).toString('latin1');
    const [version, keyId, rest] = header.split('.');
    if (version !== VERSION || !KEY_ID.test(keyId ?? '') || rest !== '' || bytes.length < headerLength + IV_BYTES + TAG_BYTES) {
      throw new FieldDecryptionError(`Not encrypted bytes (expected ${VERSION}.<key id>. then the IV, tag and ciphertext)`);
    }
    const iv = bytes.subarray(headerLength, headerLength + IV_BYTES);
    const tag = bytes.subarray(headerLength + IV_BYTES, headerLength + IV_BYTES + TAG_BYTES);
    const ciphertext = bytes.subarray(headerLength + IV_BYTES + TAG_BYTES);
    return this.openWithKey(keyId, (key) => this.openBytes(key, iv, tag, ciphertext), 'Encrypted bytes failed', 'they were');
  }

  /** Opens with each configured key of that id (one, unless a key was configured twice); refuses when none opens it. */
  private openWithKey<T>(keyId: string, open: (key: Key) => T | undefined, what: string, subject: string): T {
    const candidates = this.keys.filter((key) => key.id === keyId);
    if (candidates.length === 0) throw new FieldDecryptionError(`Encrypted with key ${keyId}, which is not configured (DATA_ENCRYPTION_KEY, DATA_ENCRYPTION_OLD_KEYS)`);
    for (const key of candidates) {
      const plaintext = open(key);
      if (plaintext !== undefined) return plaintext;
    }
    throw new FieldDecryptionError(`${what} authentication with key ${keyId}: ${subject} altered or encrypted with another key`);
  }

  private open(key: Key, iv: Buffer, tag: Buffer, ciphertext: Buffer): string | undefined {
    return this.openBytes(key, iv, tag, ciphertext)?.toString('utf8');
  }

  private openBytes(key: Key, iv: Buffer, tag: Buffer, ciphertext: Buffer): Buffer | undefined {
    try {
      const decipher = createDecipheriv('aes-256-gcm', key.secret, iv, { authTagLength: TAG_BYTES });
      decipher.setAAD(Buffer.from(`${VERSION}.${key.id}`));
      decipher.setAuthTag(tag);
      return Buffer.concat([decipher.update(ciphertext), decipher.final()]);
    } catch {
      return undefined;
    }
  }
}
