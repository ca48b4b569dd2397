import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { IsNotEmpty, IsString, MaxLength } from 'class-validator';
import { IsDateTime } from '../../../core/http/date-time.decorator';
import { PageQuery } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';

export const ACTOR_TYPES = ['User', 'Machine'] as const;
export type ActorType = (typeof ACTOR_TYPES)[number];

/** An exact-match text filter: when given, 1 to 200 characters. */
const TextFilter = (name: string, description: string) =>
  applyDecorators(MaxLength(200), IsNotEmpty({ message: `${name} must not be empty.` }), IsString(), Omittable(), ApiPropertyOptional({ description, minLength: 1, maxLength: 200 }));

/** `GET /audit-log`: every filter exact, all of them together; `since` and `until` bound the time, both included. */
export class AuditLogQuery extends PageQuery {
  @TextFilter('actorId', 'The user’s id, or a machine client’s token subject or client id.')
  actorId?: string;

  @TextFilter('action', 'The operation’s id, e.g. `payoutInstructions.initiate`.')
  action?: string;

  @TextFilter('resourceType', 'e.g. `Campaign`, `PayoutInstruction`.')
  resourceType?: string;

  @TextFilter('resourceId', 'The id of the resource acted on.')
  resourceId?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or after this time.' })
  @Omittable() @IsDateTime()
  since?: string;

  @ApiPropertyOptional({ format: 'date-time', description: 'Entries at or before this time.' })
  @Omittable() @IsDateTime()
  until?: string;
}

export class AuditActorView {
  @ApiProperty({ enum: ACTOR_TYPES, enumName: 'AuditActorType' }) type!: ActorType;
  @ApiProperty({ description: 'The user’s id; for a machine client, its token’s subject or client id.' }) id!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The user’s email; null for a machine client.' }) email!: string | null;
}

/** One change made through the API (docs/audit-log.md). */
export class AuditLogEntryView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'date-time' }) occurredOn!: string;
  @ApiProperty({ type: AuditActorView }) actor!: AuditActorView;
  @ApiProperty({ description: 'The operation’s id, e.g. `payoutInstructions.initiate`.' }) action!: string;
  @ApiProperty({ description: 'What it acted on, e.g. `PayoutInstruction`.' }) resourceType!: string;
  @ApiProperty({ type: String, nullable: true, description: 'Its id, when the operation names one resource.' }) resourceId!: string | null;
  @ApiProperty({ type: 'integer', description: 'The HTTP status of the answer.' }) status!: number;
  @ApiProperty({ description: 'The request’s `X-Request-Id`.' }) requestId!: string;
  @ApiProperty({ type: String, nullable: true, description: 'The client’s address, as the API saw it.' }) ip!: string | null;
}
