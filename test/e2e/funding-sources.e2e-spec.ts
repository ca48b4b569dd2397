import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const PREFIXES = ['/v2/campaign-manager', '/v3/distribution-manager'];

/** `/funding-sources`, the earlier name of `/funds-holders`: the same routes, scopes, bodies and answers. */
describe('funding sources (the earlier path of funds holders)', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  describe.each(PREFIXES)('under %s', (prefix) => {
    let token: string;
    let organizationId: string;
    beforeAll(async () => {
      organizationId = newOrganizationId();
      token = await tokenFor(organizationId);
    });

    it('lists what /funds-holders lists, and takes `page`, the earlier name of pageNumber', async () => {
      const canonical = await t.http.get(`${prefix}/funds-holders`).set(bearer(token)).expect(200);
      const alias = await t.http.get(`${prefix}/funding-sources`).set(bearer(token)).expect(200);
      expect(alias.body).toEqual(canonical.body);
      expect(alias.body).toMatchObject({ pageNumber: 1, pageSize: 20, totalItems: 1 });

      for (const path of ['funding-sources', 'funds-holders']) {
        expect((await t.http.get(`${prefix}/${path}?page=1&pageSize=20`).set(bearer(token)).expect(200)).body).toEqual(canonical.body);
        expect((await t.http.get(`${prefix}/${path}?page=2`).set(bearer(token)).expect(200)).body).toMatchObject({ pageNumber: 2, totalItems: 1, data: [] });
        const both = await t.http.get(`${prefix}/${path}?page=2&pageNumber=2`).set(bearer(token)).expect(400);
        expect(both.body.errors).toEqual({ page: ['page is the earlier name of pageNumber; give one of them.'] });
        expect(Object.keys((await t.http.get(`${prefix}/${path}?page=0`).set(bearer(token)).expect(400)).body.errors)).toEqual(['page']);
      }
    });

    it('creates a settlement fund (multipart), with Location naming it under /funds-holders, and reads it back at both paths', async () => {
      const created = await t.http
        .post(`${prefix}/funding-sources`)
        .set(bearer(token))
        .field('settlementFundName', 'Rebates FBO')
        .attach('attachments', Buffer.from('%PDF-1.4 supporting document'), { filename: 'articles.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(created.body).toMatchObject({ name: 'Rebates FBO', type: 'SettlementFund', status: 'Pending', bankingDetails: null });
      expect(created.body.attachments).toEqual([expect.objectContaining({ fileName: 'articles.pdf', sizeBytes: 28 })]);
      expect(created.headers.location).toBe(`${prefix}/funds-holders/${created.body.id}`);

      const canonical = await t.http.get(created.headers.location).set(bearer(token)).expect(200);
      const alias = await t.http.get(`${prefix}/funding-sources/${created.body.id}`).set(bearer(token)).expect(200);
      expect(alias.body).toEqual(canonical.body);
      expect(alias.body).toMatchObject({ id: created.body.id, name: 'Rebates FBO', type: 'SettlementFund' });

      const direct = await t.http.post(`${prefix}/funds-holders`).set(bearer(token)).field('settlementFundName', 'Grants FBO').expect(201);
      expect(direct.headers.location).toBe(`${prefix}/funds-holders/${direct.body.id}`);
      const list = await t.http.get(`${prefix}/funding-sources`).set(bearer(token)).expect(200);
      expect(list.body.data.map((h: { name: string }) => h.name)).toEqual(['Primary account', 'Rebates FBO', 'Grants FBO']);
    });

    it('refuses a bad body naming the field, and applies the same scopes, 401 and 404', async () => {
      const bad = await t.http.post(`${prefix}/funding-sources`).set(bearer(token)).field('settlementFundName', '').expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['settlementFundName']);

      await t.http.get(`${prefix}/funding-sources`).expect(401);
      const viewOnly = await tokenFor(organizationId, { scopes: ['fundsHolders:view'] });
      const refused = await t.http.post(`${prefix}/funding-sources`).set(bearer(viewOnly)).field('settlementFundName', 'X').expect(403);
      expect(refused.body.requiredScopes).toEqual(['fundsHolders:manage']);
      const manageOnly = await tokenFor(organizationId, { scopes: ['fundsHolders:manage'] });
      await t.http.get(`${prefix}/funding-sources`).set(bearer(manageOnly)).expect(403);

      const theirs = await t.http.get(`${prefix}/funding-sources`).set(bearer(await tokenFor(newOrganizationId()))).expect(200);
      await t.http.get(`${prefix}/funding-sources/${theirs.body.data[0].id}`).set(bearer(token)).expect(404);
      await t.http.get(`${prefix}/funding-sources/not-a-uuid`).set(bearer(token)).expect(400);
    });
  });
});
