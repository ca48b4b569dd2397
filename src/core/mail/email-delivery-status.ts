/**
 * The states of an `email_delivery` row (docs/emails.md): `Queued` until the workers send it, then one outcome for
 * good. In the kernel because the instructions' report tallies count emails by it too.
 */
export enum EmailDeliveryStatus {
  Queued = 'Queued',
  Sent = 'Sent',
  Failed = 'Failed',
  Suppressed = 'Suppressed',
}
