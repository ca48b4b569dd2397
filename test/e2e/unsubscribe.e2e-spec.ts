import { LinkTokens } from '../../src/core/security/link-token';
import { createInstruction, fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { createTestApp, type TestApp } from '../utils/test-app';

const SUBSCRIPTION_KIND = 'PayoutInstructionEmailSubscriptionStatusUpdated';
const NASTY_NAME = `Spring <script>alert("x")</script> & Sons' Fund`;

describe('unsubscribe page (/public/unsubscribe/{token})', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const pathOf = (instructionId: string) => `/public/unsubscribe/${t.app.get(LinkTokens).sign('unsubscribe', { instructionId })}`;
  const form = (path: string, body: Record<string, string> | string) => t.http.post(path).type('form').send(body);
  const instruction = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body;
  const subscriptionEntries = async (c: FundedCampaign, id: string) =>
    (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data.filter((e: { kind: string }) => e.kind === SUBSCRIPTION_KIND);
  /** The hidden action of the page's one form and the label of its button. */
  const formOf = (html: string) => ({
    action: /<input type="hidden" name="action" value="([^"]+)">/.exec(html)?.[1],
    button: /<button type="submit"[^>]*>([^<]+)<\/button>/.exec(html)?.[1],
  });

  async function beneficiary(email = 'ada.lovelace@example.com') {
    const c = await fundedCampaign(t, 1000);
    await t.http.patch(`${V2}/campaigns/${c.campaignId}`).set(c.auth).send({ name: NASTY_NAME }).expect(200);
    const i = await createInstruction(t, c, { email, amount: 10 });
    return { c, id: i.id, path: pathOf(i.id) };
  }

  it('shows the campaign, escaped, and the masked address with an Unsubscribe button, and a GET changes nothing', async () => {
    const { c, id, path } = await beneficiary();
    for (let n = 0; n < 2; n++) {
      const page = await t.http.get(path).expect(200);
      expect(page.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(page.headers['cache-control']).toBe('no-store');
      expect(page.headers['referrer-policy']).toBe('no-referrer');
      expect(page.text).toContain('<strong>Spring &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &amp; Sons&#39; Fund</strong>');
      expect(page.text).not.toContain('<script');
      expect(page.text).toContain('<strong>a***@example.com</strong>');
      expect(page.text).not.toContain('ada.lovelace');
      expect(page.text).toContain('<form method="post">');
      expect(formOf(page.text)).toEqual({ action: 'unsubscribe', button: 'Unsubscribe' });
    }
    expect((await instruction(c, id)).emailSubscriptionStatus).toBe('Subscribed');
    expect(await subscriptionEntries(c, id)).toEqual([]);
  });

  it('unsubscribes through the form: the page shows the new state, the instruction says so, one activity entry; a repeat records nothing', async () => {
    const { c, id, path } = await beneficiary();
    const done = await form(path, { action: 'unsubscribe' }).expect(200);
    expect(done.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(done.text).toContain('role="status">You have been unsubscribed.</p>');
    expect(formOf(done.text)).toEqual({ action: 'resubscribe', button: 'Resubscribe' });

    expect((await instruction(c, id)).emailSubscriptionStatus).toBe('Unsubscribed');
    expect((await t.http.get(`${V3}/payout-instructions/${id}`).set(c.auth).expect(200)).body.emailSubscriptionStatus).toBe('Unsubscribed');
    const entries = await subscriptionEntries(c, id);
    expect(entries).toEqual([
      expect.objectContaining({
        kind: SUBSCRIPTION_KIND,
        description: 'Unsubscribed from emails',
        details: { emailSubscriptionStatus: 'Unsubscribed', previous: 'Subscribed' },
        actor: { type: 'Beneficiary', id: null },
      }),
    ]);

    const again = await form(path, { action: 'unsubscribe' }).expect(200);
    expect(formOf(again.text).action).toBe('resubscribe');
    await form(path, 'List-Unsubscribe=One-Click').expect(200);
    expect(await subscriptionEntries(c, id)).toHaveLength(1);
    expect(formOf((await t.http.get(path).expect(200)).text)).toEqual({ action: 'resubscribe', button: 'Resubscribe' });
  });

  it('unsubscribes on an RFC 8058 one-click post, urlencoded or multipart', async () => {
    const urlencoded = await beneficiary();
    await t.http.post(urlencoded.path).set('Content-Type', 'application/x-www-form-urlencoded').send('List-Unsubscribe=One-Click').expect(200);
    expect((await instruction(urlencoded.c, urlencoded.id)).emailSubscriptionStatus).toBe('Unsubscribed');

    const multipart = await beneficiary();
    await t.http.post(multipart.path).field('List-Unsubscribe', 'One-Click').expect(200);
    expect((await instruction(multipart.c, multipart.id)).emailSubscriptionStatus).toBe('Unsubscribed');
    expect(await subscriptionEntries(multipart.c, multipart.id)).toHaveLength(1);
  });

  it('resubscribes, recording the change back', async () => {
    const { c, id, path } = await beneficiary();
    await form(path, { action: 'unsubscribe' }).expect(200);
    const back = await form(path, { action: 'resubscribe' }).expect(200);
    expect(back.text).toContain('role="status">You are subscribed to these emails again.</p>');
    expect(formOf(back.text)).toEqual({ action: 'unsubscribe', button: 'Unsubscribe' });
    expect((await instruction(c, id)).emailSubscriptionStatus).toBe('Subscribed');
    const entries = await subscriptionEntries(c, id);
    expect(entries.map((e: { description: string; details: unknown }) => [e.description, e.details])).toEqual([
      ['Unsubscribed from emails', { emailSubscriptionStatus: 'Unsubscribed', previous: 'Subscribed' }],
      ['Resubscribed to emails', { emailSubscriptionStatus: 'Subscribed', previous: 'Unsubscribed' }],
    ]);
    await t.http.post(`${V2}/payout-instructions/${id}/:initiate`).set(c.auth).send({ channel: 'Email' }).expect(200);
  });

  it('answers 400 with the page for an action it does not know, a missing action or an empty post, changing nothing', async () => {
    const { c, id, path } = await beneficiary();
    const bodies: Record<string, string>[] = [{ action: 'delete-everything' }, { other: 'x' }, { 'List-Unsubscribe': 'Maybe' }];
    for (const body of bodies) {
      const refused = await form(path, body).expect(400);
      expect(refused.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(refused.text).toContain('role="alert"');
      expect(formOf(refused.text)).toEqual({ action: 'unsubscribe', button: 'Unsubscribe' });
    }
    expect((await t.http.post(path).expect(400)).text).toContain('role="alert"');
    await t.http.post(path).send({ action: 'unsubscribe' }).expect(415);
    expect((await instruction(c, id)).emailSubscriptionStatus).toBe('Subscribed');
    expect(await subscriptionEntries(c, id)).toEqual([]);
  });

  it('answers 404 with "This link is not valid" for a tampered, malformed, other-purpose or unknown-instruction token, never a 500', async () => {
    const { c, id, path } = await beneficiary();
    const token = path.split('/').pop() as string;
    const tampered = `${token.slice(0, -2)}${token.endsWith('AA') ? 'BB' : 'AA'}`;
    const claim = t.app.get(LinkTokens).sign('claim', { instructionId: id, linkVersion: 1 });
    const unknownInstruction = t.app.get(LinkTokens).sign('unsubscribe', { instructionId: '0195a3f0-0000-7000-8000-00000000dead' });
    for (const bad of [tampered, 'not-a-token', 'x'.repeat(300), claim, unknownInstruction, '%F0%9F%92%A9']) {
      const shown = await t.http.get(`/public/unsubscribe/${bad}`).expect(404);
      expect(shown.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(shown.text).toContain('<h1>This link is not valid</h1>');
      expect(shown.text).not.toContain('<form');
      const posted = await form(`/public/unsubscribe/${bad}`, { action: 'unsubscribe' }).expect(404);
      expect(posted.text).toContain('<h1>This link is not valid</h1>');
    }
    // A path that is not even percent-decodable is refused by the router for the whole app, before this page.
    expect((await t.http.get('/public/unsubscribe/%E0%A4%A')).status).toBe(400);
    expect((await instruction(c, id)).emailSubscriptionStatus).toBe('Subscribed');
  });

  describe('the v3 rules on an unsubscribed beneficiary, after unsubscribing through the page', () => {
    it('refuses initiate by email but allows channel None, refuses reinitiate and send-reminder, and bulk initiate skips them', async () => {
      const c = await fundedCampaign(t, 1000);
      const gone = await createInstruction(t, c, { amount: 10 });
      const gone2 = await createInstruction(t, c, { amount: 20 });
      const staying = await createInstruction(t, c, { amount: 30 });
      const remindable = await createInstruction(t, c, { amount: 40 });
      const act = (id: string, name: string, body: Record<string, unknown> = {}) => t.http.post(`${V2}/payout-instructions/${id}/:${name}`).set(c.auth).send(body);
      await act(remindable.id, 'initiate', { channel: 'Email' }).expect(200);
      for (const i of [gone, gone2, remindable]) await form(pathOf(i.id), { action: 'unsubscribe' }).expect(200);

      expect((await act(gone.id, 'initiate', { channel: 'Email' }).expect(400)).body.code).toBe('BENEFICIARY_UNSUBSCRIBED');
      expect((await act(gone.id, 'initiate').expect(400)).body.code).toBe('BENEFICIARY_UNSUBSCRIBED');
      expect((await act(remindable.id, 'send-reminder').expect(400)).body.code).toBe('BENEFICIARY_UNSUBSCRIBED');
      expect((await act(remindable.id, 'reinitiate', { channel: 'Email' }).expect(400)).body.code).toBe('BENEFICIARY_UNSUBSCRIBED');

      const bulk = await t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:initiate`).set(c.auth).send({}).expect(202);
      expect(bulk.body.count).toBe(1);
      expect((await instruction(c, staying.id)).status).toBe('Initiated');
      expect((await instruction(c, gone.id)).status).toBe('Draft');
      expect((await instruction(c, gone2.id)).status).toBe('Draft');

      const none = await act(gone.id, 'initiate', { channel: 'None' }).expect(200);
      expect(none.body).toMatchObject({ status: 'Initiated', emailSubscriptionStatus: 'Unsubscribed' });
    });
  });
});
