import { formatCents } from '../../components/format';

/** A withdrawal account as a person recognises it: its name and the last digits of its (masked) number. */
export interface Destination {
  name: string;
  accountHolderName: string;
  accountNumber: string;
}

/** `Operating account (Acme, account ending 6789)`: the masked number's last four digits only. */
export function describeDestination(destination: Destination): string {
  const last4 = destination.accountNumber.replace(/\D/g, '').slice(-4);
  return `${destination.name} (${destination.accountHolderName}, account ending ${last4 || '—'})`;
}

/** The sentence a confirmation states before money leaves: how much, from where, to where. */
export function confirmationSentence(kind: 'Withdraw' | 'Refund', cents: number, source: string, destination: Destination): string {
  return `${kind} ${formatCents(cents)} from ${source} to ${describeDestination(destination)}?`;
}

/** Why an amount cannot be sent, or null when it can: positive, within what is available and one ACH entry's limit. */
export function amountProblem(cents: number | null, availableCents: number): string | null {
  if (cents === null) return 'Enter an amount in dollars, such as 25 or 12.50';
  if (cents <= 0) return 'The amount must be more than $0.00';
  if (cents > 9_999_999_999) return 'One ACH entry carries at most $99,999,999.99';
  if (cents > availableCents) return `At most ${formatCents(availableCents)} is available`;
  return null;
}
