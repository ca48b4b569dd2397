import { RequestContext } from '@mikro-orm/postgresql';
import { spawn } from 'node:child_process';
import { once } from 'node:events';
import { WORKER_NODE_FLAGS } from '../../src/core/config/node-flags';
import { SANDBOX_ORGANIZATION_ID } from '../../src/core/config/env.schema';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { FieldEncryption } from '../../src/core/security/field-encryption';
import type { CardCredentials } from '../../src/modules/payouts/providers/payout-provider';
import { claimCampaign, claimTokensFor, draftInstructions, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, tokenFor } from '../utils/auth';
import { FakePayPal } from '../utils/fake-paypal';
import type { SignedCallback } from '../utils/fake-provider-server';
import { FakeTremendous } from '../utils/fake-tremendous';
import { eventually, type TestApp } from '../utils/test-app';
import { ROOT, startWorkerProcess, useWorkerProcesses, waitForConsumer, WORKER_SCRIPT } from '../utils/worker-process';

const tremendous = new FakeTremendous('TEST_tremendous-key', 'tremendous-webhook-secret');
const paypal = new FakePayPal('paypal-client', 'paypal-secret');

/** The deployment's provider settings, pointing at the fakes (docs/providers.md). */
const providerEnv = (): Record<string, string> => ({
  PAYOUT_PROVIDER_GIFT_CARDS: 'tremendous',
  PAYOUT_PROVIDER_PREPAID_CARDS: 'tremendous',
  PAYOUT_PROVIDER_WALLETS: 'paypal',
  TREMENDOUS_API_KEY: 'TEST_tremendous-key',
  TREMENDOUS_BASE_URL: tremendous.baseUrl,
  TREMENDOUS_FUNDING_SOURCE_ID: tremendous.fundingSourceId,
  TREMENDOUS_WEBHOOK_SECRET: tremendous.webhookSecret,
  TREMENDOUS_PRODUCTS: 'Amazon=OKMHM2X2OHYV,Visa=Q24BD9EZ332JT',
  PAYPAL_CLIENT_ID: paypal.clientId,
  PAYPAL_CLIENT_SECRET: paypal.clientSecret,
  PAYPAL_BASE_URL: paypal.baseUrl,
  PAYPAL_WEBHOOK_ID: paypal.webhookId,
});

/**
 * Real payout providers (docs/providers.md) against local servers speaking Tremendous's and PayPal's APIs
 * (test/utils/fake-*.ts): the app and the real worker process configured for them. Each adapter completes and fails a
 * payout at submit and through its signed callback; a submit answered 500 after the order was made, or 429, is
 * retried and pays once; a bad signature is 401 and changes nothing; a repeated callback changes nothing; `:test`
 * answers Ok and Failed; a worker whose key the provider refuses does not start.
 */
describe('payout providers over their real APIs', () => {
  const saved = { ...process.env };
  beforeAll(async () => {
    await Promise.all([tremendous.start(), paypal.start()]);
    Object.assign(process.env, providerEnv());
  });
  afterAll(async () => {
    process.env = saved;
    await Promise.all([tremendous.stop(), paypal.stop()]);
  });

  const workers = useWorkerProcesses('providers');
  let t: TestApp;
  let c: FundedCampaign;
  let operator: Record<string, string>;
  /** Every scenario's payout, requested before the worker starts: its first dispatch sends them all at once. */
  const SCENARIOS = {
    retried: [METHODS.amazonGiftCard, 'grace@example.com'],
    refused: [METHODS.visaPrepaid, 'invalid.address@example.com'],
    approved: [METHODS.amazonGiftCard, 'approval.needed@example.com'],
    rejected: [METHODS.amazonGiftCard, 'approval.rejected@example.com'],
    accepted: [METHODS.paypal, 'katherine@example.com'],
    undelivered: [METHODS.paypal, 'dorothy@example.com'],
    unclaimed: [METHODS.paypal, 'unclaimed.person@example.com'],
    reversed: [METHODS.paypal, 'reversed.person@example.com'],
  } as const;
  const payouts = {} as Record<keyof typeof SCENARIOS, { instructionId: string; key: string }>;
  /** A worker started with a key Tremendous refuses: its exit code and output. */
  let refusedWorker: Promise<{ code: number | null; output: string }>;

  beforeAll(async () => {
    t = workers.t;
    operator = bearer(await tokenFor(SANDBOX_ORGANIZATION_ID));
    c = await claimCampaign(t, { dollars: 1_000, methods: [METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal] });
    tremendous.failNext('grace@example.com', { status: 500, afterWork: true });
    paypal.failNext('katherine@example.com', { status: 429, headers: { 'Retry-After': '1' }, body: { name: 'RATE_LIMIT_REACHED', message: 'Too many requests' } });
    await Promise.all(
      Object.entries(SCENARIOS).map(async ([name, [method, email]]) => {
        payouts[name as keyof typeof SCENARIOS] = await requested(method, { email });
      }),
    );
    refusedWorker = runRefusedWorker();
    startWorkerProcess({ queuePrefix: workers.prefix });
    await waitForConsumer(workers.prefix, 'payouts');
  }, 60_000);

  function runRefusedWorker(): Promise<{ code: number | null; output: string }> {
    const child = spawn(process.execPath, [...WORKER_NODE_FLAGS, WORKER_SCRIPT], {
      cwd: ROOT,
      env: { ...process.env, QUEUE_PREFIX: `${workers.prefix}_refused`, TREMENDOUS_API_KEY: 'revoked-key', LOG_LEVEL: 'error' },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    return once(child, 'exit').then(([code]) => ({ code: code as number | null, output }));
  }

  const payoutOf = async (instructionId: string) =>
    (await workers.sql(`select id, status, provider_reference, failure_reason, submitted_on, credentials_encrypted from payout where payout_instruction_id = ?`, [instructionId]))[0];
  const instructionStatus = async (id: string) => (await workers.sql('select status from payout_instruction where id = ?', [id]))[0].status as string;
  /** The instruction's payout entries (notifications come later, from the worker) and the payout's version: what a repeated callback must leave as they are. */
  const trail = async (id: string) => ({
    kinds: (await workers.sql("select kind from payout_instruction_activity where payout_instruction_id = ? and kind like 'Payout%' order by kind", [id])).map((row: { kind: string }) => row.kind),
    version: (await workers.sql('select version from payout where payout_instruction_id = ?', [id]))[0].version as number,
  });

  /** One beneficiary requests a payout with `method` and `details`; the instruction's id and the payout's key. */
  async function requested(method: string, details: Record<string, unknown>): Promise<{ instructionId: string; key: string }> {
    const [instructionId] = await draftInstructions(t, c, [{ amount: 25, email: (details.email as string) ?? 'ben@example.com' }]);
    await t.http.post(`${V2}/payout-instructions/${instructionId}/:initiate`).set(c.auth).send({ channel: 'None' }).expect(200);
    const token = (await claimTokensFor(t, [instructionId])).get(instructionId)!;
    await requestPayoutWith(t, token, method, details);
    return { instructionId, key: `payout-${(await payoutOf(instructionId)).id}` };
  }

  /** Waits until the worker has recorded the provider's answer (the payout left `Processing`-unsubmitted). */
  const answered = (instructionId: string) => eventually(() => payoutOf(instructionId), (p) => p.status !== 'Processing' || p.submitted_on !== null, 30_000);

  const post = (name: string, callback: SignedCallback) => t.http.post(`/provider-callbacks/${name}`).set(callback.headers).set('Content-Type', 'application/json').send(callback.body);

  describe('Tremendous (gift and prepaid cards)', () => {
    it('completes a gift card with the reward’s link, once although the first answer was a 500 after the order was made', async () => {
      const { instructionId, key } = payouts.retried;
      const payout = await answered(instructionId);
      expect(payout.status).toBe('Completed');
      expect(tremendous.orderRequests.get(key)).toBe(2);
      const [order] = tremendous.ordersFor(key);
      expect(tremendous.ordersFor(key)).toHaveLength(1);
      expect(order.rewards[0].value).toEqual({ denomination: 25, currency_code: 'USD' });
      const credentials = t.app.get(FieldEncryption).decryptJson<CardCredentials>(payout.credentials_encrypted);
      expect(credentials).toEqual({ code: order.rewards[0].id, pin: null, redemptionUrl: order.rewards[0].delivery.link });
      expect(payout.provider_reference).toBe(order.rewards[0].id);
      expect(await instructionStatus(instructionId)).toBe('Fulfilled');
    });

    it('fails a payout Tremendous refuses, with its message, and restores the instruction', async () => {
      const { instructionId, key } = payouts.refused;
      const payout = await answered(instructionId);
      expect(payout).toMatchObject({ status: 'Failed', failure_reason: 'Recipient email is invalid' });
      expect(tremendous.ordersFor(key)).toHaveLength(0);
      expect(await instructionStatus(instructionId)).toBe('Restored');
    });

    it('completes an order once approved, through its signed callback; a bad signature is 401 and a repeat changes nothing', async () => {
      const { instructionId, key } = payouts.approved;
      expect(await answered(instructionId)).toMatchObject({ status: 'Processing' });
      const order = tremendous.approve(key);
      const resource = { id: order.rewards[0].id, type: 'rewards' as const };

      const forged = await post('tremendous', tremendous.callback('REWARDS.DELIVERY.SUCCEEDED', resource, 'not-the-secret')).expect(401);
      expect(forged.body).toMatchObject({ code: 'CALLBACK_SIGNATURE_INVALID' });
      expect((await payoutOf(instructionId)).status).toBe('Processing');

      expect((await post('tremendous', tremendous.callback('REWARDS.DELIVERY.SUCCEEDED', resource)).expect(200)).body).toEqual({ applied: 1, unknown: 0 });
      expect((await payoutOf(instructionId)).status).toBe('Completed');
      const before = await trail(instructionId);
      expect(before.kinds).toContain('PayoutInstructionFulfilled');
      await post('tremendous', tremendous.callback('REWARDS.DELIVERY.SUCCEEDED', resource)).expect(200);
      expect(await trail(instructionId)).toEqual(before);
      expect(await instructionStatus(instructionId)).toBe('Fulfilled');
    });

    it('fails an order the approver rejected, through its callback', async () => {
      const { instructionId, key } = payouts.rejected;
      await answered(instructionId);
      const order = tremendous.reject(key);
      await post('tremendous', tremendous.callback('ORDERS.REJECTED', { id: order.id, type: 'orders' })).expect(200);
      expect(await payoutOf(instructionId)).toMatchObject({ status: 'Failed', failure_reason: 'Tremendous canceled the order' });
      expect(await instructionStatus(instructionId)).toBe('Restored');
    });

    it('acknowledges a callback about an order that is not ours', async () => {
      const stranger = tremendous.placeOrder('their-own-reference');
      expect((await post('tremendous', tremendous.callback('ORDERS.EXECUTED', { id: stranger.id, type: 'orders' })).expect(200)).body).toEqual({ applied: 0, unknown: 1 });
    });
  });

  describe('PayPal Payouts (wallets)', () => {
    it('completes a payout once the recipient accepted, through the verified callback, although the first ask was a 429', async () => {
      const { instructionId, key } = payouts.accepted;
      const payout = await answered(instructionId);
      const item = paypal.itemOf(key)!;
      expect(payout).toMatchObject({ status: 'Processing', provider_reference: item.payout_item_id });
      expect(paypal.payoutRequests.get(key)).toBe(2);
      expect(item.payout_item).toMatchObject({ receiver: 'katherine@example.com', amount: { value: '25.00', currency: 'USD' }, recipient_wallet: 'PAYPAL' });

      const tampered = paypal.callback('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', paypal.settle(key, 'SUCCESS'), true);
      expect((await post('paypal', tampered).expect(401)).body).toMatchObject({ code: 'CALLBACK_SIGNATURE_INVALID' });
      expect((await payoutOf(instructionId)).status).toBe('Processing');

      await post('paypal', paypal.callback('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', paypal.itemOf(key)!)).expect(200);
      expect((await payoutOf(instructionId)).status).toBe('Completed');
      expect(await instructionStatus(instructionId)).toBe('Fulfilled');
    });

    it('fails a payout PayPal could not deliver, through its callback, with PayPal’s reason', async () => {
      const { instructionId, key } = payouts.undelivered;
      await answered(instructionId);
      const item = paypal.settle(key, 'FAILED', { name: 'RECEIVER_UNREGISTERED', message: 'Receiver is unregistered' });
      await post('paypal', paypal.callback('PAYMENT.PAYOUTS-ITEM.FAILED', item)).expect(200);
      expect(await payoutOf(instructionId)).toMatchObject({ status: 'Failed', failure_reason: 'PayPal: failed (Receiver is unregistered)' });
      expect(await instructionStatus(instructionId)).toBe('Restored');
    });

    it('books money PayPal took back after paying (REVERSED): the payout Returned, its amount allocated again, the instruction Restored; a repeat changes nothing', async () => {
      const { instructionId, key } = payouts.reversed;
      await answered(instructionId);
      await post('paypal', paypal.callback('PAYMENT.PAYOUTS-ITEM.SUCCEEDED', paypal.settle(key, 'SUCCESS'))).expect(200);
      expect((await payoutOf(instructionId)).status).toBe('Completed');
      const paid = await balancesOf(t, c);

      const reversal = paypal.callback('PAYMENT.PAYOUTS-ITEM.REVERSED', paypal.settle(key, 'REVERSED', { name: 'REVERSED', message: 'The payment was reversed' }));
      await post('paypal', reversal).expect(200);
      expect(await payoutOf(instructionId)).toMatchObject({ status: 'Returned', failure_reason: 'PayPal: reversed (The payment was reversed)' });
      expect(await instructionStatus(instructionId)).toBe('Restored');
      const returned = await balancesOf(t, c);
      expect(returned.paidOut).toBe(paid.paidOut - 25);
      expect(returned.allocated).toBe(paid.allocated + 25);
      const ledger = await RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
      expect(ledger).toEqual([]);

      const before = await trail(instructionId);
      expect(before.kinds).toContain('PayoutReturned');
      await post('paypal', reversal).expect(200);
      expect(await trail(instructionId)).toEqual(before);
      expect((await balancesOf(t, c)).paidOut).toBe(returned.paidOut);
    });

    it('cancels an unclaimed transfer at PayPal when an administrator restores the instruction', async () => {
      const { instructionId, key } = payouts.unclaimed;
      await answered(instructionId);
      await t.http.post(`${V2}/payout-instructions/${instructionId}/:try-restore`).set(c.auth).expect(200);
      expect(paypal.itemOf(key)?.transaction_status).toBe('RETURNED');
      expect(await instructionStatus(instructionId)).toBe('Restored');
    });
  });

  describe('operators', () => {
    it('lists who pays each category, never a credential', async () => {
      const listed = await t.http.get(`${V2}/admin/payout-providers`).set(operator).expect(200);
      expect(listed.body).toEqual({
        data: [
          { category: 'GiftCard', provider: 'tremendous' },
          { category: 'PrepaidCard', provider: 'tremendous' },
          { category: 'DigitalWallet', provider: 'paypal' },
          { category: 'PaperCheck', provider: 'in-house' },
        ],
        configured: ['tremendous', 'paypal'],
      });
      expect(JSON.stringify(listed.body)).not.toMatch(/TEST_tremendous-key|paypal-secret/);
      await t.http.get(`${V3}/admin/payout-providers`).set(c.auth).expect(403);
    });

    it('tests each provider: Ok, Failed once the key is refused, 409 for one not configured', async () => {
      for (const prefix of [V2, V3]) {
        for (const name of ['tremendous', 'paypal']) {
          expect((await t.http.post(`${prefix}/admin/payout-providers/${name}/:test`).set(operator).expect(200)).body).toMatchObject({ status: 'Ok' });
        }
      }
      tremendous.apiKey = 'rotated-at-tremendous';
      try {
        const failed = await t.http.post(`${V2}/admin/payout-providers/tremendous/:test`).set(operator).expect(200);
        expect(failed.body).toEqual({ status: 'Failed', message: 'Tremendous answered 401: Unauthorized: the API key is not valid' });
      } finally {
        tremendous.apiKey = 'TEST_tremendous-key';
      }
      expect((await t.http.post(`${V2}/admin/payout-providers/lob/:test`).set(operator).expect(409)).body).toMatchObject({ code: 'PAYOUT_PROVIDER_NOT_CONFIGURED' });
      await t.http.post(`${V2}/admin/payout-providers/acme/:test`).set(operator).expect(404);
    });

    it('refuses to start a worker whose key the provider refuses, saying so', async () => {
      const { code, output } = await refusedWorker;
      expect(code).not.toBe(0);
      expect(output).toContain('Payout provider credentials refused: tremendous: Tremendous answered 401');
      expect(output).not.toContain('revoked-key');
    });
  });
});
