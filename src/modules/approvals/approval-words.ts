import type { ApprovalRequest } from './approval-request';

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });

/** What a request would do, in words, for the people deciding it (its email; the console says the same). */
export function describeRequest(request: Pick<ApprovalRequest, 'action' | 'amountCents' | 'summary'>): string {
  const amount = dollars.format(request.amountCents / 100);
  switch (request.action) {
    case 'Withdraw':
      return `withdraw ${amount} from a bank account`;
    case 'Refund':
      return `refund ${amount} of a campaign’s unallocated money`;
    case 'InitiatePayouts':
      return request.summary.count === 1 ? `initiate a payout of ${amount}` : `initiate ${request.summary.count.toLocaleString('en-US')} payouts totalling ${amount}`;
  }
}
