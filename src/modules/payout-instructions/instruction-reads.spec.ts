import { fromTheOtherEnd } from './instruction-reads';

describe('a page counted from the other end of the list', () => {
  it('leaves pages in the first half to be counted from the newest', () => {
    expect(fromTheOtherEnd(1_000_000, 20, 0)).toBeNull();
    expect(fromTheOtherEnd(1_000_000, 20, 499_980)).toBeNull();
    expect(fromTheOtherEnd(100, 20, 40)).toBeNull(); // rows 40–59: its middle is the list's
  });

  it('counts a page past the middle from the oldest: the same rows, far fewer skipped', () => {
    expect(fromTheOtherEnd(1_000_000, 20, 999_980)).toEqual({ limit: 20, offset: 0 }); // the last page
    expect(fromTheOtherEnd(1_000_000, 20, 600_000)).toEqual({ limit: 20, offset: 399_980 });
    expect(fromTheOtherEnd(100, 20, 60)).toEqual({ limit: 20, offset: 20 });
  });

  it('gives a short last page only the rows that remain', () => {
    expect(fromTheOtherEnd(95, 20, 80)).toEqual({ limit: 15, offset: 0 });
    expect(fromTheOtherEnd(41, 20, 40)).toEqual({ limit: 1, offset: 0 });
  });

  it('leaves a page beyond the end as it is (no row: the total is read on its own)', () => {
    expect(fromTheOtherEnd(95, 20, 100)).toBeNull();
    expect(fromTheOtherEnd(0, 20, 20)).toBeNull();
  });

  it('agrees with counting from the newest for every page of small lists', () => {
    for (let total = 0; total <= 45; total++) {
      const newestFirst = Array.from({ length: total }, (_, i) => total - 1 - i); // row ages, newest first
      const oldestFirst = [...newestFirst].reverse();
      for (let offset = 0; offset < total + 20; offset += 20) {
        const expected = newestFirst.slice(offset, offset + 20);
        const other = fromTheOtherEnd(total, 20, offset);
        const got = other ? oldestFirst.slice(other.offset, other.offset + other.limit).reverse() : expected;
        expect(got).toEqual(expected);
      }
    }
  });
});
