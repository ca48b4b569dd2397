import type { PayoutDetails, ProviderOutcome, ProviderPayoutRequest } from '../payout-provider';

/**
 * What our requests and Lob's answers look like, as Lob's API reference documents them (docs/providers.md, Lob):
 * `POST /v1/checks` (to, from, bank_account, amount in dollars, memo up to 40 characters, metadata, use_type) with an
 * `Idempotency-Key` header, `DELETE /v1/checks/{id}`, and the `event` objects of its webhooks. Pure: no I/O here.
 */

/** The Lob settings a check needs. */
export interface LobDrawer {
  bankAccountId: string;
  fromAddressId: string;
}

/** The check as `POST /v1/checks` takes it (the SDK's CheckEditable fields). */
export interface LobCheckBody {
  description: string;
  to: { name: string; address_line1: string; address_line2?: string; address_city: string; address_state: string; address_zip: string; address_country: 'US' };
  from: string;
  bank_account: string;
  amount: number;
  memo?: string;
  metadata: { payout_key: string };
  use_type: 'operational';
}

/** Lob's limits on a check: the amount (dollars) and the memo's length. */
export const LOB_MAX_AMOUNT_CENTS = 99_999_999;
const MEMO_MAX = 40;

/** Integer cents as Lob's decimal dollars, exact to the cent (1234 → 12.34). */
export const dollarsOf = (cents: number): number => Math.round(cents) / 100;

/**
 * The check Lob is asked to print and mail: made out to the payee's name at their mailing address, drawn on our Lob
 * bank account, with our key in its metadata so a callback or a cancel finds the payout even before we know Lob's id.
 * A payout Lob could never print is refused here, before any call: the reason is the payout's failure.
 */
export function lobCheckOf(request: ProviderPayoutRequest, drawer: LobDrawer, memo?: string): LobCheckBody | { refused: string } {
  const { fullName, mailingAddress } = request.recipient;
  if (!fullName) return { refused: 'The check cannot be mailed: it has no payee name.' };
  if (!mailingAddress) return { refused: 'The check cannot be mailed: it has no mailing address.' };
  if (request.amountCents <= 0 || request.amountCents > LOB_MAX_AMOUNT_CENTS) return { refused: `The check cannot be mailed: Lob prints amounts up to $999,999.99.` };
  return {
    description: request.idempotencyKey,
    to: addressOf(fullName, mailingAddress),
    from: drawer.fromAddressId,
    bank_account: drawer.bankAccountId,
    amount: dollarsOf(request.amountCents),
    ...(memo ? { memo: memo.slice(0, MEMO_MAX) } : {}),
    metadata: { payout_key: request.idempotencyKey },
    use_type: 'operational',
  };
}

function addressOf(name: string, address: NonNullable<PayoutDetails['mailingAddress']>): LobCheckBody['to'] {
  return {
    name,
    address_line1: address.line1,
    ...(address.line2 ? { address_line2: address.line2 } : {}),
    address_city: address.city,
    address_state: address.state,
    address_zip: address.postalCode,
    address_country: 'US',
  };
}

/** A check Lob created: `Processing` until its callbacks say mailed or returned; Lob's id is the reference. */
export function outcomeOfCreated(check: { id?: string }): ProviderOutcome {
  if (!check.id) throw new Error('Lob answered a check without an id');
  return { status: 'Processing', reference: check.id };
}

/** How a failed call to Lob is taken: the payout's failure for good, or a retry (after `retryAfterMs` when Lob says). */
export type LobFailure = { kind: 'refused'; message: string } | { kind: 'transient'; message: string; retryAfterMs?: number };

/**
 * Lob's errors (`{"error":{"message","status_code","code"}}`): 400/404/422 refuse this check for good (an address Lob
 * cannot mail to, a bad field); 401/403 are our key's fault, not the payout's, and 429/5xx/network are passing: those
 * are retried, honouring Retry-After.
 */
export function classifyLobError(status: number | undefined, body: unknown, retryAfter?: string | null): LobFailure {
  const message = lobMessageOf(body) ?? (status ? `Lob answered ${status}` : 'Lob could not be reached');
  if (status === 400 || status === 404 || status === 422) return { kind: 'refused', message: `Lob refused the check: ${message}` };
  const seconds = retryAfter ? Number(retryAfter) : NaN;
  return { kind: 'transient', message, ...(Number.isFinite(seconds) && seconds >= 0 ? { retryAfterMs: seconds * 1000 } : {}) };
}

export function lobMessageOf(body: unknown): string | undefined {
  const message = (body as { error?: { message?: unknown } } | null | undefined)?.error?.message;
  return typeof message === 'string' ? message : undefined;
}

/** What a Lob check event means for its payout; `ignore` for the ones that change nothing (created, rendered...). */
export type LobCheckMove = { kind: 'mailed'; checkNumber: string | null } | { kind: 'failed'; reason: string } | { kind: 'ignore' };

/** Tracking events after the check left Lob's printer: the check is in the mail. */
const MAILED_EVENTS = new Set(['check.mailed', 'check.in_transit', 'check.in_local_area', 'check.processed_for_delivery', 'check.re-routed', 'check.delivered']);

export function moveOfLobEvent(eventType: string, check: { check_number?: unknown }): LobCheckMove {
  if (MAILED_EVENTS.has(eventType)) {
    const number = check.check_number;
    return { kind: 'mailed', checkNumber: typeof number === 'number' || typeof number === 'string' ? String(number) : null };
  }
  if (eventType === 'check.returned_to_sender') return { kind: 'failed', reason: 'The check was returned to sender by the postal service.' };
  if (eventType === 'check.deleted') return { kind: 'failed', reason: 'The check was cancelled at Lob before it was mailed.' };
  if (eventType === 'check.failed' || eventType === 'check.rejected') return { kind: 'failed', reason: 'Lob could not print the check.' };
  return { kind: 'ignore' };
}

/** A Lob webhook's body, the fields we read: the event type, the check, and our key in its metadata. */
export interface LobEvent {
  eventId: string;
  eventType: string;
  checkId: string | null;
  payoutKey: string | null;
  check: { check_number?: unknown };
}

/** Reads an `event` object; null when it is not one (the caller answers 400). */
export function parseLobEvent(body: unknown): LobEvent | null {
  if (!body || typeof body !== 'object') return null;
  const event = body as { id?: unknown; event_type?: { id?: unknown }; reference_id?: unknown; body?: unknown };
  const eventType = event.event_type?.id;
  if (typeof event.id !== 'string' || typeof eventType !== 'string') return null;
  const check = (event.body && typeof event.body === 'object' ? event.body : {}) as { id?: unknown; check_number?: unknown; metadata?: { payout_key?: unknown } };
  const checkId = typeof check.id === 'string' ? check.id : typeof event.reference_id === 'string' ? event.reference_id : null;
  const payoutKey = typeof check.metadata?.payout_key === 'string' ? check.metadata.payout_key : null;
  return { eventId: event.id, eventType, checkId, payoutKey, check };
}
