import { ApiPropertyOptional } from '@nestjs/swagger';
import { Transform } from 'class-transformer';
import { IsArray, IsIn, IsUUID } from 'class-validator';
import { IsDateTime } from '../../../core/http/date-time.decorator';
import { PageQuery } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';
import { PayoutMethodCategory } from '../../payout-methods';
import { PayoutStatus } from '../payout-state';

const STATUSES = Object.values(PayoutStatus);
const CATEGORIES = Object.values(PayoutMethodCategory);

/** One `?status=` is a string to the query parser, a repeated one a list: both become a list. */
const AsList = () => Transform(({ value }) => (typeof value === 'string' ? [value] : value));

/** `GET /payouts`: the organization's payouts, by status (one or more), category, campaign and request time. */
export class ListPayoutsQuery extends PageQuery {
  @ApiPropertyOptional({
    enum: PayoutStatus,
    enumName: 'PayoutStatus',
    isArray: true,
    description: 'Only payouts now in one of these statuses; repeat the member for several (`?status=Failed&status=Returned`).',
  })
  @Omittable() @AsList()
  @IsArray({ message: `status must be one or more of ${STATUSES.join(', ')}.` })
  @IsIn(STATUSES, { each: true, message: `status must be one or more of ${STATUSES.join(', ')}.` })
  status?: PayoutStatus[];

  @ApiPropertyOptional({ enum: PayoutMethodCategory, enumName: 'PayoutMethodCategory', description: 'Only payouts by methods of this category.' })
  @Omittable() @IsIn(CATEGORIES, { message: `category must be one of ${CATEGORIES.join(', ')}.` })
  category?: PayoutMethodCategory;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only the payouts of this campaign (an unknown one, or another organization’s, has none).' })
  @Omittable() @IsUUID('all', { message: 'campaignId must be a UUID.' })
  campaignId?: string;

  @ApiPropertyOptional({ format: 'date-time', example: '2026-11-01T00:00:00Z', description: 'Only payouts requested at or after this instant.' })
  @Omittable() @IsDateTime()
  requestedFrom?: string;

  @ApiPropertyOptional({
    format: 'date-time',
    example: '2026-11-30T23:59:59.999Z',
    description: 'Only payouts requested at or before this instant, to the millisecond: a payout’s own `requestedOn` includes it.',
  })
  @Omittable() @IsDateTime()
  requestedTo?: string;
}
