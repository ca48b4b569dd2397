import { Migration } from '@mikro-orm/migrations';

/**
 * Dual control (docs/approvals.md): an organization's approval rules, one per action, and the requests
 * waiting for a second person. A request keeps what to carry out (`operation`) and who asked, so that approving it
 * runs the original request at that moment.
 */
export class Migration20261203000100Approvals extends Migration {
  override async up(): Promise<void> {
    this.addSql(`create table approval_rule (
      organization_id uuid not null,
      action text not null,
      threshold_cents bigint not null check (threshold_cents >= 0),
      updated_on timestamptz not null default now(),
      primary key (organization_id, action)
    );`);
    this.addSql(`create table approval_request (
      id uuid primary key,
      organization_id uuid not null,
      action text not null,
      status text not null,
      amount_cents bigint not null,
      summary jsonb not null,
      operation jsonb not null,
      requested_by_subject text not null,
      requested_by_user_id uuid,
      requested_by_email text,
      requested_on timestamptz not null,
      expires_on timestamptz not null,
      decided_by_user_id uuid,
      decided_by_email text,
      decided_on timestamptz,
      reason text,
      result jsonb,
      created_on timestamptz not null default now(),
      updated_on timestamptz not null default now()
    );`);
    // The inbox: pending first, then newest first, per organization.
    this.addSql(`create index approval_request_inbox_idx on approval_request (organization_id, (status = 'Pending') desc, id desc);`);
    // The email to the people who may approve has an organization's own template, like the invitation.
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail', 'ApprovalRequestEmail'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from email_template where type = 'ApprovalRequestEmail';`);
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail'));`);
    this.addSql('drop table if exists approval_request;');
    this.addSql('drop table if exists approval_rule;');
  }
}
