import type { Principal } from './principal';

/** Tokens a process remembers at most; the oldest go first. */
const CAPACITY = 10_000;
/** However long a token lives, it is checked again after this long. */
const MAX_AGE_MS = 5 * 60_000;

type TokenPrincipal = Omit<Principal, 'organizationId'> & { organizationId?: string };

interface Verified {
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
 * `exp`, and after five minutes at most; only tokens that passed every check are kept. Keyed by the token itself:
 * a map hashes a string for far less than a SHA-256 of it, and the process holds the token while it answers anyway.
 */
export class VerifiedTokens {
  private readonly entries = new Map<string, Verified>();

  constructor(private readonly now: () => number = Date.now) {}

  get(token: string): TokenPrincipal | undefined {
    const entry = this.entries.get(token);
    if (!entry) return undefined;
    if (entry.until <= this.now()) {
      this.entries.delete(token);
      return undefined;
    }
    return entry.principal;
  }

  remember(token: string, principal: TokenPrincipal): void {
    const now = this.now();
    const until = Math.min(expiryOf(token) ?? now, now + MAX_AGE_MS);
    if (until <= now) return;
    this.entries.set(token, { principal, until });
    if (this.entries.size > CAPACITY) this.entries.delete(this.entries.keys().next().value as string);
  }
}
