import { applyDecorators, Inject, Injectable, UseGuards, type CanActivate, type ExecutionContext } from '@nestjs/common';
import type { Request } from 'express';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { DomainError } from '../../core/errors/domain-error';

/** The answer Nest gives a route it does not know (same code, detail and problem type), as a DomainError. */
export const unknownRoute = (request: Pick<Request, 'method' | 'url'> & { originalUrl?: string }): DomainError =>
  new DomainError('NOT_FOUND', 'not-found', `Cannot ${request.method} ${request.originalUrl ?? request.url}`);

/**
 * Lets a request through in the sandbox only. In production (`APP_ENV=production`) it answers 404 with the same
 * problem document as an unknown route, so simulate endpoints look absent.
 */
@Injectable()
export class SandboxOnlyGuard implements CanActivate {
  constructor(@Inject(APP_CONFIG) private readonly config: Pick<AppConfig, 'isSandbox'>) {}

  canActivate(context: ExecutionContext): boolean {
    if (this.config.isSandbox) return true;
    throw unknownRoute(context.switchToHttp().getRequest<Request>());
  }
}

/**
 * `@SandboxOnly()` on a simulate controller or handler: 404 in production. It runs after the global AuthGuard, so
 * a request without a valid token is still answered 401 first.
 */
export const SandboxOnly = () => applyDecorators(UseGuards(SandboxOnlyGuard));
