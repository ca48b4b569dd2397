import type { InstructionStatus } from './instruction-search';

/**
 * What an organization's person can do to one payout instruction, by its status (docs/state-machine.md)
 * and by their scopes (docs/api-conventions.md). The API decides in the end; this only keeps the screen from offering what it
 * would refuse.
 */
export type InstructionAction = 'edit' | 'initiate' | 'reinitiate' | 'sendReminder' | 'tryRestore' | 'cancel';

export const ALLOWED_FROM: Readonly<Record<InstructionAction, readonly InstructionStatus[]>> = {
  edit: ['Draft', 'Initiated', 'Restored'],
  initiate: ['Draft'],
  reinitiate: ['Initiated', 'Restored', 'Cancelled'],
  sendReminder: ['Initiated', 'Restored'],
  tryRestore: ['Requested'],
  cancel: ['Draft', 'Initiated', 'Restored', 'PayoutMethodSelected'],
};

export const ACTION_SCOPE: Readonly<Record<InstructionAction, string>> = {
  edit: 'payoutInstructions:update',
  initiate: 'payoutInstructions:initiate',
  reinitiate: 'payoutInstructions:reinitiate',
  sendReminder: 'payoutInstructions:sendReminder',
  tryRestore: 'payoutInstructions:tryRestore',
  cancel: 'payoutInstructions:cancel',
};

/** The states whose instruction holds allocated funds: their amount cannot be cleared, and a change moves money. */
export const HOLDING_STATUSES: readonly InstructionStatus[] = ['Initiated', 'Restored', 'PayoutMethodSelected', 'Requested'];

export interface InstructionFacts {
  status: InstructionStatus;
  amount: number | null;
  emailSubscriptionStatus: 'Subscribed' | 'Unsubscribed';
}

export interface OfferedAction {
  action: InstructionAction;
  /** Why the API would refuse it as things stand; the screen shows the action with this instead of a live button. */
  blocked?: string;
}

/** The actions to offer, in the order a person would look for them. */
export function offeredActions(instruction: InstructionFacts, scopes: readonly string[]): OfferedAction[] {
  const order: InstructionAction[] = ['edit', 'initiate', 'reinitiate', 'sendReminder', 'tryRestore', 'cancel'];
  return order
    .filter((action) => ALLOWED_FROM[action].includes(instruction.status) && scopes.includes(ACTION_SCOPE[action]))
    .map((action) => ({ action, ...blockOf(action, instruction) }));
}

function blockOf(action: InstructionAction, { amount, emailSubscriptionStatus }: InstructionFacts): { blocked?: string } {
  const unsubscribed = emailSubscriptionStatus === 'Unsubscribed';
  if ((action === 'initiate' || action === 'reinitiate') && amount === null) return { blocked: 'Set an amount first.' };
  if (action === 'reinitiate' && unsubscribed) return { blocked: 'The beneficiary unsubscribed from emails.' };
  if (action === 'sendReminder' && unsubscribed) return { blocked: 'The beneficiary unsubscribed from emails.' };
  return {};
}

/** Whether the amount may be emptied: only while nothing is allocated for it. */
export const canClearAmount = (status: InstructionStatus) => status === 'Draft';

/**
 * What a new email address does, said before it is sent (docs/state-machine.md): earlier claim links stop working at once; an
 * initiated instruction becomes Restored; nothing is emailed by the change itself.
 */
export function emailChangeConsequences(status: InstructionStatus): string[] {
  if (status === 'Draft') return ['Nothing has been sent yet: the first claim email will go to the new address when the instruction is initiated.'];
  return [
    'Every claim link sent so far stops working at once, including one the beneficiary may be using right now.',
    ...(status === 'Initiated' ? ['The instruction becomes Restored: claimable again with a new link; its funds stay allocated.'] : []),
    'No email is sent by this change. Send a reminder or reinitiate to email the new link to the new address.',
  ];
}
