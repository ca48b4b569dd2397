import type { AccountKind } from './ledger.domain';

/** A campaign's money in cents: received = unallocated + allocated + paid out + returned. */
export interface CampaignFunding {
  readonly receivedCents: number;
  readonly unallocatedCents: number;
  readonly allocatedCents: number;
  readonly paidOutCents: number;
  readonly returnedCents: number;
}

/**
 * A campaign's funding figures from its ledger balances, the one place "received" is computed from them. Received
 * is by definition the net of the funding transactions into the campaign (FundingAttributed − FundingUnattributed);
 * no other transaction crosses a campaign's boundary, so it equals the sum of the four campaign balances, which
 * LedgerInvariantChecker verifies against the postings. Reading it from the cached balances keeps a page of
 * campaigns one indexed query.
 */
export function campaignFundingOf(balances: Partial<Record<AccountKind, number>>): CampaignFunding {
  const unallocatedCents = balances.CampaignUnallocated ?? 0;
  const allocatedCents = balances.CampaignAllocated ?? 0;
  const paidOutCents = balances.CampaignPaidOut ?? 0;
  const returnedCents = balances.CampaignReturned ?? 0;
  return { receivedCents: unallocatedCents + allocatedCents + paidOutCents + returnedCents, unallocatedCents, allocatedCents, paidOutCents, returnedCents };
}
