import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import type { Principal } from '../../core/auth/principal';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { LedgerService } from '../../core/ledger';
import { FieldEncryption } from '../../core/security/field-encryption';
import { administrator, InstructionProgress, SYSTEM, type Actor, type PayoutInstruction } from '../payout-instructions';
import { CHECK_CATEGORIES, PayoutMethodCategory } from '../payout-methods';
import { AchBatches } from './ach/ach-batches';
import { AchFiles, isReadableBy, type AchFileSummary, type FileReader } from './ach/ach-files';
import { AchAccountType, AchTransferPurpose, type AchTransfer, type PayoutAchTransfer } from './ach/ach-transfer.entity';
import { AchTransfers, type AchDestination, type MovedTransferRow } from './ach/ach-transfers';
import { describeReturn } from './ach/return-reasons';
import { describeChange, maskCorrectedData } from '../../core/banking/change-codes';
import { AchTransferView } from './dto/ach-transfer.view';
import { CheckPrintRuns, type PrintRunSummary } from './checks/check-print-runs';
import { PayoutOutcomes } from './payout-outcomes';
import { PayoutRecords } from './payout-records';
import { AchTransferStatus, achStatusAfter, canApply, isOpen, PayoutStatus } from './payout-state';
import type { Payout } from './payout.entity';
import { PayoutErrors } from './payouts.errors';
import type { CancelOutcome, PayoutDetails } from './providers/payout-provider';

/** The categories our own rails pay, in batches (an ACH file, a print run), rather than a provider one by one. */
export const RAIL_CATEGORIES: readonly PayoutMethodCategory[] = [PayoutMethodCategory.AchBankTransfer, ...CHECK_CATEGORIES];

export const isRailCategory = (category: string): boolean => (RAIL_CATEGORIES as readonly string[]).includes(category);

/** A settled transfer that paid a payout (the others moved a withdrawal or refund). */
type PayoutTransferRow = MovedTransferRow & { payout_id: string; payout_instruction_id: string };

const isCheck = (category: string): boolean => (CHECK_CATEGORIES as readonly string[]).includes(category);

/** Outcomes recorded per transaction by the sandbox's settlement and mailing sweeps. */
const SWEEP_BATCH = 500;

export type TransferKind = 'AchBatch' | 'CheckPrintRun';

/** An operator (`admin:manage`, which only operators keep) reads the deployment's scheduled files too. */
const readerOf = (principal: Principal): FileReader => ({ organizationId: principal.organizationId, deployment: principal.scopes.has('admin:manage') });

/** What a statement's paid checks did (docs/bank-files-in.md, Paid checks). */
export interface PaidChecksOutcome {
  paid: string[];
  unknownCheckNumbers: string[];
  amountDiffers: { checkNumber: string; issuedCents: number; paidCents: number }[];
  notApplicable: { checkNumber: string; status: string }[];
}

/** A check printed (or mailed by its provider) and not paid yet: what a deposit completes. */
const isPrintedCheck = (payout: Payout): boolean => isCheck(payout.category) && canApply(payout.status, 'deposit');

/** What a bank file's returns or NOCs did, by trace number (the file's summary, docs/bank-files-in.md). */
export interface BankAnswerOutcome {
  applied: string[];
  unknownTraceNumbers: string[];
  notApplicable: { traceNumber: string; status: string }[];
  /** NOCs of withdrawals' and refunds' transfers, for their withdrawal accounts (the corrected data masked). */
  withdrawalAccountChanges?: { withdrawalAccountId: string; changeCode: string; correctedDataMasked: string }[];
}

/**
 * The bank rails (docs/bank-rails.md): ACH transfers batched into NACHA files, checks printed in runs. A rail payout
 * waits `Pending` for its batch or run; the bank's and the printer's answers (settlement, return, deposit) come back
 * through here, each recorded on the payout, its transfer and its instruction with the rail's details.
 */
@Injectable()
export class BankRails {
  constructor(
    private readonly em: EntityManager,
    private readonly records: PayoutRecords,
    private readonly outcomes: PayoutOutcomes,
    private readonly progress: InstructionProgress,
    private readonly transfers: AchTransfers,
    private readonly achBatches: AchBatches,
    private readonly achFileRecords: AchFiles,
    private readonly printRuns: CheckPrintRuns,
    private readonly encryption: FieldEncryption,
    private readonly ledger: LedgerService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** A rail payout just requested (in its transaction): an ACH payout gets its `Pending` transfer; a check waits as it is. */
  open(em: EntityManager, payout: Payout, details: PayoutDetails): void {
    if (payout.category !== PayoutMethodCategory.AchBankTransfer) return;
    const accountNumber = details.bankAccountNumber ?? '';
    const transfer = this.transfers.create(em, {
      organizationId: payout.organizationId,
      payoutInstructionId: payout.payoutInstructionId,
      payoutId: payout.id,
      amountCents: payout.amountCents,
      accountHolderName: details.fullName ?? '',
      routingNumber: details.bankRoutingNumber ?? '',
      accountNumberEncrypted: this.encryption.encrypt(accountNumber),
      accountNumberLast4: accountNumber.slice(-4),
      accountType: details.bankAccountType === 'Savings' ? AchAccountType.Savings : AchAccountType.Checking,
    });
    payout.achTransferId = transfer.id;
  }

  /**
   * A withdrawal or refund leaving by ACH (docs/money-movement.md), in the transaction that posted it to the ledger: a
   * `Pending` credit to the withdrawal account that the next batch writes into its NACHA file beside the payouts.
   */
  openOutgoing(
    em: EntityManager,
    movement: {
      organizationId: string;
      purpose: 'Withdrawal' | 'Refund';
      statementLineId: string;
      amountCents: number;
      destination: Omit<AchDestination, 'accountType'> & { accountType: 'Checking' | 'Savings'; id?: string };
    },
  ): void {
    const { accountHolderName, routingNumber, accountNumberEncrypted, accountNumberLast4, accountType, id: withdrawalAccountId } = movement.destination;
    this.transfers.createOutgoing(em, {
      organizationId: movement.organizationId,
      purpose: movement.purpose === 'Withdrawal' ? AchTransferPurpose.Withdrawal : AchTransferPurpose.Refund,
      statementLineId: movement.statementLineId,
      amountCents: movement.amountCents,
      accountHolderName,
      routingNumber,
      accountNumberEncrypted,
      accountNumberLast4,
      accountType: accountType === 'Savings' ? AchAccountType.Savings : AchAccountType.Checking,
      withdrawalAccountId: withdrawalAccountId ?? null,
    });
  }

  /** The payout's ACH transfer locked, before the payout itself (the batch's lock order); null for other rails. */
  lockTransferOf(em: EntityManager, payout: Pick<Payout, 'id' | 'category'>): Promise<AchTransfer | null> {
    return payout.category === PayoutMethodCategory.AchBankTransfer ? this.transfers.lockOfPayout(em, payout.id) : Promise.resolve(null);
  }

  /** `:try-restore` on a rail payout: only one still waiting for its batch or print run can be taken back. */
  cancel(payout: Payout, transfer: AchTransfer | null): CancelOutcome {
    if (transfer) {
      // Once in a NACHA file the bank has it: only a transfer the batch has not taken yet comes back.
      if (transfer.status !== AchTransferStatus.Pending) return { cancelled: false, reason: `its ACH transfer is ${transfer.status}: it was submitted to the bank already.` };
      this.transfers.move(transfer, 'cancel');
      return { cancelled: true };
    }
    if (payout.status !== PayoutStatus.Pending) return { cancelled: false, reason: `the check is ${payout.status}: it was sent for printing already.` };
    return { cancelled: true };
  }

  /** `GET /ach-transfers/{id}`: 404 for another organization's. */
  async transfer(principal: Principal, id: string): Promise<PayoutAchTransfer> {
    const transfer = await this.transfers.find(this.em, id);
    if (!transfer || transfer.organizationId !== principal.organizationId) throw DomainError.notFound('ACH transfer', id);
    return transfer;
  }

  /** The transfer as the API shows it, its NOC's corrected data decrypted to be masked. */
  viewOf(transfer: PayoutAchTransfer): AchTransferView {
    return AchTransferView.of(transfer, transfer.nocCorrectedDataEncrypted ? this.encryption.decrypt(transfer.nocCorrectedDataEncrypted) : null);
  }

  /** `GET /ach-transfers?payoutInstructionId=`: the instruction's latest transfer; 404 when it has none. */
  async transferOfInstruction(principal: Principal, instructionId: string): Promise<PayoutAchTransfer> {
    const transfer = await this.transfers.latestOf(this.em, instructionId);
    if (!transfer || transfer.organizationId !== principal.organizationId) {
      throw new DomainError('NOT_FOUND', 'not-found', `Payout instruction ${instructionId} has no ACH transfer.`);
    }
    return transfer;
  }

  /** `POST /admin/transfers/:trigger`: the next ACH batch or print run now, for the caller's organization. */
  async trigger(principal: Principal, kind: TransferKind): Promise<number> {
    const ran = kind === 'AchBatch' ? await this.achBatches.run(principal.organizationId) : await this.printRuns.run(principal.organizationId);
    return ran.count;
  }

  /** `GET /admin/ach-files`: the organization's NACHA files, newest first. */
  async achFiles(principal: Principal, page: PageQuery): Promise<Page<AchFileSummary>> {
    const { limit, offset } = pageOffset(page);
    const { rows, total } = await this.achFileRecords.pageOf(this.em.fork(), readerOf(principal), limit, offset);
    return toPage(rows, total, page);
  }

  /** `GET /admin/ach-files/{id}/content`: the file's text, part by part; 404 for one the caller may not read. */
  async achFileContent(principal: Principal, id: string): Promise<{ file: AchFileSummary; text: AsyncGenerator<string> }> {
    const em = this.em.fork();
    const file = await this.achFileRecords.summary(em, id);
    if (!file || !isReadableBy(readerOf(principal), file.organizationId)) throw DomainError.notFound('ACH file', id);
    return { file, text: this.achFileRecords.content(em, id) };
  }

  /** `GET /admin/check-print-runs`: the organization's print runs, newest first. */
  async printRunsOf(principal: Principal, page: PageQuery): Promise<Page<PrintRunSummary>> {
    const { limit, offset } = pageOffset(page);
    const { rows, total } = await this.printRuns.pageOf(readerOf(principal), limit, offset);
    return toPage(rows, total, page);
  }

  /** `GET /admin/check-print-runs/{id}/content`: the run's PDF; 404 for one the caller may not read. */
  async printRunPdf(principal: Principal, id: string): Promise<Buffer> {
    const run = await this.printRuns.summary(id);
    const pdf = run && isReadableBy(readerOf(principal), run.organizationId) ? await this.printRuns.pdf(id) : null;
    if (!pdf) throw DomainError.notFound('Check print run', id);
    return pdf;
  }

  /** A print run's positive pay issue file, for a bank reached by its portal rather than over SFTP (docs/bank-rails.md). */
  async printRunPositivePay(principal: Principal, id: string): Promise<Buffer> {
    const run = await this.printRuns.summary(id);
    const file = run && isReadableBy(readerOf(principal), run.organizationId) ? await this.printRuns.positivePayFile(id) : null;
    if (!file) throw DomainError.notFound('Check print run', id);
    return file;
  }

  /**
   * `POST /admin/payouts/{id}/:fail-permanently`: a payout stuck on its way is `Failed` (its ACH transfer, if the bank
   * has not settled it, `Cancelled`), and the instruction follows the failed-payout rule: `Restored` with a new link.
   */
  async failPermanently(principal: Principal, payoutId: string, reason: string): Promise<Payout> {
    const failed = await this.em.transactional(async (em) => {
      const found = await this.records.find(em, payoutId);
      if (!found || found.organizationId !== principal.organizationId) throw DomainError.notFound('Payout', payoutId);
      await this.progress.lock(em, found.payoutInstructionId);
      const transfer = await this.lockTransferOf(em, found);
      const payout = await this.records.lock(em, payoutId);
      if (!payout || !isOpen(payout.status)) throw PayoutErrors.notOpen(payoutId, payout?.status ?? found.status);
      const actor = administrator(principal);
      if (transfer && achStatusAfter(transfer.status, 'cancel')) {
        const from = transfer.status;
        this.transfers.move(transfer, 'cancel');
        await this.recordTransfer(em, payout, transfer, actor, 'AchTransferCancelled', `ACH transfer cancelled: ${reason}`, { from });
      }
      await this.outcomes.fail(em, payout.payoutInstructionId, payout.id, reason, actor);
      return payout;
    });
    return failed;
  }

  /** Sandbox `:settle-ach`: the instruction's ACH transfer settles now, whether or not a batch took it yet. */
  async simulateSettlement(principal: Principal, instructionId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const { transfer } = await this.lockAchOf(em, principal, instructionId, 'settle', ':settle-ach');
      await this.settleIn(em, [transfer.id], administrator(principal));
    });
  }

  /** Sandbox `:return-ach`: the receiving bank returns the instruction's transfer with a reason code (returnPayoutIn). */
  async simulateReturn(principal: Principal, instructionId: string, returnReasonCode: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const { instruction, transfer } = await this.lockAchOf(em, principal, instructionId, 'return', ':return-ach');
      const payout = await this.records.lock(em, transfer.payoutId);
      if (!payout) throw PayoutErrors.nothingToSimulate(instructionId, ':return-ach', null);
      await this.returnPayoutIn(em, instruction, transfer, payout, returnReasonCode, administrator(principal));
    });
  }

  /**
   * A bank returns file's entries (docs/bank-files-in.md), in the caller's transaction: each transfer found by its
   * trace number is returned as the sandbox's `:return-ach` returns it. An unknown trace number, or a transfer a
   * return no longer applies to (returned already, cancelled), is reported, not an error.
   */
  async applyBankReturns(em: EntityManager, entries: readonly { originalTraceNumber: string; returnReasonCode: string }[]): Promise<BankAnswerOutcome> {
    const outcome: BankAnswerOutcome = { applied: [], unknownTraceNumbers: [], notApplicable: [] };
    const found = await this.transfers.byTraceNumbers(em, entries.map((entry) => entry.originalTraceNumber));
    // Lock order (docs/bank-rails.md): instructions first (all of them, in id order), then each transfer, then its payout.
    await this.progress.lockMany(em, [...found.values()].flatMap((t) => (t.payoutInstructionId ? [t.payoutInstructionId] : [])));
    for (const { originalTraceNumber: traceNumber, returnReasonCode } of entries) {
      const known = found.get(traceNumber);
      if (!known) {
        outcome.unknownTraceNumbers.push(traceNumber);
        continue;
      }
      const transfer = known.payoutId ? await this.transfers.lockOfPayout(em, known.payoutId) : await this.transfers.lock(em, known.id);
      if (!transfer || !achStatusAfter(transfer.status, 'return')) {
        outcome.notApplicable.push({ traceNumber, status: transfer?.status ?? 'Unknown' });
        continue;
      }
      if (transfer.payoutId && transfer.payoutInstructionId) {
        const instruction = await this.progress.lock(em, transfer.payoutInstructionId);
        const payout = await this.records.lock(em, transfer.payoutId);
        if (!instruction || !payout) {
          outcome.notApplicable.push({ traceNumber, status: transfer.status });
          continue;
        }
        await this.returnPayoutIn(em, instruction, transfer as PayoutAchTransfer, payout, returnReasonCode, SYSTEM);
      } else {
        await this.returnMovementIn(em, transfer, returnReasonCode);
      }
      outcome.applied.push(traceNumber);
    }
    return outcome;
  }

  /**
   * A file's notifications of change (docs/bank-files-in.md), in the caller's transaction: each recorded on the
   * transfer it names (its corrected data encrypted), and for a payout's as `AchNotificationOfChange` on its instruction.
   */
  async applyNotificationsOfChange(em: EntityManager, entries: readonly { originalTraceNumber: string; changeCode: string; correctedData: string }[]): Promise<BankAnswerOutcome> {
    const outcome: BankAnswerOutcome = { applied: [], unknownTraceNumbers: [], notApplicable: [], withdrawalAccountChanges: [] };
    const found = await this.transfers.byTraceNumbers(em, entries.map((entry) => entry.originalTraceNumber));
    await this.progress.lockMany(em, [...found.values()].flatMap((t) => (t.payoutInstructionId ? [t.payoutInstructionId] : [])));
    for (const { originalTraceNumber: traceNumber, changeCode, correctedData } of entries) {
      const known = found.get(traceNumber);
      const transfer = known ? await this.transfers.lock(em, known.id) : null;
      if (!transfer) {
        outcome.unknownTraceNumbers.push(traceNumber);
        continue;
      }
      this.transfers.noteChange(transfer, changeCode, this.encryption.encrypt(correctedData));
      if (transfer.withdrawalAccountId) {
        outcome.withdrawalAccountChanges!.push({ withdrawalAccountId: transfer.withdrawalAccountId, changeCode, correctedDataMasked: maskCorrectedData(changeCode, correctedData) });
      }
      if (transfer.payoutId && transfer.payoutInstructionId) {
        await em.flush();
        await this.progress.record(
          em,
          { id: transfer.payoutInstructionId, organizationId: transfer.organizationId },
          [
            {
              kind: 'AchNotificationOfChange',
              description: `Notification of change from the receiving bank: ${changeCode} ${describeChange(changeCode)}`,
              details: { payoutId: transfer.payoutId, achTransferId: transfer.id, traceNumber, changeCode, correctedData: maskCorrectedData(changeCode, correctedData) },
            },
          ],
          SYSTEM,
        );
      }
      outcome.applied.push(traceNumber);
    }
    await em.flush();
    return outcome;
  }

  /** Sandbox `:settle-ach` of a withdrawal or refund (by its transaction id): its ACH transfer settles now. */
  async simulateMovementSettlement(principal: Principal, statementLineId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const transfer = await this.lockMovement(em, principal, statementLineId, 'settle', ':settle-ach');
      await this.settleIn(em, [transfer.id], administrator(principal));
    });
  }

  /** Sandbox `:return-ach` of a withdrawal or refund (returnMovementIn). */
  async simulateMovementReturn(principal: Principal, statementLineId: string, returnReasonCode: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const transfer = await this.lockMovement(em, principal, statementLineId, 'return', ':return-ach');
      await this.returnMovementIn(em, transfer, returnReasonCode);
    });
  }

  /** Sandbox `:deposit-check`: the payee deposits the printed check; the payout completes. */
  async simulateDeposit(principal: Principal, instructionId: string): Promise<void> {
    await this.em.transactional(async (em) => {
      const instruction = await this.lockInstructionOf(em, principal, instructionId);
      const payout = await this.records.lockOpen(em, instruction.id);
      if (!payout || !isPrintedCheck(payout)) {
        const latest = payout ?? (await this.records.latest(em, instructionId));
        throw PayoutErrors.nothingToSimulate(instructionId, ':deposit-check', latest?.status ?? null);
      }
      await this.depositIn(em, instruction, payout, 'CheckDeposited', `Check ${payout.checkNumber ?? ''} deposited by the payee`, administrator(principal));
    });
  }

  /**
   * The checks a bank statement says the bank paid (docs/bank-files-in.md, Paid checks), in the caller's transaction:
   * each printed or mailed check of that number and amount completes, as `:deposit-check` completes it. An unknown
   * number, a different amount (kept open for an operator: positive pay should have stopped it) or a check no longer
   * open is reported, not an error.
   */
  async applyPaidChecks(em: EntityManager, checks: readonly { checkNumber: string; amountCents: number }[]): Promise<PaidChecksOutcome> {
    const outcome: PaidChecksOutcome = { paid: [], unknownCheckNumbers: [], amountDiffers: [], notApplicable: [] };
    const rows = await this.records.checksByNumbers(em, checks.map((check) => check.checkNumber));
    // Lock order (docs/bank-rails.md): instructions first, all of them in id order, then each payout.
    await this.progress.lockMany(em, rows.map((row) => row.payout_instruction_id));
    for (const { checkNumber, amountCents } of checks) {
      // Printed and Lob's checks are numbered apart: a number can name two checks, the amount tells them apart.
      const numbered = rows.filter((row) => row.check_number === checkNumber);
      const sameAmount = numbered.filter((row) => Number(row.amount_cents) === amountCents);
      const known = sameAmount.find((row) => canApply(row.status, 'deposit')) ?? sameAmount[0];
      if (numbered.length === 0) {
        outcome.unknownCheckNumbers.push(checkNumber);
        continue;
      }
      if (!known) {
        outcome.amountDiffers.push({ checkNumber, issuedCents: Number(numbered[0].amount_cents), paidCents: amountCents });
        continue;
      }
      const instruction = await this.progress.lock(em, known.payout_instruction_id);
      const payout = await this.records.lock(em, known.id);
      if (!instruction || !payout || !isPrintedCheck(payout)) {
        outcome.notApplicable.push({ checkNumber, status: payout?.status ?? 'Unknown' });
        continue;
      }
      await this.depositIn(em, instruction, payout, 'CheckPaid', `Check ${checkNumber} paid by the bank`, SYSTEM);
      outcome.paid.push(checkNumber);
    }
    return outcome;
  }

  /** A printed check deposited and paid: its payout completes (instruction and payout locked by the caller). */
  private async depositIn(em: EntityManager, instruction: PayoutInstruction, payout: Payout, kind: string, description: string, actor: Actor): Promise<void> {
    await this.progress.record(em, instruction, [{ kind, description, details: { payoutId: payout.id, checkNumber: payout.checkNumber, from: payout.status, payoutStatus: PayoutStatus.Completed } }], actor);
    await this.outcomes.applyIn(em, [{ payoutId: payout.id, instructionId: instruction.id, outcome: { status: 'Completed', reference: payout.checkNumber ?? payout.id } }], actor);
  }

  /** The sandbox bank and printer (a repeating job): transfers submitted long enough ago settle, printed checks are mailed. */
  async sandboxSweep(): Promise<{ settled: number; mailed: number }> {
    const rails = this.config.bankRails;
    // With a real bank connected, the bank settles (on the effective date: settleOnEffectiveDate), not the sandbox.
    const settled = this.config.bankConnection ? 0 : await this.settleDue((em) => this.transfers.dueForSettlement(em, rails.achSandboxSettleSeconds, SWEEP_BATCH));
    let mailed = 0;
    for (;;) {
      const rows = await this.em.transactional(async (em) => {
        const done = await this.records.mailPrinted(em, rails.checkSandboxMailSeconds, SWEEP_BATCH);
        await this.progress.recordMany(
          em,
          done.map((row) => ({ instructionId: row.payout_instruction_id, kind: 'CheckMailed', description: `Check ${row.check_number} mailed`, details: { payoutId: row.id, checkNumber: row.check_number, payoutStatus: PayoutStatus.Mailed } })),
        );
        return done.length;
      });
      mailed += rows;
      if (rows < SWEEP_BATCH) break;
    }
    return { settled, mailed };
  }

  /**
   * `ach-settlement`, with a bank connection (docs/bank-files.md, Settlement): an ODFI sends no settlement message, so
   * a submitted credit settles on its effective entry date; a later return still comes back through the returns file.
   */
  settleOnEffectiveDate(): Promise<number> {
    return this.settleDue((em) => this.transfers.dueOnEffectiveDate(em, SWEEP_BATCH));
  }

  /** Settles what `due` finds, SWEEP_BATCH at a time, each batch one transaction (instructions locked first). */
  private async settleDue(due: (em: EntityManager) => Promise<{ id: string; payout_instruction_id: string | null }[]>): Promise<number> {
    let settled = 0;
    for (;;) {
      const rows = await due(this.em.fork());
      if (rows.length === 0) break;
      settled += await this.em.transactional(async (em) => {
        await this.progress.lockMany(em, rows.flatMap((row) => (row.payout_instruction_id ? [row.payout_instruction_id] : [])));
        return this.settleIn(em, rows.map((row) => row.id), SYSTEM);
      });
      if (rows.length < SWEEP_BATCH) break;
    }
    return settled;
  }

  /**
   * Settles transfers (their instructions locked by the caller) and completes their payouts, or, for withdrawals and
   * refunds, their statement lines; returns how many settled.
   */
  private async settleIn(em: EntityManager, transferIds: readonly string[], actor: Actor): Promise<number> {
    const settled = await this.transfers.settle(em, transferIds);
    const payouts = settled.filter((row): row is PayoutTransferRow => row.payout_id !== null && row.payout_instruction_id !== null);
    await this.ledger.markStatement(em, settled.flatMap((row) => (row.statement_line_id ? [row.statement_line_id] : [])), 'Completed');
    await this.progress.recordMany(
      em,
      payouts.map((row) => ({
        instructionId: row.payout_instruction_id,
        kind: 'AchTransferSettled',
        description: 'ACH transfer settled',
        details: { payoutId: row.payout_id, achTransferId: row.id, traceNumber: row.trace_number, transferStatus: AchTransferStatus.Settled },
      })),
    );
    await this.outcomes.applyIn(
      em,
      payouts.map((row) => ({ payoutId: row.payout_id, instructionId: row.payout_instruction_id, outcome: { status: 'Completed', reference: row.trace_number ?? row.id } })),
      actor,
    );
    return settled.length;
  }

  private async lockInstructionOf(em: EntityManager, principal: Principal, instructionId: string): Promise<PayoutInstruction> {
    const instruction = await this.progress.lock(em, instructionId);
    if (!instruction || instruction.organizationId !== principal.organizationId) throw DomainError.notFound('Payout instruction', instructionId);
    return instruction;
  }

  /** The instruction and its latest ACH transfer, both locked; 409 when the simulation does not apply to the transfer. */
  private async lockAchOf(
    em: EntityManager,
    principal: Principal,
    instructionId: string,
    event: 'settle' | 'return',
    simulation: string,
  ): Promise<{ instruction: PayoutInstruction; transfer: PayoutAchTransfer }> {
    const instruction = await this.lockInstructionOf(em, principal, instructionId);
    const latest = await this.transfers.latestOf(em, instructionId);
    const transfer = latest ? await this.transfers.lockOfPayout(em, latest.payoutId) : null;
    if (!transfer || !achStatusAfter(transfer.status, event)) {
      const payoutStatus = transfer ? ((await this.records.find(em, transfer.payoutId))?.status ?? null) : null;
      throw PayoutErrors.noTransferToSimulate(instructionId, simulation, transfer?.status ?? null, payoutStatus);
    }
    return { instruction, transfer };
  }

  /** A withdrawal's or refund's transfer, locked; 404 for an unknown id, 409 when the simulation does not apply to it. */
  private async lockMovement(em: EntityManager, principal: Principal, statementLineId: string, event: 'settle' | 'return', simulation: string): Promise<AchTransfer> {
    const transfer = await this.transfers.lockOfStatementLine(em, statementLineId);
    if (!transfer || transfer.organizationId !== principal.organizationId) throw DomainError.notFound('Withdrawal or refund', statementLineId);
    if (!achStatusAfter(transfer.status, event)) throw PayoutErrors.noMovementToSimulate(statementLineId, simulation, transfer.status);
    return transfer;
  }

  /**
   * A payout's transfer returned by the receiving bank (instruction, transfer and payout locked, in that order).
   * Settled: the payout is `Returned`, its money comes back from paid out (`PayoutReversed`) and the instruction is
   * `Restored`. Not settled yet: the payout fails and the instruction is `Restored` as for any failure.
   */
  private async returnPayoutIn(em: EntityManager, instruction: PayoutInstruction, transfer: PayoutAchTransfer, payout: Payout, returnReasonCode: string, actor: Actor): Promise<void> {
    const from = transfer.status;
    this.transfers.move(transfer, 'return', { returnReasonCode });
    await this.recordTransfer(em, payout, transfer, actor, 'AchTransferReturned', `ACH transfer returned: ${describeReturn(returnReasonCode)}`, { from, returnReasonCode });
    await this.outcomes.sentBackIn(em, instruction, payout, `Returned by the receiving bank: ${describeReturn(returnReasonCode)}`, { achTransferId: transfer.id, returnReasonCode }, actor);
  }

  /**
   * A withdrawal's or refund's transfer (locked) returned: its money comes back where it left (`WithdrawalReturned` to
   * the bank account's unattributed funds, `RefundReturned` to the campaign's unallocated).
   */
  private async returnMovementIn(em: EntityManager, transfer: AchTransfer, returnReasonCode: string): Promise<void> {
    this.transfers.move(transfer, 'return', { returnReasonCode });
    await em.flush();
    await this.ledger.returnMovement(em, transfer.organizationId, transfer.statementLineId!, `Returned by the receiving bank: ${describeReturn(returnReasonCode)}`);
  }

  private async recordTransfer(em: EntityManager, payout: Payout, transfer: AchTransfer, actor: Actor, kind: string, description: string, extra: Record<string, unknown>): Promise<void> {
    await em.flush();
    await this.progress.record(
      em,
      { id: payout.payoutInstructionId, organizationId: payout.organizationId },
      [{ kind, description, details: { payoutId: payout.id, achTransferId: transfer.id, traceNumber: transfer.traceNumber ?? null, transferStatus: transfer.status, ...extra } }],
      actor,
    );
  }
}
