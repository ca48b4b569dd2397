import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { createTestApp, type TestApp } from '../utils/test-app';
import { handleRecordedEvents } from '../utils/recorded-events';

const EMAILS = `${V3}/simulate/emails`;
const FIELDS = ['createdOn', 'deliveryStatus', 'htmlBody', 'id', 'payoutInstructionId', 'recipient', 'scheduledFor', 'sentOn', 'subject', 'templateType'];

interface Email {
  id: string;
  recipient: string;
  templateType: string;
  deliveryStatus: string;
  payoutInstructionId: string | null;
  subject: string | null;
  htmlBody: string | null;
  scheduledFor: string;
  sentOn: string | null;
  createdOn: string;
}

describe('GET /v3/distribution-manager/simulate/emails', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => t.orm.em.fork().getConnection().execute(query, params);
  /** The list, once notifications have queued what the events recorded so far ask for (no worker runs here). */
  const list = async (c: FundedCampaign, query = ''): Promise<Email[]> => {
    await handleRecordedEvents(t);
    return (await t.http.get(`${EMAILS}${query}`).set(c.auth).expect(200)).body;
  };
  const initiate = (c: FundedCampaign, id: string) => t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({ channel: 'Email' }).expect(200);

  it('lists the organization’s emails newest first, with what was sent and, once rendered, the content', async () => {
    const c = await fundedCampaign(t, 1000);
    const first = await createInstruction(t, c, { email: 'first@example.com', amount: 10 });
    const second = await createInstruction(t, c, { email: 'second@example.com', amount: 10 });
    await initiate(c, first.id);
    await initiate(c, second.id);
    await t.http.post(`${V2}/payout-instructions/${first.id}/:send-reminder`).set(c.auth).send({}).expect(200);

    const emails = await list(c);
    expect(emails.map((e) => [e.templateType, e.recipient, e.payoutInstructionId])).toEqual([
      ['ReminderEmail', 'first@example.com', first.id],
      ['InitiateEmail', 'second@example.com', second.id],
      ['InitiateEmail', 'first@example.com', first.id],
    ]);
    for (const email of emails) expect(Object.keys(email).sort()).toEqual(FIELDS);
    const rows = await sql('select id, delivery_status, subject, html_body, scheduled_for, sent_on, created_on from email_delivery where organization_id = ? order by created_on desc, id desc', [c.organizationId]);
    expect(emails).toEqual(
      rows.map((r) =>
        expect.objectContaining({
          id: r.id,
          deliveryStatus: r.delivery_status,
          subject: r.subject,
          htmlBody: r.html_body,
          scheduledFor: new Date(r.scheduled_for).toISOString(),
          sentOn: r.sent_on === null ? null : new Date(r.sent_on).toISOString(),
          createdOn: new Date(r.created_on).toISOString(),
        }),
      ),
    );
    const times = emails.map((e) => e.createdOn);
    expect([...times].sort().reverse()).toEqual(times);

    // What a worker records once it rendered and sent the first claim email.
    const sentOn = '2026-11-21T10:00:00.000Z';
    await sql(`update email_delivery set delivery_status = 'Sent', subject = 'Your payout', html_body = '<p>Claim it</p>', sent_on = ? where id = ?`, [sentOn, emails[2].id]);
    const [queued] = await list(c, `?payoutInstructionId=${second.id}`);
    expect(queued).toMatchObject({ deliveryStatus: 'Queued', subject: null, htmlBody: null, sentOn: null });
    expect((await list(c))[2]).toEqual({ ...emails[2], deliveryStatus: 'Sent', subject: 'Your payout', htmlBody: '<p>Claim it</p>', sentOn });
  });

  it('breaks a tie in creation time by id, newest id first', async () => {
    const c = await fundedCampaign(t, 1000);
    for (let n = 0; n < 3; n++) await initiate(c, (await createInstruction(t, c, { amount: 10 })).id);
    await handleRecordedEvents(t);
    await sql(`update email_delivery set created_on = '2026-11-21T09:00:00Z' where organization_id = ?`, [c.organizationId]);
    const ids = (await list(c)).map((e) => e.id);
    expect(ids).toHaveLength(3);
    expect(ids).toEqual([...ids].sort().reverse());
  });

  it('returns 10 by default and `limit` from 1 to 50; anything else answers 400 naming limit', async () => {
    const c = await fundedCampaign(t, 1000);
    for (let n = 0; n < 12; n++) await createInstruction(t, c, { amount: 10 });
    const bulk = await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({ channel: 'Email' }).expect(202);
    expect(bulk.body.count).toBe(12);

    const all = await list(c, '?limit=50');
    expect(all).toHaveLength(12);
    expect(await list(c)).toEqual(all.slice(0, 10));
    expect(await list(c, '?limit=1')).toEqual(all.slice(0, 1));
    expect(await list(c, '?limit=12')).toEqual(all);

    for (const bad of ['0', '51', '-1', '1.5', 'ten', '', '10&limit=20']) {
      const res = await t.http.get(`${EMAILS}?limit=${bad}`).set(c.auth).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Object.keys(res.body.errors)).toEqual(['limit']);
    }
    const unknown = await t.http.get(`${EMAILS}?pageSize=5`).set(c.auth).expect(400);
    expect(Object.keys(unknown.body.errors)).toEqual(['pageSize']);
  });

  it('filters by payoutInstructionId; a malformed one answers 400, an unknown one lists nothing', async () => {
    const c = await fundedCampaign(t, 1000);
    const a = await createInstruction(t, c, { amount: 10 });
    const b = await createInstruction(t, c, { amount: 10 });
    await initiate(c, a.id);
    await initiate(c, b.id);
    await t.http.post(`${V2}/payout-instructions/${a.id}/:send-reminder`).set(c.auth).send({}).expect(200);

    const ofA = await list(c, `?payoutInstructionId=${a.id}`);
    expect(ofA.map((e) => [e.payoutInstructionId, e.templateType])).toEqual([
      [a.id, 'ReminderEmail'],
      [a.id, 'InitiateEmail'],
    ]);
    expect((await list(c, `?payoutInstructionId=${b.id}&limit=1`)).map((e) => e.payoutInstructionId)).toEqual([b.id]);
    expect(await list(c, '?payoutInstructionId=0195a3f0-0000-7000-8000-00000000f00d')).toEqual([]);
    const malformed = await t.http.get(`${EMAILS}?payoutInstructionId=not-a-uuid`).set(c.auth).expect(400);
    expect(Object.keys(malformed.body.errors)).toEqual(['payoutInstructionId']);
  });

  it('shows another organization none of them, even filtered by their instruction, and wants a token of any scope', async () => {
    const c = await fundedCampaign(t, 1000);
    const i = await createInstruction(t, c, { amount: 10 });
    await initiate(c, i.id);
    expect(await list(c)).toHaveLength(1);

    const stranger = bearer(await tokenFor(newOrganizationId(), { scopes: [] }));
    expect((await t.http.get(EMAILS).set(stranger).expect(200)).body).toEqual([]);
    expect((await t.http.get(`${EMAILS}?payoutInstructionId=${i.id}`).set(stranger).expect(200)).body).toEqual([]);

    await t.http.get(EMAILS).expect(401);
    await t.http.get(`${V2}/simulate/emails`).set(c.auth).expect(404);
  });
});
