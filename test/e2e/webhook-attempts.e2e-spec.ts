import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { query } from '../../src/core/database/sql';
import { fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';
import { WebhookReceiver as Receiver, withSettings } from '../utils/webhook-receiver';

jest.setTimeout(60_000);

// Time made short by configuration, not by waiting: retries after 1 s, an endpoint given 1 s to answer.
withSettings({ WEBHOOK_RETRY_SCHEDULE: '1', WEBHOOK_DELIVERY_TIMEOUT_SECONDS: '1' });

/** A loopback port nothing listens on: connections to it are refused. */
async function closedPort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A series' value for one outcome in a `/metrics` text; undefined when absent. */
function sample(metrics: string, name: string, outcome: string): number | undefined {
  const line = metrics.split('\n').find((l) => l.startsWith(`${name}{outcome="${outcome}"} `));
  return line === undefined ? undefined : Number(line.split(' ')[1]);
}

const OUTCOMES = ['Succeeded', 'Failed', 'TimedOut'] as const;

/**
 * Webhook delivery attempts (docs/webhooks.md, Attempts): every attempt is a row with its outcome, and `/metrics` counts
 * the last hour's by outcome beside the deliveries' current states. The real worker delivers to a receiver on
 * loopback. The tests run in order on this file's own database: the first sees the attempt counts from zero.
 */
describe('webhook delivery attempts', () => {
  let t: TestApp;
  let receiver: Receiver;
  useMailingStack((stack) => ({ t } = stack));
  beforeAll(async () => (receiver = await Receiver.start()));
  afterAll(() => receiver.close());

  /** An endpoint of a new organization for its funding events, and one such event. */
  const subscribeAndFund = async (url: string): Promise<{ c: FundedCampaign; endpointId: string }> => {
    const c = await fundedCampaign(t, 0);
    const endpoint = await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url, eventTypes: ['funding.received'] }).expect(201);
    await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 7 }).expect(202);
    return { c, endpointId: endpoint.body.id as string };
  };
  /** The endpoint's attempts in order, once the last one is `Succeeded`. */
  const attemptsUntilSucceeded = (endpointId: string) =>
    eventually(
      () =>
        query<{ delivery_id: string; outcome: string; status_code: number | null; error: string | null }>(
          t.orm.em.fork(),
          'select delivery_id, outcome, status_code, error from webhook_delivery_attempt where endpoint_id = ? order by attempted_on, id',
          [endpointId],
        ),
      (rows) => rows.at(-1)?.outcome === 'Succeeded',
      15_000,
    );
  const metrics = async () => (await t.http.get('/metrics').expect(200)).text;
  const attemptCounts = (text: string) => Object.fromEntries(OUTCOMES.map((outcome) => [outcome, sample(text, 'webhook_delivery_attempts_last_hour', outcome)]));
  /** `/metrics` once it counts at least `succeeded` successful attempts (its figures are kept half a second). */
  const metricsCounting = (succeeded: number) => eventually(metrics, (text) => (sample(text, 'webhook_delivery_attempts_last_hour', 'Succeeded') ?? 0) >= succeeded);

  it('counts every outcome as 0 before any attempt', async () => {
    expect(attemptCounts(await metrics())).toEqual({ Succeeded: 0, Failed: 0, TimedOut: 0 });
  });

  it('keeps a failed attempt (a 500) and the successful one after it, and /metrics counts both beside the one delivery', async () => {
    receiver.answer = (path, count) => (path === '/flaky' && count === 1 ? 500 : 200);
    const { endpointId } = await subscribeAndFund(receiver.url('/flaky'));
    const attempts = await attemptsUntilSucceeded(endpointId);
    expect(attempts.map(({ outcome, status_code, error }) => ({ outcome, status_code, error }))).toEqual([
      { outcome: 'Failed', status_code: 500, error: 'HTTP 500' },
      { outcome: 'Succeeded', status_code: 200, error: null },
    ]);
    expect(new Set(attempts.map((a) => a.delivery_id)).size).toBe(1);

    const text = await metricsCounting(1);
    expect(attemptCounts(text)).toEqual({ Succeeded: 1, Failed: 1, TimedOut: 0 });
    expect(sample(text, 'webhook_deliveries_last_hour', 'Delivered')).toBe(1);
    expect(sample(text, 'webhook_deliveries_last_hour', 'Failed')).toBeUndefined();
  });

  it('tells an endpoint that did not answer within the timeout (TimedOut) from one that refused the connection (Failed)', async () => {
    const before = attemptCounts(await metrics());

    receiver.answer = (path, count) => (path === '/slow' && count === 1 ? 'no answer' : 200);
    const slow = await subscribeAndFund(receiver.url('/slow'));
    expect((await attemptsUntilSucceeded(slow.endpointId)).map(({ outcome, status_code, error }) => ({ outcome, status_code, error }))).toEqual([
      { outcome: 'TimedOut', status_code: null, error: 'No answer within 1 s' },
      { outcome: 'Succeeded', status_code: 200, error: null },
    ]);

    // Nothing listens at first; once a refused attempt is recorded, the endpoint moves to the receiver.
    const refused = await subscribeAndFund(`http://127.0.0.1:${await closedPort()}/gone`);
    await eventually(
      () => query<{ n: number }>(t.orm.em.fork(), 'select count(*)::int as n from webhook_delivery_attempt where endpoint_id = ?', [refused.endpointId]),
      ([row]) => row.n > 0,
      15_000,
    );
    await t.http.patch(`${V2}/webhook-endpoints/${refused.endpointId}`).set(refused.c.auth).send({ url: receiver.url('/back') }).expect(200);
    const attempts = await attemptsUntilSucceeded(refused.endpointId);
    const failures = attempts.slice(0, -1);
    expect(failures.length).toBeGreaterThan(0);
    for (const failure of failures) expect(failure).toMatchObject({ outcome: 'Failed', status_code: null, error: expect.stringContaining('ECONNREFUSED') });

    const after = attemptCounts(await metricsCounting(before.Succeeded! + 2));
    expect(after).toEqual({ Succeeded: before.Succeeded! + 2, Failed: before.Failed! + failures.length, TimedOut: before.TimedOut! + 1 });
  });
});
