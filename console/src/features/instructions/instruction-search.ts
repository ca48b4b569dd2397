import { oneOf, page, text, type Raw } from '../../app/search';

export const INSTRUCTION_STATUSES = ['Draft', 'Initiated', 'Restored', 'PayoutMethodSelected', 'Requested', 'Fulfilled', 'Cancelled'] as const;
export type InstructionStatus = (typeof INSTRUCTION_STATUSES)[number];

export interface InstructionListSearch {
  q?: string;
  status?: InstructionStatus;
  tag?: string;
  page: number;
  pageSize: number;
}

export function instructionListSearch(search: Raw): InstructionListSearch {
  const size = Number(search.pageSize);
  return {
    q: text(search.q),
    status: oneOf(INSTRUCTION_STATUSES, search.status),
    tag: text(search.tag),
    page: page(search.page),
    pageSize: [20, 50, 100].includes(size) ? size : 20,
  };
}

