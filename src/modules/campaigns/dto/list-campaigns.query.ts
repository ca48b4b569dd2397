import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsBoolean, IsOptional, IsUUID } from 'class-validator';
import { BooleanQuery } from '../../../core/http/boolean-query';
import { PageQuery } from '../../../core/http/paging';

export class ListCampaignsQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only the campaign of this payout instruction.' })
  @IsOptional() @IsUUID('all', { message: 'payoutInstructionId must be a UUID.' })
  payoutInstructionId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'Only campaigns funded through this bank account.' })
  @IsOptional() @IsUUID('all', { message: 'bankAccountId must be a UUID.' })
  bankAccountId?: string;

  @ApiPropertyOptional({ type: Boolean, default: false, description: 'Add funds received, balances and payout instruction counts per status.' })
  @IsOptional() @BooleanQuery() @IsBoolean({ message: 'includeDetails must be true or false.' })
  includeDetails?: boolean;
}

export class CampaignDetailsQuery {
  @ApiPropertyOptional({ type: Boolean, default: false })
  @IsOptional() @BooleanQuery() @IsBoolean({ message: 'includeDetails must be true or false.' })
  includeDetails?: boolean;
}
