import 'reflect-metadata';
import { DomainError } from '../../../core/errors/domain-error';
import { createValidationPipe } from '../../../core/errors/validation';
import { ListFundsHoldersQuery } from './list-funds-holders.query';

const pipe = createValidationPipe();

/** The query as the global pipe makes it, or the field errors it answers. */
async function parse(query: Record<string, string>): Promise<ListFundsHoldersQuery | Record<string, string[]>> {
  try {
    return (await pipe.transform(query, { type: 'query', metatype: ListFundsHoldersQuery })) as ListFundsHoldersQuery;
  } catch (error) {
    if (!(error instanceof DomainError)) throw error;
    return error.extensions.errors as Record<string, string[]>;
  }
}
const pageOf = async (query: Record<string, string>) => ((await parse(query)) as ListFundsHoldersQuery).toPageQuery();

describe('ListFundsHoldersQuery', () => {
  it('pages from 1 by 20 when nothing is given', async () => {
    expect(await pageOf({})).toEqual({ pageNumber: 1, pageSize: 20 });
  });

  it('takes the page as pageNumber or as page, its earlier name', async () => {
    expect(await pageOf({ pageNumber: '3', pageSize: '5' })).toEqual({ pageNumber: 3, pageSize: 5 });
    expect(await pageOf({ page: '4', pageSize: '5' })).toEqual({ pageNumber: 4, pageSize: 5 });
  });

  it('refuses both names at once, naming page, even when they agree', async () => {
    expect(await parse({ page: '2', pageNumber: '2' })).toEqual({ page: ['page is the earlier name of pageNumber; give one of them.'] });
  });

  it.each([
    [{ page: '0' }, 'page'],
    [{ page: '1.5' }, 'page'],
    [{ page: '2147483648' }, 'page'],
    [{ pageNumber: 'x' }, 'pageNumber'],
    [{ pageSize: '101' }, 'pageSize'],
    [{ pages: '1' }, 'pages'],
  ])('refuses %j, naming %s', async (query, field) => {
    expect(Object.keys(await parse(query))).toEqual([field]);
  });
});
