import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { ApiModule } from './api.module';
import { configureApp } from './app.setup';
import { IndexedRoutesAdapter } from './core/http/indexed-routes.adapter';
import { APP_CONFIG, loadConfig, type AppConfig } from './core/config/app-config';

async function bootstrap(): Promise<void> {
  loadConfig(); // fail fast, with every bad variable listed, before connecting anywhere
  const app = await NestFactory.create<NestExpressApplication>(ApiModule, new IndexedRoutesAdapter(), { bufferLogs: true, bodyParser: false });
  configureApp(app);
  const config = app.get<AppConfig>(APP_CONFIG);
  await app.listen(config.port);
  app.get(ApiModule).announce(config);
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
