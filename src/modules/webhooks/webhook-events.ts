/** The event types an endpoint may subscribe to (docs/webhooks.md), each published from a domain event (webhook-publisher.ts). */
export const WEBHOOK_EVENT_TYPES = [
  'payout_instruction.status_changed',
  'payout.completed',
  'payout.failed',
  'payout.returned',
  'upload.completed',
  'upload.failed',
  'email.failed',
  'beneficiary.unsubscribed',
  'funding.received',
  'approval_request.created',
  'approval_request.approved',
  'approval_request.rejected',
  'approval_request.failed',
  'campaign.balance_low',
] as const;
export type WebhookEventType = (typeof WEBHOOK_EVENT_TYPES)[number];

/** How long events are kept listed (`GET /events`) and replayable. */
export const EVENT_RETENTION_DAYS = 30;

/** A delivery of one event to one endpoint. */
export enum WebhookDeliveryStatus {
  Pending = 'Pending',
  Delivered = 'Delivered',
  Failed = 'Failed',
}
