import { literals } from '../../core/database/sql';
import { UPDATABLE_STATUSES } from '../payout-instructions';
import { STAGING_COLUMNS } from './staging-rows';

/**
 * The set-based SQL of an import (UploadImportService) on its own tables, as text: every statement works on a whole
 * upload's staging table at once, on the import's own pg client (`$n` parameters). The merge of the staged rows into
 * payout instructions is the payout-instructions context's (StagedMerge).
 */

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The staging table of one upload: `upload_staging_<id without dashes>`, shaped like the migration's `upload_staging`. */
export function stagingTable(uploadId: string): string {
  if (!UUID.test(uploadId)) throw new Error(`Not an upload id: ${uploadId}`);
  return `upload_staging_${uploadId.replace(/-/g, '').toLowerCase()}`;
}

export const createStagingSql = (table: string) => `create unlogged table ${table} (like upload_staging including all)`;

export const copyIntoStagingSql = (table: string) => `copy ${table} (${STAGING_COLUMNS.join(', ')}) from stdin`;

/** States whose instructions an upload may update: those a PATCH may. */
const UPDATABLE = literals(UPDATABLE_STATUSES);

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
