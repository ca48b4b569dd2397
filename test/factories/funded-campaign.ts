import { bearer, newOrganizationId, tokenFor, type TokenOptions } from '../utils/auth';
import type { TestApp } from '../utils/test-app';

export const V2 = '/v2/campaign-manager';
export const V3 = '/v3/distribution-manager';

export interface FundedCampaign {
  organizationId: string;
  token: string;
  campaignId: string;
  bankAccountId: string;
  /** Headers with the token. */
  auth: Record<string, string>;
}

/** A new organization with an Active campaign (gift cards, $1–$2,000) funded with `dollars` through a simulated ACH (five requests). */
export async function fundedCampaign(t: Pick<TestApp, 'http'>, dollars: number, tokenOptions: TokenOptions = {}): Promise<FundedCampaign> {
  const organizationId = newOrganizationId();
  const token = await tokenFor(organizationId, { subject: 'admin-ada', ...tokenOptions });
  const auth = bearer(token);
  const holders = await t.http.get(`${V2}/funds-holders`).set(auth).expect(200);
  const accounts = await t.http.get(`${V2}/bank-accounts`).set(auth).expect(200);
  const methods = await t.http.get(`${V2}/payout-methods?pageSize=100`).set(auth).expect(200);
  const giftCard = methods.body.data.find((m: { category: string; transactionLimits: { maximumAmount: number } }) => m.category === 'GiftCard' && m.transactionLimits.maximumAmount === 2000);
  const campaign = await t.http
    .post(`${V2}/campaigns`)
    .set(auth)
    .send({ name: 'Study', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-12-31', payoutMethodIds: [giftCard.id] })
    .expect(201);
  if (dollars > 0) {
    await t.http.post(`${V3}/simulate/bank-accounts/${accounts.body.data[0].id}/:receive-ach`).set(auth).send({ amount: dollars, campaignId: campaign.body.id }).expect(202);
  }
  return { organizationId, token, campaignId: campaign.body.id, bankAccountId: accounts.body.data[0].id, auth };
}

/** The campaign's balances in dollars, from includeDetails. */
export async function balancesOf(t: TestApp, c: FundedCampaign): Promise<{ unallocated: number; allocated: number; paidOut: number; returned: number; received: number; byStatus: Record<string, number> }> {
  const res = await t.http.get(`${V2}/campaigns/${c.campaignId}?includeDetails=true`).set(c.auth).expect(200);
  return { ...res.body.details.balances, received: res.body.details.totalFundsReceived, byStatus: res.body.details.payoutInstructionsByStatus };
}

export async function createInstruction(t: TestApp, c: FundedCampaign, body: Record<string, unknown> = {}) {
  const res = await t.http
    .post(`${V2}/payout-instructions`)
    .set(c.auth)
    .send({ campaignId: c.campaignId, email: `b${Math.random().toString(36).slice(2, 10)}@example.com`, firstName: 'Ada', amount: 100, ...body });
  if (res.status !== 201) throw new Error(`create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; status: string; amount: number | null };
}
