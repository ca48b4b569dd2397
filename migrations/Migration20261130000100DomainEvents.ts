import { Migration } from '@mikro-orm/migrations';

/**
 * Domain events (docs/events.md): written in the transaction of their cause, handed to their subscribers' jobs by the
 * dispatcher, kept 30 days. A statement that writes events notifies the worker at its commit (never for a rollback).
 */
export class Migration20261130000100DomainEvents extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table domain_event (
        id uuid primary key,
        organization_id uuid not null,
        type text not null,
        data jsonb not null,
        occurred_on timestamptz not null default clock_timestamp(),
        -- The dispatcher owns the row until then while it creates its subscribers' jobs; handed_on once they exist.
        -- No index on occurred_on: ids are UUIDv7, in time order, so the purge deletes by id (one index fewer to write).
        leased_until timestamptz,
        handed_on timestamptz
      );`);
    this.addSql('create index domain_event_due_idx on domain_event (id) where handed_on is null;');
    this.addSql(`
      create function domain_event_wake() returns trigger language plpgsql as $$
      begin perform pg_notify('domain_events', ''); return null; end $$;`);
    this.addSql('create trigger domain_event_wake after insert on domain_event for each statement execute function domain_event_wake();');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists domain_event;');
    this.addSql('drop function if exists domain_event_wake();');
  }
}
