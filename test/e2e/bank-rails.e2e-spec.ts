import { RequestContext } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { SANDBOX_ORGANIZATION_ID } from '../../src/core/config/env.schema';
import { FieldEncryption } from '../../src/core/security/field-encryption';
import { LinkTokens } from '../../src/core/security/link-token';
import { AchFiles, BankRails, CheckPrintRuns } from '../../src/modules/payouts';
import { claimCampaign, claimTokensFor, emailTo, inParallel, initiatedInstruction, METHODS, requestPayoutWith, session } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { parseNacha, verifyNacha } from '../utils/nacha-reader';
import { pdfText } from '../utils/pdf-text';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';
import { execute, query } from '../../src/core/database/sql';

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

      // The file, listed for the organization and downloaded, then read back with nach2's record layouts: one PPD
      // credit to the savings account, its totals and hash.
      const [{ ach_file_id: fileId }] = await t.orm.em.getConnection().execute<{ ach_file_id: string }[]>('select ach_file_id from ach_transfer where id = ?', [pending.id]);
      const files = t.app.get(AchFiles);
      const listed = (await t.http.get(`${V2}/admin/ach-files`).set(c.auth).expect(200)).body;
      expect(listed).toEqual({
        pageNumber: 1,
        pageSize: 20,
        totalPages: 1,
        totalItems: 1,
        data: [{ id: fileId, effectiveDate: submitted.effectiveDate, batchCount: 1, entryCount: 1, totalCredit: 25, entryHash: '0001100001', lineCount: 10, createdOn: expect.any(String), scheduled: false }],
      });
      expect((await t.http.get(`${V3}/admin/ach-files?pageSize=1`).set(c.auth).expect(200)).body.data).toEqual(listed.data);
      const download = await t.http.get(`${V3}/admin/ach-files/${fileId}/content`).set(c.auth).expect(200);
      expect(download.headers['content-type']).toBe('text/plain; charset=utf-8');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="nacha-${fileId}.txt"`);
      expect(download.headers['cache-control']).toBe('no-store');
      const text = download.text;
      let stored = '';
      for await (const part of files.content(t.orm.em.fork(), fileId)) stored += part;
      expect(text).toBe(stored);
      // Another organization neither lists nor downloads it.
      const other = await claimCampaign(t, { methods: [METHODS.ach] });
      expect((await t.http.get(`${V2}/admin/ach-files`).set(other.auth).expect(200)).body).toMatchObject({ totalItems: 0, data: [] });
      expect((await t.http.get(`${V2}/admin/ach-files/${fileId}/content`).set(other.auth).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });
      await t.http.get(`${V2}/admin/ach-files/not-a-uuid/content`).set(c.auth).expect(400);
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
      const settled = await eventually(() => transferOf(c, id), (body) => body.status === 'Settled', 30_000);
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
      // The links sent before the return (the claim email may still be on its way): the new one is none of them.
      await emailTo(sink, email, (e) => e.html.includes('/claim/'));
      const sentLinks = new Set(sink.to(email).flatMap((e) => e.html.match(/\/claim\/[A-Za-z0-9_-]+/g) ?? []));
      const before = sink.to(email).length;

      await t.http.post(`${V3}/simulate/payout-instructions/${id}/:return-ach`).set(c.auth).send({ returnReasonCode: 'R01' }).expect(202);
      expect(await transferOf(c, id)).toMatchObject({ status: 'Returned', returnReasonCode: 'R01' });
      expect(await payout(c, id)).toMatchObject({ status: 'Returned', failureReason: 'Returned by the receiving bank: R01 Insufficient funds' });
      expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 25, paidOut: 0 });
      const kinds = await t.orm.em.getConnection().execute<{ kind: string }[]>('select kind from ledger_transaction where organization_id = ? order by created_on', [c.organizationId]);
      expect(kinds.map((row) => row.kind)).toEqual(expect.arrayContaining(['Payout', 'PayoutReversed']));
      expect(await ledgerViolations(c)).toEqual([]);

      const relink = await emailTo(sink, email, (e) => (e.html.match(/\/claim\/[A-Za-z0-9_-]+/g) ?? []).some((link) => !sentLinks.has(link)), 30_000);
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

    it('a batch and try-restores overlapping on the same transfers: each transfer is either in the file or cancelled, never both', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.ach] });
      const ids = await inParallel(Array.from({ length: 10 }, (_, i) => i), 4, async () => (await requested(c, METHODS.ach, ACH_DETAILS)).id);
      // Three each way, each waiting on a connection of the app's pool (10): the rest are left to the batch alone.
      const [early, late, untouched] = [ids.slice(0, 3), ids.slice(3, 6), ids.slice(6)];
      // The overlap forced, both ways (docs/bank-rails.md, lock order: instruction, transfer, payout). A connection of
      // the test's holds the payouts of the early three and one of the late three: the early try-restores lock their
      // transfers and wait there; the batch skips those transfers, takes the late half and waits at the held payout;
      // the late try-restores then wait on the transfers the batch holds. Then all go on at once.
      const holder = new Client({ connectionString: process.env.DATABASE_URL });
      await holder.connect();
      await holder.query('begin');
      await holder.query('select id from payout where payout_instruction_id = any($1::uuid[]) for update', [[...early, late[0]]]);
      const waiting = (n: number) =>
        eventually(() => query<{ n: number }>(t.orm.em.fork(), "select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock'"), ([row]) => row.n === n, 30_000);
      const earlyRestores = early.map((id) => t.http.post(`${V2}/payout-instructions/${id}/:try-restore`).set(c.auth).then((res) => res));
      await waiting(early.length);
      const batch = t.http.post(`${V2}/admin/transfers/:trigger`).set(c.auth).send({ kind: 'AchBatch' }).then((res) => res);
      await waiting(early.length + 1);
      const lateRestores = late.map((id) => t.http.post(`${V2}/payout-instructions/${id}/:try-restore`).set(c.auth).then((res) => res));
      await waiting(early.length + 1 + late.length);
      await holder.query('rollback');
      await holder.end();

      const [batched, restoredEarly, refusedLate] = await Promise.all([batch, Promise.all(earlyRestores), Promise.all(lateRestores)]);
      expect(batched.status).toBe(202);
      expect(batched.body.count).toBe(late.length + untouched.length);
      expect(restoredEarly.map((res) => res.status)).toEqual(early.map(() => 200));
      expect(refusedLate.map((res) => `${res.status} ${res.body.code}`)).toEqual(late.map(() => '400 PAYOUT_NOT_RESTORABLE'));
      const transfers = new Map(await Promise.all(ids.map(async (id) => [id, await transferOf(c, id)] as const)));
      expect(early.map((id) => transfers.get(id).status)).toEqual(early.map(() => 'Cancelled'));
      expect([...late, ...untouched].map((id) => transfers.get(id).status)).toEqual([...late, ...untouched].map(() => 'Submitted'));

      // The file holds every transfer the try-restores could not take back, each once, and none of those they did.
      const [{ ach_file_id: fileId }] = await query<{ ach_file_id: string }>(t.orm.em.fork(), 'select ach_file_id from ach_transfer where id = ?', [transfers.get(late[0]).id]);
      let text = '';
      for await (const part of t.app.get(AchFiles).content(t.orm.em.fork(), fileId)) text += part;
      const file = parseNacha(text);
      expect(verifyNacha(file)).toEqual([]);
      const traced = file.batches.flatMap((b) => b.entries.map((entry) => entry.traceNumber)).sort();
      expect(traced).toEqual([...late, ...untouched].map((id) => transfers.get(id).traceNumber).sort());
      expect(early.map((id) => transfers.get(id).traceNumber)).toEqual(early.map(() => null));
      expect(await trigger(c, 'AchBatch')).toBe(0);
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 10 * 25, paidOut: 0 });
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
      const runs = (await t.http.get(`${V2}/admin/check-print-runs`).set(c.auth).expect(200)).body;
      expect(runs).toMatchObject({ totalItems: 1, data: [{ id: runId, checkCount: 1, totalAmount: 1234.56, firstCheckNumber: printed.checkNumber, lastCheckNumber: printed.checkNumber, printedOn: expect.any(String) }] });
      const download = await t.http.get(`${V3}/admin/check-print-runs/${runId}/content`).set(c.auth).responseType('blob').expect(200);
      expect(download.headers['content-type']).toBe('application/pdf');
      expect(download.headers['content-disposition']).toBe(`attachment; filename="check-print-run-${runId}.pdf"`);
      expect(Buffer.compare(download.body as Buffer, (await t.app.get(CheckPrintRuns).pdf(runId))!)).toBe(0);
      const other = await claimCampaign(t, { methods: [METHODS.paperCheck] });
      expect((await t.http.get(`${V3}/admin/check-print-runs`).set(other.auth).expect(200)).body).toMatchObject({ totalItems: 0, data: [] });
      expect((await t.http.get(`${V2}/admin/check-print-runs/${runId}/content`).set(other.auth).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });

      // Its positive pay file, for a bank reached by its portal: the check's number, amount and payee, on the checks' account.
      const positivePay = await t.http.get(`${V2}/admin/check-print-runs/${runId}/positive-pay`).set(c.auth).expect(200);
      expect(positivePay.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(positivePay.headers['content-disposition']).toBe(`attachment; filename="positive-pay-${runId}.csv"`);
      const [header, line, end] = positivePay.text.split('\r\n');
      expect(header).toBe('Account Number,Check Number,Issue Date,Amount,Payee Name');
      expect(line).toMatch(new RegExp(`^\\d{4,17},${printed.checkNumber},\\d{2}/\\d{2}/\\d{4},1234\\.56,Ada Lovelace$`));
      expect(end).toBe('');
      expect((await t.http.get(`${V3}/admin/check-print-runs/${runId}/positive-pay`).set(other.auth).expect(404)).body).toMatchObject({ code: 'NOT_FOUND' });

      const { pages } = await pdfText(download.body as Buffer);
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

    /** A payout requested before the claim asked for what a check needs: its stored details replaced by `details`. */
    const storedDetails = async (instructionId: string, details: Record<string, unknown>) => {
      const encrypted = t.app.get(FieldEncryption).encryptJson(details);
      await t.orm.em.getConnection().execute('update payout set details_encrypted = ? where payout_instruction_id = ?', [encrypted, instructionId]);
    };
    const openSession = async (id: string, methodId: string) => {
      const token = (await claimTokensFor(t, [id])).get(id)!;
      const auth = session((await t.http.post('/beneficiary/sessions').send({ token }).expect(201)).body.sessionToken);
      await t.http.post('/beneficiary/claim/payout-method').set(auth).send({ payoutMethodId: methodId }).expect(200);
      return auth;
    };

    it('asks a nameless instruction for the payee name a check is made out to; a named one is not asked', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.paperCheck] });
      const nameless = await initiatedInstruction(t, c, { firstName: undefined });
      const auth = await openSession(nameless.id, METHODS.paperCheck);
      const offered = (await t.http.get('/beneficiary/claim/payout-methods').set(auth).expect(200)).body.data;
      expect(offered[0].requirements.map((r: { field: string }) => r.field)).toEqual(['mailingAddress', 'fullName']);
      const refused = await t.http.post('/beneficiary/claim/payout').set(auth).send({ details: { mailingAddress: ADDRESS } }).expect(400);
      expect(Object.keys(refused.body.errors)).toEqual(['details.fullName']);
      await t.http.post('/beneficiary/claim/payout').set(auth).send({ details: { fullName: 'Ива́н Петро́в', mailingAddress: ADDRESS } }).expect(201);
      expect(await payout(c, nameless.id)).toMatchObject({ status: 'Pending', details: { fullName: 'Ива́н Петро́в' } });

      const named = await initiatedInstruction(t, c, { lastName: 'Lovelace' });
      const namedAuth = await openSession(named.id, METHODS.paperCheck);
      const namedOffer = (await t.http.get('/beneficiary/claim/payout-methods').set(namedAuth).expect(200)).body.data;
      expect(namedOffer[0].requirements.map((r: { field: string }) => r.field)).toEqual(['mailingAddress']);
    });

    it('refuses at the claim what a check cannot carry, naming the field: line breaks, characters the font lacks, over-long lines', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.paperCheck] });
      const { id } = await initiatedInstruction(t, c, { firstName: undefined });
      const auth = await openSession(id, METHODS.paperCheck);
      const refusal = async (details: Record<string, unknown>) => (await t.http.post('/beneficiary/claim/payout').set(auth).send({ details }).expect(400)).body.errors as Record<string, string[]>;

      const lineBreaks = await refusal({ fullName: 'Ada\nLovelace', mailingAddress: { ...ADDRESS, line1: '1 Main St\nApt 2', line2: 'Tab\there' } });
      expect(Object.keys(lineBreaks).sort()).toEqual(['details.fullName', 'details.mailingAddress.line1', 'details.mailingAddress.line2']);
      expect(lineBreaks['details.mailingAddress.line1'].join(' ')).toMatch(/one line/);

      const cjk = await refusal({ fullName: '日本 太郎', mailingAddress: { ...ADDRESS, city: 'Springfield 🧾' } });
      expect(Object.keys(cjk).sort()).toEqual(['details.fullName', 'details.mailingAddress.city']);
      expect(cjk['details.fullName'].join(' ')).toContain('日, 本, 太, 郎');
      expect(cjk['details.mailingAddress.city'].join(' ')).toContain('🧾');

      const long = await refusal({ fullName: 'Maria de los Ángeles Fernández-Villaverde y Rodríguez', mailingAddress: { ...ADDRESS, line1: '12345 North Very Long Boulevard Name Extension Road' } });
      expect(Object.keys(long).sort()).toEqual(['details.fullName', 'details.mailingAddress.line1']);
      expect(long['details.fullName'].join(' ')).toMatch(/at most 40 characters/);

      await t.http.get('/beneficiary/claim/payout').set(auth).expect(404);
      await t.http.post('/beneficiary/claim/payout').set(auth).send({ details: { fullName: 'Ива́н Петро́в', mailingAddress: ADDRESS } }).expect(201);
    });

    it('a check that cannot be printed fails alone with its reason: the run prints the others, the trigger answers their count, other organizations are untouched', async () => {
      const c = await claimCampaign(t, { methods: [METHODS.paperCheck], dollars: 5_000 });
      const other = await claimCampaign(t, { methods: [METHODS.paperCheck] });
      const valid = await requested(c, METHODS.paperCheck, { mailingAddress: ADDRESS });
      const cyrillic = await requested(c, METHODS.paperCheck, { mailingAddress: ADDRESS }, { firstName: 'Ива́н', lastName: 'Петро́в' });
      const nameless = await requested(c, METHODS.paperCheck, { mailingAddress: ADDRESS });
      const unprintable = await requested(c, METHODS.paperCheck, { mailingAddress: ADDRESS });
      await storedDetails(nameless.id, { mailingAddress: ADDRESS });
      await storedDetails(unprintable.id, { fullName: '日本 太郎', mailingAddress: { ...ADDRESS, line1: '1 Main St\nApt 2' } });
      const elsewhere = await requested(other, METHODS.paperCheck, { mailingAddress: ADDRESS });
      await storedDetails(elsewhere.id, { mailingAddress: ADDRESS });
      const otherValid = await requested(other, METHODS.paperCheck, { mailingAddress: ADDRESS });
      // Their first claim emails are out before the run: one still queued when the run replaces its link is not sent
      // (docs/emails.md), and the run's new link is then the only one.
      for (const { email } of [nameless, unprintable]) await emailTo(sink, email, (e) => e.html.includes('/claim/'));

      expect(await trigger(c, 'CheckPrintRun')).toBe(2);
      expect(await payout(c, valid.id)).toMatchObject({ status: 'SentForPrinting' });
      expect(await payout(c, cyrillic.id)).toMatchObject({ status: 'SentForPrinting' });
      expect(await payout(c, nameless.id)).toMatchObject({ status: 'Failed', failureReason: 'The check cannot be printed: it has no payee name.' });
      const failed = await payout(c, unprintable.id);
      expect(failed.status).toBe('Failed');
      expect(failed.failureReason).toMatch(/^The check cannot be printed: the payee name has characters a check cannot print \(日, 本, 太, 郎\); address line 1 /);
      for (const { id, email } of [nameless, unprintable]) {
        expect(await instruction(c, id)).toMatchObject({ status: 'Restored' });
        expect((await activity(c, id)).map((e) => e.kind)).toContain('PayoutFailed');
        // FailureReinitiateEmail: a second claim link after the first one.
        await eventually(async () => sink.to(email).filter((e) => e.html.includes('/claim/')).length, (links) => links >= 2, 30_000);
      }
      // The failed ones' funds are allocated to their restored instructions again; the printed ones' stay allocated.
      expect(await balancesOf(t, c)).toMatchObject({ allocated: 100, paidOut: 0 });
      expect(await ledgerViolations(c)).toEqual([]);
      // Another organization's checks wait for their own run.
      expect(await payout(other, otherValid.id)).toMatchObject({ status: 'Pending' });

      // The PDF: the Cyrillic name as written, the file at rest encrypted (no PDF, no name in it).
      const [{ check_print_run_id: runId }] = await t.orm.em.getConnection().execute<{ check_print_run_id: string }[]>(
        'select check_print_run_id from payout where payout_instruction_id = ?',
        [cyrillic.id],
      );
      const { pages } = await pdfText((await t.app.get(CheckPrintRuns).pdf(runId))!);
      expect(pages).toHaveLength(3);
      expect(pages.join('\n')).toContain('Ива́н Петро́в');
      expect(pages.join('\n')).not.toContain('?');
      const [{ pdf: stored }] = await t.orm.em.getConnection().execute<{ pdf: Buffer }[]>('select pdf from check_print_run where id = ?', [runId]);
      expect(stored.subarray(0, 5).toString('latin1')).not.toBe('%PDF-');
      await expect(pdfText(stored)).rejects.toThrow();

      // The daily run covers every organization: one unprintable check does not hold the others back.
      const daily = await RequestContext.create(t.orm.em, () => t.app.get(CheckPrintRuns).run());
      expect(daily.count).toBeGreaterThanOrEqual(1);
      expect(await payout(other, otherValid.id)).toMatchObject({ status: 'SentForPrinting' });
      expect(await payout(other, elsewhere.id)).toMatchObject({ status: 'Failed', failureReason: 'The check cannot be printed: it has no payee name.' });
      expect(await instruction(other, elsewhere.id)).toMatchObject({ status: 'Restored' });
      expect(await ledgerViolations(other)).toEqual([]);

      // The daily run belongs to no organization: an operator lists and downloads it, an organization does not.
      const operator = bearer(await tokenFor(SANDBOX_ORGANIZATION_ID));
      const [{ check_print_run_id: dailyId }] = await query<{ check_print_run_id: string }>(t.orm.em.fork(), 'select check_print_run_id from payout where payout_instruction_id = ?', [otherValid.id]);
      const operatorRuns = (await t.http.get(`${V3}/admin/check-print-runs?pageSize=100`).set(operator).expect(200)).body.data as { id: string; scheduled: boolean }[];
      expect(operatorRuns).toContainEqual(expect.objectContaining({ id: dailyId, scheduled: true }));
      expect(operatorRuns.filter((run) => run.id === runId)).toEqual([]);
      const dailyPdf = await t.http.get(`${V2}/admin/check-print-runs/${dailyId}/content`).set(operator).responseType('blob').expect(200);
      expect((dailyPdf.body as Buffer).subarray(0, 5).toString('latin1')).toBe('%PDF-');
      expect(((await t.http.get(`${V2}/admin/check-print-runs`).set(other.auth).expect(200)).body.data as { id: string }[]).map((run) => run.id)).not.toContain(dailyId);
      await t.http.get(`${V2}/admin/check-print-runs/${dailyId}/content`).set(other.auth).expect(404);
    });
  });
});
