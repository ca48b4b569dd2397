import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { execute, literal, literals, query } from '../../core/database/sql';
import { statusChangesOf } from './instruction-events';
import { HOLDING_STATUSES, PayoutInstructionStatus, UPDATABLE_STATUSES } from './payout-instruction-state';
import type { UPLOAD_COLUMNS } from '../../core/tags/tags';

type Column = (typeof UPLOAD_COLUMNS)[number];

const { Draft, Initiated, Restored } = PayoutInstructionStatus;
const UPDATABLE = literals(UPDATABLE_STATUSES);
const HOLDING = literals(HOLDING_STATUSES);

/**
 * Rows to merge into one campaign's payout instructions, in a table shaped like the `upload_staging` table of the
 * uploads context (row_number, id, external_id, first_name, last_name, email, phone_number, amount_cents, tags),
 * which makes and fills it.
 */
export interface StagedRows {
  /** The table's name: an identifier made by its owner, never from input. */
  table: string;
  /** The columns the file has: a field without one keeps its value; an empty cell clears it. */
  columns: ReadonlySet<Column>;
  /** The file's tag columns: an instruction's tags of these keys (ignoring case) are replaced, the others kept. */
  tagKeys: readonly string[];
}

export interface MergeTarget {
  organizationId: string;
  campaignId: string;
  /** Named in the activity entries the merge writes. */
  uploadId: string;
  now: Date;
}

/** What the update of existing instructions did (see updateFromStaging). */
export interface StagedUpdates {
  /** Staged rows naming an updatable instruction, and how many instructions they name. */
  matched: number;
  instructions: number;
  /** Instructions that should change, and those that did (fewer: a concurrent change got in the way). */
  expected: number;
  changed: number;
  /** The net change of the funds the changed instructions hold, for one ledger movement. */
  heldDeltaCents: number;
}

const change = (field: string, from: string, to: string) =>
  `case when ${to} is distinct from ${from} then jsonb_build_object('${field}', jsonb_build_object('from', ${from}, 'to', ${to})) else '{}'::jsonb end`;

const dollars = (cents: string) => `trim_scale(${cents} / 100.0)`;

/**
 * Staged rows (an upload's) merged into payout instructions in set-based SQL, inside the caller's transaction: the
 * uploads context stages and checks the rows, this context writes its own tables. Every statement works on the
 * whole staging table at once.
 */
@Injectable()
export class StagedMerge {
  /**
   * Updates of existing instructions under the PATCH rules and the re-upload rule, in one statement over every
   * staged row whose Id is an updatable instruction of the campaign:
   * - a column missing from the file keeps its field; an empty cell clears it (an empty Email keeps the address);
   * - the tags of the file's tag columns are replaced (an empty cell removes the tag; keys match ignoring case, so
   *   the file's spelling wins), other tags stay;
   * - an empty Amount clears the amount and puts the instruction back to Draft, releasing what it held; a changed
   *   email or amount moves Initiated to Restored; a changed email voids earlier links (link_version + 1), and so
   *   does going back to Draft;
   * - rows that change nothing write nothing.
   * The `version` guard makes a concurrent change of a row (between the statement's snapshot and its row lock)
   * leave that row alone: the caller compares `expected` with `changed` and merges again when they differ (and when
   * `matched` rows name fewer `instructions`: an Id repeated in the file). Activity entries are written for what
   * changed, like PATCH's.
   */
  async updateFromStaging(em: EntityManager, rows: StagedRows, target: MergeTarget): Promise<StagedUpdates> {
    const folded = rows.tagKeys.map((key) => key.toLowerCase());
    const [row] = await query<{ matched: string; instructions: string; expected: string; changed: string; held_delta: string }>(
      em,
      updateSql(rows),
      [...(folded.length ? [folded] : []), target.campaignId, target.now, target.organizationId, target.uploadId],
    );
    return {
      matched: Number(row.matched),
      instructions: Number(row.instructions),
      expected: Number(row.expected),
      changed: Number(row.changed),
      heldDeltaCents: Number(row.held_delta),
    };
  }

  /**
   * New instructions: every staged row whose Id is not an instruction of the campaign (or that has no Id), as
   * Draft, with the id the stager gave it. The anti-join is a hash join against the campaign's instructions, not a
   * lookup per row. Returns how many were created.
   */
  insertFromStaging(em: EntityManager, rows: StagedRows, target: MergeTarget): Promise<number> {
    return execute(
      em,
      `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, last_name, email, phone_number, amount_cents, tags, created_on, updated_on)
       select s.id, ?, ?, s.external_id, s.first_name, s.last_name, s.email, s.phone_number, s.amount_cents, s.tags, ?::timestamptz, ?::timestamptz
       from ${rows.table} s
       where not exists (select 1 from payout_instruction p where p.campaign_id = ? and p.external_id = s.external_id)`,
      [target.organizationId, target.campaignId, target.now, target.now, target.campaignId],
    );
  }
}

/** Parameters: [folded tag keys, when the file has tag columns], campaign id, now, organization id, upload id. */
function updateSql({ table, columns, tagKeys }: StagedRows): string {
  const fromFile = (column: Column, field: string) => (columns.has(column) ? `s.${field}` : `o.${field}`);
  const newTags = tagKeys.length
    ? `(select coalesce(jsonb_object_agg(e.key, e.value), '{}'::jsonb) from jsonb_each(o.tags) e where lower(e.key) <> all (?::text[])) || s.tags`
    : 'o.tags';
  return `
  with x as (
    select o.id as pid, o.version as old_version, o.status as old_status, s.row_number,
      o.first_name as old_first_name, o.last_name as old_last_name, o.email as old_email, o.phone_number as old_phone_number,
      o.amount_cents as old_amount, o.tags as old_tags,
      ${fromFile('FirstName', 'first_name')} as new_first_name,
      ${fromFile('LastName', 'last_name')} as new_last_name,
      coalesce(s.email, o.email) as new_email,
      ${fromFile('PhoneNumber', 'phone_number')} as new_phone_number,
      ${fromFile('Amount', 'amount_cents')} as new_amount,
      ${newTags} as new_tags
    from ${table} s join payout_instruction o on o.campaign_id = ? and o.external_id = s.external_id
    where o.status in ${UPDATABLE}
  ), y as (
    select x.*,
      lower(new_email) <> lower(old_email) as email_changed,
      case when old_status = ${literal(Draft)} or new_amount is null then ${literal(Draft)}
           when old_status = ${literal(Initiated)} and (lower(new_email) <> lower(old_email) or new_amount is distinct from old_amount) then ${literal(Restored)}
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
      link_version = p.link_version + case when z.email_changed or (z.new_status = ${literal(Draft)} and z.old_status <> ${literal(Draft)}) then 1 else 0 end,
      version = p.version + 1, updated_on = ?::timestamptz
    from z
    where z.changed and p.id = z.pid and p.version = z.old_version
    returning z.*, p.organization_id
  ), events as (
    ${statusChangesOf('u', { id: 'pid', previousStatus: 'old_status', status: 'new_status' }, 'new_status <> old_status')}
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
        (3, case when d.new_status = ${literal(Restored)} then 'PayoutInstructionRestored' else 'PayoutInstructionReturnedToDraft' end,
            case when d.new_status = ${literal(Restored)} then 'Restored: earlier claim links no longer work'
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
