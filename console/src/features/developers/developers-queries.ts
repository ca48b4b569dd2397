import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import type { DeliveryStatus, WebhookEventType } from './developers-search';

export const PAGE_SIZE = 20;

export const developerKeys = {
  endpoints: ['webhook-endpoints'] as const,
  endpoint: (id: string) => ['webhook-endpoints', id] as const,
  deliveries: (id: string, status: DeliveryStatus | undefined, page: number) => ['webhook-endpoints', id, 'deliveries', status ?? 'all', page] as const,
  events: (filters: EventFilters) => ['events', filters] as const,
};

export function useEndpoints() {
  const { v2 } = useApi();
  return useQuery({
    queryKey: developerKeys.endpoints,
    queryFn: async ({ signal }) => (await ok(v2.GET('/webhook-endpoints', { params: { query: { pageNumber: 1, pageSize: 100 } }, signal }))).data,
  });
}

export function useEndpoint(id: string) {
  const { v2 } = useApi();
  return useQuery({ queryKey: developerKeys.endpoint(id), queryFn: ({ signal }) => ok(v2.GET('/webhook-endpoints/{id}', { params: { path: { id } }, signal })) });
}

/** The endpoint's deliveries, read again every 5 seconds: new events arrive and retries happen by themselves. */
export function useDeliveries(id: string, status: DeliveryStatus | undefined, page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: developerKeys.deliveries(id, status, page),
    queryFn: ({ signal }) => ok(v2.GET('/webhook-endpoints/{id}/deliveries', { params: { path: { id }, query: { status, pageNumber: page, pageSize: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
    refetchInterval: 5_000,
  });
}

export interface EventFilters {
  type?: WebhookEventType;
  since?: string;
  until?: string;
  page: number;
}

export function useEvents(filters: EventFilters) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: developerKeys.events(filters),
    queryFn: ({ signal }) =>
      ok(v2.GET('/events', { params: { query: { type: filters.type, since: filters.since, until: filters.until, pageNumber: filters.page, pageSize: PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}
