import { createHash, randomBytes } from 'node:crypto';
import fc from 'fast-check';
import { loadConfig } from '../config/app-config';
import { SANDBOX_DATA_ENCRYPTION_KEY } from '../config/env.schema';
import { decodeEncryptionKey, encryptionKeyId, FieldDecryptionError, FieldEncryption } from './field-encryption';

const KEY = Buffer.alloc(32, 7);
const OTHER_KEY = Buffer.alloc(32, 9);
const encryption = new FieldEncryption(KEY);

/** The value with one character of part `index` (0 = version … 4 = ciphertext) replaced by another valid one. */
function tamper(value: string, index: number): string {
  const parts = value.split('.');
  const text = parts[index];
  const position = Math.floor(text.length / 2);
  const alphabet = index === 0 ? 'v12' : index === 1 ? '0123456789abcdef' : 'ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_';
  const replacement = [...alphabet].find((char) => char !== text[position])!;
  parts[index] = text.slice(0, position) + replacement + text.slice(position + 1);
  return parts.join('.');
}

describe('field encryption', () => {
  it('round-trips text and JSON', () => {
    for (const text of ['', 'a', '4111 1111 1111 1111', 'ünïcødé 🎁 text', 'x'.repeat(10_000)]) {
      expect(encryption.decrypt(encryption.encrypt(text))).toBe(text);
    }
    const details = { email: 'ann@example.com', mailingAddress: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' } };
    expect(encryption.decryptJson(encryption.encryptJson(details))).toEqual(details);
    expect(encryption.decryptJson(encryption.encryptJson(null))).toBeNull();
    expect(() => encryption.encryptJson(undefined)).toThrow(TypeError);
  });

  it('writes v1.<key id>.<iv>.<tag>.<ciphertext>, the key id being the first 8 hex digits of the key SHA-256, and a new IV each time', () => {
    const value = encryption.encrypt('secret');
    const keyId = createHash('sha256').update(KEY).digest('hex').slice(0, 8);
    expect(value).toMatch(new RegExp(`^v1\\.${keyId}\\.[A-Za-z0-9_-]{16}\\.[A-Za-z0-9_-]{22}\\.[A-Za-z0-9_-]+$`));
    expect(encryptionKeyId(KEY)).toBe(keyId);
    expect(encryption.currentKeyId).toBe(keyId);
    expect(value).not.toContain('secret');
    const again = encryption.encrypt('secret');
    expect(again).not.toBe(value);
    expect(again.split('.')[2]).not.toBe(value.split('.')[2]);
  });

  it.each([
    [0, 'version'],
    [1, 'key id'],
    [2, 'IV'],
    [3, 'auth tag'],
    [4, 'ciphertext'],
  ])('refuses a value whose %s (%s) was changed', (index) => {
    const value = encryption.encrypt('a card code: ABCD-EFGH-JKLM-NPQR');
    expect(() => encryption.decrypt(tamper(value, index))).toThrow(FieldDecryptionError);
  });

  it('refuses every single-character change, truncation and extension, never returning garbage', () => {
    const value = encryption.encrypt('PIN 1234');
    for (let i = 0; i < value.length; i++) {
      if (value[i] === '.') continue;
      const changed = value.slice(0, i) + (value[i] === 'A' ? 'B' : 'A') + value.slice(i + 1);
      expect(() => encryption.decrypt(changed)).toThrow(FieldDecryptionError);
    }
    expect(() => encryption.decrypt(value.slice(0, -1))).toThrow(FieldDecryptionError);
    expect(() => encryption.decrypt(`${value}A`)).toThrow(FieldDecryptionError);
    expect(() => encryption.decrypt(`${value}.`)).toThrow(FieldDecryptionError);
    for (const foreign of ['', 'plain text', 'v1.....', 'v2.abcdef01.AAAA.AAAA.AAAA', 'v1.abcdef01.!!!.AAAA.AAAA']) {
      expect(() => encryption.decrypt(foreign)).toThrow(FieldDecryptionError);
    }
  });

  it('says clearly why it refuses', () => {
    const value = encryption.encrypt('secret');
    expect(() => encryption.decrypt('plain text')).toThrow(/Not an encrypted value/);
    expect(() => new FieldEncryption(OTHER_KEY).decrypt(value)).toThrow(new RegExp(`Encrypted with key ${encryption.currentKeyId}, which is not configured`));
    expect(() => encryption.decrypt(tamper(value, 4))).toThrow(/failed authentication/);
  });

  it('refuses a value of another key, even one claiming the right key id', () => {
    const foreign = new FieldEncryption(OTHER_KEY).encrypt('secret');
    expect(() => encryption.decrypt(foreign)).toThrow(FieldDecryptionError);
    const [, , iv, tag, ciphertext] = foreign.split('.');
    expect(() => encryption.decrypt(['v1', encryption.currentKeyId, iv, tag, ciphertext].join('.'))).toThrow(/failed authentication/);
  });

  it('rotates keys: an old key still decrypts its values, new values use the new key', () => {
    const before = new FieldEncryption(KEY).encrypt('issued before the rotation');
    const rotated = new FieldEncryption(OTHER_KEY, [KEY]);
    expect(rotated.decrypt(before)).toBe('issued before the rotation');
    const after = rotated.encrypt('issued after');
    expect(after.split('.')[1]).toBe(encryptionKeyId(OTHER_KEY));
    expect(rotated.decrypt(after)).toBe('issued after');
    expect(() => new FieldEncryption(KEY).decrypt(after)).toThrow(/not configured/);
    expect(() => new FieldEncryption(OTHER_KEY).decrypt(before)).toThrow(/not configured/);
  });

  it('reads keys as base64 (standard or URL-safe) or hex of exactly 32 bytes', () => {
    const key = randomBytes(32);
    for (const text of [key.toString('base64'), key.toString('base64url'), key.toString('hex'), key.toString('hex').toUpperCase(), ` ${key.toString('base64')} `]) {
      expect(decodeEncryptionKey(text).equals(key)).toBe(true);
    }
    const fromText = new FieldEncryption(key.toString('hex'));
    expect(new FieldEncryption(key.toString('base64')).decrypt(fromText.encrypt('same key'))).toBe('same key');
    for (const bad of [randomBytes(31).toString('base64'), randomBytes(33).toString('base64'), randomBytes(31).toString('hex'), 'not a key!', '']) {
      expect(() => decodeEncryptionKey(bad)).toThrow(/32 bytes/);
    }
    expect(() => new FieldEncryption(Buffer.alloc(16))).toThrow(/32 bytes/);
  });

  it('refuses text with a lone surrogate, which would not come back as given', () => {
    expect(() => encryption.encrypt('\ud800')).toThrow(TypeError);
  });

  it('property: any well-formed text round-trips and never appears in the value', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 200 }), (text) => {
        const value = encryption.encrypt(text);
        expect(encryption.decrypt(value)).toBe(text);
        if (text.length >= 8) expect(value).not.toContain(text);
      }),
    );
  });

  it('property: any JSON value round-trips', () => {
    fc.assert(
      fc.property(fc.jsonValue(), (value) => {
        expect(encryption.decryptJson(encryption.encryptJson(value))).toEqual(JSON.parse(JSON.stringify(value)));
      }),
    );
  });
});

describe('byte encryption (a print run\'s PDF)', () => {
  const pdf = Buffer.concat([Buffer.from('%PDF-1.3\n'), randomBytes(4_000), Buffer.from('Ива́н Петро́в')]);

  it('round-trips bytes, writing v1.<key id>. then the IV, tag and ciphertext, with a new IV each time', () => {
    const sealed = encryption.encryptBytes(pdf);
    expect(sealed.subarray(0, 12).toString('latin1')).toBe(`v1.${encryptionKeyId(KEY)}.`);
    expect(sealed.length).toBe(12 + 12 + 16 + pdf.length);
    expect(sealed.includes(Buffer.from('%PDF'))).toBe(false);
    expect(encryption.decryptBytes(sealed).equals(pdf)).toBe(true);
    expect(encryption.encryptBytes(pdf).equals(sealed)).toBe(false);
    expect(encryption.decryptBytes(encryption.encryptBytes(Buffer.alloc(0)))).toHaveLength(0);
  });

  it('refuses plain bytes, any changed byte, a truncation and another key', () => {
    const sealed = encryption.encryptBytes(pdf);
    expect(() => encryption.decryptBytes(pdf)).toThrow(FieldDecryptionError);
    for (const at of [0, 5, 12, 30, sealed.length - 1]) {
      const changed = Buffer.from(sealed);
      changed[at] ^= 1;
      expect(() => encryption.decryptBytes(changed)).toThrow(FieldDecryptionError);
    }
    expect(() => encryption.decryptBytes(sealed.subarray(0, sealed.length - 1))).toThrow(FieldDecryptionError);
    expect(() => encryption.decryptBytes(sealed.subarray(0, 30))).toThrow(FieldDecryptionError);
    expect(() => new FieldEncryption(OTHER_KEY).decryptBytes(sealed)).toThrow(/not configured/);
    expect(new FieldEncryption(OTHER_KEY, [KEY]).decryptBytes(sealed).equals(pdf)).toBe(true);
  });
});

describe('data encryption configuration (more in env.schema.spec.ts)', () => {
  it('refuses a key of 31 bytes, without echoing it', () => {
    const short = randomBytes(31);
    for (const text of [short.toString('base64'), short.toString('hex')]) {
      let message = '';
      try {
        loadConfig({ DATA_ENCRYPTION_KEY: text });
      } catch (error) {
        message = (error as Error).message;
      }
      expect(message).toContain('DATA_ENCRYPTION_KEY: An encryption key must be 32 bytes written as base64 or as 64 hex digits, not 31 bytes');
      expect(message).not.toContain(text);
    }
  });

  it('builds the FieldEncryption the SecurityModule provides from the configuration', () => {
    const key = randomBytes(32);
    const old = randomBytes(32);
    const config = loadConfig({ DATA_ENCRYPTION_KEY: key.toString('hex'), DATA_ENCRYPTION_OLD_KEYS: old.toString('base64') });
    const fromConfig = new FieldEncryption(config.dataEncryptionKey, config.dataEncryptionOldKeys);
    expect(fromConfig.currentKeyId).toBe(encryptionKeyId(key));
    expect(fromConfig.decrypt(new FieldEncryption(old).encrypt('rotated'))).toBe('rotated');
    expect(new FieldEncryption(loadConfig({}).dataEncryptionKey).currentKeyId).toBe(encryptionKeyId(decodeEncryptionKey(SANDBOX_DATA_ENCRYPTION_KEY)));
  });
});
