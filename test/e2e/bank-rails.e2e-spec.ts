import { RequestContext } from '@mikro-orm/postgresql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { AchFiles, CheckPrintRuns } from '../../src/modules/payouts';
import { claimCampaign, claimTokensFor, emailTo, initiatedInstruction, METHODS, requestPayoutWith } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import { parseNacha, verifyNacha } from '../utils/nacha-reader';
import { pdfText } from '../utils/pdf-text';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

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
    t.orm.em.getConnection().execute(`update ${table} set ${column} = ${column} - make_interval(secs => ?) where payout_instruction_id = any(array[?]::uuid[])`, [seconds, ids]);

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
  });
});
