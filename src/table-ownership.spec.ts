import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { PayoutInstructionStatus } from './modules/payout-instructions';

/**
 * One owner per table: every table of migrations/ is written (raw SQL or the ORM's write calls) from one folder
 * only; other code asks that folder's public surface. Status literals of payout instructions live in the state
 * machine alone, and no status column is compared with a quoted literal in SQL text (enums give the values).
 */
const OWNERS: Readonly<Record<string, string>> = {
  organization: 'src/modules/organization',
  app_user: 'src/modules/users',
  app_user_change: 'src/modules/users',
  invitation: 'src/modules/users',
  webhook_endpoint: 'src/modules/webhooks',
  webhook_event: 'src/modules/webhooks',
  webhook_delivery: 'src/modules/webhooks',
  // Written by the kernel's recordEvents and eventsOf (a CTE branch of their causes' statements), never named elsewhere.
  domain_event: 'src/core/events',
  webhook_delivery_attempt: 'src/modules/webhooks',
  ledger_account: 'src/core/ledger',
  ledger_transaction: 'src/core/ledger',
  ledger_posting: 'src/core/ledger',
  ledger_statement_line: 'src/core/ledger',
  ledger_statement_day: 'src/core/ledger',
  ledger_campaign_holding: 'src/core/ledger',
  idempotency_key: 'src/core/idempotency',
  funds_holder: 'src/modules/funds-holders',
  funds_holder_attachment: 'src/modules/funds-holders',
  bank_account: 'src/modules/bank-accounts',
  payout_method: 'src/modules/payout-methods',
  email_template: 'src/modules/templates',
  campaign: 'src/modules/campaigns',
  // Also written by the balance row's trigger (migrations), as the report tallies are.
  campaign_balance_alert: 'src/modules/campaigns',
  campaign_draft: 'src/modules/campaign-drafts',
  funding_transfer: 'src/modules/funding',
  payout_instruction: 'src/modules/payout-instructions',
  payout_instruction_activity: 'src/modules/payout-instructions',
  email_delivery: 'src/modules/notifications',
  // Report tallies: written by triggers on their source table (migrations), folded by its module.
  payout_instruction_tally: 'src/modules/payout-instructions',
  payout_instruction_tag_tally: 'src/modules/payout-instructions',
  organization_beneficiary: 'src/modules/payout-instructions',
  email_delivery_tally: 'src/modules/payout-instructions',
  payout_instruction_upload: 'src/modules/uploads',
  upload_row_error: 'src/modules/uploads',
  payout: 'src/modules/payouts',
  claim_session: 'src/modules/claims',
  claim_otp: 'src/modules/claims',
  claim_failure: 'src/modules/claims',
  // Also every per-upload copy of it: the only tables named at run time (`${table}` in SQL text).
  upload_staging: 'src/modules/uploads',
  sandbox_provider_payout: 'src/modules/payouts',
  ach_transfer: 'src/modules/payouts',
  bank_inbound_file: 'src/modules/bank-inbox',
  bank_file_delivery: 'src/modules/bank-files',
  ach_file: 'src/modules/payouts',
  ach_file_part: 'src/modules/payouts',
  check_print_run: 'src/modules/payouts',
  direct_ach_request: 'src/modules/payouts',
  payout_tally: 'src/modules/payouts',
  payout_status_change: 'src/modules/payouts',
  withdrawal_account: 'src/modules/withdrawal-accounts',
  scheduled_job_setting: 'src/modules/administration',
  approval_rule: 'src/modules/approvals',
  approval_request: 'src/modules/approvals',
  audit_log_entry: 'src/modules/audit-log',
};

const ROOT = join(__dirname, '..');
const STATE_MACHINE = 'src/modules/payout-instructions/payout-instruction-state';
/** A payout has a state machine of its own; its `Cancelled` is not an instruction's. */
const PAYOUT_STATE_MACHINE = 'src/modules/payouts/payout-state';
/** An invitation's statuses are its own too: its `Cancelled` is not an instruction's. */
const INVITATION_STATUSES = 'src/modules/users/invitation.entity';

function sourceFiles(dir: string): string[] {
  return readdirSync(join(ROOT, dir), { withFileTypes: true }).flatMap((entry) => {
    const path = `${dir}/${entry.name}`;
    if (entry.isDirectory()) return sourceFiles(path);
    return entry.name.endsWith('.ts') ? [path] : [];
  });
}

const FILES = [...sourceFiles('src'), ...sourceFiles('workers')].map((path) => ({ path, text: readFileSync(join(ROOT, path), 'utf8') }));
const CODE = FILES.filter((file) => !file.path.endsWith('.spec.ts'));

const lineOf = (text: string, index: number) => text.slice(0, index).split('\n').length;

/** Tables written by SQL text: the target of insert, update, delete, truncate, copy, create and drop. */
function sqlWrites(text: string): { table: string; line: number }[] {
  const statement = /\b(?:insert\s+into|update|delete\s+from|truncate(?:\s+table)?|copy|create\s+(?:unlogged\s+)?table|drop\s+table(?:\s+if\s+exists)?)\s+(\$\{[^}]+\}|[a-z_][a-z0-9_]*)/gi;
  return [...text.matchAll(statement)].map((match) => ({
    table: match[1].startsWith('${') ? 'upload_staging' : match[1].toLowerCase(),
    line: lineOf(text, match.index),
  }));
}

/** Entity class → table, from `@Entity({ tableName: '…' }) export class …`. */
const ENTITY_TABLES = new Map(
  CODE.flatMap((file) => [...file.text.matchAll(/@Entity\(\{[^}]*tableName: '([a-z_]+)'[^}]*\}\)\s*export class (\w+)/g)].map((m): [string, string] => [m[2], m[1]])),
);

/** Tables written through the ORM's write calls that name an entity class. */
function ormWrites(text: string): { table: string; line: number }[] {
  const call = /\.(?:create|createQueryBuilder|nativeInsert|nativeUpdate|nativeDelete|upsert|upsertMany|insertMany)\(\s*(\w+)\b/g;
  return [...text.matchAll(call)]
    .filter((match) => ENTITY_TABLES.has(match[1]))
    .map((match) => ({ table: ENTITY_TABLES.get(match[1])!, line: lineOf(text, match.index) }));
}

describe('table ownership', () => {
  it('names an owner, an existing folder, for every table of the migrations, and for nothing else', () => {
    // What each migration's up() does, in order: a table a later one renames is known by its new name.
    const ups = readdirSync(join(ROOT, 'migrations'))
      .filter((name) => name.endsWith('.ts'))
      .sort()
      .map((name) => readFileSync(join(ROOT, 'migrations', name), 'utf8').split(/async\s+down\s*\(/)[0]);
    const created = new Set<string>();
    for (const up of ups) {
      for (const match of up.matchAll(/create\s+(?:unlogged\s+)?table\s+(?:if\s+not\s+exists\s+)?([a-z_][a-z0-9_]*)/gi)) created.add(match[1].toLowerCase());
      for (const [, from, to] of up.matchAll(/alter\s+table\s+([a-z_][a-z0-9_]*)\s+rename\s+to\s+([a-z_][a-z0-9_]*)/gi)) {
        created.delete(from.toLowerCase());
        created.add(to.toLowerCase());
      }
    }
    expect([...created].sort()).toEqual(Object.keys(OWNERS).sort());
    for (const owner of new Set(Object.values(OWNERS))) expect(existsSync(join(ROOT, owner))).toBe(true);
    expect([...ENTITY_TABLES.values()].filter((table) => !(table in OWNERS))).toEqual([]);
  });

  it('writes each table from its owner only', () => {
    const strays = CODE.flatMap((file) =>
      [...sqlWrites(file.text), ...ormWrites(file.text)]
        .filter(({ table }) => table in OWNERS && !file.path.startsWith(`${OWNERS[table]}/`))
        .map(({ table, line }) => `${file.path}:${line} writes ${table}, which ${OWNERS[table]} owns`),
    );
    expect(strays).toEqual([]);
  });

  it('finds the writes it looks for (the check itself)', () => {
    const tables = (writes: { table: string }[]) => writes.map((write) => write.table).filter((table) => table in OWNERS);
    expect(tables(sqlWrites('with u as (update payout_instruction p set x = 1) insert into email_delivery select 1'))).toEqual(['payout_instruction', 'email_delivery']);
    expect(tables(sqlWrites('delete from ${table} s; select 1 for update skip locked; -- Update a payout instruction'))).toEqual(['upload_staging']);
    expect(tables(ormWrites('em.create(PayoutInstruction, {}); tx.createQueryBuilder(FundingTransfer).insert({})'))).toEqual(['payout_instruction', 'funding_transfer']);
  });

  it('keeps the status literals of payout instructions in the state machine', () => {
    const literal = new RegExp(`(['"])(${Object.values(PayoutInstructionStatus).join('|')})\\1`, 'g');
    const strays = FILES.filter((file) => ![STATE_MACHINE, PAYOUT_STATE_MACHINE, INVITATION_STATUSES].some((own) => file.path.startsWith(own))).flatMap((file) =>
      [...file.text.matchAll(literal)].map((match) => `${file.path}:${lineOf(file.text, match.index)} ${match[0]}`),
    );
    expect(strays).toEqual([]);
  });

  it('compares no status column with a quoted literal in SQL text', () => {
    const comparison = /\b\w*status\s*(?:=|<>|!=|not\s+in|in)\s*\(?\s*'\w+'/gi;
    const strays = CODE.flatMap((file) => [...file.text.matchAll(comparison)].map((match) => `${file.path}:${lineOf(file.text, match.index)} ${match[0]}`));
    expect(strays).toEqual([]);
  });
});
