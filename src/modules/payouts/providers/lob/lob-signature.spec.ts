import { createHmac } from 'node:crypto';
import { lobSignature, verifyLobSignature } from './lob-signature';

const secret = 'whsec_lob_test';
const body = Buffer.from('{"id":"evt_1","event_type":{"id":"check.mailed"}}');
const now = 1_764_350_000_000;
const timestamp = String(now - 1_000);

describe('Lob webhook signature', () => {
  it('is the hex HMAC-SHA256 of "<timestamp>.<raw body>" with the secret', () => {
    expect(lobSignature(secret, timestamp, body)).toBe(createHmac('sha256', secret).update(`${timestamp}.${body.toString()}`).digest('hex'));
  });

  it('accepts a fresh, matching signature (timestamps in milliseconds or seconds)', () => {
    expect(verifyLobSignature({ secret, signature: lobSignature(secret, timestamp, body), timestamp, rawBody: body, now })).toEqual({ valid: true });
    const seconds = String(Math.floor(now / 1000));
    expect(verifyLobSignature({ secret, signature: lobSignature(secret, seconds, body), timestamp: seconds, rawBody: body, now })).toEqual({ valid: true });
  });

  it('refuses another secret, a changed body, a changed timestamp, a malformed signature', () => {
    const good = lobSignature(secret, timestamp, body);
    const check = (input: Partial<Parameters<typeof verifyLobSignature>[0]>) => verifyLobSignature({ secret, signature: good, timestamp, rawBody: body, now, ...input }).valid;
    expect(check({ secret: 'other' })).toBe(false);
    expect(check({ rawBody: Buffer.from(`${body.toString()} `) })).toBe(false);
    expect(check({ timestamp: String(now - 2_000) })).toBe(false);
    expect(check({ signature: 'zz' })).toBe(false);
    expect(check({ signature: good.slice(2) })).toBe(false);
  });

  it('refuses a stale or future timestamp, and missing headers', () => {
    const at = (ms: number) => String(ms);
    const signedAt = (ms: number) => verifyLobSignature({ secret, signature: lobSignature(secret, at(ms), body), timestamp: at(ms), rawBody: body, now });
    expect(signedAt(now - 301_000)).toEqual({ valid: false, reason: expect.stringMatching(/too old/) });
    expect(signedAt(now + 301_000)).toEqual({ valid: false, reason: expect.stringMatching(/too old/) });
    expect(signedAt(now - 299_000)).toEqual({ valid: true });
    expect(verifyLobSignature({ secret, signature: undefined, timestamp, rawBody: body, now }).valid).toBe(false);
    expect(verifyLobSignature({ secret, signature: 'ab', timestamp: 'yesterday', rawBody: body, now })).toEqual({ valid: false, reason: expect.stringMatching(/not a time/) });
  });
});
