import { pageOffset, toPage, type PageQuery } from './paging';

describe('paging', () => {
  const query = (pageNumber: number, pageSize: number): PageQuery => ({ pageNumber, pageSize });

  it('turns page numbers into offsets', () => {
    expect(pageOffset(query(1, 20))).toEqual({ limit: 20, offset: 0 });
    expect(pageOffset(query(3, 50))).toEqual({ limit: 50, offset: 100 });
  });

  it('counts pages, rounding up, and zero pages for nothing', () => {
    expect(toPage(['a'], 41, query(1, 20))).toEqual({ pageNumber: 1, pageSize: 20, totalPages: 3, totalItems: 41, data: ['a'] });
    expect(toPage([], 0, query(1, 20)).totalPages).toBe(0);
    expect(toPage([], 40, query(2, 20)).totalPages).toBe(2);
  });
});
