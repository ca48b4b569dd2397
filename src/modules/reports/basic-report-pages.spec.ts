import { basicReportKey, decodePosition, encodePosition } from './basic-report-pages';

describe('basic report pages', () => {
  it('keys a page by campaign, page, size and sort', () => {
    const query = { pageSize: 500, sortBy: 'email' as const, sortOrder: 'asc' as const };
    expect(basicReportKey('c1', query, 3)).toBe('basic:c1:3:500:email:asc');
    expect(basicReportKey('c1', query, 2)).not.toBe(basicReportKey('c1', { ...query, pageSize: 499 }, 2));
  });

  it('keeps a position as it was, null values and microseconds included', () => {
    for (const position of [
      { value: '2026-11-28 10:00:00.123456+00', id: 'a' },
      { value: null, id: 'b' },
      { value: '["odd",', id: 'c' },
    ]) {
      expect(decodePosition(encodePosition(position))).toEqual(position);
    }
  });

  it('reads anything else as no position: the page is then read by offset', () => {
    for (const text of [undefined, '', 'not json', '{}', '["x"]', '[1, "id"]', '["x", null]', '["x", "id", 3]']) expect(decodePosition(text)).toBeUndefined();
  });
});
