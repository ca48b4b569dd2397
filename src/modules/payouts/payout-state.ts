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

export type PayoutEvent = 'complete' | 'fail' | 'cancel' | 'return';

/** For each event, the statuses it applies to; every event leads to the status of its name. */
const TRANSITIONS: Readonly<Record<PayoutEvent, { from: readonly PayoutStatus[]; to: PayoutStatus }>> = {
  complete: { from: [Pending, Processing, SentForPrinting, Mailed], to: Completed },
  fail: { from: [Pending, Processing, SentForPrinting, Mailed], to: Failed },
  // Only what the rail can still take back: nothing printed or paid.
  cancel: { from: [Pending, Processing], to: Cancelled },
  return: { from: [Completed], to: Returned },
};

/** A payout on its way: at most one per instruction (a partial unique index says the same). */
export const OPEN_PAYOUT_STATUSES: readonly PayoutStatus[] = Object.freeze([Pending, Processing, SentForPrinting, Mailed]);

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
