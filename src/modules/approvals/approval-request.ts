import type { ApprovalAction } from './approval-rules';

export enum ApprovalStatus {
  Pending = 'Pending',
  Approved = 'Approved',
  Rejected = 'Rejected',
  Expired = 'Expired',
  Failed = 'Failed',
}

/** A pending request expires this long after it was asked for (docs/approvals.md). */
export const APPROVAL_LIFETIME_DAYS = 7;

/**
 * What an approval carries out: the operation by name (as its owning module registered it) and what it needs to be
 * run again as it was asked: ids and the request's body (docs/approvals.md).
 */
export interface ApprovalOperation {
  readonly kind: string;
  readonly params: Readonly<Record<string, unknown>>;
}

/** What the request would do, for the people deciding. */
export interface ApprovalSummary {
  campaignId?: string;
  bankAccountId?: string;
  count: number;
}

/** Who asked: a user, or a machine client (no user; anyone who may approve may decide). */
export interface Requester {
  subject: string;
  userId: string | null;
  email: string | null;
}

export interface Decider {
  userId: string;
  email: string | null;
}

/** The outcome of carrying the request out: what the original request answered (a problem document when Failed). */
export interface ApprovalResult {
  status: number;
  body: unknown;
}

export interface ApprovalRequest {
  id: string;
  organizationId: string;
  action: ApprovalAction;
  status: ApprovalStatus;
  amountCents: number;
  summary: ApprovalSummary;
  operation: ApprovalOperation;
  requestedBy: Requester;
  requestedOn: Date;
  expiresOn: Date;
  decidedBy: Decider | null;
  decidedOn: Date | null;
  reason: string | null;
  result: ApprovalResult | null;
}

/** A pending request past its expiry reads `Expired`, whether or not a decision has written it yet. */
export function statusAt(request: Pick<ApprovalRequest, 'status' | 'expiresOn'>, now: Date): ApprovalStatus {
  return request.status === ApprovalStatus.Pending && request.expiresOn.getTime() <= now.getTime() ? ApprovalStatus.Expired : request.status;
}
