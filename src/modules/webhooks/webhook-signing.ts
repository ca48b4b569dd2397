import { randomBytes } from 'node:crypto';
import { Webhook } from 'standardwebhooks';

/** A new endpoint secret: `whsec_` and 32 random bytes in base64, as Standard Webhooks writes them. */
export function newWebhookSecret(): string {
  return `whsec_${randomBytes(32).toString('base64')}`;
}

export interface SignedHeaders extends Record<string, string> {
  'webhook-id': string;
  'webhook-timestamp': string;
  'webhook-signature': string;
}

/**
 * The Standard Webhooks headers of one delivery: `v1,<HMAC-SHA256 of id.timestamp.body>` with each secret, the current
 * first, space-separated (a rotated secret keeps signing for a day beside its successor).
 */
export function signDelivery(secrets: readonly string[], eventId: string, timestamp: Date, body: string): SignedHeaders {
  return {
    'webhook-id': eventId,
    'webhook-timestamp': String(Math.floor(timestamp.getTime() / 1000)),
    'webhook-signature': secrets.map((secret) => new Webhook(secret).sign(eventId, timestamp, body)).join(' '),
  };
}
