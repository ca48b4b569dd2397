import { basicReportFileName, describeSort, downloadPages, slug } from './basic-report-file';

describe('the basic report download', () => {
  it('names the file after the campaign, the sort and the day', () => {
    expect(basicReportFileName('Spring 2027 sleep study', 'amount', 'asc', new Date('2026-11-28T14:00:00Z'))).toBe('spring-2027-sleep-study-basic-report-by-amount-asc-2026-11-28.csv');
    expect(basicReportFileName('Été «études»', 'externalId', 'desc', new Date('2026-11-28T23:59:59Z'))).toBe('ete-etudes-basic-report-by-external-id-desc-2026-11-28.csv');
    expect(slug('***')).toBe('campaign');
  });

  it('says the sort in words', () => {
    expect(describeSort('createdOn', 'desc')).toBe('Created, newest first');
    expect(describeSort('lastName', 'asc')).toBe('Last name, A to Z');
  });

  it('fetches the whole report in pages of 10,000', () => {
    expect(downloadPages(0)).toBe(1);
    expect(downloadPages(10_000)).toBe(1);
    expect(downloadPages(10_001)).toBe(2);
  });
});
