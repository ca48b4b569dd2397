import { Injectable } from '@nestjs/common';
import { UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page } from '../../core/http/paging';
import { FieldEncryption } from '../../core/security/field-encryption';
import { administrator, canPerform, InstructionProgress, invalidState, type PayoutInstruction } from '../payout-instructions';
import { CARD_CATEGORIES, CHECK_CATEGORIES, PayoutMethodsService, type PayoutMethodCategory } from '../payout-methods';
import { BankRails, isRailCategory } from './bank-rails';
import { payeeFromNames } from './checks/check-payee';
import { PayoutOutcomes } from './payout-outcomes';
import type { ListPayoutsQuery } from './dto/list-payouts.query';
import { PayoutRecords, type AttentionPayout, type AttentionPayouts } from './payout-records';
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
    private readonly rails: BankRails,
  ) {}

  /** Whether this service can pay by the category: a provider's, or one of our bank rails. */
  supports(category: PayoutMethodCategory | string): boolean {
    return isRailCategory(category) || this.providers.supports(category as PayoutMethodCategory);
  }

  /** Paid by our own rail (an ACH batch, the print run) rather than a provider: checks go to Lob when it is configured. */
  private byRail(category: PayoutMethodCategory | string): boolean {
    return isRailCategory(category) && !this.providers.supports(category as PayoutMethodCategory);
  }

  /**
   * The payout a beneficiary requests, inside the claim's transaction with the instruction locked: the record and
   * PayoutMethodSelected → Requested. A provider's payout is `Processing`, taken to its provider by the workers (call
   * `PayoutSubmission.wake()` after the commit); a bank rail's is `Pending` until its ACH batch or print run (an ACH
   * payout with its transfer). Funds stay allocated until it completes.
   */
  async request(em: EntityManager, instruction: PayoutInstruction, method: RequestedMethod, details: PayoutDetails): Promise<PayoutRecord> {
    const payout = await this.create(em, instruction, method, details);
    await this.progress.requestPayout(em, instruction, { id: payout.id, category: method.category, methodName: method.name });
    return this.decrypt(payout);
  }

  /** The payout record of a request, with its ACH transfer for a bank transfer; 409 when one is on its way already. */
  async create(em: EntityManager, instruction: PayoutInstruction, method: RequestedMethod, given: PayoutDetails): Promise<Payout> {
    // A check is made out to someone: the instruction's name when the method did not ask for one (the claim asks
    // whenever that name is missing or a check cannot print it).
    const payee = payeeFromNames(instruction.firstName, instruction.lastName);
    const details = CHECK_CATEGORIES.includes(method.category) && !given.fullName && payee ? { ...given, fullName: payee } : given;
    const payout = em.create(Payout, {
      organizationId: instruction.organizationId,
      payoutInstructionId: instruction.id,
      campaignId: instruction.campaignId,
      payoutMethodId: method.id,
      category: method.category,
      amountCents: instruction.amountCents ?? 0,
      status: this.byRail(method.category) ? PayoutStatus.Pending : PayoutStatus.Processing,
      detailsEncrypted: this.encryption.encryptJson(details),
    });
    this.rails.open(em, payout, details);
    try {
      await em.flush();
    } catch (error) {
      // The partial unique index: a second open payout of one instruction (two tabs submitting at once).
      if (error instanceof UniqueConstraintViolationException) throw PayoutErrors.alreadyRequested();
      throw error;
    }
    return payout;
  }

  /** The instruction's latest payout, decrypted; null when none was requested. */
  async latest(instructionId: string, em: EntityManager = this.em): Promise<PayoutRecord | null> {
    const payout = await this.records.latest(em, instructionId);
    return payout ? this.decrypt(payout) : null;
  }

  /** Payouts by id, decrypted, of any organization (for the views of events); missing ids are left out. */
  async recordsOf(ids: readonly string[], em: EntityManager = this.em): Promise<PayoutRecord[]> {
    const payouts = await em.find(Payout, { id: { $in: [...ids] } }, { filters: { tenant: false } });
    return payouts.map((payout) => this.decrypt(payout));
  }

  /** `GET /payout-instructions/{id}/payout`: 404 for an instruction of another organization, or one that never had a payout. */
  async latestOfOrganization(principal: Principal, instructionId: string): Promise<PayoutRecord> {
    const instruction = await this.progress.find(this.em, instructionId);
    if (!instruction || instruction.organizationId !== principal.organizationId) throw DomainError.notFound('Payout instruction', instructionId);
    const record = await this.latest(instructionId);
    if (!record) throw PayoutErrors.noPayout(instructionId);
    return record;
  }

  /** `GET /payouts`: a page of the organization's payouts, newest request first, decrypted for their views. */
  async pageOfOrganization(principal: Principal, query: ListPayoutsQuery): Promise<Page<PayoutRecord>> {
    const { payouts, total } = await this.records.page(
      this.em,
      {
        organizationId: principal.organizationId,
        statuses: query.status,
        category: query.category,
        campaignId: query.campaignId,
        requestedFrom: query.requestedFrom === undefined ? undefined : new Date(query.requestedFrom),
        requestedTo: query.requestedTo === undefined ? undefined : new Date(query.requestedTo),
      },
      pageOffset(query),
    );
    return toPage(
      payouts.map((payout) => this.decrypt(payout)),
      total,
      query,
    );
  }

  /** Needs attention (docs/attention.md): Failed and Returned payouts no claim has replaced, newest first, at most `limit`. */
  closedLatest(organizationId: string, limit: number): Promise<AttentionPayout[]> {
    return this.records.closedLatest(this.em, organizationId, limit);
  }

  /** Needs attention: wallet payouts their recipient has not accepted, requested before `before`. */
  unclaimedWallet(organizationId: string, before: Date, limit: number): Promise<AttentionPayouts> {
    return this.records.unclaimedWallet(this.em, organizationId, before, limit);
  }

  /** Needs attention: checks mailed before `before` and not deposited. */
  undepositedChecks(organizationId: string, before: Date, limit: number): Promise<AttentionPayouts> {
    return this.records.undepositedChecks(this.em, organizationId, before, limit);
  }

  /**
   * `:try-restore` (docs/payouts.md, Restoring): a payout not processed yet is cancelled, at its provider (a wallet
   * transfer not accepted) or on its rail (an ACH transfer still `Pending`, a check waiting for the print run), and the
   * instruction becomes Restored with a new link. One already paid, submitted to the bank or sent for printing answers
   * 400 `PAYOUT_NOT_RESTORABLE` and changes nothing.
   */
  async tryRestore(principal: Principal, instructionId: string): Promise<PayoutInstruction> {
    const restored = await this.em.transactional(async (em) => {
      const instruction = await this.lockOfOrganization(em, principal, instructionId);
      if (!canPerform(instruction.status, 'tryRestore')) throw invalidState(instruction.status, 'tryRestore');
      const latest = await this.records.latest(em, instructionId);
      const transfer = latest ? await this.rails.lockTransferOf(em, latest) : null;
      const payout = await this.records.lockOpen(em, instructionId);
      if (payout) {
        if (!canApply(payout.status, 'cancel')) throw PayoutErrors.notRestorable(`it is ${payout.status}.`);
        const cancellation = this.byRail(payout.category) ? this.rails.cancel(payout, transfer) : await this.providers.forCategory(payout.category).cancel(idempotencyKeyOf(payout.id), payout.providerReference);
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
          description: payout ? 'Restored: the unprocessed payout was cancelled; funds stay allocated' : 'Restored: no payout was on its way; funds stay allocated',
          details: { payoutId: payout?.id ?? null, category: payout?.category ?? null, ...(transfer ? { achTransferId: transfer.id, transferStatus: transfer.status } : {}) },
        },
        administrator(principal),
      );
      return instruction;
    });
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

  /** A payout with what it holds in clear, as a view needs it. */
  recordOf(payout: Payout): PayoutRecord {
    return this.decrypt(payout);
  }

  private decrypt(payout: Payout): PayoutRecord {
    return { payout, details: this.encryption.decryptJson<PayoutDetails>(payout.detailsEncrypted), credentials: this.outcomes.credentialsOf(payout) };
  }
}
