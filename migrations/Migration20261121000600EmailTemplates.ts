import { Migration } from '@mikro-orm/migrations';

/** An organization's own email templates; the defaults live as files in templates/. */
export class Migration20261121000600EmailTemplates extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table email_template (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        type text not null check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail')),
        name text not null,
        subject text not null,
        html_body text not null,
        version integer not null default 1,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql('create index email_template_organization_type_idx on email_template (organization_id, type, created_on);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists email_template;');
  }
}
