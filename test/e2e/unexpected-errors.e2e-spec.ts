import { Controller, Get, Logger } from '@nestjs/common';
import { Public } from '../../src/core/auth/require-scopes.decorator';
import { createTestApp, type TestApp } from '../utils/test-app';

@Controller('test-only')
class ExplodingController {
  @Get('boom')
  @Public()
  boom(): never {
    throw new Error('secret internal detail at /srv/app/db.ts:42');
  }
}

describe('unexpected errors', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp([ExplodingController]);
  });
  afterAll(() => t.close());

  it('answer 500 as a problem document with a trace id, no internals, and are logged with that id', async () => {
    const logged = jest.spyOn(Logger.prototype, 'error');
    try {
      const res = await t.http.get('/test-only/boom').set('X-Request-Id', 'trace-123');
      expect(res.status).toBe(500);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(res.body).toMatchObject({ status: 500, code: 'INTERNAL_ERROR', traceId: 'trace-123', instance: '/test-only/boom' });
      expect(JSON.stringify(res.body)).not.toMatch(/secret|db\.ts/);
      expect(logged).toHaveBeenCalledWith(expect.objectContaining({ traceId: 'trace-123', err: expect.any(Error) }), 'Unhandled error');
    } finally {
      logged.mockRestore();
    }
  });
});
