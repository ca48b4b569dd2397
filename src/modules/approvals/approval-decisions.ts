import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { DomainError } from '../../core/errors/domain-error';
import { classifyError } from '../../core/errors/problem-details.filter';
import { buildProblem } from '../../core/errors/problem-document';
import { recordEvents } from '../../core/events';
import { ApprovalOperations } from './approval-operations';
import { ApprovalStatus, statusAt, type ApprovalRequest, type ApprovalResult, type Decider } from './approval-request';
import { ApprovalRequestsStore } from './approval-requests.store';
import { ApprovalErrors } from './approvals.errors';

/** Where a decision was asked from: what a Failed request's problem document names. */
export interface DecisionContext {
  instance: string;
  traceId: string;
}

/**
 * Approving and rejecting (docs/approvals.md). A decision locks the request's row, so two approvals
 * of one request take turns and the second finds it decided. Approving carries the original request out in the same
 * transaction, as its requester, with the approver recorded beside them; if it can no longer be done, the request
 * is `Failed` with the problem the original request would now answer, and nothing it would have done remains.
 */
@Injectable()
export class ApprovalDecisions {
  constructor(
    private readonly em: EntityManager,
    private readonly store: ApprovalRequestsStore,
    private readonly operations: ApprovalOperations,
  ) {}

  approve(principal: Principal, id: string, reason: string | null, context: DecisionContext): Promise<ApprovalRequest> {
    return this.decide(principal, id, async (request, decider) => {
      const approval = { requestId: request.id, approvedBy: decider };
      try {
        // A savepoint: a refusal undoes the operation's writes, and the Failed decision is still written.
        const result = await this.em.transactional(() => this.operations.runnerOf(request.operation.kind)(requesterOf(request), request.operation.params, approval));
        return { status: ApprovalStatus.Approved, result, reason };
      } catch (error) {
        if (!(error instanceof DomainError)) throw error;
        return { status: ApprovalStatus.Failed, result: problemOf(error, context), reason };
      }
    });
  }

  reject(principal: Principal, id: string, reason: string): Promise<ApprovalRequest> {
    return this.decide(principal, id, async () => ({ status: ApprovalStatus.Rejected, result: null, reason }));
  }

  private async decide(
    principal: Principal,
    id: string,
    outcome: (request: ApprovalRequest, decider: Decider) => Promise<{ status: ApprovalStatus; result: ApprovalResult | null; reason: string | null }>,
  ): Promise<ApprovalRequest> {
    if (principal.machine || !principal.userId) throw ApprovalErrors.machineDecides();
    const decider: Decider = { userId: principal.userId, email: principal.email ?? null };
    return this.em.transactional(async (em) => {
      const request = await this.store.find(em, principal.organizationId, id, true);
      if (!request) throw DomainError.notFound('Approval request', id);
      const now = new Date();
      const status = statusAt(request, now);
      if (status !== ApprovalStatus.Pending) throw ApprovalErrors.notPending(id, status);
      if (request.requestedBy.userId === decider.userId || request.requestedBy.subject === principal.subject) throw ApprovalErrors.requesterDecides();
      const decided: ApprovalRequest = { ...request, ...(await outcome(request, decider)), decidedBy: decider, decidedOn: now };
      await this.store.decide(em, decided);
      await recordEvents(em, [{ type: 'ApprovalRequestDecided', organizationId: request.organizationId, data: { approvalRequestId: request.id, status: decided.status } }]);
      return decided;
    });
  }
}

/** The requester, as the actor of the operation carried out for them (the scopes were checked when they asked). */
function requesterOf(request: ApprovalRequest): Principal {
  return {
    subject: request.requestedBy.subject,
    organizationId: request.organizationId,
    scopes: new Set(),
    operator: false,
    machine: request.requestedBy.userId === null,
    email: request.requestedBy.email ?? undefined,
    emailVerified: false,
    userId: request.requestedBy.userId ?? undefined,
  };
}

/** The problem document the original request would now answer. */
function problemOf(error: DomainError, context: DecisionContext): ApprovalResult {
  const classified = classifyError(error);
  return { status: classified.status, body: buildProblem({ ...classified, instance: context.instance, traceId: context.traceId }) };
}
