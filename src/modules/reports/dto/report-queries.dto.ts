import { ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsIn, IsInt, Max, Min } from 'class-validator';
import { PageNumberField, PageQuery } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';
import { IsCalendarDate } from '../../campaigns';
import { BASIC_REPORT_SORT_KEYS, type BasicReportSort } from '../../payout-instructions';
import { PayoutStatus } from '../../payouts';

/** `from` and `to`: UTC dates, both inclusive. */
export class DateRangeQuery {
  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'First UTC day included.' })
  @Omittable() @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Last UTC day included.' })
  @Omittable() @IsCalendarDate()
  to?: string;
}

export class PayoutsHistoryQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'date', example: '2026-11-01', description: 'Payouts requested on or after this UTC day.' })
  @Omittable() @IsCalendarDate()
  from?: string;

  @ApiPropertyOptional({ format: 'date', example: '2026-11-30', description: 'Payouts requested on or before this UTC day.' })
  @Omittable() @IsCalendarDate()
  to?: string;

  @ApiPropertyOptional({ enum: PayoutStatus, enumName: 'PayoutStatus', description: 'Only payouts now in this status.' })
  @Omittable() @IsIn(Object.values(PayoutStatus), { message: `status must be one of ${Object.values(PayoutStatus).join(', ')}.` })
  status?: PayoutStatus;
}

export const BASIC_REPORT_DEFAULT_PAGE_SIZE = 1000;
export const BASIC_REPORT_MAX_PAGE_SIZE = 10_000;

export class BasicReportQuery {
  @PageNumberField()
  pageNumber: number = 1;

  @ApiPropertyOptional({ type: 'integer', minimum: 1, maximum: BASIC_REPORT_MAX_PAGE_SIZE, default: BASIC_REPORT_DEFAULT_PAGE_SIZE })
  @Omittable() @Type(() => Number) @IsInt() @Min(1) @Max(BASIC_REPORT_MAX_PAGE_SIZE)
  pageSize: number = BASIC_REPORT_DEFAULT_PAGE_SIZE;

  @ApiPropertyOptional({ enum: BASIC_REPORT_SORT_KEYS, default: 'createdOn', description: 'The instruction id breaks ties, in the same direction.' })
  @Omittable() @IsIn(BASIC_REPORT_SORT_KEYS, { message: `sortBy must be one of ${BASIC_REPORT_SORT_KEYS.join(', ')}.` })
  sortBy: BasicReportSort = 'createdOn';

  @ApiPropertyOptional({ enum: ['asc', 'desc'], default: 'desc' })
  @Omittable() @IsIn(['asc', 'desc'], { message: 'sortOrder must be asc or desc.' })
  sortOrder: 'asc' | 'desc' = 'desc';
}

export const REDEMPTION_RANGES = ['30', '90', 'all'] as const;
export type RedemptionRange = (typeof REDEMPTION_RANGES)[number];

export class RedemptionActivityQuery {
  @ApiPropertyOptional({ enum: REDEMPTION_RANGES, default: '30', description: 'The last 30 or 90 UTC days (today included), or all of them.' })
  @Omittable() @IsIn(REDEMPTION_RANGES, { message: 'range must be 30, 90 or all.' })
  range: RedemptionRange = '30';
}
