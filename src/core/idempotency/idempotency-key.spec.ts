import { DomainError } from '../errors/domain-error';
import { readIdempotencyKey } from './idempotency-key';

const withKey = (value?: string | string[]) => ({ headers: value === undefined ? {} : { 'idempotency-key': value } });

function errorOf(action: () => unknown): DomainError {
  try {
    action();
  } catch (error) {
    if (error instanceof DomainError) return error;
    throw error;
  }
  throw new Error('expected a DomainError');
}

describe('readIdempotencyKey', () => {
  it('is undefined without the header and the key as sent otherwise', () => {
    expect(readIdempotencyKey(withKey())).toBeUndefined();
    expect(readIdempotencyKey(withKey('order-42'))).toBe('order-42');
  });

  it('takes a key of 255 characters', () => {
    expect(readIdempotencyKey(withKey('k'.repeat(255)))).toHaveLength(255);
  });

  it('refuses a key of 256 characters with a 400 naming the header', () => {
    const error = errorOf(() => readIdempotencyKey(withKey('k'.repeat(256))));
    expect(error.kind).toBe('invalid');
    expect(error.extensions).toEqual({ errors: { 'Idempotency-Key': [expect.stringContaining('255')] } });
  });

  it('refuses an empty key', () => {
    const error = errorOf(() => readIdempotencyKey(withKey('')));
    expect(error.kind).toBe('invalid');
    expect(Object.keys(error.extensions.errors as object)).toEqual(['Idempotency-Key']);
  });
});
