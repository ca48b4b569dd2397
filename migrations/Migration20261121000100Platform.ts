import { Migration } from '@mikro-orm/migrations';

/** Organizations (tenants) and their users, created just in time from tokens. */
export class Migration20261121000100Platform extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table organization (
        id uuid primary key,
        name text not null,
        is_sandbox boolean not null default true,
        check_transfer_enabled boolean not null default false,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql(`
      create table app_user (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        subject text not null,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now(),
        constraint app_user_organization_subject_unique unique (organization_id, subject)
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists app_user;');
    this.addSql('drop table if exists organization;');
  }
}
