import { isClaimable, PayoutInstructionStatus } from '../payout-instructions';

/** The state of the world when a queued email is about to go: the row and what it is about. */
export interface DeliveryFacts {
  templateType: string;
  /** Previews have no instruction: they go as rendered. */
  instruction: {
    status: string;
    subscribed: boolean;
    /** The instruction's current link version, and the one the email was queued with. */
    linkVersion: number;
    queuedWithLinkVersion: number | null;
  } | null;
  /** The instruction was deleted or never existed (the outbox has no foreign keys). */
  instructionMissing: boolean;
  campaignExpired: boolean;
}

export type DeliveryDecision = { send: true } | { send: false; reason: string };

/**
 * Whether a queued email still goes (or is `Suppressed`, with the reason): nobody is emailed after unsubscribing
 * (but for the one-time code they asked for), and an email is not sent with a claim link that no longer works
 * (a newer link replaced it, the instruction left the claimable states, the campaign expired). The email that a
 * card is available goes once the instruction is Fulfilled.
 */
export function decideDelivery(facts: DeliveryFacts): DeliveryDecision {
  if (facts.instruction === null) return facts.instructionMissing ? { send: false, reason: 'The payout instruction no longer exists' } : { send: true };
  const { instruction } = facts;
  if (facts.templateType === 'OtpEmail') return { send: true };
  if (!instruction.subscribed) return { send: false, reason: 'The beneficiary unsubscribed from emails' };
  // A card was issued: the beneficiary is told where to see it, whatever the calendar says.
  if (facts.templateType === 'PayoutAvailableEmail') {
    return instruction.status === PayoutInstructionStatus.Fulfilled ? { send: true } : { send: false, reason: `The payout instruction is ${instruction.status}: no payout is available` };
  }
  if (facts.campaignExpired) return { send: false, reason: 'The campaign has expired' };
  if (!isClaimable(instruction.status)) return { send: false, reason: `The payout instruction is ${instruction.status}: nothing left to claim` };
  if (instruction.queuedWithLinkVersion !== null && instruction.queuedWithLinkVersion !== instruction.linkVersion) {
    return { send: false, reason: 'A newer claim link replaced the one in this email' };
  }
  return { send: true };
}
