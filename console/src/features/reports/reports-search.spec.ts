import { calendarDay, campaignReportsSearch, nextSort, portfolioSearch, withTab } from './reports-search';

describe('the campaign reports search', () => {
  it('gives defaults for an empty or malformed address', () => {
    expect(campaignReportsSearch({})).toEqual({ tab: 'statistics', from: undefined, to: undefined, status: undefined, page: 1, sortBy: 'createdOn', sortOrder: 'desc', pageSize: 25 });
    expect(campaignReportsSearch({ tab: 'nope', page: 'x', sortBy: 'id', sortOrder: 'up', pageSize: 7, status: 'Lost' })).toMatchObject({
      tab: 'statistics',
      page: 1,
      sortBy: 'createdOn',
      sortOrder: 'desc',
      pageSize: 25,
      status: undefined,
    });
  });

  it('keeps a well-formed tab, sort, page, status and range', () => {
    expect(campaignReportsSearch({ tab: 'basic', page: '3', sortBy: 'amount', sortOrder: 'asc', pageSize: '50', status: 'Completed', from: '2026-11-01', to: '2026-11-30' })).toEqual({
      tab: 'basic',
      page: 3,
      sortBy: 'amount',
      sortOrder: 'asc',
      pageSize: 50,
      status: 'Completed',
      from: '2026-11-01',
      to: '2026-11-30',
    });
  });

  it('drops a day that does not exist and a `to` before `from`', () => {
    expect(calendarDay('2026-02-30')).toBeUndefined();
    expect(calendarDay('2026-2-3')).toBeUndefined();
    expect(calendarDay('2028-02-29')).toBe('2028-02-29');
    expect(campaignReportsSearch({ from: '2026-11-10', to: '2026-11-01' })).toMatchObject({ from: '2026-11-10', to: undefined });
  });

  it('starts a tab on its first page without the filters of the tab before, keeping the sort', () => {
    const search = campaignReportsSearch({ tab: 'payouts-history', page: 4, status: 'Failed', from: '2026-11-01', sortBy: 'email', sortOrder: 'asc', pageSize: 100 });
    expect(withTab(search, 'basic')).toEqual({ tab: 'basic', page: 1, sortBy: 'email', sortOrder: 'asc', pageSize: 100 });
  });

  it('flips the order of the same column and starts another in its natural order', () => {
    expect(nextSort({ sortBy: 'amount', sortOrder: 'desc' }, 'amount')).toEqual({ sortBy: 'amount', sortOrder: 'asc' });
    expect(nextSort({ sortBy: 'amount', sortOrder: 'asc' }, 'email')).toEqual({ sortBy: 'email', sortOrder: 'asc' });
    expect(nextSort({ sortBy: 'email', sortOrder: 'asc' }, 'createdOn')).toEqual({ sortBy: 'createdOn', sortOrder: 'desc' });
  });
});

describe('the portfolio search', () => {
  it('takes 30, 90 or all days and a page', () => {
    expect(portfolioSearch({})).toEqual({ range: '30', page: 1 });
    expect(portfolioSearch({ range: 90, page: '2' })).toEqual({ range: '90', page: 2 });
    expect(portfolioSearch({ range: 'all' })).toEqual({ range: 'all', page: 1 });
    expect(portfolioSearch({ range: '7' })).toEqual({ range: '30', page: 1 });
  });
});
