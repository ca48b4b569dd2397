import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { newId } from '../../../core/database/base.entity';
import { query } from '../../../core/database/sql';
import { LedgerService } from '../../../core/ledger';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { BankFileDeliveries } from '../../bank-files';
import { InstructionProgress } from '../../payout-instructions';
import { PayoutRecords } from '../payout-records';
import { AchTransferStatus, PayoutStatus } from '../payout-state';
import { AchFiles } from './ach-files';
import { AchTransfers, type PendingTransferRow } from './ach-transfers';
import { isoDate, nextBusinessDay } from './effective-date';
import { achName, NachaFileWriter, traceNumberOf, type NachaOriginator } from './nacha-writer';

/** Serialises batches (the schedule and an administrator's trigger): one file at a time, never a transfer in two. */
const ACH_BATCH_LOCK = 7_310_001;

/**
 * The name field of an entry is for the receiving bank's eyes only (it credits by account number): a holder's name
 * with no letter the file can carry (in another script) is written as a placeholder rather than block the batch.
 */
const holderNameOf = (name: string): string => (/[A-Z0-9]/.test(achName(name, 22)) ? name : 'ACCOUNT HOLDER');

export interface AchBatchResult {
  achFileId: string | null;
  count: number;
}

/**
 * The ACH batch (docs/bank-rails.md): every `Pending` transfer (of one organization, when an administrator triggers
 * it) goes into one NACHA file, written part by part, and is marked `Submitted` with its payout `Processing`, all in
 * one transaction. A batch that dies midway rolls back whole: no file, no transfer submitted; the next one takes them.
 */
@Injectable()
export class AchBatches {
  private readonly originator: NachaOriginator;
  /** Transfers per part of the file (one NACHA batch each; ACH_BATCH_PART_SIZE, 1,000 by default): bounded memory whatever the number pending. */
  private readonly partSize: number;

  constructor(
    private readonly em: EntityManager,
    private readonly transfers: AchTransfers,
    private readonly files: AchFiles,
    private readonly payouts: PayoutRecords,
    private readonly progress: InstructionProgress,
    private readonly encryption: FieldEncryption,
    private readonly ledger: LedgerService,
    private readonly bankFiles: BankFileDeliveries,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const rails = config.bankRails;
    this.partSize = rails.achBatchPartSize;
    this.originator = {
      immediateDestination: rails.odfiRoutingNumber,
      immediateDestinationName: rails.odfiName,
      immediateOrigin: rails.odfiRoutingNumber,
      immediateOriginName: rails.companyName,
      companyName: rails.companyName,
      companyIdentification: rails.companyId,
      originatingDfi: rails.odfiRoutingNumber,
    };
  }

  /**
   * Runs one batch now; `organizationId` limits it to that organization's transfers. The database and the worker take
   * turns part by part, overlapped: while PostgreSQL writes one part and selects the next, the worker formats the next
   * (statements queue on the transaction's one connection, in the order they are sent).
   */
  async run(organizationId: string | null = null, now = new Date()): Promise<AchBatchResult> {
    const result = await this.batch(organizationId, now);
    // Committed: the file goes to the bank now rather than at the deliverer's next round (docs/bank-files.md).
    if (result.achFileId) await this.bankFiles.wake();
    return result;
  }

  private batch(organizationId: string | null, now: Date): Promise<AchBatchResult> {
    return this.em.transactional(async (em) => {
      await query(em, 'select pg_advisory_xact_lock(?)', [ACH_BATCH_LOCK]);
      const id = newId();
      const effectiveDate = nextBusinessDay(now);
      const file: FileInProgress = {
        id,
        effective: isoDate(effectiveDate),
        // Trace numbers go on from the last file's (at most the number pending now: some may be skipped as locked).
        firstSequence: await this.files.nextTraceSequence(em, await this.transfers.countPending(em, organizationId)),
        count: 0,
        parts: 0,
        writer: new NachaFileWriter(this.originator, { createdAt: now, effectiveDate, referenceCode: id.replace(/-/g, '').slice(-8).toUpperCase() }),
      };

      let rows = await this.transfers.takePending(em, organizationId, null, this.partSize);
      if (rows.length === 0) return { achFileId: null, count: 0 };
      await this.files.create(em, file.id, organizationId, file.effective, file.firstSequence);
      let writing: Promise<unknown> = this.files.writePart(em, file.id, file.parts++, file.writer.header());
      while (rows.length > 0) {
        const next = settledLater(this.transfers.takePending(em, organizationId, rows[rows.length - 1].id, this.partSize));
        const part = this.prepare(file, rows);
        await writing;
        writing = settledLater(this.write(em, file, part));
        rows = await next;
      }
      await writing;
      await this.files.writePart(em, file.id, file.parts, file.writer.finish());
      await this.files.complete(em, file.id, file.writer.totals, file.firstSequence + file.count - 1);
      // With a bank connection, the file's delivery exists exactly when the file does.
      await this.bankFiles.enqueue(em, [{ kind: 'AchFile', sourceId: file.id, createdOn: now }]);
      return { achFileId: file.id, count: file.count };
    });
  }

  /** The next part of the file from pending rows: their trace numbers and the NACHA batch text (the worker's turn). */
  private prepare(file: FileInProgress, rows: readonly PendingTransferRow[]): PreparedPart {
    const entries = rows.map((row, index) => {
      const traceSequence = file.firstSequence + file.count + index;
      return { row, traceSequence, traceNumber: traceNumberOf(this.originator.originatingDfi, traceSequence) };
    });
    file.count += entries.length;
    const text = file.writer.batch(
      entries.map(({ row, traceSequence }) => ({
        routingNumber: row.routing_number,
        accountNumber: this.encryption.decrypt(row.account_number_encrypted),
        accountType: row.account_type,
        amountCents: Number(row.amount_cents),
        individualName: holderNameOf(row.account_holder_name),
        individualId: row.id.replace(/-/g, '').slice(-15),
        traceSequence,
      })),
    );
    return { number: file.parts++, text, entries };
  }

  /**
   * A part's writes (the database's turn): its text, its transfers `Submitted`, their payouts `Processing` and the
   * activity, or, for withdrawals and refunds, their statement lines `Submitted`.
   */
  private async write(em: EntityManager, file: FileInProgress, part: PreparedPart): Promise<void> {
    const entries = part.entries.filter((entry): entry is PayoutEntry => entry.row.payout_id !== null);
    const movements = part.entries.flatMap(({ row }) => (row.statement_line_id ? [row.statement_line_id] : []));
    await Promise.all([
      this.files.writePart(em, file.id, part.number, part.text),
      this.transfers.markSubmitted(em, file.id, file.effective, part.entries.map(({ row, traceNumber }) => ({ id: row.id, traceNumber }))),
      this.ledger.markStatement(em, movements, 'Submitted'),
      this.payouts.submittedToBank(em, entries.map(({ row, traceNumber }) => ({ payoutId: row.payout_id, reference: traceNumber }))),
      this.progress.recordEach(
        em,
        {
          kind: 'AchTransferSubmitted',
          description: `ACH transfer submitted to the bank, effective ${file.effective}`,
          common: { achFileId: file.id, effectiveDate: file.effective, transferStatus: AchTransferStatus.Submitted, payoutStatus: PayoutStatus.Processing },
        },
        {
          instructionIds: entries.map(({ row }) => row.payout_instruction_id),
          organizationIds: entries.map(({ row }) => row.organization_id),
          columns: { payoutId: entries.map(({ row }) => row.payout_id), achTransferId: entries.map(({ row }) => row.id), traceNumber: entries.map(({ traceNumber }) => traceNumber) },
        },
      ),
    ]);
  }
}

interface FileInProgress {
  id: string;
  effective: string;
  firstSequence: number;
  /** Entries so far, and parts numbered so far (the header is part 0). */
  count: number;
  parts: number;
  writer: NachaFileWriter;
}

interface PreparedEntry {
  row: PendingTransferRow;
  traceSequence: number;
  traceNumber: string;
}

/** An entry paying a beneficiary's payout (the others move an organization's money back). */
type PayoutEntry = PreparedEntry & { row: PendingTransferRow & { payout_id: string; payout_instruction_id: string } };

interface PreparedPart {
  number: number;
  text: string;
  entries: PreparedEntry[];
}

/**
 * A promise awaited later, not now: marked handled so that a failure while the worker does something else is not an
 * unhandled rejection; the `await` still throws it (and the transaction rolls back).
 */
function settledLater<T>(promise: Promise<T>): Promise<T> {
  promise.catch(() => undefined);
  return promise;
}
