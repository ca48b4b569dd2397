import { VerifiedTokens } from './verified-tokens';

const tokenWith = (claims: Record<string, unknown>) => `h.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.s`;
const principal = { subject: 'ada', organizationId: 'org', scopes: new Set(['reports:view']), operator: false, machine: false, emailVerified: false };

describe('VerifiedTokens', () => {
  let now = 1_000_000_000_000;
  const tokens = new VerifiedTokens(() => now);

  it('remembers a verified token until its exp', () => {
    const token = tokenWith({ exp: now / 1000 + 60 });
    tokens.remember(token, principal);
    expect(tokens.get(token)).toBe(principal);
    now += 59_000;
    expect(tokens.get(token)).toBe(principal);
    now += 1_000;
    expect(tokens.get(token)).toBeUndefined();
  });

  it('checks a long-lived token again after five minutes', () => {
    const token = tokenWith({ exp: now / 1000 + 86_400 });
    tokens.remember(token, principal);
    now += 5 * 60_000 - 1;
    expect(tokens.get(token)).toBe(principal);
    now += 1;
    expect(tokens.get(token)).toBeUndefined();
  });

  it('keeps nothing for a token without exp, already expired or unreadable, and knows only the very token', () => {
    for (const token of [tokenWith({}), tokenWith({ exp: now / 1000 - 1 }), 'not.a-token']) {
      tokens.remember(token, principal);
      expect(tokens.get(token)).toBeUndefined();
    }
    const token = tokenWith({ exp: now / 1000 + 60 });
    tokens.remember(token, principal);
    expect(tokens.get(`${token}x`)).toBeUndefined();
  });

  it('tells apart two tokens that end alike: only the very token that was verified is known', () => {
    const signature = '.' + 's'.repeat(64);
    const verified = `h.${Buffer.from(JSON.stringify({ exp: now / 1000 + 60, sub: 'ada' })).toString('base64url')}${signature}`;
    const forged = `h.${Buffer.from(JSON.stringify({ exp: now / 1000 + 60, sub: 'eve' })).toString('base64url')}${signature}`;
    tokens.remember(verified, principal);
    expect(tokens.get(forged)).toBeUndefined();
    expect(tokens.get(verified)).toBe(principal);
    const other = { ...principal, subject: 'eve' };
    tokens.remember(forged, other);
    expect(tokens.get(forged)).toBe(other);
    expect(tokens.get(verified)).toBeUndefined();
  });
});
