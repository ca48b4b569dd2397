import { RequestContext } from '@mikro-orm/postgresql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { LinkTokens } from '../../src/core/security/link-token';
import { AchFiles, BankRails, CheckPrintRuns } from '../../src/modules/payouts';
import { claimCampaign, claimTokensFor, emailTo, inParallel, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { parseNacha, verifyNacha } from '../utils/nacha-reader';
import { pdfText } from '../utils/pdf-text';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

import { execute } from '../../src/core/database/sql';
jest.setTimeout(60_000);

const ACH_DETAILS = { fullName: 'Zoë Ångström', bankRoutingNumber: '011000015', bankAccountNumber: '000123456789', bankAccountType: 'Savings' };
const ADDRESS = { line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postalCode: '62701' };

/**
 * The bank rails over HTTP (docs/bank-rails.md): a beneficiary's ACH transfer or check from the request to
 * `Fulfilled`, each failure path back to `Restored` with its email (or none for an unsubscribed beneficiary), and
 * the ledger at each step.
 */
describe('bank rails: ACH transfers and checks', () => {
  let sink: SmtpSink;
  let t: TestApp;
  useMailingStack((stack) => ({ sink, t } = stack));

  const ledgerViolations = (c: FundedCampaign) => RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
  const activity = async (c: FundedCampaign, id: string) =>
    (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as { kind: string; description: string; details: Record<string, unknown>; actor: { type: string } }[];
  const instruction = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body;
  const payout = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
  const transferOf = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(c.auth).expect(200)).body;
  const trigger = async (c: FundedCampaign, kind: 'AchBatch' | 'CheckPrintRun') => (await t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind }).expect(202)).body.count as number;
  /** The time the sandbox bank or printer waits, passed: as if the batch or run happened `seconds` ago. */
  const age = (table: 'ach_transfer' | 'payout', column: string, ids: readonly string[], seconds: number) =>
    execute(t.orm.em.fork(), `update ${table} set ${column} = ${column} - make_interval(secs => ?) where payout_instruction_id = any(?::uuid[])`, [seconds, ids]);

  /** The sandbox bank's and printer's sweep now, rather than at the worker's next 10-second tick. */
  const sandboxSweep = () => RequestContext.create(t.orm.em, () => t.app.get(BankRails).sandboxSweep());

  /** An instruction of `c` claimed by `methodId` with `details`: its payout `Pending` on its rail. */
  async function requested(c: FundedCampaign, methodId: string, details: Record<string, unknown>, body: Record<string, unknown> = {}) {
    const { id, email } = await initiatedInstruction(t, c, { amount: 25, lastName: 'Lovelace', ...body });
    const token = (await claimTokensFor(t, [id])).get(id)!;
    await requestPayoutWith(t, token, methodId, details, 'Pending');
    return { id, email };
  }

  describe('ACH', () => {
    it('walks a transfer from the request through the batch (a NACHA file) to settlement, the money allocated then paid out', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const { id } = await requested(c, METHODS.ach, ACH_DETAILS);
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 25, paidOut: 0 });

      const pending = await transferOf(c, id);
      expect(pending).toMatchObject({
        payoutInstructionId: id,
        amount: 25,
        direction: 'Credit',
        status: 'Pending',
        returnReasonCode: null,
        accountHolderName: 'Zoë Ångström',
        routingNumber: '*****0015',
        accountNumber: '****6789',
        accountType: 'Savings',
        effectiveDate: null,
        traceNumber: null,
        submittedOn: null,
        settledOn: null,
      });
      expect(await payout(c, id)).toMatchObject({ id: pending.payoutId, status: 'Pending', category: 'AchBankTransfer', achTransferId: pending.id, details: { bankAccountNumber: '********6789' } });
      expect((await t.http.get(`${V3}/ach-transfers/${pending.id}`).set(c.auth).expect(200)).body).toEqual(pending);

      expect(await trigger(c, 'AchBatch')).toBe(1);
      const submitted = await transferOf(c, id);
      expect(submitted).toMatchObject({ status: 'Submitted', traceNumber: expect.stringMatching(/^02100002\d{7}$/), effectiveDate: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), submittedOn: expect.any(String) });
      expect(await payout(c, id)).toMatchObject({ status: 'Processing' });
      expect(await trigger(c, 'AchBatch')).toBe(0);

      // The file, read back with nach2's record layouts: one PPD credit to the savings account, its totals and hash.
      const [{ ach_file_id: fileId }] = await t.orm.em.getConnection().execute<{ ach_file_id: string }[]>('select ach_file_id from ach_transfer where id = ?', [pending.id]);
      const files = t.app.get(AchFiles);
      let text = '';
      for await (const part of files.content(t.orm.em.fork(), fileId)) text += part;
      const file = parseNacha(text);
      expect(verifyNacha(file)).toEqual([]);
      expect(file.batches).toHaveLength(1);
      expect(file.batches[0].header).toMatchObject({ standardEntryClassCode: 'PPD', serviceClassCode: '220' });
      expect(file.batches[0].entries).toEqual([
        expect.objectContaining({ transactionCode: '32', receivingDFI: '01100001', checkDigit: '5', DFIAccount: '000123456789', amount: '0000002500', individualName: 'ZOE ANGSTROM', traceNumber: submitted.traceNumber }),
      ]);
      expect(file.control).toMatchObject({ batchCount: '000001', addendaCount: '00000001', entryHash: '0001100001', totalCredit: '000000002500', totalDebit: '000000000000' });
      expect(await files.summary(t.orm.em.fork(), fileId)).toMatchObject({ entryCount: 1, totalCreditCents: 2500, organizationId: c.organizationId });

      // The sandbox bank settles two minutes after the batch: its sweep finds the transfer due.
      await age('ach_transfer', 'submitted_on', [id], 121);
      const settled = await eventually(() => transferOf(c, id), (body) => body.status === 'Settled', 20_000);
      expect(settled.settledOn).not.toBeNull();
      expect(await payout(c, id)).toMatchObject({ status: 'Completed', completedOn: expect.any(String) });
      expect(await instruction(c, id)).toMatchObject({ status: 'Fulfilled' });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 0, paidOut: 25 });
      expect(await ledgerViolations(c)).toEqual([]);

      const kinds = (await activity(c, id)).map((entry) => `${entry.actor.type}:${entry.kind}`);
      expect(kinds).toEqual(expect.arrayContaining(['Beneficiary:PayoutRequested', 'System:AchTransferSubmitted', 'System:AchTransferSettled', 'System:PayoutInstructionFulfilled']));
      const submittedEntry = (await activity(c, id)).find((entry) => entry.kind === 'AchTransferSubmitted')!;
      expect(submittedEntry.details).toMatchObject({ achTransferId: pending.id, achFileId: fileId, traceNumber: submitted.traceNumber, effectiveDate: submitted.effectiveDate });
    });

    it('numbers entries on from file to file: a trace number names one transfer', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const first = await requested(c, METHODS.ach, ACH_DETAILS);
      expect(await trigger(c, 'AchBatch')).toBe(1);
      const second = await requested(c, METHODS.ach, ACH_DETAILS);
      expect(await trigger(c, 'AchBatch')).toBe(1);
      const [a, b] = [(await transferOf(c, first.id)).traceNumber as string, (await transferOf(c, second.id)).traceNumber as string];
      expect(a.slice(0, 8)).toBe('02100002');
      expect(Number(b.slice(8))).toBeGreaterThan(Number(a.slice(8)));
      const [{ repeated }] = await t.orm.em.getConnection().execute<{ repeated: number }[]>(
        'select count(*)::int as repeated from (select trace_number from ach_transfer where trace_number is not null group by trace_number having count(*) > 1) x',
      );
      expect(repeated).toBe(0);
    });

    it(':settle-ach settles a transfer the batch has not taken yet, once (409 after)', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const { id } = await requested(c, METHODS.ach, ACH_DETAILS);
      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(202);
      expect(await transferOf(c, id)).toMatchObject({ status: 'Settled', settledOn: expect.any(String) });
      expect(await instruction(c, id)).toMatchObject({ status: 'Fulfilled' });
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 0, paidOut: 25 });
      const again = await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(409);
      expect(again.body).toMatchObject({ code: 'NO_PAYOUT_TO_SIMULATE' });
      expect(await trigger(c, 'AchBatch')).toBe(0);
      expect(await ledgerViolations(c)).toEqual([]);
    });

    it('a return after settlement: the payout Returned, PayoutReversed, the instruction Restored with a new link by email', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const { id, email } = await requested(c, METHODS.ach, ACH_DETAILS);
      await trigger(c, 'AchBatch');
      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(202);
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 0, paidOut: 25 });
      const before = sink.to(email).length;

      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R01' }).expect(202);
      expect(await transferOf(c, id)).toMatchObject({ status: 'Returned', returnReasonCode: 'R01' });
      expect(await payout(c, id)).toMatchObject({ status: 'Returned', failureReason: 'Returned by the receiving bank: R01 Insufficient funds' });
      expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 25, paidOut: 0 });
      const kinds = await t.orm.em.getConnection().execute<{ kind: string }[]>('select kind from ledger_transaction where organization_id = ? order by created_on', [c.organizationId]);
      expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['Payout', 'PayoutReversed']));
      expect(await ledgerViolations(c)).toEqual([]);

      const relink = await emailTo(sink, email, (e) => e.html.includes('/claim/'), 15_000);
      expect(sink.to(email).length).toBeGreaterThan(before);
      expect(relink.html).toContain('/claim/');
      const entries = await activity(c, id);
      expect(entries.find((e) => e.kind === 'AchTransferReturned')?.details).toMatchObject({ returnReasonCode: 'R01', from: 'Settled', transferStatus: 'Returned' });
      expect(entries.find((e) => e.kind === 'PayoutReturned')?.details).toMatchObject({ from: 'Fulfilled', to: 'Restored', returnReasonCode: 'R01' });

      // Claimable again: a second payout, by the new link, settles and pays out once more.
      await requestPayoutWith(t, (await claimTokensFor(t, [id])).get(id)!, METHODS.ach, ACH_DETAILS, 'Pending');
      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:settle-ach`).set(c.auth).expect(202);
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 0, paidOut: 25 });
      expect(await ledgerViolations(c)).toEqual([]);
    });

    it('a return before settlement fails the payout; an unsubscribed beneficiary stays Restored without an email', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const { id, email } = await requested(c, METHODS.ach, ACH_DETAILS);
      await t.http.post(`/public/unsubscribe/${t.app.get(LinkTokens).sign('unsubscribe', { instructionId: id })}`).type('form').send({ action: 'unsubscribe' }).expect(200);
      await trigger(c, 'AchBatch');
      const sent = sink.to(email).length;

      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R03' }).expect(202);
      expect(await transferOf(c, id)).toMatchObject({ status: 'Returned', returnReasonCode: 'R03', settledOn: null });
      expect(await payout(c, id)).toMatchObject({ status: 'Failed', failureReason: 'Returned by the receiving bank: R03 No account or unable to locate account' });
      expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 25, paidOut: 0 });
      const entries = await activity(c, id);
      expect(entries.map((e) => e.kind)).toEqual(expect.arrayContaining(['AchTransferReturned', 'PayoutFailed', 'NotificationSkipped']));
      await new Promise((resolve) => setTimeout(resolve, 1_500));
      expect(sink.to(email).length).toBe(sent);
      const again = await t.http.post(`${V3}/simulate/payout-instructions/${id}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R03' }).expect(409);
      expect(again.body.code).toBe('NO_PAYOUT_TO_SIMULATE');
      expect((await t.http.post(`${V3}/simulate/payout-instructions/${id}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R86' }).expect(400)).body.errors).toHaveProperty('returnReasonCode');
      expect(await ledgerViolations(c)).toEqual([]);
    });

    it('v2 :try-restore takes back a transfer still Pending (left out of the next batch), not one submitted (400)', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const first = await requested(c, METHODS.ach, ACH_DETAILS);
      const restored = await t.http.post(`${V2}/payout-instructions/${first.id}/:try-restore`).set(c.auth).expect(200);
      expect(restored.body).toMatchObject({ status: 'Restored' });
      expect(await transferOf(c, first.id)).toMatchObject({ status: 'Cancelled' });
      expect(await payout(c, first.id)).toMatchObject({ status: 'Cancelled' });
      await emailTo(sink, first.email, (e) => e.html.includes('/claim/') && e.subject !== undefined);

      const second = await requested(c, METHODS.ach, ACH_DETAILS);
      expect(await trigger(c, 'AchBatch')).toBe(1);
      const refused = await t.http.post(`${V2}/payout-instructions/${second.id}/:try-restore`).set(c.auth).expect(400);
      expect(refused.body).toMatchObject({ code: 'PAYOUT_NOT_RESTORABLE' });
      expect(refused.body.detail).toContain('Submitted');
      expect(await instruction(c, second.id)).toMatchObject({ status: 'Requested' });
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 50, paidOut: 0 });
      expect(await ledgerViolations(c)).toEqual([]);
    });

    it('a batch and try-restores racing on the same transfers: each transfer is either in the file or cancelled, never both', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const ids = await inParallel(Array.from({ length: 16 }, (_, i) => i), 4, async () => (await requested(c, METHODS.ach, ACH_DETAILS)).id);
      const [batch, ...restores] = await Promise.all([
        t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }),
        ...ids.map((id) => t.http.post(`${V2}/payout-instructions/${id}/:try-restore`).set(c.auth)),
      ]);
      expect(batch.status).toBe(202);
      const transfers = await Promise.all(ids.map((id) => transferOf(c, id)));
      restores.forEach((restore, i) => {
        if (restore.status === 200) expect(transfers[i].status).toBe('Cancelled');
        else {
          expect(restore.status).toBe(400);
          expect(transfers[i].status).toBe('Submitted');
        }
      });
      const submitted = transfers.filter((transfer) => transfer.status === 'Submitted').length;
      expect(batch.body.count + (await trigger(c, 'AchBatch'))).toBe(submitted);
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 16 * 25, paidOut: 0 });
      expect(await ledgerViolations(c)).toEqual([]);
    });

    it('answers 401 and 403 without a body, and 404 with a problem document', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const { id } = await requested(c, METHODS.ach, ACH_DETAILS);
      const transfer = await transferOf(c, id);
      const anonymous = await t.http.get(`${V2}/ach-transfers/${transfer.id}`).expect(401);
      expect(anonymous.text).toBe('');
      const withoutScope = bearer(await tokenFor(c.organizationId, { scopes: ['payoutInstructions:view'] }));
      const forbidden = await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(withoutScope).expect(403);
      expect(forbidden.text).toBe('');
      const stranger = bearer(await tokenFor(newOrganizationId()));
      expect((await t.http.get(`${V2}/ach-transfers/${transfer.id}`).set(stranger).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await t.http.get(`${V2}/ach-transfers?payoutInstructionId=${id}`).set(stranger).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
      expect((await t.http.get(`${V2}/ach-transfers`).set(c.auth).expect(400)).body.errors).toHaveProperty('payoutInstructionId');
    });
  });

  describe('fail-permanently', () => {
    it('fails a payout stuck at the bank: transfer Cancelled, instruction Restored with a new link; then 409, and 404 for others', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const { id, email } = await requested(c, METHODS.ach, ACH_DETAILS);
      await trigger(c, 'AchBatch');
      const { id: payoutId } = await payout(c, id);
      const stranger = bearer(await tokenFor(newOrganizationId()));
      await t.http.post(`${V2}/admin/payouts/${payoutId}/:fail-permanently`).set(stranger).send({ reason: 'Lost at the bank' }).expect(404);

      const failed = await t.http.post(`${V3}/admin/payouts/${payoutId}/:fail-permanently`).set(c.auth).send({ reason: 'Lost at the bank' }).expect(200);
      expect(failed.body).toMatchObject({ id: payoutId, status: 'Failed', failureReason: 'Lost at the bank', details: { bankAccountNumber: '********6789' } });
      expect(await transferOf(c, id)).toMatchObject({ status: 'Cancelled' });
      expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 25, paidOut: 0 });
      await emailTo(sink, email, (e) => e.html.includes('/claim/'));
      const entries = await activity(c, id);
      expect(entries.map((e) => `${e.actor.type}:${e.kind}`)).toEqual(expect.arrayContaining(['Administrator:AchTransferCancelled', 'Administrator:PayoutFailed']));

      const again = await t.http.post(`${V2}/admin/payouts/${payoutId}/:fail-permanently`).set(c.auth).send({ reason: 'Again' }).expect(409);
      expect(again.body).toMatchObject({ code: 'PAYOUT_NOT_OPEN', payoutStatus: 'Failed' });
      // The sandbox bank never settles a cancelled transfer.
      await age('ach_transfer', 'submitted_on', [id], 600);
      await sandboxSweep();
      expect(await transferOf(c, id)).toMatchObject({ status: 'Cancelled', settledOn: null });
      expect(await ledgerViolations(c)).toEqual([]);
    });
  });

  describe('checks', () => {
    it('a paper check: the print run numbers and prints it (one PDF), the printer mails it, the deposit completes it', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.paperCheck], dollars: 5_000 });
      const { id } = await requested(c, METHODS.paperCheck, { mailingAddress: ADDRESS }, { amount: 1234.56 });
      const waiting = await payout(c, id);
      expect(waiting).toMatchObject({ status: 'Pending', category: 'PaperCheck', checkNumber: null, details: { fullName: 'Ada Lovelace', mailingAddress: ADDRESS } });
      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:deposit-check`).set(c.auth).expect(409);

      expect(await trigger(c, 'CheckPrintRun')).toBe(1);
      const printed = await payout(c, id);
      expect(printed).toMatchObject({ status: 'SentForPrinting', checkNumber: expect.stringMatching(/^\d{6,}$/) });
      expect(await trigger(c, 'CheckPrintRun')).toBe(0);

      const [{ check_print_run_id: runId }] = await t.orm.em.getConnection().execute<{ check_print_run_id: string }[]>('select check_print_run_id from payout where id = ?', [printed.id]);
      const { pages } = await pdfText((await t.app.get(CheckPrintRuns).pdf(runId))!);
      expect(pages).toHaveLength(2);
      const check = pages[1].replace(/\s+/g, ' ');
      for (const text of ['Ada Lovelace', '1 Main St', 'Apt 2', 'Springfield, IL 62701', '$1,234.56', 'One thousand two hundred thirty-four and 56/100 dollars', printed.checkNumber, 'Spring study']) expect(check).toContain(text);
      expect(check).toMatch(new RegExp(`C0*${printed.checkNumber}C A021000021A`));

      await age('payout', 'submitted_on', [id], 61);
      await sandboxSweep();
      expect(await payout(c, id)).toMatchObject({ status: 'Mailed' });
      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:deposit-check`).set(c.auth).expect(202);
      expect(await payout(c, id)).toMatchObject({ status: 'Completed', completedOn: expect.any(String) });
      expect(await instruction(c, id)).toMatchObject({ status: 'Fulfilled' });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 5000 - 1234.56, allocated: 0, paidOut: 1234.56 });
      expect((await activity(c, id)).map((e) => e.kind)).toEqual(expect.arrayContaining(['CheckSentForPrinting', 'CheckMailed', 'CheckDeposited', 'PayoutInstructionFulfilled']));
      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:deposit-check`).set(c.auth).expect(409);
      expect(await ledgerViolations(c)).toEqual([]);
    });

    it('a check transfer: enabled for the organization, requested (CheckTransferRequested), restorable until printed, 400 after, 409 once deposited', async () => {
      const organizationProbe = await claimCampaign(t, { methods: [METHODS.ach] });
      const listed = async (c: FundedCampaign) => (await t.http.get(`${V3}/payout-methods?pageSize=100`).set(c.auth).expect(200)).body.data.map((m: { category: string }) => m.category);
      expect(await listed(organizationProbe)).not.toContain('CheckTransfer');
      await t.http.post(`${V3}/simulate/organization/:enable-check-transfer`).set(organizationProbe.auth).expect(202);
      expect(await listed(organizationProbe)).toContain('CheckTransfer');

      const c = await claimCampaign(t, { methods: [METHODS.checkTransfer], enableCheckTransfer: true });
      const details = { fullName: 'Ada Lovelace', mailingAddress: ADDRESS };
      const first = await requested(c, METHODS.checkTransfer, details);
      const requestedEntry = (await activity(c, first.id)).find((e) => e.kind === 'CheckTransferRequested');
      expect(requestedEntry).toMatchObject({ description: 'Check transfer requested', actor: { type: 'Beneficiary' } });
      const restored = await t.http.post(`${V3}/payout-instructions/${first.id}/:try-restore`).set(c.auth).expect(200);
      expect(restored.body).toMatchObject({ status: 'Restored' });
      expect(await payout(c, first.id)).toMatchObject({ status: 'Cancelled' });
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 25, paidOut: 0 });

      const second = await requested(c, METHODS.checkTransfer, details);
      expect(await trigger(c, 'CheckPrintRun')).toBe(1);
      const refused = await t.http.post(`${V3}/payout-instructions/${second.id}/:try-restore`).set(c.auth).expect(400);
      expect(refused.body).toMatchObject({ code: 'PAYOUT_NOT_RESTORABLE' });
      await t.http.post(`${V3}/simulate/payout-instructions/${second.id}/:deposit-check`).set(c.auth).expect(202);
      const completed = await t.http.post(`${V3}/payout-instructions/${second.id}/:try-restore`).set(c.auth).expect(409);
      expect(completed.body).toMatchObject({ code: 'INVALID_PAYOUT_INSTRUCTION_STATE' });
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 25, paidOut: 25 });
      expect(await ledgerViolations(c)).toEqual([]);
    });
  });
});
