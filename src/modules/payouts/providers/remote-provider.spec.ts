import { payoutRetryDelay } from '../payout-submission';
import { isTransientStatus, retryAfterSeconds, TransientProviderError } from './remote-provider';

describe('provider failures', () => {
  it('reads Retry-After as seconds or as an HTTP date', () => {
    const now = Date.parse('2026-11-28T20:00:00Z');
    expect(retryAfterSeconds('120', now)).toBe(120);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 20:00:30 GMT', now)).toBe(30);
    expect(retryAfterSeconds('Sat, 28 Nov 2026 19:00:00 GMT', now)).toBe(0);
    expect(retryAfterSeconds(undefined, now)).toBeUndefined();
    expect(retryAfterSeconds('soon', now)).toBeUndefined();
  });

  it('retries 5xx, 429 and timeouts, not a refusal of the payout', () => {
    expect([500, 502, 503, 429, 408].every(isTransientStatus)).toBe(true);
    expect([400, 404, 409, 422].some(isTransientStatus)).toBe(false);
  });

  it('waits exponentially between submit attempts, longer when the provider asked', () => {
    expect([1, 2, 3, 4].map((attempt) => payoutRetryDelay(attempt))).toEqual([1_000, 2_000, 4_000, 8_000]);
    expect(payoutRetryDelay(1, 'provider-aware', new TransientProviderError('429', 30))).toBe(30_000);
    expect(payoutRetryDelay(6, 'provider-aware', new TransientProviderError('429', 1))).toBe(32_000);
    expect(payoutRetryDelay(1, 'provider-aware', new TransientProviderError('429', 86_400))).toBe(3_600_000);
  });
});
