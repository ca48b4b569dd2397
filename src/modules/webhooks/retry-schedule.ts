/** The retry rules of webhook deliveries (docs/webhooks.md). */
export interface RetryPolicy {
  /** Seconds before each attempt after the first; the last repeats. */
  readonly retrySeconds: readonly number[];
  /** After this long since the delivery was created, it is given up (and its endpoint disabled). */
  readonly retryWindowSeconds: number;
}

/**
 * When a delivery that has failed `attempts` times (1 after the first failure) is tried again, or undefined when its
 * window is over: created at `createdOn`, judged at `now`.
 */
export function nextAttemptOn(policy: RetryPolicy, attempts: number, createdOn: Date, now: Date): Date | undefined {
  const schedule = policy.retrySeconds.length > 0 ? policy.retrySeconds : [0];
  const wait = schedule[Math.min(attempts, schedule.length) - 1] ?? schedule[schedule.length - 1];
  const next = new Date(now.getTime() + wait * 1000);
  const deadline = createdOn.getTime() + policy.retryWindowSeconds * 1000;
  return next.getTime() <= deadline ? next : undefined;
}
