import { decide, rateLimitHeaders, rateLimitSubject } from './rate-limit-policy';

describe('rate limit policy', () => {
  it('counts an authenticated request against its organization, any other against its client address', () => {
    expect(rateLimitSubject('0190a5d2-0000-7000-8000-000000000001', '203.0.113.9')).toBe('org:0190a5d2-0000-7000-8000-000000000001');
    expect(rateLimitSubject(undefined, '203.0.113.9')).toBe('ip:203.0.113.9');
    expect(rateLimitSubject(undefined, undefined)).toBe('ip:unknown');
  });

  it('counts a beneficiary request against its claim session, not its address', () => {
    expect(rateLimitSubject(undefined, '203.0.113.9', '0190a5d2-0000-7000-8000-00000000000c')).toBe('claim:0190a5d2-0000-7000-8000-00000000000c');
  });

  it('allows up to the limit within a window and refuses the next request', () => {
    expect(decide(1200, 1, 60_000)).toEqual({ allowed: true, limit: 1200, remaining: 1199, resetSeconds: 60 });
    expect(decide(1200, 1200, 1_500)).toEqual({ allowed: true, limit: 1200, remaining: 0, resetSeconds: 2 });
    expect(decide(1200, 1201, 1_500)).toEqual({ allowed: false, limit: 1200, remaining: 0, resetSeconds: 2 });
  });

  it('never tells a client to retry after 0 seconds', () => {
    expect(decide(5, 9, 0).resetSeconds).toBe(1);
    expect(decide(5, 9, 10).resetSeconds).toBe(1);
  });

  it('sends RateLimit fields on every counted answer and Retry-After only on a refusal', () => {
    expect(rateLimitHeaders(decide(10, 4, 30_000))).toEqual({ 'RateLimit-Limit': '10', 'RateLimit-Remaining': '6', 'RateLimit-Reset': '30' });
    expect(rateLimitHeaders(decide(10, 11, 12_300))).toEqual({ 'RateLimit-Limit': '10', 'RateLimit-Remaining': '0', 'RateLimit-Reset': '13', 'Retry-After': '13' });
  });
});
