import type { INestApplication } from '@nestjs/common';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { Reflector } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { APP_CONFIG, type AppConfig } from './core/config/app-config';
import { ProblemDetailsFilter } from './core/errors/problem-details.filter';
import { createValidationPipe } from './core/errors/validation';
import { ApiVersionInterceptor } from './core/http/api-version.interceptor';
import { ContentTypeInterceptor } from './core/http/content-type.interceptor';
import { setupOpenApi } from './core/http/openapi';

/** JSON bodies above this answer 413; files travel as multipart with their own limits. */
export const JSON_BODY_LIMIT = '1mb';

/** Everything the HTTP app needs beyond its modules; shared by main.ts and the tests so both serve the same app. */
export function configureApp(app: NestExpressApplication): INestApplication {
  const config = app.get<AppConfig>(APP_CONFIG);
  app.useLogger(app.get(Logger));
  app.disable('x-powered-by');
  app.set('query parser', 'extended');
  app.useBodyParser('json', { limit: JSON_BODY_LIMIT, type: ['application/json', 'application/*+json'] });
  app.useGlobalFilters(new ProblemDetailsFilter());
  app.useGlobalPipes(createValidationPipe());
  app.useGlobalInterceptors(new ContentTypeInterceptor(app.get(Reflector)), new ApiVersionInterceptor());
  app.enableShutdownHooks();
  setupOpenApi(app, config);
  return app;
}
