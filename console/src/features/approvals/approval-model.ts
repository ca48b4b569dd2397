import type { V2Components } from '../../../../clients/typescript';
import { formatCents, toCents, toDollars } from '../../components/format';

/**
 * Dual control as the console explains it (docs/console.md, Approvals): which requests wait for a
 * second person, what a waiting request would do, and who may decide it.
 */
type Schemas = V2Components['schemas'];
export type ApprovalAction = Schemas['ApprovalAction'];
export type ApprovalStatus = Schemas['ApprovalStatus'];
export type ApprovalRequest = Schemas['ApprovalRequestView'];
export type ApprovalPolicy = Schemas['ApprovalPolicyView'];
type ApprovalRequestView = ApprovalRequest;

export const APPROVAL_ACTIONS = ['InitiatePayouts', 'Withdraw', 'Refund'] as const satisfies readonly ApprovalAction[];
export const APPROVAL_STATUSES = ['Pending', 'Approved', 'Rejected', 'Expired', 'Failed'] as const satisfies readonly ApprovalStatus[];

export const ACTION_LABEL: Readonly<Record<ApprovalAction, string>> = {
  InitiatePayouts: 'Initiating payouts',
  Withdraw: 'Withdrawals',
  Refund: 'Refunds',
};

/** The threshold of `action`'s rule in cents, or null when no rule covers it (no approval needed). */
export function thresholdCents(policy: ApprovalPolicy | undefined, action: ApprovalAction): number | null {
  const rule = policy?.rules.find((r) => r.action === action);
  return rule ? toCents(rule.threshold) : null;
}

/** Whether a request of `cents` for `action` will wait for a second person: only ABOVE the rule's threshold. */
export function needsApproval(policy: ApprovalPolicy | undefined, action: ApprovalAction, cents: number | null): boolean {
  const threshold = thresholdCents(policy, action);
  return threshold !== null && cents !== null && cents > threshold;
}

/** The sentence a dialog says before sending a request that will wait: `Above $1,000.00: …`. */
export function approvalNotice(policy: ApprovalPolicy | undefined, action: ApprovalAction): string {
  const threshold = thresholdCents(policy, action);
  return `This is above the approval threshold of ${formatCents(threshold ?? 0)}: it will wait until a second person approves it, and nothing happens before.`;
}

/**
 * The gated routes answer 202 with an approval request instead of acting; it is told apart from their ordinary answer
 * by its shape (an approval request has `action` and `status`, docs/approvals.md).
 */
export function isApprovalRequest(answer: unknown): answer is ApprovalRequestView {
  return typeof answer === 'object' && answer !== null && 'action' in answer && 'status' in answer && 'expiresOn' in answer;
}

/** Names the screen knows for the ids a request carries; an unknown one is named by its id's start. */
export interface Names {
  campaign?: (id: string) => string | undefined;
  bankAccount?: (id: string) => string | undefined;
}

const count = new Intl.NumberFormat('en-US');

/** What the request would do, in words: `Withdraw $1,250.00 from Main account`, `Initiate 3 payouts ($52.00) in Spring gifts`. */
export function describeRequest(request: Pick<ApprovalRequestView, 'action' | 'amount' | 'summary'>, names: Names = {}): string {
  const amount = formatCents(toCents(request.amount));
  const { campaignId, bankAccountId } = request.summary;
  const campaign = campaignId ? (names.campaign?.(campaignId) ?? `campaign ${campaignId.slice(0, 8)}`) : 'a campaign';
  switch (request.action) {
    case 'Withdraw':
      return `Withdraw ${amount} from ${bankAccountId ? (names.bankAccount?.(bankAccountId) ?? `bank account ${bankAccountId.slice(0, 8)}`) : 'a bank account'}`;
    case 'Refund':
      return `Refund ${amount} from ${campaign}`;
    case 'InitiatePayouts': {
      const n = request.summary.count;
      return `Initiate ${count.format(n)} ${n === 1 ? 'payout' : 'payouts'} (${amount}) in ${campaign}`;
    }
  }
}

/** Who asked: their email, or a machine client (an integration's token). */
export function requesterName(request: Pick<ApprovalRequestView, 'requestedBy'>): string {
  return request.requestedBy ? (request.requestedBy.email ?? 'A user') : 'A machine client';
}

export const OWN_REQUEST = 'You asked for this; someone else must approve it.';

/**
 * Why the person cannot decide this request, or null when they can: it must be pending, they must hold
 * `approvals:approve`, and the requester never decides their own (the API answers 403 `APPROVER_IS_REQUESTER`).
 */
export function decisionHeldBack(request: Pick<ApprovalRequestView, 'status' | 'requestedBy'>, me: { userId: string | null; canApprove: boolean }): string | null {
  if (request.status !== 'Pending') return `This request is ${request.status.toLowerCase()}: it can no longer be decided.`;
  if (!me.canApprove) return 'Your role does not include approving requests.';
  if (request.requestedBy && me.userId !== null && request.requestedBy.userId === me.userId) return OWN_REQUEST;
  return null;
}

/** What carrying the request out answered, in words: the problem's detail when it failed. */
export function describeResult(request: Pick<ApprovalRequestView, 'status' | 'result'>): string | null {
  const result = request.result;
  if (!result) return null;
  const body = (typeof result.body === 'object' && result.body !== null ? result.body : {}) as { detail?: unknown; title?: unknown };
  if (request.status === 'Failed' || result.status >= 400) {
    const why = typeof body.detail === 'string' ? body.detail : typeof body.title === 'string' ? body.title : `the service answered ${result.status}`;
    return `It could not be carried out: ${why}`;
  }
  return `Carried out when approved (the service answered ${result.status}).`;
}

/** The policy a form edits: one threshold in cents per action, null for none; and back to the API's rules. */
export type PolicyValues = Record<ApprovalAction, number | null>;

export function policyValues(policy: ApprovalPolicy | undefined): PolicyValues {
  return { InitiatePayouts: thresholdCents(policy, 'InitiatePayouts'), Withdraw: thresholdCents(policy, 'Withdraw'), Refund: thresholdCents(policy, 'Refund') };
}

export function policyRules(values: PolicyValues): ApprovalPolicy['rules'] {
  return APPROVAL_ACTIONS.flatMap((action) => {
    const cents = values[action];
    return cents === null ? [] : [{ action, threshold: toDollars(cents) }];
  });
}
