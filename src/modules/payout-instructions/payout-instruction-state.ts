import { DomainError } from '../../core/errors/domain-error';

/** The states of a payout instruction (docs/state-machine.md). */
export enum PayoutInstructionStatus {
  Draft = 'Draft',
  Initiated = 'Initiated',
  Restored = 'Restored',
  PayoutMethodSelected = 'PayoutMethodSelected',
  Requested = 'Requested',
  Fulfilled = 'Fulfilled',
  Cancelled = 'Cancelled',
}

/** Everything that can change (or is gated by) an instruction's status, by administrators, beneficiaries or the provider. */
export type InstructionAction =
  | 'initiate'
  | 'reinitiate'
  | 'update'
  | 'cancel'
  | 'tryRestore'
  | 'sendReminder'
  | 'selectPayoutMethod'
  | 'requestPayout'
  | 'settlePayout'
  | 'failPayout'
  | 'returnPayout'
  | 'requestDirectAch'
  | 'expire';

type Status = PayoutInstructionStatus;
const { Draft, Initiated, Restored, PayoutMethodSelected, Requested, Fulfilled, Cancelled } = PayoutInstructionStatus;

interface Change {
  emailChanged?: boolean;
  amountChanged?: boolean;
}

interface Transition {
  from: readonly Status[];
  to: (from: Status, change: Change) => Status;
}

const to =
  (status: Status) =>
  (): Status =>
    status;
const same = (from: Status): Status => from;

/** The transition table (docs/state-machine.md): for each action, the states it is allowed from and the state it leads to. */
const TRANSITIONS: Readonly<Record<InstructionAction, Transition>> = {
  initiate: { from: [Draft], to: to(Initiated) },
  reinitiate: { from: [Initiated, Restored, Cancelled], to: to(Initiated) },
  // PATCH: a Draft stays a Draft; a changed email or amount voids the earlier links of an Initiated instruction.
  update: {
    from: [Draft, Initiated, Restored],
    to: (from, change) => (from === Initiated && (change.emailChanged || change.amountChanged) ? Restored : from),
  },
  cancel: { from: [Draft, Initiated, Restored, PayoutMethodSelected], to: to(Cancelled) },
  tryRestore: { from: [Requested], to: to(Restored) },
  // Reminders are for beneficiaries who have not claimed yet: a Restored instruction (after an email change, a
  // try-restore or a failed payout) is claimable and not claimed, like an Initiated one.
  sendReminder: { from: [Initiated, Restored], to: same },
  // The beneficiary may change the method until the payout is requested.
  selectPayoutMethod: { from: [Initiated, Restored, PayoutMethodSelected], to: to(PayoutMethodSelected) },
  requestPayout: { from: [PayoutMethodSelected], to: to(Requested) },
  settlePayout: { from: [Requested], to: to(Fulfilled) },
  failPayout: { from: [Requested], to: to(Restored) },
  // A settled payout the bank sent back (an ACH return): claimable again, its funds allocated again.
  returnPayout: { from: [Fulfilled], to: to(Restored) },
  // An organization pays the beneficiary's bank account itself (v3 direct ACH): no claim, no email.
  requestDirectAch: { from: [Draft, Initiated, Restored, Cancelled], to: to(Requested) },
  // The campaign expired (docs/campaign-expiry.md): what nobody has claimed yet is cancelled by the sweep; a chosen
  // method or a requested payout goes on to its end.
  expire: { from: [Draft, Initiated, Restored], to: to(Cancelled) },
};

for (const transition of Object.values(TRANSITIONS)) Object.freeze(transition.from);

/** States whose instruction holds allocated funds. Set-based SQL takes its status lists from here too. */
export const HOLDING_STATUSES: readonly PayoutInstructionStatus[] = Object.freeze([Initiated, Restored, PayoutMethodSelected, Requested]);

/** States in which the beneficiary has not claimed yet and the claim link works (what emails with a link are for). */
export const CLAIMABLE_STATUSES: readonly PayoutInstructionStatus[] = Object.freeze([Initiated, Restored]);

/**
 * States in which a claim link opens a session: to claim, to finish a claim, or to follow the payout once
 * requested. A Draft was never sent; a Cancelled instruction can no longer be claimed (docs/claims.md).
 */
export const LINK_OPEN_STATUSES: readonly PayoutInstructionStatus[] = Object.freeze([Initiated, Restored, PayoutMethodSelected, Requested, Fulfilled]);

/** Whether a claim link of an instruction in this state opens a session; any string, as read from the database. */
export function opensClaimLink(status: string): boolean {
  return (LINK_OPEN_STATUSES as readonly string[]).includes(status);
}

/** States whose instruction may still be changed (PATCH, or an upload naming its Id). */
export const UPDATABLE_STATUSES: readonly PayoutInstructionStatus[] = TRANSITIONS.update.from;

/** What the 409 message says each action could not do. */
const CANNOT: Readonly<Record<InstructionAction, string>> = {
  initiate: 'be initiated',
  reinitiate: 'be reinitiated',
  update: 'be updated',
  cancel: 'be cancelled',
  tryRestore: 'be restored',
  sendReminder: 'get a reminder',
  selectPayoutMethod: 'have a payout method selected',
  requestPayout: 'have its payout requested',
  settlePayout: 'have its payout settled',
  failPayout: 'have its payout failed',
  returnPayout: 'have its payout returned',
  requestDirectAch: 'be paid by a direct ACH request',
  expire: 'expire with its campaign',
};

/** States whose instruction holds allocated funds: Initiated, Restored, PayoutMethodSelected, Requested. */
export function holdsFunds(status: PayoutInstructionStatus): boolean {
  return HOLDING_STATUSES.includes(status);
}

/** Whether an instruction in this state can still be claimed; any string, as read from the database. */
export function isClaimable(status: string): boolean {
  return (CLAIMABLE_STATUSES as readonly string[]).includes(status);
}

/** The states an action is allowed from (for documentation and for set-based SQL `status in (...)`). */
export function allowedFrom(action: InstructionAction): readonly PayoutInstructionStatus[] {
  return TRANSITIONS[action].from;
}

export function canPerform(status: PayoutInstructionStatus, action: InstructionAction): boolean {
  return TRANSITIONS[action].from.includes(status);
}

/** The state after the action; throws invalidState(...) when the action is not allowed from `status`. `change` matters for 'update' only. */
export function nextStatus(
  status: PayoutInstructionStatus,
  action: InstructionAction,
  change: { emailChanged?: boolean; amountChanged?: boolean } = {},
): PayoutInstructionStatus {
  if (!canPerform(status, action)) throw invalidState(status, action);
  return TRANSITIONS[action].to(status, change);
}

/**
 * How money moves between the campaign's ledger accounts for a transition: 'allocate' (unallocated → allocated),
 * 'release' (allocated → unallocated), 'payOut' (allocated → paid out), 'none'. Derived from holdsFunds before/after;
 * leaving a holding state for Fulfilled (Requested → Fulfilled in the table) pays out instead of releasing.
 * This is the status part only: an amount change of an instruction that keeps holding funds moves the difference,
 * which the caller handles.
 */
export function fundsMovement(from: PayoutInstructionStatus, to: PayoutInstructionStatus): 'allocate' | 'release' | 'payOut' | 'reversePayOut' | 'none' {
  const before = holdsFunds(from);
  const after = holdsFunds(to);
  // Money paid out comes back to the allocation it left (a returned payout), not from the unallocated balance.
  if (from === Fulfilled && after) return 'reversePayOut';
  if (!before && after) return 'allocate';
  if (before && !after) return to === Fulfilled ? 'payOut' : 'release';
  return 'none';
}

/** 409 problem: code 'INVALID_PAYOUT_INSTRUCTION_STATE', extensions { currentStatus, action, allowedFrom } (`status` is the problem document's HTTP status). */
export function invalidState(status: PayoutInstructionStatus, action: InstructionAction): DomainError {
  const from = allowedFrom(action);
  return DomainError.conflict(
    'INVALID_PAYOUT_INSTRUCTION_STATE',
    `A payout instruction in status ${status} cannot ${CANNOT[action]} (allowed from: ${from.join(', ')}).`,
    { currentStatus: status, action, allowedFrom: [...from] },
  );
}
