import { keepPreviousData, useQuery } from '@tanstack/react-query';
import type { V2Components } from '../../../../clients/typescript';
import { ok, type Api } from '../../api/api';
import { useApi } from '../../api/api-context';
import type { AuditLogFilters } from './audit-log-search';

export const AUDIT_PAGE_SIZE = 25;

export type AuditLogEntry = V2Components['schemas']['AuditLogEntryView'];

export interface AuditLogPage {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
  data: AuditLogEntry[];
}

export function useAuditLog(filters: AuditLogFilters, page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['audit-log', filters, page],
    // The route answers JSON, or CSV when asked (below): the client types both; here it is JSON.
    queryFn: async ({ signal }) => (await ok(v2.GET('/audit-log', { params: { query: { ...filters, pageNumber: page, pageSize: AUDIT_PAGE_SIZE } }, signal }))) as AuditLogPage,
    placeholderData: keepPreviousData,
  });
}

/** The filtered log as the API exports it (`Accept: text/csv`), through the typed client with the person's token. */
export async function fetchAuditLogCsv(v2: Api['v2'], filters: AuditLogFilters): Promise<Blob> {
  const answer = await v2.GET('/audit-log', { params: { query: filters }, headers: { Accept: 'text/csv' }, parseAs: 'text' });
  const text = (await ok(Promise.resolve(answer))) as unknown as string;
  return new Blob([text], { type: 'text/csv;charset=utf-8' });
}
