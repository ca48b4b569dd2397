import { OptionalProps } from '@mikro-orm/core';
import { PrimaryKey, Property } from '@mikro-orm/decorators/legacy';
import { uuidv7 } from 'uuidv7';

/** Time-ordered UUIDv7 ids keep bulk inserts into large indexes cheap. */
export const newId = (): string => uuidv7();

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
