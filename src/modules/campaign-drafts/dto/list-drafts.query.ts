import { ApiPropertyOptional } from '@nestjs/swagger';
import { IsUUID } from 'class-validator';
import { PageQuery } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';

export class ListDraftsQuery extends PageQuery {
  @ApiPropertyOptional({ format: 'uuid', description: 'Only drafts funded by this funds holder.' })
  @Omittable() @IsUUID('all', { message: 'fundingSourceId must be a UUID.' })
  fundingSourceId?: string;
}
