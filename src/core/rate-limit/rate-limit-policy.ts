/** One window of the limit: requests are counted per subject for a minute from the first one. */
export const RATE_LIMIT_WINDOW_SECONDS = 60;

/** Where a request stands in its subject's current window. */
export interface RateLimitDecision {
  allowed: boolean;
  limit: number;
  remaining: number;
  /** Seconds until the window ends and the count starts again; at least 1. */
  resetSeconds: number;
}

/**
 * Whom a request counts against: its organization once authenticated (every user and token of an organization
 * share one budget), a beneficiary's claim session, otherwise the client's address (the public pages and icons).
 */
export function rateLimitSubject(organizationId: string | undefined, clientAddress: string | undefined, claimSessionId?: string): string {
  if (organizationId) return `org:${organizationId}`;
  return claimSessionId ? `claim:${claimSessionId}` : `ip:${clientAddress ?? 'unknown'}`;
}

export function decide(limit: number, consumed: number, msBeforeNext: number): RateLimitDecision {
  return {
    allowed: consumed <= limit,
    limit,
    remaining: Math.max(0, limit - consumed),
    resetSeconds: Math.max(1, Math.ceil(msBeforeNext / 1000)),
  };
}

/** The RateLimit-* fields of every counted answer, and Retry-After on a refusal. */
export function rateLimitHeaders(decision: RateLimitDecision): Record<string, string> {
  return {
    'RateLimit-Limit': String(decision.limit),
    'RateLimit-Remaining': String(decision.remaining),
    'RateLimit-Reset': String(decision.resetSeconds),
    ...(decision.allowed ? {} : { 'Retry-After': String(decision.resetSeconds) }),
  };
}
