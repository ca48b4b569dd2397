import { developersSearch, endpointSearch, fromLocalInput, toLocalInput } from './developers-search';

describe('the Developers screen’s address', () => {
  it('keeps a known tab, event type, instants and a page past the first; drops anything else', () => {
    expect(developersSearch({ tab: 'events', type: 'payout.failed', since: '2026-11-27T10:00:00.000Z', page: '3' })).toEqual({ tab: 'events', type: 'payout.failed', since: '2026-11-27T10:00:00.000Z', until: undefined, page: 3 });
    expect(developersSearch({ tab: 'secrets', type: 'payout.lost', since: 'yesterday', page: '1' })).toEqual({ tab: undefined, type: undefined, since: undefined, until: undefined, page: undefined });
    expect(endpointSearch({ status: 'Failed', page: '2' })).toEqual({ status: 'Failed', page: 2 });
    expect(endpointSearch({ status: 'Lost', page: '-1' })).toEqual({ status: undefined, page: undefined });
  });

  it('turns a local date and time field into an instant and back, to the minute', () => {
    const instant = fromLocalInput('2026-11-27T09:30');
    expect(instant).toBe(new Date('2026-11-27T09:30').toISOString());
    expect(toLocalInput(instant)).toBe('2026-11-27T09:30');
    expect(fromLocalInput('')).toBeUndefined();
    expect(toLocalInput(undefined)).toBe('');
  });
});
