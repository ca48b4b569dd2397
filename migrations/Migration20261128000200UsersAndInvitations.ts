import { Migration } from '@mikro-orm/migrations';

/**
 * Users, roles and invitations (docs/users-and-roles.md). A user is a token's `sub` in an organization, with one role
 * (the roles and their scopes are constants of the code) and a status; every change of a user is recorded with its
 * actor. An invitation names an email and a role; signing in with that email accepts it.
 */
export class Migration20261128000200UsersAndInvitations extends Migration {
  override async up(): Promise<void> {
    // Users recorded before roles existed: the first of each organization administers it, the others view.
    this.addSql(`
      alter table app_user
        add column email text,
        add column name text,
        add column role text not null default 'Viewer' check (role in ('Administrator', 'Manager', 'Viewer')),
        add column status text not null default 'Active' check (status in ('Active', 'Removed')),
        add column last_seen_on timestamptz,
        add column removed_on timestamptz;`);
    this.addSql(`
      update app_user u set role = 'Administrator'
      from (select distinct on (organization_id) id from app_user order by organization_id, created_on, id) first
      where u.id = first.id;`);
    this.addSql('create index app_user_email_idx on app_user (organization_id, lower(email));');
    this.addSql(`create index app_user_role_idx on app_user (organization_id, role) where status = 'Active';`);

    this.addSql(`
      create table app_user_change (
        id uuid primary key,
        organization_id uuid not null,
        user_id uuid not null,
        kind text not null,
        details jsonb not null default '{}',
        actor_id text,
        occurred_on timestamptz not null default clock_timestamp()
      );`);
    this.addSql('create index app_user_change_user_idx on app_user_change (user_id, occurred_on);');

    this.addSql(`
      create table invitation (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        email text not null,
        role text not null check (role in ('Administrator', 'Manager', 'Viewer')),
        status text not null default 'Pending' check (status in ('Pending', 'Accepted', 'Cancelled', 'Expired')),
        invited_by text,
        email_delivery_id uuid,
        expires_on timestamptz not null,
        accepted_on timestamptz,
        accepted_by_user_id uuid,
        cancelled_on timestamptz,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    // One pending invitation per email and organization: a second is refused, even by two requests at once. A pending
    // one past its expiry reads Expired, and is written so when the email is invited again.
    this.addSql(`create unique index invitation_pending_email_idx on invitation (organization_id, lower(email)) where status = 'Pending';`);
    this.addSql('create index invitation_organization_idx on invitation (organization_id, created_on desc, id desc);');
    // An organization may write its own invitation email.
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail'));`);
  }

  override async down(): Promise<void> {
    this.addSql(`delete from email_template where type = 'InvitationEmail';`);
    this.addSql(`
      alter table email_template drop constraint email_template_type_check,
        add constraint email_template_type_check check (type in ('InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail'));`);
    this.addSql('drop table if exists invitation;');
    this.addSql('drop table if exists app_user_change;');
    this.addSql('drop index if exists app_user_role_idx;');
    this.addSql('drop index if exists app_user_email_idx;');
    this.addSql('alter table app_user drop column removed_on, drop column last_seen_on, drop column status, drop column role, drop column name, drop column email;');
  }
}
