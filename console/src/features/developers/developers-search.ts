import type { components } from '../../../../clients/typescript/v2';
import { oneOf, text, type Raw } from '../../app/search';

export type WebhookEventType = components['schemas']['WebhookEventView']['type'];
export type DeliveryStatus = components['schemas']['WebhookDeliveryView']['status'];

/** The event types an endpoint can ask for (docs/webhooks.md), as the API lists them. */
export const EVENT_TYPES = [
  'payout_instruction.status_changed',
  'payout.completed',
  'payout.failed',
  'payout.returned',
  'upload.completed',
  'upload.failed',
  'email.failed',
  'beneficiary.unsubscribed',
  'funding.received',
  'campaign.balance_low',
] as const satisfies readonly WebhookEventType[];

export const DELIVERY_STATUSES = ['Pending', 'Delivered', 'Failed'] as const satisfies readonly DeliveryStatus[];

export const DEVELOPER_TABS = ['endpoints', 'events'] as const;

const positive = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};
const dateTime = (value: unknown): string | undefined => {
  const raw = text(value);
  return raw && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
};

/** The Developers screen in the address: its tab, and the events' filters and page (`GET /events`). */
export interface DevelopersSearch {
  tab?: (typeof DEVELOPER_TABS)[number];
  type?: WebhookEventType;
  since?: string;
  until?: string;
  page?: number;
}

export function developersSearch(search: Raw): DevelopersSearch {
  return { tab: oneOf(DEVELOPER_TABS, search.tab), type: oneOf(EVENT_TYPES, search.type), since: dateTime(search.since), until: dateTime(search.until), page: positive(search.page) };
}

/** An endpoint's deliveries in the address: one status, a page. */
export interface EndpointSearch {
  status?: DeliveryStatus;
  page?: number;
}

export function endpointSearch(search: Raw): EndpointSearch {
  return { status: oneOf(DELIVERY_STATUSES, search.status), page: positive(search.page) };
}

/** A `datetime-local` field's value (the browser's local time, to the minute) from an ISO instant, and back. */
export function toLocalInput(iso: string | undefined): string {
  if (!iso) return '';
  const date = new Date(iso);
  const local = new Date(date.getTime() - date.getTimezoneOffset() * 60_000);
  return local.toISOString().slice(0, 16);
}

export function fromLocalInput(value: string): string | undefined {
  if (!value) return undefined;
  const date = new Date(value);
  return Number.isNaN(date.getTime()) ? undefined : date.toISOString();
}
