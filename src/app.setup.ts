import type { IncomingMessage } from 'node:http';
import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Reflector } from '@nestjs/core';
import { json } from 'express';
import { MikroORM } from '@mikro-orm/core';
import { Logger } from 'nestjs-pino';
import { APP_CONFIG, EMBEDDED_PROVIDER_PATH, type AppConfig } from './core/config/app-config';
import { ProblemDetailsFilter } from './core/errors/problem-details.filter';
import { createValidationPipe } from './core/errors/validation';
import { ApiVersionGuard } from './core/http/api-version.guard';
import { ContentTypeGuard } from './core/http/content-type.guard';
import { corsOptions } from './core/http/cors';
import { requestContext } from './core/database/request-context';
import { sandboxIdentityProvider } from './core/auth/sandbox-identity-provider/sandbox-identity-provider';
import { rejectUnsafeInput } from './core/http/input-safety';
import { IdempotencyInterceptor } from './core/idempotency/idempotency.interceptor';
import { IdempotencyStore } from './core/idempotency/idempotency-store';
import { setupOpenApi } from './core/http/openapi';
import { interceptEveryChange, interceptEveryPost } from './core/http/post-interceptor';
import { securityHeaders } from './core/http/security-headers';
import { installHttpObservability } from './core/observability/http-observability';
import { RateLimitGuard } from './core/rate-limit/rate-limit.guard';
import { AuditInterceptor } from './modules/audit-log';
import { PROVIDER_CALLBACKS_PATH } from './modules/payouts';

/** JSON bodies above this answer 413; files travel as multipart with their own limits. */
export const JSON_BODY_LIMIT = '1mb';

/** The places that take HTML form posts: the unsubscribe page's buttons (and RFC 8058 one-click unsubscribes), the claim page's forms, the board's sign-in. */
export const FORM_BODY_PATHS = ['/public/unsubscribe/', '/claim/', '/admin/queues/sign-in'] as const;
const isFormPost = (request: IncomingMessage): boolean =>
  FORM_BODY_PATHS.some((path) => (request.url ?? '').startsWith(path)) && /^application\/x-www-form-urlencoded\s*(;|$)/i.test(request.headers['content-type'] ?? '');

const keepRawBody = (request: IncomingMessage & { rawBody?: Buffer }, _response: unknown, buffer: Buffer): void => {
  request.rawBody = buffer;
};

/** Everything the HTTP app needs beyond its modules; shared by main.ts and the tests so both serve the same app. */
export function configureApp(app: NestExpressApplication): INestApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  installHttpObservability(app); // first: request id, metrics and log line for every response, even one refused before routing
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  // No ETag: Express's default hashed every answer's body with SHA-1, a tenth of a read's CPU, for conditional
  // requests the API does not offer (docs/api-conventions.md, answers).
  app.set('etag', false);
  app.use(securityHeaders(config)); // before anything can answer, so every answer carries them
  const cors = corsOptions(config.corsOrigins);
  if (cors) app.enableCors(cors); // unset CORS_ORIGINS: no CORS headers at all, so browsers keep other origins out
  app.set('query parser', 'extended');
  // The sandbox's OpenID Connect provider, which the console signs in with (docs/console.md): before the body parsers,
  // as it reads its own bodies. Production mounts nothing there.
  if (config.auth.embeddedIssuer) app.use(EMBEDDED_PROVIDER_PATH, sandboxIdentityProvider(config));
  // Providers' callbacks keep their raw body beside the parsed one: their signatures are over the exact bytes (docs/providers.md).
  app.use(PROVIDER_CALLBACKS_PATH, json({ limit: JSON_BODY_LIMIT, type: ['application/json', 'application/*+json'], verify: keepRawBody }));
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT, type: ['application/json', 'application/*+json'] });
  app.useBodyParser('urlencoded', { extended: false, limit: '8kb', parameterLimit: 20, type: isFormPost });
  app.use(rejectUnsafeInput); // right after parsing: nothing downstream sees NUL, broken text or a 5,000-deep body
  app.use(requestContext(app.get(MikroORM))); // each request's own entity manager, forked when first used
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(createValidationPipe());
  // After the AuthGuard (an APP_GUARD), which names the organization; the version mapping last, so the guards before
  // it see the request as sent. No global interceptor: reads keep none (docs/architecture.md, the request pipeline).
  // Changes run in the audit log's transaction (docs/audit-log.md).
  app.useGlobalGuards(app.get(RateLimitGuard), new ContentTypeGuard(app.get(Reflector)), new ApiVersionGuard());
  interceptEveryPost(app, new IdempotencyInterceptor(app.get(IdempotencyStore)));
  // Innermost on every change: its transaction holds the handler and the audit entry, not the upload streaming before it.
  const audit = app.get(AuditInterceptor);
  interceptEveryChange(app, audit, (controller, handler) => audit.wants(controller, handler));
  app.enableShutdownHooks();
  setupOpenApi(app, config);
  return app;
}
