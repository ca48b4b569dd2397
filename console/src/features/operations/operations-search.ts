import { oneOf, page, text, type Raw } from '../../app/search';

export const OPERATIONS_TABS = ['jobs', 'files', 'payouts'] as const;
export type OperationsTab = (typeof OPERATIONS_TABS)[number];

/** The payout statuses still on their way, which `:fail-permanently` takes (docs/bank-rails.md). */
export const OPEN_PAYOUT_STATUSES = ['Pending', 'Processing', 'SentForPrinting', 'Mailed'] as const;
export type OpenPayoutStatus = (typeof OPEN_PAYOUT_STATUSES)[number];

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The Operations screen's state in the URL: its tab (none: the first the person may see), the pages of the NACHA files
 * and print runs, and the stuck payouts' filter: one open status (none: every open one) or one instruction's payout.
 */
export interface OperationsSearch {
  tab?: OperationsTab;
  achPage: number;
  runPage: number;
  payoutPage: number;
  status?: OpenPayoutStatus;
  instruction?: string;
}

export function operationsSearch(search: Raw): OperationsSearch {
  const instruction = text(search.instruction);
  return {
    tab: oneOf(OPERATIONS_TABS, search.tab),
    achPage: page(search.achPage),
    runPage: page(search.runPage),
    payoutPage: page(search.payoutPage),
    status: oneOf(OPEN_PAYOUT_STATUSES, search.status),
    instruction: instruction && UUID.test(instruction) ? instruction.toLowerCase() : undefined,
  };
}

/** Whether `value` is a payout instruction's id, as the search box takes it. */
export const isInstructionId = (value: string): boolean => UUID.test(value.trim());

/** What each tab needs: its sections show for these scopes (the operator scopes only in an operator organization). */
export interface OperationsAccess {
  queues: boolean;
  scheduledJobs: boolean;
  files: boolean;
  failPayouts: boolean;
}

export function accessOf(scopes: readonly string[]): OperationsAccess {
  const has = (scope: string) => scopes.includes(scope);
  return {
    queues: has('admin:manage'),
    scheduledJobs: has('scheduledJobs:manage'),
    files: has('admin:triggerTransfer'),
    failPayouts: has('admin:failPermanently') && has('payoutInstructions:view'),
  };
}

/** The tabs the person may open, in order. */
export function tabsOf(access: OperationsAccess): OperationsTab[] {
  const tabs: OperationsTab[] = [];
  if (access.queues || access.scheduledJobs) tabs.push('jobs');
  if (access.files) tabs.push('files');
  if (access.failPayouts) tabs.push('payouts');
  return tabs;
}

/** The tab to show: the one asked for when the person may open it, else their first. */
export function shownTab(asked: OperationsTab | undefined, tabs: readonly OperationsTab[]): OperationsTab | undefined {
  return asked && tabs.includes(asked) ? asked : tabs[0];
}

/** A schedule's interval in words: `every 15 minutes`, `every day`, `every 2 seconds`. */
export function describeInterval(seconds: number): string {
  const units: [number, string][] = [
    [86_400, 'day'],
    [3_600, 'hour'],
    [60, 'minute'],
    [1, 'second'],
  ];
  for (const [size, name] of units) {
    if (seconds % size === 0) {
      const n = seconds / size;
      return n === 1 ? `every ${name}` : `every ${n.toLocaleString('en-US')} ${name}s`;
    }
  }
  return `every ${seconds} seconds`;
}
