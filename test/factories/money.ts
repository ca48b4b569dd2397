import { RequestContext } from '@mikro-orm/postgresql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import type { TestApp } from '../utils/test-app';
import { V2, V3, type FundedCampaign } from './funded-campaign';

export interface TransactionRow {
  id: string | null;
  type: string;
  direction: 'Credit' | 'Debit';
  amount: number;
  status: string;
  description: string;
  campaignId: string | null;
  tags: Record<string, string>;
  createdOn: string;
  completedOn: string | null;
  count: number;
}

export const WITHDRAWAL_ACCOUNT = { name: 'Operating account', accountHolderName: 'Acme Research', routingNumber: '021000021', accountNumber: '000987654321', accountType: 'Checking' };

/** A withdrawal account of the campaign's bank account (or of the campaign); its id. */
export async function withdrawalAccountOf(t: TestApp, c: FundedCampaign, owner: 'bank-accounts' | 'campaigns' = 'bank-accounts'): Promise<string> {
  const ownerId = owner === 'bank-accounts' ? c.bankAccountId : c.campaignId;
  const created = await t.http.post(`${V2}/${owner}/${ownerId}/withdrawal-accounts`).set(c.auth).send(WITHDRAWAL_ACCOUNT).expect(201);
  return created.body.id as string;
}

/** Every transaction of the bank account (or the campaign), all pages, newest first. */
export async function transactionsOf(t: TestApp, c: FundedCampaign, owner: 'bank-accounts' | 'campaigns' = 'bank-accounts', query = ''): Promise<TransactionRow[]> {
  const ownerId = owner === 'bank-accounts' ? c.bankAccountId : c.campaignId;
  const rows: TransactionRow[] = [];
  for (let page = 1; ; page++) {
    const res = await t.http.get(`${V2}/${owner}/${ownerId}/transactions?pageSize=100&pageNumber=${page}${query}`).set(c.auth).expect(200);
    rows.push(...res.body.data);
    if (page >= res.body.totalPages) return rows;
  }
}

/** Credits less debits, in cents. */
export const statementCents = (rows: readonly TransactionRow[]): number =>
  rows.reduce((sum, row) => sum + Math.round(row.amount * 100) * (row.direction === 'Credit' ? 1 : -1), 0);

/** The bank account's balance and unattributed part in cents, as `GET /bank-accounts/{id}` shows them. */
export async function bankBalanceCents(t: TestApp, c: FundedCampaign): Promise<{ balanceCents: number; unattributedCents: number }> {
  const account = await t.http.get(`${V2}/bank-accounts/${c.bankAccountId}`).set(c.auth).expect(200);
  return { balanceCents: Math.round(account.body.balance * 100), unattributedCents: Math.round(account.body.unattributedBalance * 100) };
}

export const ledgerViolations = (t: TestApp, organizationId: string) =>
  RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), organizationId));

export const withdraw = (t: TestApp, c: FundedCampaign, body: Record<string, unknown>, key?: string) => {
  const request = t.http.post(`${V2}/bank-accounts/${c.bankAccountId}/:withdraw`).set(c.auth);
  return (key ? request.set('Idempotency-Key', key) : request).send(body);
};

export const refund = (t: TestApp, c: FundedCampaign, body: Record<string, unknown>, key?: string) => {
  const request = t.http.post(`${V2}/campaigns/${c.campaignId}/:refund`).set(c.auth);
  return (key ? request.set('Idempotency-Key', key) : request).send(body);
};

export const simulateTransaction = (t: TestApp, c: FundedCampaign, id: string, simulation: ':settle-ach' | ':return-ach', body: Record<string, unknown> = {}) =>
  t.http.post(`${V3}/simulate/transactions/${id}/${simulation}`).set(c.auth).send(body);
