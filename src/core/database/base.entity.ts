import { OptionalProps } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { uuidv7 } from 'uuidv7';

/** Time-ordered UUIDv7 ids keep bulk inserts into large indexes cheap. */
export const newId = (): string => uuidv7();

/** The largest time a UUIDv7 holds: 48 bits of milliseconds. */
const MAX_ID_MS = 2 ** 48 - 1;

/**
 * The smallest UUIDv7 of a millisecond: its 48-bit time, then version 7, then zeros (RFC 9562). Since ids begin with
 * their time, `id >= firstIdOf(t)` is a time bound on the primary key (clamped to what a UUIDv7 can hold).
 */
export function firstIdOf(at: Date | number): string {
  const ms = Math.min(Math.max(Math.floor(typeof at === 'number' ? at : at.getTime()), 0), MAX_ID_MS);
  const hex = ms.toString(16).padStart(12, '0');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-7000-8000-000000000000`;
}

/** A UUIDv7's time: the instant it sorts by. */
export const timeOfId = (id: string): Date => new Date(parseInt(id.replace(/-/g, '').slice(0, 12), 16));

export abstract class BaseEntity {
  [OptionalProps]?: 'createdOn' | 'updatedOn';

  @PrimaryKey({ type: 'uuid' })
  id: string = newId();

  @Property({ type: 'timestamptz', onCreate: () => new Date() })
  createdOn: Date = new Date();

  @Property({ type: 'timestamptz', onUpdate: () => new Date() })
  updatedOn: Date = new Date();
}

/**
 * Every tenant-owned row carries its organization. The global `tenant` filter (see tenant-filter.ts) adds
 * `organization_id = :caller` to every ORM query on such an entity, so no finder can forget it.
 */
export abstract class TenantScopedEntity extends BaseEntity {
  @Property({ type: 'uuid', index: true })
  organizationId!: string;
}
