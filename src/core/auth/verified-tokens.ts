import type { Principal } from './principal';

/** Tokens a process remembers at most; the oldest go first. */
const CAPACITY = 10_000;
/** However long a token lives, it is checked again after this long. */
const MAX_AGE_MS = 5 * 60_000;

type TokenPrincipal = Omit<Principal, 'organizationId'> & { organizationId?: string };

/** How many of a token's last characters key it: its signature's, as distinct as the whole token and far cheaper to hash. */
const KEY_LENGTH = 32;
const keyOf = (token: string): string => (token.length > KEY_LENGTH ? token.slice(-KEY_LENGTH) : token);

interface Verified {
  /** The whole token: a key shared by two tokens finds only the one stored under it. */
  token: string;
  principal: TokenPrincipal;
  /** Its `exp`, or MAX_AGE_MS after it was verified, whichever comes first. */
  until: number;
}

/** The `exp` claim of a JWT already verified, read without checking again; undefined when it has none. */
function expiryOf(token: string): number | undefined {
  try {
    const payload = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { exp?: unknown };
    return typeof payload.exp === 'number' ? payload.exp * 1000 : undefined;
  } catch {
    return undefined;
  }
}

/**
 * The bearer tokens this process has verified: a client sends the same token with every request, and checking its
 * RS256 signature each time is most of what authentication costs (docs/security.md). An entry ends at the token's
 * `exp`, and after five minutes at most; only tokens that passed every check are kept. Keyed by the token's last
 * characters (its signature's): a map hashes a key of a thousand characters on every lookup, and neither that nor a
 * SHA-256 is needed to find an entry whose whole token is then compared.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Verified>();

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): TokenPrincipal | undefined {
    const key = keyOf(token);
    const entry = this.entries.get(key);
    if (entry?.token !== token) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(key);
      return undefined;
    }
    return entry.principal;
  }

  remember(token: string, principal: TokenPrincipal): void {
    const now = this.now();
    const until = Math.min(expiryOf(token) ?? now, now + MAX_AGE_MS);
    if (until <= now) return;
    const key = keyOf(token);
    this.entries.delete(key); // a new entry goes to the end of the eviction order
    this.entries.set(key, { token, principal, until });
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value as string);
  }
}
