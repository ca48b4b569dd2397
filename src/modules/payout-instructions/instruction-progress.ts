import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import type { EntityManager } from '@mikro-orm/postgresql';
import { literal, query, queryBound } from '../../core/database/sql';
import { DomainError } from '../../core/errors/domain-error';
import { centsToAmount } from '../../core/money/money';
import { recordEvents } from '../../core/events';
import type { StatementLineInput } from '../../core/ledger';
import { ActivityLog, SYSTEM, type Actor, type ActivityEntry } from './activity-log';
import { recordStatusChange, statusChangesOf } from './instruction-events';
import { InstructionMoney } from './instruction-money';
import { fundsMovement, nextStatus, PayoutInstructionStatus } from './payout-instruction-state';
import { CancellationReason, NotificationChannel, PayoutInstruction } from './payout-instruction.entity';

/** Beneficiaries and workers act without an organization scope: the claim session or the payout names the instruction. */
const ANY_TENANT = { filters: { tenant: false } } as const;

export const BENEFICIARY: Actor = { type: 'Beneficiary', id: null };

/** A completed payout, as its instruction's settlement needs it. */
export interface CompletedPayout {
  instructionId: string;
  payoutId: string;
}

/**
 * The instruction's side of a claim and of its payout (docs/claims.md, docs/payouts.md): the beneficiary's steps and
 * the provider's outcomes, each a transition of the state machine with its money and history, inside the caller's
 * transaction (the payouts and claims contexts own theirs and call in here for the instruction's part).
 */
@Injectable()
export class InstructionProgress {
  constructor(
    private readonly money: InstructionMoney,
    private readonly activity: ActivityLog,
  ) {}

  /** The instruction, unlocked; null when there is none. */
  find(em: EntityManager, instructionId: string): Promise<PayoutInstruction | null> {
    return em.findOne(PayoutInstruction, { id: instructionId }, ANY_TENANT);
  }

  /** Instructions by id, unlocked, of any organization (for the views of events); missing ids are left out. */
  findMany(em: EntityManager, instructionIds: readonly string[]): Promise<PayoutInstruction[]> {
    return em.find(PayoutInstruction, { id: { $in: [...instructionIds] } }, ANY_TENANT);
  }

  /** The instruction locked for the rest of the caller's transaction: concurrent steps on it take turns. */
  lock(em: EntityManager, instructionId: string): Promise<PayoutInstruction | null> {
    return em.findOne(PayoutInstruction, { id: instructionId }, { ...ANY_TENANT, lockMode: LockMode.PESSIMISTIC_WRITE, refresh: true });
  }

  /** Locks several instructions in id order (the order every path takes, so two batches never deadlock). */
  async lockMany(em: EntityManager, instructionIds: readonly string[]): Promise<void> {
    if (instructionIds.length === 0) return;
    await query(em, 'select id from payout_instruction where id = any(?::uuid[]) order by id for update', [[...new Set(instructionIds)].sort()]);
  }

  /** Records beneficiary steps that change nothing else (session opened, password verified, code sent...). */
  async record(em: EntityManager, instruction: Pick<PayoutInstruction, 'id' | 'organizationId'>, entries: readonly ActivityEntry[], actor: Actor = BENEFICIARY): Promise<void> {
    await this.activity.record(em, instruction.organizationId, instruction.id, actor, entries);
  }

  /** System entries for several instructions in one statement (a batch of provider outcomes that change no state). */
  async recordMany(em: EntityManager, entries: readonly { instructionId: string; kind: string; description: string; details: unknown }[]): Promise<void> {
    if (entries.length === 0) return;
    await queryBound(
      em,
      `insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
       select uuid_generate_v7(), i.organization_id, i.id, x.kind, x.description, x.details, 'System', null, clock_timestamp()
       from unnest($1::uuid[], $2::text[], $3::text[], $4::jsonb[]) as x(instruction_id, kind, description, details)
       join payout_instruction i on i.id = x.instruction_id`,
      [entries.map((e) => e.instructionId), entries.map((e) => e.kind), entries.map((e) => e.description), entries.map((e) => JSON.stringify(e.details))],
    );
  }

  /**
   * System entries of one kind for many instructions (a batch's transfers), in one statement: each entry's details are
   * `common` plus its own member of each column, built by PostgreSQL from plain text arrays, so that a thousand entries
   * cost a few arrays rather than a thousand JSON documents to send and parse. Column names are code constants.
   */
  async recordEach(
    em: EntityManager,
    entry: { kind: string; description: string; common: Record<string, unknown> },
    rows: { instructionIds: readonly string[]; organizationIds: readonly string[]; columns: Readonly<Record<string, readonly (string | null)[]>> },
  ): Promise<void> {
    if (rows.instructionIds.length === 0) return;
    const names = Object.keys(rows.columns);
    const members = names.map((name, index) => `${literal(name)}, x.c${index}`).join(', ');
    const arrays = names.map((_, index) => `$${index + 6}::text[]`).join(', ');
    await queryBound(
      em,
      `insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
       select uuid_generate_v7(), x.organization_id, x.instruction_id, $1, $2, $3::jsonb || jsonb_build_object(${members}), 'System', null, clock_timestamp()
       from unnest($4::uuid[], $5::uuid[]${arrays ? `, ${arrays}` : ''}) as x(instruction_id, organization_id${names.map((_, index) => `, c${index}`).join('')})`,
      [entry.kind, entry.description, JSON.stringify(entry.common), rows.instructionIds, rows.organizationIds, ...names.map((name) => rows.columns[name])],
    );
  }

  /** Initiated, Restored or PayoutMethodSelected → PayoutMethodSelected; throws the 409 of the state machine otherwise. */
  async selectMethod(em: EntityManager, instruction: PayoutInstruction, method: { id: string; name: string; category: string }): Promise<void> {
    const from = instruction.status;
    const to = nextStatus(from, 'selectPayoutMethod');
    em.assign(instruction, { status: to, payoutMethodId: method.id });
    await em.flush();
    await recordStatusChange(em, instruction, from);
    await this.record(em, instruction, [
      { kind: 'ClaimPayoutMethodSelected', description: `Payout method selected: ${method.name}`, details: { from, to, payoutMethodId: method.id, category: method.category } },
    ]);
  }

  /** PayoutMethodSelected → Requested; funds stay allocated until the payout completes. */
  async requestPayout(em: EntityManager, instruction: PayoutInstruction, payout: { id: string; category: string; methodName: string }): Promise<void> {
    const from = instruction.status;
    const to = nextStatus(from, 'requestPayout');
    instruction.status = to;
    await em.flush();
    await recordStatusChange(em, instruction, from);
    const check = payout.category === 'CheckTransfer';
    await this.record(em, instruction, [
      {
        kind: check ? 'CheckTransferRequested' : 'PayoutRequested',
        description: check ? 'Check transfer requested' : `Payout requested: ${payout.methodName}`,
        details: { from, to, payoutId: payout.id, category: payout.category, amount: centsToAmount(instruction.amountCents ?? 0) },
      },
    ]);
  }

  /**
   * Requested → Fulfilled for every completed payout, set-based (one statement per step for any number): the
   * statuses, one `Payout` ledger transaction per campaign (allocated → paid out) referencing `batchId`, and the
   * activity (the payout's own `PayoutCompleted` event tells the beneficiary, docs/events.md). An instruction no
   * longer `Requested` is left alone (its payout was settled already): returns the ids of the instructions this
   * call fulfilled.
   */
  async completeMany(em: EntityManager, payouts: readonly CompletedPayout[], batchId: string): Promise<string[]> {
    if (payouts.length === 0) return [];
    const sorted = [...payouts].sort((a, b) => a.instructionId.localeCompare(b.instructionId));
    const { Requested, Fulfilled } = PayoutInstructionStatus;
    const done = await query<{ id: string; organization_id: string; campaign_id: string; amount_cents: string; payout_id: string; external_id: string | null }>(
      em,
      `with done as (
         update payout_instruction i set status = ${literal(Fulfilled)}, version = i.version + 1, updated_on = now()
         from unnest(?::uuid[], ?::uuid[]) as x(instruction_id, payout_id)
         where i.id = x.instruction_id and i.status = ${literal(Requested)}
         returning i.id, i.organization_id, i.campaign_id, i.amount_cents, i.external_id, x.payout_id
       ),
       events as (${statusChangesOf('done', { id: 'id', previousStatus: literal(Requested), status: literal(Fulfilled) })}),
       activity as (
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), organization_id, id, 'PayoutInstructionFulfilled', 'Fulfilled: the payout completed',
                jsonb_build_object('from', ${literal(Requested)}, 'to', ${literal(Fulfilled)}, 'payoutId', payout_id, 'amount', amount_cents / 100.0), 'System', null, clock_timestamp()
         from done
       )
       select id, organization_id, campaign_id, amount_cents, payout_id, external_id from done`,
      [sorted.map((p) => p.instructionId), sorted.map((p) => p.payoutId)],
    );
    const byCampaign = new Map<string, { organizationId: string; cents: number; statement: StatementLineInput[] }>();
    for (const row of done) {
      const total = byCampaign.get(row.campaign_id) ?? { organizationId: row.organization_id, cents: 0, statement: [] };
      total.cents += Number(row.amount_cents);
      // The bank account's statement shows each payout leaving it (an InternalTransfer line), however they are batched.
      total.statement.push({ referenceId: row.payout_id, amountCents: Number(row.amount_cents), description: `Payout of instruction ${row.external_id ?? row.id}` });
      byCampaign.set(row.campaign_id, total);
    }
    // Campaigns in a fixed order: two batches lock the same ledger accounts in the same order, never deadlock.
    for (const [campaignId, total] of [...byCampaign].sort(([a], [b]) => a.localeCompare(b))) {
      await this.money.move(em, total.organizationId, campaignId, fundsMovement(Requested, Fulfilled), total.cents, batchId, total.statement);
    }
    const fulfilled = new Set(done.map((row) => row.id));
    return [...fulfilled];
  }

  /**
   * A payout that failed, was cancelled at its provider by `:try-restore`, or was returned after it settled:
   * → Restored with a new link (earlier ones and their sessions void), funds allocated (a returned payout's come back
   * from paid out by `PayoutReversed`), and `ClaimReopened`, on which notifications send the new link unless the
   * beneficiary unsubscribed or the channel is `None` (docs/emails.md).
   */
  async restoreAfterPayout(
    em: EntityManager,
    instruction: PayoutInstruction,
    outcome: { action: 'failPayout' | 'tryRestore' | 'returnPayout'; kind: string; description: string; details: Record<string, unknown> },
    actor: Actor = SYSTEM,
  ): Promise<void> {
    const from = instruction.status;
    const to = nextStatus(from, outcome.action);
    const amountCents = instruction.amountCents ?? 0;
    const { payoutId } = outcome.details;
    // A returned payout's money comes back onto the bank account: a PayoutReturn line of its statement.
    const statement = outcome.action === 'returnPayout' && typeof payoutId === 'string' ? [{ referenceId: payoutId, amountCents, description: outcome.description }] : undefined;
    await this.money.move(em, instruction.organizationId, instruction.campaignId, fundsMovement(from, to), amountCents, instruction.id, statement);
    em.assign(instruction, { status: to, linkVersion: instruction.linkVersion + 1, payoutMethodId: null });
    await em.flush();
    await recordStatusChange(em, instruction, from);
    await this.activity.record(em, instruction.organizationId, instruction.id, actor, [{ kind: outcome.kind, description: outcome.description, details: { from, to, ...outcome.details } }]);
    if (typeof payoutId === 'string') {
      await recordEvents(em, [
        {
          type: 'ClaimReopened',
          organizationId: instruction.organizationId,
          data: {
            payoutInstructionId: instruction.id,
            payoutId,
            channel: instruction.notificationChannel ?? NotificationChannel.Email,
            linkVersion: instruction.linkVersion,
          },
        },
      ]);
    }
  }

  /**
   * A direct ACH request (v3, docs/bank-rails.md) taken on: Draft, Initiated, Restored or Cancelled → Requested, no
   * claim and no email. The amount becomes `amountCents` (allocated from the unallocated balance for a Draft or
   * Cancelled instruction, the difference moved for one holding funds already), the names given replace a Draft's or
   * a Cancelled one's, and a cancellation reason is cleared; `openPayout` then makes the payout and its ACH transfer.
   * When the balance cannot cover the amount nothing changes and the reason comes back, for `rejectDirectAch`.
   */
  async requestDirectAch(
    em: EntityManager,
    instruction: PayoutInstruction,
    amountCents: number,
    request: { methodId: string; firstName?: string | null; lastName?: string | null; openPayout: () => Promise<{ id: string; achTransferId: string | null }> },
  ): Promise<{ requested: true; payoutId: string } | { requested: false; reason: string }> {
    const from = instruction.status;
    const to = nextStatus(from, 'requestDirectAch');
    const movement = fundsMovement(from, to);
    const previousCents = instruction.amountCents ?? null;
    try {
      if (movement === 'allocate') await this.money.move(em, instruction.organizationId, instruction.campaignId, movement, amountCents, instruction.id);
      else await this.money.adjust(em, instruction.organizationId, instruction.campaignId, amountCents - (previousCents ?? 0), instruction.id);
    } catch (error) {
      // The ledger refuses before writing anything: the transaction goes on, to record the rejection.
      if (error instanceof DomainError && error.code === 'INSUFFICIENT_DISTRIBUTION_BALANCE') return { requested: false, reason: error.message };
      throw error;
    }
    const renames = movement === 'allocate' ? { ...(request.firstName != null ? { firstName: request.firstName } : {}), ...(request.lastName != null ? { lastName: request.lastName } : {}) } : {};
    // Nobody is emailed about a direct ACH payout, nor afterwards (its failure, a return): the channel is None.
    em.assign(instruction, { ...renames, status: to, amountCents, cancellationReason: null, payoutMethodId: request.methodId, notificationChannel: NotificationChannel.None });
    await em.flush();
    await recordStatusChange(em, instruction, from);
    const payout = await request.openPayout();
    const amountChange = previousCents !== null && previousCents !== amountCents ? { previousAmount: centsToAmount(previousCents) } : {};
    await this.record(
      em,
      instruction,
      [
        {
          kind: 'DirectAchRequested',
          description: 'Direct ACH payout requested',
          details: { from, to, payoutId: payout.id, achTransferId: payout.achTransferId, amount: centsToAmount(amountCents), ...amountChange },
        },
      ],
      SYSTEM,
    );
    return { requested: true, payoutId: payout.id };
  }

  /**
   * A direct ACH request that cannot be paid (no ACH for the campaign, an amount outside its limits, a balance that
   * cannot cover it): → Cancelled with `DirectAchRequestRejected`, funds held released; an instruction Cancelled
   * already stays so, with that reason. A later request with the same externalId continues on it.
   */
  async rejectDirectAch(em: EntityManager, instruction: PayoutInstruction, reason: string): Promise<void> {
    const from = instruction.status;
    const to = from === PayoutInstructionStatus.Cancelled ? from : nextStatus(from, 'cancel');
    await this.money.move(em, instruction.organizationId, instruction.campaignId, fundsMovement(from, to), instruction.amountCents ?? 0, instruction.id);
    const cancellationReason = CancellationReason.DirectAchRequestRejected;
    em.assign(instruction, { status: to, cancellationReason });
    await em.flush();
    await recordStatusChange(em, instruction, from);
    await this.record(em, instruction, [{ kind: 'DirectAchRequestRejected', description: `Direct ACH request rejected: ${reason}`, details: { from, to, cancellationReason, reason } }], SYSTEM);
  }
}
