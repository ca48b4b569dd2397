import { writeFileSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import { RequestContext } from '@mikro-orm/postgresql';
import { query } from '../../src/core/database/sql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { BankFileDeliveries } from '../../src/modules/bank-files';
import { BankInboxPoll } from '../../src/modules/bank-inbox';
import { BankRails } from '../../src/modules/payouts';
import { claimCampaign, claimTokensFor, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { camt053, nachaReturnsFile } from '../utils/bank-inbound-files';
import { parseNacha, verifyNacha } from '../utils/nacha-reader';
import { decryptWith, encryptTo, testPgpKey, type TestPgpKey } from '../utils/pgp-keys';
import { startSftpServer, type SftpTestServer } from '../utils/sftp-server';
import { eventually } from '../utils/test-app';
import { Queue } from 'bullmq';
import { killWorker, startWorkerProcess, useWorkerProcesses, waitForConsumer } from '../utils/worker-process';

jest.setTimeout(120_000);

const OPERATOR_ORG = newOrganizationId();
const ACH_DETAILS = { fullName: 'Zoë Ångström', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Savings' };
const ADDRESS = { line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postalCode: '62701' };

let server: SftpTestServer;
let bankKey: TestPgpKey;
let ourKey: TestPgpKey;

// The bank before the app: the app reads its connection (BANK_SFTP_*) as it starts.
beforeAll(async () => {
  server = await startSftpServer();
  [bankKey, ourKey] = await Promise.all([testPgpKey('Bank'), testPgpKey('Campaign Manager')]);
  Object.assign(process.env, {
    OPERATOR_ORG_IDS: OPERATOR_ORG,
    BANK_SFTP_HOST: '127.0.0.1',
    BANK_SFTP_PORT: String(server.port),
    BANK_SFTP_USERNAME: server.username,
    BANK_SFTP_PASSWORD: server.password,
    BANK_SFTP_HOST_KEY_SHA256: server.hostKeySha256,
    BANK_PGP_PUBLIC_KEY_FILE: bankKey.publicKeyFile,
    BANK_PGP_PRIVATE_KEY_FILE: ourKey.privateKeyFile,
    BANK_PGP_PASSPHRASE: ourKey.passphrase,
    // The sandbox bank must not settle within the test: returns find the transfers as the batch left them.
    ACH_SANDBOX_SETTLE_SECONDS: '3600',
  });
});
afterAll(async () => {
  for (const name of ['OPERATOR_ORG_IDS', 'BANK_SFTP_HOST', 'BANK_SFTP_PORT', 'BANK_SFTP_USERNAME', 'BANK_SFTP_PASSWORD', 'BANK_SFTP_HOST_KEY_SHA256', 'BANK_PGP_PUBLIC_KEY_FILE', 'BANK_PGP_PRIVATE_KEY_FILE', 'BANK_PGP_PASSPHRASE', 'ACH_SANDBOX_SETTLE_SECONDS']) {
    delete process.env[name];
  }
  await server?.stop();
});

/**
 * The bank connection end to end (docs/bank-files.md, docs/bank-files-in.md), against a real SFTP server and real PGP
 * keys: NACHA files, print runs and positive pay files land on the server encrypted to the bank's key, exactly once,
 * even when the worker is killed mid-upload; returns and statements placed in its inbox are read over SFTP and applied
 * once; a malformed file is quarantined.
 */
describe('bank connection over SFTP', () => {
  const workers = useWorkerProcesses('bank');
  let operator: Record<string, string>;
  beforeAll(async () => {
    operator = bearer(await tokenFor(OPERATOR_ORG));
  });

  const t = () => workers.t;
  const deliverDue = () => RequestContext.create(t().orm.em, () => t().app.get(BankFileDeliveries).deliverDue());
  const poll = () => RequestContext.create(t().orm.em, () => t().app.get(BankInboxPoll).run());
  const deliveries = async () => (await t().http.get(`${V3}/admin/bank-file-deliveries?pageSize=100`).set(operator).expect(200)).body.data as Record<string, unknown>[];
  const outbox = async () => (await server.files('/outbound')).filter((name) => !name.endsWith('.part'));
  const remote = (name: string) => readFile(server.local(`/outbound/${name}`));

  /** A started worker process, asked to deliver now (as the batch's wake-up would) rather than at its next scheduled round. */
  async function delivererStarted() {
    const worker = startWorkerProcess({ queuePrefix: workers.prefix });
    await waitForConsumer(workers.prefix, 'payouts');
    const queue = new Queue('payouts', { connection: { url: process.env.REDIS_URL }, prefix: workers.prefix });
    await queue.add('bank-files-deliver', {});
    await queue.close();
    return worker;
  }

  async function achPayout(c: FundedCampaign): Promise<string> {
    const { id } = await initiatedInstruction(t(), c, { amount: 25, lastName: 'Lovelace' });
    await requestPayoutWith(t(), (await claimTokensFor(t(), [id])).get(id)!, METHODS.ach, ACH_DETAILS, 'Pending');
    return id;
  }
  const batch = (c: FundedCampaign) => t().http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202);
  /** A new organization's ACH payout batched into a NACHA file: its id and its text as the API downloads it. */
  async function batchedFile(): Promise<{ fileId: string; expected: string }> {
    const c = await claimCampaign(t(), { methods: [METHODS.ach] });
    const id = await achPayout(c);
    await batch(c);
    const fileId = await fileOf(id);
    return { fileId, expected: (await t().http.get(`${V2}/admin/ach-files/${fileId}/content`).set(c.auth).expect(200)).text };
  }
  const fileOf = async (instructionId: string) =>
    (await query<{ ach_file_id: string }>(t().orm.em.fork(), 'select ach_file_id from ach_transfer where payout_instruction_id = ?', [instructionId]))[0].ach_file_id;

  it('shows the connection to operators only, and :test lists both folders', async () => {
    const shown = (await t().http.get(`${V2}/admin/bank-connection`).set(operator).expect(200)).body;
    expect(shown).toEqual({
      configured: true,
      host: '127.0.0.1',
      port: server.port,
      username: server.username,
      authentication: 'Password',
      hostKeySha256: server.hostKeySha256,
      outboxDir: '/outbound',
      inboxDir: '/inbound',
      encryptsOutgoing: true,
      decryptsIncoming: true,
    });
    expect(JSON.stringify(shown)).not.toContain(server.password);
    expect((await t().http.post(`${V3}/admin/bank-connection/:test`).set(operator).expect(200)).body).toEqual({
      status: 'Ok',
      message: expect.stringContaining(`127.0.0.1:${server.port}`),
      outboxFiles: 0,
      inboxFiles: 0,
    });
    const organization = await claimCampaign(t(), { methods: [METHODS.ach] });
    await t().http.post(`${V3}/admin/bank-connection/:test`).set(organization.auth).expect(403);
    await t().http.get(`${V3}/admin/bank-file-deliveries`).set(organization.auth).expect(403);
  });

  it('delivers a batch’s NACHA file encrypted to the bank’s key, once, as the file the API downloads', async () => {
    const c = await claimCampaign(t(), { methods: [METHODS.ach] });
    const id = await achPayout(c);
    await batch(c);
    const fileId = await fileOf(id);
    expect(await deliveries()).toContainEqual(expect.objectContaining({ kind: 'AchFile', sourceId: fileId, status: 'Pending', attempts: 0 }));

    expect(await deliverDue()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    const [delivery] = (await deliveries()).filter((d) => d.sourceId === fileId);
    expect(delivery).toMatchObject({ status: 'Delivered', attempts: 1, lastError: null, foundOnServer: false, remoteName: expect.stringMatching(/^ACH_\d{8}_\d{6}_[0-9A-F]{12}\.txt\.pgp$/) });
    expect(await outbox()).toEqual([delivery.remoteName]);

    const encrypted = await remote(delivery.remoteName as string);
    expect(encrypted.includes(Buffer.from('000123456789'))).toBe(false);
    const text = (await decryptWith(bankKey, encrypted)).toString('utf8');
    expect(text).toBe((await t().http.get(`${V2}/admin/ach-files/${fileId}/content`).set(c.auth).expect(200)).text);
    const nacha = parseNacha(text);
    expect(verifyNacha(nacha)).toEqual([]);
    expect(nacha.batches[0].entries).toEqual([expect.objectContaining({ DFIAccount: '000123456789', amount: '0000002500' })]);
    expect(delivery.sha256).toMatch(/^[0-9a-f]{64}$/);
    expect(delivery.sizeBytes).toBe(encrypted.length);

    // Nothing left to deliver: a second round sends nothing.
    expect(await deliverDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    expect(await outbox()).toEqual([delivery.remoteName]);
    await t().http.post(`${V3}/admin/bank-file-deliveries/${delivery.id as string}/:retry`).set(operator).expect(409);
  });

  it('delivers a print run’s PDF and its positive pay file', async () => {
    const c = await claimCampaign(t(), { methods: [METHODS.paperCheck], dollars: 5_000 });
    const { id } = await initiatedInstruction(t(), c, { amount: 1234.56, lastName: 'Lovelace' });
    await requestPayoutWith(t(), (await claimTokensFor(t(), [id])).get(id)!, METHODS.paperCheck, { mailingAddress: ADDRESS }, 'Pending');
    await t().http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'CheckPrintRun' }).expect(202);
    const { checkNumber } = (await t().http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;

    const before = await outbox();
    expect(await deliverDue()).toEqual({ delivered: 2, retrying: 0, failed: 0 });
    const added = (await outbox()).filter((name) => !before.includes(name));
    const pdfName = added.find((name) => name.startsWith('CHECKS_'))!;
    const positivePayName = added.find((name) => name.startsWith('POSPAY_'))!;
    expect(added.sort()).toEqual([pdfName, positivePayName].sort());
    const read = async (name: string) => decryptWith(bankKey, await remote(name));
    expect((await read(pdfName)).subarray(0, 5).toString('latin1')).toBe('%PDF-');
    expect((await read(positivePayName)).toString('utf8').split('\r\n')).toEqual([
      'Account Number,Check Number,Issue Date,Amount,Payee Name',
      expect.stringMatching(new RegExp(`^000123456789,${checkNumber},\\d{2}/\\d{2}/\\d{4},1234\\.56,Ada Lovelace$`)),
      '',
    ]);
  });

  it('settles a submitted transfer on its effective date, not by the sandbox bank’s clock', async () => {
    const c = await claimCampaign(t(), { methods: [METHODS.ach] });
    const id = await achPayout(c);
    await batch(c);
    const rails = () => t().app.get(BankRails);
    const transfer = async () => (await t().http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(c.auth).expect(200)).body;
    // Submitted long ago by the sandbox's measure, effective on a later day: neither sweep settles it yet.
    await query(t().orm.em.fork(), `update ach_transfer set submitted_on = now() - interval '1 day' where payout_instruction_id = ?`, [id]);
    await RequestContext.create(t().orm.em, () => rails().sandboxSweep());
    expect(await RequestContext.create(t().orm.em, () => rails().settleOnEffectiveDate())).toBe(0);
    expect(await transfer()).toMatchObject({ status: 'Submitted' });
    // The effective date comes: it settles once, the payout completes, the money is paid out.
    await query(t().orm.em.fork(), `update ach_transfer set effective_date = (now() at time zone 'UTC')::date where payout_instruction_id = ?`, [id]);
    expect(await RequestContext.create(t().orm.em, () => rails().settleOnEffectiveDate())).toBeGreaterThanOrEqual(1);
    expect(await transfer()).toMatchObject({ status: 'Settled' });
    expect((await t().http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body).toMatchObject({ status: 'Completed' });
    expect(await RequestContext.create(t().orm.em, () => rails().settleOnEffectiveDate())).toBe(0);
    expect(await balancesOf(t(), c)).toMatchObject({ paidOut: 25, allocated: 0 });
    expect(await deliverDue()).toMatchObject({ delivered: 1 });
  });

  it('refuses an impostor’s host key and records it on the delivery; spent attempts make it Failed (in /metrics) until :retry sends it once', async () => {
    const { fileId, expected } = await batchedFile();
    const before = await outbox();
    const writesBefore = server.writes.size;
    const deliveryOf = async () => (await deliveries()).find((d) => d.sourceId === fileId)!;
    const failedSeries = /^bank_file_deliveries\{kind="AchFile",status="Failed"\} 1$/m;

    const impostor = await server.presentOtherHostKey();
    try {
      expect((await t().http.post(`${V2}/admin/bank-connection/:test`).set(operator).expect(200)).body).toEqual({
        status: 'Failed',
        message: expect.stringContaining(`presented host key ${impostor}, not the pinned`),
        outboxFiles: null,
        inboxFiles: null,
      });
      expect(await deliverDue()).toEqual({ delivered: 0, retrying: 1, failed: 0 });
      const refused = await deliveryOf();
      expect(refused).toMatchObject({ status: 'Pending', attempts: 1, lastError: expect.stringContaining(`presented host key ${impostor}, not the pinned`) });
      expect(Date.parse(refused.nextAttemptOn as string)).toBeGreaterThan(Date.now() + 20_000);
      // The last attempt, as if the retries' hours had passed.
      await query(t().orm.em.fork(), 'update bank_file_delivery set attempts = 7, next_attempt_on = now() where id = ?', [refused.id]);
      expect(await deliverDue()).toEqual({ delivered: 0, retrying: 0, failed: 1 });
      expect(await deliveryOf()).toMatchObject({ status: 'Failed', attempts: 8, nextAttemptOn: null, lastError: expect.stringContaining(impostor) });
      expect((await t().http.get('/metrics').expect(200)).text).toMatch(failedSeries);
      // Failed stays Failed: the deliverer does not take it again.
      expect(await deliverDue()).toEqual({ delivered: 0, retrying: 0, failed: 0 });
    } finally {
      await server.presentOtherHostKey(false);
    }
    // Nothing reached the impostor.
    expect(server.writes.size).toBe(writesBefore);
    expect(await outbox()).toEqual(before);

    const delivery = await deliveryOf();
    expect((await t().http.post(`${V3}/admin/bank-file-deliveries/${delivery.id as string}/:retry`).set(operator).expect(200)).body).toMatchObject({
      id: delivery.id,
      status: 'Pending',
      attempts: 0,
    });
    expect(await deliverDue()).toEqual({ delivered: 1, retrying: 0, failed: 0 });
    expect(await deliveryOf()).toMatchObject({ status: 'Delivered', attempts: 1, lastError: null, foundOnServer: false });
    expect((await outbox()).filter((name) => !before.includes(name))).toEqual([delivery.remoteName]);
    expect((await decryptWith(bankKey, await remote(delivery.remoteName as string))).toString('utf8')).toBe(expected);
    expect((await t().http.get('/metrics').expect(200)).text).not.toMatch(failedSeries);
  });

  it('a worker killed mid-upload: the next one delivers the file once, whole', async () => {
    const { fileId, expected } = await batchedFile();
    const before = await outbox();

    // The first worker starts the upload; the server holds its writes, and the worker is killed there.
    server.writes.clear();
    server.stallWrites();
    const first = await delivererStarted();
    await server.writeSeen(/^\/outbound\/ACH_.*\.part$/, 60_000);
    expect(await outbox()).toEqual(before);
    await killWorker(first);
    server.releaseWrites();
    await workers.settled();
    expect((await deliveries()).find((d) => d.sourceId === fileId)).toMatchObject({ status: 'Pending', attempts: 0 });

    const second = await delivererStarted();
    const delivered = await eventually(deliveries, (list) => list.some((d) => d.sourceId === fileId && d.status === 'Delivered'), 60_000);
    await killWorker(second);
    const delivery = delivered.find((d) => d.sourceId === fileId)!;
    expect(delivery).toMatchObject({ attempts: 1, foundOnServer: false });
    const added = (await outbox()).filter((name) => !before.includes(name));
    expect(added).toEqual([delivery.remoteName]);
    expect(await server.files('/outbound')).not.toContainEqual(expect.stringMatching(/\.part$/));
    expect((await decryptWith(bankKey, await remote(added[0]))).toString('utf8')).toBe(expected);
  });

  it('reads the inbox over SFTP: a PGP returns file returns its payouts once, a camt.053 funds the campaign it names, a malformed file is quarantined', async () => {
    const c = await claimCampaign(t(), { methods: [METHODS.ach] });
    const returned = await achPayout(c);
    await batch(c);
    await t().http.post(`${V3}/simulate/payout-instructions/${returned}/:settle-ach`).set(c.auth).expect(202);
    const { traceNumber } = (await t().http.get(`${V2}/ach-transfers?payoutInstructionId=${returned}`).set(c.auth).expect(200)).body;
    const funded = await claimCampaign(t(), { methods: [METHODS.ach], dollars: 0 });
    const reference = (await t().http.get(`${V2}/campaigns/${funded.campaignId}`).set(funded.auth).expect(200)).body.fundingReference as string;
    const [{ account_number: accountNumber }] = await query<{ account_number: string }>(t().orm.em.fork(), 'select account_number from bank_account where id = ?', [funded.bankAccountId]);

    const returns = await encryptTo(ourKey, Buffer.from(nachaReturnsFile([{ originalTraceNumber: traceNumber, amountCents: 2500, returnReasonCode: 'R03' }])));
    writeFileSync(server.local('/inbound/RETURNS_20261128.ach.pgp'), returns);
    writeFileSync(server.local('/inbound/STMT_20261128.xml'), camt053(accountNumber, [{ amount: '300.00', reference: `SFTP-${reference}`, remittance: `Study funding ${reference}` }]));
    writeFileSync(server.local('/inbound/BROKEN.ach'), '101 this is not a NACHA file\n');

    expect(await poll()).toEqual({ listed: 3, applied: 2, quarantined: 1, duplicates: 0, failed: 0 });
    expect((await t().http.get(`${V2}/payout-instructions/${returned}/payout`).set(c.auth).expect(200)).body).toMatchObject({ status: 'Returned' });
    expect(await balancesOf(t(), funded)).toMatchObject({ received: 300, unallocated: 300 });
    // A second poll reads nothing again: the payout is returned once, the campaign funded once.
    expect(await poll()).toEqual({ listed: 3, applied: 0, quarantined: 0, duplicates: 0, failed: 0 });
    expect(await balancesOf(t(), c)).toMatchObject({ paidOut: 0, allocated: 25 });
    expect(await balancesOf(t(), funded)).toMatchObject({ received: 300 });

    const files = (await t().http.get(`${V3}/admin/bank-inbound-files?pageSize=100`).set(operator).expect(200)).body.data as { name: string; kind: string | null; status: string; error: string | null }[];
    expect(files.find((f) => f.name === 'RETURNS_20261128.ach.pgp')).toMatchObject({ kind: 'NachaReturns', status: 'Applied' });
    expect(files.find((f) => f.name === 'STMT_20261128.xml')).toMatchObject({ kind: 'Camt053', status: 'Applied' });
    expect(files.find((f) => f.name === 'BROKEN.ach')).toMatchObject({ status: 'Quarantined', error: expect.stringContaining('line 1') });
    for (const org of [c, funded]) {
      expect(await RequestContext.create(t().orm.em, () => t().app.get(LedgerInvariantChecker).check(t().orm.em.fork(), org.organizationId))).toEqual([]);
    }
  });
});
