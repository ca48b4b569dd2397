import { execute, query } from '../../src/core/database/sql';
import { V2, V3, balancesOf, createInstruction, fundedCampaign, type FundedCampaign } from '../factories/funded-campaign';
import { bankBalanceCents, ledgerViolations, refund, withdraw, withdrawalAccountOf } from '../factories/money';
import { bearer, tokenFor } from '../utils/auth';
import { handleRecordedEvents } from '../utils/recorded-events';
import { createTestApp, type TestApp } from '../utils/test-app';

jest.setTimeout(90_000);

const ADMINISTRATOR_ROLE = '0195a3f0-0000-7000-8000-0000000a0001';
const MANAGER_ROLE = '0195a3f0-0000-7000-8000-0000000a0002';

interface Org extends FundedCampaign {
  /** A second Administrator of the organization (Bob), who may approve Ada's requests. */
  bob: Record<string, string>;
  bobId: string;
  adaId: string;
}

/**
 * Dual control over HTTP and PostgreSQL (docs/approvals.md): a request above its rule's threshold is
 * checked as usual and then waits, moving nothing; a different person's approval carries it out once, as it was
 * asked, now; rejection, expiry and failure leave everything as it was.
 */
describe('approvals: dual control of money movements and initiations', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const sql = <T extends object>(text: string, params: unknown[] = []) => query<T>(t.orm.em.fork(), text, params);

  async function organization(dollars: number, rules: { action: string; threshold: number }[]): Promise<Org> {
    const c = await fundedCampaign(t, dollars, { claims: { email: 'ada@example.com' } });
    const adaId = (await t.http.get(`${V2}/me`).set(c.auth).expect(200)).body.user.id as string;
    const bob = bearer(await tokenFor(c.organizationId, { subject: 'admin-bob', claims: { email: 'bob@example.com' } }));
    const bobId = (await t.http.get(`${V2}/me`).set(bob).expect(200)).body.user.id as string;
    await t.http.put(`${V2}/users/${bobId}/role`).set(c.auth).send({ roleId: ADMINISTRATOR_ROLE }).expect(200);
    await t.http.put(`${V2}/approval-policy`).set(c.auth).send({ rules }).expect(200);
    return { ...c, bob, bobId, adaId };
  }

  const approve = (o: { organizationId: string }, auth: Record<string, string>, id: string) => t.http.post(`${V2}/approval-requests/${id}/:approve`).set(auth).send({});

  describe('the policy', () => {
    it('is empty until set, replaced whole, refused with the field named, and set only with approvals:manage', async () => {
      const c = await fundedCampaign(t, 0);
      expect((await t.http.get(`${V2}/approval-policy`).set(c.auth).expect(200)).body).toEqual({ rules: [] });
      const bad = await t.http.put(`${V2}/approval-policy`).set(c.auth).send({ rules: [{ action: 'Withdraw', threshold: 10 }, { action: 'Withdraw', threshold: 20 }] }).expect(400);
      expect(Object.keys(bad.body.errors)).toEqual(['rules[1].action']);
      const negative = await t.http.put(`${V2}/approval-policy`).set(c.auth).send({ rules: [{ action: 'Spend', threshold: -1 }] }).expect(400);
      expect(JSON.stringify(negative.body.errors)).toMatch(/action/);
      const rules = [{ action: 'Refund', threshold: 0 }, { action: 'InitiatePayouts', threshold: 1000.5 }];
      expect((await t.http.put(`${V3}/approval-policy`).set(c.auth).send({ rules }).expect(200)).body.rules).toEqual([rules[1], rules[0]]);
      expect((await t.http.get(`${V2}/approval-policy`).set(c.auth).expect(200)).body.rules).toEqual([rules[1], rules[0]]);
      const manager = bearer(await tokenFor(c.organizationId, { scopes: ['approvals:view', 'approvals:approve'] }));
      await t.http.put(`${V2}/approval-policy`).set(manager).send({ rules: [] }).expect(403);
      expect((await t.http.put(`${V2}/approval-policy`).set(c.auth).send({ rules: [] }).expect(200)).body).toEqual({ rules: [] });
    });
  });

  describe('a withdrawal above the threshold', () => {
    it('waits, moving nothing; the requester cannot approve it, nor can a machine; a second Administrator carries it out once', async () => {
      const o = await organization(0, [{ action: 'Withdraw', threshold: 100 }]);
      await t.http.post(`${V2}/webhook-endpoints`).set(o.auth).send({ url: 'http://127.0.0.1:9/hook', eventTypes: ['approval_request.created', 'approval_request.approved'] }).expect(201);
      await t.http.post(`${V3}/simulate/bank-accounts/${o.bankAccountId}/:receive-ach`).set(o.auth).send({ amount: 500 }).expect(202);
      const withdrawalAccountId = await withdrawalAccountOf(t, o);
      // At the threshold: no approval.
      expect((await withdraw(t, o, { withdrawalAccountId, amount: 100 }).expect(202)).body).toEqual({ transactionId: expect.any(String) });
      const before = await bankBalanceCents(t, o);

      const asked = await withdraw(t, o, { withdrawalAccountId, amount: 250.25 }).expect(202);
      expect(asked.body).toMatchObject({
        action: 'Withdraw',
        status: 'Pending',
        amount: 250.25,
        summary: { bankAccountId: o.bankAccountId, count: 1 },
        requestedBy: { userId: o.adaId, email: 'ada@example.com' },
        decidedBy: null,
        result: null,
      });
      expect(Date.parse(asked.body.expiresOn) - Date.parse(asked.body.requestedOn)).toBe(7 * 86_400_000);
      expect(await bankBalanceCents(t, o)).toEqual(before);
      const id = asked.body.id as string;

      const own = await approve(o, o.auth, id).expect(403);
      expect(own.body.code).toBe('APPROVER_IS_REQUESTER');
      const machine = bearer(await tokenFor(o.organizationId, { subject: 'ci-robot', claims: { gty: 'client-credentials' } }));
      expect((await approve(o, machine, id).expect(403)).body.code).toBe('APPROVER_NOT_A_PERSON');

      const approved = await approve(o, o.bob, id).expect(200);
      expect(approved.body).toMatchObject({ status: 'Approved', decidedBy: { userId: o.bobId, email: 'bob@example.com' }, result: { status: 202, body: { transactionId: expect.any(String) } } });
      expect(await bankBalanceCents(t, o)).toEqual({ balanceCents: before.balanceCents - 25_025, unattributedCents: before.unattributedCents - 25_025 });
      expect((await approve(o, o.bob, id).expect(409)).body).toMatchObject({ code: 'APPROVAL_NOT_PENDING', status: 409 });
      expect(await ledgerViolations(t, o.organizationId)).toEqual([]);

      // The webhook and the approvers' email follow the events.
      await handleRecordedEvents(t);
      const emails = await sql<{ recipient: string }>(`select recipient from email_delivery where organization_id = ? and template_type = 'ApprovalRequestEmail'`, [o.organizationId]);
      expect(emails.map((e) => e.recipient)).toEqual(['bob@example.com']);
      await handleRecordedEvents(t);
      expect(await sql(`select 1 from email_delivery where organization_id = ? and template_type = 'ApprovalRequestEmail'`, [o.organizationId])).toHaveLength(1);
      const hooks = await sql<{ type: string; data: { id: string; status: string } }>(`select type, data from webhook_event where organization_id = ? order by id`, [o.organizationId]);
      expect(hooks.filter((h) => h.type.startsWith('approval_request.')).map((h) => [h.type, h.data.id, h.data.status])).toEqual([
        ['approval_request.created', id, 'Approved'],
        ['approval_request.approved', id, 'Approved'],
      ]);
    });

    it('is checked as usual first: a withdrawal the money cannot cover is 409 and an unknown account 404, with no request', async () => {
      const o = await organization(0, [{ action: 'Withdraw', threshold: 10 }]);
      await t.http.post(`${V3}/simulate/bank-accounts/${o.bankAccountId}/:receive-ach`).set(o.auth).send({ amount: 50 }).expect(202);
      const withdrawalAccountId = await withdrawalAccountOf(t, o);
      expect((await withdraw(t, o, { withdrawalAccountId, amount: 51 }).expect(409)).body.code).toBe('INSUFFICIENT_FUNDS');
      await withdraw(t, o, { withdrawalAccountId: '0195a3f0-0000-7000-8000-00000000dead', amount: 20 }).expect(404);
      expect((await t.http.get(`${V2}/approval-requests`).set(o.auth).expect(200)).body.totalItems).toBe(0);
    });

    it('rejected: the reason is required and recorded, and nothing moves; an expired one cannot be approved', async () => {
      const o = await organization(0, [{ action: 'Withdraw', threshold: 0 }]);
      await t.http.post(`${V3}/simulate/bank-accounts/${o.bankAccountId}/:receive-ach`).set(o.auth).send({ amount: 50 }).expect(202);
      const withdrawalAccountId = await withdrawalAccountOf(t, o);
      const before = await bankBalanceCents(t, o);
      const first = (await withdraw(t, o, { withdrawalAccountId, amount: 5 }).expect(202)).body.id as string;
      const second = (await withdraw(t, o, { withdrawalAccountId, amount: 6 }, 'key-6').expect(202)).body.id as string;
      // A repeat with the same key answers the same request, and asks nothing more.
      expect((await withdraw(t, o, { withdrawalAccountId, amount: 6 }, 'key-6').expect(202)).body.id).toBe(second);
      expect((await t.http.get(`${V2}/approval-requests`).set(o.auth).expect(200)).body.totalItems).toBe(2);

      expect(Object.keys((await t.http.post(`${V2}/approval-requests/${first}/:reject`).set(o.bob).send({ reason: '' }).expect(400)).body.errors)).toEqual(['reason']);
      const rejected = await t.http.post(`${V2}/approval-requests/${first}/:reject`).set(o.bob).send({ reason: 'Not this month' }).expect(200);
      expect(rejected.body).toMatchObject({ status: 'Rejected', reason: 'Not this month', decidedBy: { userId: o.bobId }, result: null });
      expect((await approve(o, o.bob, first).expect(409)).body.code).toBe('APPROVAL_NOT_PENDING');

      await execute(t.orm.em.fork(), `update approval_request set expires_on = now() - interval '1 minute' where id = ?`, [second]);
      expect((await t.http.get(`${V2}/approval-requests/${second}`).set(o.auth).expect(200)).body.status).toBe('Expired');
      expect((await approve(o, o.bob, second).expect(409)).body.code).toBe('APPROVAL_NOT_PENDING');
      expect(await bankBalanceCents(t, o)).toEqual(before);

      // The inbox: filters read statuses as they are now.
      const expired = await t.http.get(`${V2}/approval-requests?status=Expired`).set(o.auth).expect(200);
      expect(expired.body.data.map((r: { id: string }) => r.id)).toEqual([second]);
      await t.http.get(`${V2}/approval-requests?status=Waiting`).set(o.auth).expect(400);
      const other = await fundedCampaign(t, 0);
      await t.http.get(`${V2}/approval-requests/${second}`).set(other.auth).expect(404);
      await approve(other, other.auth, second).expect(404);
    });
  });

  describe('a request whose money was spent meanwhile', () => {
    it('ends Failed with the problem it would answer now, and nothing moved', async () => {
      const o = await organization(300, [{ action: 'Refund', threshold: 100 }]);
      const withdrawalAccountId = await withdrawalAccountOf(t, o, 'campaigns');
      const id = (await refund(t, o, { withdrawalAccountId, amount: 200 }).expect(202)).body.id as string;
      // Below the threshold: goes at once, and leaves less than the pending request needs.
      await refund(t, o, { withdrawalAccountId, amount: 100 }).expect(202);
      await refund(t, o, { withdrawalAccountId, amount: 50 }).expect(202);
      const before = await balancesOf(t, o);

      const failed = await approve(o, o.bob, id).expect(200);
      expect(failed.body).toMatchObject({ status: 'Failed', result: { status: 409, body: { code: 'INSUFFICIENT_DISTRIBUTION_BALANCE', status: 409 } } });
      expect(await balancesOf(t, o)).toEqual(before);
      expect(await ledgerViolations(t, o.organizationId)).toEqual([]);
    });
  });

  describe('initiations', () => {
    it('a single initiation above the threshold waits; approved, the activity names the requester and the approver', async () => {
      const o = await organization(1000, [{ action: 'InitiatePayouts', threshold: 50 }]);
      const small = await createInstruction(t, o, { amount: 50 });
      expect((await t.http.post(`${V2}/payout-instructions/${small.id}/:initiate`).set(o.auth).send({}).expect(200)).body.status).toBe('Initiated');
      // Reinitiating an initiated instruction allocates nothing more: it never waits.
      await t.http.post(`${V2}/payout-instructions/${small.id}/:reinitiate`).set(o.auth).send({}).expect(200);

      const big = await createInstruction(t, o, { amount: 75 });
      const asked = await t.http.post(`${V3}/payout-instructions/${big.id}/:initiate`).set(o.auth).send({}).expect(202);
      expect(asked.body).toMatchObject({ action: 'InitiatePayouts', amount: 75, summary: { distributionId: o.campaignId, count: 1 }, status: 'Pending' });
      expect((await t.http.get(`${V2}/payout-instructions/${big.id}`).set(o.auth).expect(200)).body.status).toBe('Draft');
      expect((await balancesOf(t, o)).allocated).toBe(50);

      const approved = await approve(o, o.bob, asked.body.id).expect(200);
      expect(approved.body.result).toMatchObject({ status: 200, body: { id: big.id, status: 'Initiated' } });
      expect((await balancesOf(t, o)).allocated).toBe(125);
      const activity = await t.http.get(`${V2}/payout-instructions/${big.id}/activity`).set(o.auth).expect(200);
      const initiated = activity.body.data.find((entry: { kind: string }) => entry.kind === 'PayoutInstructionInitiated');
      expect(initiated).toMatchObject({ actor: { type: 'Administrator', id: 'admin-ada' }, details: { approvalRequestId: asked.body.id, approvedBy: { userId: o.bobId, email: 'bob@example.com' } } });
    });

    it('a bulk initiation of 10,000 allocates exactly once under 8 concurrent approvals', async () => {
      const count = 10_000;
      const o = await organization(count * 2, [{ action: 'InitiatePayouts', threshold: 1000 }]);
      await execute(
        t.orm.em.fork(),
        `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, email, amount_cents)
         select uuid_generate_v7(), ?, ?, 'A-' || g, 'Ada', 'a' || g || '@example.com', 150 from generate_series(1, ?) g`,
        [o.organizationId, o.campaignId, count],
      );
      // Statistics for the new rows, as autovacuum would gather them: without, the initiation's plan is a hundred times slower.
      await execute(t.orm.em.fork(), 'analyze payout_instruction');
      const asked = await t.http.post(`${V2}/campaigns/${o.campaignId}/payout-instructions/:initiate`).set(o.auth).send({}).expect(202);
      expect(asked.body).toMatchObject({ action: 'InitiatePayouts', amount: 15_000, summary: { campaignId: o.campaignId, count }, status: 'Pending' });
      expect((await balancesOf(t, o)).allocated).toBe(0);

      const answers = await Promise.all(Array.from({ length: 8 }, () => approve(o, o.bob, asked.body.id)));
      expect(answers.map((a) => a.status).sort()).toEqual([200, 409, 409, 409, 409, 409, 409, 409]);
      expect(answers.find((a) => a.status === 200)!.body.result).toMatchObject({ status: 202, body: { count } });
      const balances = await balancesOf(t, o);
      expect(balances.allocated).toBe(15_000);
      expect(balances.byStatus.Initiated).toBe(count);
      const allocations = await sql<{ n: string }>(`select count(*) as n from ledger_transaction where organization_id = ? and kind = 'Allocation'`, [o.organizationId]);
      expect(Number(allocations[0].n)).toBe(1);
      expect(await ledgerViolations(t, o.organizationId)).toEqual([]);
    });

    it('an approval racing a cancel of the same instructions leaves the ledger exact', async () => {
      const o = await organization(1000, [{ action: 'InitiatePayouts', threshold: 10 }]);
      const ids = [];
      for (let i = 0; i < 6; i++) ids.push((await createInstruction(t, o, { amount: 20 })).id);
      const asked = await t.http.post(`${V2}/campaigns/${o.campaignId}/payout-instructions/:initiate`).set(o.auth).send({}).expect(202);
      const [approval, ...cancels] = await Promise.all([
        approve(o, o.bob, asked.body.id),
        ...ids.slice(0, 3).map((id) => t.http.post(`${V2}/payout-instructions/${id}/:cancel`).set(o.auth).send({ cancellationReason: 'Other' })),
      ]);
      expect(approval.status).toBe(200);
      expect(cancels.every((c) => c.status === 200)).toBe(true);
      const rows = await sql<{ status: string; n: string }>(`select status, count(*) as n from payout_instruction where campaign_id = ? group by status`, [o.campaignId]);
      const initiated = Number(rows.find((r) => r.status === 'Initiated')?.n ?? 0);
      const balances = await balancesOf(t, o);
      expect(balances.allocated * 100).toBe(initiated * 2000);
      expect(balances.unallocated + balances.allocated).toBe(1000);
      expect(await ledgerViolations(t, o.organizationId)).toEqual([]);
    });

    it('a machine client may ask; its request names nobody and any person may approve it', async () => {
      const o = await organization(500, [{ action: 'InitiatePayouts', threshold: 0 }]);
      const robot = bearer(await tokenFor(o.organizationId, { subject: 'ci-robot', claims: { gty: 'client-credentials' } }));
      const instruction = await createInstruction(t, o, { amount: 5 });
      const asked = await t.http.post(`${V2}/payout-instructions/${instruction.id}/:initiate`).set(robot).send({}).expect(202);
      expect(asked.body.requestedBy).toBeNull();
      expect((await approve(o, o.auth, asked.body.id).expect(200)).body.status).toBe('Approved');
      // A Manager may approve too (approvals:approve), and the list puts what waits first.
      await t.http.put(`${V2}/users/${o.bobId}/role`).set(o.auth).send({ roleId: MANAGER_ROLE }).expect(200);
      const next = await createInstruction(t, o, { amount: 5 });
      const waiting = (await t.http.post(`${V2}/payout-instructions/${next.id}/:initiate`).set(o.auth).send({}).expect(202)).body.id;
      const list = await t.http.get(`${V2}/approval-requests?action=InitiatePayouts`).set(o.bob).expect(200);
      expect(list.body.data.map((r: { id: string; status: string }) => [r.id, r.status])).toEqual([[waiting, 'Pending'], [asked.body.id, 'Approved']]);
      expect((await approve(o, o.bob, waiting).expect(200)).body.status).toBe('Approved');
    });
  });
});
