import { Module } from '@nestjs/common';
import { RateLimitGuard } from './rate-limit.guard';
import { RateLimiter } from './rate-limiter';

/** Per-organization rate limits in Redis; configureApp installs the guard after authentication. */
@Module({ providers: [RateLimiter, RateLimitGuard], exports: [RateLimitGuard] })
export class RateLimitModule {}
