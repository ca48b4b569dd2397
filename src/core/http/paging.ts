import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { Omittable } from './presence.decorators';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Page numbers are 32-bit integers: a larger one (`1e15`, `99999999999999999999`) is refused, not sent to SQL. */
export const MAX_PAGE_NUMBER = 2_147_483_647;

/** `pageNumber` from 1, `pageSize` up to 100 (docs/api-conventions.md, Paging). Non-integers and out-of-range values answer 400. */
export class PageQuery {
  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_NUMBER, default: 1, type: 'integer' })
  @Omittable() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_NUMBER)
  pageNumber: number = 1;

  @ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, type: 'integer' })
  @Omittable() @Type(() => Number) @IsInt() @Min(1) @Max(MAX_PAGE_SIZE)
  pageSize: number = DEFAULT_PAGE_SIZE;
}

export interface Page<T> {
  pageNumber: number;
  pageSize: number;
  totalPages: number;
  totalItems: number;
  data: T[];
}

export function pageOffset(query: PageQuery): { limit: number; offset: number } {
  return { limit: query.pageSize, offset: (query.pageNumber - 1) * query.pageSize };
}

export function toPage<T>(data: T[], totalItems: number, query: PageQuery): Page<T> {
  return { pageNumber: query.pageNumber, pageSize: query.pageSize, totalPages: Math.ceil(totalItems / query.pageSize), totalItems, data };
}

/** OpenAPI schema of a paged collection of `item`. */
export function pagedSchema(item: abstract new (...args: never[]) => unknown) {
  return {
    type: 'object',
    required: ['pageNumber', 'pageSize', 'totalPages', 'totalItems', 'data'],
    properties: {
      pageNumber: { type: 'integer' },
      pageSize: { type: 'integer' },
      totalPages: { type: 'integer' },
      totalItems: { type: 'integer' },
      data: { type: 'array', items: { $ref: `#/components/schemas/${item.name}` } },
    },
  };
}

export class PageMeta {
  @ApiProperty() pageNumber!: number;
  @ApiProperty() pageSize!: number;
  @ApiProperty() totalPages!: number;
  @ApiProperty() totalItems!: number;
}
