import { text, type Raw } from '../../app/search';

/** The audit log's filters and page in the address (docs/console.md, Audit log); `GET /audit-log`'s own names. */
export interface AuditLogSearch {
  actorId?: string;
  action?: string;
  resourceType?: string;
  resourceId?: string;
  since?: string;
  until?: string;
  page?: number;
}

export type AuditLogFilters = Omit<AuditLogSearch, 'page'>;

const positive = (value: unknown): number | undefined => {
  const n = Number(value);
  return Number.isInteger(n) && n > 1 ? n : undefined;
};
const instant = (value: unknown): string | undefined => {
  const raw = text(value);
  return raw && !Number.isNaN(Date.parse(raw)) ? raw : undefined;
};

export function auditLogSearch(search: Raw): AuditLogSearch {
  return {
    actorId: text(search.actorId),
    action: text(search.action),
    resourceType: text(search.resourceType),
    resourceId: text(search.resourceId),
    since: instant(search.since),
    until: instant(search.until),
    page: positive(search.page),
  };
}

export function filtersOf(search: AuditLogSearch): AuditLogFilters {
  const { page: _page, ...filters } = search;
  return filters;
}

export function hasFilters(search: AuditLogSearch): boolean {
  return Object.values(filtersOf(search)).some((value) => value !== undefined);
}

/** The export's file name: the filters that narrowed it, and the UTC day it was taken. */
export function auditLogFileName(search: AuditLogSearch, now: Date): string {
  const parts = [search.resourceType, search.resourceId?.slice(0, 8), search.action].filter((part): part is string => Boolean(part)).map((part) => part.replace(/[^A-Za-z0-9.-]+/g, '-'));
  return ['audit-log', ...parts, now.toISOString().slice(0, 10)].join('-') + '.csv';
}
