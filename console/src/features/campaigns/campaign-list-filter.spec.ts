import { filterCampaigns, pageOf } from './campaign-list-filter';

const campaigns = [
  { name: 'Spring study', status: 'Active' },
  { name: 'Rebates 2025', status: 'Expired' },
  { name: 'spring rebates', status: 'Expired' },
];

describe('filterCampaigns', () => {
  it('finds names containing the search, ignoring case', () => {
    expect(filterCampaigns(campaigns, { q: 'SPRING' }).map((c) => c.name)).toEqual(['Spring study', 'spring rebates']);
  });

  it('narrows by status, and by both', () => {
    expect(filterCampaigns(campaigns, { status: 'Expired' })).toHaveLength(2);
    expect(filterCampaigns(campaigns, { q: 'spring', status: 'Expired' }).map((c) => c.name)).toEqual(['spring rebates']);
  });

  it('keeps everything without a filter', () => {
    expect(filterCampaigns(campaigns, {})).toHaveLength(3);
  });
});

describe('pageOf', () => {
  const items = Array.from({ length: 45 }, (_, i) => i);

  it('slices the page asked for', () => {
    expect(pageOf(items, 3, 20)).toEqual({ pageNumber: 3, totalPages: 3, totalItems: 45, data: [40, 41, 42, 43, 44] });
  });

  it('gives the last page for a page past the end, and one empty page for nothing', () => {
    expect(pageOf(items, 9, 20).pageNumber).toBe(3);
    expect(pageOf([], 1, 20)).toEqual({ pageNumber: 1, totalPages: 1, totalItems: 0, data: [] });
  });
});
