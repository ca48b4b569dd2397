import type { PayoutMethodCategory } from '../../payout-methods';

/** What the beneficiary gave for a method (docs/claims.md, Details); only the fields the method asks for are present. */
export interface PayoutDetails {
  email?: string;
  phoneNumber?: string;
  fullName?: string;
  dateOfBirth?: string;
  mailingAddress?: { line1: string; line2?: string; city: string; state: string; postalCode: string };
  bankRoutingNumber?: string;
  bankAccountNumber?: string;
  bankAccountType?: 'Checking' | 'Savings';
}

/** A card's secrets once issued: shown to the beneficiary, masked to the organization. */
export interface CardCredentials {
  code: string;
  pin: string | null;
  redemptionUrl: string;
}

/**
 * One payout as a provider is asked to pay it. `idempotencyKey` is derived from the payout id: asking again with
 * the same key (a retried job, a worker killed after the call) returns the first outcome and pays nothing twice.
 */
export interface ProviderPayoutRequest {
  idempotencyKey: string;
  category: PayoutMethodCategory;
  payoutMethodId: string;
  brand: string | null;
  amountCents: number;
  recipient: PayoutDetails;
}

/**
 * Where a payout stands at its provider: `Completed` (paid; a card's credentials when it issued one), `Processing`
 * (taken, not final: a wallet transfer the recipient has not accepted yet) or `Failed` (refused for good).
 */
export type ProviderOutcome =
  | { status: 'Completed'; reference: string; credentials?: CardCredentials }
  | { status: 'Processing'; reference: string }
  /** A check its provider printed and mailed (Lob's callback, docs/providers.md, Lob): in the post, not paid yet. */
  | { status: 'Mailed'; reference: string; checkNumber: string | null }
  | { status: 'Failed'; reference: string | null; reason: string }
  /**
   * The provider sent the money back (PayPal's RETURNED, REFUNDED, REVERSED; docs/providers.md, Money sent back): an
   * open payout fails; a completed one is `Returned`, its money allocated again.
   */
  | { status: 'Returned'; reference: string; reason: string };

export type CancelOutcome = { cancelled: true } | { cancelled: false; reason: string };

/**
 * One rail's provider (docs/payouts.md, Providers). Runs in the workers, never inside an HTTP request, except
 * `cancel`, whose answer an administrator's `:try-restore` waits for. Production providers plug in here.
 */
export interface PayoutProvider {
  readonly categories: readonly PayoutMethodCategory[];
  /** Asks the provider to pay; idempotent by `request.idempotencyKey`. Throws only on a transient failure (retried). */
  request(request: ProviderPayoutRequest): Promise<ProviderOutcome>;
  /**
   * Cancels a payout the provider has not paid; `cancelled: false` when it already did or the rail cannot.
   * `reference` is the provider's reference recorded for the payout, when one was.
   */
  cancel(idempotencyKey: string, reference?: string | null): Promise<CancelOutcome>;
}

/** The provider-side key of a payout: stable across retries and processes, unique per payout. */
export const idempotencyKeyOf = (payoutId: string): string => `payout-${payoutId}`;

/** What a provider is asked for one payout, keyed by its id, whoever asks (the submit job, a sandbox simulation). */
export function providerRequestOf(
  payout: { id: string; category: PayoutMethodCategory; payoutMethodId: string; amountCents: number },
  brand: string | null,
  recipient: PayoutDetails,
): ProviderPayoutRequest {
  return { idempotencyKey: idempotencyKeyOf(payout.id), category: payout.category, payoutMethodId: payout.payoutMethodId, brand, amountCents: payout.amountCents, recipient };
}

const KEY = /^payout-([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The payout id inside a key a provider echoes back (its external id), or null when it is not one of ours. */
export const payoutIdOfKey = (key: string): string | null => KEY.exec(key)?.[1]?.toLowerCase() ?? null;
