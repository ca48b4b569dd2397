/** A token that checks out in every other way but never expires: refused, as a leaked one would work forever. */
export class TokenWithoutExpiryError extends Error {
  constructor() {
    super('the token has no expiry (exp claim)');
    this.name = 'TokenWithoutExpiryError';
  }
}

/**
 * Why a token was refused, in words safe to send back. Passport and jsonwebtoken explain themselves with the values
 * they expected ("jwt audience invalid. expected: …"), which tell a caller what a forged token should carry, so
 * each known reason is named here without them and any other becomes a generic one.
 */
const REASONS: readonly (readonly [(problem: Error) => boolean, string])[] = [
  [(p) => p.message === 'No auth token', 'no bearer token was sent'],
  [(p) => p.name === 'TokenExpiredError', 'the token has expired'],
  [(p) => p.name === 'NotBeforeError', 'the token is not valid yet'],
  [(p) => p instanceof TokenWithoutExpiryError, 'the token has no expiry (exp claim)'],
  [(p) => p.message.startsWith('jwt audience invalid'), 'the token is not meant for this service (aud claim)'],
  [(p) => p.message.startsWith('jwt issuer invalid'), 'the token is not from the accepted issuer (iss claim)'],
  [(p) => p.message === 'invalid signature', 'the token signature does not verify'],
  [(p) => p.message === 'jwt malformed' || p.message === 'invalid token', 'the token is malformed'],
];

export function publicReasonOf(problem: unknown): string {
  if (!(problem instanceof Error)) return 'the token is not valid';
  return REASONS.find(([matches]) => matches(problem))?.[1] ?? 'the token is not valid';
}
