import { Migration } from '@mikro-orm/migrations';

/**
 * The audit log (docs/audit-log.md): one row per change made through the API, written in the change's
 * own transaction. Append-only: triggers refuse UPDATE, DELETE and TRUNCATE, so the log cannot be rewritten through
 * the application's role. Entries are kept (no purge): the log is held at least a year.
 *
 * Cheap to write, as every change pays for it: the primary key (organization, id) is also the newest-first index of
 * an organization's log (ids are UUIDv7, in time order), and one index serves the lookups of a resource. No foreign
 * keys, nothing else to check or maintain.
 */
export class Migration20261203000200AuditLog extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table audit_log_entry (
        id uuid not null,
        organization_id uuid not null,
        occurred_on timestamptz not null,
        actor_type text not null check (actor_type in ('User', 'Machine')),
        actor_id text not null,
        actor_email text,
        action text not null,
        resource_type text not null,
        resource_id text,
        status smallint not null,
        request_id text not null,
        ip text,
        primary key (organization_id, id)
      );`);
    this.addSql('create index audit_log_entry_resource_idx on audit_log_entry (organization_id, resource_id) where resource_id is not null;');
    this.addSql(`
      create function audit_log_entry_refuse_change() returns trigger language plpgsql as $$
      begin
        raise exception 'audit_log_entry is append-only: % refused', tg_op using errcode = 'insufficient_privilege', hint = 'Audit log entries are never changed or removed (docs/audit-log.md).';
      end $$;`);
    this.addSql('create trigger audit_log_entry_append_only before update or delete on audit_log_entry for each row execute function audit_log_entry_refuse_change();');
    this.addSql('create trigger audit_log_entry_no_truncate before truncate on audit_log_entry for each statement execute function audit_log_entry_refuse_change();');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists audit_log_entry;');
    this.addSql('drop function if exists audit_log_entry_refuse_change();');
  }
}
