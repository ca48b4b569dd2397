import { ApiProblem } from '../../api/problem';

/**
 * A refused bulk initiation in words (docs/state-machine.md): which instructions stood in the way and why, or that the
 * campaign's money is short. Ids are named by what the screen knows of them (an email) when it can.
 */
export interface BulkRefusal {
  title: string;
  detail: string;
  groups: { label: string; ids: string[] }[];
  /** The campaign's unallocated balance cannot cover the total: the remedy is funding, not the selection. */
  money: boolean;
}

const GROUPS = [
  { member: 'notReadyIds', label: 'Not ready (not a Draft, or without an amount)' },
  { member: 'unsubscribedIds', label: 'Unsubscribed from emails (initiate them with the channel None instead)' },
  { member: 'unknownIds', label: 'Not found in this campaign' },
] as const;

export function bulkRefusal(error: unknown): BulkRefusal | null {
  if (!(error instanceof ApiProblem)) return null;
  const { problem } = error;
  if (problem.code === 'INSUFFICIENT_DISTRIBUTION_BALANCE' || problem.code === 'INSUFFICIENT_FUNDS') {
    return { title: 'The campaign does not have enough money', detail: `${error.message} Fund the campaign, or initiate fewer instructions. Nothing was initiated.`, groups: [], money: true };
  }
  if (problem.code === 'PAYOUT_INSTRUCTIONS_NOT_INITIABLE') {
    const groups = GROUPS.map(({ member, label }) => ({ label, ids: Array.isArray(problem[member]) ? (problem[member] as unknown[]).filter((id): id is string => typeof id === 'string') : [] })).filter(
      (group) => group.ids.length > 0,
    );
    return { title: 'Some selected instructions cannot be initiated', detail: `${error.message} Nothing was initiated: deselect them and try again.`, groups, money: false };
  }
  return null;
}
