import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsOptional, IsUUID } from 'class-validator';
import { PageQuery } from '../../../core/http/paging';

export class ListDraftsQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only drafts funded by this funds holder.' })
  @IsOptional() @IsUUID('all', { message: 'fundingSourceId must be a UUID.' })
  fundingSourceId?: string;
}
