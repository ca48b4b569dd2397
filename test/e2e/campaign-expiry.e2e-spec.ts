import { RequestContext } from '@mikro-orm/postgresql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { QUEUE_OF_JOB } from '../../src/core/queue/job-registry';
import { CampaignExpirySweep, type ExpiryRun } from '../../src/modules/payout-instructions';
import { claimCampaign, claimTokensFor, draftInstructions, initiatedInstruction, METHODS, requestPayoutWith, session } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { useProductionApp } from '../utils/production-app';
import { useMailingStack } from '../utils/mailing-stack';
import type { SmtpSink } from '../utils/smtp-sink';
import { eventually, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

const ACH_DETAILS = { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };
const EXPIRED = { cancellationReason: 'CampaignExpired' };

/**
 * Campaign expiry (docs/campaign-expiry.md) over real HTTP, PostgreSQL and Redis: the sweep cancels what nobody
 * claimed with `CampaignExpired` and gives its money back to unallocated, leaves chosen and requested payouts to
 * finish, closes the links with 410, suppresses queued emails, is idempotent and safe to run twice at once.
 */
describe('campaign expiry', () => {
  let sink: SmtpSink;
  let t: TestApp;
  useMailingStack((stack) => ({ sink, t } = stack));

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);
  const ledgerViolations = (c: FundedCampaign) => RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
  const sweep = (options: ExpiryRun = {}) => RequestContext.create(t.orm.em, () => t.app.get(CampaignExpirySweep).run(options));
  const instruction = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body;
  const activity = async (c: FundedCampaign, id: string) =>
    (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as {
      kind: string;
      description: string;
      details: Record<string, unknown>;
      actor: { type: string; id: string | null };
    }[];
  const expire = async (c: FundedCampaign) => (await t.http.post(`${V3}/simulate/distributions/${c.campaignId}/:expire`).set(c.auth).expect(202)).body as { cancelled: number };
  /** The campaign's expiry date moved to yesterday without running anything: what midnight does before the job's next run. */
  const backdate = (c: FundedCampaign) => sql(`update campaign set expiry_date = (now() at time zone 'UTC')::date - 1 where id = ?`, [c.campaignId]);
  /** `n` instructions of `dollars` each, initiated in bulk without emails; their ids. */
  async function initiatedInBulk(c: FundedCampaign, n: number, dollars: number): Promise<string[]> {
    const ids = await draftInstructions(t, c, Array.from({ length: n }, (_, i) => ({ email: `bulk.${i}.${Math.random().toString(36).slice(2, 8)}@example.com`, amount: dollars })));
    const initiated = await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'None', payoutInstructionIds: ids }).expect(202);
    expect(initiated.body.count).toBe(n);
    return ids;
  }
  /** The campaign's Release transactions: how many and their total in cents. */
  async function releases(c: FundedCampaign): Promise<{ count: number; cents: number }> {
    const [row] = await sql<{ count: number; cents: string | null }>(
      `select count(*)::int as count, sum(p.amount_cents) as cents
       from ledger_transaction x join ledger_posting p on p.transaction_id = x.id join ledger_account a on a.id = p.account_id
       where x.kind = 'Release' and a.owner_id = ? and a.kind = 'CampaignUnallocated'`,
      [c.campaignId],
    );
    return { count: row.count, cents: Number(row.cents ?? 0) };
  }
  /** Cancellation entries written by the sweep, per instruction of the campaign. */
  const expiryEntries = (c: FundedCampaign) =>
    sql<{ payout_instruction_id: string; n: number }>(
      `select a.payout_instruction_id, count(*)::int as n from payout_instruction_activity a join payout_instruction i on i.id = a.payout_instruction_id
       where i.campaign_id = ? and a.kind = 'PayoutInstructionCancelled' and a.details ->> 'cancellationReason' = 'CampaignExpired' group by a.payout_instruction_id`,
      [c.campaignId],
    );

  it('cancels Draft, Initiated and Restored with CampaignExpired, funds back to unallocated; a chosen method and a requested ACH payout go on and settle', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach, METHODS.amazonGiftCard] });
    const [draft] = await draftInstructions(t, c, [{ email: 'draft@example.com', amount: 10 }]);
    const initiated = await initiatedInstruction(t, c, { amount: 20 });
    const restored = await initiatedInstruction(t, c, { amount: 30 });
    await t.http.patch(`${V2}/payout-instructions/${restored.id}`).set(c.auth).send({ email: 'moved@example.com' }).expect(200);
    const selected = await initiatedInstruction(t, c, { amount: 40 });
    const tokens = await claimTokensFor(t, [selected.id]);
    const opened = await t.http.post('/beneficiary/sessions').send({ token: tokens.get(selected.id) }).expect(201);
    await t.http.post('/beneficiary/claim/payout-method').set(session(opened.body.sessionToken)).send({ payoutMethodId: METHODS.amazonGiftCard }).expect(200);
    const requested = await initiatedInstruction(t, c, { amount: 50 });
    await requestPayoutWith(t, (await claimTokensFor(t, [requested.id])).get(requested.id)!, METHODS.ach, ACH_DETAILS, 'Pending');
    const fulfilled = await initiatedInstruction(t, c, { amount: 60 });
    await requestPayoutWith(t, (await claimTokensFor(t, [fulfilled.id])).get(fulfilled.id)!, METHODS.ach, ACH_DETAILS, 'Pending');
    await t.http.post(`${V3}/simulate/payout-instructions/${fulfilled.id}/:settle-ach`).set(c.auth).expect(202);
    const cancelled = await initiatedInstruction(t, c, { amount: 70 });
    await t.http.post(`${V2}/payout-instructions/${cancelled.id}/:cancel`).set(c.auth).send({ cancellationReason: 'IncorrectAmount' }).expect(200);
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 800, allocated: 140, paidOut: 60 });

    expect(await expire(c)).toEqual({ cancelled: 3 });

    for (const [id, from] of [[draft, 'Draft'], [initiated.id, 'Initiated'], [restored.id, 'Restored']] as const) {
      expect(await instruction(c, id)).toMatchObject({ status: 'Cancelled', ...EXPIRED });
      const last = (await activity(c, id)).at(-1)!;
      expect(last).toEqual(
        expect.objectContaining({
          kind: 'PayoutInstructionCancelled',
          description: 'Cancelled: the campaign expired',
          details: { from, to: 'Cancelled', cancellationReason: 'CampaignExpired' },
          actor: { type: 'System', id: null },
        }),
      );
    }
    expect(await instruction(c, selected.id)).toMatchObject({ status: 'PayoutMethodSelected', cancellationReason: null });
    expect(await instruction(c, requested.id)).toMatchObject({ status: 'Requested', cancellationReason: null });
    expect(await instruction(c, fulfilled.id)).toMatchObject({ status: 'Fulfilled' });
    expect(await instruction(c, cancelled.id)).toMatchObject({ status: 'Cancelled', cancellationReason: 'IncorrectAmount' });
    // 20 + 30 came back; the draft held nothing; 40 (chosen) and 50 (requested) stay allocated.
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 850, allocated: 90, paidOut: 60, received: 1000 });
    expect(await releases(c)).toEqual({ count: 2, cents: 7000 + 5000 }); // the administrator's cancel, then the sweep's one Release
    expect(await ledgerViolations(c)).toEqual([]);

    // The requested payout finishes normally.
    await t.http.post(`${V3}/simulate/payout-instructions/${requested.id}/:settle-ach`).set(c.auth).expect(202);
    expect(await instruction(c, requested.id)).toMatchObject({ status: 'Fulfilled' });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 850, allocated: 40, paidOut: 110 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('closes the links with 410: a new session, an open one and the claim page; an administrator’s cancel stays a 404', async () => {
    const c = await claimCampaign(t);
    const { id } = await initiatedInstruction(t, c, { amount: 25 });
    const other = await initiatedInstruction(t, c, { amount: 25 });
    await t.http.post(`${V2}/payout-instructions/${other.id}/:cancel`).set(c.auth).send({ cancellationReason: 'Other' }).expect(200);
    const tokens = await claimTokensFor(t, [id, other.id]);
    const link = tokens.get(id)!;
    const opened = await t.http.post('/beneficiary/sessions').send({ token: link }).expect(201);

    expect(await expire(c)).toEqual({ cancelled: 1 });

    const gone = await t.http.post('/beneficiary/sessions').send({ token: link }).expect(410);
    expect(gone.body).toMatchObject({ status: 410, code: 'CAMPAIGN_EXPIRED' });
    expect((await t.http.get('/beneficiary/claim').set(session(opened.body.sessionToken)).expect(410)).body).toMatchObject({ code: 'CAMPAIGN_EXPIRED' });
    const page = await t.http.get(`/claim/${link}`).expect(410);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.text).toMatch(/expired/i);
    expect((await t.http.post('/beneficiary/sessions').send({ token: tokens.get(other.id) }).expect(404)).body).toMatchObject({ code: 'CLAIM_LINK_INVALID' });
    expect((await t.http.get(`/claim/${tokens.get(other.id)}`).expect(404)).text).not.toMatch(/has expired/i);

    // The campaign extended: the expired link still says why it closed; a reinitiation sends a new one and voids it.
    await t.http.patch(`${V2}/campaigns/${c.campaignId}`).set(c.auth).send({ expiryDate: '2099-12-31' }).expect(200);
    await t.http.post('/beneficiary/sessions').send({ token: link }).expect(410);
    await t.http.post(`${V2}/payout-instructions/${id}/:reinitiate`).set(c.auth).send({ channel: 'None' }).expect(200);
    expect(await instruction(c, id)).toMatchObject({ status: 'Initiated', cancellationReason: null });
    await t.http.post('/beneficiary/sessions').send({ token: link }).expect(404);
    await t.http.post('/beneficiary/sessions').send({ token: (await claimTokensFor(t, [id])).get(id) }).expect(201);
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('does not send the queued emails of expired instructions', async () => {
    const c = await claimCampaign(t);
    // One after the other: the window orders its emails by instruction id, and two made at once may swap places.
    const ids = await draftInstructions(t, c, [{ email: 'first.expiry@example.com', amount: 10 }, { email: 'later.expiry@example.com', amount: 10 }], 1);
    // Two emails over two hours: the first goes now, the second in an hour.
    await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ payoutInstructionIds: ids, distributionPeriodInSeconds: 7200 }).expect(202);
    const [later] = await eventually(() => sql<{ id: string; delivery_status: string }>(`select id, delivery_status from email_delivery where recipient = 'later.expiry@example.com'`), (rows) => rows.length > 0, 30_000);
    expect(later.delivery_status).toBe('Queued');

    expect(await expire(c)).toEqual({ cancelled: 2 });
    // Its time comes: the dispatcher hands it to a sender, which finds the campaign expired.
    await sql('update email_delivery set scheduled_for = now() where id = ?', [later.id]);
    await eventually(() => sql<{ delivery_status: string }>('select delivery_status from email_delivery where id = ?', [later.id]), ([row]) => row.delivery_status === 'Suppressed', 30_000);
    expect(sink.to('later.expiry@example.com')).toHaveLength(0);
    const suppressed = (await activity(c, ids[1])).find((entry) => entry.kind === 'NotificationSuppressed');
    expect(suppressed?.details).toMatchObject({ reason: 'The campaign has expired' });
  });

  it('changes nothing when run again, by the job or by :expire', async () => {
    const c = await claimCampaign(t, { dollars: 500 });
    await initiatedInBulk(c, 5, 20);
    await backdate(c);
    expect(await sweep({ campaignId: c.campaignId })).toEqual({ cancelled: 5, releasedCents: 10_000 });
    const state = async () => ({ balances: await balancesOf(t, c), releases: await releases(c), entries: await expiryEntries(c) });
    const before = await state();
    expect(before.balances).toMatchObject({ unallocated: 500, allocated: 0 });

    expect(await sweep()).toMatchObject({ cancelled: 0 });
    expect(await sweep({ campaignId: c.campaignId })).toEqual({ cancelled: 0, releasedCents: 0 });
    expect(await expire(c)).toEqual({ cancelled: 0 });
    expect(await state()).toEqual(before);
    expect(before.entries.every((row) => row.n === 1)).toBe(true);
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('in batches: one Release per batch, every instruction cancelled once, Drafts releasing nothing', async () => {
    const c = await claimCampaign(t, { dollars: 1_000 });
    const held = await initiatedInBulk(c, 22, 10);
    const drafts = await draftInstructions(t, c, [{ amount: 5, email: 'd1@example.com' }, { email: 'd2@example.com' }, { amount: 7, email: 'd3@example.com' }]);
    await backdate(c);

    expect(await sweep({ campaignId: c.campaignId, batchSize: 4 })).toEqual({ cancelled: 25, releasedCents: 22_000 });
    // 7 batches in id order: five of 4 initiated, then 2 initiated and 2 drafts, then the last draft (no Release).
    expect(await releases(c)).toEqual({ count: 6, cents: 22_000 });
    const entries = await expiryEntries(c);
    expect(entries).toHaveLength(25);
    expect(entries.every((row) => row.n === 1)).toBe(true);
    for (const id of [...held, ...drafts]) expect((await instruction(c, id)).cancellationReason).toBe('CampaignExpired');
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 1_000, allocated: 0 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('two sweeps at once share the work and release each instruction once', async () => {
    const c = await claimCampaign(t, { dollars: 1_000 });
    await initiatedInBulk(c, 40, 15);
    await backdate(c);

    const [a, b] = await Promise.all([sweep({ campaignId: c.campaignId, batchSize: 3 }), sweep({ batchSize: 5 })]);
    const again = await sweep({ campaignId: c.campaignId });
    expect(a.cancelled + b.cancelled + again.cancelled).toBe(40);
    expect(a.releasedCents + b.releasedCents + again.releasedCents).toBe(60_000);
    expect((await releases(c)).cents).toBe(60_000);
    const entries = await expiryEntries(c);
    expect(entries).toHaveLength(40);
    expect(entries.every((row) => row.n === 1)).toBe(true);
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 1_000, allocated: 0 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('refuses CampaignExpired from a caller: 400 naming cancellationReason, the request schema without it, the record with it', async () => {
    const c = await claimCampaign(t);
    const { id } = await initiatedInstruction(t, c, { amount: 25 });
    for (const prefix of [V2, V3]) {
      const refused = await t.http.post(`${prefix}/payout-instructions/${id}/:cancel`).set(c.auth).send({ cancellationReason: 'CampaignExpired' }).expect(400);
      expect(refused.body.errors).toHaveProperty('cancellationReason');
      expect(refused.body.errors.cancellationReason.join(' ')).not.toContain('CampaignExpired');
    }
    expect(await instruction(c, id)).toMatchObject({ status: 'Initiated' });
    expect(await balancesOf(t, c)).toMatchObject({ allocated: 25 });

    const document = (await t.http.get('/openapi.json').expect(200)).body;
    const schemas = document.components.schemas;
    const resolve = (schema: { $ref?: string; enum?: string[] }) => (schema.$ref ? schemas[schema.$ref.split('/').at(-1)!] : schema);
    const cancelBody = document.paths[`${V2}/payout-instructions/{id}/:cancel`].post.requestBody.content['application/json'].schema;
    const requestEnum = resolve(resolve(cancelBody).properties.cancellationReason).enum as string[];
    expect(requestEnum).toEqual(expect.arrayContaining(['RequestedByAdministrator', 'Other']));
    expect(requestEnum).not.toContain('CampaignExpired');
    const view = resolve(document.paths[`${V2}/payout-instructions/{id}`].get.responses['200'].content['application/json'].schema);
    // The record's member is the enum or null: every enum it may hold, behind its references.
    const refs = [...JSON.stringify(view.properties.cancellationReason).matchAll(/"#\/components\/schemas\/(\w+)"/g)].map((match) => match[1]);
    expect(refs.flatMap((name) => schemas[name].enum ?? [])).toContain('CampaignExpired');
  });

  it(':expire is v3 only, and 404 for an unknown distribution or another organization’s', async () => {
    const c = await claimCampaign(t);
    const stranger = bearer(await tokenFor(newOrganizationId()));
    expect((await t.http.post(`${V3}/simulate/distributions/${newOrganizationId()}/:expire`).set(c.auth).expect(404)).body).toMatchObject({ status: 404 });
    await t.http.post(`${V3}/simulate/distributions/${c.campaignId}/:expire`).set(stranger).expect(404);
    await t.http.post(`${V2}/simulate/distributions/${c.campaignId}/:expire`).set(c.auth).expect(404);
    await t.http.post(`${V3}/simulate/distributions/not-a-uuid/:expire`).set(c.auth).expect(400);
    const campaign = (await t.http.get(`${V3}/distributions/${c.campaignId}`).set(c.auth).expect(200)).body;
    expect(campaign.expiryDate).toBe('2099-12-31');

    expect(await expire(c)).toEqual({ cancelled: 0 });
    const expired = (await t.http.get(`${V3}/distributions/${c.campaignId}`).set(c.auth).expect(200)).body;
    expect(expired.expiryDate).toBe(new Date(Date.now() - 86_400_000).toISOString().slice(0, 10));
  });

  it(':expire on a distribution displayed until after today moves the display end back with the expiry, and runs the sweep', async () => {
    const c = await claimCampaign(t, { dollars: 100 });
    const [id] = await initiatedInBulk(c, 1, 25);
    await t.http.patch(`${V2}/campaigns/${c.campaignId}`).set(c.auth).send({ displayEndDate: '2099-06-30' }).expect(200);
    expect(await expire(c)).toEqual({ cancelled: 1 });
    const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
    expect((await t.http.get(`${V3}/distributions/${c.campaignId}`).set(c.auth).expect(200)).body).toMatchObject({ expiryDate: yesterday, displayEndDate: yesterday });
    expect(await instruction(c, id)).toMatchObject({ status: 'Cancelled', ...EXPIRED });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 100, allocated: 0 });
  });

  it('is a scheduled job of the maintenance queue, which the worker runs over every expired campaign', async () => {
    expect(QUEUE_OF_JOB['campaign-expiry']).toBe('maintenance');
    const jobs = t.app.get(JobQueue);
    const schedulers = await eventually(() => jobs.queue('maintenance').getJobSchedulers(), (list) => list.some((s) => s.key === 'campaign-expiry' || s.name === 'campaign-expiry'));
    expect(schedulers.find((s) => s.key === 'campaign-expiry' || s.name === 'campaign-expiry')).toMatchObject({ every: 300_000 });

    const first = await claimCampaign(t, { dollars: 100 });
    const second = await claimCampaign(t, { dollars: 100 });
    const [a] = await initiatedInBulk(first, 1, 30);
    const [b] = await initiatedInBulk(second, 1, 40);
    await backdate(first);
    await backdate(second);
    await jobs.enqueue('campaign-expiry', {});
    await eventually(() => instruction(first, a), (i) => i.status === 'Cancelled', 30_000);
    await eventually(() => instruction(second, b), (i) => i.status === 'Cancelled', 30_000);
    expect(await balancesOf(t, first)).toMatchObject({ unallocated: 100, allocated: 0 });
    expect(await balancesOf(t, second)).toMatchObject({ unallocated: 100, allocated: 0 });
  });
});

describe('campaign expiry simulation in production', () => {
  let prod: TestApp;
  useProductionApp((app) => (prod = app));

  it('answers :expire 404 as an unknown route, before looking at the token', async () => {
    const token = await tokenFor(newOrganizationId());
    const path = `${V3}/simulate/distributions/${newOrganizationId()}/:expire`;
    const unknown = await prod.http.post(`${V3}/simulate/no-such-endpoint`).expect(404);
    const problemOf = ({ type, title, status, code }: Record<string, unknown>) => ({ type, title, status, code });
    for (const credentials of [undefined, 'not-a-jwt', token]) {
      const call = prod.http.post(path);
      const answer = await (credentials ? call.set(bearer(credentials)) : call);
      expect(answer.status).toBe(404);
      expect(problemOf(answer.body)).toEqual(problemOf(unknown.body));
      expect(answer.body.detail).toBe(`Cannot POST ${path}`);
    }
  });
});
