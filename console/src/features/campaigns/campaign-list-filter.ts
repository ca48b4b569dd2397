/**
 * `GET /campaigns` pages but filters neither by name nor by status (docs/api-conventions.md and its v2 parameters: only
 * `payoutInstructionId` and `bankAccountId`). With a search or a status the list reads every campaign (in pages of
 * 100, up to a cap) and filters and pages them here; without one it stays server-paged.
 */
export const PAGE_SIZE = 20;
/** At most this many campaigns are read for a filtered list (the screen says so when there are more). */
export const FILTER_LIMIT = 1000;

export interface Filterable {
  name: string;
  status: string;
}

export function filterCampaigns<T extends Filterable>(campaigns: readonly T[], filter: { q?: string; status?: string }): T[] {
  const needle = filter.q?.trim().toLocaleLowerCase();
  return campaigns.filter((campaign) => (!needle || campaign.name.toLocaleLowerCase().includes(needle)) && (!filter.status || campaign.status === filter.status));
}

export interface LocalPage<T> {
  pageNumber: number;
  totalPages: number;
  totalItems: number;
  data: T[];
}

/** One page of a list held in memory, shaped as the API's pages are; a page past the end gives the last one. */
export function pageOf<T>(items: readonly T[], pageNumber: number, pageSize = PAGE_SIZE): LocalPage<T> {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  const page = Math.min(Math.max(1, pageNumber), totalPages);
  return { pageNumber: page, totalPages, totalItems: items.length, data: items.slice((page - 1) * pageSize, page * pageSize) };
}
