import type { AddressInfo } from 'node:net';
import { createV2Client, createV3Client, type V2Paths } from '../../clients/typescript';
import { loadConfig } from '../../src/core/config/app-config';
import { openApiDocumentWithoutServices } from '../../src/openapi-document';
import { newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const EXPIRY = '2099-06-30';

// Checked by npm run typecheck: request bodies are typed, so a member the document does not name fails to compile.
type CreateCampaignBody = V2Paths['/campaigns']['post']['requestBody']['content']['application/json'];
// @ts-expect-error `colour` is no member of a campaign
const _unnamedMember: CreateCampaignBody = { name: 'Spring study', fundingSourceId: 'f', expiryDate: EXPIRY, payoutMethodIds: ['m'], colour: 'red' };

/** The body of an answer with the `expected` status; any other answer fails the test with its problem document. */
function body<T>(result: { data?: T; error?: unknown; response: Response }, expected: number): T {
  if (result.response.status !== expected || result.data === undefined) {
    throw new Error(`${result.response.url} answered ${result.response.status}, not ${expected}: ${JSON.stringify(result.error ?? result.data)}`);
  }
  return result.data;
}

describe('the typed client in clients/typescript', () => {
  let t: TestApp;
  let baseUrl: string;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0, '127.0.0.1');
    baseUrl = `http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`;
  });
  afterAll(async () => {
    await t.close();
  });

  it('is generated from the document the service serves: the one built without services is the same', async () => {
    const served: unknown = (await t.http.get('/openapi.json').expect(200)).body;
    expect(JSON.parse(JSON.stringify(await openApiDocumentWithoutServices(loadConfig())))).toEqual(served);
  });

  it('funds a campaign and initiates a payout instruction under v2', async () => {
    const token = await tokenFor(newOrganizationId());
    const v2 = createV2Client({ baseUrl, token });
    const [holder] = body(await v2.GET('/funds-holders'), 200).data;
    const [account] = body(await v2.GET('/bank-accounts'), 200).data;
    const [method] = body(await v2.GET('/payout-methods'), 200).data;
    const campaign = body(await v2.POST('/campaigns', { body: { name: 'Spring study', fundingSourceId: holder.id, expiryDate: EXPIRY, payoutMethodIds: [method.id] } }), 201);

    // Money arrives through the sandbox, which only v3 serves.
    const v3 = createV3Client({ baseUrl, token: () => token });
    body(await v3.POST('/simulate/bank-accounts/{id}/:receive-ach', { params: { path: { id: account.id } }, body: { amount: 10_000, distributionId: campaign.id } }), 202);

    const created = body(await v2.POST('/payout-instructions', { body: { campaignId: campaign.id, email: 'ada@example.com', amount: 25 } }), 201);
    const initiated = body(await v2.POST('/payout-instructions/{id}/:initiate', { params: { path: { id: created.id } }, body: {} }), 200);
    expect(initiated.status).toBe('Initiated');

    const instruction = body(await v2.GET('/payout-instructions/{id}', { params: { path: { id: created.id } } }), 200);
    expect(instruction.campaignId).toBe(campaign.id);
    expect(instruction.status).toBe('Initiated');
    expect(instruction.amount).toBe(25);
    const read = body(await v2.GET('/campaigns/{id}', { params: { path: { id: campaign.id }, query: { includeDetails: true } } }), 200);
    expect(read.details?.totalFundsReceived).toBe(10_000);
    expect(read.details?.balances).toEqual({ unallocated: 9_975, allocated: 25, paidOut: 0, returned: 0 });
  });

  it('funds a distribution and initiates a payout instruction under v3', async () => {
    const v3 = createV3Client({ baseUrl, token: await tokenFor(newOrganizationId()) });
    const [holder] = body(await v3.GET('/funds-holders'), 200).data;
    const [account] = body(await v3.GET('/bank-accounts'), 200).data;
    const [method] = body(await v3.GET('/payout-methods'), 200).data;
    const distribution = body(
      await v3.POST('/distributions', { body: { name: 'Spring study', fundingSourceId: holder.id, expiryDate: EXPIRY, payoutMethodIds: [method.id] } }),
      201,
    );
    body(await v3.POST('/simulate/bank-accounts/{id}/:receive-ach', { params: { path: { id: account.id } }, body: { amount: 10_000, distributionId: distribution.id } }), 202);

    const created = body(await v3.POST('/payout-instructions', { body: { distributionId: distribution.id, email: 'ada@example.com', amount: 25 } }), 201);
    const initiated = body(await v3.POST('/payout-instructions/{id}/:initiate', { params: { path: { id: created.id } }, body: {} }), 200);
    expect(initiated.status).toBe('Initiated');

    const instruction = body(await v3.GET('/payout-instructions/{id}', { params: { path: { id: created.id } } }), 200);
    expect(instruction.distributionId).toBe(distribution.id);
    expect(instruction.status).toBe('Initiated');
    expect(instruction.amount).toBe(25);
    const read = body(await v3.GET('/distributions/{id}', { params: { path: { id: distribution.id }, query: { includeDetails: true } } }), 200);
    expect(read.details?.totalFundsReceived).toBe(10_000);
    expect(read.details?.balances).toEqual({ unallocated: 9_975, allocated: 25, paidOut: 0, returned: 0 });
  });
});
