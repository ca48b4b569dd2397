import { type EntityManager, MikroORM } from '@mikro-orm/postgresql';
import { newId } from '../../../src/core/database/base.entity';
import { mikroOrmConfig } from '../../../src/core/database/mikro-orm.config';
import { execute, query } from '../../../src/core/database/sql';
import { BANK_ACCOUNT_KINDS, CAMPAIGN_ACCOUNT_KINDS, LedgerService, mergePostings, transfer } from '../../../src/core/ledger';
import { PayoutMethodCategory } from '../../../src/modules/payout-methods';
import { AchTransfers } from '../../../src/modules/payouts/ach/ach-transfers';
import { type CompletionRecord, PayoutRecords } from '../../../src/modules/payouts/payout-records';

jest.setTimeout(30_000);

/**
 * The set-based statements (one statement for any number of rows) on real PostgreSQL, with one, two and many rows
 * and arrays holding nulls beside values: each array goes as one bound parameter (docs/architecture.md,
 * "Set-based SQL"), never written into the statement's text, where a null used to become nothing (`array[, 'v1']`).
 */
const initOrm = () => MikroORM.init(mikroOrmConfig({ databaseUrl: process.env.DATABASE_URL! }));
let orm: Awaited<ReturnType<typeof initOrm>>;

beforeAll(async () => {
  orm = await initOrm();
});

afterAll(async () => {
  await orm?.close(true);
});

const em = (): EntityManager => orm.em.fork();
const inTransaction = <T>(work: (em: EntityManager) => Promise<T>): Promise<T> => orm.em.fork().transactional(work);
const SIZES = [1, 2, 150];
const range = (n: number) => Array.from({ length: n }, (_, i) => i);

async function newOrganization(): Promise<string> {
  const organizationId = newId();
  await execute(em(), 'insert into organization (id, name) values (?, ?)', [organizationId, 'Set-based statements']);
  return organizationId;
}

describe('query() binds arrays whole', () => {
  /** Texts that a list written into SQL would get wrong: separators, quotes, braces, the word NULL, the empty text. */
  const AWKWARD = [null, 'plain', 'a,b', "it's", 'say "hi"', '{braces}', 'back\\slash', 'NULL', '', '?', 'ünïcode'];

  it.each(SIZES)('round-trips %i rows of every array type, nulls included', async (n) => {
    const ids = range(n).map((i) => (i % 3 === 1 ? null : newId()));
    const texts = range(n).map((i) => AWKWARD[i % AWKWARD.length]);
    const integers = range(n).map((i) => (i % 4 === 2 ? null : i));
    const cents = range(n).map((i) => (i % 5 === 3 ? null : String(9_007_199_254_740_000 + i)));
    const flags = range(n).map((i) => (i % 3 === 0 ? null : i % 2 === 0));
    const rows = await query<{ id: string | null; text: string | null; integer: number | null; cents: string | null; flag: boolean | null }>(
      em(),
      'select * from unnest(?::uuid[], ?::text[], ?::integer[], ?::bigint[], ?::boolean[]) with ordinality as x(id, text, integer, cents, flag, n) order by n',
      [ids, texts, integers, cents, flags],
    );
    expect(rows.map((r) => [r.id, r.text, r.integer, r.cents, r.flag])).toEqual(range(n).map((i) => [ids[i], texts[i], integers[i], cents[i], flags[i]]));
  });

  it('matches by = any(?::uuid[]) and <> all(?::text[]) whatever the arrays hold', async () => {
    const organizationId = await newOrganization();
    const [{ n }] = await query<{ n: number }>(em(), 'select count(*)::int as n from organization where id = any(?::uuid[])', [[null, organizationId, null]]);
    expect(n).toBe(1);
    const [{ kept }] = await query<{ kept: string[] }>(em(), "select array_agg(v order by v) as kept from unnest(array['a', 'b', 'c']) v where v <> all(?::text[])", [['b', 'x,y']]);
    expect(kept).toEqual(['a', 'c']);
  });

  it('refuses an array whose placeholder is not an array, before anything reaches PostgreSQL', async () => {
    await expect(query(em(), 'select 1 from organization where id in (?)', [[newId(), newId()]])).rejects.toThrow('Parameter 1 is an array');
  });

  it('execute() counts the rows a statement over an array wrote', async () => {
    const organizations = [await newOrganization(), await newOrganization()];
    await expect(execute(em(), 'update organization set updated_on = now() where id = any(?::uuid[])', [[...organizations, null]])).resolves.toBe(2);
  });
});

describe('PayoutRecords', () => {
  const records = new PayoutRecords();
  const CATEGORIES = [PayoutMethodCategory.DigitalWallet, PayoutMethodCategory.GiftCard, PayoutMethodCategory.AchBankTransfer, PayoutMethodCategory.PrepaidCard];

  /** `n` payouts being processed, of the four categories in turn; their ids in that order. */
  async function processingPayouts(n: number, status = 'Processing'): Promise<{ organizationId: string; ids: string[] }> {
    const organizationId = await newOrganization();
    const ids = range(n).map(() => newId());
    await execute(
      em(),
      `insert into payout (id, organization_id, payout_instruction_id, campaign_id, payout_method_id, category, amount_cents, status, details_encrypted)
       select x.id, ?, gen_random_uuid(), gen_random_uuid(), gen_random_uuid(), x.category, 100, ?, 'details'
       from unnest(?::uuid[], ?::text[]) as x(id, category)`,
      [organizationId, status, ids, ids.map((_, i) => CATEGORIES[i % CATEGORIES.length])],
    );
    return { organizationId, ids };
  }

  const rowsOf = (ids: readonly string[]) =>
    query<{ id: string; status: string; provider_reference: string | null; credentials_encrypted: string | null; submitted_on: Date | null }>(
      em(),
      'select id, status, provider_reference, credentials_encrypted, submitted_on from payout where id = any(?::uuid[]) order by id',
      [ids],
    );

  it.each(SIZES)('completes %i payouts at once: cards with credentials, wallets with a reference, settlements with neither', async (n) => {
    const { ids } = await processingPayouts(n);
    // A card has a reference and credentials, a wallet a reference only, an ACH settlement neither (its trace number
    // is already the payout's reference): nulls beside values in the same arrays.
    const completions: CompletionRecord[] = ids.map((payoutId, i) => ({
      payoutId,
      reference: i % 4 === 2 ? null : `ref-${i}`,
      credentialsEncrypted: i % 2 === 1 ? `v1:credentials-${i}` : null,
    }));
    const completed = await inTransaction((tx) => records.complete(tx, completions));
    expect(completed.map((c) => c.id).sort()).toEqual([...ids].sort());
    const rows = new Map((await rowsOf(ids)).map((row) => [row.id, row]));
    for (const completion of completions) {
      expect(rows.get(completion.payoutId)).toMatchObject({ status: 'Completed', provider_reference: completion.reference, credentials_encrypted: completion.credentialsEncrypted });
    }
    // A repeat completes nothing more.
    await expect(inTransaction((tx) => records.complete(tx, completions))).resolves.toEqual([]);
  });

  it('completes payouts whose results all lack credentials and references', async () => {
    const { ids } = await processingPayouts(3);
    const completed = await inTransaction((tx) => records.complete(tx, ids.map((payoutId) => ({ payoutId, reference: null, credentialsEncrypted: null }))));
    expect(completed).toHaveLength(3);
    expect((await rowsOf(ids)).map((row) => row.status)).toEqual(['Completed', 'Completed', 'Completed']);
  });

  it.each(SIZES)('marks %i payouts submitted, takes back the untaken and reads the unsubmitted', async (n) => {
    const { ids } = await processingPayouts(n + 1);
    const [kept, ...submitted] = ids;
    const marked = await inTransaction((tx) => records.markSubmitted(tx, submitted.map((payoutId, i) => ({ payoutId, reference: `wallet-${i}` }))));
    expect([...marked].sort()).toEqual([...submitted].sort());
    await inTransaction((tx) => records.untake(tx, ids));
    const unsubmitted = await records.unsubmitted(em(), [...ids, null as unknown as string]);
    expect(unsubmitted.map((p) => p.id)).toEqual([kept]);
  });

  it.each(SIZES)('records %i payouts submitted to the bank with their trace numbers', async (n) => {
    const { ids } = await processingPayouts(n, 'Pending');
    await inTransaction((tx) => records.submittedToBank(tx, ids.map((payoutId, i) => ({ payoutId, reference: `0210000${String(i).padStart(8, '0')}` }))));
    const rows = await rowsOf(ids);
    expect(rows.every((row) => row.status === 'Processing' && row.provider_reference?.startsWith('0210000'))).toBe(true);
  });
});

describe('AchTransfers', () => {
  const transfers = new AchTransfers();

  async function submittedTransfers(n: number): Promise<string[]> {
    const organizationId = await newOrganization();
    const ids = range(n).map(() => newId());
    await execute(
      em(),
      `insert into ach_transfer (id, organization_id, payout_instruction_id, payout_id, amount_cents, status, account_holder_name, routing_number,
                                 account_number_encrypted, account_number_last4, account_type)
       select x.id, ?, gen_random_uuid(), gen_random_uuid(), 100, 'Pending', 'Holder', '021000021', 'v1:encrypted', '6789', 'Checking'
       from unnest(?::uuid[]) as x(id)`,
      [organizationId, ids],
    );
    const fileId = newId();
    await execute(em(), 'insert into ach_file (id, organization_id, effective_date, first_trace_sequence) values (?, ?, current_date, 1)', [fileId, organizationId]);
    await inTransaction((tx) => transfers.markSubmitted(tx, fileId, '2026-11-30', ids.map((id, i) => ({ id, traceNumber: `02100002${String(i).padStart(7, '0')}` }))));
    return ids;
  }

  it.each(SIZES)('settles %i submitted transfers at once (and none twice)', async (n) => {
    const ids = await submittedTransfers(n);
    const settled = await inTransaction((tx) => transfers.settle(tx, [...ids, null as unknown as string]));
    expect(settled.map((t) => t.id).sort()).toEqual([...ids].sort());
    expect(settled.every((t) => t.trace_number?.startsWith('02100002'))).toBe(true);
    await expect(inTransaction((tx) => transfers.settle(tx, ids))).resolves.toEqual([]);
  });
});

describe('LedgerService', () => {
  const ledger = new LedgerService();

  it.each(SIZES)('opens the accounts of %i owners and reads their balances in one statement', async (n) => {
    const organizationId = await newOrganization();
    const owners = range(n).map(() => newId());
    const bankAccountId = newId();
    const bank = await inTransaction((tx) => ledger.ensureAccounts(tx, organizationId, bankAccountId, BANK_ACCOUNT_KINDS));
    const campaigns: Record<(typeof CAMPAIGN_ACCOUNT_KINDS)[number], string>[] = [];
    for (const owner of owners) campaigns.push(await inTransaction((tx) => ledger.ensureAccounts(tx, organizationId, owner, CAMPAIGN_ACCOUNT_KINDS)));
    // One funding transfer attributed to every owner at once: postings over n + 1 accounts in one statement.
    const transferId = newId();
    await inTransaction((tx) =>
      ledger.post(tx, { organizationId, kind: 'FundingReceived', referenceId: transferId, postings: transfer(bank.ExternalFunding, bank.BankAccountUnattributed, 100 * n) }),
    );
    await inTransaction((tx) =>
      ledger.post(tx, {
        organizationId,
        kind: 'FundingAttributed',
        referenceId: transferId,
        postings: mergePostings(campaigns.flatMap((accounts) => transfer(bank.BankAccountUnattributed, accounts.CampaignUnallocated, 100))),
      }),
    );
    const balances = await ledger.balancesOf(em(), organizationId, [...owners, ...owners]);
    expect(balances.size).toBe(n);
    for (const owner of owners) expect(balances.get(owner)?.CampaignUnallocated).toBe(100);
  });
});
