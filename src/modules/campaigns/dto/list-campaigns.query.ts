import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsUUID } from 'class-validator';
import { BooleanQuery } from '../../../core/http/boolean-query';
import { PageQuery } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';

export class ListCampaignsQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the campaign of this payout instruction.' })
  @Omittable() @IsUUID('all', { message: 'payoutInstructionId must be a UUID.' })
  payoutInstructionId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only campaigns funded through this bank account.' })
  @Omittable() @IsUUID('all', { message: 'bankAccountId must be a UUID.' })
  bankAccountId?: string;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Add funds received, balances and payout instruction counts per status.' })
  @Omittable() @BooleanQuery() @IsBoolean({ message: 'includeDetails must be true or false.' })
  includeDetails?: boolean;
}

export class CampaignDetailsQuery {
  @ApiPropertyOptional({ type: Boolean, default: false })
  @Omittable() @BooleanQuery() @IsBoolean({ message: 'includeDetails must be true or false.' })
  includeDetails?: boolean;
}
