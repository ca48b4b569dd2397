import fc from 'fast-check';
import { DomainError } from '../../core/errors/domain-error';
import {
  allowedFrom,
  canPerform,
  fundsMovement,
  holdsFunds,
  invalidState,
  nextStatus,
  PayoutInstructionStatus,
  type InstructionAction,
} from './payout-instruction-state';

const S = PayoutInstructionStatus;
const STATUSES = Object.values(PayoutInstructionStatus);
const ACTIONS: InstructionAction[] = [
  'initiate',
  'reinitiate',
  'update',
  'cancel',
  'tryRestore',
  'sendReminder',
  'selectPayoutMethod',
  'requestPayout',
  'settlePayout',
  'failPayout',
  'returnPayout',
  'requestDirectAch',
  'expire',
];

/** docs/state-machine.md's table, written out independently of the implementation: action → (from → to); a missing state is refused. */
const EXPECTED: Record<InstructionAction, Partial<Record<PayoutInstructionStatus, PayoutInstructionStatus>>> = {
  initiate: { Draft: S.Initiated },
  reinitiate: { Initiated: S.Initiated, Restored: S.Initiated, Cancelled: S.Initiated },
  update: { Draft: S.Draft, Initiated: S.Initiated, Restored: S.Restored }, // nothing that voids links changed
  cancel: { Draft: S.Cancelled, Initiated: S.Cancelled, Restored: S.Cancelled, PayoutMethodSelected: S.Cancelled },
  tryRestore: { Requested: S.Restored },
  sendReminder: { Initiated: S.Initiated, Restored: S.Restored },
  selectPayoutMethod: { Initiated: S.PayoutMethodSelected, Restored: S.PayoutMethodSelected, PayoutMethodSelected: S.PayoutMethodSelected },
  requestPayout: { PayoutMethodSelected: S.Requested },
  settlePayout: { Requested: S.Fulfilled },
  failPayout: { Requested: S.Restored },
  returnPayout: { Fulfilled: S.Restored },
  requestDirectAch: { Draft: S.Requested, Initiated: S.Requested, Restored: S.Requested, Cancelled: S.Requested },
  expire: { Draft: S.Cancelled, Initiated: S.Cancelled, Restored: S.Cancelled },
};

const pairs = ACTIONS.flatMap((action) => STATUSES.map((status) => [status, action] as const));

function caught(run: () => unknown): unknown {
  try {
    run();
  } catch (error) {
    return error;
  }
  throw new Error('expected a throw');
}

describe('payout instruction state machine', () => {
  it('covers 7 states and 13 actions', () => {
    expect(STATUSES).toHaveLength(7);
    expect(pairs).toHaveLength(91);
  });

  describe.each(pairs)('%s + %s', (status, action) => {
    const expected = EXPECTED[action][status];

    if (expected) {
      it(`is allowed and leads to ${expected}`, () => {
        expect(canPerform(status, action)).toBe(true);
        expect(allowedFrom(action)).toContain(status);
        expect(nextStatus(status, action)).toBe(expected);
      });
    } else {
      it('is refused with a 409 INVALID_PAYOUT_INSTRUCTION_STATE', () => {
        expect(canPerform(status, action)).toBe(false);
        expect(allowedFrom(action)).not.toContain(status);
        const error = caught(() => nextStatus(status, action));
        expect(error).toBeInstanceOf(DomainError);
        const domainError = error as DomainError;
        expect(domainError.code).toBe('INVALID_PAYOUT_INSTRUCTION_STATE');
        expect(domainError.kind).toBe('conflict');
        expect(domainError.extensions).toEqual({ currentStatus: status, action, allowedFrom: Object.keys(EXPECTED[action]) });
        expect(domainError.message).toContain(`in status ${status} cannot`);
        expect(domainError).toEqual(invalidState(status, action));
      });
    }
  });

  it.each(ACTIONS)('lists exactly the states %s is allowed from, in the order of the state list', (action) => {
    expect(allowedFrom(action)).toEqual(STATUSES.filter((status) => EXPECTED[action][status] !== undefined));
  });

  it('lets expiry take only what nobody has claimed yet: a chosen method or a requested payout goes on', () => {
    expect(allowedFrom('expire')).toEqual([S.Draft, S.Initiated, S.Restored]);
    for (const status of [S.PayoutMethodSelected, S.Requested, S.Fulfilled, S.Cancelled]) expect(canPerform(status, 'expire')).toBe(false);
    // Everything expiry takes, an administrator could cancel too: expiry is a cancellation with its own reason.
    for (const status of allowedFrom('expire')) expect(canPerform(status, 'cancel')).toBe(true);
  });

  it('keeps the allowed-from lists immutable', () => {
    expect(() => (allowedFrom('cancel') as PayoutInstructionStatus[]).push(S.Fulfilled)).toThrow(TypeError);
    expect(canPerform(S.Fulfilled, 'cancel')).toBe(false);
  });

  it('writes a message naming the status, the action and where it is allowed from', () => {
    expect(invalidState(S.Fulfilled, 'cancel').message).toBe(
      'A payout instruction in status Fulfilled cannot be cancelled (allowed from: Draft, Initiated, Restored, PayoutMethodSelected).',
    );
    expect(invalidState(S.Draft, 'sendReminder').message).toBe(
      'A payout instruction in status Draft cannot get a reminder (allowed from: Initiated, Restored).',
    );
    expect(invalidState(S.Requested, 'expire').message).toBe(
      'A payout instruction in status Requested cannot expire with its campaign (allowed from: Draft, Initiated, Restored).',
    );
  });

  it('does not let a caller change the allowed-from list through the error', () => {
    const error = invalidState(S.Fulfilled, 'initiate');
    (error.extensions.allowedFrom as PayoutInstructionStatus[]).push(S.Fulfilled);
    expect(allowedFrom('initiate')).toEqual([S.Draft]);
  });

  describe('update', () => {
    it.each([
      [S.Initiated, { emailChanged: true }, S.Restored],
      [S.Initiated, { amountChanged: true }, S.Restored],
      [S.Initiated, { emailChanged: true, amountChanged: true }, S.Restored],
      [S.Initiated, { emailChanged: false, amountChanged: false }, S.Initiated],
      [S.Initiated, {}, S.Initiated],
      [S.Draft, { emailChanged: true, amountChanged: true }, S.Draft],
      [S.Draft, { amountChanged: true }, S.Draft],
      [S.Restored, { emailChanged: true }, S.Restored],
      [S.Restored, { amountChanged: true }, S.Restored],
      [S.Restored, {}, S.Restored],
    ])('from %s with %j leads to %s', (status, change, expected) => {
      expect(nextStatus(status, 'update', change)).toBe(expected);
    });

    it('is refused once claimed, whatever changed', () => {
      for (const status of [S.PayoutMethodSelected, S.Requested, S.Fulfilled, S.Cancelled]) {
        expect(() => nextStatus(status, 'update', { emailChanged: true })).toThrow(invalidState(status, 'update'));
      }
    });

    it('ignores the change for every other action', () => {
      expect(nextStatus(S.Initiated, 'sendReminder', { emailChanged: true, amountChanged: true })).toBe(S.Initiated);
      expect(nextStatus(S.Initiated, 'reinitiate', { emailChanged: true })).toBe(S.Initiated);
    });
  });

  it.each([
    [S.Draft, false],
    [S.Initiated, true],
    [S.Restored, true],
    [S.PayoutMethodSelected, true],
    [S.Requested, true],
    [S.Fulfilled, false],
    [S.Cancelled, false],
  ])('holdsFunds(%s) is %s', (status, holds) => {
    expect(holdsFunds(status)).toBe(holds);
  });

  describe('funds movement of every allowed transition', () => {
    const MOVEMENT: Record<InstructionAction, Partial<Record<PayoutInstructionStatus, ReturnType<typeof fundsMovement>>>> = {
      initiate: { Draft: 'allocate' },
      reinitiate: { Initiated: 'none', Restored: 'none', Cancelled: 'allocate' },
      update: { Draft: 'none', Initiated: 'none', Restored: 'none' },
      cancel: { Draft: 'none', Initiated: 'release', Restored: 'release', PayoutMethodSelected: 'release' },
      tryRestore: { Requested: 'none' },
      sendReminder: { Initiated: 'none', Restored: 'none' },
      selectPayoutMethod: { Initiated: 'none', Restored: 'none', PayoutMethodSelected: 'none' },
      requestPayout: { PayoutMethodSelected: 'none' },
      settlePayout: { Requested: 'payOut' },
      failPayout: { Requested: 'none' },
      returnPayout: { Fulfilled: 'reversePayOut' },
      requestDirectAch: { Draft: 'allocate', Initiated: 'none', Restored: 'none', Cancelled: 'allocate' },
      expire: { Draft: 'none', Initiated: 'release', Restored: 'release' },
    };
    const allowed = pairs.filter(([status, action]) => EXPECTED[action][status] !== undefined);

    it('has an expectation for each allowed transition', () => {
      expect(allowed.map(([status, action]) => MOVEMENT[action][status] !== undefined)).not.toContain(false);
      expect(allowed).toHaveLength(28);
    });

    it.each(allowed)('%s + %s', (status, action) => {
      expect(fundsMovement(status, nextStatus(status, action))).toBe(MOVEMENT[action][status]);
    });

    it('moves nothing for an update from Initiated to Restored (the amount difference is the caller’s)', () => {
      expect(fundsMovement(S.Initiated, nextStatus(S.Initiated, 'update', { amountChanged: true }))).toBe('none');
    });
  });

  it('keeps money allocated exactly while the state holds funds, along any path of allowed actions', () => {
    const step = { allocate: 1, release: -1, payOut: -1, reversePayOut: 1, none: 0 } as const;
    fc.assert(
      fc.property(
        fc.array(fc.tuple(fc.constantFrom(...ACTIONS), fc.boolean(), fc.boolean()), { maxLength: 40 }),
        (actions) => {
          let status: PayoutInstructionStatus = S.Draft;
          let allocated = 0;
          let paidOut = 0;
          for (const [action, emailChanged, amountChanged] of actions) {
            if (!canPerform(status, action)) continue;
            const next = nextStatus(status, action, { emailChanged, amountChanged });
            const movement = fundsMovement(status, next);
            allocated += step[movement];
            if (movement === 'payOut') paidOut += 1;
            if (movement === 'reversePayOut') paidOut -= 1;
            status = next;
            if (allocated !== (holdsFunds(status) ? 1 : 0)) return false;
          }
          // Paid out exactly while Fulfilled: a return takes the payout back before it can be paid again.
          return allocated === (holdsFunds(status) ? 1 : 0) && paidOut === (status === S.Fulfilled ? 1 : 0);
        },
      ),
      { numRuns: 500 },
    );
  });

  it('leaves Fulfilled only by a returned payout', () => {
    expect(ACTIONS.filter((action) => canPerform(S.Fulfilled, action))).toEqual(['returnPayout']);
  });
});
