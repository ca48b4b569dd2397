import { EntityManager } from '@mikro-orm/postgresql';
import type { DomainEvent } from '../../src/core/events';
import { BalanceAlerts } from '../../src/modules/campaigns';
import { ROLES } from '../../src/modules/users';
import { BalanceLowEmails } from '../../src/modules/users/balance-low-emails';
import { WebhookPublisher } from '../../src/modules/webhooks/webhook-publisher';
import { createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { refund, withdrawalAccountOf } from '../factories/money';
import { bearer, tokenFor } from '../utils/auth';
import { handleRecordedEvents } from '../utils/recorded-events';
import { createTestApp, type TestApp } from '../utils/test-app';

const ROLE = Object.fromEntries(ROLES.map((role) => [role.name, role.id])) as Record<'Administrator' | 'Manager' | 'Viewer', string>;

interface Alert {
  campaignId: string;
  balanceCents: number;
  thresholdCents: number;
  reason: string;
  shortByCents: number | null;
}

/**
 * Balance alerts (docs/balance-alerts.md) over real HTTP and PostgreSQL: the threshold through the API, the balance
 * row's trigger on every path that moves the money, one alert per crossing (concurrent requests included), the
 * refusal of a bulk initiation in a transaction of its own, and the subscribers' webhook event and emails.
 */
describe('balance alerts', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => t.orm.em.fork().getConnection().execute(query, params);
  const alertsOf = async (c: FundedCampaign): Promise<Alert[]> =>
    (await sql(`select data from domain_event where organization_id = ? and type = 'CampaignBalanceLow' order by id`, [c.organizationId])).map((row) => row.data);
  const person = async (c: FundedCampaign, subject: string) =>
    bearer(await tokenFor(c.organizationId, { subject, claims: { email: `${subject}@example.com`, email_verified: true } }));

  /** A funded campaign whose first user (an Administrator, ada@example.com) has an endpoint taking every event type. */
  async function campaign(dollars: number, lowBalanceAlert?: number | null): Promise<FundedCampaign> {
    const c = await fundedCampaign(t, dollars, { subject: 'ada', claims: { email: 'ada@example.com', email_verified: true, org_name: 'Acme Research' } });
    await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: 'http://127.0.0.1:9/alerts' }).expect(201);
    if (lowBalanceAlert !== undefined) await patch(c, { lowBalanceAlert }).expect(200);
    return c;
  }
  const patch = (c: FundedCampaign, body: Record<string, unknown>) => t.http.patch(`${V2}/campaigns/${c.campaignId}`).set(c.auth).send(body);
  const action = (c: FundedCampaign, id: string, name: string, body: Record<string, unknown> = {}) => t.http.post(`${V2}/payout-instructions/${id}/:${name}`).set(c.auth).send(body);
  /** A new instruction of `dollars`, initiated (no message): allocates them. */
  async function spend(c: FundedCampaign, dollars: number): Promise<string> {
    const { id } = await createInstruction(t, c, { amount: dollars });
    await action(c, id, 'initiate', { channel: 'None' }).expect(200);
    return id;
  }
  const fund = (c: FundedCampaign, dollars: number) =>
    t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: dollars, campaignId: c.campaignId }).expect(202);
  const unallocated = async (c: FundedCampaign) => (await t.http.get(`${V2}/campaigns/${c.campaignId}?includeDetails=true`).set(c.auth).expect(200)).body.details.balances.unallocated;
  const fell = (c: FundedCampaign, balanceCents: number, thresholdCents: number): Alert => ({ campaignId: c.campaignId, balanceCents, thresholdCents, reason: 'BalanceFell', shortByCents: null });

  describe('the threshold', () => {
    it('is set on create and patch, shown in v2 and v3, refused naming the field when out of range, cleared by null', async () => {
      const c = await campaign(0);
      const holders = await t.http.get(`${V2}/funds-holders`).set(c.auth).expect(200);
      const methods = (await t.http.get(`${V2}/campaigns/${c.campaignId}`).set(c.auth).expect(200)).body.payoutMethods.map((m: { id: string }) => m.id);
      const base = { name: 'Alerted', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-12-31', payoutMethodIds: methods };
      const created = await t.http.post(`${V3}/distributions`).set(c.auth).send({ ...base, lowBalanceAlert: 250.5 }).expect(201);
      expect(created.body.lowBalanceAlert).toBe(250.5);
      expect((await t.http.get(`${V2}/campaigns/${created.body.id}`).set(c.auth).expect(200)).body.lowBalanceAlert).toBe(250.5);
      expect((await t.http.post(`${V2}/campaigns`).set(c.auth).send(base).expect(201)).body.lowBalanceAlert).toBeNull();

      for (const bad of [-1, 100_000_000, 99_999_999.999, 1.234, 'x', true]) {
        const refused = await patch(c, { lowBalanceAlert: bad }).expect(400);
        expect(Object.keys(refused.body.errors)).toEqual(['lowBalanceAlert']);
      }
      expect((await t.http.post(`${V2}/campaigns`).set(c.auth).send({ ...base, lowBalanceAlert: -5 }).expect(400)).body.errors).toHaveProperty('lowBalanceAlert');

      // Set above the balance of a campaign that exists already: judged at once.
      expect((await patch(c, { lowBalanceAlert: 99_999_999.99 }).expect(200)).body.lowBalanceAlert).toBe(99_999_999.99);
      expect((await patch(c, { lowBalanceAlert: 0 }).expect(200)).body.lowBalanceAlert).toBe(0);
      expect((await patch(c, { name: 'Renamed' }).expect(200)).body.lowBalanceAlert).toBe(0);
      expect((await t.http.patch(`${V3}/distributions/${c.campaignId}`).set(c.auth).send({ lowBalanceAlert: null }).expect(200)).body.lowBalanceAlert).toBeNull();
      expect((await t.http.get(`${V3}/distributions/${c.campaignId}`).set(c.auth).expect(200)).body.lowBalanceAlert).toBeNull();
      // A new campaign has no money yet: its threshold raises nothing until funding has reached it.
      expect(await alertsOf(c)).toEqual([{ campaignId: c.campaignId, balanceCents: 0, thresholdCents: 9_999_999_999, reason: 'ThresholdChanged', shortByCents: null }]);
    });

    it('is judged at once when set or changed on a funded campaign: above the balance it alerts, once', async () => {
      const c = await campaign(1000, 500);
      expect(await alertsOf(c)).toEqual([]);
      await patch(c, { lowBalanceAlert: 2000 }).expect(200);
      expect(await alertsOf(c)).toEqual([{ campaignId: c.campaignId, balanceCents: 100_000, thresholdCents: 200_000, reason: 'ThresholdChanged', shortByCents: null }]);
      await patch(c, { lowBalanceAlert: 3000 }).expect(200);
      await spend(c, 100);
      expect(await alertsOf(c)).toHaveLength(1);
      // Lowered to the balance or below: armed again, silently; the next crossing alerts.
      await patch(c, { lowBalanceAlert: 800 }).expect(200);
      await spend(c, 200);
      expect(await alertsOf(c)).toEqual([expect.objectContaining({ reason: 'ThresholdChanged' }), fell(c, 70_000, 80_000)]);
      // Cleared: nothing, however low the balance goes.
      await patch(c, { lowBalanceAlert: null }).expect(200);
      await spend(c, 600);
      expect(await alertsOf(c)).toHaveLength(2);
    });
  });

  it('alerts once per crossing: one webhook event and one email per Administrator; re-armed by funding back above it', async () => {
    const c = await campaign(1000, 500);
    for (const [subject, role] of [['grace', 'Administrator'], ['mary', 'Manager'], ['alan', 'Viewer']] as const) {
      await t.http.post(`${V2}/invitations/bulk`).set(c.auth).send({ invitations: [{ email: `${subject}@example.com`, roleId: ROLE[role] }] }).expect(201);
      await t.http.get(`${V2}/roles`).set(await person(c, subject)).expect(200);
    }

    await spend(c, 400);
    expect(await alertsOf(c)).toEqual([]);
    await spend(c, 200);
    expect(await alertsOf(c)).toEqual([fell(c, 40_000, 50_000)]);
    await spend(c, 100);
    expect(await alertsOf(c)).toHaveLength(1);

    await handleRecordedEvents(t);
    const events = (await t.http.get(`${V2}/events?type=campaign.balance_low`).set(c.auth).expect(200)).body.data;
    const shown = (await t.http.get(`${V2}/campaigns/${c.campaignId}`).set(c.auth).expect(200)).body;
    expect(events).toHaveLength(1);
    expect(events[0].data).toEqual({ ...shown, balance: 400, threshold: 500, reason: 'BalanceFell', shortBy: null });
    const emails = () => sql(`select recipient, subject, html_body from email_delivery where organization_id = ? and template_type = 'BalanceLowEmail' order by recipient`, [c.organizationId]);
    const sent = await emails();
    expect(sent.map((e) => e.recipient)).toEqual(['ada@example.com', 'grace@example.com']);
    expect(sent[0].subject).toBe('Low balance: Study has $400.00 left');
    expect(sent[0].html_body).toContain('below its low-balance alert of $500.00');
    expect(sent[0].html_body).toContain(`/console/campaigns/${c.campaignId}`);

    // Handled again (at least once): nothing twice.
    const [row] = await sql(`select id, organization_id, occurred_on, data from domain_event where organization_id = ? and type = 'CampaignBalanceLow'`, [c.organizationId]);
    const again = { id: row.id, type: 'CampaignBalanceLow', organizationId: row.organization_id, occurredOn: row.occurred_on, data: row.data } as DomainEvent<'CampaignBalanceLow'>;
    await t.app.get(BalanceLowEmails).tell([again]);
    await t.app.get(WebhookPublisher).publish([again]);
    expect(await emails()).toHaveLength(2);
    expect((await t.http.get(`${V2}/events?type=campaign.balance_low`).set(c.auth).expect(200)).body.data).toHaveLength(1);

    await fund(c, 150);
    expect(await unallocated(c)).toBe(450);
    expect(await alertsOf(c)).toHaveLength(1);
    await fund(c, 50);
    expect(await unallocated(c)).toBe(500);
    await spend(c, 1);
    expect(await alertsOf(c)).toEqual([fell(c, 40_000, 50_000), fell(c, 49_900, 50_000)]);
    await handleRecordedEvents(t);
    expect(await emails()).toHaveLength(4);
  });

  it('watches every path that moves the balance: amount patches, cancellations, bulk initiation, refunds', async () => {
    const c = await campaign(1000, 500);
    const id = await spend(c, 300);
    await t.http.patch(`${V2}/payout-instructions/${id}`).set(c.auth).send({ amount: 600 }).expect(200);
    expect(await alertsOf(c)).toEqual([fell(c, 40_000, 50_000)]);
    await action(c, id, 'cancel', { cancellationReason: 'Other' }).expect(200);
    expect(await unallocated(c)).toBe(1000);

    const drafts = await Promise.all([200, 200, 150].map((amount) => createInstruction(t, c, { amount })));
    await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'None', payoutInstructionIds: drafts.map((d) => d.id) }).expect(202);
    expect(await alertsOf(c)).toEqual([fell(c, 40_000, 50_000), fell(c, 45_000, 50_000)]);

    await fund(c, 100);
    const destination = await withdrawalAccountOf(t, c, 'campaigns');
    await refund(t, c, { withdrawalAccountId: destination, amount: 100 }).expect(202);
    expect(await alertsOf(c)).toEqual([fell(c, 40_000, 50_000), fell(c, 45_000, 50_000), fell(c, 45_000, 50_000)]);
  });

  describe('a bulk initiation refused for money', () => {
    it('alerts with the reason and how much was missing, though the initiation rolled back', async () => {
      const c = await campaign(1000, 100);
      // The organization's own BalanceLowEmail template, rather than the default.
      const own = { templateType: 'BalanceLowEmail', name: 'Our alert', subject: '{{DistributionName}} is short by {{ShortBy}}', htmlBody: '<p>{{Reason}} Balance {{Balance}}, alert {{Threshold}}.</p>' };
      await t.http.post(`${V2}/templates`).set(c.auth).send(own).expect(201);
      const drafts = await Promise.all([400, 400, 400].map((amount) => createInstruction(t, c, { amount })));
      const refused = await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'None', payoutInstructionIds: drafts.map((d) => d.id) }).expect(409);
      expect(refused.body.code).toBe('INSUFFICIENT_DISTRIBUTION_BALANCE');
      expect((await t.http.get(`${V2}/payout-instructions/${drafts[0].id}`).set(c.auth).expect(200)).body.status).toBe('Draft');
      expect(await alertsOf(c)).toEqual([{ campaignId: c.campaignId, balanceCents: 100_000, thresholdCents: 10_000, reason: 'BulkInitiationRefused', shortByCents: 20_000 }]);
      await handleRecordedEvents(t);
      const [event] = (await t.http.get(`${V2}/events?type=campaign.balance_low`).set(c.auth).expect(200)).body.data;
      expect(event.data).toMatchObject({ id: c.campaignId, balance: 1000, threshold: 100, reason: 'BulkInitiationRefused', shortBy: 200 });
      const [email] = await sql(`select recipient, subject, html_body from email_delivery where organization_id = ? and template_type = 'BalanceLowEmail'`, [c.organizationId]);
      expect(email).toEqual({ recipient: 'ada@example.com', subject: 'Study is short by $200.00', html_body: '<p>A bulk initiation was refused for lack of money. Balance $1,000.00, alert $100.00.</p>' });

      const quiet = await campaign(100);
      const draft = await createInstruction(t, quiet, { amount: 150 });
      await t.http.post(`${V2}/campaigns/${quiet.campaignId}/payout-instructions/:initiate`).set(quiet.auth).send({ channel: 'None', payoutInstructionIds: [draft.id] }).expect(409);
      expect(await alertsOf(quiet)).toEqual([]);
    });

    it('records it in a top-level transaction of its own, even when the caller’s encloses it and rolls back', async () => {
      const c = await campaign(200, 100);
      const failed = t.orm.em.fork().transactional(async (em: EntityManager) => {
        await em.getConnection().execute('select 1');
        await t.app.get(BalanceAlerts).bulkInitiationRefused(c.organizationId, c.campaignId, 7_000, 5_000);
        throw new Error('the request rolls back');
      });
      await expect(failed).rejects.toThrow('the request rolls back');
      expect(await alertsOf(c)).toEqual([{ campaignId: c.campaignId, balanceCents: 5_000, thresholdCents: 10_000, reason: 'BulkInitiationRefused', shortByCents: 2_000 }]);
    });
  });

  it('concurrent initiations crossing the threshold once alert once', async () => {
    const c = await campaign(1000, 500);
    const drafts = await Promise.all(Array.from({ length: 10 }, () => createInstruction(t, c, { amount: 100 })));
    const answers = await Promise.all(drafts.map((d) => action(c, d.id, 'initiate', { channel: 'None' })));
    expect(answers.map((a) => a.status)).toEqual(drafts.map(() => 200));
    expect(await unallocated(c)).toBe(0);
    expect(await alertsOf(c)).toEqual([fell(c, 40_000, 50_000)]);
  });
});
