import path from 'node:path';
import { claimCampaign, claimTokensFor, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { execute } from '../../src/core/database/sql';
import { bearer, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

// This suite's own storage folder (it makes an upload).
process.env.STORAGE_DIR = path.join(process.env.TEST_TMP_DIR ?? process.env.STORAGE_DIR!, 'attention-storage');

jest.setTimeout(60_000);

const ACH_DETAILS = { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };
const ADDRESS = { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' };
const KINDS = ['FailedPayouts', 'UnclaimedWalletPayouts', 'UndepositedChecks', 'FailedUploads', 'FailedEmails', 'DisabledWebhookEndpoints', 'ExpiringCampaigns', 'UnderfundedDrafts'];
const CSV = 'Id,Amount,FirstName,LastName,Email\r\nP-1,25.00,Ada,Lovelace,ada@example.com\r\n';

interface Item {
  id: string;
  campaignId: string | null;
  campaignName: string | null;
  payoutInstructionId: string | null;
  label: string;
  amount: number | null;
  unallocatedAmount: number | null;
  status: string | null;
  reason: string | null;
  on: string;
}
interface Group {
  kind: string;
  count: number;
  items: Item[];
}

/**
 * `GET /attention` (docs/attention.md) over real HTTP and PostgreSQL: each kind appears when its condition holds and
 * not before, and leaves once it ends; another organization sees none of it; the webhook kind needs `webhooks:view`.
 * No worker runs: where only a worker or time moves a row on (a check mailed a month ago, an upload or email that
 * failed, an endpoint the deliveries gave up on), the test puts the row there with SQL.
 */
describe('GET /attention', () => {
  let t: TestApp;
  let a: FundedCampaign;
  let b: FundedCampaign;
  const sql = (text: string, params: unknown[]) => execute(t.orm.em.fork(), text, params);
  const attention = async (c: { auth: Record<string, string> }, prefix = V2) => (await t.http.get(`${prefix}/attention`).set(c.auth).expect(200)).body as { generatedOn: string; items: Group[] };
  const groupOf = async (c: FundedCampaign, kind: string) => (await attention(c)).items.find((g) => g.kind === kind)!;
  const simulate = (c: FundedCampaign, id: string, action: string, body: object = {}) => t.http.post(`${V3}/simulate/payout-instructions/${id}/${action}`).set(c.auth).send(body).expect(202);
  async function claimed(c: FundedCampaign, method: string, details: object, status: string, body: object = {}): Promise<string> {
    const { id } = await initiatedInstruction(t, c, { amount: 25, lastName: 'Lovelace', ...body });
    await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, method, { ...details }, status);
    return id;
  }

  beforeAll(async () => {
    t = await createTestApp();
    [a, b] = await Promise.all([
      claimCampaign(t, { methods: [METHODS.amazonGiftCard, METHODS.ach, METHODS.paypal, METHODS.paperCheck], dollars: 1_000 }),
      claimCampaign(t, { methods: [METHODS.amazonGiftCard] }),
    ]);
  }, 60_000);
  afterAll(() => t.close());

  it('lists every kind with nothing in it for a new organization, under both prefixes; the webhook kind only with webhooks:view', async () => {
    for (const prefix of [V2, V3]) {
      const body = await attention(b, prefix);
      expect(Date.parse(body.generatedOn)).toBeGreaterThan(Date.now() - 60_000);
      expect(body.items).toEqual(KINDS.map((kind) => ({ kind, count: 0, items: [] })));
    }
    const reader = bearer(await tokenFor(b.organizationId, { subject: 'ci-bot', scopes: ['payoutInstructions:view'], claims: { gty: 'client-credentials' } }));
    expect((await attention({ auth: reader })).items.map((g) => g.kind)).toEqual(KINDS.filter((kind) => kind !== 'DisabledWebhookEndpoints'));
    const stranger = bearer(await tokenFor(b.organizationId, { subject: 'ci-bot', scopes: ['campaigns:view'], claims: { gty: 'client-credentials' } }));
    await t.http.get(`${V2}/attention`).set(stranger).expect(403);
  });

  it('failed and returned payouts, with their reasons, until the instruction is reinitiated or claimed again', async () => {
    const failing = await claimed(a, METHODS.amazonGiftCard, { email: 'ada.card@example.com' }, 'Processing');
    const returning = await claimed(a, METHODS.ach, ACH_DETAILS, 'Pending', { amount: 40 });
    expect((await groupOf(a, 'FailedPayouts')).count).toBe(0);

    await simulate(a, failing, ':fail-payout', { reason: 'The card provider refused it' });
    await simulate(a, returning, ':settle-ach');
    expect((await groupOf(a, 'FailedPayouts')).count).toBe(1);
    await simulate(a, returning, ':return-ach', { returnReasonCode: 'R01' });

    const failed = await groupOf(a, 'FailedPayouts');
    expect(failed.count).toBe(2);
    expect(failed.items).toEqual([
      expect.objectContaining({ payoutInstructionId: returning, campaignId: a.campaignId, campaignName: 'Spring study', amount: 40, status: 'Returned', reason: expect.stringContaining('R01') }),
      expect.objectContaining({ payoutInstructionId: failing, amount: 25, status: 'Failed', reason: 'The card provider refused it', label: expect.stringMatching(/@example\.com$/) }),
    ]);
    // Another organization sees none of it, under either prefix.
    expect((await attention(b, V3)).items.every((g) => g.count === 0)).toBe(true);
    // v3 names the campaign a distribution.
    expect((await attention(a, V3)).items[0].items[0]).toMatchObject({ distributionId: a.campaignId, distributionName: 'Spring study' });

    await t.http.post(`${V2}/payout-instructions/${returning}/:reinitiate`).set(a.auth).send({ channel: 'Email' }).expect(200);
    expect((await groupOf(a, 'FailedPayouts')).items.map((i) => i.payoutInstructionId)).toEqual([failing]);
    // The beneficiary claims again with a new link: a new payout replaces the failed one.
    await requestPayoutWith(t, (await claimTokensFor(t, [failing])).get(failing)!, METHODS.amazonGiftCard, { email: 'ada.card@example.com' }, 'Processing');
    expect(await groupOf(a, 'FailedPayouts')).toEqual({ kind: 'FailedPayouts', count: 0, items: [] });
  });

  it('wallet payouts unaccepted for 7 days and checks mailed 30 days ago, until they complete', async () => {
    const wallet = await claimed(a, METHODS.paypal, { email: 'ada.wallet@example.com' }, 'Processing');
    const check = await claimed(a, METHODS.paperCheck, { mailingAddress: ADDRESS }, 'Pending');
    await sql(`update payout set status = 'Mailed', check_number = '1001', submitted_on = now() - interval '29 days', mailed_on = now() - interval '29 days' where payout_instruction_id = ?`, [check]);
    await sql(`update payout set requested_on = now() - interval '6 days' where payout_instruction_id = ?`, [wallet]);
    expect((await groupOf(a, 'UnclaimedWalletPayouts')).count).toBe(0);
    expect((await groupOf(a, 'UndepositedChecks')).count).toBe(0);

    await sql(`update payout set requested_on = now() - interval '8 days' where payout_instruction_id = ?`, [wallet]);
    await sql(`update payout set mailed_on = now() - interval '31 days' where payout_instruction_id = ?`, [check]);
    expect(await groupOf(a, 'UnclaimedWalletPayouts')).toMatchObject({ count: 1, items: [{ payoutInstructionId: wallet, status: 'Processing', amount: 25, campaignName: 'Spring study' }] });
    expect(await groupOf(a, 'UndepositedChecks')).toMatchObject({ count: 1, items: [{ payoutInstructionId: check, status: 'Mailed' }] });
    expect((await attention(b)).items.every((g) => g.count === 0)).toBe(true);

    await simulate(a, wallet, ':complete-payout');
    await simulate(a, check, ':deposit-check');
    expect((await groupOf(a, 'UnclaimedWalletPayouts')).count).toBe(0);
    expect((await groupOf(a, 'UndepositedChecks')).count).toBe(0);
  });

  it('uploads and emails that failed in the last 7 days, and disabled webhook endpoints', async () => {
    const upload = (await t.http.post(`${V2}/campaigns/${a.campaignId}/payout-instructions/:upload`).set(a.auth).attach('file', Buffer.from(CSV), 'beneficiaries.csv').expect(202)).body as { id: string };
    const { id: instruction } = await initiatedInstruction(t, a, { amount: 5 });
    const endpoint = (await t.http.post(`${V2}/webhook-endpoints`).set(a.auth).send({ url: 'http://127.0.0.1:9/attention' }).expect(201)).body as { id: string };
    for (const kind of ['FailedUploads', 'FailedEmails', 'DisabledWebhookEndpoints']) expect((await groupOf(a, kind)).count).toBe(0);

    await sql(`update payout_instruction_upload set status = 'Failed', failure_reason = 'Row 2: amount is not a number', finished_on = now() - interval '8 days' where id = ?`, [upload.id]);
    await sql(
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, delivery_status, last_error, updated_on)
       values (gen_random_uuid(), ?, ?, ?, 'PayoutInitiatedEmail', 'ada@example.com', 'Failed', '550 mailbox unavailable', now() - interval '8 days')`,
      [a.organizationId, a.campaignId, instruction],
    );
    await sql(`update webhook_endpoint set status = 'Disabled', disabled_reason = 'Every delivery failed for 3 days' where id = ?`, [endpoint.id]);
    expect((await groupOf(a, 'FailedUploads')).count).toBe(0);
    expect((await groupOf(a, 'FailedEmails')).count).toBe(0);
    expect(await groupOf(a, 'DisabledWebhookEndpoints')).toMatchObject({
      count: 1,
      items: [{ id: endpoint.id, label: 'http://127.0.0.1:9/attention', reason: 'Every delivery failed for 3 days', campaignId: null, campaignName: null }],
    });

    await sql(`update payout_instruction_upload set finished_on = now() - interval '1 hour' where id = ?`, [upload.id]);
    await sql(`update email_delivery set updated_on = now() - interval '1 hour' where payout_instruction_id = ?`, [instruction]);
    expect(await groupOf(a, 'FailedUploads')).toMatchObject({ count: 1, items: [{ id: upload.id, campaignId: a.campaignId, label: 'beneficiaries.csv', reason: 'Row 2: amount is not a number' }] });
    expect(await groupOf(a, 'FailedEmails')).toMatchObject({ count: 1, items: [{ payoutInstructionId: instruction, label: 'ada@example.com', reason: '550 mailbox unavailable', status: 'PayoutInitiatedEmail' }] });
    expect((await attention(b)).items.every((g) => g.count === 0)).toBe(true);

    await t.http.patch(`${V2}/webhook-endpoints/${endpoint.id}`).set(a.auth).send({ status: 'Enabled' }).expect(200);
    expect((await groupOf(a, 'DisabledWebhookEndpoints')).count).toBe(0);
  });

  it('campaigns expiring within 14 days with money unallocated, and campaigns whose money cannot cover their drafts', async () => {
    const holders = await t.http.get(`${V2}/funds-holders`).set(a.auth).expect(200);
    const soon = new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10);
    const later = new Date(Date.now() + 20 * 86_400_000).toISOString().slice(0, 10);
    const create = async (name: string, expiryDate: string) =>
      (await t.http.post(`${V2}/campaigns`).set(a.auth).send({ name, fundingSourceId: holders.body.data[0].id, expiryDate, payoutMethodIds: [METHODS.amazonGiftCard] }).expect(201)).body.id as string;
    const [expiring, notYet] = await Promise.all([create('Closing soon', soon), create('Closing later', later)]);
    expect((await groupOf(a, 'ExpiringCampaigns')).count).toBe(0);
    for (const campaignId of [expiring, notYet]) await t.http.post(`${V3}/simulate/bank-accounts/${a.bankAccountId}/:receive-ach`).set(a.auth).send({ amount: 100, campaignId }).expect(202);
    expect(await groupOf(a, 'ExpiringCampaigns')).toEqual({
      kind: 'ExpiringCampaigns',
      count: 1,
      items: [expect.objectContaining({ id: expiring, campaignId: expiring, campaignName: 'Closing soon', label: 'Closing soon', amount: 100, on: `${soon}T00:00:00.000Z` })],
    });

    const draft = (amount: number) =>
      t.http.post(`${V2}/payout-instructions`).set(a.auth).send({ campaignId: notYet, email: `d${Math.random().toString(36).slice(2, 8)}@example.com`, amount }).expect(201);
    await draft(60);
    await draft(40);
    expect((await groupOf(a, 'UnderfundedDrafts')).count).toBe(0);
    const third = (await draft(1)).body.id as string;
    expect(await groupOf(a, 'UnderfundedDrafts')).toMatchObject({ count: 1, items: [{ id: notYet, campaignName: 'Closing later', amount: 101, unallocatedAmount: 100 }] });
    expect((await attention(b)).items.every((g) => g.count === 0)).toBe(true);
    await t.http.post(`${V2}/payout-instructions/${third}/:cancel`).set(a.auth).send({ cancellationReason: 'Other' }).expect(200);
    expect((await groupOf(a, 'UnderfundedDrafts')).count).toBe(0);
  });
});
