import { positivePayFile } from './positive-pay';

describe('positive pay issue file', () => {
  it('lists each check: the drawer account, number, issue date, amount with two decimals and payee, CSV-quoted', () => {
    const file = positivePayFile('000123456789', new Date('2026-11-28T23:30:00Z'), [
      { checkNumber: '100001', amountCents: 123_456, payeeName: 'Zoë Ångström' },
      { checkNumber: '100002', amountCents: 2_500, payeeName: 'O\'Brien, "Pat"' },
    ]);
    expect(file.toString('utf8').split('\r\n')).toEqual([
      'Account Number,Check Number,Issue Date,Amount,Payee Name',
      '000123456789,100001,11/28/2026,1234.56,Zoë Ångström',
      '000123456789,100002,11/28/2026,25.00,"O\'Brien, ""Pat"""',
      '',
    ]);
  });

  it('is a header alone for no checks', () => {
    expect(positivePayFile('1234', new Date('2026-01-02T00:00:00Z'), []).toString()).toBe('Account Number,Check Number,Issue Date,Amount,Payee Name\r\n');
  });
});
