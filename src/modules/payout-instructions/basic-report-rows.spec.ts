import { basicReportQuery, type BasicReportPage } from './basic-report-rows';

const ORG = '00000000-0000-4000-8000-000000000001';
const CAMPAIGN = '00000000-0000-4000-8000-000000000002';
const ID = '00000000-0000-4000-8000-000000000003';
const query = (page: Partial<BasicReportPage>) => {
  const { text, values } = basicReportQuery(ORG, CAMPAIGN, { sortBy: 'createdOn', descending: true, limit: 10, offset: 20, ...page });
  return { text: text.replace(/\s+/g, ' '), values };
};

describe('basic report page query', () => {
  it('without a known previous page: the offset, the sort column then the id in the same direction, nulls last', () => {
    const { text, values } = query({ sortBy: 'amount', descending: false });
    expect(text).toContain('where campaign_id = $1 and organization_id = $2 order by amount_cents asc nulls last, id asc limit $3 offset $4');
    expect(values).toEqual([CAMPAIGN, ORG, 10, 20]);
  });

  it('after a known row of a column never null: one row comparison the index can serve, no offset', () => {
    const { text, values } = query({ after: { value: '2026-11-28 10:00:00.123456+00', id: ID } });
    expect(text).toContain('and organization_id = $2 and (created_on, id) < ($4, $5) order by created_on desc, id desc limit $3');
    expect(text).not.toContain('offset');
    expect(values).toEqual([CAMPAIGN, ORG, 10, '2026-11-28 10:00:00.123456+00', ID]);
    expect(query({ descending: false, after: { value: 'x', id: ID } }).text).toContain('(created_on, id) > ($4, $5) order by created_on asc, id asc');
  });

  it('after a known row of a nullable column: later values, then every null (they come last either way)', () => {
    const { text, values } = query({ sortBy: 'lastName', after: { value: 'Lovelace', id: ID } });
    expect(text).toContain('and (last_name is null or (last_name, id) < ($4, $5)) order by last_name desc nulls last, id desc limit $3');
    expect(values).toEqual([CAMPAIGN, ORG, 10, 'Lovelace', ID]);
  });

  it('after a null: only nulls with a later id', () => {
    const asc = query({ sortBy: 'externalId', descending: false, after: { value: null, id: ID } });
    expect(asc.text).toContain('and external_id is null and id > $4 order by external_id asc nulls last, id asc limit $3');
    expect(asc.values).toEqual([CAMPAIGN, ORG, 10, ID]);
    expect(query({ sortBy: 'amount', after: { value: null, id: ID } }).text).toContain('and amount_cents is null and id < $4 order by');
  });

  it('selects the sort value as text under a name of its own, so that ORDER BY still means the column', () => {
    expect(query({}).text).toContain(', created_on::text as sort_value from payout_instruction');
  });
});
