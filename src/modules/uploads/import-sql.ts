import type { HeaderMap } from './csv-header';
import { STAGING_COLUMNS } from './staging-rows';

/**
 * The set-based SQL of an import (UploadImportService), as text: every statement works on a whole upload's staging
 * table at once. Statements for the import's own pg client use `$n` parameters; those run through MikroORM (inside
 * the merge transaction) use `?`, which is why none of them uses the jsonb `?` operator.
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The staging table of one upload: `upload_staging_<id without dashes>`, shaped like the migration's `upload_staging`. */
export function stagingTable(uploadId: string): string {
  if (!UUID.test(uploadId)) throw new Error(`Not an upload id: ${uploadId}`);
  return `upload_staging_${uploadId.replace(/-/g, '').toLowerCase()}`;
}

export const createStagingSql = (table: string) => `create unlogged table ${table} (like upload_staging including all)`;

export const copyIntoStagingSql = (table: string) => `copy ${table} (${STAGING_COLUMNS.join(', ')}) from stdin`;

/** States whose instructions an upload may update (the PATCH rules, docs/state-machine.md). */
const UPDATABLE = `('Draft', 'Initiated', 'Restored')`;
const HOLDING = `('Initiated', 'Restored')`;

/**
 * A repeated `Id`: every occurrence after the first is a row error (and leaves the staging table). The grouping
 * finds the repeated ids first (a hash aggregate; the join and window then run on those few rows only, and on
 * none at all in the usual file without repeats). Parameters: $1 upload id. Returns the rows reported.
 */
export const duplicateIdsSql = (table: string) => `
  with repeated as (
    select external_id from ${table} where external_id is not null group by external_id having count(*) > 1
  ), occurrences as (
    select s.row_number, s.external_id, min(s.row_number) over (partition by s.external_id) as first_row
    from ${table} s join repeated r on r.external_id = s.external_id
  ), refused as (
    delete from ${table} s using occurrences o
    where s.row_number = o.row_number and o.row_number > o.first_row
    returning s.row_number, o.first_row
  )
  insert into upload_row_error (upload_id, row_number, column_name, message)
  select $1, row_number, 'Id', 'Id appears more than once in the file (first on row ' || first_row || '); each instruction may be listed once.'
  from refused`;

/**
 * Rows whose `Id` is an instruction that may no longer change (PayoutMethodSelected, Requested, Fulfilled,
 * Cancelled): row errors, out of the staging table. Parameters: $1 upload id, $2 campaign id.
 */
export const notUpdatableSql = (table: string) => `
  with refused as (
    delete from ${table} s using payout_instruction p
    where p.campaign_id = $2 and p.external_id = s.external_id and p.status not in ${UPDATABLE}
    returning s.row_number, p.status
  )
  insert into upload_row_error (upload_id, row_number, column_name, message)
  select $1, row_number, 'Id', 'The payout instruction with this Id is ' || status || ': only Draft, Initiated and Restored instructions can be updated.'
  from refused`;

/**
 * Rows that would leave an instruction with more tags than allowed (tags.ts: 20): its tags other than the file's tag
 * columns (compared ignoring case), plus the row's. Parameters: $1 upload id, $2 campaign id, $3 the file's tag keys
 * in lower case, $4 the limit.
 */
export const tooManyTagsSql = (table: string) => `
  with counted as (
    select s.row_number,
      (select count(*) from jsonb_object_keys(p.tags) k where lower(k) <> all ($3::text[])) + (select count(*) from jsonb_object_keys(s.tags)) as tags
    from ${table} s join payout_instruction p on p.campaign_id = $2 and p.external_id = s.external_id
    where p.status in ${UPDATABLE}
  ), refused as (
    delete from ${table} s using counted c where s.row_number = c.row_number and c.tags > $4
    returning s.row_number, c.tags
  )
  insert into upload_row_error (upload_id, row_number, column_name, message)
  select $1, row_number, null, 'At most ' || $4 || ' tags per payout instruction; with this row''s tags it would have ' || tags || '.'
  from refused`;

/**
 * Rows without an Email whose Id is not an instruction of the campaign: they would create one, which needs an
 * address. Parameters: $1 upload id, $2 campaign id.
 */
export const emailRequiredSql = (table: string) => `
  with refused as (
    delete from ${table} s
    where s.email is null and s.external_id is not null
      and not exists (select 1 from payout_instruction p where p.campaign_id = $2 and p.external_id = s.external_id)
    returning s.row_number
  )
  insert into upload_row_error (upload_id, row_number, column_name, message)
  select $1, row_number, 'Email', 'Email is required to create a payout instruction, and no instruction of the campaign has this Id.'
  from refused`;

/**
 * New instructions: every staged row whose Id is not an instruction of the campaign (or that has no Id), as
 * Draft, with the id the worker gave it. Parameters: organization id, campaign id, now, campaign id.
 * The anti-join is a hash join against the campaign's instructions, not a lookup per row.
 */
export const insertNewSql = (table: string) => `
  insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, last_name, email, phone_number, amount_cents, tags, created_on, updated_on)
  select s.id, ?, ?, s.external_id, s.first_name, s.last_name, s.email, s.phone_number, s.amount_cents, s.tags, ?::timestamptz, ?::timestamptz
  from ${table} s
  where not exists (select 1 from payout_instruction p where p.campaign_id = ? and p.external_id = s.external_id)`;

const change = (field: string, from: string, to: string) =>
  `case when ${to} is distinct from ${from} then jsonb_build_object('${field}', jsonb_build_object('from', ${from}, 'to', ${to})) else '{}'::jsonb end`;

const dollars = (cents: string) => `trim_scale(${cents} / 100.0)`;

/**
 * Updates of existing instructions under the PATCH rules and the upload's empty-Amount rule (docs/uploads.md, The file), in one
 * statement over every staged row whose Id is an updatable instruction of the campaign:
 * - a column missing from the header keeps its field; an empty cell clears it (an empty Email keeps the address);
 * - the tags of the file's tag columns are replaced (an empty cell removes the tag; keys match ignoring case, so the
 *   file's spelling wins), other tags stay;
 * - an empty Amount clears the amount and puts the instruction back to Draft, releasing what it held; a changed
 *   email or amount moves Initiated to Restored; a changed email voids earlier links (link_version + 1), and so
 *   does going back to Draft;
 * - rows that change nothing write nothing.
 * The `version` guard makes a concurrent change of a row (between the statement's snapshot and its row lock) leave
 * that row alone; the caller compares `expected` with `changed` and retries the merge when they differ (and
 * when `matched` rows name fewer `instructions`: an Id repeated in the file). Activity entries are written for what
 * changed, like PATCH's. Returns one row: matched, instructions, expected, changed, held_delta (the net change of
 * the funds the instructions hold, for one ledger movement).
 * Parameters: campaign id, [folded tag keys], now, organization id, upload id.
 */
export function updateExistingSql(table: string, header: HeaderMap): string {
  const has = (column: keyof HeaderMap['known']) => header.known[column] !== undefined;
  const newTags = header.tags.length
    ? `(select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each(o.tags) e where lower(e.key) <> all (array[?]::text[])) || s.tags`
    : 'o.tags';
  return `
  with x as (
    select o.id as pid, o.version as old_version, o.status as old_status, s.row_number,
      o.first_name as old_first_name, o.last_name as old_last_name, o.email as old_email, o.phone_number as old_phone_number,
      o.amount_cents as old_amount, o.tags as old_tags,
      ${has('FirstName') ? 's.first_name' : 'o.first_name'} as new_first_name,
      ${has('LastName') ? 's.last_name' : 'o.last_name'} as new_last_name,
      coalesce(s.email, o.email) as new_email,
      ${has('PhoneNumber') ? 's.phone_number' : 'o.phone_number'} as new_phone_number,
      ${has('Amount') ? 's.amount_cents' : 'o.amount_cents'} as new_amount,
      ${newTags} as new_tags
    from ${table} s join payout_instruction o on o.campaign_id = ? and o.external_id = s.external_id
    where o.status in ${UPDATABLE}
  ), y as (
    select x.*,
      lower(new_email) <> lower(old_email) as email_changed,
      case when old_status = 'Draft' or new_amount is null then 'Draft'
           when old_status = 'Initiated' and (lower(new_email) <> lower(old_email) or new_amount is distinct from old_amount) then 'Restored'
           else old_status end as new_status
    from x
  ), z as (
    select y.*,
      (new_first_name, new_last_name, new_email, new_phone_number, new_amount, new_tags, new_status)
        is distinct from (old_first_name, old_last_name, old_email, old_phone_number, old_amount, old_tags, old_status) as changed,
      (case when new_status in ${HOLDING} then new_amount else 0 end) - (case when old_status in ${HOLDING} then old_amount else 0 end) as held_delta
    from y
  ), u as (
    update payout_instruction p set
      first_name = z.new_first_name, last_name = z.new_last_name, email = z.new_email, phone_number = z.new_phone_number,
      amount_cents = z.new_amount, tags = z.new_tags, status = z.new_status,
      link_version = p.link_version + case when z.email_changed or (z.new_status = 'Draft' and z.old_status <> 'Draft') then 1 else 0 end,
      version = p.version + 1, updated_on = ?::timestamptz
    from z
    where z.changed and p.id = z.pid and p.version = z.old_version
    returning z.*
  ), described as (
    select u.pid, u.row_number, u.old_status, u.new_status,
      array_to_string(array_remove(array[
        case when new_first_name is distinct from old_first_name then 'firstName' end,
        case when new_last_name is distinct from old_last_name then 'lastName' end,
        case when new_email is distinct from old_email then 'email' end,
        case when new_phone_number is distinct from old_phone_number then 'phoneNumber' end,
        case when new_amount is distinct from old_amount then 'amount' end], null), ', ') as fields,
      ${change('firstName', 'old_first_name', 'new_first_name')}
        || ${change('lastName', 'old_last_name', 'new_last_name')}
        || ${change('email', 'old_email', 'new_email')}
        || ${change('phoneNumber', 'old_phone_number', 'new_phone_number')}
        || ${change('amount', dollars('old_amount'), dollars('new_amount'))} as changes,
      case when new_tags = old_tags then null
           when new_tags = '{}'::jsonb then to_jsonb('Tags cleared'::text)
           else (select jsonb_object_agg(n.key, case when o.value is not null and o.value <> n.value then o.value || ' → ' || n.value else n.value end)
                 from jsonb_each_text(new_tags) n left join jsonb_each_text(old_tags) o on o.key = n.key)
             || coalesce((select jsonb_object_agg(o.key, o.value || ' → (removed)') from jsonb_each_text(old_tags) o where new_tags -> o.key is null), '{}'::jsonb)
      end as tag_change
    from u
  ), activity as (
    insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
    select uuid_generate_v7(), ?, e.pid, e.kind, e.description, e.details, 'System', null, clock_timestamp()
    from (
      select d.pid, d.row_number, entry.n, entry.kind, entry.description, entry.details
      from described d cross join lateral (values
        (1, 'PayoutInstructionUpdated', 'Changed ' || d.fields || ' (upload ' || ? || ')', case when d.fields <> '' then d.changes end),
        (2, 'PayoutInstructionTagsUpdated', case when d.tag_change = to_jsonb('Tags cleared'::text) then 'Tags cleared' else 'Tags changed' end, d.tag_change),
        (3, case when d.new_status = 'Restored' then 'PayoutInstructionRestored' else 'PayoutInstructionReturnedToDraft' end,
            case when d.new_status = 'Restored' then 'Restored: earlier claim links no longer work'
                 else 'Back to Draft: the upload cleared the amount; the funds it held are released' end,
            case when d.new_status <> d.old_status then jsonb_build_object('from', d.old_status, 'to', d.new_status) end)
      ) as entry(n, kind, description, details)
    ) e
    where e.details is not null
    order by e.row_number, e.n
  )
  select (select count(*) from z) as matched, (select count(distinct pid) from z) as instructions, (select count(*) from z where changed) as expected,
         (select count(*) from u) as changed, (select coalesce(sum(held_delta), 0) from u) as held_delta`;
}

/** Parameters for updateExistingSql, in order. */
export function updateExistingParams(header: HeaderMap, p: { campaignId: string; now: Date; organizationId: string; uploadId: string }): unknown[] {
  const folded = header.tags.map((t) => t.key.toLowerCase());
  return [...(header.tags.length ? [folded] : []), p.campaignId, p.now, p.organizationId, p.uploadId];
}
