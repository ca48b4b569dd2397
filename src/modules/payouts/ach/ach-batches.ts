import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { newId } from '../../../core/database/base.entity';
import { query } from '../../../core/database/sql';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { InstructionProgress } from '../../payout-instructions';
import { PayoutRecords } from '../payout-records';
import { AchTransferStatus, PayoutStatus } from '../payout-state';
import { AchFiles } from './ach-files';
import { AchTransfers } from './ach-transfers';
import { isoDate, nextBusinessDay } from './effective-date';
import { achName, NachaFileWriter, traceNumberOf, type NachaOriginator } from './nacha-writer';

/** Transfers per part of the file (one NACHA batch each): bounded memory whatever the number pending. */
export const ACH_BATCH_PART = 1_000;

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

  constructor(
    private readonly em: EntityManager,
    private readonly transfers: AchTransfers,
    private readonly files: AchFiles,
    private readonly payouts: PayoutRecords,
    private readonly progress: InstructionProgress,
    private readonly encryption: FieldEncryption,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const rails = config.bankRails;
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

  /** Runs one batch now; `organizationId` limits it to that organization's transfers. */
  run(organizationId: string | null = null, now = new Date()): Promise<AchBatchResult> {
    return this.em.transactional(async (em) => {
      await query(em, 'select pg_advisory_xact_lock(?)', [ACH_BATCH_LOCK]);
      const achFileId = newId();
      const effectiveDate = nextBusinessDay(now);
      const effective = isoDate(effectiveDate);
      const writer = new NachaFileWriter(this.originator, { createdAt: now, effectiveDate, referenceCode: achFileId.replace(/-/g, '').slice(-8).toUpperCase() });
      let part = 0;
      let count = 0;
      let afterId: string | null = null;
      for (;;) {
        const rows = await this.transfers.takePending(em, organizationId, afterId, ACH_BATCH_PART);
        if (rows.length === 0) break;
        if (part === 0) {
          await this.files.create(em, achFileId, organizationId, effective);
          await this.files.writePart(em, achFileId, part++, writer.header());
        }
        const entries = rows.map((row) => ({ row, traceNumber: traceNumberOf(this.originator.originatingDfi, ++count) }));
        const batch = writer.batch(
          entries.map(({ row }, index) => ({
            routingNumber: row.routing_number,
            accountNumber: this.encryption.decrypt(row.account_number_encrypted),
            accountType: row.account_type,
            amountCents: Number(row.amount_cents),
            individualName: holderNameOf(row.account_holder_name),
            individualId: row.id.replace(/-/g, '').slice(-15),
            traceSequence: count - entries.length + index + 1,
          })),
        );
        await this.files.writePart(em, achFileId, part++, batch);
        await this.transfers.markSubmitted(em, achFileId, effective, entries.map(({ row, traceNumber }) => ({ id: row.id, traceNumber })));
        await this.payouts.submittedToBank(em, entries.map(({ row, traceNumber }) => ({ payoutId: row.payout_id, reference: traceNumber })));
        await this.progress.recordMany(
          em,
          entries.map(({ row, traceNumber }) => ({
            instructionId: row.payout_instruction_id,
            kind: 'AchTransferSubmitted',
            description: `ACH transfer submitted to the bank, effective ${effective}`,
            details: { payoutId: row.payout_id, achTransferId: row.id, achFileId, traceNumber, effectiveDate: effective, transferStatus: AchTransferStatus.Submitted, payoutStatus: PayoutStatus.Processing },
          })),
        );
        afterId = rows[rows.length - 1].id;
      }
      if (count === 0) return { achFileId: null, count: 0 };
      await this.files.writePart(em, achFileId, part, writer.finish());
      await this.files.complete(em, achFileId, writer.totals);
      return { achFileId, count };
    });
  }
}
