import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../../core/auth/principal';
import { execute, literal, query } from '../../../core/database/sql';
import { scopeToOrganization } from '../../../core/database/tenant-filter';
import { DomainError } from '../../../core/errors/domain-error';
import { amountToCents, centsToAmount } from '../../../core/money/money';
import { jobId } from '../../../core/queue/job-registry';
import { JobQueue } from '../../../core/queue/job-queue.service';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { CampaignsService, CampaignStatus, todayUtc, type Campaign, type PayoutMethodEntry } from '../../campaigns';
import { canPerform, InstructionProgress, PayoutInstruction, PayoutInstructionsService, PayoutInstructionStatus, SYSTEM } from '../../payout-instructions';
import { PayoutMethodCategory } from '../../payout-methods';
import { PayoutsService } from '../payouts.service';
import type { DirectAchAccountType, DirectAchRequestDto } from './direct-ach.dto';

/** A request's life: `Queued` until its job has decided, then `Done` (see `outcome`), or `Failed` when its job gave up. */
export enum DirectAchRequestStatus {
  Queued = 'Queued',
  Done = 'Done',
  Failed = 'Failed',
}

/** What the job made of a request. */
export enum DirectAchOutcome {
  PayoutRequested = 'PayoutRequested',
  Rejected = 'Rejected',
  /** The instruction's payout was requested (or paid) already: nothing more to do. */
  AlreadyRequested = 'AlreadyRequested',
  /** The beneficiary is claiming the instruction (a method selected): their claim goes on. */
  ClaimInProgress = 'ClaimInProgress',
  InstructionMissing = 'InstructionMissing',
}

/** Queued requests older than this are compared with their job by the sweep; younger ones may still be being enqueued. */
export const STALE_REQUEST_MS = 60_000;

/** What `request_encrypted` holds: the request's money and names, and the bank account, never in clear. */
interface StoredRequest {
  amountCents: number;
  firstName: string | null;
  lastName: string | null;
  bankAccount: { accountHolderName: string; routingNumber: string; accountNumber: string; accountType: DirectAchAccountType };
}

interface RequestRow {
  id: string;
  organization_id: string;
  payout_instruction_id: string;
  request_encrypted: string;
  status: string;
}

const { Queued, Done, Failed } = DirectAchRequestStatus;

/**
 * Direct ACH requests (v3, docs/bank-rails.md): an organization pays a beneficiary's bank account itself, no claim
 * and no email. The API records the request (a `direct_ach_request` row, its instruction created as a Draft if the
 * externalId is new) in one transaction and answers 202; the `direct-ach-request` job then requests the ACH payout,
 * or cancels the instruction with `DirectAchRequestRejected`. The job is idempotent (a request is decided once, under
 * its row's lock) and the `direct-ach-sweep` hands requests whose job was lost back to the worker.
 */
@Injectable()
export class DirectAchRequests {
  private readonly logger = new Logger(DirectAchRequests.name);

  constructor(
    private readonly em: EntityManager,
    private readonly instructions: PayoutInstructionsService,
    private readonly progress: InstructionProgress,
    private readonly campaigns: CampaignsService,
    private readonly payouts: PayoutsService,
    private readonly encryption: FieldEncryption,
    private readonly jobs: JobQueue,
  ) {}

  /** `POST /payout-instructions/:request-direct-ach`: the instruction (found by externalId, else created) and the queued request. */
  async accept(principal: Principal, dto: DirectAchRequestDto): Promise<{ payoutInstructionId: string; status: PayoutInstructionStatus }> {
    const stored: StoredRequest = {
      amountCents: amountToCents(dto.amount),
      firstName: dto.firstName ?? null,
      lastName: dto.lastName ?? null,
      bankAccount: { ...dto.bankAccount },
    };
    const accepted = await this.em.transactional(async (em) => {
      const instruction = (await this.byExternalId(em, dto.campaignId, dto.externalId)) ?? (await this.createDraft(em, principal, dto));
      const [row] = await query<{ id: string }>(
        em,
        `insert into direct_ach_request (id, organization_id, campaign_id, payout_instruction_id, request_encrypted, status)
         values (uuid_generate_v7(), ?, ?, ?, ?, ${literal(Queued)}) returning id`,
        [instruction.organizationId, instruction.campaignId, instruction.id, this.encryption.encryptJson(stored)],
      );
      return { requestId: row.id, payoutInstructionId: instruction.id, status: instruction.status };
    });
    await this.startJob(accepted.requestId);
    return { payoutInstructionId: accepted.payoutInstructionId, status: accepted.status };
  }

  /** The `direct-ach-request` job: decides a queued request once; a request decided already is left alone. */
  async process(requestId: string): Promise<DirectAchOutcome | null> {
    return this.em.transactional(async (em) => {
      const [row] = await query<RequestRow>(em, 'select id, organization_id, payout_instruction_id, request_encrypted, status from direct_ach_request where id = ? for update', [requestId]);
      if (!row || row.status !== Queued) return null;
      scopeToOrganization(em, row.organization_id);
      const instruction = await this.progress.lock(em, row.payout_instruction_id);
      const outcome = instruction ? await this.decide(em, instruction, this.encryption.decryptJson<StoredRequest>(row.request_encrypted)) : DirectAchOutcome.InstructionMissing;
      await execute(em, `update direct_ach_request set status = ${literal(Done)}, outcome = ?, processed_on = now() where id = ?`, [outcome, requestId]);
      return outcome;
    });
  }

  /**
   * The `direct-ach-sweep` job: queued requests past `STALE_REQUEST_MS` whose job Redis no longer has get a new one;
   * one whose job ended without deciding it (it failed every attempt) is recorded `Failed`, with the reason on its
   * instruction's history: a new request with the same externalId starts again.
   */
  async sweep(): Promise<{ requeued: number; failed: number }> {
    const stale = await query<{ id: string; organization_id: string; payout_instruction_id: string }>(
      this.em,
      `select id, organization_id, payout_instruction_id from direct_ach_request
       where status = ${literal(Queued)} and created_on < now() - make_interval(secs => ?) order by created_on limit 1000`,
      [STALE_REQUEST_MS / 1000],
    );
    const outcome = { requeued: 0, failed: 0 };
    for (const request of stale) {
      const job = await this.jobs.find('direct-ach-request', jobId('direct-ach-request', request.id));
      if (!job) {
        await this.jobs.enqueue('direct-ach-request', { requestId: request.id }, { jobId: jobId('direct-ach-request', request.id) });
        outcome.requeued++;
      } else if (job.state === 'failed' || job.state === 'completed') {
        if (await this.giveUp(request, job.failedReason ?? 'its job ended without deciding it')) outcome.failed++;
      }
    }
    if (outcome.requeued || outcome.failed) this.logger.warn({ ...outcome }, 'Queued direct ACH requests without a live job: requeued or recorded Failed');
    return outcome;
  }

  /** After the commit: the job; without Redis the sweep enqueues it later. */
  private async startJob(requestId: string): Promise<void> {
    try {
      await this.jobs.enqueue('direct-ach-request', { requestId }, { jobId: jobId('direct-ach-request', requestId) });
    } catch (error) {
      this.logger.warn({ err: error, requestId }, 'Could not enqueue a direct ACH request; the sweep will');
    }
  }

  private byExternalId(em: EntityManager, campaignId: string, externalId: string): Promise<PayoutInstruction | null> {
    return em.findOne(PayoutInstruction, { campaignId, externalId });
  }

  /**
   * A new Draft through the create path of `POST /payout-instructions` (its checks, its 400 and 404), in a savepoint of
   * the caller's transaction; when a concurrent request created the externalId first, theirs is the instruction.
   */
  private async createDraft(em: EntityManager, principal: Principal, dto: DirectAchRequestDto): Promise<PayoutInstruction> {
    try {
      return await this.instructions.create(principal, dto);
    } catch (error) {
      if (!(error instanceof DomainError) || error.code !== 'DUPLICATE_EXTERNAL_ID') throw error;
      const rival = await this.byExternalId(em, dto.campaignId, dto.externalId);
      if (!rival) throw error;
      return rival;
    }
  }

  private async decide(em: EntityManager, instruction: PayoutInstruction, request: StoredRequest): Promise<DirectAchOutcome> {
    const { Requested, Fulfilled } = PayoutInstructionStatus;
    if (instruction.status === Requested || instruction.status === Fulfilled) return DirectAchOutcome.AlreadyRequested;
    if (!canPerform(instruction.status, 'requestDirectAch')) {
      await this.progress.record(
        em,
        instruction,
        [{ kind: 'DirectAchRequestIgnored', description: 'Direct ACH request not taken: the beneficiary is claiming the payout', details: { status: instruction.status, amount: centsToAmount(request.amountCents) } }],
        SYSTEM,
      );
      return DirectAchOutcome.ClaimInProgress;
    }
    const campaign = await this.campaigns.require(instruction.campaignId);
    const ach = achMethodOf(campaign);
    if (!ach) return this.reject(em, instruction, 'the campaign offers no ACH bank transfer.');
    const problem = refusal(campaign, ach, request.amountCents);
    if (problem) return this.reject(em, instruction, problem);
    const { bankAccount } = request;
    const result = await this.progress.requestDirectAch(em, instruction, request.amountCents, {
      methodId: ach.payoutMethodId,
      firstName: request.firstName,
      lastName: request.lastName,
      openPayout: async () => {
        const payout = await this.payouts.create(
          em,
          instruction,
          { id: ach.payoutMethodId, name: ach.name, category: PayoutMethodCategory.AchBankTransfer },
          { fullName: bankAccount.accountHolderName, bankRoutingNumber: bankAccount.routingNumber, bankAccountNumber: bankAccount.accountNumber, bankAccountType: bankAccount.accountType },
        );
        return { id: payout.id, achTransferId: payout.achTransferId ?? null };
      },
    });
    return result.requested ? DirectAchOutcome.PayoutRequested : this.reject(em, instruction, result.reason);
  }

  private async reject(em: EntityManager, instruction: PayoutInstruction, reason: string): Promise<DirectAchOutcome> {
    await this.progress.rejectDirectAch(em, instruction, reason);
    return DirectAchOutcome.Rejected;
  }

  private async giveUp(request: { id: string; organization_id: string; payout_instruction_id: string }, reason: string): Promise<boolean> {
    return this.em.transactional(async (em) => {
      const changed = await execute(em, `update direct_ach_request set status = ${literal(Failed)}, outcome = ?, processed_on = now() where id = ? and status = ${literal(Queued)}`, [
        reason.slice(0, 500),
        request.id,
      ]);
      if (changed === 0) return false;
      await this.progress.record(
        em,
        { id: request.payout_instruction_id, organizationId: request.organization_id },
        [{ kind: 'DirectAchRequestFailed', description: 'Direct ACH request failed: send it again', details: { reason } }],
        SYSTEM,
      );
      return true;
    });
  }
}

/** The campaign's enabled ACH bank transfer method, if it offers one. */
function achMethodOf(campaign: Campaign): PayoutMethodEntry | undefined {
  return campaign.payoutMethods.find((method) => method.category === PayoutMethodCategory.AchBankTransfer && !method.isDisabled);
}

/** Why the campaign's ACH method cannot pay the amount now; undefined when it can. */
function refusal(campaign: Campaign, ach: PayoutMethodEntry, amountCents: number): string | undefined {
  if (campaign.statusOn(todayUtc()) !== CampaignStatus.Active) return 'the campaign is not active.';
  if (ach.minAmountCents !== undefined && amountCents < ach.minAmountCents) return `${centsToAmount(amountCents)} is below the ACH minimum of ${centsToAmount(ach.minAmountCents)}.`;
  if (ach.maxAmountCents !== undefined && amountCents > ach.maxAmountCents) return `${centsToAmount(amountCents)} is above the ACH maximum of ${centsToAmount(ach.maxAmountCents)}.`;
  return undefined;
}
