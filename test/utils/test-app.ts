import 'reflect-metadata';
import type { INestApplication, INestApplicationContext, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import request from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ApiModule } from '../../src/api.module';
import { configureApp } from '../../src/app.setup';
import { WorkerModule } from '../../workers/worker.module';

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  orm: MikroORM;
  close(): Promise<void>;
}

/** The real API over real HTTP, on this run's database and Redis; `controllers` adds test-only routes. */
export async function createTestApp(controllers: Type[] = []): Promise<TestApp> {
  const moduleRef = await Test.createTestingModule({ imports: [ApiModule], controllers }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
  configureApp(app);
  await app.init();
  return { app, http: request(app.getHttpServer()), orm: app.get(MikroORM), close: () => app.close() };
}

/** The real worker process's module, in-process: consumes this run's queues until closed. */
export async function startWorker(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
  const worker = moduleRef.createNestApplication({ bufferLogs: true });
  await worker.init();
  return worker;
}

/** Polls until `probe` returns a value that passes `done`, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 10_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
