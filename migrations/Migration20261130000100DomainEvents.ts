import { Migration } from '@mikro-orm/migrations';

/**
 * Domain events (docs/events.md): written in the transaction of their cause, handed to their subscribers' jobs by the
 * dispatcher, handled once every job has ended, kept 30 days. A statement that writes events notifies the worker at its commit (never for a rollback).
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
        -- When the dispatcher last handed it to its subscribers' jobs, how many of those jobs have not ended, and when
        -- the last one did. Not handled long after a dispatch (a job lost with its worker): dispatched again.
        -- No index on occurred_on: ids are UUIDv7, in time order, so the purge deletes by id (one index fewer to write).
        dispatched_on timestamptz,
        pending smallint not null default 0,
        handled_on timestamptz
      );`);
    this.addSql('create index domain_event_due_idx on domain_event (id) where handled_on is null;');
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
