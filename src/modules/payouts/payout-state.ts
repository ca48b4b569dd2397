/** The statuses of a payout (docs/payouts.md). */
export enum PayoutStatus {
  /** Waiting for its rail: the next ACH batch or print run. */
  Pending = 'Pending',
  /** At the provider, not final yet. */
  Processing = 'Processing',
  SentForPrinting = 'SentForPrinting',
  Mailed = 'Mailed',
  Completed = 'Completed',
  Failed = 'Failed',
  Cancelled = 'Cancelled',
  /** Completed, then sent back by the bank (an ACH return). */
  Returned = 'Returned',
}

const { Pending, Processing, SentForPrinting, Mailed, Completed, Failed, Cancelled, Returned } = PayoutStatus;

export type PayoutEvent = 'submit' | 'print' | 'mail' | 'providerMail' | 'deposit' | 'complete' | 'fail' | 'cancel' | 'return';

/** For each event, the statuses it applies to and the status it leads to. */
const TRANSITIONS: Readonly<Record<PayoutEvent, { from: readonly PayoutStatus[]; to: PayoutStatus }>> = {
  // A bank rail takes its waiting payouts: an ACH batch submits them to the bank, a print run prints the checks.
  submit: { from: [Pending], to: Processing },
  print: { from: [Pending], to: SentForPrinting },
  mail: { from: [SentForPrinting], to: Mailed },
  // A check a provider took (Lob) and printed and mailed itself: its callback says so (docs/providers.md, Lob).
  providerMail: { from: [Processing], to: Mailed },
  // A check printed (or mailed by its provider) is paid when the payee deposits it: `:deposit-check`, a statement.
  deposit: { from: [SentForPrinting, Mailed], to: Completed },
  complete: { from: [Pending, Processing, SentForPrinting, Mailed], to: Completed },
  fail: { from: [Pending, Processing, SentForPrinting, Mailed], to: Failed },
  // Only what the rail can still take back: nothing printed, submitted to the bank or paid.
  cancel: { from: [Pending, Processing], to: Cancelled },
  return: { from: [Completed], to: Returned },
};

/** A payout on its way: at most one per instruction (a partial unique index says the same). */
export const OPEN_PAYOUT_STATUSES: readonly PayoutStatus[] = Object.freeze([Pending, Processing, SentForPrinting, Mailed]);

/** Payouts that count as money going to beneficiaries: on their way or paid (not failed, cancelled or returned). */
export const LIVE_PAYOUT_STATUSES: readonly PayoutStatus[] = Object.freeze([...OPEN_PAYOUT_STATUSES, Completed]);

export function isOpen(status: PayoutStatus | string): boolean {
  return (OPEN_PAYOUT_STATUSES as readonly string[]).includes(status);
}

export function canApply(status: PayoutStatus, event: PayoutEvent): boolean {
  return TRANSITIONS[event].from.includes(status);
}

/** The status after `event`; undefined when the event does not apply (a repeat, or a payout already final). */
export function statusAfter(status: PayoutStatus, event: PayoutEvent): PayoutStatus | undefined {
  return canApply(status, event) ? TRANSITIONS[event].to : undefined;
}

/** The statuses an event applies to, for set-based SQL. */
export function payoutStatusesFor(event: PayoutEvent): readonly PayoutStatus[] {
  return TRANSITIONS[event].from;
}

/** The statuses of an ACH transfer (docs/bank-rails.md). */
export enum AchTransferStatus {
  /** Waiting for the next ACH batch. */
  Pending = 'Pending',
  /** In a NACHA file sent to the bank. */
  Submitted = 'Submitted',
  Settled = 'Settled',
  /** Sent back by the receiving bank, with a return reason code. */
  Returned = 'Returned',
  Cancelled = 'Cancelled',
}

export type AchTransferEvent = 'submit' | 'settle' | 'return' | 'cancel';

const ACH: Readonly<Record<AchTransferEvent, { from: readonly AchTransferStatus[]; to: AchTransferStatus }>> = {
  submit: { from: [AchTransferStatus.Pending], to: AchTransferStatus.Submitted },
  // The sandbox's `:settle-ach` may settle one the batch has not taken yet.
  settle: { from: [AchTransferStatus.Pending, AchTransferStatus.Submitted], to: AchTransferStatus.Settled },
  // A return may come before or after settlement.
  return: { from: [AchTransferStatus.Submitted, AchTransferStatus.Settled], to: AchTransferStatus.Returned },
  cancel: { from: [AchTransferStatus.Pending, AchTransferStatus.Submitted], to: AchTransferStatus.Cancelled },
};

/** The ACH statuses an event applies to, for set-based SQL. */
export function achStatusesFor(event: AchTransferEvent): readonly AchTransferStatus[] {
  return ACH[event].from;
}

export function achStatusAfter(status: AchTransferStatus, event: AchTransferEvent): AchTransferStatus | undefined {
  return ACH[event].from.includes(status) ? ACH[event].to : undefined;
}
