import type { ProviderOutcome } from '../payout-provider';

/** A payout item as PayPal Payouts v1 answers it (`GET /v1/payments/payouts/{id}` items, webhook resources). */
export interface PayPalItem {
  payout_item_id?: string;
  payout_batch_id?: string;
  transaction_status?: string;
  payout_item?: { sender_item_id?: string };
  errors?: { name?: string; message?: string };
}

/** Item statuses that are final and paid nothing (docs/providers.md, PayPal). */
const FAILED = new Set(['FAILED', 'BLOCKED', 'CANCELED', 'DENIED']);
/**
 * Item statuses whose money came back to the sender, before or after `SUCCESS`: unclaimed for 30 days (RETURNED), sent
 * back by the recipient (REFUNDED), taken back by PayPal (REVERSED).
 */
const SENT_BACK = new Set(['RETURNED', 'REFUNDED', 'REVERSED']);

/**
 * An item's `transaction_status` as a payout outcome: `SUCCESS` is `Completed`; `UNCLAIMED` (the recipient has no
 * account yet), `PENDING`, `ONHOLD` and `NEW` wait (`Processing`); the rest (FAILED) paid nothing, `Failed` with
 * PayPal's error message when it gave one; RETURNED, REFUNDED and REVERSED sent the money back (`Returned`).
 */
export function outcomeOfItem(item: PayPalItem, fallbackReference: string): ProviderOutcome {
  const reference = item.payout_item_id ?? fallbackReference;
  const status = (item.transaction_status ?? '').toUpperCase();
  if (status === 'SUCCESS') return { status: 'Completed', reference };
  if (FAILED.has(status) || SENT_BACK.has(status)) {
    const why = item.errors?.message ?? item.errors?.name;
    const reason = `PayPal: ${status.toLowerCase()}${why ? ` (${why.slice(0, 200)})` : ''}`;
    return SENT_BACK.has(status) ? { status: 'Returned', reference, reason } : { status: 'Failed', reference, reason };
  }
  return { status: 'Processing', reference };
}

/** The message of a PayPal error body (`{ name, message, details: [{ issue }] }`). */
export function payPalMessage(body: unknown): string | undefined {
  const b = body as { name?: unknown; message?: unknown; details?: { issue?: unknown }[]; error_description?: unknown } | undefined;
  const parts = [b?.name, b?.message, b?.details?.[0]?.issue, b?.error_description].filter((part): part is string => typeof part === 'string');
  return parts.length ? parts.join(': ').slice(0, 200) : undefined;
}

/**
 * A refused `POST /v1/payments/payouts` because the sender_batch_id was used before (PayPal keeps them 30 days): the
 * original batch's id, from the HATEOAS link PayPal sends with the error; undefined for any other refusal.
 */
export function duplicateBatchId(body: unknown): string | undefined {
  const b = body as { name?: string; details?: { field?: string; issue?: string; links?: { href?: string }[] }[]; links?: { href?: string }[] } | undefined;
  const duplicate =
    b?.name === 'DUPLICATE_REQUEST_ID' || b?.details?.some((detail) => /sender_batch_id/i.test(`${detail.field ?? ''} ${detail.issue ?? ''}`) && /already|duplicate|used/i.test(detail.issue ?? ''));
  if (!duplicate) return undefined;
  const links = [...(b?.links ?? []), ...(b?.details ?? []).flatMap((detail) => detail.links ?? [])];
  for (const link of links) {
    const id = /\/v1\/payments\/payouts\/([A-Za-z0-9_-]+)/.exec(link.href ?? '')?.[1];
    if (id) return id;
  }
  return undefined;
}

/** The webhook events of a payout item (PAYMENT.PAYOUTS-ITEM.*): the item is the event's resource. */
export function itemOfEvent(body: unknown): PayPalItem | undefined {
  const b = body as { event_type?: unknown; resource?: PayPalItem } | undefined;
  if (typeof b?.event_type !== 'string' || !b.event_type.startsWith('PAYMENT.PAYOUTS-ITEM.') || !b.resource) return undefined;
  const suffix = b.event_type.slice('PAYMENT.PAYOUTS-ITEM.'.length);
  // An event without the item's status: its name says it (SUCCEEDED → SUCCESS, HELD → ONHOLD, the rest as named).
  const fromEvent = suffix === 'SUCCEEDED' ? 'SUCCESS' : suffix === 'HELD' ? 'ONHOLD' : suffix;
  return { ...b.resource, transaction_status: b.resource.transaction_status ?? fromEvent };
}

/** The transmission headers PayPal signs a webhook with, as `verify-webhook-signature` takes them. */
export const PAYPAL_TRANSMISSION_HEADERS = {
  auth_algo: 'paypal-auth-algo',
  cert_url: 'paypal-cert-url',
  transmission_id: 'paypal-transmission-id',
  transmission_sig: 'paypal-transmission-sig',
  transmission_time: 'paypal-transmission-time',
} as const;

/**
 * The body of `POST /v1/notifications/verify-webhook-signature`, the event spliced in as received (PayPal computes
 * the signature over the exact bytes, so it is not parsed and written again); undefined when a header is missing.
 */
export function verificationBody(headers: Record<string, string | string[] | undefined>, webhookId: string, rawBody: Buffer): string | undefined {
  const fields: Record<string, string> = {};
  for (const [field, header] of Object.entries(PAYPAL_TRANSMISSION_HEADERS)) {
    const value = headers[header];
    const text = Array.isArray(value) ? value[0] : value;
    if (!text) return undefined;
    fields[field] = text;
  }
  const head = JSON.stringify({ ...fields, webhook_id: webhookId });
  return `${head.slice(0, -1)},"webhook_event":${rawBody.toString('utf8')}}`;
}
