import type { INestApplicationContext } from '@nestjs/common';
import { createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { RoleName, ROLES } from '../../src/modules/users/roles';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, eventually, startWorker, type TestApp } from '../utils/test-app';

interface Entry {
  id: string;
  occurredOn: string;
  actor: { type: 'User' | 'Machine'; id: string; email: string | null };
  action: string;
  resourceType: string;
  resourceId: string | null;
  status: number;
  requestId: string;
  ip: string | null;
}

const ADA = { email: 'ada@example.com', email_verified: true };

/**
 * The audit log (docs/audit-log.md): one entry per change, written in the change's own transaction,
 * refused any update by PostgreSQL, read newest first through `GET /audit-log` and as CSV.
 */
describe('audit log', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let c: FundedCampaign;
  let userId: string;
  const sql = <T extends object>(text: string, params: unknown[] = []) => t.orm.em.getConnection().execute<T[]>(text, params);
  const countOf = async (organizationId: string) => (await sql<{ n: number }>('select count(*)::int as n from audit_log_entry where organization_id = ?', [organizationId]))[0].n;
  const entries = async (query: Record<string, string> = {}, auth = c.auth) => (await t.http.get(`${V2}/audit-log`).query({ pageSize: '100', ...query }).set(auth).expect(200)).body as { totalItems: number; data: Entry[] };
  const latest = async () => (await entries({ pageSize: '1' })).data[0];

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
    c = await fundedCampaign(t, 1000, { claims: ADA });
    userId = (await t.http.get(`${V2}/me`).set(c.auth).expect(200)).body.user.id;
  }, 60_000);
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('records a create, a patch, a delete and an :action: who, what, on what, the status, the request id and the address', async () => {
    const created = await t.http
      .post(`${V2}/payout-instructions`)
      .set(c.auth)
      .set('X-Request-Id', 'audit-create-1')
      .send({ campaignId: c.campaignId, email: 'grace@example.com', firstName: 'Grace', amount: 5 })
      .expect(201);
    const id = created.body.id as string;
    const entry = await latest();
    expect(entry).toEqual({
      id: expect.any(String),
      occurredOn: expect.any(String),
      actor: { type: 'User', id: userId, email: 'ada@example.com' },
      action: 'payoutInstructions.create',
      resourceType: 'PayoutInstruction',
      resourceId: id,
      status: 201,
      requestId: 'audit-create-1',
      ip: expect.stringMatching(/127\.0\.0\.1|::1/),
    });
    expect(Math.abs(Date.parse(entry.occurredOn) - Date.now())).toBeLessThan(60_000);

    await t.http.patch(`${V2}/payout-instructions/${id}`).set(c.auth).send({ firstName: 'Gracie' }).expect(200);
    expect(await latest()).toMatchObject({ action: 'payoutInstructions.update', resourceType: 'PayoutInstruction', resourceId: id, status: 200 });

    const initiated = await t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({});
    expect(initiated.status).toBeLessThan(300);
    expect(await latest()).toMatchObject({ action: 'payoutInstructions.initiate', resourceType: 'PayoutInstruction', resourceId: id, status: initiated.status });

    const endpoint = (await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: 'http://127.0.0.1:9/audit' }).expect(201)).body.id as string;
    expect(await latest()).toMatchObject({ action: 'webhookEndpoints.create', resourceType: 'WebhookEndpoint', resourceId: endpoint, status: 201 });
    await t.http.delete(`${V2}/webhook-endpoints/${endpoint}`).set(c.auth).expect(204);
    expect(await latest()).toMatchObject({ action: 'webhookEndpoints.remove', resourceType: 'WebhookEndpoint', resourceId: endpoint, status: 204 });

    // v3 names the campaign a distribution (and its parameter distributionId): the entry is the same operation's.
    await t.http.post(`${V3}/distributions/${c.campaignId}/:set-password`).set(c.auth).send({ password: 'correct horse battery' }).expect(204);
    expect(await latest()).toMatchObject({ action: 'campaigns.setPassword', resourceType: 'Campaign', resourceId: c.campaignId, status: 204 });
  });

  it('records nothing for reads, nor for a refused request', async () => {
    const { id } = await createInstruction(t, c, { amount: 5 });
    const before = await countOf(c.organizationId);
    await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200);
    await t.http.get(`${V2}/campaigns`).set(c.auth).expect(200);
    await t.http.patch(`${V2}/payout-instructions/${id}`).set(c.auth).send({ email: 'not an email' }).expect(400);
    await t.http.patch(`${V2}/payout-instructions/0193a0f0-0000-7000-8000-00000000cafe`).set(c.auth).send({ firstName: 'Nobody' }).expect(404);
    await t.http.post(`${V2}/payout-instructions/${id}/:cancel`).set(bearer(await tokenFor(c.organizationId, { scopes: ['payoutInstructions:view'] }))).send({}).expect(403);
    expect(await countOf(c.organizationId)).toBe(before);
  });

  it('writes the entry in the change’s transaction: when the entry cannot be written, the change is not made either', async () => {
    await sql(`create function audit_test_refuse() returns trigger language plpgsql as $$
      begin if new.action = 'webhookEndpoints.create' then raise exception 'the test refuses this entry'; end if; return new; end $$`);
    await sql('create trigger audit_test_refuse before insert on audit_log_entry for each row execute function audit_test_refuse()');
    try {
      await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: 'http://127.0.0.1:9/never' }).expect(500);
      expect(await sql('select id from webhook_endpoint where organization_id = ? and url = ?', [c.organizationId, 'http://127.0.0.1:9/never'])).toEqual([]);
    } finally {
      await sql('drop trigger audit_test_refuse on audit_log_entry');
      await sql('drop function audit_test_refuse()');
    }
    // Without the trigger the same request is made, and recorded.
    const made = (await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: 'http://127.0.0.1:9/never' }).expect(201)).body.id;
    expect(await latest()).toMatchObject({ action: 'webhookEndpoints.create', resourceId: made });
  });

  it('records an idempotent request once: its replay is no new change', async () => {
    const send = () => t.http.post(`${V2}/webhook-endpoints`).set(c.auth).set('Idempotency-Key', 'audit-once').send({ url: 'http://127.0.0.1:9/once' }).expect(201);
    const first = (await send()).body.id;
    const before = await countOf(c.organizationId);
    const replay = await send();
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(await countOf(c.organizationId)).toBe(before);
    expect((await entries({ resourceId: first })).data.map((e) => e.action)).toEqual(['webhookEndpoints.create']);
  });

  it('is append-only: PostgreSQL refuses to update, delete or truncate entries', async () => {
    const where = [c.organizationId];
    await expect(sql('update audit_log_entry set status = 200 where organization_id = ?', where)).rejects.toThrow(/append-only: UPDATE refused/);
    await expect(sql('delete from audit_log_entry where organization_id = ?', where)).rejects.toThrow(/append-only: DELETE refused/);
    await expect(sql('truncate audit_log_entry')).rejects.toThrow(/append-only: TRUNCATE refused/);
    expect(await countOf(c.organizationId)).toBeGreaterThan(0);
  });

  it('shows an organization its own entries only', async () => {
    const other = bearer(await tokenFor(newOrganizationId()));
    const { id } = await createInstruction(t, c, { amount: 5 });
    expect(await entries({}, other)).toMatchObject({ totalItems: 0, data: [] });
    expect(await entries({ resourceId: id }, other)).toMatchObject({ totalItems: 0 });
    expect((await entries({ resourceId: id })).totalItems).toBe(1);
  });

  it('filters by actor, action, resource and time, newest first, and names a bad filter', async () => {
    const { id } = await createInstruction(t, c, { amount: 5 });
    const since = new Date().toISOString();
    await t.http.patch(`${V2}/payout-instructions/${id}`).set(c.auth).send({ firstName: 'Later' }).expect(200);
    await t.http.patch(`${V2}/payout-instructions/${id}`).set(c.auth).send({ firstName: 'Latest' }).expect(200);

    const ofInstruction = await entries({ resourceType: 'PayoutInstruction', resourceId: id });
    expect(ofInstruction.data.map((e) => e.action)).toEqual(['payoutInstructions.update', 'payoutInstructions.update', 'payoutInstructions.create']);
    expect(ofInstruction.data.map((e) => e.occurredOn)).toEqual([...ofInstruction.data.map((e) => e.occurredOn)].sort().reverse());
    expect((await entries({ resourceId: id, since })).totalItems).toBe(2);
    expect((await entries({ resourceId: id, until: since })).totalItems).toBe(1);
    expect((await entries({ resourceId: id, action: 'payoutInstructions.create' })).totalItems).toBe(1);
    const byActor = await entries({ actorId: userId, action: 'payoutInstructions.update' });
    expect(byActor.totalItems).toBeGreaterThanOrEqual(2);
    expect(byActor.data.every((e) => e.actor.id === userId && e.action === 'payoutInstructions.update')).toBe(true);
    expect((await entries({ actorId: 'someone-else' })).totalItems).toBe(0);
    const paged = await t.http.get(`${V2}/audit-log?pageSize=2&pageNumber=2`).set(c.auth).expect(200);
    expect(paged.body).toMatchObject({ pageNumber: 2, pageSize: 2, data: [expect.any(Object), expect.any(Object)] });

    const bad = async (query: Record<string, string>) => (await t.http.get(`${V2}/audit-log`).query(query).set(c.auth).expect(400)).body.errors;
    expect(await bad({ since: 'yesterday' })).toHaveProperty('since');
    expect(await bad({ until: '2026-13-01T00:00:00Z' })).toHaveProperty('until');
    expect(await bad({ since, until: '2000-01-01T00:00:00Z' })).toHaveProperty('until');
    expect(await bad({ action: '' })).toHaveProperty('action');
    expect(await bad({ resourceId: 'x'.repeat(201) })).toHaveProperty('resourceId');
    // v3 serves the same list.
    expect((await t.http.get(`${V3}/audit-log`).query({ resourceId: id }).set(c.auth).expect(200)).body.totalItems).toBe(3);
  });

  it('exports every matching entry as CSV, newest first, with Accept: text/csv', async () => {
    const { totalItems, data } = await entries({ pageSize: '100' });
    const res = await t.http.get(`${V2}/audit-log?pageSize=1`).set(c.auth).set('Accept', 'text/csv').expect(200);
    expect(res.headers['content-type']).toMatch(/^text\/csv/);
    expect(res.headers['content-disposition']).toBe('attachment; filename="audit-log.csv"');
    const lines = res.text.trim().split('\n');
    expect(lines[0]).toBe('id,occurredOn,actorType,actorId,actorEmail,action,resourceType,resourceId,status,requestId,ip');
    // Not a page: every entry (the export itself is a read and adds none).
    expect(lines).toHaveLength(totalItems + 1);
    expect(lines[1].split(',').slice(0, 3)).toEqual([data[0].id, data[0].occurredOn, data[0].actor.type]);
    const filtered = await t.http.get(`${V2}/audit-log?action=webhookEndpoints.remove`).set(c.auth).set('Accept', 'text/csv').expect(200);
    expect(filtered.text.trim().split('\n').slice(1).map((line) => line.split(',')[5])).toEqual(['webhookEndpoints.remove']);
  });

  it('records a machine client as a Machine, by its token’s subject, without email', async () => {
    const machine = bearer(await tokenFor(c.organizationId, { subject: 'reporting-service@clients', claims: { gty: 'client-credentials' } }));
    const endpoint = (await t.http.post(`${V2}/webhook-endpoints`).set(machine).send({ url: 'http://127.0.0.1:9/machine' }).expect(201)).body.id;
    expect(await latest()).toMatchObject({ actor: { type: 'Machine', id: 'reporting-service@clients', email: null }, action: 'webhookEndpoints.create', resourceId: endpoint });
  });

  it('records a sign-in to the console (POST /me/:sign-in), a user’s only', async () => {
    await t.http.post(`${V2}/me/:sign-in`).set(c.auth).expect(204);
    expect(await latest()).toMatchObject({ actor: { type: 'User', id: userId }, action: 'me.signIn', resourceType: 'User', resourceId: userId, status: 204 });
    const before = await countOf(c.organizationId);
    const machine = bearer(await tokenFor(c.organizationId, { subject: 'reporting-service@clients', claims: { gty: 'client-credentials' } }));
    expect((await t.http.post(`${V3}/me/:sign-in`).set(machine).expect(403)).body.code).toBe('NOT_A_USER');
    expect(await countOf(c.organizationId)).toBe(before);
  });

  it('records an approval request as the 202 it answered, and the approval decision by its approver', async () => {
    const o = await fundedCampaign(t, 100, { claims: { email: 'ada@example.com' } });
    const bob = bearer(await tokenFor(o.organizationId, { subject: 'admin-bob', claims: { email: 'bob@example.com' } }));
    const bobId = (await t.http.get(`${V2}/me`).set(bob).expect(200)).body.user.id as string;
    await t.http.put(`${V2}/users/${bobId}/role`).set(o.auth).send({ roleId: ROLES.find((role) => role.name === RoleName.Administrator)!.id }).expect(200);
    await t.http.put(`${V2}/approval-policy`).set(o.auth).send({ rules: [{ action: 'InitiatePayouts', threshold: 1 }] }).expect(200);
    const own = async () => (await t.http.get(`${V2}/audit-log?pageSize=1`).set(o.auth).expect(200)).body.data[0] as Entry;
    expect(await own()).toMatchObject({ action: 'approvalPolicy.put', resourceType: 'ApprovalPolicy', status: 200 });
    const { id } = await createInstruction(t, o, { amount: 5 });
    const waiting = await t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(o.auth).send({}).expect(202);
    expect(await own()).toMatchObject({ action: 'payoutInstructions.initiate', resourceType: 'PayoutInstruction', resourceId: id, status: 202 });
    await t.http.post(`${V2}/approval-requests/${waiting.body.id}/:approve`).set(bob).send({}).expect(200);
    expect(await own()).toMatchObject({ actor: { type: 'User', id: bobId, email: 'bob@example.com' }, action: 'approvalRequests.approve', resourceType: 'ApprovalRequest', resourceId: waiting.body.id, status: 200 });
  });

  it('still imports an upload: its job is enqueued after the request’s commit', async () => {
    const res = await t.http
      .post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:upload`)
      .set(c.auth)
      .attach('file', Buffer.from('Id,Amount,Email\nU-1,5,upload-ada@example.com\n'), 'payees.csv')
      .expect(202);
    expect(await latest()).toMatchObject({ action: 'uploads.upload', resourceType: 'Upload', resourceId: res.body.id, status: 202 });
    const done = await eventually(
      async () => (await t.http.get(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/${res.body.id}`).set(c.auth).expect(200)).body.status as string,
      (status) => status === 'Completed',
    );
    expect(done).toBe('Completed');
  });
});
