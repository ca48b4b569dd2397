import type { Constructor } from '@mikro-orm/core';
import type { Migration } from '@mikro-orm/migrations';
import { Migration20261121000100Platform } from './Migration20261121000100Platform';
import { Migration20261121000200Ledger } from './Migration20261121000200Ledger';
import { Migration20261121000300FundsHoldersAndBankAccounts } from './Migration20261121000300FundsHoldersAndBankAccounts';
import { Migration20261121000400IdempotencyKeys } from './Migration20261121000400IdempotencyKeys';

/** Applied in this order; a merged migration is never edited, only followed by a new one. */
export const migrationsList: { name: string; class: Constructor<Migration> }[] = [
  { name: 'Migration20261121000100Platform', class: Migration20261121000100Platform },
  { name: 'Migration20261121000200Ledger', class: Migration20261121000200Ledger },
  { name: 'Migration20261121000300FundsHoldersAndBankAccounts', class: Migration20261121000300FundsHoldersAndBankAccounts },
  { name: 'Migration20261121000400IdempotencyKeys', class: Migration20261121000400IdempotencyKeys },
];
