import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { literal, literals, query, queryBound } from '../../../core/database/sql';
import { AchTransferStatus, achStatusAfter, achStatusesFor, type AchTransferEvent } from '../payout-state';
import { AchTransfer, AchTransferPurpose, type AchAccountType, type PayoutAchTransfer } from './ach-transfer.entity';

/** Workers act without an organization scope: the batch or the payout names the rows. */
const ANY_TENANT = { filters: { tenant: false } } as const;

/** A pending transfer as the batch writes it into the file (a payout's, or a withdrawal's or refund's). */
export interface PendingTransferRow {
  id: string;
  organization_id: string;
  payout_id: string | null;
  payout_instruction_id: string | null;
  statement_line_id: string | null;
  amount_cents: string;
  account_holder_name: string;
  routing_number: string;
  account_number_encrypted: string;
  account_type: AchAccountType;
}

/** A transfer that changed status in a set-based step, with what its payout and instruction (or statement line) need. */
export interface MovedTransferRow {
  id: string;
  payout_id: string | null;
  payout_instruction_id: string | null;
  statement_line_id: string | null;
  trace_number: string | null;
}

/** The bank account an outgoing ACH credit goes to. */
export interface AchDestination {
  accountHolderName: string;
  routingNumber: string;
  accountNumberEncrypted: string;
  accountNumberLast4: string;
  accountType: AchAccountType;
}

/** The `ach_transfer` table (docs/bank-rails.md): the only code that writes it. */
@Injectable()
export class AchTransfers {
  /** A new `Pending` transfer for an ACH payout, in the payout's transaction. */
  create(
    em: EntityManager,
    fields: {
      organizationId: string;
      payoutInstructionId: string;
      payoutId: string;
      amountCents: number;
      accountHolderName: string;
      routingNumber: string;
      accountNumberEncrypted: string;
      accountNumberLast4: string;
      accountType: AchAccountType;
    },
  ): AchTransfer {
    return em.create(AchTransfer, { ...fields, purpose: AchTransferPurpose.Payout, status: AchTransferStatus.Pending });
  }

  /** A new `Pending` transfer for a withdrawal or refund, in the transaction that posts it to the ledger. */
  createOutgoing(
    em: EntityManager,
    fields: { organizationId: string; purpose: Exclude<AchTransferPurpose, AchTransferPurpose.Payout>; statementLineId: string; amountCents: number; withdrawalAccountId: string | null } & AchDestination,
  ): AchTransfer {
    return em.create(AchTransfer, { ...fields, payoutInstructionId: null, payoutId: null, status: AchTransferStatus.Pending });
  }

  /** A payout's transfer by id; null for an unknown id or a withdrawal's or refund's. */
  find(em: EntityManager, id: string): Promise<PayoutAchTransfer | null> {
    return em.findOne(AchTransfer, { id, purpose: AchTransferPurpose.Payout }, ANY_TENANT) as Promise<PayoutAchTransfer | null>;
  }

  /** The instruction's latest transfer; null when it never had one. */
  latestOf(em: EntityManager, instructionId: string): Promise<PayoutAchTransfer | null> {
    return em.findOne(AchTransfer, { payoutInstructionId: instructionId }, { ...ANY_TENANT, orderBy: { createdOn: 'desc', id: 'desc' } }) as Promise<PayoutAchTransfer | null>;
  }

  /** The transfer of a payout, locked for the caller's transaction (always before the payout: the batch's order). */
  lockOfPayout(em: EntityManager, payoutId: string): Promise<PayoutAchTransfer | null> {
    return em.findOne(AchTransfer, { payoutId }, { ...ANY_TENANT, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true }) as Promise<PayoutAchTransfer | null>;
  }

  /** The transfer of a withdrawal or refund (by its statement line), locked for the caller's transaction. */
  lockOfStatementLine(em: EntityManager, statementLineId: string): Promise<AchTransfer | null> {
    return em.findOne(AchTransfer, { statementLineId }, { ...ANY_TENANT, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /**
   * Transfers by the trace numbers a bank file names (docs/bank-files-in.md), unlocked: the caller locks each in the
   * rails' order. A trace number names one entry for ten million entries; past that, the latest submitted wins.
   */
  async byTraceNumbers(em: EntityManager, traceNumbers: readonly string[]): Promise<Map<string, AchTransfer>> {
    if (traceNumbers.length === 0) return new Map();
    const found = await em.find(AchTransfer, { traceNumber: { $in: [...new Set(traceNumbers)] } }, { ...ANY_TENANT, orderBy: { submittedOn: 'asc', id: 'asc' } });
    return new Map(found.map((transfer) => [transfer.traceNumber!, transfer]));
  }

  /** A transfer by id, locked (a withdrawal's, refund's or payout's). */
  lock(em: EntityManager, id: string): Promise<AchTransfer | null> {
    return em.findOne(AchTransfer, { id }, { ...ANY_TENANT, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Records a notification of change on a locked transfer: the latest one replaces an earlier one. */
  noteChange(transfer: AchTransfer, changeCode: string, correctedDataEncrypted: string): void {
    Object.assign(transfer, { nocChangeCode: changeCode, nocCorrectedDataEncrypted: correctedDataEncrypted, nocReceivedOn: new Date() });
  }

  /** Moves one locked transfer by `event`; false when the event does not apply to its status. */
  move(transfer: AchTransfer, event: AchTransferEvent, fields: { returnReasonCode?: string } = {}): boolean {
    const to = achStatusAfter(transfer.status, event);
    if (!to) return false;
    const now = new Date();
    transfer.status = to;
    if (event === 'settle') transfer.settledOn = now;
    if (event === 'return') Object.assign(transfer, { returnedOn: now, returnReasonCode: fields.returnReasonCode ?? null });
    if (event === 'cancel') transfer.cancelledOn = now;
    return true;
  }

  /**
   * The next pending transfers after `afterId` (id order), locked for the batch's transaction; transfers locked by
   * another transaction (a try-restore deciding on one) are skipped and wait for the next batch.
   */
  takePending(em: EntityManager, organizationId: string | null, afterId: string | null, limit: number): Promise<PendingTransferRow[]> {
    return queryBound<PendingTransferRow>(
      em,
      `select id, organization_id, payout_id, payout_instruction_id, statement_line_id, amount_cents, account_holder_name, routing_number, account_number_encrypted, account_type
       from ach_transfer
       where status = ${literal(AchTransferStatus.Pending)}
         and ($1::uuid is null or organization_id = $1::uuid)
         and ($2::uuid is null or id > $2::uuid)
       order by id
       limit $3
       for update skip locked`,
      [organizationId, afterId, limit],
    );
  }

  /** How many transfers wait for a batch (of one organization, or all). */
  async countPending(em: EntityManager, organizationId: string | null): Promise<number> {
    const [row] = await query<{ count: string }>(
      em,
      `select count(*) as count from ach_transfer where status = ${literal(AchTransferStatus.Pending)} and (?::uuid is null or organization_id = ?::uuid)`,
      [organizationId, organizationId],
    );
    return Number(row.count);
  }

  /** Pending → Submitted for the transfers of one part of a file, with their trace numbers. */
  async markSubmitted(em: EntityManager, achFileId: string, effectiveDate: string, transfers: readonly { id: string; traceNumber: string }[]): Promise<void> {
    await queryBound(
      em,
      `update ach_transfer t set status = ${literal(AchTransferStatus.Submitted)}, ach_file_id = $1, effective_date = $2::date, trace_number = x.trace,
              submitted_on = now(), updated_on = now()
       from unnest($3::uuid[], $4::text[]) as x(id, trace)
       where t.id = x.id and t.status in ${literals(achStatusesFor('submit'))}`,
      [achFileId, effectiveDate, transfers.map((t) => t.id), transfers.map((t) => t.traceNumber)],
    );
  }

  /** Submitted transfers the sandbox bank settles now: submitted at least `afterSeconds` ago (not locked). */
  dueForSettlement(em: EntityManager, afterSeconds: number, limit: number): Promise<MovedTransferRow[]> {
    return query<MovedTransferRow>(
      em,
      `select id, payout_id, payout_instruction_id, statement_line_id, trace_number from ach_transfer
       where status = ${literal(AchTransferStatus.Submitted)} and submitted_on <= now() - make_interval(secs => ?)
       order by submitted_on limit ?`,
      [afterSeconds, limit],
    );
  }

  /**
   * Submitted transfers whose effective entry date has come (UTC): with a real bank, which sends no settlement message,
   * a credit settles on its effective date (docs/bank-files.md, Settlement).
   */
  dueOnEffectiveDate(em: EntityManager, limit: number): Promise<MovedTransferRow[]> {
    return query<MovedTransferRow>(
      em,
      `select id, payout_id, payout_instruction_id, statement_line_id, trace_number from ach_transfer
       where status = ${literal(AchTransferStatus.Submitted)} and effective_date <= (now() at time zone 'UTC')::date
       order by submitted_on limit ?`,
      [limit],
    );
  }

  /** Settles the given transfers still settleable (their instructions locked by the caller); returns those it settled. */
  settle(em: EntityManager, ids: readonly string[]): Promise<MovedTransferRow[]> {
    if (ids.length === 0) return Promise.resolve([]);
    return query<MovedTransferRow>(
      em,
      `update ach_transfer set status = ${literal(AchTransferStatus.Settled)}, settled_on = now(), updated_on = now()
       where id = any(?::uuid[]) and status in ${literals(achStatusesFor('settle'))}
       returning id, payout_id, payout_instruction_id, statement_line_id, trace_number`,
      [ids],
    );
  }
}
