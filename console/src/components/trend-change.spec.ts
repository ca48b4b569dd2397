import { trendChange } from './trend-change';

describe('trendChange', () => {
  it('says there is nothing to compare with when the API gives no change', () => {
    expect(trendChange(null, 'en-US')).toEqual({ direction: 'new', text: 'Nothing to compare with in the 30 days before' });
  });

  it('signs a rise and a fall', () => {
    expect(trendChange(12.5, 'en-US')).toEqual({ direction: 'up', text: '+12.5% vs the 30 days before' });
    expect(trendChange(-4.2, 'en-US')).toEqual({ direction: 'down', text: '-4.2% vs the 30 days before' });
  });

  it('calls zero no change', () => {
    expect(trendChange(0, 'en-US').direction).toBe('flat');
  });
});
