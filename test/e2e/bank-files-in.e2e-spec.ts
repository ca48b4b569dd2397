import { RequestContext } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config';
import { query } from '../../src/core/database/sql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { mkdtemp, readdir, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { BankInbox, BankInboxPoll, type InboxFolder } from '../../src/modules/bank-inbox';
import { claimCampaign, claimTokensFor, emailTo, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { withdraw, withdrawalAccountOf } from '../factories/money';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { bai2, camt053, nachaReturnsFile } from '../utils/bank-inbound-files';
import { useMailingStack } from '../utils/mailing-stack';
import type { SmtpSink } from '../utils/smtp-sink';
import type { TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

const ACH_DETAILS = { fullName: 'Ada Lovelace', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Checking' };

/** This file's operator organization (OPERATOR_ORG_IDS, read by the app as it starts). */
const OPERATOR_ORG = newOrganizationId();
beforeAll(() => {
  process.env.OPERATOR_ORG_IDS = OPERATOR_ORG;
});
afterAll(() => {
  delete process.env.OPERATOR_ORG_IDS;
});

/**
 * Bank files in (docs/bank-files-in.md) on the real stack: a returns file returns the payouts it names once, a NOC is
 * recorded on its transfer, camt.053 and BAI2 statements fund the campaign their reference names (or stay
 * unattributed), a malformed file is quarantined with nothing applied; the operators' routes list them.
 */
describe('bank files in', () => {
  let t: TestApp;
  let sink: SmtpSink;
  useMailingStack((stack) => ({ t, sink } = stack));
  let operator: Record<string, string>;
  beforeAll(async () => {
    // The operator organization's first user, an Administrator with an address: the quarantine alert's recipient.
    operator = bearer(await tokenFor(OPERATOR_ORG, { subject: 'ops-olga', claims: { email: 'olga@example.com', email_verified: true } }));
    await t.http.get(`${V2}/me`).set(operator).expect(200);
  });

  const ingest = (name: string, content: string | Buffer) => RequestContext.create(t.orm.em, () => t.app.get(BankInbox).ingest({ name, content: Buffer.from(content) }));
  const ledgerViolations = (c: FundedCampaign) => RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
  const transferOf = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(c.auth).expect(200)).body;
  const payout = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
  const activity = async (c: FundedCampaign, id: string) =>
    (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as { kind: string; details: Record<string, unknown> }[];
  const fileView = async (id: string) => (await t.http.get(`${V3}/admin/bank-inbound-files/${id}`).set(operator).expect(200)).body;

  /** An ACH payout of $25 submitted to the bank in a batch, its trace number known. */
  async function submitted(c: FundedCampaign): Promise<{ id: string; traceNumber: string }> {
    const { id } = await initiatedInstruction(t, c, { amount: 25, lastName: 'Lovelace' });
    const token = (await claimTokensFor(t, [id])).get(id)!;
    await requestPayoutWith(t, token, METHODS.ach, ACH_DETAILS, 'Pending');
    await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202);
    return { id, traceNumber: (await transferOf(c, id)).traceNumber };
  }

  it('a returns file returns the payouts it names exactly once (twice at once, again re-encoded), records unknown traces, and a NOC on its transfer', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const settledOne = await submitted(c);
    const submittedOne = await submitted(c);
    const noticed = await submitted(c);
    await t.http.post(`${V3}/simulate/payout-instructions/${settledOne.id}/:settle-ach`).set(c.auth).expect(202);
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 925, allocated: 50, paidOut: 25 });

    const file = nachaReturnsFile([
      { originalTraceNumber: settledOne.traceNumber, amountCents: 2500, returnReasonCode: 'R03' },
      { originalTraceNumber: submittedOne.traceNumber, amountCents: 2500, returnReasonCode: 'R01' },
      { originalTraceNumber: '099999990000001', amountCents: 100, returnReasonCode: 'R02' },
    ]);
    const [first, second] = await Promise.all([ingest('RETURNS_1.txt', file), ingest('RETURNS_1.txt', file)]);
    expect([first.duplicate, second.duplicate].sort()).toEqual([false, true]);
    expect(first.id).toBe(second.id);
    const applied = await fileView(first.id!);
    expect(applied).toMatchObject({
      name: 'RETURNS_1.txt',
      kind: 'NachaReturns',
      status: 'Applied',
      error: null,
      summary: { returns: 3, returned: 2, returnsUnknown: ['099999990000001'], returnsNotApplicable: [], notificationsOfChange: 0 },
    });

    expect(await transferOf(c, settledOne.id)).toMatchObject({ status: 'Returned', returnReasonCode: 'R03' });
    expect(await payout(c, settledOne.id)).toMatchObject({ status: 'Returned' });
    expect(await transferOf(c, submittedOne.id)).toMatchObject({ status: 'Returned', returnReasonCode: 'R01' });
    expect(await payout(c, submittedOne.id)).toMatchObject({ status: 'Failed' });
    const returnedKinds = (await activity(c, settledOne.id)).map((entry) => entry.kind);
    expect(returnedKinds.filter((kind) => kind === 'AchTransferReturned')).toHaveLength(1);
    expect(returnedKinds).toContain('PayoutReturned');
    // The settled one came back from paid out; both instructions are Restored, their amounts allocated again.
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 925, allocated: 75, paidOut: 0 });

    // The same returns in other bytes (LF endings): a new file, whose returns no longer apply.
    const again = await ingest('RETURNS_1_RESENT.txt', file.replace(/\r\n/g, '\n'));
    expect(await fileView(again.id!)).toMatchObject({ status: 'Applied', summary: { returned: 0, returnsNotApplicable: [{ traceNumber: settledOne.traceNumber, status: 'Returned' }, { traceNumber: submittedOne.traceNumber, status: 'Returned' }] } });
    expect((await activity(c, settledOne.id)).filter((entry) => entry.kind === 'AchTransferReturned')).toHaveLength(1);
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 925, allocated: 75, paidOut: 0 });

    // A NOC: recorded on the transfer (masked in its view) and in the instruction's activity; the payout goes on.
    const noc = await ingest('NOC_1.txt', nachaReturnsFile([{ originalTraceNumber: noticed.traceNumber, amountCents: 0, changeCode: 'C01', correctedData: '55501234567' }]));
    expect(await fileView(noc.id!)).toMatchObject({ summary: { notificationsOfChange: 1, notificationsOfChangeRecorded: 1, notificationsOfChangeUnknown: [] } });
    const transfer = await transferOf(c, noticed.id);
    expect(transfer).toMatchObject({ status: 'Submitted', notificationOfChange: { changeCode: 'C01', description: 'Incorrect account number', correctedData: '****4567', receivedOn: expect.any(String) } });
    expect((await t.http.get(`${V3}/ach-transfers/${transfer.id}`).set(c.auth).expect(200)).body).toEqual(transfer);
    expect((await activity(c, noticed.id)).find((entry) => entry.kind === 'AchNotificationOfChange')?.details).toMatchObject({ changeCode: 'C01', correctedData: '****4567', traceNumber: noticed.traceNumber });
    expect(JSON.stringify(await activity(c, noticed.id))).not.toContain('55501234567');

    // A NOC of a withdrawal's transfer is shown on the withdrawal account it went to.
    await t.http.post(`${V3}/simulate/bank-accounts/${c.bankAccountId}/:receive-ach`).set(c.auth).send({ amount: 40 }).expect(202);
    const destination = await withdrawalAccountOf(t, c);
    const { transactionId } = (await withdraw(t, c, { withdrawalAccountId: destination, amount: 40 }).expect(202)).body;
    await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).expect(202);
    const [{ trace_number: withdrawalTrace }] = await query<{ trace_number: string }>(t.orm.em.fork(), 'select trace_number from ach_transfer where statement_line_id = ?', [transactionId]);
    await ingest('NOC_2.txt', nachaReturnsFile([{ originalTraceNumber: withdrawalTrace, amountCents: 0, changeCode: 'C03', correctedData: '011000015   55501234567' }]));
    const account = (await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}/withdrawal-accounts/${destination}`).set(c.auth).expect(200)).body;
    expect(account.notificationOfChange).toEqual({ changeCode: 'C03', description: 'Incorrect routing number and account number', correctedData: '011000015 ****4567', receivedOn: expect.any(String) });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('statements fund the campaign their reference names once; an unmatched credit stays unattributed; debits are ignored', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 0 });
    const campaign = (await t.http.get(`${V2}/campaigns/${c.campaignId}`).set(c.auth).expect(200)).body;
    expect(campaign.fundingReference).toMatch(/^CM-[2-9A-HJKMNP-Z]{8}$/);
    expect((await t.http.get(`${V3}/distributions/${c.campaignId}`).set(c.auth).expect(200)).body.fundingReference).toBe(campaign.fundingReference);
    const [{ account_number: accountNumber }] = await query<{ account_number: string }>(t.orm.em.fork(), 'select account_number from bank_account where id = ?', [c.bankAccountId]);
    const reference = campaign.fundingReference as string;

    const statement = camt053(accountNumber, [
      { amount: '150.00', reference: `CAMT-${reference}-1`, remittance: `Funding for ${reference.toLowerCase()}` },
      { amount: '20', reference: `CAMT-${reference}-2`, remittance: 'no reference here' },
      { amount: '5.00', reference: `CAMT-${reference}-3`, debit: true },
    ]);
    const camt = await ingest('STMT_1.xml', statement);
    expect(await fileView(camt.id!)).toMatchObject({ kind: 'Camt053', status: 'Applied', summary: { credits: 2, ignoredEntries: 1, funded: 2, attributed: 1, unattributed: 1, alreadyReceived: 0, unknownAccounts: [], refused: [] } });
    expect(await balancesOf(t, c)).toMatchObject({ received: 150, unallocated: 150 });
    expect((await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}`).set(c.auth).expect(200)).body).toMatchObject({ unattributedBalance: 20, balance: 170 });

    // The same credits in the next statement (other bytes): funded once.
    const repeat = await ingest('STMT_2.xml', statement.replace('STMT-1-1', 'STMT-2-1'));
    expect(await fileView(repeat.id!)).toMatchObject({ summary: { funded: 0, alreadyReceived: 2 } });

    const bai = await ingest('BAI_1.txt', bai2(accountNumber, [{ cents: 50_000, reference: `BAI-${reference}`, text: `ACH CREDIT REF ${reference}` }]));
    expect(await fileView(bai.id!)).toMatchObject({ kind: 'Bai2', status: 'Applied', summary: { credits: 1, funded: 1, attributed: 1 } });
    expect(await balancesOf(t, c)).toMatchObject({ received: 650, unallocated: 650 });
    expect((await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}`).set(c.auth).expect(200)).body).toMatchObject({ unattributedBalance: 20, balance: 670 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('statements complete the checks the bank paid from the checks’ account, once; another amount, another account or an unknown number completes nothing', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.paperCheck] });
    const checkAccount = t.app.get<AppConfig>(APP_CONFIG).bankRails.checkAccountNumber;
    const printed = async () => {
      const { id } = await initiatedInstruction(t, c, { amount: 25, lastName: 'Lovelace' });
      const token = (await claimTokensFor(t, [id])).get(id)!;
      await requestPayoutWith(t, token, METHODS.paperCheck, { mailingAddress: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' } }, 'Pending');
      return id;
    };
    const [paid, differs, elsewhere] = [await printed(), await printed(), await printed()];
    await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'CheckPrintRun' }).expect(202);
    const numberOf = async (id: string) => (await payout(c, id)).checkNumber as string;
    const [paidNumber, differsNumber, elsewhereNumber] = [await numberOf(paid), await numberOf(differs), await numberOf(elsewhere)];
    expect(await balancesOf(t, c)).toMatchObject({ allocated: 75, paidOut: 0 });

    // The bank pads serial numbers to its own width; one check was paid for ten times its amount (no positive pay).
    const statement = camt053(checkAccount, [
      { amount: '25.00', reference: 'CHQ-1', checkNumber: `000${paidNumber}` },
      { amount: '250.00', reference: 'CHQ-2', checkNumber: differsNumber },
      { amount: '1.00', reference: 'CHQ-3', checkNumber: '999999999' },
    ]);
    const first = await ingest('CHECKS_1.xml', statement);
    expect((await fileView(first.id!)).summary).toEqual({
      credits: 0,
      ignoredEntries: 0,
      funded: 0,
      attributed: 0,
      unattributed: 0,
      alreadyReceived: 0,
      unknownAccounts: [],
      refused: [],
      paidChecks: 3,
      checksPaid: 1,
      checksUnknown: ['999999999'],
      checksAmountDiffers: [{ checkNumber: differsNumber, issuedCents: 2500, paidCents: 25000 }],
      checksNotApplicable: [],
      checksOnOtherAccounts: 0,
    });
    expect(await payout(c, paid)).toMatchObject({ status: 'Completed' });
    expect((await t.http.get(`${V2}/payout-instructions/${paid}`).set(c.auth).expect(200)).body.status).toBe('Fulfilled');
    expect((await activity(c, paid)).find((e) => e.kind === 'CheckPaid')?.details).toMatchObject({ checkNumber: paidNumber, payoutStatus: 'Completed' });
    expect(await payout(c, differs)).toMatchObject({ status: 'SentForPrinting' });
    expect(await balancesOf(t, c)).toMatchObject({ allocated: 50, paidOut: 25 });

    // The same check in the next statement: already paid, nothing moves.
    const again = await ingest('CHECKS_2.xml', statement.replace('STMT-1-1', 'STMT-2-1'));
    expect((await fileView(again.id!)).summary).toMatchObject({ checksPaid: 0, checksNotApplicable: [{ checkNumber: paidNumber, status: 'Completed' }] });
    expect(await balancesOf(t, c)).toMatchObject({ allocated: 50, paidOut: 25 });

    // A check of that number paid from another account is not ours; from the checks' account (BAI2 475), it is.
    const other = await ingest('OTHER.bai', bai2('99887766', [{ cents: 2500, reference: 'B-1', checkNumber: elsewhereNumber }]));
    expect((await fileView(other.id!)).summary).toMatchObject({ paidChecks: 1, checksPaid: 0, checksOnOtherAccounts: 1 });
    expect(await payout(c, elsewhere)).toMatchObject({ status: 'SentForPrinting' });
    const ours = await ingest('CHECKS.bai', bai2(checkAccount, [{ cents: 2500, reference: 'B-2', checkNumber: elsewhereNumber }]));
    expect((await fileView(ours.id!)).summary).toMatchObject({ paidChecks: 1, checksPaid: 1, checksOnOtherAccounts: 0 });
    expect(await payout(c, elsewhere)).toMatchObject({ status: 'Completed' });
    expect(await balancesOf(t, c)).toMatchObject({ allocated: 25, paidOut: 50 });
    expect(await ledgerViolations(c)).toEqual([]);
  });

  it('polls an inbox folder: each new file read once, uploads in progress left alone, a second poll reads nothing, an unreadable file waits for the next', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach], dollars: 0 });
    const reference = (await t.http.get(`${V2}/campaigns/${c.campaignId}`).set(c.auth).expect(200)).body.fundingReference as string;
    const [{ account_number: accountNumber }] = await query<{ account_number: string }>(t.orm.em.fork(), 'select account_number from bank_account where id = ?', [c.bankAccountId]);
    const dir = await mkdtemp(join(tmpdir(), 'bank-inbox-'));
    await writeFile(join(dir, `STMT_${reference}.bai`), bai2(accountNumber, [{ cents: 12_345, reference: `POLL-${reference}`, text: reference }]));
    await writeFile(join(dir, `STMT_${reference}.xml.part`), 'half a file');
    // A local folder read as the SFTP session would be (list: files only; read: whole).
    const folder: InboxFolder = {
      list: async (path) => Promise.all((await readdir(path)).map(async (name) => ({ name, size: 0, modifiedOn: (await stat(join(path, name))).mtime }))),
      read: (path) => readFile(path),
    };
    const poll = () => RequestContext.create(t.orm.em, () => t.app.get(BankInbox).pollFolder(folder, dir));
    expect(await poll()).toEqual({ listed: 1, applied: 1, quarantined: 0, duplicates: 0, failed: 0 });
    expect(await poll()).toEqual({ listed: 1, applied: 0, quarantined: 0, duplicates: 0, failed: 0 });
    expect(await balancesOf(t, c)).toMatchObject({ received: 123.45, unallocated: 123.45 });
    // A file that cannot be read (a dropped connection) is counted and left for the next poll; the others go on.
    await writeFile(join(dir, `A_${reference}.bai`), bai2(accountNumber, [{ cents: 100, reference: `POLL-A-${reference}` }]));
    await writeFile(join(dir, `B_${reference}.bai`), bai2(accountNumber, [{ cents: 200, reference: `POLL-B-${reference}` }]));
    const flaky: InboxFolder = { list: folder.list, read: async (path) => (path.includes('/A_') ? Promise.reject(new Error('connection lost')) : folder.read(path)) };
    expect(await RequestContext.create(t.orm.em, () => t.app.get(BankInbox).pollFolder(flaky, dir))).toEqual({ listed: 3, applied: 1, quarantined: 0, duplicates: 0, failed: 1 });
    expect(await poll()).toEqual({ listed: 3, applied: 1, quarantined: 0, duplicates: 0, failed: 0 });
    expect(await balancesOf(t, c)).toMatchObject({ received: 123.45 });
    expect((await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}`).set(c.auth).expect(200)).body).toMatchObject({ unattributedBalance: 3 });
    // Unbound to an SFTP connection, the scheduled job does nothing.
    expect(await RequestContext.create(t.orm.em, () => t.app.get(BankInboxPoll).run())).toEqual({ configured: false });
  });

  it('quarantines a malformed file with its error and applies nothing of it; the operators list it, and /metrics counts it', async () => {
    const c = await claimCampaign(t, { methods: [METHODS.ach] });
    const one = await submitted(c);
    const broken = nachaReturnsFile([
      { originalTraceNumber: one.traceNumber, amountCents: 2500, returnReasonCode: 'R01' },
      { originalTraceNumber: one.traceNumber, amountCents: 2500, returnReasonCode: 'R01' },
    ]).replace(/799R01(\d{15})/, (_m, trace: string) => `799R99${trace}`);
    const quarantined = await ingest('RETURNS_BAD.txt', broken);
    expect(quarantined).toMatchObject({ status: 'Quarantined', duplicate: false });
    expect(await fileView(quarantined.id!)).toMatchObject({ kind: 'NachaReturns', status: 'Quarantined', error: 'line 4: return reason code (positions 4-6) must be R01-R85: "R99"', summary: {} });
    expect(await transferOf(c, one.id)).toMatchObject({ status: 'Submitted' });
    expect(await ingest('RETURNS_BAD.txt', broken)).toMatchObject({ status: 'Quarantined', duplicate: true });
    // The alert: one email to the operator organization's Administrator, whatever the repeats.
    const alert = await emailTo(sink, 'olga@example.com', (email) => email.subject === 'Bank file quarantined: RETURNS_BAD.txt');
    expect(alert.html).toContain('return reason code (positions 4-6) must be R01-R85');
    expect(await query(t.orm.em.fork(), `select recipient from email_delivery where template_type = 'BankFileQuarantinedEmail'`)).toEqual([{ recipient: 'olga@example.com' }]);

    const listed = (await t.http.get(`${V2}/admin/bank-inbound-files?pageSize=100`).set(operator).expect(200)).body;
    expect(listed.data[0]).toMatchObject({ id: quarantined.id, status: 'Quarantined' });
    expect(listed.data.map((file: { receivedOn: string }) => file.receivedOn)).toEqual([...listed.data.map((file: { receivedOn: string }) => file.receivedOn)].sort().reverse());
    const refused = await t.http.get(`${V2}/admin/bank-inbound-files`).set(c.auth).expect(403);
    expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    await t.http.get(`${V2}/admin/bank-inbound-files/${c.campaignId}`).set(operator).expect(404);
    await t.http.get(`${V2}/admin/bank-inbound-files/not-a-uuid`).set(operator).expect(400);
    const metrics = (await t.http.get('/metrics').expect(200)).text;
    expect(metrics).toMatch(/bank_inbound_files_total\{kind="NachaReturns",status="Quarantined"\} 1/);
    expect(await ledgerViolations(c)).toEqual([]);
  });
});
