import { Injectable } from '@nestjs/common';
import { LockMode, UniqueConstraintViolationException } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { DomainError, type FieldErrors } from '../../core/errors/domain-error';
import { recordEvents } from '../../core/events';
import { amountToCents, centsToAmount } from '../../core/money/money';
import { CampaignsService, CampaignStatus, todayUtc, type Campaign } from '../campaigns';
import { recordStatusChange } from './instruction-events';
import { ActivityLog, type Actor, type ActivityEntry } from './activity-log';
import { amountProblem } from './amount-limits';
import {
  type BulkInitiateDto,
  type BulkRemindDto,
  type CreatePayoutInstructionDto,
  type UpdatePayoutInstructionDto,
} from './dto/payout-instruction-input.dto';
import { InstructionMoney } from './instruction-money';
import { canPerform, fundsMovement, holdsFunds, invalidState, nextStatus, type InstructionAction } from './payout-instruction-state';
import { type CancellationReason, NotificationChannel, PayoutInstruction } from './payout-instruction.entity';
import { PayoutInstructionErrors as Errors } from './payout-instructions.errors';
import { describeTagChange, mergeTags, validateTags } from '../../core/tags/tags';
import { BulkInitiation } from './bulk-initiation';
import { BulkReminders } from './bulk-reminders';
import type { SendWindow } from './send-window';
import { ApprovalOperations, DualControl, type Approval, type ApprovalGate, type ApprovalRequest } from '../approvals';
import { BulkActionView, PayoutInstructionView } from './dto/payout-instruction.view';

export const administrator = (principal: Principal): Actor => ({ type: 'Administrator', id: principal.subject || null });

/** The actions recorded by `PayoutInstructionInitiated`, which carries their status change. */
const INITIATIONS: readonly InstructionAction[] = ['initiate', 'reinitiate'];

/** The life of a payout instruction (docs/state-machine.md): every action locks the instruction, moves money and records history in one transaction. */
@Injectable()
export class PayoutInstructionsService {
  constructor(
    private readonly em: EntityManager,
    private readonly campaigns: CampaignsService,
    private readonly money: InstructionMoney,
    private readonly activity: ActivityLog,
    private readonly bulk: BulkInitiation,
    private readonly bulkReminders: BulkReminders,
    private readonly dualControl: DualControl,
    operations: ApprovalOperations,
  ) {
    // What an approval carries out (docs/approvals.md): the request as it was asked, by its requester, now.
    operations.register('payoutInstructions.initiate', async (requester, params, approval) => ({
      status: 200,
      body: PayoutInstructionView.of((await this.initiate(requester, params.id as string, params.channel as NotificationChannel, approval)) as PayoutInstruction),
    }));
    operations.register('payoutInstructions.reinitiate', async (requester, params, approval) => ({
      status: 200,
      body: PayoutInstructionView.of((await this.reinitiate(requester, params.id as string, params.channel as NotificationChannel, approval)) as PayoutInstruction),
    }));
    operations.register('payoutInstructions.bulkInitiate', async (requester, params, approval) => ({
      status: 202,
      body: (await this.bulkInitiate(requester, params.campaignId as string, params.body as BulkInitiateDto, approval)) as BulkActionView,
    }));
  }

  /** Records the intention only: no money is allocated and nobody is notified. */
  async create(principal: Principal, dto: CreatePayoutInstructionDto): Promise<PayoutInstruction> {
    const campaign = await this.campaigns.require(dto.campaignId);
    const errors: FieldErrors = {};
    const { tags, errors: tagErrors } = validateTags(dto.tags ?? {});
    Object.assign(errors, tagErrors);
    const amountCents = dto.amount === undefined ? null : amountToCents(dto.amount);
    const limit = amountCents === null ? undefined : amountProblem(amountCents, campaign.payoutMethods);
    if (limit) errors.amount = [limit];
    if (Object.keys(errors).length) throw DomainError.validation(errors);

    return this.withUniqueExternalId(dto.externalId, () =>
      this.em.transactional(async (em) => {
        const instruction = em.create(PayoutInstruction, {
          organizationId: principal.organizationId,
          campaignId: campaign.id,
          externalId: dto.externalId ?? null,
          firstName: dto.firstName ?? null,
          lastName: dto.lastName ?? null,
          email: dto.email,
          phoneNumber: dto.phoneNumber ?? null,
          amountCents,
          tags,
        });
        await em.flush();
        await this.activity.record(em, principal.organizationId, instruction.id, administrator(principal), [
          { kind: 'PayoutInstructionCreated', description: 'Payout instruction created', details: { status: instruction.status, amount: dto.amount ?? null } },
        ]);
        return instruction;
      }),
    );
  }

  async get(id: string): Promise<PayoutInstruction> {
    const instruction = await this.em.findOne(PayoutInstruction, { id });
    if (!instruction) throw DomainError.notFound('Payout instruction', id);
    return instruction;
  }

  /**
   * JSON merge patch, while neither redeemed nor requested. A changed email voids earlier links; a changed email
   * or amount makes an initiated instruction Restored; an amount change on one holding funds moves the difference.
   */
  async update(principal: Principal, id: string, dto: UpdatePayoutInstructionDto): Promise<PayoutInstruction> {
    return this.withUniqueExternalId(dto.externalId ?? undefined, () =>
      this.transact(principal, id, 'update', async (em, instruction, campaign) => {
        const from = instruction.status;
        const errors: FieldErrors = {};
        const emailChanged = dto.email !== undefined && dto.email.toLowerCase() !== instruction.email.toLowerCase();
        const amountCents = dto.amount === undefined ? instruction.amountCents ?? null : dto.amount === null ? null : amountToCents(dto.amount);
        const amountChanged = amountCents !== (instruction.amountCents ?? null);
        if (amountChanged && amountCents === null && holdsFunds(from)) errors.amount = ['amount can be cleared only on a Draft instruction.'];
        const limit = amountChanged && amountCents !== null ? amountProblem(amountCents, campaign.payoutMethods) : undefined;
        if (limit) errors.amount = [limit];
        const merged = dto.tags === undefined ? undefined : mergeTags(instruction.tags, dto.tags);
        Object.assign(errors, merged?.errors ?? {});
        if (Object.keys(errors).length) throw DomainError.validation(errors);

        const to = nextStatus(from, 'update', { emailChanged, amountChanged });
        if (amountChanged && holdsFunds(from)) await this.money.adjust(em, instruction.organizationId, instruction.campaignId, (amountCents ?? 0) - (instruction.amountCents ?? 0), instruction.id);

        const details: Record<string, { from: unknown; to: unknown }> = this.fieldChanges(instruction, dto);
        if (amountChanged) details.amount = { from: dollarsOrNull(instruction.amountCents), to: dollarsOrNull(amountCents) };
        const tagChange = merged ? describeTagChange(instruction.tags, merged.tags) : undefined;
        em.assign(instruction, {
          ...Object.fromEntries(Object.entries(details).map(([field, change]) => [field === 'amount' ? 'amountCents' : field, field === 'amount' ? amountCents : change.to])),
          ...(merged ? { tags: merged.tags } : {}),
          status: to,
          ...(emailChanged ? { linkVersion: instruction.linkVersion + 1 } : {}),
        });
        const entries: ActivityEntry[] = [];
        if (Object.keys(details).length) entries.push({ kind: 'PayoutInstructionUpdated', description: `Changed ${Object.keys(details).join(', ')}`, details });
        if (tagChange !== undefined) entries.push({ kind: 'PayoutInstructionTagsUpdated', description: typeof tagChange === 'string' ? tagChange : 'Tags changed', details: tagChange });
        if (to !== from) entries.push({ kind: 'PayoutInstructionRestored', description: 'Restored: earlier claim links no longer work', details: { from, to } });
        return entries;
      }),
    );
  }

  /** Waits for approval instead when the organization's `InitiatePayouts` rule covers its amount (docs/approvals.md); `approval`: carrying an approved one out. */
  async initiate(principal: Principal, id: string, channel: NotificationChannel = NotificationChannel.Email, approval?: Approval): Promise<PayoutInstruction | ApprovalRequest> {
    const operation = { kind: 'payoutInstructions.initiate', params: { id, channel } };
    return this.dualControl.run(principal, 'InitiatePayouts', operation, approval, (gate) =>
      this.transact(principal, id, 'initiate', async (em, instruction, campaign) => {
        if (instruction.isUnsubscribed() && channel !== NotificationChannel.None) throw Errors.unsubscribed('initiated');
        this.requireActive(campaign);
        return this.startClaim(em, instruction, 'initiate', channel, administrator(principal), 'PayoutInstructionInitiated', 'Initiated: funds allocated', gate);
      }),
    );
  }

  /** As `initiate`; only what it allocates (from Cancelled) counts against the rule. */
  async reinitiate(principal: Principal, id: string, channel: NotificationChannel = NotificationChannel.Email, approval?: Approval): Promise<PayoutInstruction | ApprovalRequest> {
    const operation = { kind: 'payoutInstructions.reinitiate', params: { id, channel } };
    return this.dualControl.run(principal, 'InitiatePayouts', operation, approval, (gate) =>
      this.transact(principal, id, 'reinitiate', async (em, instruction, campaign) => {
        if (instruction.isUnsubscribed()) throw Errors.unsubscribed('reinitiated');
        this.requireActive(campaign);
        instruction.cancellationReason = null;
        return this.startClaim(em, instruction, 'reinitiate', channel, administrator(principal), 'PayoutInstructionReinitiated', 'Reinitiated: a new claim link replaces the earlier ones', gate);
      }),
    );
  }

  async cancel(principal: Principal, id: string, reason: CancellationReason): Promise<PayoutInstruction> {
    return this.transact(principal, id, 'cancel', async (em, instruction) => {
      const from = instruction.status;
      const to = nextStatus(from, 'cancel');
      await this.money.move(em, instruction.organizationId, instruction.campaignId, fundsMovement(from, to), instruction.amountCents ?? 0, instruction.id);
      em.assign(instruction, { status: to, cancellationReason: reason });
      return [{ kind: 'PayoutInstructionCancelled', description: `Cancelled: ${reason}`, details: { from, to, cancellationReason: reason } }];
    });
  }

  /**
   * Asks for a reminder (`ReminderRequested`): notifications queue it, or with channel `None` record
   * `NotificationSkipped` (`ChannelNone`); answered alike, since the action is the caller's and the channel the
   * instruction's (docs/emails.md).
   */
  async sendReminder(principal: Principal, id: string): Promise<PayoutInstruction> {
    return this.transact(principal, id, 'sendReminder', async (em, instruction, campaign) => {
      if (instruction.isUnsubscribed()) throw Errors.unsubscribed('reminded');
      nextStatus(instruction.status, 'sendReminder');
      this.requireActive(campaign);
      await recordEvents(em, [
        {
          type: 'ReminderRequested',
          organizationId: instruction.organizationId,
          data: {
            payoutInstructionId: instruction.id,
            channel: instruction.notificationChannel ?? NotificationChannel.Email,
            linkVersion: instruction.linkVersion,
            notifyAt: new Date().toISOString(),
            bulk: false,
            actor: administrator(principal),
          },
        },
      ]);
      return [];
    });
  }

  /** Waits for approval instead when the `InitiatePayouts` rule covers the total it would allocate. */
  async bulkInitiate(principal: Principal, campaignId: string, dto: BulkInitiateDto, approval?: Approval): Promise<SendWindow | ApprovalRequest> {
    const campaign = await this.campaigns.require(campaignId);
    this.requireActive(campaign);
    const operation = { kind: 'payoutInstructions.bulkInitiate', params: { campaignId: campaign.id, body: { ...dto } } };
    return this.dualControl.run(principal, 'InitiatePayouts', operation, approval, (gate) =>
      this.bulk.initiate(principal.organizationId, campaign.id, administrator(principal), {
        ids: dto.payoutInstructionIds,
        channel: dto.channel ?? NotificationChannel.Email,
        periodSeconds: dto.distributionPeriodInSeconds ?? 0,
      }, gate),
    );
  }

  /** Bulk reminders: by ids or by statuses (not both), else every instruction not excluded, requested or fulfilled (docs/state-machine.md). */
  async bulkRemind(principal: Principal, campaignId: string, dto: BulkRemindDto): Promise<SendWindow> {
    if (dto.payoutInstructionIds && dto.statuses) throw DomainError.invalidField('statuses', 'Give payoutInstructionIds or statuses, not both.');
    const campaign = await this.campaigns.require(campaignId);
    this.requireActive(campaign);
    const window = await this.bulkReminders.remind(principal.organizationId, campaign.id, administrator(principal), {
      ids: dto.payoutInstructionIds,
      statuses: dto.statuses,
      periodSeconds: dto.distributionPeriodInSeconds ?? 0,
    });
    return window;
  }

  /** Initiation and reinitiation: allocate when the state starts holding funds, void old links, keep the channel, and say so (`PayoutInstructionInitiated`). */
  private async startClaim(
    em: EntityManager,
    instruction: PayoutInstruction,
    action: 'initiate' | 'reinitiate',
    channel: NotificationChannel,
    actor: Actor,
    kind: string,
    description: string,
    gate: ApprovalGate,
  ): Promise<ActivityEntry[]> {
    const from = instruction.status;
    const to = nextStatus(from, action);
    // A Cancelled instruction may never have had an amount (cancelled as a Draft): it cannot be reinitiated either.
    if (instruction.amountCents == null) throw Errors.notReady();
    const movement = fundsMovement(from, to);
    await this.money.move(em, instruction.organizationId, instruction.campaignId, movement, instruction.amountCents, instruction.id);
    gate.check(movement === 'allocate' ? instruction.amountCents : 0, { campaignId: instruction.campaignId, count: 1 });
    const initiatedOn = new Date();
    em.assign(instruction, { status: to, initiatedOn, linkVersion: instruction.linkVersion + 1, notificationChannel: channel });
    // Notifications tell the beneficiary over the channel, or not (docs/emails.md).
    await recordEvents(em, [
      {
        type: 'PayoutInstructionInitiated',
        organizationId: instruction.organizationId,
        data: { payoutInstructionId: instruction.id, previousStatus: from, status: to, channel, linkVersion: instruction.linkVersion, notifyAt: initiatedOn.toISOString(), bulk: false, actor },
      },
    ]);
    // An approved request names both people: the requester is the actor, the approver is recorded beside them.
    const approved = gate.approval ? { approvalRequestId: gate.approval.requestId, approvedBy: gate.approval.approvedBy } : {};
    return [{ kind, description, details: { from, to, channel, amount: centsToAmount(instruction.amountCents ?? 0), ...approved } }];
  }

  /**
   * Runs an action on one instruction: locks its row (concurrent actions on it take turns), checks the state allows
   * the action, lets `act` change it and move money, then records the activity, all in one transaction.
   */
  private async transact(
    principal: Principal,
    id: string,
    action: InstructionAction,
    act: (em: EntityManager, instruction: PayoutInstruction, campaign: Campaign) => Promise<ActivityEntry[]>,
  ): Promise<PayoutInstruction> {
    return this.em.transactional(async (em) => {
      const instruction = await em.findOne(PayoutInstruction, { id }, { lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!instruction) throw DomainError.notFound('Payout instruction', id);
      if (!canPerform(instruction.status, action)) throw invalidState(instruction.status, action);
      const campaign = await this.campaigns.require(instruction.campaignId);
      const from = instruction.status;
      const entries = await act(em, instruction, campaign);
      await em.flush();
      await this.activity.record(em, instruction.organizationId, instruction.id, administrator(principal), entries);
      // An initiation's own event (PayoutInstructionInitiated) is its status change too.
      if (!INITIATIONS.includes(action)) await recordStatusChange(em, instruction, from);
      return instruction;
    });
  }

  private requireActive(campaign: Campaign): void {
    if (campaign.statusOn(todayUtc()) !== CampaignStatus.Active) throw Errors.campaignNotActive(campaign.id);
  }

  /** The scalar fields a patch really changes, with their old and new values (for the activity history). */
  private fieldChanges(instruction: PayoutInstruction, dto: UpdatePayoutInstructionDto): Record<string, { from: unknown; to: unknown }> {
    const changes: Record<string, { from: unknown; to: unknown }> = {};
    for (const field of ['externalId', 'firstName', 'lastName', 'email', 'phoneNumber'] as const) {
      const value = dto[field];
      if (value !== undefined && value !== (instruction[field] ?? null)) changes[field] = { from: instruction[field] ?? null, to: value };
    }
    return changes;
  }

  private async withUniqueExternalId<T>(externalId: string | undefined, work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof UniqueConstraintViolationException && externalId) throw Errors.duplicateExternalId(externalId);
      throw error;
    }
  }
}

const dollarsOrNull = (cents: number | null | undefined): number | null => (cents == null ? null : centsToAmount(cents));
