import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { execute, query } from '../database/sql';
import { DOMAIN_EVENT_RETENTION_DAYS, type DomainEvent, type DomainEventType } from './event-types';

/** A worker owns leased events this long while it hands them to their subscribers' jobs; then they are due again. */
const LEASE_SECONDS = 60;

/**
 * The `domain_event` table's reads and lifecycle (recordEvents writes it): due events leased to the dispatcher,
 * marked handed once their subscribers' jobs exist, handed back when those jobs could not be created, loaded by id
 * for a subscriber, purged after DOMAIN_EVENT_RETENTION_DAYS.
 */
@Injectable()
export class DomainEventStore {
  constructor(private readonly em: EntityManager) {}

  /** Up to `limit` events not yet handed, oldest first; concurrent dispatchers skip each other's. */
  lease(limit: number): Promise<{ id: string; type: DomainEventType }[]> {
    return query(
      this.em.fork(),
      `update domain_event e set leased_until = now() + make_interval(secs => ?)
       where e.id in (
         select id from domain_event where handed_on is null and (leased_until is null or leased_until < now())
         order by id limit ? for update skip locked)
       returning e.id, e.type`,
      [LEASE_SECONDS, limit],
    );
  }

  async handed(ids: readonly string[]): Promise<void> {
    await execute(this.em.fork(), 'update domain_event set handed_on = now(), leased_until = null where id = any(?::uuid[])', [ids]);
  }

  /** Handed back (their jobs could not be created): the next dispatch takes them at once. */
  async release(ids: readonly string[]): Promise<void> {
    await execute(this.em.fork(), 'update domain_event set leased_until = null where id = any(?::uuid[]) and handed_on is null', [ids]);
  }

  /** The events of these ids and types, in the order they happened (purged ones are gone). */
  async load(ids: readonly string[], types: readonly DomainEventType[]): Promise<DomainEvent[]> {
    const rows = await query<{ id: string; type: DomainEventType; organization_id: string; occurred_on: Date; data: never }>(
      this.em.fork(),
      'select id, type, organization_id, occurred_on, data from domain_event where id = any(?::uuid[]) and type = any(?::text[]) order by id',
      [ids, types],
    );
    return rows.map((row) => ({ id: row.id, type: row.type, organizationId: row.organization_id, occurredOn: new Date(row.occurred_on), data: row.data }) as DomainEvent);
  }

  /** Deletes events past their retention, by id (UUIDv7 ids begin with their time); how many. */
  purge(now = new Date()): Promise<number> {
    return execute(this.em.fork(), 'delete from domain_event where id < ?::uuid', [firstIdOf(new Date(now.getTime() - DOMAIN_EVENT_RETENTION_DAYS * 86_400_000))]);
  }
}

/** The smallest UUIDv7 of a millisecond: its 48-bit time, then version 7, then zeros (RFC 9562). */
export function firstIdOf(at: Date): string {
  const hex = at.getTime().toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}
