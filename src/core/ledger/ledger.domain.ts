/**
 * The double-entry rules (docs/money-model.md) as pure functions (no I/O), so they can be property-tested and shared by
 * LedgerService (which decides on row-locked balances) and the invariant checks.
 *
 * Sign convention: a posting adds its amount to its account's balance; every transaction's postings sum to zero.
 * Every account holds a non-negative balance except `ExternalFunding`, the outside world, whose balance is minus
 * what it has sent in.
 *
 * Why there is no `BankAccountBalance` account: `CampaignPaidOut` and `CampaignReturned` accumulate (received =
 * unallocated + allocated + paid out + returned), so the dollars still at the bank are already the sum of the
 * bank's leaf accounts: its `BankAccountUnattributed` plus the unallocated and allocated balances of the
 * campaigns it funds. A separate cash account would count the same dollars twice and need a contra account
 * that every payout and refund must remember to post to. LedgerService.bankAccountBalanceCents derives it.
 */

/** Per campaign (owner: the campaign id). */
export const CAMPAIGN_ACCOUNT_KINDS = ['CampaignUnallocated', 'CampaignAllocated', 'CampaignPaidOut', 'CampaignReturned'] as const;
/**
 * Per funds holder bank account (owner: the bank account id). `ExternalFunding` is the outside world as seen
 * from that bank account: the counterpart of money arriving there (and leaving it by a withdrawal).
 */
export const BANK_ACCOUNT_KINDS = ['ExternalFunding', 'BankAccountUnattributed'] as const;
export const ACCOUNT_KINDS = [...CAMPAIGN_ACCOUNT_KINDS, ...BANK_ACCOUNT_KINDS] as const;

export type CampaignAccountKind = (typeof CAMPAIGN_ACCOUNT_KINDS)[number];
export type BankAccountKind = (typeof BANK_ACCOUNT_KINDS)[number];
export type AccountKind = (typeof ACCOUNT_KINDS)[number];

export const allowsNegative = (kind: AccountKind): boolean => kind === 'ExternalFunding';
export const isCampaignAccountKind = (kind: string): kind is CampaignAccountKind =>
  (CAMPAIGN_ACCOUNT_KINDS as readonly string[]).includes(kind);

interface Flow {
  readonly from: AccountKind;
  readonly to: AccountKind;
  /** True when both sides must belong to one owner (money moving inside one campaign or one bank account). */
  readonly sameOwner: boolean;
}

/**
 * Every money movement (docs/money-model.md) is one of these transfers; `post` refuses postings that do not fit their
 * transaction kind, so a caller cannot, say, allocate from another campaign's balance.
 */
export const FLOWS = {
  /** An incoming ACH transfer lands on a funds holder's bank account. */
  FundingReceived: { from: 'ExternalFunding', to: 'BankAccountUnattributed', sameOwner: true },
  /** The funding transfer is tagged with a campaign (receive-ach with `campaignId` posts both, in order). */
  FundingAttributed: { from: 'BankAccountUnattributed', to: 'CampaignUnallocated', sameOwner: false },
  /** The tag is removed or changed (then a new FundingAttributed follows). */
  FundingUnattributed: { from: 'CampaignUnallocated', to: 'BankAccountUnattributed', sameOwner: false },
  /** Initiating (or re-initiating, or raising the amount of) an instruction. */
  Allocation: { from: 'CampaignUnallocated', to: 'CampaignAllocated', sameOwner: true },
  /** Cancelling an instruction, or lowering its amount. */
  Release: { from: 'CampaignAllocated', to: 'CampaignUnallocated', sameOwner: true },
  /** The payout provider settled: the instruction is fulfilled. */
  Payout: { from: 'CampaignAllocated', to: 'CampaignPaidOut', sameOwner: true },
  /** A settled payout came back (e.g. an ACH return): the instruction holds the funds again. */
  PayoutReversed: { from: 'CampaignPaidOut', to: 'CampaignAllocated', sameOwner: true },
  /** `:refund`: unallocated campaign money goes back to a return external account. */
  Refund: { from: 'CampaignUnallocated', to: 'CampaignReturned', sameOwner: true },
  /** `/bank-accounts/{id}/:withdraw`: unattributed money leaves to a withdrawal account. */
  Withdrawal: { from: 'BankAccountUnattributed', to: 'ExternalFunding', sameOwner: true },
  /** The receiving bank returned a withdrawal: the money is unattributed on the bank account again. */
  WithdrawalReturned: { from: 'ExternalFunding', to: 'BankAccountUnattributed', sameOwner: true },
  /** The receiving bank returned a refund: the money is the campaign's unallocated money again. */
  RefundReturned: { from: 'CampaignReturned', to: 'CampaignUnallocated', sameOwner: true },
} as const satisfies Record<string, Flow>;

export type TransactionKind = keyof typeof FLOWS;
export const TRANSACTION_KINDS = Object.keys(FLOWS) as TransactionKind[];
/** The only transactions that move money across a campaign's boundary; they define what it has "received". */
export const CAMPAIGN_FUNDING_KINDS: readonly TransactionKind[] = ['FundingAttributed', 'FundingUnattributed'];

export interface Posting {
  readonly accountId: string;
  /** Integer cents; positive adds to the account's balance, negative takes from it. */
  readonly amountCents: number;
}

export interface AccountMeta {
  readonly id: string;
  readonly kind: AccountKind;
  readonly ownerId: string;
  readonly allowNegative: boolean;
}

/** The structural rules of a posting set; returns the problems found (empty: valid). */
export function validatePostings(postings: readonly Posting[]): string[] {
  const problems: string[] = [];
  if (postings.length < 2) problems.push('a transaction needs at least two postings');
  const seen = new Set<string>();
  let sum = 0n; // exact even where a float sum of safe integers would round
  for (const { accountId, amountCents } of postings) {
    if (!Number.isSafeInteger(amountCents) || amountCents === 0) {
      problems.push(`amount ${amountCents} for account ${accountId} is not a non-zero integer number of cents`);
    } else {
      sum += BigInt(amountCents);
    }
    if (seen.has(accountId)) problems.push(`account ${accountId} appears twice`);
    seen.add(accountId);
  }
  if (problems.length === 0 && sum !== 0n) problems.push(`postings sum to ${sum}, not zero`);
  return problems;
}

/** Whether postings fit their transaction kind: takes only from `from` accounts, gives only to `to` accounts. */
export function checkFlow(kind: TransactionKind, postings: readonly Posting[], accounts: ReadonlyMap<string, AccountMeta>): string | null {
  const flow: Flow | undefined = FLOWS[kind];
  if (!flow) return `unknown transaction kind ${kind}`;
  const owners = new Set<string>();
  for (const { accountId, amountCents } of postings) {
    const account = accounts.get(accountId);
    if (!account) return `unknown account ${accountId}`;
    const expected = amountCents < 0 ? flow.from : flow.to;
    if (account.kind !== expected) return `${kind} cannot ${amountCents < 0 ? 'take from' : 'give to'} a ${account.kind} account`;
    owners.add(account.ownerId);
  }
  if (flow.sameOwner && owners.size > 1) return `${kind} must stay within one owner`;
  return null;
}

export type ApplyResult =
  | { readonly ok: true; readonly balances: Map<string, number> }
  | { readonly ok: false; readonly accountId: string; readonly reason: 'unknown-account' | 'insufficient-funds' | 'overflow' };

/**
 * The balances after a (valid) posting set, or why it cannot be applied. Never mutates its input, so a refused
 * transfer changes nothing.
 */
export function applyPostings(
  balances: ReadonlyMap<string, number>,
  postings: readonly Posting[],
  accounts: ReadonlyMap<string, AccountMeta>,
): ApplyResult {
  const next = new Map(balances);
  for (const { accountId, amountCents } of postings) {
    const account = accounts.get(accountId);
    if (!account) return { ok: false, accountId, reason: 'unknown-account' };
    const balance = (next.get(accountId) ?? 0) + amountCents;
    if (!Number.isSafeInteger(balance)) return { ok: false, accountId, reason: 'overflow' };
    if (balance < 0 && !account.allowNegative) return { ok: false, accountId, reason: 'insufficient-funds' };
    next.set(accountId, balance);
  }
  return { ok: true, balances: next };
}

export type Decision =
  | { readonly ok: true; readonly balances: Map<string, number> }
  | { readonly ok: false; readonly reason: 'invalid'; readonly problem: string }
  | { readonly ok: false; readonly reason: 'insufficient-funds'; readonly accountId: string };

/**
 * The whole decision on one transaction, as LedgerService.post takes it on the row-locked balances: well-formed,
 * fits its kind, and leaves no account below what it allows. A refusal leaves the balances untouched.
 */
export function decideTransaction(
  kind: TransactionKind,
  postings: readonly Posting[],
  accounts: ReadonlyMap<string, AccountMeta>,
  balances: ReadonlyMap<string, number>,
): Decision {
  const problems = validatePostings(postings);
  if (problems.length > 0) return { ok: false, reason: 'invalid', problem: problems.join('; ') };
  const flowProblem = checkFlow(kind, postings, accounts);
  if (flowProblem) return { ok: false, reason: 'invalid', problem: flowProblem };
  const applied = applyPostings(balances, postings, accounts);
  if (applied.ok) return applied;
  if (applied.reason === 'insufficient-funds') return { ok: false, reason: 'insufficient-funds', accountId: applied.accountId };
  return { ok: false, reason: 'invalid', problem: `${applied.reason} on account ${applied.accountId}` };
}

/** Sums amounts per account and drops accounts that net to zero: how a bulk action posts one transaction. */
export function mergePostings(postings: readonly Posting[]): Posting[] {
  const sums = new Map<string, number>();
  for (const { accountId, amountCents } of postings) sums.set(accountId, (sums.get(accountId) ?? 0) + amountCents);
  return [...sums].filter(([, amountCents]) => amountCents !== 0).map(([accountId, amountCents]) => ({ accountId, amountCents }));
}

/** A two-legged transfer of a positive amount. */
export const transfer = (fromAccountId: string, toAccountId: string, amountCents: number): Posting[] => [
  { accountId: fromAccountId, amountCents: -amountCents },
  { accountId: toAccountId, amountCents },
];

export type LedgerViolation =
  | { readonly type: 'unbalanced-transaction'; readonly transactionId: string; readonly sumCents: number; readonly postingCount: number }
  | { readonly type: 'cached-balance-mismatch'; readonly accountId: string; readonly cachedCents: number; readonly postedCents: number }
  | { readonly type: 'negative-balance'; readonly accountId: string; readonly kind: AccountKind; readonly balanceCents: number }
  | { readonly type: 'campaign-equation'; readonly campaignId: string; readonly receivedCents: number; readonly heldCents: number }
  /** A bank account's or campaign's statement (credits less debits) differs from its balance. */
  | { readonly type: 'statement-mismatch'; readonly ownerId: string; readonly statementCents: number; readonly balanceCents: number }
  /** A day sum of InternalTransfer lines differs from the lines it sums. */
  | { readonly type: 'statement-day-mismatch'; readonly bankAccountId: string; readonly campaignId: string; readonly day: string; readonly status: string };

export interface LedgerState {
  readonly accounts: readonly (AccountMeta & { readonly balanceCents: number })[];
  readonly transactions: readonly { readonly id: string; readonly kind: TransactionKind; readonly postings: readonly Posting[] }[];
}

/**
 * Every invariant of docs/money-model.md on a whole ledger (LedgerInvariantChecker runs the same checks in SQL):
 * transactions sum to zero with at least two postings; each cached balance is the sum of its postings; no
 * account that must not go negative is below zero; and per campaign, received = unallocated + allocated +
 * paid out + returned. "Received" is the net of the funding transactions (the only ones allowed to cross a
 * campaign's boundary), so the equation fails exactly when another transaction moves money into or out of a
 * campaign. (Summing *all* boundary crossings would make the equation true by construction.)
 */
export function checkInvariants(state: LedgerState): LedgerViolation[] {
  const violations: LedgerViolation[] = [];
  const accounts = new Map(state.accounts.map((account) => [account.id, account]));
  const posted = new Map<string, number>();
  const received = new Map<string, number>();
  for (const transaction of state.transactions) {
    const sumCents = transaction.postings.reduce((sum, posting) => sum + posting.amountCents, 0);
    if (sumCents !== 0 || transaction.postings.length < 2) {
      violations.push({ type: 'unbalanced-transaction', transactionId: transaction.id, sumCents, postingCount: transaction.postings.length });
    }
    for (const { accountId, amountCents } of transaction.postings) {
      posted.set(accountId, (posted.get(accountId) ?? 0) + amountCents);
      const account = accounts.get(accountId);
      if (account && isCampaignAccountKind(account.kind) && CAMPAIGN_FUNDING_KINDS.includes(transaction.kind)) {
        received.set(account.ownerId, (received.get(account.ownerId) ?? 0) + amountCents);
      }
    }
  }
  const held = new Map<string, number>();
  for (const account of state.accounts) {
    const postedCents = posted.get(account.id) ?? 0;
    if (postedCents !== account.balanceCents) {
      violations.push({ type: 'cached-balance-mismatch', accountId: account.id, cachedCents: account.balanceCents, postedCents });
    }
    if (account.balanceCents < 0 && !account.allowNegative) {
      violations.push({ type: 'negative-balance', accountId: account.id, kind: account.kind, balanceCents: account.balanceCents });
    }
    if (isCampaignAccountKind(account.kind)) held.set(account.ownerId, (held.get(account.ownerId) ?? 0) + account.balanceCents);
  }
  for (const [campaignId, heldCents] of held) {
    const receivedCents = received.get(campaignId) ?? 0;
    if (receivedCents !== heldCents) violations.push({ type: 'campaign-equation', campaignId, receivedCents, heldCents });
  }
  return violations;
}

/**
 * The accounts whose sum is the money at a bank account: its unattributed funds and the unallocated and allocated
 * funds of the campaigns it holds. A transaction moving money into or out of this set changes the bank account's
 * balance, and so is a line of its statement.
 */
export const BANK_BALANCE_KINDS: readonly AccountKind[] = ['BankAccountUnattributed', 'CampaignUnallocated', 'CampaignAllocated'];

export const STATEMENT_TYPES = ['IncomingAch', 'InternalTransfer', 'Withdrawal', 'Refund', 'PayoutReturn'] as const;
export type StatementType = (typeof STATEMENT_TYPES)[number];
export const STATEMENT_STATUSES = ['Pending', 'Submitted', 'Completed', 'Returned'] as const;
export type StatementStatus = (typeof STATEMENT_STATUSES)[number];
export type StatementDirection = 'Credit' | 'Debit';

export interface StatementEntry {
  readonly type: StatementType;
  readonly direction: StatementDirection;
  /** The status a new line starts in: money on its way out by ACH is `Pending` until the bank has it. */
  readonly status: StatementStatus;
  /** For a return: the type of the line it returns (that line becomes `Returned`). */
  readonly returns?: StatementType;
}

/**
 * How each transaction kind that changes a bank account's balance shows on its statement (docs/money-movement.md).
 * Exactly the kinds that cross the boundary of BANK_BALANCE_KINDS are here (a unit test holds the two together).
 */
export const STATEMENT_OF: Readonly<Partial<Record<TransactionKind, StatementEntry>>> = {
  FundingReceived: { type: 'IncomingAch', direction: 'Credit', status: 'Completed' },
  Payout: { type: 'InternalTransfer', direction: 'Debit', status: 'Completed' },
  PayoutReversed: { type: 'PayoutReturn', direction: 'Credit', status: 'Completed', returns: 'InternalTransfer' },
  Withdrawal: { type: 'Withdrawal', direction: 'Debit', status: 'Pending' },
  WithdrawalReturned: { type: 'Withdrawal', direction: 'Credit', status: 'Completed', returns: 'Withdrawal' },
  Refund: { type: 'Refund', direction: 'Debit', status: 'Pending' },
  RefundReturned: { type: 'Refund', direction: 'Credit', status: 'Completed', returns: 'Refund' },
};

/** Whether a kind's flow moves money into or out of a bank account's balance. */
export function crossesBankBalance(kind: TransactionKind): boolean {
  const flow: Flow = FLOWS[kind];
  return BANK_BALANCE_KINDS.includes(flow.from) !== BANK_BALANCE_KINDS.includes(flow.to);
}

/** The statuses a line may move to from each status: `Pending` → `Submitted` → `Completed` → `Returned`. */
export const STATEMENT_STATUS_AFTER: Readonly<Record<StatementStatus, readonly StatementStatus[]>> = {
  Pending: ['Submitted', 'Completed', 'Returned'],
  Submitted: ['Completed', 'Returned'],
  Completed: ['Returned'],
  Returned: [],
};

/** The statuses from which a line can reach `to` (for set-based updates). */
export const statementStatusesBefore = (to: StatementStatus): StatementStatus[] =>
  STATEMENT_STATUSES.filter((from) => STATEMENT_STATUS_AFTER[from].includes(to));

/** A statement's sum: credits add, debits take away. Equals the bank account's (or campaign's) balance at every moment. */
export const statementSumCents = (lines: readonly { readonly direction: StatementDirection; readonly amountCents: number }[]): number =>
  lines.reduce((sum, line) => sum + (line.direction === 'Credit' ? line.amountCents : -line.amountCents), 0);
