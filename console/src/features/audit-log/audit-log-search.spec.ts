import { auditLogFileName, auditLogSearch, filtersOf, hasFilters } from './audit-log-search';

describe('the audit log’s address', () => {
  it('keeps well-formed filters and drops the rest', () => {
    const search = auditLogSearch({ actorId: ' u1 ', action: 'bankAccounts.withdraw', resourceType: '', since: 'not a date', until: '2027-01-02T00:00:00.000Z', page: '0', extra: 'x' });
    expect(search).toEqual({ actorId: 'u1', action: 'bankAccounts.withdraw', resourceType: undefined, resourceId: undefined, since: undefined, until: '2027-01-02T00:00:00.000Z', page: undefined });
    expect(auditLogSearch({ page: '3' }).page).toBe(3);
    expect(hasFilters(auditLogSearch({ page: '3' }))).toBe(false);
    expect(hasFilters(search)).toBe(true);
    expect(filtersOf({ ...search, page: 2 })).not.toHaveProperty('page');
  });

  it('names the export after its filters and the day', () => {
    const now = new Date('2027-03-04T10:00:00Z');
    expect(auditLogFileName({}, now)).toBe('audit-log-2027-03-04.csv');
    expect(auditLogFileName({ resourceType: 'BankAccount', resourceId: '0123456789abcdef', action: 'bank accounts/withdraw' }, now)).toBe('audit-log-BankAccount-01234567-bank-accounts-withdraw-2027-03-04.csv');
  });
});
