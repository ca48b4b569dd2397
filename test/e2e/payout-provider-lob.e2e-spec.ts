import { RequestContext } from '@mikro-orm/postgresql';
import { Test } from '@nestjs/testing';
import { WorkerModule } from '../../workers/worker.module';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { claimCampaign, claimTokensFor, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { SANDBOX_ORGANIZATION_ID } from '../../src/core/config/env.schema';
import { bearer, tokenFor } from '../utils/auth';
import { FakeLob } from '../utils/fake-lob';
import { startMailingStack, type MailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

const ADDRESS = { line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postalCode: '62701' };
const WEBHOOK_SECRET = 'lob-webhook-secret-for-tests';
const LOB_ENV = ['PAYOUT_PROVIDER_CHECKS', 'LOB_API_KEY', 'LOB_BASE_URL', 'LOB_BANK_ACCOUNT_ID', 'LOB_FROM_ADDRESS_ID', 'LOB_WEBHOOK_SECRET'] as const;

/**
 * Checks printed and mailed by Lob (docs/providers.md, Lob), against a local Lob (test/utils/fake-lob.ts): the app and
 * the worker configured with PAYOUT_PROVIDER_CHECKS=lob; Lob's signed callbacks posted to /provider-callbacks/lob.
 */
describe('checks through Lob', () => {
  let lob: FakeLob;
  let stack: MailingStack;
  let t: TestApp;
  const saved: Partial<Record<(typeof LOB_ENV)[number], string>> = {};

  beforeAll(async () => {
    lob = await FakeLob.start();
    for (const name of LOB_ENV) saved[name] = process.env[name];
    Object.assign(process.env, {
      PAYOUT_PROVIDER_CHECKS: 'lob',
      LOB_API_KEY: lob.apiKey,
      LOB_BASE_URL: lob.baseUrl,
      LOB_BANK_ACCOUNT_ID: lob.bankAccountId,
      LOB_FROM_ADDRESS_ID: 'adr_210a8d4b0b76d77b',
      LOB_WEBHOOK_SECRET: WEBHOOK_SECRET,
    });
    stack = await startMailingStack();
    t = stack.t;
  });

  afterAll(async () => {
    await stack?.stop();
    for (const name of LOB_ENV) {
      if (saved[name] === undefined) delete process.env[name];
      else process.env[name] = saved[name];
    }
    await lob?.close();
  });

  const ledgerViolations = (c: FundedCampaign) => RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
  const payout = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
  const instruction = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body;
  const activityKinds = async (c: FundedCampaign, id: string) =>
    ((await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as { kind: string }[]).map((e) => e.kind);
  const keyOf = (payoutId: string) => `payout-${payoutId}`;

  /** A check requested by a beneficiary: `Processing` at once (Lob's, not the print run's), then at Lob. */
  async function requestedCheck(c: FundedCampaign, amount: number, address = ADDRESS) {
    const { id } = await initiatedInstruction(t, c, { amount, lastName: 'Lovelace' });
    const token = (await claimTokensFor(t, [id])).get(id)!;
    await requestPayoutWith(t, token, METHODS.paperCheck, { mailingAddress: address }, 'Processing');
    return id;
  }
  /** The worker took it to Lob: the payout carries Lob's check. */
  const atLob = async (c: FundedCampaign, id: string) => {
    const { id: payoutId } = await payout(c, id);
    return eventually(
      async () => lob.checkOfKey(keyOf(payoutId)),
      (check) => check !== undefined,
    ).then((check) => ({ payoutId, check: check! }));
  };
  const callback = (type: string, checkId: string, options: { secret?: string; timestamp?: number } = {}) => {
    const { raw, headers } = lob.event(type, checkId, options.secret ?? WEBHOOK_SECRET, options);
    return t.http.post('/provider-callbacks/lob').set(headers).send(raw);
  };

  it('mails a check through Lob: created by the worker, mailed by the callback, deposited; the print run never takes it', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.paperCheck], dollars: 5_000 });
    const id = await requestedCheck(c, 1234.56);
    const { payoutId, check } = await atLob(c, id);
    expect(check).toMatchObject({
      amount: 1234.56,
      bank_account: lob.bankAccountId,
      from: 'adr_210a8d4b0b76d77b',
      to: { name: 'Ada Lovelace', address_line1: '1 Main St', address_line2: 'Apt 2', address_city: 'Springfield', address_state: 'IL', address_zip: '62701', address_country: 'US' },
      metadata: { payout_key: keyOf(payoutId) },
      memo: 'Spring study',
    });
    expect(lob.createRequests.filter((r) => r.idempotencyKey === keyOf(payoutId))).toHaveLength(1);
    await eventually(
      () => t.orm.em.getConnection().execute<{ provider_reference: string | null }[]>('select provider_reference from payout where id = ?', [payoutId]),
      ([row]) => row.provider_reference === check.id,
    );
    expect(await payout(c, id)).toMatchObject({ status: 'Processing', checkNumber: null });

    // The print run takes no Lob check.
    expect((await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'CheckPrintRun' }).expect(202)).body.count).toBe(0);

    // Bad signatures change nothing.
    expect((await callback('check.mailed', check.id, { secret: 'not-the-secret' }).expect(401)).body).toMatchObject({ code: 'CALLBACK_SIGNATURE_INVALID' });
    await callback('check.mailed', check.id, { timestamp: Date.now() - 10 * 60_000 }).expect(401);
    await t.http.post('/provider-callbacks/lob').set({ 'Content-Type': 'application/json' }).send('{}').expect(401);
    expect(await payout(c, id)).toMatchObject({ status: 'Processing' });

    // Events that move nothing (created, rendered) are acknowledged.
    expect((await callback('check.created', check.id).expect(200)).body).toEqual({ applied: 0, unknown: 0 });
    expect(await payout(c, id)).toMatchObject({ status: 'Processing' });

    lob.markMailed(check.id);
    expect((await callback('check.mailed', check.id).expect(200)).body).toEqual({ applied: 1, unknown: 0 });
    expect(await payout(c, id)).toMatchObject({ status: 'Mailed', checkNumber: String(check.check_number) });
    // Later tracking events and repeats change nothing more.
    await callback('check.in_transit', check.id).expect(200);
    await callback('check.mailed', check.id).expect(200);
    expect(await payout(c, id)).toMatchObject({ status: 'Mailed', checkNumber: String(check.check_number) });
    expect((await activityKinds(c, id)).filter((kind) => kind === 'CheckMailed')).toHaveLength(1);
    // Mailed: Lob cannot take it back, and says so.
    expect((await t.http.post(`${V3}/payout-instructions/${id}/:try-restore`).set(c.auth).expect(400)).body).toMatchObject({ code: 'PAYOUT_NOT_RESTORABLE' });

    // Lob does not know when a check is cashed: the bank does (the sandbox's deposit here).
    await t.http.post(`${V3}/simulate/payout-instructions/${id}/:deposit-check`).set(c.auth).expect(202);
    expect(await payout(c, id)).toMatchObject({ status: 'Completed' });
    expect(await instruction(c, id)).toMatchObject({ status: 'Fulfilled' });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 5000 - 1234.56, allocated: 0, paidOut: 1234.56 });
    expect(await activityKinds(c, id)).toEqual(expect.arrayContaining(['PayoutProcessing', 'CheckMailed', 'CheckDeposited', 'PayoutInstructionFulfilled']));
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('fails a check returned to sender: Failed, the instruction Restored, its money allocated again', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.paperCheck] });
    const id = await requestedCheck(c, 40);
    const { check } = await atLob(c, id);
    await callback('check.mailed', check.id).expect(200);
    await callback('check.returned_to_sender', check.id).expect(200);
    expect(await payout(c, id)).toMatchObject({ status: 'Failed', failureReason: 'The check was returned to sender by the postal service.' });
    expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
    expect(await balancesOf(t, c)).toMatchObject({ allocated: 40, paidOut: 0 });
    // A repeat finds the payout failed already: one failure, one restore.
    await callback('check.returned_to_sender', check.id).expect(200);
    expect((await activityKinds(c, id)).filter((kind) => kind === 'PayoutFailed')).toHaveLength(1);
    expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('makes one Lob check for a create retried after Lob lost its answer (500) and throttled it (429)', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.paperCheck] });
    lob.failNextCreates({ status: 500, afterCreating: true }, { status: 429, retryAfter: 0 });
    const id = await requestedCheck(c, 12);
    const { payoutId, check } = await atLob(c, id);
    await eventually(
      () => payout(c, id),
      () => lob.createRequests.filter((r) => r.idempotencyKey === keyOf(payoutId)).length >= 3,
    );
    expect([...lob.checks.values()].filter((made) => made.metadata.payout_key === keyOf(payoutId))).toEqual([check]);
    await eventually(
      () => t.orm.em.getConnection().execute<{ provider_reference: string | null }[]>('select provider_reference from payout where id = ?', [payoutId]),
      ([row]) => row.provider_reference === check.id,
    );
  });

  it('fails a check Lob refuses (422) with Lob’s message, and cancels one not mailed yet at Lob', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.paperCheck] });
    const refused = await requestedCheck(c, 10, { ...ADDRESS, line1: 'Undeliverable Lane 1' });
    await eventually(
      () => payout(c, refused),
      (p) => p.status === 'Failed',
    );
    expect(await payout(c, refused)).toMatchObject({ failureReason: 'Lob refused the check: The to address is undeliverable.' });
    expect(await instruction(c, refused)).toMatchObject({ status: 'Restored' });

    const id = await requestedCheck(c, 15);
    const { payoutId, check } = await atLob(c, id);
    await eventually(
      () => t.orm.em.getConnection().execute<{ provider_reference: string | null }[]>('select provider_reference from payout where id = ?', [payoutId]),
      ([row]) => row.provider_reference === check.id,
    );
    expect((await t.http.post(`${V3}/payout-instructions/${id}/:try-restore`).set(c.auth).expect(200)).body).toMatchObject({ status: 'Restored' });
    expect(lob.deleteRequests).toContain(check.id);
    expect(await payout(c, id)).toMatchObject({ status: 'Cancelled' });
    // Lob's own word that it deleted the check changes nothing more.
    await callback('check.deleted', check.id).expect(200);
    expect(await payout(c, id)).toMatchObject({ status: 'Cancelled' });
    expect(await balancesOf(t, c)).toMatchObject({ allocated: 25, paidOut: 0 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('lists Lob as the checks’ provider and tests its connection (`:test`) for an operator', async () => {
    const operator = bearer(await tokenFor(SANDBOX_ORGANIZATION_ID));
    const listed = (await t.http.get(`${V2}/admin/payout-providers`).set(operator).expect(200)).body;
    expect(listed).toMatchObject({ configured: ['lob'], data: expect.arrayContaining([{ category: 'PaperCheck', provider: 'lob' }]) });
    expect(JSON.stringify(listed)).not.toContain(lob.apiKey);
    expect((await t.http.post(`${V3}/admin/payout-providers/lob/:test`).set(operator).expect(200)).body).toEqual({ status: 'Ok', message: `Lob answered: bank account ${lob.bankAccountId} is ready.` });
    lob.revokeKey();
    try {
      expect((await t.http.post(`${V2}/admin/payout-providers/lob/:test`).set(operator).expect(200)).body).toEqual({ status: 'Failed', message: 'Lob refused the API key (401).' });
    } finally {
      lob.revokeKey(false);
    }
    expect((await t.http.post(`${V2}/admin/payout-providers/tremendous/:test`).set(operator).expect(409)).body).toMatchObject({ code: 'PAYOUT_PROVIDER_NOT_CONFIGURED' });
  });

  it('refuses to start a worker whose Lob key Lob refuses', async () => {
    process.env.LOB_API_KEY = 'test_revoked_key';
    try {
      const moduleRef = await Test.createTestingModule({ imports: [WorkerModule] }).compile();
      const worker = moduleRef.createNestApplication({ bufferLogs: true });
      await expect(worker.init()).rejects.toThrow('Payout provider credentials refused: lob: Lob refused the API key (401).');
      await worker.close();
    } finally {
      process.env.LOB_API_KEY = lob.apiKey;
    }
  });
});
