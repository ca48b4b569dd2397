import { LinkTokens } from './link-token';

const tokens = new LinkTokens('a-secret-of-at-least-thirty-two-characters');
const id = '0195a3f0-1234-7abc-8def-0123456789ab';

describe('link tokens', () => {
  it('round-trips a claim link with its version and an unsubscribe link without one', () => {
    expect(tokens.verify('claim', tokens.sign('claim', { instructionId: id, linkVersion: 7 }))).toEqual({ instructionId: id, linkVersion: 7 });
    expect(tokens.verify('unsubscribe', tokens.sign('unsubscribe', { instructionId: id }))).toEqual({ instructionId: id });
  });

  it('is URL-safe and short', () => {
    const token = tokens.sign('claim', { instructionId: id, linkVersion: 1 });
    expect(token).toMatch(/^[A-Za-z0-9_-]+$/);
    expect(token.length).toBeLessThanOrEqual(50);
  });

  it('refuses a token of another purpose, another secret, or with any byte changed', () => {
    const unsubscribe = tokens.sign('unsubscribe', { instructionId: id });
    expect(tokens.verify('claim', unsubscribe)).toBeUndefined();
    expect(new LinkTokens('another-secret-of-at-least-thirty-two-chars').verify('unsubscribe', unsubscribe)).toBeUndefined();
    const bytes = Buffer.from(unsubscribe, 'base64url');
    for (let i = 0; i < bytes.length; i++) {
      const tampered = Buffer.from(bytes);
      tampered[i] ^= 1;
      expect(tokens.verify('unsubscribe', tampered.toString('base64url'))).toBeUndefined();
    }
    expect(tokens.verify('unsubscribe', unsubscribe.slice(0, -2))).toBeUndefined();
    expect(tokens.verify('unsubscribe', 'not a token!')).toBeUndefined();
  });

  it('signs an invitation apart: its id comes back, and no claim or unsubscribe token passes for one', () => {
    const invitation = tokens.signInvitation(id);
    expect(tokens.verifyInvitation(invitation)).toBe(id);
    expect(tokens.verify('unsubscribe', invitation)).toBeUndefined();
    expect(tokens.verifyInvitation(tokens.sign('unsubscribe', { instructionId: id }))).toBeUndefined();
    const tampered = Buffer.from(invitation, 'base64url');
    tampered[5] ^= 1;
    expect(tokens.verifyInvitation(tampered.toString('base64url'))).toBeUndefined();
  });
});
