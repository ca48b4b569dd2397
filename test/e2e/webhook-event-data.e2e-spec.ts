import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { claimCampaign, claimTokensFor, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';
import { LinkTokens } from '../../src/core/security/link-token';

jest.setTimeout(90_000);

interface Delivery {
  id: string;
  type: string;
  data: Record<string, unknown>;
}

const ACH_DETAILS = { fullName: 'Zoë Ångström', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Savings' };

/**
 * A webhook's `data` is the resource as the API shows it to the organization (docs/webhooks.md): for
 * each event type, the delivery received from the real worker is compared whole with the matching GET taken after it
 * arrived (nothing changed the resource in between), `previousStatus` added for a status change (a funding transfer,
 * which has no GET, with the answer of its receipt). Built in TypeScript
 * from the API's own views by the webhooks' subscriber of the domain events, no longer by SQL in a trigger.
 */
describe('webhook data is the API’s view of the resource', () => {
  let t: TestApp;
  let sink: SmtpSink;
  let server: Server;
  const received: Delivery[] = [];
  useMailingStack((stack) => ({ t, sink } = stack));
  beforeAll(async () => {
    server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        received.push(JSON.parse(body) as Delivery);
        response.writeHead(204).end();
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  });
  afterAll(() => new Promise((resolve) => server.close(resolve)));

  /** A campaign of a new organization whose one endpoint takes every event type. */
  const campaignWithEndpoint = async (options: Parameters<typeof claimCampaign>[1] = {}): Promise<FundedCampaign> => {
    const c = await claimCampaign(t, { dollars: 0, ...options });
    const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/${c.organizationId}`;
    await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url }).expect(201);
    return c;
  };
  const fund = async (c: FundedCampaign, dollars: number) =>
    (await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: dollars, campaignId: c.campaignId }).expect(202)).body as { id: string };
  /** The delivery of `type` about resource `id` (matched by `match`), once the worker has posted it. */
  const deliveryOf = async (type: string, match: (data: Record<string, unknown>) => boolean): Promise<Delivery> =>
    (await eventually(async () => received.filter((d) => d.type === type && match(d.data)), (found) => found.length > 0, 30_000))[0];
  const get = async (c: FundedCampaign, path: string) => (await t.http.get(`${V2}${path}`).set(c.auth).expect(200)).body as Record<string, unknown>;
  const payoutOf = (c: FundedCampaign, instructionId: string) => get(c, `/payout-instructions/${instructionId}/payout`);

  it('funding.received: the transfer as the API shows it, with the campaign it was attributed to in the same request', async () => {
    const c = await campaignWithEndpoint();
    // No GET of one transfer exists: the API shows it in the (v3) answer of the receipt, renamed here to v2's words.
    const { distributionId, ...answer } = (await fund(c, 125)) as unknown as Record<string, unknown>;
    const shown = { ...answer, campaignId: distributionId };
    expect(shown).toMatchObject({ campaignId: c.campaignId, amount: 125, tags: { campaignId: c.campaignId } });
    const delivery = await deliveryOf('funding.received', (data) => data.id === answer.id);
    expect(delivery.data).toEqual(shown);
  });

  it('campaign.balance_low: the campaign as GET shows it, with the balance, threshold and reason of the alert', async () => {
    const c = await campaignWithEndpoint();
    await fund(c, 100);
    await t.http.patch(`${V2}/campaigns/${c.campaignId}`).set(c.auth).send({ lowBalanceAlert: 50 }).expect(200);
    const created = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'low.balance@example.com', amount: 60 }).expect(201);
    await t.http.post(`${V2}/payout-instructions/${created.body.id}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200);
    const delivery = await deliveryOf('campaign.balance_low', (data) => data.id === c.campaignId);
    expect(delivery.data).toEqual({ ...(await get(c, `/campaigns/${c.campaignId}`)), balance: 40, threshold: 50, reason: 'BalanceFell', shortBy: null });
  });

  it('payout_instruction.status_changed and beneficiary.unsubscribed: the instruction as GET shows it, with the previous status of the change', async () => {
    const c = await campaignWithEndpoint();
    await fund(c, 100);
    const created = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'hook.data@example.com', amount: 5, tags: { Cohort: 'A' } }).expect(201);
    const id = created.body.id as string;
    await t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200);
    const initiated = await deliveryOf('payout_instruction.status_changed', (data) => data.id === id && data.status === 'Initiated');
    expect(initiated.data).toEqual({ ...(await get(c, `/payout-instructions/${id}`)), previousStatus: 'Draft' });

    await t.http.post(`${V2}/payout-instructions/${id}/:cancel`).set(c.auth).send({ cancellationReason: 'Other' }).expect(200);
    const cancelled = await deliveryOf('payout_instruction.status_changed', (data) => data.id === id && data.status === 'Cancelled');
    expect(cancelled.data).toEqual({ ...(await get(c, `/payout-instructions/${id}`)), previousStatus: 'Initiated' });

    const token = t.app.get(LinkTokens).sign('unsubscribe', { instructionId: id });
    await t.http.post(`/public/unsubscribe/${token}`).type('form').send({ action: 'unsubscribe' }).expect(200);
    const unsubscribed = await deliveryOf('beneficiary.unsubscribed', (data) => data.id === id);
    const shown = await get(c, `/payout-instructions/${id}`);
    expect(shown).toMatchObject({ emailSubscriptionStatus: 'Unsubscribed' });
    expect(unsubscribed.data).toEqual(shown);
  });

  it('payout.completed and payout.failed: the payout as GET …/payout shows it, card and details masked', async () => {
    const c = await campaignWithEndpoint({ methods: [METHODS.amazonGiftCard, METHODS.paypal] });
    await fund(c, 100);
    const card = await initiatedInstruction(t, c, { amount: 20 });
    const wallet = await initiatedInstruction(t, c, { amount: 30 });
    const tokens = await claimTokensFor(t, [card.id, wallet.id]);
    await requestPayoutWith(t, tokens.get(card.id)!, METHODS.amazonGiftCard, { email: card.email });
    // An address the sandbox wallet leaves unclaimed: the transfer waits at the provider until the simulation fails it.
    await requestPayoutWith(t, tokens.get(wallet.id)!, METHODS.paypal, { email: 'unclaimed.wallet@example.com' });

    const completed = await deliveryOf('payout.completed', (data) => data.payoutInstructionId === card.id);
    const shownCard = await payoutOf(c, card.id);
    expect(shownCard).toMatchObject({ status: 'Completed', card: expect.objectContaining({}) });
    expect(completed.data).toEqual(shownCard);

    // The wallet transfer waits for the recipient at the provider; the sandbox fails it.
    await eventually(() => payoutOf(c, wallet.id), (payout) => payout.status === 'Processing', 30_000);
    await t.http.post(`${V3}/simulate/payout-instructions/${wallet.id}/:fail-payout`).set(c.auth).send({ reason: 'Account closed' }).expect(202);
    const failed = await deliveryOf('payout.failed', (data) => data.payoutInstructionId === wallet.id);
    const shownWallet = await payoutOf(c, wallet.id);
    expect(shownWallet).toMatchObject({ status: 'Failed', failureReason: expect.stringContaining('Account closed') });
    expect(failed.data).toEqual(shownWallet);
  });

  it('payout.returned: the ACH payout as GET …/payout shows it after the bank sent it back (account number masked)', async () => {
    const c = await campaignWithEndpoint({ methods: [METHODS.ach] });
    await fund(c, 100);
    const { id } = await initiatedInstruction(t, c, { amount: 25, lastName: 'Lovelace' });
    await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, METHODS.ach, ACH_DETAILS, 'Pending');
    await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202);
    await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(202);
    await t.http.post(`${V3}/simulate/payout-instructions/${id}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R01' }).expect(202);
    const returned = await deliveryOf('payout.returned', (data) => data.payoutInstructionId === id);
    const shown = await payoutOf(c, id);
    expect(shown).toMatchObject({ status: 'Returned', details: expect.objectContaining({ bankAccountNumber: '********6789' }) });
    expect(returned.data).toEqual(shown);
  });

  it('upload.completed and upload.failed: the upload as its GET shows it', async () => {
    const c = await campaignWithEndpoint();
    const upload = async (csv: string) =>
      (
        await t.http
          .post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:upload`)
          .set(c.auth)
          .attach('file', Buffer.from(csv), { filename: 'beneficiaries.csv', contentType: 'text/csv' })
          .expect(202)
      ).body as { id: string };
    const good = await upload('Amount,FirstName,Email\n10,Ada,ada.upload@example.com\n');
    const bad = await upload('Amount,FirstName,Email\n-3,Grace,grace.upload@example.com\n');
    const completed = await deliveryOf('upload.completed', (data) => data.id === good.id);
    const failed = await deliveryOf('upload.failed', (data) => data.id === bad.id);
    const path = (uploadId: string) => `/campaigns/${c.campaignId}/payout-instructions/uploads/${uploadId}`;
    const [shownGood, shownBad] = [await get(c, path(good.id)), await get(c, path(bad.id))];
    expect(shownGood).toMatchObject({ status: 'Completed', createdCount: 1 });
    expect(shownBad).toMatchObject({ status: 'Failed', failedCount: 1 });
    expect(completed.data).toEqual(shownGood);
    expect(failed.data).toEqual(shownBad);
  });

  it('email.failed: the email’s id, instruction, campaign, template type, recipient and reason, as its row has them', async () => {
    const c = await campaignWithEndpoint();
    await fund(c, 100);
    sink.refuseNext(1, 550);
    const { id } = await initiatedInstruction(t, c, { amount: 10 });
    const failed = await deliveryOf('email.failed', (data) => data.payoutInstructionId === id);
    const [row] = await t.orm.em
      .fork()
      .getConnection()
      .execute<Record<string, unknown>[]>(
        `select id, payout_instruction_id as "payoutInstructionId", campaign_id as "campaignId", template_type as "templateType", recipient, last_error as reason, delivery_status
         from email_delivery where payout_instruction_id = ?`,
        [id],
      );
    expect(row).toMatchObject({ delivery_status: 'Failed', templateType: 'InitiateEmail', campaignId: c.campaignId });
    const { delivery_status: _status, ...email } = row;
    expect(failed.data).toEqual(email);
  });
});
