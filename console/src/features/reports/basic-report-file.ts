import type { BasicSortKey, SortOrder } from './reports-search';

export const SORT_LABEL: Readonly<Record<BasicSortKey, string>> = {
  createdOn: 'Created',
  amount: 'Amount',
  status: 'Status',
  email: 'Email',
  lastName: 'Last name',
  externalId: 'External ID',
};

/** The sort in words: `Amount, smallest first`. */
export function describeSort(sortBy: BasicSortKey, sortOrder: SortOrder): string {
  const words: Record<BasicSortKey, [string, string]> = {
    createdOn: ['oldest first', 'newest first'],
    amount: ['smallest first', 'largest first'],
    status: ['A to Z', 'Z to A'],
    email: ['A to Z', 'Z to A'],
    lastName: ['A to Z', 'Z to A'],
    externalId: ['A to Z', 'Z to A'],
  };
  return `${SORT_LABEL[sortBy]}, ${words[sortBy][sortOrder === 'asc' ? 0 : 1]}`;
}

/** Lower-case words and digits joined by hyphens: `Spring 2027 sleep study!` → `spring-2027-sleep-study`. */
export function slug(text: string): string {
  const words = text
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, '-')
    .replace(/^-+|-+$/g, '');
  return words.slice(0, 60).replace(/-+$/, '') || 'campaign';
}

/** The downloaded file's name: the campaign, the report, its sort and the UTC day it was taken. */
export function basicReportFileName(campaignName: string, sortBy: BasicSortKey, sortOrder: SortOrder, now: Date): string {
  return `${slug(campaignName)}-basic-report-by-${slug(SORT_LABEL[sortBy])}-${sortOrder}-${now.toISOString().slice(0, 10)}.csv`;
}

/** The API's largest page: the whole report is fetched in pages of this size. */
export const DOWNLOAD_PAGE_SIZE = 10_000;

/** The pages to fetch for the whole report of `total` instructions (at least one, for the header row). */
export function downloadPages(total: number): number {
  return Math.max(1, Math.ceil(total / DOWNLOAD_PAGE_SIZE));
}
