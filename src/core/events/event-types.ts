/**
 * Every domain event and its payload, in one place (docs/events.md), as the job registry is for jobs. An event is a
 * fact in the past tense, written in the transaction of the change that caused it; it carries ids and what changed,
 * and subscribers read the rest. Adding a type here without a subscriber stops the worker from starting.
 */
/** Who asked for a change (an administrator, the system): the activity of its consequences names them too. */
export interface EventActor {
  type: string;
  id: string | null;
}

export interface DomainEventPayloads {
  /** Any other transition of an instruction's state machine (claimed, fulfilled, cancelled, restored, expired...). */
  PayoutInstructionStatusChanged: { payoutInstructionId: string; previousStatus: string; status: string };
  /**
   * Initiated or reinitiated (`previousStatus` → `status`, this transition's only event: it is also its status
   * change): claim link `linkVersion` issued, to be told to the beneficiary over `channel` (`Email`, `None`) at
   * `notifyAt`.
   */
  PayoutInstructionInitiated: {
    payoutInstructionId: string;
    previousStatus: string;
    status: string;
    channel: string;
    linkVersion: number;
    notifyAt: string;
    bulk: boolean;
    actor: EventActor;
  };
  /** A reminder of link `linkVersion` asked for (`:send-reminder`, bulk reminders), due at `notifyAt`; `channel` the instruction's then. */
  ReminderRequested: { payoutInstructionId: string; channel: string; linkVersion: number; notifyAt: string; bulk: boolean; actor: EventActor };
  /** The beneficiary may claim again with link `linkVersion`: their payout failed, was cancelled by `:try-restore`, or returned. */
  ClaimReopened: { payoutInstructionId: string; payoutId: string; channel: string; linkVersion: number };
  /** The beneficiary unsubscribed from the instruction's emails. */
  BeneficiaryUnsubscribed: { payoutInstructionId: string };
  PayoutCompleted: { payoutId: string; payoutInstructionId: string; category: string };
  PayoutFailed: { payoutId: string; payoutInstructionId: string };
  /** A completed payout sent back by the bank (an ACH return). */
  PayoutReturned: { payoutId: string; payoutInstructionId: string };
  /** An upload's import ended: `Completed`, `CompletedWithErrors` or `Failed`. */
  UploadFinished: { uploadId: string; status: string };
  /** An email gave up (its retries spent, or refused for good). */
  EmailFailed: { emailDeliveryId: string };
  /** Money arrived on a bank account, attributed to a campaign or not. */
  FundingReceived: { fundingTransferId: string };
  /** A request waits for a second person's approval (docs/approvals.md). */
  ApprovalRequested: { approvalRequestId: string };
  /** A request was approved (and carried out), rejected, or failed when carried out. */
  ApprovalRequestDecided: { approvalRequestId: string; status: string };
  /**
   * A campaign's unallocated balance fell below its `lowBalanceAlert` (docs/balance-alerts.md): `BalanceFell` (recorded
   * by the balance row's trigger), `ThresholdChanged` (set above the balance), or `BulkInitiationRefused` (a bulk
   * initiation short of `shortByCents`; the balance did not move). Cents, as they were at the event.
   */
  CampaignBalanceLow: { campaignId: string; balanceCents: number; thresholdCents: number; reason: BalanceLowReason; shortByCents: number | null };
  /** A file from the bank was quarantined, nothing of it applied (docs/bank-files-in.md): one event per operator organization. */
  BankFileQuarantined: { bankInboundFileId: string; name: string; error: string };
}

/** Why a balance alert was raised (docs/balance-alerts.md). */
export type BalanceLowReason = 'BalanceFell' | 'ThresholdChanged' | 'BulkInitiationRefused';

export type DomainEventType = keyof DomainEventPayloads;

/** The types at run time, each with what it means (listed in docs/events.md; the worker checks each has a subscriber). */
export const DOMAIN_EVENT_TYPES: { readonly [T in DomainEventType]: string } = {
  PayoutInstructionStatusChanged: 'An instruction moved from one status to another',
  PayoutInstructionInitiated: 'An instruction was initiated or reinitiated: a new claim link',
  ReminderRequested: 'A reminder was asked for',
  ClaimReopened: 'A beneficiary may claim again after their payout failed, was cancelled or returned',
  BeneficiaryUnsubscribed: 'A beneficiary unsubscribed from an instruction’s emails',
  PayoutCompleted: 'A payout completed',
  PayoutFailed: 'A payout failed',
  PayoutReturned: 'A completed payout was returned by the bank',
  UploadFinished: 'An upload’s import ended',
  EmailFailed: 'An email could not be delivered',
  FundingReceived: 'Money arrived on a bank account',
  ApprovalRequested: 'A request waits for a second person’s approval',
  ApprovalRequestDecided: 'An approval request was approved, rejected, or failed when carried out',
  CampaignBalanceLow: 'A campaign’s unallocated balance fell below its low-balance alert',
  BankFileQuarantined: 'A file from the bank was quarantined: nothing of it was applied',
};

/** A recorded event, as subscribers receive it. */
export type DomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { id: string; type: K; organizationId: string; occurredOn: Date; data: DomainEventPayloads[K] };
}[T];

/** An event to record. */
export type NewDomainEvent<T extends DomainEventType = DomainEventType> = {
  [K in T]: { type: K; organizationId: string; data: DomainEventPayloads[K] };
}[T];

/** Events are kept this long (then purged), handled or not: a subscriber down for longer than that has lost them. */
export const DOMAIN_EVENT_RETENTION_DAYS = 30;

/** The PostgreSQL channel notified when a statement writes events; the worker listens to dispatch them at once. */
export const DOMAIN_EVENTS_CHANNEL = 'domain_events';
