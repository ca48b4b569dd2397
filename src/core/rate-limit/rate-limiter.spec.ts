import { Logger } from '@nestjs/common';
import { loadConfig } from '../config/app-config';
import { RateLimiter } from './rate-limiter';

describe('rate limiter without Redis', () => {
  it('lets requests through uncounted, quickly, and warns once rather than per request', async () => {
    const warn = jest.spyOn(Logger.prototype, 'warn').mockImplementation(() => undefined);
    // Nothing listens on port 1: every connection attempt is refused.
    const limiter = new RateLimiter(loadConfig({ REDIS_URL: 'redis://127.0.0.1:1', RATE_LIMIT_PER_MINUTE: '1' }));
    try {
      await limiter.onModuleInit();
      const started = Date.now();
      for (let n = 0; n < 5; n++) expect(await limiter.consume('org:someone')).toBeUndefined();
      expect(Date.now() - started).toBeLessThan(1_000);
      expect(warn).toHaveBeenCalledTimes(1);
    } finally {
      limiter.onApplicationShutdown();
      warn.mockRestore();
    }
  });
});
