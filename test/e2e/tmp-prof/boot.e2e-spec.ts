import { createTestApp, type TestApp } from '../../utils/test-app';
describe('boot', () => {
  let t: TestApp;
  beforeAll(async () => { const s = Date.now(); t = await createTestApp(); console.log('boot ms', Date.now() - s); });
  afterAll(async () => t.close());
  it('answers', async () => { await t.http.get('/health/ready').expect(200); });
});
