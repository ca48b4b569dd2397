import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { V2Components } from '../../../../clients/typescript';
import { ok } from '../../api/api';
import { useApi } from '../../api/api-context';
import { toDollars } from '../../components/format';
import type { TransactionType } from './money-search';

type Schemas = V2Components['schemas'];
export type BankAccount = Schemas['BankAccountView'];
export type Transaction = Schemas['TransactionView'];
export type WithdrawalAccount = Schemas['WithdrawalAccountView'];
export type NewWithdrawalAccount = Schemas['CreateWithdrawalAccountDto'];

export const ACCOUNTS_PAGE_SIZE = 20;
export const TRANSACTIONS_PAGE_SIZE = 20;

/** The owner of withdrawal accounts: a bank account or a campaign. */
export type Owner = { kind: 'bank-account'; id: string } | { kind: 'campaign'; id: string };

/** Query keys, resource first, so that one invalidation reaches every view of it. */
export const moneyKeys = {
  bankAccounts: ['bank-accounts'] as const,
  bankAccountPage: (page: number) => ['bank-accounts', 'list', page] as const,
  bankAccount: (id: string) => ['bank-accounts', id] as const,
  transactions: (id: string, type: TransactionType | undefined, aggregate: boolean, page: number) => ['bank-accounts', id, 'transactions', type ?? 'all', aggregate, page] as const,
  withdrawalAccounts: (owner: Owner) => [owner.kind === 'campaign' ? 'campaigns' : 'bank-accounts', owner.id, 'withdrawal-accounts'] as const,
};

export function useBankAccounts(page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: moneyKeys.bankAccountPage(page),
    queryFn: ({ signal }) => ok(v2.GET('/bank-accounts', { params: { query: { pageNumber: page, pageSize: ACCOUNTS_PAGE_SIZE } }, signal })),
    placeholderData: keepPreviousData,
  });
}

export function useBankAccount(id: string) {
  const { v2 } = useApi();
  return useQuery({ queryKey: moneyKeys.bankAccount(id), queryFn: ({ signal }) => ok(v2.GET('/bank-accounts/{id}', { params: { path: { id } }, signal })) });
}

export function useTransactions(id: string, type: TransactionType | undefined, aggregate: boolean, page: number) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: moneyKeys.transactions(id, type, aggregate, page),
    queryFn: ({ signal }) =>
      ok(
        v2.GET('/bank-accounts/{id}/transactions', {
          params: { path: { id }, query: { pageNumber: page, pageSize: TRANSACTIONS_PAGE_SIZE, aggregate, ...(type ? { filterByTransactionType: type } : {}) } },
          signal,
        }),
      ),
    placeholderData: keepPreviousData,
  });
}

/** The campaigns whose money this bank account holds (the ones a transfer may be tagged with), first 100. */
export function useCampaignsOfBankAccount(bankAccountId: string, enabled: boolean) {
  const { v2 } = useApi();
  return useQuery({
    queryKey: ['campaigns', 'of-bank-account', bankAccountId],
    queryFn: ({ signal }) => ok(v2.GET('/campaigns', { params: { query: { bankAccountId, pageSize: 100 } }, signal })),
    enabled,
  });
}

/** Every withdrawal account of the owner (first 100: an organization keeps a handful). */
export function useWithdrawalAccounts(owner: Owner, enabled = true) {
  const { v2 } = useApi();
  return useQuery({
    enabled,
    queryKey: moneyKeys.withdrawalAccounts(owner),
    queryFn: ({ signal }) => {
      const params = { path: { id: owner.id }, query: { pageSize: 100 } };
      return ok(owner.kind === 'campaign' ? v2.GET('/campaigns/{id}/withdrawal-accounts', { params, signal }) : v2.GET('/bank-accounts/{id}/withdrawal-accounts', { params, signal }));
    },
  });
}

export function useAddWithdrawalAccount(owner: Owner) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: NewWithdrawalAccount) => {
      const params = { path: { id: owner.id } };
      return ok(owner.kind === 'campaign' ? v2.POST('/campaigns/{id}/withdrawal-accounts', { params, body }) : v2.POST('/bank-accounts/{id}/withdrawal-accounts', { params, body }));
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawalAccounts(owner) }),
  });
}

export function useRemoveWithdrawalAccount(owner: Owner) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (withdrawalAccountId: string) => {
      const params = { path: { id: owner.id, withdrawalAccountId } };
      return ok(
        owner.kind === 'campaign'
          ? v2.DELETE('/campaigns/{id}/withdrawal-accounts/{withdrawalAccountId}', { params })
          : v2.DELETE('/bank-accounts/{id}/withdrawal-accounts/{withdrawalAccountId}', { params }),
      );
    },
    onSuccess: () => queryClient.invalidateQueries({ queryKey: moneyKeys.withdrawalAccounts(owner) }),
  });
}

export interface Movement {
  withdrawalAccountId: string;
  cents: number;
  /** One per confirmation: a repeat of the same request moves nothing twice. */
  idempotencyKey: string;
}

/** `:withdraw` from a bank account, or `:refund` of a campaign; every balance and statement is read again after. */
export function useMoveMoney(kind: 'withdraw' | 'refund', ownerId: string) {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ withdrawalAccountId, cents, idempotencyKey }: Movement) => {
      const body = { withdrawalAccountId, amount: toDollars(cents) };
      const headers = { 'Idempotency-Key': idempotencyKey };
      return ok(
        kind === 'withdraw'
          ? v2.POST('/bank-accounts/{id}/:withdraw', { params: { path: { id: ownerId } }, body, headers })
          : v2.POST('/campaigns/{campaignId}/:refund', { params: { path: { campaignId: ownerId } }, body, headers }),
      );
    },
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.bankAccounts });
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}

/** Tags a funding transfer with a campaign (or none); the statement and the balances are read again. */
export function useTagTransfer() {
  const { v2 } = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ transferId, campaignId }: { transferId: string; campaignId: string | null }) =>
      ok(v2.PATCH('/bank-accounts/transfers/{id}/tags', { params: { path: { id: transferId } }, body: { campaignId } })),
    onSuccess: async () => {
      await queryClient.invalidateQueries({ queryKey: moneyKeys.bankAccounts });
      await queryClient.invalidateQueries({ queryKey: ['campaigns'] });
    },
  });
}
