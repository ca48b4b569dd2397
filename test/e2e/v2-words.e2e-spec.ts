import { createTestApp, type TestApp } from '../utils/test-app';
import { createInstruction, fundedCampaign, V2 } from '../factories/funded-campaign';

/**
 * v2 calls campaigns campaigns: no v2 answer says "distribution" in its words (title, detail, field messages). Error
 * codes and the problem types named after them are stable identifiers of the API (docs/api-conventions.md), not words
 * (INSUFFICIENT_DISTRIBUTION_BALANCE is one), so they are left out.
 */
describe('v2 answers speak v2', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const wordsOf = ({ title, detail, errors }: Record<string, unknown>) => JSON.stringify({ title, detail, errors });

  it('never says distribution in problem details or validation messages', async () => {
    const c = await fundedCampaign(t, 20);
    const answers: { name: string; status: number; body: Record<string, unknown> }[] = [];
    const record = async (name: string, call: PromiseLike<{ status: number; body: Record<string, unknown> }>) => {
      const { status, body } = await call;
      answers.push({ name, status, body });
    };

    const big = await createInstruction(t, c, { amount: 50 });
    await record('insufficient balance', t.http.post(`${V2}/payout-instructions/${big.id}/:initiate`).set(c.auth).send({}));
    await record('template placeholder', t.http.post(`${V2}/templates`).set(c.auth).send({ templateType: 'InitiateEmail', name: 'x', subject: '{{Nope}}', htmlBody: '<p>{{Nope}}</p>' }));
    await record('preview field', t.http.post(`${V2}/templates/:send-preview`).set(c.auth).send({ templateType: 'InitiateEmail', recipient: 'r@example.com', dynamicFields: { Nope: 'x' } }));
    await record('campaign fields', t.http.post(`${V2}/campaigns`).set(c.auth).send({ otpThresholdAmount: 'x' }));
    await record('unknown campaign', t.http.get(`${V2}/campaigns/0195a3f0-0000-7000-8000-00000000beef`).set(c.auth));
    const draft = await t.http.post(`${V2}/campaign-drafts`).set(c.auth).field('name', 'Draft').expect(201);
    await record('incomplete draft', t.http.post(`${V2}/campaign-drafts/${draft.body.id}/:promote`).set(c.auth));
    const small = await createInstruction(t, c, { amount: 5 });
    await t.orm.em.getConnection().execute('update campaign set expiry_date = current_date - 1 where id = ?', [c.campaignId]);
    await record('expired campaign', t.http.post(`${V2}/payout-instructions/${small.id}/:initiate`).set(c.auth).send({}));
    await record('expired campaign reminders', t.http.post(`${V2}/campaigns/${c.campaignId}/payout-instructions/:send-reminders`).set(c.auth).send({}));

    expect(answers.map(({ name, status }) => [name, status])).toEqual([
      ['insufficient balance', 409],
      ['template placeholder', 400],
      ['preview field', 400],
      ['campaign fields', 400],
      ['unknown campaign', 404],
      ['incomplete draft', 400],
      ['expired campaign', 409],
      ['expired campaign reminders', 409],
    ]);
    for (const { name, body } of answers) expect({ name, words: wordsOf(body) }).toEqual({ name, words: expect.not.stringMatching(/distribution/i) });
    expect(wordsOf(answers[0].body)).toMatch(/campaign/i);
    expect(wordsOf(answers[6].body)).toMatch(/Campaign .* has expired/);
  });
});
