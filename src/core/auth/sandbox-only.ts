import { SetMetadata } from '@nestjs/common';
import type { Request } from 'express';
import { DomainError } from '../errors/domain-error';

export const SANDBOX_ONLY_KEY = 'auth:sandbox-only';

/**
 * `@SandboxOnly()` on a simulate controller or handler: outside the sandbox (`APP_ENV=production`) the global
 * AuthGuard answers 404 before it looks at the token, so the route looks absent to anyone, signed in or not.
 */
export const SandboxOnly = () => SetMetadata(SANDBOX_ONLY_KEY, true);

/** The answer Nest gives a route it does not know (same code, detail and problem type), as a DomainError. */
export const unknownRoute = (request: Pick<Request, 'method' | 'url'> & { originalUrl?: string }): DomainError =>
  new DomainError('NOT_FOUND', 'not-found', `Cannot ${request.method} ${request.originalUrl ?? request.url}`);
