import { isEmail } from 'class-validator';
import fc from 'fast-check';
import type { PayoutMethodEntry } from '../campaigns';
import { readHeader } from './csv-header';
import { amountLimits } from '../payout-instructions';
import { cleanCell, isEmailAddress, RowRules, type RowCheck } from './row-rules';

const method = (min: number, max: number, isDisabled = false): PayoutMethodEntry => ({
  payoutMethodId: 'm',
  name: 'Gift card',
  category: 'GiftCard',
  minAmountCents: min,
  maxAmountCents: max,
  isDisabled,
  disableReason: null,
});

const GIFT_CARD = [method(100, 200_000)];

function rulesFor(header: string, methods: PayoutMethodEntry[] = GIFT_CARD): RowRules {
  const read = readHeader(header.split(','));
  if (!read.header) throw new Error(read.errors.join(' '));
  return new RowRules(read.header, methods);
}

const FULL = 'Id,Amount,FirstName,LastName,Email,PhoneNumber,Cohort,Site';
const check = (cells: string, rules = rulesFor(FULL)): RowCheck => rules.check(cells.split(','));
const errorsOf = (cells: string, rules = rulesFor(FULL)) => check(cells, rules).errors ?? [];

describe('upload row rules', () => {
  it('trims cells, so whitespace-only reads as empty', () => {
    expect(cleanCell('  Ada \t')).toBe('Ada');
    expect(cleanCell(' \t\u00a0 ')).toBe('');
    expect(cleanCell(undefined)).toBe('');
  });

  it('stages a valid row: trimmed values, empty cells as null, dollars as cents, tag cells in header order', () => {
    expect(check(' P-1 , 25.5 , Ada ,, ada@example.com ,  , A , ')).toEqual({
      row: { externalId: 'P-1', firstName: 'Ada', lastName: null, email: 'ada@example.com', phoneNumber: null, amountCents: 2550, tagValues: ['A', ''] },
    });
    expect(check('P-2,,Grace,Hopper,,+14155550101,,').row).toEqual({
      externalId: 'P-2', firstName: 'Grace', lastName: 'Hopper', email: null, phoneNumber: '+14155550101', amountCents: null, tagValues: ['', ''],
    });
  });

  it('reads header positions, whatever the order and case of the columns; a missing column is null', () => {
    const rules = rulesFor(' email ,Site,AMOUNT');
    expect(rules.width).toBe(3);
    expect(rules.check(['ada@example.com', 'Boston', '12']).row).toEqual({
      externalId: null, firstName: null, lastName: null, email: 'ada@example.com', phoneNumber: null, amountCents: 1200, tagValues: ['Boston'],
    });
  });

  it('needs an Email to create an instruction (a row without Id), and a valid one whenever it is given', () => {
    expect(errorsOf(',10,Ada,,,,,')).toEqual([{ column: 'Email', message: expect.stringContaining('Email is required') }]);
    expect(errorsOf('P-1,10,Ada,,not-an-email,,,')).toEqual([{ column: 'Email', message: 'Email "not-an-email" is not an email address.' }]);
    expect(errorsOf('P-1,10,Ada,,ada@localhost,,,')).toEqual([{ column: 'Email', message: 'Email "ada@localhost" is not an email address.' }]);
    expect(errorsOf('P-1,10,Ada,,,,,')).toEqual([]); // an update may leave the address as it is
    expect(errorsOf('P-1,10,Zoë,,zoë@exämple.com,,,')).toEqual([]);
  });

  it('takes amounts as positive dollars with at most two decimals, payable by one of the campaign methods', () => {
    const amount = (text: string) => errorsOf(`P-1,${text},Ada,,ada@example.com,,,`);
    expect(check('P-1,1000,Ada,,ada@example.com,,,').row?.amountCents).toBe(100_000);
    expect(check('P-1,0.5,Ada,,ada@example.com,,,', rulesFor(FULL, [])).row?.amountCents).toBe(50);
    expect(amount('12.345')).toEqual([{ column: 'Amount', message: 'Amount "12.345" must have at most two decimal places.' }]);
    expect(amount('$12')).toEqual([{ column: 'Amount', message: 'Amount "$12" must be a decimal number such as 12.50.' }]);
    expect(amount('1e3')).toEqual([{ column: 'Amount', message: 'Amount "1e3" must be a decimal number such as 12.50.' }]);
    expect(amount('-5')).toEqual([{ column: 'Amount', message: 'Amount "-5" must not be negative.' }]);
    expect(amount('0.00')).toEqual([{ column: 'Amount', message: 'Amount "0.00" must be greater than 0.' }]);
    expect(amount('2000.01')).toEqual([{ column: 'Amount', message: 'Amount 2000.01 cannot be paid by any payout method of the campaign (limits span 1 to 2000).' }]);
    expect(amount('0.99')).toHaveLength(1);
    expect(amount('2000')).toEqual([]);
  });

  it('applies the campaign limits like payout instructions do: enabled methods with known limits only', () => {
    expect(amountLimits([])(1)).toBeUndefined();
    expect(amountLimits([method(100, 200), method(100, 500_000, true)])(300_000)).toMatch(/3000 cannot be paid .* 1 to 2\)\.$/);
    expect(amountLimits([method(100, 200), method(1_000, 5_000)])(3_000)).toBeUndefined();
    expect(amountLimits([{ ...method(100, 200), minAmountCents: undefined }])(1)).toBeUndefined();
  });

  it('limits lengths as the API does, counting characters', () => {
    const long = (n: number, char = 'x') => char.repeat(n);
    expect(errorsOf(`${long(101)},10,Ada,,ada@example.com,,,`)).toEqual([{ column: 'Id', message: 'Id is longer than 100 characters.' }]);
    expect(errorsOf(`${long(100)},10,${long(101)},${long(101)},ada@example.com,${long(33)},,`).map((e) => e.column)).toEqual(['FirstName', 'LastName', 'PhoneNumber']);
    expect(errorsOf(`P-1,10,${long(100, '🚀')},,ada@example.com,${long(32)},,`)).toEqual([]);
  });

  it('holds tag cells to the tag rules, naming the tag; an empty cell is no tag', () => {
    expect(errorsOf('P-1,10,Ada,,ada@example.com,,<b>,Boston')).toEqual([{ column: 'Cohort', message: expect.stringContaining('<, >, { or }') }]);
    expect(errorsOf(`P-1,10,Ada,,ada@example.com,,A,${'s'.repeat(129)}`)).toEqual([{ column: 'Site', message: 'Tag "Site" has a value longer than 128 characters.' }]);
    expect(errorsOf('P-1,10,Ada,,ada@example.com,,Tom & Jerry,')).toEqual([]);
    const rules = rulesFor(FULL);
    for (let i = 0; i < 3; i++) expect(errorsOf('P-1,10,Ada,,ada@example.com,,{x},', rules)).toHaveLength(1); // remembered verdicts stay right
  });

  it('wants a cell per header column; extra cells are fine only when empty', () => {
    expect(errorsOf('P-1,10,Ada')).toEqual([{ column: null, message: 'The row has 3 cells; the header names 8 columns.' }]);
    expect(errorsOf('P-1,10,Ada,,ada@example.com,,,,, ')).toEqual([]);
    expect(errorsOf('P-1,10,Ada,,ada@example.com,,,,x')).toEqual([{ column: null, message: 'The row has 9 cells; the header names 8 columns.' }]);
  });

  it('refuses NUL characters, which PostgreSQL text cannot hold (unless told the batch has no control characters)', () => {
    expect(errorsOf('P-1,10,A\u0000da,,ada@example.com,,,')).toEqual([{ column: null, message: expect.stringContaining('NUL') }]);
  });

  it('reports every problem of a row at once', () => {
    expect(errorsOf('P-1,abc,Ada,,nope,,{,').map((e) => e.column)).toEqual(['Email', 'Amount', 'Cohort']);
  });

  it('judges email addresses exactly as the API (class-validator isEmail), fast path or not', () => {
    const local = fc.stringMatching(/^[A-Za-z0-9._%+!#'-]{0,70}$/);
    const label = fc.stringMatching(/^[A-Za-z0-9-]{0,70}$/);
    const address = fc.tuple(local, fc.constantFrom('@', '@@', ''), fc.array(label, { minLength: 1, maxLength: 4 }), fc.stringMatching(/^[A-Za-z0-9]{0,4}$/));
    fc.assert(
      fc.property(address, ([user, at, labels, tld]) => {
        const text = `${user}${at}${labels.join('.')}.${tld}`;
        expect(isEmailAddress(text)).toBe(isEmail(text));
      }),
      { numRuns: 5_000 },
    );
    for (const text of ['a@b.co', 'a.b@c.d.com', '.a@b.com', 'a.@b.com', 'a..b@c.com', 'a@-b.com', 'a@b-.com', 'a@b.c', 'a@b.123', `${'a'.repeat(65)}@b.com`, `a@${'b'.repeat(64)}.com`, `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(63)}.com`]) {
      expect([text, isEmailAddress(text)]).toEqual([text, isEmail(text)]);
    }
  });
});
