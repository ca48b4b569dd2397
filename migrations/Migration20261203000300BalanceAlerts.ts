import { Migration } from '@mikro-orm/migrations';

/**
 * Balance alerts (docs/balance-alerts.md): a campaign's `lowBalanceAlert` threshold, its alerted/armed state, and the
 * trigger that records `CampaignBalanceLow` when a campaign's unallocated balance falls below it.
 *
 * The trigger sits on the balance row itself (`ledger_account`, kind `CampaignUnallocated`): every path that moves
 * that balance, in every process, updates that row in `LedgerService.post`'s one statement, under the row lock the
 * post took first, so this is the one exact place. A post updates one row per account (bulk work posts one
 * aggregated transaction), so it is one check per statement, never one per instruction.
 *
 * The state is a row of its own (`campaign_balance_alert`), not a column of `campaign`: the trigger then never
 * locks a campaign row, which other transactions update (with its version) before or after posting.
 */
export class Migration20261203000300BalanceAlerts extends Migration {
  override async up(): Promise<void> {
    this.addSql(`alter table campaign add column low_balance_alert_cents bigint
      constraint campaign_low_balance_alert_range check (low_balance_alert_cents between 0 and 9999999999);`);
    this.addSql(`
      create table campaign_balance_alert (
        campaign_id uuid primary key references campaign (id) on delete cascade,
        organization_id uuid not null references organization (id),
        alerted boolean not null
      );`);
    // Crossing down (armed → alerted) records the event; rising to the threshold or above re-arms, silently.
    this.addSql(`
      create function campaign_balance_watch() returns trigger language plpgsql as $$
      begin
        with moved as (
          update campaign_balance_alert a set alerted = new.balance_cents < c.low_balance_alert_cents
          from campaign c
          where a.campaign_id = new.owner_id and c.id = a.campaign_id and c.low_balance_alert_cents is not null
            and a.alerted <> (new.balance_cents < c.low_balance_alert_cents)
          returning a.organization_id, a.campaign_id, a.alerted, c.low_balance_alert_cents as threshold_cents
        )
        insert into domain_event (id, organization_id, type, data)
        select uuid_generate_v7(), organization_id, 'CampaignBalanceLow',
               jsonb_build_object('campaignId', campaign_id, 'balanceCents', new.balance_cents, 'thresholdCents', threshold_cents,
                                  'reason', 'BalanceFell', 'shortByCents', null)
        from moved where alerted;
        return null;
      end $$;`);
    this.addSql(`
      create trigger ledger_account_campaign_balance_watch after update of balance_cents on ledger_account
      for each row when (new.kind = 'CampaignUnallocated' and new.balance_cents <> old.balance_cents)
      execute function campaign_balance_watch();`);
    // Emails to users (no instruction) keyed by their event and recipient: a subscriber run twice queues nothing twice.
    this.addSql(`create unique index email_delivery_user_dedupe_idx on email_delivery (dedupe_key, recipient) where payout_instruction_id is null and dedupe_key is not null;`);
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail', 'ApprovalRequestEmail', 'BalanceLowEmail'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from email_template where type = 'BalanceLowEmail';`);
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail', 'ApprovalRequestEmail'));`);
    this.addSql('drop index if exists email_delivery_user_dedupe_idx;');
    this.addSql('drop trigger if exists ledger_account_campaign_balance_watch on ledger_account;');
    this.addSql('drop function if exists campaign_balance_watch();');
    this.addSql('drop table if exists campaign_balance_alert;');
    this.addSql('alter table campaign drop column if exists low_balance_alert_cents;');
  }
}
