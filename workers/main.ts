import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { Logger } from 'nestjs-pino';
import { loadConfig } from '../src/core/config/app-config';
import { WorkerModule } from './worker.module';

async function bootstrap(): Promise<void> {
  loadConfig(); // fail fast, with every bad variable listed, before connecting anywhere
  const app = await NestFactory.createApplicationContext(WorkerModule, { bufferLogs: true });
  app.useLogger(app.get(Logger));
  // On SIGTERM/SIGINT the BullMQ workers stop taking jobs and finish the active ones before the process exits.
  app.enableShutdownHooks();
  app.get(Logger).log('Worker started');
}

bootstrap().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
