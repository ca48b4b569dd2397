import { oneOf, page, text, type Raw } from '../../app/search';

export const INSTRUCTION_STATUSES = ['Draft', 'Initiated', 'Restored', 'PayoutMethodSelected', 'Requested', 'Fulfilled', 'Cancelled'] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];

export const PAGE_SIZES = [20, 50, 100] as const;

/**
 * The list's filters, as `GET /payout-instructions` takes them (docs/state-machine.md): one status, an exact email (ignoring
 * case) or an exact external id. The API has no free-text or tag search, so neither is offered here.
 */
export interface InstructionListSearch {
  status?: InstructionStatus;
  email?: string;
  externalId?: string;
  page: number;
  pageSize: number;
}

export function instructionListSearch(search: Raw): InstructionListSearch {
  const size = Number(search.pageSize);
  return {
    status: oneOf(INSTRUCTION_STATUSES, search.status),
    email: text(search.email),
    externalId: text(search.externalId),
    page: page(search.page),
    pageSize: (PAGE_SIZES as readonly number[]).includes(size) ? size : 20,
  };
}

/** One search box for both exact filters: what looks like an email address searches by email, anything else by external id. */
export function searchTerm(value: string): Pick<InstructionListSearch, 'email' | 'externalId'> {
  const term = value.trim();
  if (!term) return { email: undefined, externalId: undefined };
  return term.includes('@') ? { email: term, externalId: undefined } : { email: undefined, externalId: term };
}
