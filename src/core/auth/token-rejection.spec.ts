import { publicReasonOf, TokenWithoutExpiryError } from './token-rejection';

const named = (name: string, message: string) => Object.assign(new Error(message), { name });

describe('public reasons for a refused token', () => {
  it.each([
    [new Error('No auth token'), 'no bearer token was sent'],
    [named('TokenExpiredError', 'jwt expired'), 'the token has expired'],
    [named('NotBeforeError', 'jwt not active'), 'the token is not valid yet'],
    [new TokenWithoutExpiryError(), 'the token has no expiry (exp claim)'],
    [named('JsonWebTokenError', 'jwt audience invalid. expected: campaign-manager-api'), 'the token is not meant for this service (aud claim)'],
    [named('JsonWebTokenError', 'jwt issuer invalid. expected: https://issuer.example/'), 'the token is not from the accepted issuer (iss claim)'],
    [named('JsonWebTokenError', 'invalid signature'), 'the token signature does not verify'],
    [named('JsonWebTokenError', 'jwt malformed'), 'the token is malformed'],
    [named('SigningKeyNotFoundError', 'Unable to find a signing key that matches "kid-1"'), 'the token is not valid'],
    [undefined, 'the token is not valid'],
  ])('%s → %s', (problem, reason) => {
    expect(publicReasonOf(problem)).toBe(reason);
  });
});
