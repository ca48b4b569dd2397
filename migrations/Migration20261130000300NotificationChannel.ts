import { Migration } from '@mikro-orm/migrations';

/**
 * An instruction keeps the channel it was last initiated or reinitiated with (docs/emails.md, Channel): `Email` or
 * `None` (a direct ACH request sets `None`), null while it was never initiated. Every later message to its
 * beneficiary follows it; with `None` nothing is queued and the activity records `NotificationSkipped`.
 *
 * Existing rows: the channel of each initiation has always been recorded in its activity entry
 * (`PayoutInstructionInitiated` / `PayoutInstructionReinitiated`, `details.channel`), and a direct ACH request
 * records `DirectAchRequested`; the latest of those gives the channel the instruction really has. An instruction
 * initiated with no such entry (none is known to exist) gets `Email`, the channel that was the default and the only
 * one before `None` existed: it was sent a claim email unless its beneficiary had unsubscribed, and later emails
 * still stop for an unsubscribed beneficiary. Drafts, and instructions cancelled without ever being initiated,
 * stay null.
 *
 * Also a unique index for the automatic reminders a `None` channel skips: the schedule runs every few minutes and
 * may overlap, and each skipped reminder (`dedupeKey` `auto-<link version>-<n>`, as the email it replaces) must be
 * recorded once, like the email would have been written once. Partial: only those entries are in it.
 */
export class Migration20261130000300NotificationChannel extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table payout_instruction add column notification_channel text check (notification_channel in ('Email', 'None'));`);
    this.addSql(`
      with latest as (
        select distinct on (payout_instruction_id) payout_instruction_id,
               case when kind = 'DirectAchRequested' or details ->> 'channel' = 'None' then 'None' else 'Email' end as channel
        from payout_instruction_activity
        where kind in ('PayoutInstructionInitiated', 'PayoutInstructionReinitiated', 'DirectAchRequested')
        order by payout_instruction_id, occurred_on desc, id desc
      )
      update payout_instruction i set notification_channel = latest.channel
      from latest where latest.payout_instruction_id = i.id;`);
    this.addSql(`update payout_instruction set notification_channel = 'Email' where notification_channel is null and initiated_on is not null;`);
    this.addSql(`
      create unique index payout_instruction_activity_skipped_once_idx
      on payout_instruction_activity (payout_instruction_id, (details ->> 'dedupeKey'))
      where kind = 'NotificationSkipped' and details ->> 'dedupeKey' is not null;`);
  }

  override async down(): Promise<void> {
    this.addSql('drop index if exists payout_instruction_activity_skipped_once_idx;');
    this.addSql('alter table payout_instruction drop column notification_channel;');
  }
}
