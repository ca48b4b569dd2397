import type { V2Components } from '../../../../clients/typescript';

export type AttentionView = V2Components['schemas']['AttentionView'];
export type AttentionGroup = V2Components['schemas']['AttentionGroupView'];
export type AttentionItem = V2Components['schemas']['AttentionItemView'];
export type AttentionKind = AttentionGroup['kind'];

export const attentionKeys = { all: ['attention'] as const };

/** Where an item is fixed: the console screen its link opens. */
export type AttentionTarget =
  | { to: 'instruction'; campaignId: string; instructionId: string }
  | { to: 'upload'; campaignId: string; uploadId: string }
  | { to: 'campaign'; campaignId: string }
  | { to: 'drafts'; campaignId: string }
  | { to: 'developers' };

interface KindInfo {
  /** The section's heading. */
  title: string;
  /** One line under it: what the items are and what to do. */
  hint: string;
  /** The home page's line for `n` of them. */
  summary: (n: number) => string;
  /** The name of the link to where an item is fixed. */
  open: string;
}

const plural = (n: number, one: string, many: string) => `${new Intl.NumberFormat().format(n)} ${n === 1 ? one : many}`;

/** Every kind, in the order the API lists them (docs/attention.md). */
export const KINDS: Readonly<Record<AttentionKind, KindInfo>> = {
  FailedPayouts: {
    title: 'Failed and returned payouts',
    hint: 'The payout did not reach the beneficiary. Reinitiate the instruction to send a new claim link, or open it to change it first.',
    summary: (n) => `${plural(n, 'payout', 'payouts')} failed or returned`,
    open: 'Open instruction',
  },
  UnclaimedWalletPayouts: {
    title: 'Wallet payouts not accepted',
    hint: 'Digital wallet payouts their recipient has not accepted 7 days after the request.',
    summary: (n) => `${plural(n, 'wallet payout', 'wallet payouts')} unclaimed for over 7 days`,
    open: 'Open instruction',
  },
  UndepositedChecks: {
    title: 'Checks not deposited',
    hint: 'Checks mailed more than 30 days ago that nobody has deposited.',
    summary: (n) => `${plural(n, 'check', 'checks')} mailed over 30 days ago, not deposited`,
    open: 'Open instruction',
  },
  FailedUploads: {
    title: 'Failed uploads',
    hint: 'Uploads of the last 7 days that ended Failed: nothing in them was imported.',
    summary: (n) => `${plural(n, 'upload', 'uploads')} failed`,
    open: 'Open upload',
  },
  FailedEmails: {
    title: 'Failed emails',
    hint: 'Emails of the last 7 days the mail service gave up on.',
    summary: (n) => `${plural(n, 'email', 'emails')} failed`,
    open: 'Open instruction',
  },
  DisabledWebhookEndpoints: {
    title: 'Disabled webhook endpoints',
    hint: 'Endpoints that receive no events until they are enabled again.',
    summary: (n) => `${plural(n, 'webhook endpoint', 'webhook endpoints')} disabled`,
    open: 'Open developers',
  },
  ExpiringCampaigns: {
    title: 'Campaigns expiring with money unallocated',
    hint: 'Campaigns that expire within 14 days and still hold money no instruction uses.',
    summary: (n) => `${plural(n, 'campaign', 'campaigns')} expiring within 14 days with money left`,
    open: 'Open campaign',
  },
  UnderfundedDrafts: {
    title: 'Drafts the campaign cannot cover',
    hint: 'Campaigns whose unallocated money is less than their draft instructions add up to: fund them before initiating.',
    summary: (n) => `${plural(n, 'campaign', 'campaigns')} short of money for their drafts`,
    open: 'Open drafts',
  },
};

/** The kinds with something in them, in the API's order. */
export function needingAttention(view: AttentionView): AttentionGroup[] {
  return view.items.filter((group) => group.count > 0);
}

/** How many things need attention in all. */
export function totalOf(view: AttentionView): number {
  return view.items.reduce((sum, group) => sum + group.count, 0);
}

/** Where the item is fixed; null when the answer lacks what the link needs. */
export function targetOf(kind: AttentionKind, item: AttentionItem): AttentionTarget | null {
  switch (kind) {
    case 'FailedPayouts':
    case 'UnclaimedWalletPayouts':
    case 'UndepositedChecks':
    case 'FailedEmails':
      return item.campaignId && item.payoutInstructionId ? { to: 'instruction', campaignId: item.campaignId, instructionId: item.payoutInstructionId } : null;
    case 'FailedUploads':
      return item.campaignId ? { to: 'upload', campaignId: item.campaignId, uploadId: item.id } : null;
    case 'DisabledWebhookEndpoints':
      return { to: 'developers' };
    case 'ExpiringCampaigns':
      return { to: 'campaign', campaignId: item.id };
    case 'UnderfundedDrafts':
      return { to: 'drafts', campaignId: item.id };
  }
}

/** What the "When" column says of an item: each kind's instant means something else. */
export function whenLabel(kind: AttentionKind): string {
  switch (kind) {
    case 'FailedPayouts':
      return 'Failed';
    case 'UnclaimedWalletPayouts':
      return 'Requested';
    case 'UndepositedChecks':
      return 'Mailed';
    case 'FailedUploads':
    case 'FailedEmails':
      return 'Failed';
    case 'DisabledWebhookEndpoints':
      return 'Changed';
    case 'ExpiringCampaigns':
    case 'UnderfundedDrafts':
      return 'Expires';
  }
}

/** Whether the item's instant is a calendar day (a campaign's expiry) rather than a moment. */
export const isDay = (kind: AttentionKind): boolean => kind === 'ExpiringCampaigns' || kind === 'UnderfundedDrafts';
