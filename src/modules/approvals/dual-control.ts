import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { newId } from '../../core/database/base.entity';
import { recordEvents } from '../../core/events';
import { APPROVAL_LIFETIME_DAYS, ApprovalStatus, type ApprovalOperation, type ApprovalRequest, type ApprovalSummary, type Decider } from './approval-request';
import { ApprovalRequestsStore } from './approval-requests.store';
import { ApprovalRules, type ApprovalAction } from './approval-rules';

/** An approved request being carried out: its requester acts, and this is recorded beside them (docs/approvals.md). */
export interface Approval {
  readonly requestId: string;
  readonly approvedBy: Decider;
}

/**
 * Handed to the work a rule may cover. The work says, once it has checked everything and moved what it moves, how
 * much that is (`check`); above the rule's threshold, the work is undone and waits for a second person.
 */
export interface ApprovalGate {
  check(amountCents: number, summary: ApprovalSummary): void;
  /** Set when the work is an approved request carried out. */
  readonly approval?: Approval;
}

/** No rule covers the work, or it is carried out after its approval: it goes ahead. */
export const NO_GATE: ApprovalGate = { check: () => undefined };

/** The gate of an approved request being carried out. */
export const approvedGate = (approval: Approval): ApprovalGate => ({ check: () => undefined, approval });

/** Thrown by a gate to undo the work (its transaction rolls back): it must wait for a second person. */
class NeedsApproval extends Error {
  constructor(
    readonly amountCents: number,
    readonly summary: ApprovalSummary,
  ) {
    super('The request waits for a second person’s approval');
  }
}

const thresholdGate = (thresholdCents: number): ApprovalGate => ({
  check: (amountCents, summary) => {
    if (amountCents > thresholdCents) throw new NeedsApproval(amountCents, summary);
  },
});

const DAY_MS = 86_400_000;

/**
 * Dual control (docs/approvals.md): runs a money-moving request as usual, or, when the organization's rule for its
 * action covers what it would do, runs it in a transaction that is rolled back once the amount is known, and records
 * an approval request instead. So the request is checked exactly as without a policy (the same 400, 404 and 409
 * answers), and nothing is allocated, sent or moved until someone else approves.
 */
@Injectable()
export class DualControl {
  constructor(
    private readonly em: EntityManager,
    private readonly rules: ApprovalRules,
    private readonly requests: ApprovalRequestsStore,
  ) {}

  /**
   * `approval`: the request is the carrying out of an approved request; no rule applies again. Otherwise answers
   * the work's own result, or the approval request it now waits on.
   */
  async run<T>(
    principal: Principal,
    action: ApprovalAction,
    operation: ApprovalOperation,
    approval: Approval | undefined,
    work: (gate: ApprovalGate) => Promise<T>,
  ): Promise<T | ApprovalRequest> {
    if (approval) return work(approvedGate(approval));
    const threshold = await this.rules.thresholdOf(principal.organizationId, action);
    if (threshold === null) return work(NO_GATE);
    try {
      // Its own transaction (a savepoint within an enclosing one), so that the refusal undoes only the work.
      return await this.em.transactional(() => work(thresholdGate(threshold)));
    } catch (error) {
      if (!(error instanceof NeedsApproval)) throw error;
      return this.open(principal, action, operation, error);
    }
  }

  private async open(principal: Principal, action: ApprovalAction, operation: ApprovalOperation, needed: NeedsApproval): Promise<ApprovalRequest> {
    const requestedOn = new Date();
    const request: ApprovalRequest = {
      id: newId(),
      organizationId: principal.organizationId,
      action,
      status: ApprovalStatus.Pending,
      amountCents: needed.amountCents,
      summary: needed.summary,
      operation,
      requestedBy: { subject: principal.subject, userId: principal.machine ? null : (principal.userId ?? null), email: principal.machine ? null : (principal.email ?? null) },
      requestedOn,
      expiresOn: new Date(requestedOn.getTime() + APPROVAL_LIFETIME_DAYS * DAY_MS),
      decidedBy: null,
      decidedOn: null,
      reason: null,
      result: null,
    };
    await this.em.transactional(async (em) => {
      await this.requests.insert(em, request);
      await recordEvents(em, [{ type: 'ApprovalRequested', organizationId: request.organizationId, data: { approvalRequestId: request.id } }]);
    });
    return request;
  }
}

export const isApprovalRequest = (value: unknown): value is ApprovalRequest =>
  typeof value === 'object' && value !== null && 'operation' in value && 'requestedBy' in value && 'expiresOn' in value;
