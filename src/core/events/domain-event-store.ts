import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { firstIdOf } from '../database/base.entity';
import { execute, query } from '../database/sql';
import { DOMAIN_EVENT_RETENTION_DAYS, type DomainEvent, type DomainEventType } from './event-types';

/**
 * How long a dispatched event waits for its subscribers' jobs before it is dispatched again: a job lost with its
 * worker (killed mid-batch, Redis emptied) is found again by this, or earlier by BullMQ's stalled-job check. Long
 * enough that a queue's backlog is not dispatched twice; a second dispatch only repeats what is idempotent anyway.
 */
export const REDISPATCH_AFTER_SECONDS = 600;

/**
 * The `domain_event` table's reads and lifecycle (recordEvents writes it, docs/events.md): due events leased to the
 * dispatcher with the number of subscriber jobs they go to (`pending`), handed back when those jobs could not be
 * created, counted down as each job ends and `handled_on` once every one has; loaded by id for a subscriber; purged
 * after DOMAIN_EVENT_RETENTION_DAYS.
 */
@Injectable()
export class DomainEventStore {
  constructor(private readonly em: EntityManager) {}

  /**
   * Up to `limit` events not handled, oldest first, that no dispatch took in the last REDISPATCH_AFTER_SECONDS;
   * concurrent dispatchers skip each other's. `subscribers` is how many subscribers each type has: each event waits
   * for that many jobs.
   */
  lease(limit: number, subscribers: ReadonlyMap<DomainEventType, number>): Promise<{ id: string; type: DomainEventType }[]> {
    return query(
      this.em.fork(),
      `update domain_event e
       set dispatched_on = now(), pending = coalesce((select s.n from unnest(?::text[], ?::int[]) as s(type, n) where s.type = e.type), 0)
       where e.id in (
         select id from domain_event
         where handled_on is null and (dispatched_on is null or dispatched_on < now() - make_interval(secs => ?))
         order by id limit ? for update skip locked)
       returning e.id, e.type`,
      [[...subscribers.keys()], [...subscribers.values()], REDISPATCH_AFTER_SECONDS, limit],
    );
  }

  /** Handed back (their jobs could not be created): the next dispatch takes them at once. */
  async release(ids: readonly string[]): Promise<void> {
    await execute(this.em.fork(), 'update domain_event set dispatched_on = null where id = any(?::uuid[]) and handled_on is null', [ids]);
  }

  /** One subscriber's job is done with these events: each is handled once no job of it is left. */
  async done(ids: readonly string[]): Promise<void> {
    await execute(
      this.em.fork(),
      `update domain_event set pending = greatest(pending - 1, 0), handled_on = case when pending <= 1 then now() end
       where id = any(?::uuid[]) and handled_on is null`,
      [ids],
    );
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
