import { generateKeyPairSync } from 'node:crypto';
import { signDevToken } from '../../src/core/auth/dev-token';
import { loadConfig } from '../../src/core/config/app-config';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';

function expectProblem(response: { status: number; headers: Record<string, string>; body: Record<string, unknown> }, status: number) {
  expect(response.status).toBe(status);
  expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
  expect(response.body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String), instance: expect.any(String), traceId: expect.any(String) });
  expect(response.body.type).toMatch(/^https:\/\/|^about:blank$/);
  expect(JSON.stringify(response.body)).not.toMatch(/at .*\.(js|ts):\d+/); // never a stack trace
}

describe('authentication, tenancy and errors', () => {
  let t: TestApp;
  let organizationId: string;
  let token: string;

  beforeAll(async () => {
    t = await createTestApp();
    organizationId = newOrganizationId();
    token = await tokenFor(organizationId);
  });
  afterAll(() => t.close());

  describe('401 for a missing or bad token', () => {
    it('answers 401 without a token', async () => {
      const res = await t.http.get(`${V2}/funds-holders`);
      expectProblem(res, 401);
      expect(res.body.code).toBe('UNAUTHENTICATED');
    });

    it.each([
      ['a malformed token', async () => 'not-a-jwt'],
      ['an expired token', async () => tokenFor(organizationId, { expiresInSeconds: -60 })],
      ['a wrong audience', async () => tokenFor(organizationId, { claims: { aud: 'someone-else' } })],
      ['a wrong issuer', async () => tokenFor(organizationId, { claims: { iss: 'https://evil.example/' } })],
      [
        'a token signed by another key',
        async () => {
          const { privateKey, publicKey } = generateKeyPairSync('rsa', { modulusLength: 2048 });
          const config = loadConfig();
          return signDevToken(
            { kid: 'other', privateKeyPem: privateKey.export({ type: 'pkcs8', format: 'pem' }).toString(), publicKeyPem: publicKey.export({ type: 'spki', format: 'pem' }).toString() },
            { organizationId, scopes: ['fundsHolders:view'], issuer: config.auth.issuer, audience: config.auth.audience },
          );
        },
      ],
    ])('answers 401 for %s', async (_name, makeToken) => {
      expectProblem(await t.http.get(`${V2}/funds-holders`).set(bearer(await makeToken())), 401);
    });
  });

  describe('401 reasons', () => {
    it('refuses a token without exp, otherwise valid', async () => {
      const res = await t.http.get(`${V2}/funds-holders`).set(bearer(await tokenFor(organizationId, { expiresInSeconds: null })));
      expectProblem(res, 401);
      expect(res.body.detail).toContain('no expiry');
    });

    it.each([
      ['audience', { aud: 'someone-else' }, 'aud claim'],
      ['issuer', { iss: 'https://evil.example/' }, 'iss claim'],
    ])('names a wrong %s without telling the expected one', async (_name, claims, reason) => {
      const { auth } = loadConfig();
      const res = await t.http.get(`${V2}/funds-holders`).set(bearer(await tokenFor(organizationId, { claims })));
      expectProblem(res, 401);
      expect(res.body.detail).toContain(reason);
      const body = JSON.stringify(res.body);
      expect(body).not.toContain(auth.audience);
      expect(body).not.toContain(auth.issuer);
      expect(body).not.toContain('expected');
    });
  });

  describe('403 without the scope or the organization', () => {
    it('names the missing scope', async () => {
      const limited = await tokenFor(organizationId, { scopes: ['bankAccounts:view'] });
      const res = await t.http.get(`${V2}/funds-holders`).set(bearer(limited));
      expectProblem(res, 403);
      expect(res.body.code).toBe('INSUFFICIENT_SCOPE');
      expect(res.body.detail).toContain('fundsHolders:view');
      await t.http.get(`${V2}/bank-accounts`).set(bearer(limited)).expect(200);
    });

    it('takes scopes from the permissions claim as well as the scope claim', async () => {
      const viaPermissions = await tokenFor(organizationId, { scopes: [], claims: { permissions: ['fundsHolders:view'] } });
      await t.http.get(`${V2}/funds-holders`).set(bearer(viaPermissions)).expect(200);
    });

    it('refuses a token without org_id', async () => {
      const res = await t.http.get(`${V2}/funds-holders`).set(bearer(await tokenFor(undefined)));
      expectProblem(res, 403);
      expect(res.body.code).toBe('ORGANIZATION_MISSING');
    });
  });

  describe('tenancy', () => {
    it("answers 404 for another organization's funds holder and bank account, as for an unknown id", async () => {
      const other = await tokenFor(newOrganizationId());
      const theirs = await t.http.get(`${V2}/funds-holders`).set(bearer(other)).expect(200);
      const holderId = theirs.body.data[0].id;
      const accounts = await t.http.get(`${V2}/bank-accounts`).set(bearer(other)).expect(200);

      expectProblem(await t.http.get(`${V2}/funds-holders/${holderId}`).set(bearer(token)), 404);
      expectProblem(await t.http.get(`${V3}/bank-accounts/${accounts.body.data[0].id}`).set(bearer(token)), 404);
      expectProblem(await t.http.get(`${V2}/funds-holders/0195a3f0-0000-7000-8000-00000000dead`).set(bearer(token)), 404);
      const create = await t.http.post(`${V2}/bank-accounts`).set(bearer(token)).send({ fundsHolderId: holderId, name: 'Not mine' });
      expectProblem(create, 404);
    });

    it('never lists or counts another organization’s rows', async () => {
      const mine = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200);
      expect(mine.body.totalItems).toBe(1);
      const accounts = await t.http.get(`${V2}/bank-accounts`).set(bearer(token)).expect(200);
      expect(accounts.body.data.every((a: { fundsHolderId: string }) => a.fundsHolderId === mine.body.data[0].id)).toBe(true);
    });

    it('creates a new organization once, however many first requests arrive together', async () => {
      const fresh = await tokenFor(newOrganizationId());
      const responses = await Promise.all(Array.from({ length: 12 }, () => t.http.get(`${V2}/funds-holders`).set(bearer(fresh))));
      expect(responses.map((r) => r.status)).toEqual(Array(12).fill(200));
      const list = await t.http.get(`${V2}/funds-holders`).set(bearer(fresh)).expect(200);
      expect(list.body.totalItems).toBe(1);
      const accounts = await t.http.get(`${V2}/bank-accounts`).set(bearer(fresh)).expect(200);
      expect(accounts.body.totalItems).toBe(1);
    });
  });

  describe('400, 413 and 415 for bad input, never 500', () => {
    it('answers 400 naming the parameter for a malformed uuid', async () => {
      const res = await t.http.get(`${V2}/funds-holders/not-a-uuid`).set(bearer(token));
      expectProblem(res, 400);
      expect(res.body.errors).toEqual({ id: ['id must be a UUID.'] });
    });

    it('answers 400 for malformed JSON', async () => {
      const res = await t.http.post(`${V2}/bank-accounts`).set(bearer(token)).set('Content-Type', 'application/json').send('{"name": "x",');
      expectProblem(res, 400);
      expect(res.body.code).toBe('MALFORMED_BODY');
    });

    it('names every missing, wrongly typed or unknown field', async () => {
      const res = await t.http.post(`${V2}/bank-accounts`).set(bearer(token)).send({ fundsHolderId: 'nope', name: 42, colour: 'red' });
      expectProblem(res, 400);
      expect(Object.keys(res.body.errors).sort()).toEqual(['colour', 'fundsHolderId', 'name']);
      const empty = await t.http.post(`${V2}/bank-accounts`).set(bearer(token)).send({});
      expect(Object.keys(empty.body.errors).sort()).toEqual(['fundsHolderId', 'name']);
    });

    it('answers 415 for a body in another media type and 413 for an oversized one', async () => {
      const text = await t.http.post(`${V2}/bank-accounts`).set(bearer(token)).set('Content-Type', 'text/plain').send('fundsHolderId=1');
      expectProblem(text, 415);
      const huge = await t.http.post(`${V2}/bank-accounts`).set(bearer(token)).send({ name: 'x'.repeat(1_100_000) });
      expectProblem(huge, 413);
    });

    it.each([
      ['pageSize=101', 'pageSize'],
      ['pageNumber=0', 'pageNumber'],
      ['pageSize=abc', 'pageSize'],
      ['pageNumber=1.5', 'pageNumber'],
    ])('answers 400 for %s', async (query, field) => {
      const res = await t.http.get(`${V2}/bank-accounts?${query}`).set(bearer(token));
      expectProblem(res, 400);
      expect(Object.keys(res.body.errors)).toEqual([field]);
    });

    it('pages with the defaults and honours pageSize', async () => {
      const res = await t.http.get(`${V2}/funds-holders?pageNumber=2&pageSize=1`).set(bearer(token)).expect(200);
      expect(res.body).toMatchObject({ pageNumber: 2, pageSize: 1, totalItems: 1, totalPages: 1, data: [] });
    });

    it('answers 400 naming settlementFundName for an empty multipart create, and stores nothing', async () => {
      const res = await t.http.post(`${V2}/funds-holders`).set(bearer(token)).field('settlementFundName', '').attach('attachments', Buffer.from('doc'), 'a.txt');
      expectProblem(res, 400);
      expect(Object.keys(res.body.errors)).toEqual(['settlementFundName']);
      const list = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200);
      expect(list.body.totalItems).toBe(1);
    });

    it('answers 404 as a problem document for an unknown route', async () => {
      expectProblem(await t.http.get(`${V2}/no-such-thing`).set(bearer(token)), 404);
    });
  });
});
