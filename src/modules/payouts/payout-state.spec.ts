import { achStatusAfter, AchTransferStatus, canApply, isOpen, OPEN_PAYOUT_STATUSES, PayoutStatus, statusAfter, type AchTransferEvent, type PayoutEvent } from './payout-state';

const S = PayoutStatus;
const EVENTS: PayoutEvent[] = ['submit', 'print', 'mail', 'providerMail', 'deposit', 'complete', 'fail', 'cancel', 'return'];

/** The whole table, written out: status → event → next status (absent: refused). */
const EXPECTED: Record<PayoutStatus, Partial<Record<PayoutEvent, PayoutStatus>>> = {
  Pending: { submit: S.Processing, print: S.SentForPrinting, complete: S.Completed, fail: S.Failed, cancel: S.Cancelled },
  Processing: { providerMail: S.Mailed, complete: S.Completed, fail: S.Failed, cancel: S.Cancelled },
  SentForPrinting: { mail: S.Mailed, deposit: S.Completed, complete: S.Completed, fail: S.Failed },
  Mailed: { deposit: S.Completed, complete: S.Completed, fail: S.Failed },
  Completed: { return: S.Returned },
  Failed: {},
  Cancelled: {},
  Returned: {},
};

describe('payout state machine', () => {
  const pairs = Object.values(S).flatMap((status) => EVENTS.map((event) => [status, event] as const));

  it.each(pairs)('%s + %s', (status, event) => {
    expect(statusAfter(status, event)).toBe(EXPECTED[status][event]);
    expect(canApply(status, event)).toBe(EXPECTED[status][event] !== undefined);
  });

  it('calls open exactly the statuses a payout can still complete from', () => {
    expect([...OPEN_PAYOUT_STATUSES].sort()).toEqual(Object.values(S).filter((s) => canApply(s, 'complete')).sort());
    expect(Object.values(S).filter(isOpen)).toEqual([S.Pending, S.Processing, S.SentForPrinting, S.Mailed]);
  });

  it('leaves final statuses final: a repeated outcome changes nothing', () => {
    for (const final of [S.Failed, S.Cancelled, S.Returned]) for (const event of EVENTS) expect(statusAfter(final, event)).toBeUndefined();
    expect(statusAfter(S.Completed, 'complete')).toBeUndefined();
  });
});

describe('ACH transfer state machine', () => {
  const A = AchTransferStatus;
  const ACH_EVENTS: AchTransferEvent[] = ['submit', 'settle', 'return', 'cancel'];
  const ACH_EXPECTED: Record<AchTransferStatus, Partial<Record<AchTransferEvent, AchTransferStatus>>> = {
    Pending: { submit: A.Submitted, settle: A.Settled, cancel: A.Cancelled },
    Submitted: { settle: A.Settled, return: A.Returned, cancel: A.Cancelled },
    Settled: { return: A.Returned },
    Returned: {},
    Cancelled: {},
  };
  const pairs = Object.values(A).flatMap((status) => ACH_EVENTS.map((event) => [status, event] as const));

  it.each(pairs)('%s + %s', (status, event) => {
    expect(achStatusAfter(status, event)).toBe(ACH_EXPECTED[status][event]);
  });
});
