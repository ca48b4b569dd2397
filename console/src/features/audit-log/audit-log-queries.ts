import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { ok, type Api } from '../../api/api';
import { useApi } from '../../api/api-context';
import type { AuditLogFilters } from './audit-log-search';

export const AUDIT_PAGE_SIZE = 25;

export function useAuditLog(filters: AuditLogFilters, page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['audit-log', filters, page],
    queryFn: ({ signal }) => ok(v2.GET('/audit-log', { params: { query: { ...filters, pageNumber: page, pageSize: AUDIT_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

/** The filtered log as the API exports it (`Accept: text/csv`), through the typed client with the person's token. */
export async function fetchAuditLogCsv(v2: Api['v2'], filters: AuditLogFilters): Promise<Blob> {
  const answer = await v2.GET('/audit-log', { params: { query: filters }, headers: { Accept: 'text/csv' }, parseAs: 'text' });
  const text = (await ok(Promise.resolve(answer))) as unknown as string;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
