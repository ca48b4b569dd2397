import { PayoutInstruction, PayoutInstructionView } from '../../src/modules/payout-instructions';
import { bearer, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';
import { PreparedStatements } from '../../src/core/database/prepared-statements';
import { balancesOf, createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { handleRecordedEvents } from '../utils/recorded-events';

describe('payout instructions', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => t.orm.em.getConnection().execute(query, params);
  /** The instruction's emails, once notifications have queued what the events recorded so far ask for (no worker runs here). */
  const emailsOf = async (instructionId: string) => {
    await handleRecordedEvents(t);
    return sql('select template_type, recipient, delivery_status from email_delivery where payout_instruction_id = ? order by created_on', [instructionId]);
  };
  const action = (c: FundedCampaign, id: string, name: string, body: Record<string, unknown> = {}, prefix = V2) =>
    t.http.post(`${prefix}/payout-instructions/${id}/:${name}`).set(c.auth).send(body);
  const activityOf = async (c: FundedCampaign, id: string) => (await handleRecordedEvents(t), await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body;

  describe('lifecycle', () => {
    it('creates without allocating or notifying, then initiates: allocates, queues the claim email, records who did it', async () => {
      const c = await fundedCampaign(t, 1000);
      const created = await createInstruction(t, c, { amount: 250.5, externalId: 'P-001', tags: { Cohort: 'A' } });
      expect(created).toMatchObject({ status: 'Draft', amount: 250.5, campaignId: c.campaignId, externalId: 'P-001', tags: { Cohort: 'A' }, emailSubscriptionStatus: 'Subscribed' });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 1000, allocated: 0 });
      expect(await emailsOf(created.id)).toEqual([]);

      const initiated = await action(c, created.id, 'initiate', { channel: 'Email' }).expect(200);
      expect(initiated.body.status).toBe('Initiated');
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 749.5, allocated: 250.5, byStatus: { Initiated: 1 } });
      expect(await emailsOf(created.id)).toEqual([expect.objectContaining({ template_type: 'InitiateEmail', delivery_status: 'Queued' })]);

      const history = await activityOf(c, created.id);
      expect(history.data.map((e: { kind: string }) => e.kind)).toEqual(['PayoutInstructionCreated', 'PayoutInstructionInitiated', 'NotificationQueued']);
      expect(history.data[1].actor).toEqual({ type: 'Administrator', id: 'admin-ada' });
      const times = history.data.map((e: { occurredOn: string }) => e.occurredOn);
      expect([...times].sort()).toEqual(times);
    });

    it('initiates with channel None without any email, and allows it for an unsubscribed beneficiary', async () => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c, { amount: 10 });
      await sql("update payout_instruction set email_subscription_status = 'Unsubscribed' where id = ?", [i.id]);
      const refused = await action(c, i.id, 'initiate').expect(400);
      expect(refused.body.code).toBe('BENEFICIARY_UNSUBSCRIBED');
      await action(c, i.id, 'initiate', { channel: 'None' }).expect(200);
      expect(await emailsOf(i.id)).toEqual([]);
      expect((await action(c, i.id, 'reinitiate', { channel: 'None' }).expect(400)).body.code).toBe('BENEFICIARY_UNSUBSCRIBED');
      expect((await action(c, i.id, 'send-reminder').expect(400)).body.code).toBe('BENEFICIARY_UNSUBSCRIBED');
    });

    it('cancels, releasing the funds, and reinitiates a cancelled instruction, allocating again', async () => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c, { amount: 60 });
      await action(c, i.id, 'initiate').expect(200);
      const cancelled = await action(c, i.id, 'cancel', { cancellationReason: 'IncorrectAmount' }).expect(200);
      expect(cancelled.body).toMatchObject({ status: 'Cancelled', cancellationReason: 'IncorrectAmount' });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 100, allocated: 0 });

      const again = await action(c, i.id, 'reinitiate').expect(200);
      expect(again.body).toMatchObject({ status: 'Initiated', cancellationReason: null });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 40, allocated: 60 });
      expect((await emailsOf(i.id)).map((e: { template_type: string }) => e.template_type)).toEqual(['InitiateEmail', 'InitiateEmail']);

      const other = await createInstruction(t, c, { amount: 60 });
      await action(c, other.id, 'initiate').expect(409);
      await action(c, i.id, 'cancel', { cancellationReason: 'Other' }).expect(200);
      await action(c, other.id, 'initiate').expect(200);
      const short = await action(c, i.id, 'reinitiate').expect(409);
      expect(short.body.code).toBe('INSUFFICIENT_DISTRIBUTION_BALANCE');
      expect((await t.http.get(`${V2}/payout-instructions/${i.id}`).set(c.auth)).body.status).toBe('Cancelled');
    });

    it('answers 409 INSUFFICIENT_DISTRIBUTION_BALANCE when the campaign is short, and changes nothing', async () => {
      const c = await fundedCampaign(t, 50);
      const i = await createInstruction(t, c, { amount: 50.01 });
      const res = await action(c, i.id, 'initiate').expect(409);
      expect(res.body.code).toBe('INSUFFICIENT_DISTRIBUTION_BALANCE');
      expect((await t.http.get(`${V2}/payout-instructions/${i.id}`).set(c.auth)).body.status).toBe('Draft');
      expect(await emailsOf(i.id)).toEqual([]);
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 50, allocated: 0 });
    });

    it('patches: a new email voids links and restores; amount changes move the difference, 409 when short', async () => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c, { amount: 40 });
      await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ amount: 45, firstName: 'Grace' }).expect(200);
      await action(c, i.id, 'initiate').expect(200);
      const [{ link_version: before }] = await sql('select link_version from payout_instruction where id = ?', [i.id]);

      const restored = await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ email: 'new.address@example.com' }).expect(200);
      expect(restored.body.status).toBe('Restored');
      const [{ link_version: after }] = await sql('select link_version from payout_instruction where id = ?', [i.id]);
      expect(after).toBe(before + 1);

      await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ amount: 90 }).expect(200);
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 10, allocated: 90 });
      const short = await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ amount: 100.01 }).expect(409);
      expect(short.body.code).toBe('INSUFFICIENT_DISTRIBUTION_BALANCE');
      await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ amount: 20 }).expect(200);
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 80, allocated: 20 });
      const cleared = await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ amount: null }).expect(400);
      expect(Object.keys(cleared.body.errors)).toEqual(['amount']);

      const kinds = (await activityOf(c, i.id)).data.map((e: { kind: string }) => e.kind);
      expect(kinds).toEqual(expect.arrayContaining(['PayoutInstructionUpdated', 'PayoutInstructionRestored']));
    });

    it('sends a reminder to a beneficiary who has not claimed', async () => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c);
      expect((await action(c, i.id, 'send-reminder').expect(409)).body).toMatchObject({ code: 'INVALID_PAYOUT_INSTRUCTION_STATE', status: 409, currentStatus: 'Draft' });
      await action(c, i.id, 'initiate').expect(200);
      await handleRecordedEvents(t);
      await action(c, i.id, 'send-reminder').expect(200);
      expect((await emailsOf(i.id)).map((e: { template_type: string }) => e.template_type)).toEqual(['InitiateEmail', 'ReminderEmail']);
    });

    it('tries to restore a requested payment that was not processed', async () => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c, { amount: 30 });
      await action(c, i.id, 'initiate').expect(200);
      expect((await action(c, i.id, 'try-restore').expect(409)).body.code).toBe('INVALID_PAYOUT_INSTRUCTION_STATE');
      await sql("update payout_instruction set status = 'Requested' where id = ?", [i.id]);
      const restored = await action(c, i.id, 'try-restore').expect(200);
      expect(restored.body.status).toBe('Restored');
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 30 });
    });

    it.each([
      ['Fulfilled', 'cancel', { cancellationReason: 'Other' }],
      ['Fulfilled', 'initiate', {}],
      ['Requested', 'cancel', { cancellationReason: 'Other' }],
      ['Requested', 'reinitiate', {}],
      ['Initiated', 'initiate', {}],
      ['Draft', 'reinitiate', {}],
      ['Cancelled', 'cancel', { cancellationReason: 'Other' }],
      ['Cancelled', 'send-reminder', {}],
      ['PayoutMethodSelected', 'reinitiate', {}],
    ])('refuses from %s the action %s with 409 and the current status', async (status, name, body) => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c, { amount: 10 });
      await sql('update payout_instruction set status = ? where id = ?', [status, i.id]);
      const res = await action(c, i.id, name, body).expect(409);
      expect(res.body).toMatchObject({ code: 'INVALID_PAYOUT_INSTRUCTION_STATE', status: 409, currentStatus: status });
      expect(res.body.detail).toContain(status);
    });

    it('refuses a patch once redeemed or requested', async () => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c, { amount: 10 });
      await sql("update payout_instruction set status = 'PayoutMethodSelected' where id = ?", [i.id]);
      expect((await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ firstName: 'X' }).expect(409)).body.code).toBe('INVALID_PAYOUT_INSTRUCTION_STATE');
    });

    it('refuses initiation on an expired campaign', async () => {
      const c = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c, { amount: 10 });
      await sql('update campaign set expiry_date = current_date - 1 where id = ?', [c.campaignId]);
      expect((await action(c, i.id, 'initiate').expect(409)).body.code).toBe('CAMPAIGN_NOT_ACTIVE');
    });
  });

  describe('validation', () => {
    it('refuses amounts the campaign cannot pay and duplicate external ids', async () => {
      const c = await fundedCampaign(t, 100);
      const res = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'a@example.com', amount: 2000.01 }).expect(400);
      expect(Object.keys(res.body.errors)).toEqual(['amount']);
      for (const amount of [0, -1, 1.005, '10']) {
        const bad = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'a@example.com', amount }).expect(400);
        expect(Object.keys(bad.body.errors)).toEqual(['amount']);
      }
      await createInstruction(t, c, { externalId: 'dup' });
      const dup = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'b@example.com', externalId: 'dup' }).expect(409);
      expect(dup.body.code).toBe('DUPLICATE_EXTERNAL_ID');
      const noEmail = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'not-an-email' }).expect(400);
      expect(Object.keys(noEmail.body.errors)).toEqual(['email']);
      const otherCampaign = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: '0195a3f0-0000-7000-8000-00000000beef', email: 'a@example.com' });
      expect(otherCampaign.status).toBe(404);
      expect(Number((await sql('select count(*) as n from payout_instruction where campaign_id = ?', [c.campaignId]))[0].n)).toBe(1);
    });

    it.each([
      [{ 'a<b': 'x' }, 'tags.a<b'],
      [{ 'a,b': 'x' }, 'tags.a,b'],
      [{ 'a&b': 'x' }, 'tags.a&b'],
      [{ Email: 'x' }, 'tags.Email'],
      [{ ' amount ': 'x' }, 'tags. amount '],
      [{ Key: 'v{x}' }, 'tags.Key'],
      [{ ['k'.repeat(65)]: 'x' }, `tags.${'k'.repeat(65)}`],
      [{ Key: 'v'.repeat(129) }, 'tags.Key'],
      [Object.fromEntries(Array.from({ length: 21 }, (_, n) => [`K${n}`, 'v'])), 'tags'],
      [{ Color: 'red', color: 'blue' }, 'tags'],
    ])('refuses the tags %j naming %s, and writes nothing', async (tags, field) => {
      const c = await fundedCampaign(t, 0);
      const res = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'a@example.com', tags }).expect(400);
      expect(Object.keys(res.body.errors)).toContain(field);
      expect(Number((await sql('select count(*) as n from payout_instruction where campaign_id = ?', [c.campaignId]))[0].n)).toBe(0);
    });

    it.each(['__proto__', 'constructor'])('refuses the tag key %s on create and PATCH (a raw JSON body), naming the tag, and stores nothing', async (key) => {
      const c = await fundedCampaign(t, 0);
      const json = (tags: string) => `{"campaignId":"${c.campaignId}","email":"proto@example.com","tags":${tags}}`;
      const created = await t.http.post(`${V2}/payout-instructions`).set(c.auth).set('Content-Type', 'application/json').send(json(`{"${key}":"x"}`));
      expect(created.status).toBe(400);
      expect(Object.keys(created.body.errors)).toEqual([`tags.${key}`]);
      expect(Number((await sql('select count(*) as n from payout_instruction where campaign_id = ?', [c.campaignId]))[0].n)).toBe(0);

      const i = await createInstruction(t, c, { tags: { Site: 'Lab' } });
      const patched = await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).set('Content-Type', 'application/json').send(`{"tags":{"${key}":"x"}}`);
      expect(patched.status).toBe(400);
      expect(Object.keys(patched.body.errors)).toEqual([`tags.${key}`]);
      expect(await sql('select tags from payout_instruction where id = ?', [i.id])).toEqual([{ tags: { Site: 'Lab' } }]);
    });

    it('accepts & in values and 20 tags, trims keys, and records tag changes in the history', async () => {
      const c = await fundedCampaign(t, 0);
      const twenty = Object.fromEntries(Array.from({ length: 19 }, (_, n) => [`K${n}`, 'v']));
      const i = await createInstruction(t, c, { tags: { ...twenty, ' Site ': 'R&D' } });
      expect((await t.http.get(`${V2}/payout-instructions/${i.id}`).set(c.auth)).body.tags.Site).toBe('R&D');

      await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ tags: { K0: null, Site: 'Lab' } }).expect(200);
      await t.http.patch(`${V2}/payout-instructions/${i.id}`).set(c.auth).send({ tags: null }).expect(200);
      const entries = (await activityOf(c, i.id)).data.filter((e: { kind: string }) => e.kind === 'PayoutInstructionTagsUpdated');
      expect(entries[0].details).toMatchObject({ K0: 'v → (removed)', Site: 'R&D → Lab', K1: 'v' });
      expect(entries[1].details).toBe('Tags cleared');
      expect(entries[1].description).toBe('Tags cleared');
    });
  });

  describe('listing', () => {
    it('filters by campaign, status, external id and email, and pages', async () => {
      const c = await fundedCampaign(t, 100);
      const a = await createInstruction(t, c, { externalId: 'A', email: 'Ada@Example.com' });
      const b = await createInstruction(t, c, { externalId: 'B' });
      await action(c, b.id, 'initiate').expect(200);
      const ids = async (query: string) => (await t.http.get(`${V2}/payout-instructions?${query}`).set(c.auth).expect(200)).body.data.map((i: { id: string }) => i.id);
      expect((await ids(`campaignId=${c.campaignId}`)).sort()).toEqual([a.id, b.id].sort());
      expect(await ids(`campaignId=${c.campaignId}&status=Initiated`)).toEqual([b.id]);
      expect(await ids(`externalId=A`)).toEqual([a.id]);
      expect(await ids(`email=ada@example.com`)).toEqual([a.id]);
      expect(await ids(`email=ada%25`)).toEqual([]);
      await t.http.get(`${V2}/payout-instructions?status=Unknown`).set(c.auth).expect(400);
      const v3 = await t.http.get(`${V3}/payout-instructions?distributionId=${c.campaignId}&status=Initiated`).set(c.auth).expect(200);
      expect(v3.body.data).toEqual([expect.objectContaining({ id: b.id, distributionId: c.campaignId })]);
      const campaigns = await t.http.get(`${V2}/campaigns?payoutInstructionId=${a.id}`).set(c.auth).expect(200);
      expect(campaigns.body.data.map((x: { id: string }) => x.id)).toEqual([c.campaignId]);
    });

    it('answers by id and in pages exactly what the view of the stored instruction says (the reads write it in SQL)', async () => {
      const c = await fundedCampaign(t, 5_000);
      const made = [
        await createInstruction(t, c, { amount: 19.99, externalId: 'X-1', tags: { Cohort: 'A', 'Visit date': '2026-01-02' }, lastName: 'Lovelace', phoneNumber: '+15555550100' }),
        await createInstruction(t, c, { amount: 1.07 }),
        await createInstruction(t, c, { amount: 1_999.99 }),
        await createInstruction(t, c, { amount: 1234.56 }),
      ];
      await action(c, made[3].id, 'initiate').expect(200);
      await action(c, made[3].id, 'cancel', { cancellationReason: 'IncorrectAmount' }).expect(200);
      // Microseconds the API must truncate to milliseconds as Date.toISOString does, and an amount cleared.
      await sql(`update payout_instruction set created_on = '2026-11-27 10:11:12.345999+00', updated_on = '2026-11-27 23:59:59.999999+00' where id = ?`, [made[0].id]);
      await sql('update payout_instruction set amount_cents = null where id = ?', [made[1].id]);
      await sql('update payout_instruction set amount_cents = 123456707 where id = ?', [made[2].id]);
      // Two created in the same microsecond: the newer id first.
      await sql(`update payout_instruction set created_on = '2026-11-27 10:30:00+00' where id in (?, ?)`, [made[1].id, made[2].id]);
      const stored = await t.orm.em.fork().find(PayoutInstruction, { id: { $in: made.map((m) => m.id) } }, { filters: false });
      const expected = new Map(stored.map((i) => [i.id, PayoutInstructionView.of(i)]));
      for (const { id } of made) {
        const read = await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200);
        expect(JSON.stringify(read.body)).toBe(JSON.stringify(expected.get(id))); // the same fields in the same order
      }
      const page = await t.http.get(`${V2}/payout-instructions?campaignId=${c.campaignId}&pageSize=2&pageNumber=2`).set(c.auth).expect(200);
      expect(page.body).toMatchObject({ pageNumber: 2, pageSize: 2, totalItems: 4, totalPages: 2 });
      const newestFirst = [...stored].sort((a, b) => b.createdOn.getTime() - a.createdOn.getTime() || (b.id < a.id ? -1 : 1));
      expect(JSON.stringify(page.body.data)).toBe(JSON.stringify(newestFirst.slice(2).map((i) => expected.get(i.id))));
      // Pages of one: those past the middle are counted from the oldest end (instruction-reads.ts), in the same order,
      // ties of the same microsecond included.
      for (let pageNumber = 1; pageNumber <= 4; pageNumber++) {
        const one = await t.http.get(`${V2}/payout-instructions?campaignId=${c.campaignId}&pageSize=1&pageNumber=${pageNumber}`).set(c.auth).expect(200);
        expect(one.body.data.map((i: { id: string }) => i.id)).toEqual([newestFirst[pageNumber - 1].id]);
      }
      const whole = await t.http.get(`${V2}/payout-instructions?campaignId=${c.campaignId}`).set(c.auth).expect(200);
      expect(JSON.stringify(whole.body.data)).toBe(JSON.stringify(newestFirst.map((i) => expected.get(i.id))));
      // Totals from the tallies (organization, campaign, status) and from counting (other filters) agree with the rows.
      const totals = { '': 4, [`campaignId=${c.campaignId}`]: 4, [`campaignId=${c.campaignId}&status=Cancelled`]: 1, 'status=Draft': 3, 'externalId=X-1': 1, 'status=Draft&externalId=X-1': 1 };
      for (const [filter, totalItems] of Object.entries(totals)) {
        const answer = await t.http.get(`${V2}/payout-instructions?${filter}`).set(c.auth).expect(200);
        expect({ filter, totalItems: answer.body.totalItems, rows: answer.body.data.length }).toEqual({ filter, totalItems, rows: totalItems });
      }
      const beyond = await t.http.get(`${V2}/payout-instructions?pageNumber=9`).set(c.auth).expect(200);
      expect(beyond.body).toEqual({ pageNumber: 9, pageSize: beyond.body.pageSize, totalPages: 1, totalItems: 4, data: [] });
      expect(expected.get(made[0].id)).toMatchObject({ createdOn: '2026-11-27T10:11:12.345Z', updatedOn: '2026-11-27T23:59:59.999Z', amount: 19.99 });
    });

    it('keeps one plan for the list statements: they run where PostgreSQL may not plan them again for each page', async () => {
      const statements = t.app.get(PreparedStatements);
      const mode = (genericPlan: boolean) =>
        statements.run<{ mode: string }>({ name: `plan-mode-${genericPlan}`, text: "select current_setting('plan_cache_mode') as mode", genericPlan }, []);
      expect(await mode(true)).toEqual([{ mode: 'force_generic_plan' }]);
      expect(await mode(false)).toEqual([{ mode: 'auto' }]);
    });

    it('keeps organizations apart and checks scopes', async () => {
      const c = await fundedCampaign(t, 100);
      const other = await fundedCampaign(t, 100);
      const i = await createInstruction(t, c);
      await t.http.get(`${V2}/payout-instructions/${i.id}`).set(other.auth).expect(404);
      await t.http.post(`${V2}/payout-instructions/${i.id}/:initiate`).set(other.auth).send({}).expect(404);
      const viewer = bearer(await tokenFor(c.organizationId, { scopes: ['payoutInstructions:view'] }));
      await t.http.get(`${V2}/payout-instructions/${i.id}`).set(viewer).expect(200);
      await t.http.post(`${V2}/payout-instructions/${i.id}/:initiate`).set(viewer).send({}).expect(403);
      await t.http.post(`${V2}/payout-instructions/${i.id}/:cancel`).set(viewer).send({ cancellationReason: 'Other' }).expect(403);
    });
  });

  describe('bulk initiate', () => {
    const bulk = (c: FundedCampaign, body: Record<string, unknown>) => t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send(body);

    it('with ids is all or nothing, listing unknown, not ready and unsubscribed ids', async () => {
      const c = await fundedCampaign(t, 1000);
      const ready = await createInstruction(t, c, { amount: 10 });
      const noAmount = await createInstruction(t, c, { amount: undefined });
      const initiated = await createInstruction(t, c, { amount: 10 });
      await action(c, initiated.id, 'initiate').expect(200);
      const unsubscribed = await createInstruction(t, c, { amount: 10 });
      await sql("update payout_instruction set email_subscription_status = 'Unsubscribed' where id = ?", [unsubscribed.id]);
      const unknown = '0195a3f0-0000-7000-8000-00000000f00d';

      const res = await bulk(c, { payoutInstructionIds: [ready.id, noAmount.id, initiated.id, unsubscribed.id, unknown] }).expect(409);
      expect(res.body).toMatchObject({ code: 'PAYOUT_INSTRUCTIONS_NOT_INITIABLE', unknownIds: [unknown], unsubscribedIds: [unsubscribed.id] });
      expect([...res.body.notReadyIds].sort()).toEqual([noAmount.id, initiated.id].sort());
      expect((await t.http.get(`${V2}/payout-instructions/${ready.id}`).set(c.auth)).body.status).toBe('Draft');
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 10 });

      const ok = await bulk(c, { payoutInstructionIds: [ready.id] }).expect(202);
      expect(ok.body).toMatchObject({ count: 1 });
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 20, unallocated: 980 });
    });

    it('without ids initiates every ready Draft, skipping unsubscribed, and spreads the emails over the window', async () => {
      const c = await fundedCampaign(t, 1000);
      const drafts: { id: string }[] = [];
      for (let n = 0; n < 5; n++) drafts.push(await createInstruction(t, c, { amount: 10 }));
      const unsubscribed = await createInstruction(t, c, { amount: 10 });
      await sql("update payout_instruction set email_subscription_status = 'Unsubscribed' where id = ?", [unsubscribed.id]);
      await createInstruction(t, c, { amount: undefined });

      const res = await bulk(c, { distributionPeriodInSeconds: 100 }).expect(202);
      expect(res.body.count).toBe(5);
      expect(Date.parse(res.body.windowEnd) - Date.parse(res.body.windowStart)).toBe(100_000);
      await handleRecordedEvents(t);
      const due = await sql(
        `select extract(epoch from scheduled_for - ?::timestamptz) * 1000 as offset_ms from email_delivery where campaign_id = ? order by scheduled_for`,
        [res.body.windowStart, c.campaignId],
      );
      expect(due.map((r: { offset_ms: string }) => Math.round(Number(r.offset_ms)))).toEqual([0, 20_000, 40_000, 60_000, 80_000]);
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 50, byStatus: { Initiated: 5, Draft: 2 } });
      expect((await t.http.get(`${V2}/payout-instructions/${unsubscribed.id}`).set(c.auth)).body.status).toBe('Draft');
      const history = await activityOf(c, drafts[0].id);
      // Each claim email queued shows in the history, in bulk as for one.
      expect(history.data.map((e: { kind: string }) => e.kind)).toEqual(['PayoutInstructionCreated', 'PayoutInstructionInitiated', 'NotificationQueued']);
    });

    it('initiates nothing when the balance cannot cover all of them', async () => {
      const c = await fundedCampaign(t, 25);
      for (let n = 0; n < 3; n++) await createInstruction(t, c, { amount: 10 });
      expect((await bulk(c, {}).expect(409)).body.code).toBe('INSUFFICIENT_DISTRIBUTION_BALANCE');
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 0, byStatus: { Draft: 3 } });
      // Rolled back with the rest: no event was recorded, so nothing is queued once the events are handled.
      await handleRecordedEvents(t);
      expect(Number((await sql('select count(*) as n from email_delivery where campaign_id = ?', [c.campaignId]))[0].n)).toBe(0);
    });

    it('is served under v3 with the distribution names', async () => {
      const c = await fundedCampaign(t, 100);
      await createInstruction(t, c, { amount: 10 });
      const res = await t.http.post(`${V3}/distributions/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'None' }).expect(202);
      expect(res.body.count).toBe(1);
    });
  });
});
