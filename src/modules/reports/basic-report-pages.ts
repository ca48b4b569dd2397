import type { BasicReportPosition } from '../payout-instructions';
import type { BasicReportQuery } from './dto/report-queries.dto';

/** The cache key of one page: per campaign and combination of page, size and sort (the spec's). */
export function basicReportKey(campaignId: string, query: Pick<BasicReportQuery, 'pageSize' | 'sortBy' | 'sortOrder'>, pageNumber: number): string {
  return `basic:${campaignId}:${pageNumber}:${query.pageSize}:${query.sortBy}:${query.sortOrder}`;
}

/** Where the page after a full page starts (its last row), as kept beside the page in the cache. */
export function encodePosition(position: BasicReportPosition): string {
  return JSON.stringify([position.value, position.id]);
}

/** A kept position, or undefined for anything else (the page is then read by offset). */
export function decodePosition(text: string | undefined): BasicReportPosition | undefined {
  if (text === undefined) return undefined;
  try {
    const parsed: unknown = JSON.parse(text);
    if (!Array.isArray(parsed) || parsed.length !== 2) return undefined;
    const [value, id] = parsed as unknown[];
    if ((value !== null && typeof value !== 'string') || typeof id !== 'string') return undefined;
    return { value, id };
  } catch {
    return undefined;
  }
}
