import 'reflect-metadata';
import type { INestApplication, INestApplicationContext, Type } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import { MikroORM } from '@mikro-orm/postgresql';
import type { Server } from 'node:http';
import request, { type Response, type Test as HttpTest } from 'supertest';
import type TestAgent from 'supertest/lib/agent';
import { ApiModule } from '../../src/api.module';
import { configureApp } from '../../src/app.setup';
import { IndexedRoutesAdapter } from '../../src/core/http/indexed-routes.adapter';
import { WorkerModule } from '../../workers/worker.module';
import { openApiValidator } from './openapi-validator';

export interface TestApp {
  app: INestApplication;
  http: TestAgent;
  orm: MikroORM;
  close(): Promise<void>;
}

/** The real API over real HTTP, on this run's database and Redis; `controllers` adds test-only routes. */
export async function createTestApp(controllers: Type[] = []): Promise<TestApp> {
  const moduleRef = await Test.createTestingModule({ imports: [ApiModule], controllers }).compile();
  const app = moduleRef.createNestApplication<NestExpressApplication>(new IndexedRoutesAdapter(), { bodyParser: false, bufferLogs: true });
  configureApp(app);
  await app.init();
  return { app, http: await checkedAgent(app.getHttpServer()), orm: app.get(MikroORM), close: () => app.close() };
}

/**
 * A supertest agent whose every answer is checked against the app's own `/openapi.json` before the test sees it: an
 * answer the document does not describe fails the request's promise with what differs. `server` may be the base URL
 * of an API process the test started.
 */
export async function checkedAgent(server: Server | string): Promise<TestAgent> {
  const agent = request(server) as unknown as Record<string, (url: string) => HttpTest>;
  const check = openApiValidator((await agent.get('/openapi.json').expect(200)).body);
  const checked = (test: HttpTest, url: string): HttpTest => {
    const then = test.then.bind(test);
    test.then = ((onFulfilled, onRejected) =>
      then((res: Response) => {
        const violation = check({ method: test.method, url, status: res.status, contentType: res.type || undefined, body: res.body });
        if (violation) throw new Error(`The answer differs from the OpenAPI document: ${violation}`);
        return res;
      }).then(onFulfilled, onRejected)) as HttpTest['then'];
    return test;
  };
  return Object.fromEntries(Object.entries(agent).map(([method, open]) => [method, (url: string) => checked(open(url), url)])) as unknown as TestAgent;
}

/** The real worker process's module, in-process: consumes this run's queues until closed. */
export async function startWorker(): Promise<INestApplicationContext> {
  const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
  const worker = moduleRef.createNestApplication({ bufferLogs: true });
  await worker.init();
  return worker;
}

/** Polls until `probe` returns a value that passes `done`, or fails after `timeoutMs`. */
export async function eventually<T>(probe: () => Promise<T>, done: (value: T) => boolean, timeoutMs = 30_000): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe();
    if (done(value)) return value;
    if (Date.now() > deadline) throw new Error(`Condition not met within ${timeoutMs} ms; last value: ${JSON.stringify(value)}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}
