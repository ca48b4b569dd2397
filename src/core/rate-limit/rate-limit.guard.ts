import { type CanActivate, type ExecutionContext, Injectable } from '@nestjs/common';
import { Reflector } from '@nestjs/core';
import type { Request, Response } from 'express';
import type { BeneficiaryPrincipal } from '../auth/beneficiary-session';
import type { Principal } from '../auth/principal';
import { DomainError } from '../errors/domain-error';
import { NO_RATE_LIMIT_KEY } from './no-rate-limit.decorator';
import { rateLimitHeaders, rateLimitSubject } from './rate-limit-policy';
import { RateLimiter } from './rate-limiter';

/**
 * Counts every routed request against its organization (a claim session's against that session; without a token,
 * against its client address) and answers
 * 429 with Retry-After past the limit. Installed after the authentication guard, which tells the organization;
 * a request refused there (401, 403) is not counted.
 */
@Injectable()
export class RateLimitGuard implements CanActivate {
  constructor(
    private readonly reflector: Reflector,
    private readonly limiter: RateLimiter,
  ) {}

  async canActivate(context: ExecutionContext): Promise<boolean> {
    if (context.getType() !== 'http') return true;
    if (this.reflector.getAllAndOverride<boolean>(NO_RATE_LIMIT_KEY, [context.getHandler(), context.getClass()])) return true;
    const request = context.switchToHttp().getRequest<Request & { user?: Principal; beneficiary?: BeneficiaryPrincipal }>();
    const { user, beneficiary } = request;
    // The client's address only when it is the subject: Express works it out (trusted proxies) on every read of `ip`.
    const decision = await this.limiter.consume(rateLimitSubject(user?.organizationId, user || beneficiary ? undefined : request.ip, beneficiary?.sessionId));
    if (!decision) return true;
    context.switchToHttp().getResponse<Response>().set(rateLimitHeaders(decision));
    if (!decision.allowed) {
      const whose = user ? 'this organization' : beneficiary ? 'this claim session' : 'this client';
      throw new DomainError('RATE_LIMITED', 'too-many-requests', `Too many requests for ${whose}: at most ${decision.limit} a minute. Retry after ${decision.resetSeconds} s.`, {
        retryAfterSeconds: decision.resetSeconds,
      });
    }
    return true;
  }
}
