import { applyDecorators } from '@nestjs/common';
import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { IsInt, Max, Min } from 'class-validator';
import { Omittable } from './presence.decorators';

export const DEFAULT_PAGE_SIZE = 20;
export const MAX_PAGE_SIZE = 100;
/** Page numbers are 32-bit integers: a larger one (`1e15`, `99999999999999999999`) is refused, not sent to SQL. */
export const MAX_PAGE_NUMBER = 2_147_483_647;

// applyDecorators applies its arguments first to last, stacked decorators bottom to top: the lists are reversed.

/** A page number query member: an integer from 1 to 2^31-1 (a query member other than `pageNumber` may reuse the rules). */
export const PageNumberField = (documentation: { default?: number; deprecated?: boolean; description?: string } = { default: 1 }) =>
  applyDecorators(Max(MAX_PAGE_NUMBER), Min(1), IsInt(), Type(() => Number), Omittable(), ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_NUMBER, ...documentation, type: 'integer' }));

/** The page size query member: an integer from 1 to 100. */
export const PageSizeField = () =>
  applyDecorators(Max(MAX_PAGE_SIZE), Min(1), IsInt(), Type(() => Number), Omittable(), ApiPropertyOptional({ minimum: 1, maximum: MAX_PAGE_SIZE, default: DEFAULT_PAGE_SIZE, type: 'integer' }));

/** `pageNumber` from 1, `pageSize` up to 100 (docs/api-conventions.md, Paging). Non-integers and out-of-range values answer 400. */
export class PageQuery {
  @PageNumberField()
  pageNumber: number = 1;

  @PageSizeField()
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
