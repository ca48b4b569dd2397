import { Controller, Get, Logger } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import type { NestExpressApplication } from '@nestjs/platform-express';
import request from 'supertest';
import { ApiModule } from '../../src/api.module';
import { configureApp } from '../../src/app.setup';
import { Public } from '../../src/core/auth/require-scopes.decorator';

@Controller('test-only')
class ExplodingController {
  @Get('boom')
  @Public()
  boom(): never {
    throw new Error('secret internal detail at /srv/app/db.ts:42');
  }
}

describe('unexpected errors', () => {
  it('answer 500 as a problem document with a trace id, no internals, and are logged with that id', async () => {
    const moduleRef = await Test.createTestingModule({ imports: [ApiModule], controllers: [ExplodingController] }).compile();
    const app = moduleRef.createNestApplication<NestExpressApplication>({ bodyParser: false, bufferLogs: true });
    configureApp(app);
    await app.init();
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      const res = await request(app.getHttpServer()).get('/test-only/boom').set('X-Request-Id', 'trace-123');
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', traceId: 'trace-123', instance: '/test-only/boom' });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|db\.ts/);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ traceId: 'trace-123', err: expect.any(Error) }), 'Unhandled error');
    } finally {
      logged.mockRestore();
      await app.close();
    }
  });
});
