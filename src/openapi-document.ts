import { NestFactory } from '@nestjs/core';
import type { OpenAPIObject } from '@nestjs/swagger';
import { ApiModule } from './api.module';
import { loadConfig, type AppConfig } from './core/config/app-config';
import { buildOpenApiDocument } from './core/http/openapi';

/**
 * The document the API serves at /openapi.json, built with no PostgreSQL or Redis: in preview mode Nest resolves the
 * modules and their route metadata but instantiates no provider, so nothing connects anywhere. The default
 * configuration is the environment's defaults, so the document depends on the code alone.
 */
export async function openApiDocumentWithoutServices(config: AppConfig = loadConfig({})): Promise<OpenAPIObject> {
  const app = await NestFactory.create(ApiModule, { preview: true, logger: false });
  try {
    return buildOpenApiDocument(app, config);
  } finally {
    await app.close();
  }
}
