import type { Opt } from '@mikro-orm/core';
import { Entity, Enum, Property } from '@mikro-orm/decorators/legacy';
import { TenantScopedEntity } from '../../core/database/base.entity';
import { RoleName } from './roles';

/** As stored; a `Pending` invitation past its expiry reads `Expired` (see `InvitationView`). */
export enum InvitationStatus {
  Pending = 'Pending',
  Accepted = 'Accepted',
  Cancelled = 'Cancelled',
  Expired = 'Expired',
}

/** How long an invitation can be accepted. */
export const INVITATION_DAYS = 7;

/** An email invited to the organization with a role; signing in with that email accepts it (docs/users-and-roles.md). */
@Entity({ tableName: 'invitation' })
export class Invitation extends TenantScopedEntity {
  @Property({ type: 'text' })
  email!: string;

  @Enum({ items: () => RoleName, type: 'text' })
  role!: RoleName;

  @Enum({ items: () => InvitationStatus, type: 'text' })
  status: InvitationStatus & Opt = InvitationStatus.Pending;

  /** The inviting user's name or email, else their subject. */
  @Property({ type: 'text', nullable: true })
  invitedBy?: string | null;

  @Property({ type: 'uuid', nullable: true })
  emailDeliveryId?: string | null;

  @Property({ type: 'timestamptz' })
  expiresOn!: Date;

  @Property({ type: 'timestamptz', nullable: true })
  acceptedOn?: Date | null;

  @Property({ type: 'uuid', nullable: true })
  acceptedByUserId?: string | null;

  @Property({ type: 'timestamptz', nullable: true })
  cancelledOn?: Date | null;

  /** What a reader sees: a pending invitation past its expiry is Expired. */
  statusAt(now: Date): InvitationStatus {
    return this.status === InvitationStatus.Pending && this.expiresOn <= now ? InvitationStatus.Expired : this.status;
  }
}
