import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { DomainError } from '../../core/errors/domain-error';
import { FieldEncryption } from '../../core/security/field-encryption';
import { administrator, canPerform, InstructionProgress, invalidState, type PayoutInstruction } from '../payout-instructions';
import { CARD_CATEGORIES, PayoutMethodsService, type PayoutMethodCategory } from '../payout-methods';
import { PayoutOutcomes } from './payout-outcomes';
import { PayoutRecords } from './payout-records';
import { canApply, PayoutStatus } from './payout-state';
import { Payout } from './payout.entity';
import { PayoutErrors } from './payouts.errors';
import { idempotencyKeyOf, providerRequestOf, type CardCredentials, type PayoutDetails } from './providers/payout-provider';
import { PayoutProviders } from './providers/payout-providers';

/** A payout with what it holds in clear: the details as given and a card's credentials once issued. */
export interface PayoutRecord {
  payout: Payout;
  details: PayoutDetails;
  credentials: CardCredentials | null;
}

/** The method a payout is requested by, as the claim resolved it. */
export interface RequestedMethod {
  id: string;
  name: string;
  category: PayoutMethodCategory;
}

/**
 * Payouts as the rest of the service sees them (docs/payouts.md): requested by a beneficiary's claim, read by the
 * organization and the beneficiary, restored by an administrator, simulated in the sandbox. The providers are
 * called by the workers (PayoutSubmission), except for cancelling, which `:try-restore` waits for.
 */
@Injectable()
export class PayoutsService {
  constructor(
    private readonly em: EntityManager,
    private readonly records: PayoutRecords,
    private readonly outcomes: PayoutOutcomes,
    private readonly progress: InstructionProgress,
    private readonly providers: PayoutProviders,
    private readonly encryption: FieldEncryption,
    private readonly methods: PayoutMethodsService,
  ) {}

  /** Whether this service can pay by the category now (the bank rails come with their own issue). */
  supports(category: PayoutMethodCategory | string): boolean {
    return this.providers.supports(category as PayoutMethodCategory);
  }

  /**
   * The payout a beneficiary requests, inside the claim's transaction with the instruction locked: the record
   * (`Processing`, to be taken to its provider by the workers) and PayoutMethodSelected → Requested. Funds stay
   * allocated until it completes. Call `PayoutSubmission.wake()` after the commit.
   */
  async request(em: EntityManager, instruction: PayoutInstruction, method: RequestedMethod, details: PayoutDetails): Promise<PayoutRecord> {
    const payout = em.create(Payout, {
      organizationId: instruction.organizationId,
      payoutInstructionId: instruction.id,
      campaignId: instruction.campaignId,
      payoutMethodId: method.id,
      category: method.category,
      amountCents: instruction.amountCents ?? 0,
      status: PayoutStatus.Processing,
      detailsEncrypted: this.encryption.encryptJson(details),
    });
    try {
      await em.flush();
    } catch (error) {
      // The partial unique index: a second open payout of one instruction (two tabs submitting at once).
      if (error instanceof UniqueConstraintViolationException) throw PayoutErrors.alreadyRequested();
      throw error;
    }
    await this.progress.requestPayout(em, instruction, { id: payout.id, category: method.category, methodName: method.name });
    return { payout, details, credentials: null };
  }

  /** The instruction's latest payout, decrypted; null when none was requested. */
  async latest(instructionId: string, em: EntityManager = this.em): Promise<PayoutRecord | null> {
    const payout = await this.records.latest(em, instructionId);
    return payout ? this.decrypt(payout) : null;
  }

  /** `GET /payout-instructions/{id}/payout`: 404 for an instruction of another organization, or one that never had a payout. */
  async latestOfOrganization(principal: Principal, instructionId: string): Promise<PayoutRecord> {
    const instruction = await this.progress.find(this.em, instructionId);
    if (!instruction || instruction.organizationId !== principal.organizationId) throw DomainError.notFound('Payout instruction', instructionId);
    const record = await this.latest(instructionId);
    if (!record) throw PayoutErrors.noPayout(instructionId);
    return record;
  }

  /**
   * `:try-restore` (docs/payouts.md, Restoring): a payout not processed yet is cancelled at its provider, and the
   * instruction becomes Restored with a new link. The provider's answer decides: one it already paid, or a rail
   * that cannot take it back, answers 400 `PAYOUT_NOT_RESTORABLE` and changes nothing.
   */
  async tryRestore(principal: Principal, instructionId: string): Promise<PayoutInstruction> {
    const restored = await this.em.transactional(async (em) => {
      const instruction = await this.lockOfOrganization(em, principal, instructionId);
      if (!canPerform(instruction.status, 'tryRestore')) throw invalidState(instruction.status, 'tryRestore');
      const payout = await this.records.lockOpen(em, instructionId);
      if (payout) {
        if (!canApply(payout.status, 'cancel')) throw PayoutErrors.notRestorable(`it is ${payout.status}.`);
        const cancellation = await this.providers.forCategory(payout.category).cancel(idempotencyKeyOf(payout.id));
        if (!cancellation.cancelled) throw PayoutErrors.notRestorable(cancellation.reason);
        this.outcomes.cancel(payout);
        await em.flush();
      }
      await this.progress.restoreAfterPayout(
        em,
        instruction,
        {
          action: 'tryRestore',
          kind: 'PayoutInstructionRestored',
          description: payout ? 'Restored: the unprocessed payout was cancelled at its provider; funds stay allocated' : 'Restored: no payout was on its way; funds stay allocated',
          details: { payoutId: payout?.id ?? null },
        },
        administrator(principal),
      );
      return instruction;
    });
    await this.outcomes.wakeEmails();
    return restored;
  }

  /**
   * Sandbox `:complete-payout` and `:fail-payout`: the provider's callback, simulated, for the instruction's open
   * payout. A card completed this way is issued by its sandbox provider first, as the worker would have it.
   */
  async simulate(principal: Principal, instructionId: string, simulation: { kind: 'complete' } | { kind: 'fail'; reason: string }): Promise<void> {
    await this.em.transactional(async (em) => {
      const instruction = await this.lockOfOrganization(em, principal, instructionId);
      const payout = await this.records.lockOpen(em, instructionId);
      if (!payout || !canApply(payout.status, simulation.kind)) {
        const latest = payout ?? (await this.records.latest(em, instructionId));
        throw PayoutErrors.nothingToSimulate(instructionId, `:${simulation.kind}-payout`, latest?.status ?? null);
      }
      const actor = administrator(principal);
      if (simulation.kind === 'fail') {
        await this.outcomes.fail(em, instruction.id, payout.id, simulation.reason, actor);
        return;
      }
      const issued = CARD_CATEGORIES.includes(payout.category) && !payout.credentialsEncrypted ? await this.issueCard(payout) : null;
      await this.outcomes.applyIn(em, [{ payoutId: payout.id, instructionId, outcome: { status: 'Completed', reference: payout.providerReference ?? `simulated-${payout.id}`, ...(issued ? { credentials: issued } : {}) } }], actor);
    });
    await this.outcomes.wakeEmails();
  }

  private async issueCard(payout: Payout): Promise<CardCredentials | null> {
    const brand = (await this.methods.brandsOf([payout.payoutMethodId])).get(payout.payoutMethodId) ?? null;
    const outcome = await this.providers.forCategory(payout.category).request(providerRequestOf(payout, brand, this.encryption.decryptJson<PayoutDetails>(payout.detailsEncrypted)));
    return outcome.status === 'Completed' ? (outcome.credentials ?? null) : null;
  }

  private async lockOfOrganization(em: EntityManager, principal: Principal, instructionId: string): Promise<PayoutInstruction> {
    const instruction = await this.progress.lock(em, instructionId);
    if (!instruction || instruction.organizationId !== principal.organizationId) throw DomainError.notFound('Payout instruction', instructionId);
    return instruction;
  }

  private decrypt(payout: Payout): PayoutRecord {
    return { payout, details: this.encryption.decryptJson<PayoutDetails>(payout.detailsEncrypted), credentials: this.outcomes.credentialsOf(payout) };
  }
}
