import { amountProblem, confirmationSentence, describeDestination } from './money-words';
import { bankAccountSearch, moneySearch } from './money-search';

const account = { name: 'Operating account', accountHolderName: 'Acme Research', accountNumber: '****4321' };

describe('money words', () => {
  it('names a destination by its name, holder and last four digits only', () => {
    expect(describeDestination(account)).toBe('Operating account (Acme Research, account ending 4321)');
  });

  it('states amount, source and destination in the confirmation', () => {
    expect(confirmationSentence('Withdraw', 12_345, 'Main account', account)).toBe(
      `Withdraw ${(123.45).toLocaleString(undefined, { style: 'currency', currency: 'USD' })} from Main account to Operating account (Acme Research, account ending 4321)?`,
    );
  });

  it('refuses an amount that is missing, not positive, over the ACH limit or over what is available', () => {
    expect(amountProblem(null, 100)).toMatch(/Enter an amount/);
    expect(amountProblem(0, 100)).toMatch(/more than/);
    expect(amountProblem(10_000_000_000, 20_000_000_000)).toMatch(/at most \$99,999,999.99/);
    expect(amountProblem(101, 100)).toMatch(/available/);
    expect(amountProblem(100, 100)).toBeNull();
  });
});

describe('money search', () => {
  it('keeps well-formed values and drops the rest', () => {
    expect(moneySearch({})).toEqual({ page: 1 });
    expect(moneySearch({ page: '3' })).toEqual({ page: 3 });
    expect(bankAccountSearch({ type: 'Withdrawal', aggregate: 'true', page: 2 })).toEqual({ type: 'Withdrawal', aggregate: true, page: 2 });
    expect(bankAccountSearch({ type: 'Nope', aggregate: 'x', page: 'x' })).toEqual({ type: undefined, aggregate: undefined, page: 1 });
  });
});
