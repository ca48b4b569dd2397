import type { Opt } from '@mikro-orm/core';
import { Entity, Property } from '@mikro-orm/decorators/legacy';
import { BaseEntity } from '../../core/database/base.entity';

/** A tenant. Created just in time from the first token that names it. */
@Entity({ tableName: 'organization' })
export class Organization extends BaseEntity {
  @Property({ type: 'text' })
  name!: string;

  @Property({ type: 'boolean' })
  isSandbox: boolean & Opt = true;

  /** Whether the `CheckTransfer` payout method may be used (a per-organization setting). */
  @Property({ type: 'boolean' })
  checkTransferEnabled: boolean & Opt = false;
}
