import { registerDecorator } from 'class-validator';
import { DEFAULT_PAGE_SIZE, PageNumberField, PageSizeField, type PageQuery } from '../../../core/http/paging';

/** Refuses the member when `other` is given too: two names of one thing, so one of them. */
function NotBeside(other: string): PropertyDecorator {
  return (target: object, property: string | symbol) => {
    const propertyName = String(property);
    registerDecorator({
      name: 'notBeside',
      target: target.constructor,
      propertyName,
      validator: {
        validate: (_value: unknown, args) => (args?.object as Record<string, unknown>)[other] === undefined,
        defaultMessage: () => `${propertyName} is the earlier name of ${other}; give one of them.`,
      },
    });
  };
}

/**
 * The funds holders list's paging. The earlier listing (funding sources) named the page `page`; it is still taken,
 * in place of `pageNumber` (docs/api-conventions.md, Aliases).
 */
export class ListFundsHoldersQuery {
  // No initializer: whether it was given decides whether `page` may be.
  @PageNumberField()
  pageNumber?: number;

  @PageNumberField({ deprecated: true, description: 'The earlier name of `pageNumber`; give one of them.' })
  @NotBeside('pageNumber')
  page?: number;

  @PageSizeField()
  pageSize: number = DEFAULT_PAGE_SIZE;

  /** The page asked for, by either name (the first when neither). */
  toPageQuery(): PageQuery {
    return { pageNumber: this.pageNumber ?? this.page ?? 1, pageSize: this.pageSize };
  }
}
