import type { EntityManager } from '@mikro-orm/postgresql';
import { literal, queryBound } from '../database/sql';
import type { DomainEventPayloads, DomainEventType, NewDomainEvent } from './event-types';

/**
 * Records events in the caller's transaction (docs/events.md): they exist exactly when the change that caused them
 * commits. One statement for any number; the table's statement trigger wakes the dispatcher at commit.
 */
export async function recordEvents(em: EntityManager, events: readonly NewDomainEvent[]): Promise<void> {
  if (events.length === 0) return;
  await queryBound(
    em,
    `insert into domain_event (id, organization_id, type, data)
     select uuid_generate_v7(), x.organization_id, x.type, x.data from unnest($1::uuid[], $2::text[], $3::jsonb[]) as x(organization_id, type, data)`,
    [events.map((e) => e.organizationId), events.map((e) => e.type), events.map((e) => JSON.stringify(e.data))],
  );
}

/** Each member of an event's payload as a SQL expression over the rows of a set-based statement. */
export type EventColumns<T extends DomainEventType> = { readonly [K in keyof DomainEventPayloads[T]]-?: string };

/**
 * The events of a set-based path, recorded by the same statement: one more branch of its CTE,
 * `events as (${eventsOf('PayoutCompleted', 'done', { payoutId: 'payout_id', ... })})`, where `source` is a relation of
 * the statement with an `organization_id` column and the expressions name its columns. Code constants only: the
 * type and member names go into the text as literals, the expressions are the caller's SQL.
 */
export function eventsOf<T extends DomainEventType>(type: T, source: string, columns: EventColumns<T>, where = ''): string {
  const members = Object.entries(columns as Record<string, string>)
    .map(([name, expression]) => `${literal(name)}, ${expression}`)
    .join(', ');
  return `insert into domain_event (id, organization_id, type, data)
          select uuid_generate_v7(), organization_id, ${literal(type)}, jsonb_build_object(${members}) from ${source}${where ? ` where ${where}` : ''}`;
}
