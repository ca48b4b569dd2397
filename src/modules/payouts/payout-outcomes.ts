import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { recordEvents } from '../../core/events';
import { FieldEncryption } from '../../core/security/field-encryption';
import { canPerform, InstructionProgress, SYSTEM, type Actor, type PayoutInstruction } from '../payout-instructions';
import { PayoutRecords } from './payout-records';
import { canApply, PayoutStatus, statusAfter } from './payout-state';
import type { Payout } from './payout.entity';
import type { CardCredentials, ProviderOutcome } from './providers/payout-provider';

/** A provider's word on one payout. */
export interface PayoutResult {
  payoutId: string;
  instructionId: string;
  outcome: ProviderOutcome;
}

/**
 * Records providers' outcomes (docs/payouts.md, Outcomes), each exactly once: a payout moves only from an open
 * status, and its instruction only from `Requested`, in the transaction that posts the money. A batch of outcomes
 * is one transaction; completions are set-based, so a worker records hundreds at a time.
 */
@Injectable()
export class PayoutOutcomes {
  constructor(
    private readonly em: EntityManager,
    private readonly records: PayoutRecords,
    private readonly progress: InstructionProgress,
    private readonly encryption: FieldEncryption,
  ) {}

  async apply(results: readonly PayoutResult[], actor: Actor = SYSTEM): Promise<void> {
    if (results.length === 0) return;
    await this.em.transactional((em) => this.applyIn(em, results, actor));
  }

  /** Inside the caller's transaction (a simulation holds the instruction's lock already). */
  async applyIn(em: EntityManager, results: readonly PayoutResult[], actor: Actor = SYSTEM): Promise<void> {
    // Instructions first, in id order, as every other path locks them: no deadlock with try-restore or a second batch.
    await this.progress.lockMany(em, results.map((r) => r.instructionId));

    const completed = results.filter((r) => r.outcome.status === 'Completed');
    const done = await this.records.complete(
      em,
      completed.map(({ payoutId, outcome }) => ({
        payoutId,
        reference: outcome.reference,
        credentialsEncrypted: outcome.status === 'Completed' && outcome.credentials ? this.encryption.encryptJson(outcome.credentials) : null,
      })),
    );
    const instructionOf = new Map(results.map((r) => [r.payoutId, r.instructionId]));
    await this.progress.completeMany(
      em,
      done.map((row) => ({ instructionId: instructionOf.get(row.id) ?? row.payout_instruction_id, payoutId: row.id })),
      newId(),
    );

    const taken = results.flatMap(({ payoutId, instructionId, outcome }) => (outcome.status === 'Processing' ? [{ payoutId, instructionId, reference: outcome.reference }] : []));
    const submitted = await this.records.markSubmitted(em, taken);
    await this.progress.recordMany(
      em,
      taken
        .filter((r) => submitted.has(r.payoutId))
        .map(({ payoutId, instructionId }) => ({ instructionId, kind: 'PayoutProcessing', description: 'Payout taken by the provider, not paid yet (waiting for the recipient to accept)', details: { payoutId } })),
    );

    for (const { payoutId, instructionId, outcome } of results) {
      if (outcome.status !== 'Mailed' || !(await this.records.mailedByProvider(em, payoutId, outcome.reference, outcome.checkNumber))) continue;
      await this.progress.recordMany(em, [
        { instructionId, kind: 'CheckMailed', description: `Check ${outcome.checkNumber ?? outcome.reference} mailed by the provider`, details: { payoutId, checkNumber: outcome.checkNumber, providerReference: outcome.reference, payoutStatus: PayoutStatus.Mailed } },
      ]);
    }

    for (const { payoutId, instructionId, outcome } of results) {
      if (outcome.status === 'Failed') await this.fail(em, instructionId, payoutId, outcome.reason, actor);
      else if (outcome.status === 'Returned') await this.sentBack(em, instructionId, payoutId, outcome.reason, actor);
    }
  }

  /** A provider's `Returned` (its callback or its answer names the payout): locked here, then `sentBackIn`. */
  private async sentBack(em: EntityManager, instructionId: string, payoutId: string, reason: string, actor: Actor): Promise<boolean> {
    const instruction = await this.progress.lock(em, instructionId);
    const payout = await this.records.lock(em, payoutId);
    if (!instruction || !payout || payout.payoutInstructionId !== instructionId) return false;
    return this.sentBackIn(em, instruction, payout, reason, { category: payout.category, reason }, actor);
  }

  /**
   * Money sent back (an ACH return, a provider's; docs/providers.md, Money sent back), instruction and payout locked by
   * the caller. Completed: `Returned`, its money back from paid out onto the instruction, which is `Restored` with a
   * new link, `details` in its activity. Still open: it fails as any other. Already failed or returned: left as it
   * is, so a repeat does nothing.
   */
  async sentBackIn(em: EntityManager, instruction: PayoutInstruction, payout: Payout, reason: string, details: Record<string, unknown>, actor: Actor = SYSTEM): Promise<boolean> {
    if (!canApply(payout.status, 'return') || !canPerform(instruction.status, 'returnPayout')) return this.fail(em, instruction.id, payout.id, reason, actor);
    this.close(payout, 'return', { failureReason: reason });
    await em.flush();
    await recordEvents(em, [{ type: 'PayoutReturned', organizationId: payout.organizationId, data: { payoutId: payout.id, payoutInstructionId: payout.payoutInstructionId } }]);
    await this.progress.restoreAfterPayout(
      em,
      instruction,
      { action: 'returnPayout', kind: 'PayoutReturned', description: `${reason}; the amount is allocated again`, details: { payoutId: payout.id, ...details } },
      actor,
    );
    return true;
  }

  /**
   * An open payout that failed: Failed, and its instruction Restored with a new link (and `FailureReinitiateEmail`
   * unless the beneficiary unsubscribed). A payout no longer open is left as it is.
   */
  async fail(em: EntityManager, instructionId: string, payoutId: string, reason: string, actor: Actor = SYSTEM): Promise<boolean> {
    const instruction = await this.progress.lock(em, instructionId);
    const payout = await this.records.lockOpen(em, instructionId);
    if (!instruction || !payout || payout.id !== payoutId) return false;
    this.close(payout, 'fail', { failureReason: reason });
    await em.flush();
    await recordEvents(em, [{ type: 'PayoutFailed', organizationId: payout.organizationId, data: { payoutId, payoutInstructionId: instructionId } }]);
    await this.progress.restoreAfterPayout(
      em,
      instruction,
      { action: 'failPayout', kind: 'PayoutFailed', description: `Payout failed: ${reason}`, details: { payoutId, category: payout.category, reason } },
      actor,
    );
    return true;
  }

  /** Cancelled at its provider or rail (by `:try-restore`); the caller restores the instruction. */
  cancel(payout: Payout): void {
    this.close(payout, 'cancel', { failureReason: 'Cancelled before it was paid' });
  }

  /** A card's credentials as the beneficiary sees them; null until issued. */
  credentialsOf(payout: Payout): CardCredentials | null {
    return payout.credentialsEncrypted ? this.encryption.decryptJson<CardCredentials>(payout.credentialsEncrypted) : null;
  }

  private close(payout: Payout, event: 'fail' | 'cancel' | 'return', fields: { failureReason: string }): void {
    const to = statusAfter(payout.status, event);
    if (!to) throw new Error(`Payout ${payout.id} in status ${payout.status} cannot ${event}`);
    payout.status = to;
    payout.failureReason = fields.failureReason;
    // A closed payout is never sent (again): the dispatcher takes only unsubmitted ones.
    payout.submittedOn ??= new Date();
  }
}
