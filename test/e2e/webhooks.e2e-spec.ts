import { Webhook } from 'standardwebhooks';
import { claimCampaign } from '../factories/beneficiary';
import { V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { useMailingStack } from '../utils/mailing-stack';
import { useProductionApp } from '../utils/production-app';
import { eventually, type TestApp } from '../utils/test-app';
import { WebhookReceiver as Receiver, withSettings, type Received } from '../utils/webhook-receiver';

jest.setTimeout(60_000);

// Time made short by configuration, not by waiting: retries after 1 s, given up after 3 s.
withSettings({ WEBHOOK_RETRY_SCHEDULE: '1', WEBHOOK_RETRY_WINDOW_SECONDS: '3' });

const verified = (secret: string, r: Received) =>
  new Webhook(secret).verify(r.body, { 'webhook-id': String(r.headers['webhook-id']), 'webhook-timestamp': String(r.headers['webhook-timestamp']), 'webhook-signature': String(r.headers['webhook-signature']) }) as {
    id: string;
    type: string;
    data: Record<string, unknown>;
  };

/**
 * Webhooks (docs/webhooks.md) with the real worker delivering to a receiver on loopback: signatures verified per
 * Standard Webhooks, a retry after a 500, replays, a rotated secret, an endpoint disabled after its retry window.
 */
describe('webhooks', () => {
  let t: TestApp;
  let receiver: Receiver;
  useMailingStack((stack) => ({ t } = stack));
  beforeAll(async () => (receiver = await Receiver.start()));
  afterAll(() => receiver.close());

  const subscribe = async (c: FundedCampaign, path: string, body: Record<string, unknown> = {}) =>
    (await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: receiver.url(path), ...body }).expect(201)).body as { id: string; secret: string; status: string };
  const fund = (c: FundedCampaign, dollars: number) => t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: dollars }).expect(202);
  const arrivals = (path: string, n: number) => eventually(async () => receiver.at(path), (list) => list.length >= n, 30_000);

  it('signs each delivery so that a Standard Webhooks receiver verifies it, with the event as the API shows it', async () => {
    const c = await claimCampaign(t, { dollars: 0 });
    const endpoint = await subscribe(c, '/signed', { description: 'Our ledger' });
    expect(endpoint).toMatchObject({ url: receiver.url('/signed'), eventTypes: null, description: 'Our ledger', status: 'Enabled', disabledReason: null, secret: expect.stringMatching(/^whsec_/) });
    expect((await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).expect(200)).body).not.toHaveProperty('secret');
    await fund(c, 125);
    const [delivery] = await arrivals('/signed', 1);
    const event = verified(endpoint.secret, delivery);
    expect(event).toMatchObject({ type: 'funding.received', data: { bankAccountId: c.bankAccountId, amount: 125 } });
    expect(delivery.headers['webhook-id']).toBe(event.id);
    const listed = (await t.http.get(`${V2}/events?type=funding.received`).set(c.auth).expect(200)).body;
    expect(listed.data).toEqual([expect.objectContaining({ id: event.id, type: 'funding.received' })]);
    expect((await t.http.get(`${V2}/events?type=payout.completed`).set(c.auth).expect(200)).body.totalItems).toBe(0);
  });

  it('sends only the types asked for, and an instruction’s status changes', async () => {
    const c = await claimCampaign(t, { dollars: 100 });
    await subscribe(c, '/typed', { eventTypes: ['payout_instruction.status_changed'] });
    await fund(c, 10);
    const created = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, email: 'hook@example.com', amount: 5 }).expect(201);
    await t.http.post(`${V2}/payout-instructions/${created.body.id}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200);
    const [delivery] = await arrivals('/typed', 1);
    expect(JSON.parse(delivery.body)).toMatchObject({ type: 'payout_instruction.status_changed', data: { id: created.body.id, status: 'Initiated', previousStatus: 'Draft', amount: 5 } });
    await new Promise((resolve) => setTimeout(resolve, 1_500));
    expect(receiver.at('/typed').map((r) => JSON.parse(r.body).type)).toEqual(['payout_instruction.status_changed']);
  });

  it('retries after a 500 with the same webhook-id, and replays on demand', async () => {
    const c = await claimCampaign(t, { dollars: 0 });
    receiver.answer = (path, count) => (path === '/flaky' && count === 1 ? 500 : 200);
    const endpoint = await subscribe(c, '/flaky');
    await fund(c, 7);
    const [first, second] = await arrivals('/flaky', 2);
    expect(second.headers['webhook-id']).toBe(first.headers['webhook-id']);
    verified(endpoint.secret, second);

    const replayed = await t.http.post(`${V2}/webhook-endpoints/${endpoint.id}/:replay`).set(c.auth).send({ since: new Date(Date.now() - 60_000).toISOString() }).expect(202);
    expect(replayed.body).toEqual({ count: 1 });
    const all = await arrivals('/flaky', 3);
    expect(all[2].headers['webhook-id']).toBe(first.headers['webhook-id']);
    expect((await t.http.post(`${V2}/webhook-endpoints/${endpoint.id}/:replay`).set(c.auth).send({ since: 'yesterday' }).expect(400)).body.errors).toHaveProperty('since');

    // The endpoint's deliveries, newest first: the replay's one attempt, then the first delivery's 500 and its retry.
    const deliveries = await eventually(
      async () => (await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}/deliveries`).set(c.auth).expect(200)).body,
      (page) => page.data.every((d: { status: string }) => d.status === 'Delivered') && page.totalItems === 2,
    );
    expect(deliveries.data).toEqual([
      expect.objectContaining({ eventId: first.headers['webhook-id'], eventType: 'funding.received', status: 'Delivered', nextAttemptOn: null, attempts: [expect.objectContaining({ outcome: 'Succeeded', statusCode: 200, error: null })] }),
      expect.objectContaining({
        eventId: first.headers['webhook-id'],
        status: 'Delivered',
        deliveredOn: expect.any(String),
        attempts: [expect.objectContaining({ outcome: 'Failed', statusCode: 500, error: expect.stringContaining('500') }), expect.objectContaining({ outcome: 'Succeeded', statusCode: 200 })],
      }),
    ]);
    const [older, newer] = deliveries.data[1].attempts.map((a: { attemptedOn: string }) => Date.parse(a.attemptedOn));
    expect(older).toBeLessThan(newer);
    expect((await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}/deliveries?status=Failed`).set(c.auth).expect(200)).body.totalItems).toBe(0);
    expect((await t.http.get(`${V3}/webhook-endpoints/${endpoint.id}/deliveries?status=Delivered&pageSize=1`).set(c.auth).expect(200)).body).toMatchObject({ totalItems: 2, totalPages: 2 });
    expect((await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}/deliveries?status=Sent`).set(c.auth).expect(400)).body.errors).toHaveProperty('status');
  });

  it('signs with the new secret and, for a day, the old one too after a rotation', async () => {
    const c = await claimCampaign(t, { dollars: 0 });
    const endpoint = await subscribe(c, '/rotated');
    const rotated = (await t.http.post(`${V2}/webhook-endpoints/${endpoint.id}/:rotate-secret`).set(c.auth).expect(200)).body as { secret: string };
    expect(rotated.secret).toMatch(/^whsec_/);
    expect(rotated.secret).not.toBe(endpoint.secret);
    await fund(c, 9);
    const [delivery] = await arrivals('/rotated', 1);
    expect(String(delivery.headers['webhook-signature']).split(' ')).toHaveLength(2);
    expect(verified(rotated.secret, delivery).type).toBe('funding.received');
    expect(verified(endpoint.secret, delivery).type).toBe('funding.received');
  });

  it('disables an endpoint that keeps failing past its retry window, with the reason; re-enabled, what waited goes out', async () => {
    const c = await claimCampaign(t, { dollars: 0 });
    receiver.answer = (path) => (path === '/down' ? 503 : 200);
    const endpoint = await subscribe(c, '/down');
    await fund(c, 3);
    const disabled = await eventually(
      async () => (await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).expect(200)).body,
      (e) => e.status === 'Disabled',
      20_000,
    );
    expect(disabled.disabledReason).toContain('HTTP 503');
    const metrics = (await t.http.get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/^webhook_endpoints_disabled [1-9]\d*$/m);
    expect(metrics).toMatch(/^webhook_deliveries_last_hour\{outcome="Failed"\} [1-9]\d*$/m);
    expect(metrics).toMatch(/^webhook_deliveries_last_hour\{outcome="Delivered"\} [1-9]\d*$/m);
    expect(receiver.at('/down').length).toBeGreaterThanOrEqual(2);

    await fund(c, 4); // an event while disabled: waits
    receiver.answer = () => 200;
    const attempts = receiver.at('/down').length;
    await t.http.patch(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).send({ status: 'Enabled' }).expect(200);
    const after = await arrivals('/down', attempts + 1);
    expect(after.slice(attempts).map((r) => JSON.parse(r.body).data.amount)).toContain(4);
  });

  it('refuses a bad URL or event type, answers 404 for another organization’s endpoint and 403 without the scopes', async () => {
    const c = await claimCampaign(t, { dollars: 0 });
    expect((await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: 'ftp://example.com' }).expect(400)).body.errors).toHaveProperty('url');
    expect((await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: receiver.url('/x'), eventTypes: ['payout.lost'] }).expect(400)).body.errors).toHaveProperty('eventTypes');
    const endpoint = await subscribe(c, '/mine');
    const stranger = bearer(await tokenFor(newOrganizationId()));
    await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}`).set(stranger).expect(404);
    await t.http.delete(`${V2}/webhook-endpoints/${endpoint.id}`).set(stranger).expect(404);
    await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}/deliveries`).set(stranger).expect(404);
    const reader = bearer(await tokenFor(c.organizationId, { scopes: ['webhooks:view'] }));
    await t.http.get(`${V2}/webhook-endpoints`).set(reader).expect(200);
    expect((await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}/deliveries`).set(reader).expect(200)).body).toMatchObject({ totalItems: 0, data: [] });
    await t.http.post(`${V2}/webhook-endpoints`).set(reader).send({ url: receiver.url('/x') }).expect(403);
    await t.http.delete(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).expect(204);
    await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).expect(404);
  });

  it('delivers to loopback only in the sandbox, and refuses a URL with a user name or password at create and change', async () => {
    const c = await claimCampaign(t, { dollars: 0 });
    for (const url of ['http://169.254.169.254/latest/meta-data', 'http://10.0.0.1/x', 'https://[2002:7f00:1::]/x', 'http://user:secret@127.0.0.1:9/x']) {
      const refused = await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url }).expect(400);
      expect({ url, errors: Object.keys(refused.body.errors) }).toEqual({ url, errors: ['url'] });
    }
    const endpoint = await subscribe(c, '/kept');
    const changed = await t.http.patch(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).send({ url: receiver.url('/kept').replace('http://', 'http://user:secret@') }).expect(400);
    expect(changed.body.errors.url).toEqual(['url may not hold a user name or password.']);
    await t.http.patch(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).send({ url: 'http://169.254.169.254/latest' }).expect(400);
    expect((await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).expect(200)).body.url).toBe(receiver.url('/kept'));
  });

  it('refuses at delivery an endpoint whose address is not loopback, stored before the sandbox checked it', async () => {
    const c = await claimCampaign(t, { dollars: 0 });
    const endpoint = await subscribe(c, '/moved');
    await t.orm.em.fork().getConnection().execute('update webhook_endpoint set url = ? where id = ?', ['http://169.254.169.254/latest/meta-data', endpoint.id]);
    await fund(c, 5);
    const disabled = await eventually(
      async () => (await t.http.get(`${V2}/webhook-endpoints/${endpoint.id}`).set(c.auth).expect(200)).body,
      (e) => e.status === 'Disabled',
      20_000,
    );
    expect(disabled.disabledReason).toContain('Refused: 169.254.169.254 is an address other than loopback');
  });

  describe('in production', () => {
    let prod: TestApp;
    useProductionApp((app) => (prod = app));

    it('wants https to a public address: http, loopback, private and link-local hosts are refused', async () => {
      const auth = bearer(await tokenFor(newOrganizationId()));
      for (const url of ['http://hooks.example.com/x', 'https://127.0.0.1/x', 'https://localhost/x', 'https://10.0.0.8/x', 'https://169.254.169.254/latest', 'https://[::1]/x']) {
        const refused = await prod.http.post(`${V2}/webhook-endpoints`).set(auth).send({ url }).expect(400);
        expect({ url, errors: Object.keys(refused.body.errors) }).toEqual({ url, errors: ['url'] });
      }
    });

    it('refuses IPv6 addresses that carry a blocked IPv4 one, and a user name or password, at create and change', async () => {
      const auth = bearer(await tokenFor(newOrganizationId()));
      const carried = ['https://[::127.0.0.1]/x', 'https://[2002:7f00:1::]/x', 'https://[64:ff9b:1::a9fe:a9fe]/x', 'https://[::ffff:169.254.169.254]/x'];
      for (const url of [...carried, 'https://user:secret@1.1.1.1/x']) {
        const refused = await prod.http.post(`${V2}/webhook-endpoints`).set(auth).send({ url }).expect(400);
        expect({ url, errors: Object.keys(refused.body.errors) }).toEqual({ url, errors: ['url'] });
      }
      // A literal public address is accepted without a connection; changing it to a refused URL is refused.
      const endpoint = (await prod.http.post(`${V2}/webhook-endpoints`).set(auth).send({ url: 'https://1.1.1.1/hooks' }).expect(201)).body as { id: string };
      for (const url of [...carried, 'https://user@1.1.1.1/hooks']) {
        const refused = await prod.http.patch(`${V2}/webhook-endpoints/${endpoint.id}`).set(auth).send({ url }).expect(400);
        expect({ url, errors: Object.keys(refused.body.errors) }).toEqual({ url, errors: ['url'] });
      }
      expect((await prod.http.get(`${V2}/webhook-endpoints/${endpoint.id}`).set(auth).expect(200)).body.url).toBe('https://1.1.1.1/hooks');
    });
  });
});
