import { createHmac, timingSafeEqual } from 'node:crypto';

/** How old a callback's timestamp may be before it is refused as a replay (docs/providers.md, Lob). */
export const LOB_SIGNATURE_TOLERANCE_SECONDS = 300;

/**
 * Lob's webhook signature, as Lob documents it: `Lob-Signature` is the hex HMAC-SHA256, keyed by the webhook's
 * secret, of `<Lob-Signature-Timestamp>.<raw body>`. The timestamp is in milliseconds since the epoch.
 */
export function lobSignature(secret: string, timestamp: string, rawBody: Buffer | string): string {
  return createHmac('sha256', secret).update(`${timestamp}.`).update(rawBody).digest('hex');
}

export type LobSignatureCheck = { valid: true } | { valid: false; reason: string };

export function verifyLobSignature(input: {
  secret: string;
  signature: string | undefined;
  timestamp: string | undefined;
  rawBody: Buffer | undefined;
  now?: number;
}): LobSignatureCheck {
  const { secret, signature, timestamp, rawBody } = input;
  if (!signature || !timestamp || !rawBody) return { valid: false, reason: 'The Lob-Signature and Lob-Signature-Timestamp headers and a body are required.' };
  const sentAt = timestampMillis(timestamp);
  if (sentAt === null) return { valid: false, reason: 'Lob-Signature-Timestamp is not a time.' };
  if (Math.abs((input.now ?? Date.now()) - sentAt) > LOB_SIGNATURE_TOLERANCE_SECONDS * 1000) return { valid: false, reason: 'Lob-Signature-Timestamp is too old (or in the future).' };
  const expected = Buffer.from(lobSignature(secret, timestamp, rawBody), 'hex');
  const given = /^[0-9a-f]+$/i.test(signature) ? Buffer.from(signature, 'hex') : Buffer.alloc(0);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return { valid: false, reason: 'The Lob-Signature does not match.' };
  return { valid: true };
}

/** Lob sends milliseconds; seconds (10 digits) are accepted too. */
function timestampMillis(timestamp: string): number | null {
  if (!/^\d{9,14}$/.test(timestamp)) return null;
  const value = Number(timestamp);
  return timestamp.length <= 10 ? value * 1000 : value;
}
