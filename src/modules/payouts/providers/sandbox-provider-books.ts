import { randomBytes } from 'node:crypto';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../../core/database/sql';
import type { FieldEncryption } from '../../../core/security/field-encryption';
import type { PayoutMethodCategory } from '../../payout-methods';
import type { CardCredentials, ProviderOutcome } from './payout-provider';

/** Where a payout stands in the sandbox's books; a cancelled one is `Failed` with `cancelledOn` set. */
export type SandboxStatus = ProviderOutcome['status'];

/** The reason a request for a cancelled key answers. */
export const CANCELLED_REASON = 'Cancelled before it was paid';

/** One payout in the sandbox provider's own books (`sandbox_provider_payout`), credentials decrypted. */
export interface SandboxBookEntry {
  idempotencyKey: string;
  category: string;
  reference: string;
  amountCents: number;
  status: SandboxStatus;
  credentials: CardCredentials | null;
  /** How many times the key was asked for; 0 for a key cancelled before any request. */
  requestCount: number;
  cancelledOn: Date | null;
}

/** What the first request for a key decides; a later request with the key gets this back unchanged. */
export interface FirstOutcome {
  idempotencyKey: string;
  category: PayoutMethodCategory;
  reference: string;
  amountCents: number;
  status: SandboxStatus;
  credentials?: CardCredentials;
}

interface BookRow {
  idempotency_key: string;
  category: string;
  reference: string;
  amount_cents: string | number;
  status: SandboxStatus;
  credentials_encrypted: string | null;
  request_count: number;
  cancelled_on: Date | string | null;
}

/** `sbx_<category>_<random>`, the provider's reference of a payout. */
export const sandboxReference = (category: PayoutMethodCategory): string => `sbx_${category.toLowerCase()}_${randomBytes(10).toString('hex')}`;

/** The answer a provider gives for an entry of its books (docs/payouts.md, Providers). */
export function outcomeOf(entry: SandboxBookEntry): ProviderOutcome {
  if (entry.cancelledOn) return { status: 'Failed', reference: entry.reference, reason: CANCELLED_REASON };
  switch (entry.status) {
    case 'Completed':
      return entry.credentials ? { status: 'Completed', reference: entry.reference, credentials: entry.credentials } : { status: 'Completed', reference: entry.reference };
    case 'Processing':
      return { status: 'Processing', reference: entry.reference };
    default:
      return { status: 'Failed', reference: entry.reference, reason: 'Refused by the sandbox provider' };
  }
}

/**
 * The sandbox providers' books, as an outside provider keeps them: one row per idempotency key, the only code that
 * writes `sandbox_provider_payout`. Each call runs on its own (autocommit, a fork outside any transaction of the
 * caller), as a call to another system would: a caller rolling back does not undo what the provider did.
 */
export class SandboxProviderBooks {
  constructor(
    private readonly em: EntityManager,
    private readonly encryption: FieldEncryption,
  ) {}

  /**
   * Records the first request for a key, or counts a repeated one: one statement, so concurrent requests with one
   * key make one row, and each gets that row back (the first outcome: same reference, same card).
   */
  async request(first: FirstOutcome): Promise<SandboxBookEntry> {
    const [row] = await query<BookRow>(
      this.em.fork(),
      `insert into sandbox_provider_payout (idempotency_key, category, reference, amount_cents, status, credentials_encrypted)
       values (?, ?, ?, ?, ?, ?)
       on conflict (idempotency_key) do update
         set request_count = sandbox_provider_payout.request_count + 1, updated_on = now()
       returning *`,
      [first.idempotencyKey, first.category, first.reference, first.amountCents, first.status, first.credentials ? this.encryption.encryptJson(first.credentials) : null],
    );
    return this.entryOf(row);
  }

  /**
   * Cancels a key whose entry is in `cancellable` status (or was cancelled already: cancelling is idempotent). A key
   * never asked for is recorded as cancelled (`tombstone` gives its category), so a request arriving later, from a
   * job already under way, answers Failed instead of paying. `cancelled: false` with the entry it could not cancel.
   */
  async cancel(idempotencyKey: string, cancellable: SandboxStatus | null, tombstone: PayoutMethodCategory): Promise<{ cancelled: boolean; entry: SandboxBookEntry }> {
    const em = this.em.fork();
    const failed = 'Failed' satisfies SandboxStatus;
    const [row] = await query<BookRow>(
      em,
      `insert into sandbox_provider_payout as p (idempotency_key, category, reference, amount_cents, status, request_count, cancelled_on)
       values (?, ?, ?, 0, ?, 0, now())
       on conflict (idempotency_key) do update
         set status = excluded.status, cancelled_on = coalesce(p.cancelled_on, excluded.cancelled_on), updated_on = now()
         where p.cancelled_on is not null or p.status = ?
       returning *`,
      [idempotencyKey, tombstone, sandboxReference(tombstone), failed, cancellable],
    );
    if (row) return { cancelled: true, entry: this.entryOf(row) };
    // Not cancellable: the row exists and stays as it is (a completed entry never changes).
    const entry = await this.find(idempotencyKey);
    if (!entry) throw new Error(`Sandbox books: no entry for ${idempotencyKey} although cancelling it conflicted`);
    return { cancelled: false, entry };
  }

  async find(idempotencyKey: string): Promise<SandboxBookEntry | undefined> {
    const [row] = await query<BookRow>(this.em.fork(), 'select * from sandbox_provider_payout where idempotency_key = ?', [idempotencyKey]);
    return row ? this.entryOf(row) : undefined;
  }

  private entryOf(row: BookRow): SandboxBookEntry {
    return {
      idempotencyKey: row.idempotency_key,
      category: row.category,
      reference: row.reference,
      amountCents: Number(row.amount_cents),
      status: row.status,
      credentials: row.credentials_encrypted ? this.encryption.decryptJson<CardCredentials>(row.credentials_encrypted) : null,
      requestCount: Number(row.request_count),
      cancelledOn: row.cancelled_on === null ? null : new Date(row.cancelled_on),
    };
  }
}
