import fc from 'fast-check';
import { routingNumberWithChecksum } from '../../core/banking/aba-routing';
import type { FieldErrors } from '../../core/errors/domain-error';
import { PAYOUT_REQUIREMENT_FIELDS, PayoutMethodCategory } from '../payout-methods';
import type { PayoutDetails } from '../payouts';
import { checkPayoutDetails, isAdult, isUsE164, maskDetails, US_STATE_CODES } from './payout-details';

type Method = { category: string; requirements: readonly { field: string }[] };
type Raw = Record<string, unknown>;

const TODAY = '2026-11-25';
/** Every requirement, on an ACH method (which adds bankAccountType): every rule applies at once. */
const ACH_ALL: Method = { category: PayoutMethodCategory.AchBankTransfer, requirements: PAYOUT_REQUIREMENT_FIELDS.map((field) => ({ field })) };
const GIFT_CARD: Method = { category: PayoutMethodCategory.GiftCard, requirements: [{ field: 'email' }] };
const DETAIL_FIELDS = [...PAYOUT_REQUIREMENT_FIELDS, 'bankAccountType'];

const VALID: Raw = {
  email: 'ada.lovelace@example.com',
  phoneNumber: '+12025550123',
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-06-15',
  mailingAddress: { line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postalCode: '62701' },
  bankRoutingNumber: '021000021',
  bankAccountNumber: '123456789012',
  bankAccountType: 'Checking',
};

const check = (input: unknown, method: Method = ACH_ALL, today = TODAY) => checkPayoutDetails(input, method, today);
const errorsOf = (input: unknown, method: Method = ACH_ALL, today = TODAY): FieldErrors => {
  const result = check(input, method, today);
  return result.ok ? {} : result.errors;
};
const detailsOf = (input: unknown, method: Method = ACH_ALL, today = TODAY): PayoutDetails => {
  const result = check(input, method, today);
  if (!result.ok) throw new Error(`Expected valid details, got ${JSON.stringify(result.errors)}`);
  return result.details;
};

/** A copy of `details` with the member at `path` (`details.a` or `details.a.b`) set to `value`, or removed when undefined. */
function withPath(details: Raw, path: string, value: unknown): Raw {
  const [, key, nested] = path.split('.');
  const copy: Raw = { ...details };
  if (nested === undefined) {
    if (value === undefined) delete copy[key];
    else copy[key] = value;
    return copy;
  }
  const inner: Raw = { ...(copy[key] as Raw) };
  if (value === undefined) delete inner[nested];
  else inner[nested] = value;
  copy[key] = inner;
  return copy;
}

describe('payout details', () => {
  describe('accepts valid details and normalises them', () => {
    it('takes every requirement at once and returns them as given when already normal', () => {
      expect(check(VALID)).toEqual({ ok: true, details: VALID });
    });

    it('trims every string, lower-cases the email domain only, upper-cases the state and hyphenates a nine-digit ZIP', () => {
      const padded: Raw = {
        email: '  Ada.Lovelace@Example.COM ',
        phoneNumber: '\t+12025550123 ',
        fullName: '  Ada  Lovelace\n',
        dateOfBirth: ' 1990-06-15 ',
        mailingAddress: { line1: ' 1 Main St ', line2: '  Apt 2 ', city: ' Springfield ', state: ' il ', postalCode: ' 627011234 ' },
        bankRoutingNumber: ' 021000021 ',
        bankAccountNumber: ' 123456789012 ',
        bankAccountType: ' Savings ',
      };
      expect(detailsOf(padded)).toEqual({
        email: 'Ada.Lovelace@example.com',
        phoneNumber: '+12025550123',
        fullName: 'Ada  Lovelace',
        dateOfBirth: '1990-06-15',
        mailingAddress: { line1: '1 Main St', line2: 'Apt 2', city: 'Springfield', state: 'IL', postalCode: '62701-1234' },
        bankRoutingNumber: '021000021',
        bankAccountNumber: '123456789012',
        bankAccountType: 'Savings',
      });
    });

    it.each([
      ['62701', '62701'],
      ['62701-1234', '62701-1234'],
      ['627011234', '62701-1234'],
      ['00501', '00501'],
    ])('takes the ZIP %j as %j', (given, stored) => {
      expect(detailsOf(withPath(VALID, 'details.mailingAddress.postalCode', given)).mailingAddress?.postalCode).toBe(stored);
    });

    it.each([['ny'], ['Ny'], ['NY'], [' nY ']])('takes the state %j as NY (any case)', (state) => {
      expect(detailsOf(withPath(VALID, 'details.mailingAddress.state', state)).mailingAddress?.state).toBe('NY');
    });

    it('knows the 50 states, DC and the five inhabited territories', () => {
      expect(US_STATE_CODES).toHaveLength(56);
      expect(new Set(US_STATE_CODES).size).toBe(56);
      for (const code of ['AL', 'WY', 'DC', 'PR', 'GU', 'VI', 'AS', 'MP']) expect(US_STATE_CODES).toContain(code);
      for (const state of US_STATE_CODES) expect(detailsOf(withPath(VALID, 'details.mailingAddress.state', state.toLowerCase())).mailingAddress?.state).toBe(state);
    });

    it('leaves line2 out when it is omitted or blank', () => {
      expect(detailsOf(withPath(VALID, 'details.mailingAddress.line2', undefined)).mailingAddress).toEqual({ line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' });
      expect(detailsOf(withPath(VALID, 'details.mailingAddress.line2', '  ')).mailingAddress).not.toHaveProperty('line2');
    });

    it.each([
      ['email at 254 characters', 'details.email', `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(57)}.com`],
      ['fullName at 200 characters', 'details.fullName', 'x'.repeat(200)],
      ['fullName of 200 emoji (400 UTF-16 units, counted as 200 characters)', 'details.fullName', '\u{1F600}'.repeat(200)],
      ['a non-ASCII fullName', 'details.fullName', 'Zoë Ødegård-Nakamura 中村'],
      ['line1 at 100 characters', 'details.mailingAddress.line1', 'x'.repeat(100)],
      ['line2 at 100 characters', 'details.mailingAddress.line2', 'x'.repeat(100)],
      ['city at 100 characters', 'details.mailingAddress.city', 'x'.repeat(100)],
      ['account number of 4 digits', 'details.bankAccountNumber', '0001'],
      ['account number of 17 digits', 'details.bankAccountNumber', '12345678901234567'],
      ['someone exactly 18 today', 'details.dateOfBirth', '2008-11-25'],
      ['the earliest date of birth', 'details.dateOfBirth', '1900-01-01'],
      ['a 29 February of a leap year', 'details.dateOfBirth', '2000-02-29'],
      ['the lowest dialable area code and exchange', 'details.phoneNumber', '+12002000000'],
      ['the highest phone number', 'details.phoneNumber', '+19999999999'],
    ])('accepts %s', (_case, path, value) => {
      expect(errorsOf(withPath(VALID, path, value))).toEqual({});
    });

    it('keeps the email local part as given but lower-cases the domain', () => {
      expect(detailsOf({ email: 'Ada.LOVELACE+Claims@Mail.Example.ORG' }, GIFT_CARD)).toEqual({ email: 'Ada.LOVELACE+Claims@mail.example.org' });
    });

    it('returns only what the method asks for', () => {
      expect(check({ email: 'ada@example.com' }, GIFT_CARD)).toEqual({ ok: true, details: { email: 'ada@example.com' } });
      expect(check({}, { category: PayoutMethodCategory.GiftCard, requirements: [] })).toEqual({ ok: true, details: {} });
    });

    it('needs bankAccountType on an ACH method even when its requirements do not list it, and never elsewhere', () => {
      const ach: Method = { category: PayoutMethodCategory.AchBankTransfer, requirements: [{ field: 'bankRoutingNumber' }, { field: 'bankAccountNumber' }] };
      expect(detailsOf({ bankRoutingNumber: '021000021', bankAccountNumber: '1234', bankAccountType: 'Checking' }, ach)).toEqual({
        bankRoutingNumber: '021000021',
        bankAccountNumber: '1234',
        bankAccountType: 'Checking',
      });
      expect(errorsOf({ bankRoutingNumber: '021000021', bankAccountNumber: '1234' }, ach)).toEqual({
        'details.bankAccountType': ['Choose the type of account: checking or savings.'],
      });
      const check_: Method = { category: PayoutMethodCategory.CheckTransfer, requirements: [{ field: 'bankRoutingNumber' }, { field: 'bankAccountNumber' }] };
      expect(errorsOf({ bankRoutingNumber: '021000021', bankAccountNumber: '1234' }, check_)).toEqual({});
    });

    it('treats a member set to undefined as absent (as a JSON body cannot say undefined)', () => {
      expect(check({ email: 'ada@example.com', phoneNumber: undefined }, GIFT_CARD)).toEqual({ ok: true, details: { email: 'ada@example.com' } });
    });

    it('does not change its input', () => {
      const input = structuredClone({ ...VALID, email: ' ADA@EXAMPLE.COM ', mailingAddress: { ...(VALID.mailingAddress as Raw), state: 'il' } });
      const before = structuredClone(input);
      check(input);
      expect(input).toEqual(before);
    });
  });

  describe('refuses each invalid detail, naming its path', () => {
    const TOO_LONG_EMAIL = `${'a'.repeat(64)}@${'b'.repeat(63)}.${'c'.repeat(63)}.${'d'.repeat(58)}.com`;
    it.each<[string, string, unknown, string]>([
      // email
      ['an email without @', 'details.email', 'not-an-email', 'Enter an email address like name@example.com.'],
      ['an email without a top-level domain', 'details.email', 'ada@localhost', 'Enter an email address like name@example.com.'],
      ['an email of 255 characters', 'details.email', TOO_LONG_EMAIL, 'Your email address can be at most 254 characters long.'],
      ['a blank email', 'details.email', '   ', 'Enter your email address.'],
      ['a number as email', 'details.email', 42, 'email must be a string.'],
      ['null as email', 'details.email', null, 'email must be a string.'],
      // phoneNumber
      ['a phone number not in E.164', 'details.phoneNumber', '(202) 555-0123', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['a phone number without +1', 'details.phoneNumber', '2025550123', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['a non-US phone number', 'details.phoneNumber', '+442071234567', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['an area code starting with 0', 'details.phoneNumber', '+10025550123', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['an area code starting with 1', 'details.phoneNumber', '+11025550123', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['an exchange starting with 0', 'details.phoneNumber', '+12020550123', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['an exchange starting with 1', 'details.phoneNumber', '+12021550123', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['a phone number of 11 digits after +1', 'details.phoneNumber', '+120255501234', 'This is not a US phone number: check the area code and the 10 digits.'],
      ['a phone number as a number', 'details.phoneNumber', 12025550123, 'phoneNumber must be a string.'],
      // fullName
      ['a blank fullName', 'details.fullName', ' \t ', 'Enter your full name.'],
      ['a fullName of 201 characters', 'details.fullName', 'x'.repeat(201), 'Your full name can be at most 200 characters long.'],
      ['null as fullName', 'details.fullName', null, 'fullName must be a string.'],
      // dateOfBirth
      ['someone a day short of 18', 'details.dateOfBirth', '2008-11-26', 'You must be 18 or older to receive this payment.'],
      ['a date of birth in the future', 'details.dateOfBirth', '2026-11-26', 'Your date of birth cannot be in the future.'],
      ['an impossible date (30 February)', 'details.dateOfBirth', '2001-02-30', 'Enter a date that exists, as year-month-day, such as 1990-06-15.'],
      ['29 February of a common year', 'details.dateOfBirth', '2001-02-29', 'Enter a date that exists, as year-month-day, such as 1990-06-15.'],
      ['a thirteenth month', 'details.dateOfBirth', '1990-13-01', 'Enter a date that exists, as year-month-day, such as 1990-06-15.'],
      ['31 April', 'details.dateOfBirth', '1990-04-31', 'Enter a date that exists, as year-month-day, such as 1990-06-15.'],
      ['an unpadded date', 'details.dateOfBirth', '1990-6-15', 'Enter a date that exists, as year-month-day, such as 1990-06-15.'],
      ['a US-style date', 'details.dateOfBirth', '06/15/1990', 'Enter a date that exists, as year-month-day, such as 1990-06-15.'],
      ['a date-time', 'details.dateOfBirth', '1990-06-15T00:00:00Z', 'Enter a date that exists, as year-month-day, such as 1990-06-15.'],
      ['a date before 1900', 'details.dateOfBirth', '1899-12-31', 'Check the year of your date of birth: it is before 1900.'],
      ['a timestamp as dateOfBirth', 'details.dateOfBirth', 645408000000, 'dateOfBirth must be a string.'],
      // mailingAddress
      ['an unknown state', 'details.mailingAddress.state', 'XX', 'Choose a US state, DC or a US territory (its two-letter code, such as NY).'],
      ['a state spelled out', 'details.mailingAddress.state', 'Illinois', 'Choose a US state, DC or a US territory (its two-letter code, such as NY).'],
      ['a military state code', 'details.mailingAddress.state', 'AE', 'Choose a US state, DC or a US territory (its two-letter code, such as NY).'],
      ['a number as state', 'details.mailingAddress.state', 17, 'mailingAddress.state must be a string.'],
      ['a ZIP of 4 digits', 'details.mailingAddress.postalCode', '1234', 'Enter a ZIP code of 5 digits, or 9 digits such as 12345-6789.'],
      ['a ZIP+4 short of a digit', 'details.mailingAddress.postalCode', '12345-678', 'Enter a ZIP code of 5 digits, or 9 digits such as 12345-6789.'],
      ['a ZIP of 10 digits', 'details.mailingAddress.postalCode', '1234567890', 'Enter a ZIP code of 5 digits, or 9 digits such as 12345-6789.'],
      ['a Canadian postal code', 'details.mailingAddress.postalCode', 'K1A 0B1', 'Enter a ZIP code of 5 digits, or 9 digits such as 12345-6789.'],
      ['a number as ZIP', 'details.mailingAddress.postalCode', 62701, 'mailingAddress.postalCode must be a string.'],
      ['a blank line1', 'details.mailingAddress.line1', '  ', 'Enter the first line of your address.'],
      ['a line1 of 101 characters', 'details.mailingAddress.line1', 'x'.repeat(101), 'The first line of your address can be at most 100 characters long.'],
      ['a line2 of 101 characters', 'details.mailingAddress.line2', 'x'.repeat(101), 'The second line of your address can be at most 100 characters long.'],
      ['null as line2', 'details.mailingAddress.line2', null, 'mailingAddress.line2 must be a string.'],
      ['a city of 101 characters', 'details.mailingAddress.city', 'x'.repeat(101), 'Your city or town can be at most 100 characters long.'],
      ['a missing city', 'details.mailingAddress.city', undefined, 'Enter your city or town.'],
      ['a missing line1', 'details.mailingAddress.line1', undefined, 'Enter the first line of your address.'],
      ['an unknown member of the address', 'details.mailingAddress.country', 'US', 'mailingAddress does not take country: it takes line1, line2, city, state, postalCode.'],
      ['an address as a string', 'details.mailingAddress', '1 Main St, Springfield IL 62701', 'mailingAddress must be an object with line1, city, state and postalCode (line2 optional).'],
      ['an address as an array', 'details.mailingAddress', ['1 Main St'], 'mailingAddress must be an object with line1, city, state and postalCode (line2 optional).'],
      ['null as address', 'details.mailingAddress', null, 'mailingAddress must be an object with line1, city, state and postalCode (line2 optional).'],
      // bank
      ['a routing number with a bad ABA check digit', 'details.bankRoutingNumber', '021000022', 'This routing number is not valid: check the 9 digits on your check.'],
      ['a routing number with a letter', 'details.bankRoutingNumber', '02100002a', 'A routing number has 9 digits, and only digits: check the number on your check.'],
      ['a routing number of 8 digits', 'details.bankRoutingNumber', '02100002', 'A routing number has 9 digits, and only digits: check the number on your check.'],
      ['a routing number with a hyphen', 'details.bankRoutingNumber', '0210-0002-1', 'A routing number has 9 digits, and only digits: check the number on your check.'],
      ['a routing number as a number', 'details.bankRoutingNumber', 21000021, 'bankRoutingNumber must be a string.'],
      ['an account number of 3 digits', 'details.bankAccountNumber', '123', 'An account number has 4 to 17 digits, and only digits.'],
      ['an account number of 18 digits', 'details.bankAccountNumber', '123456789012345678', 'An account number has 4 to 17 digits, and only digits.'],
      ['an account number with a letter', 'details.bankAccountNumber', '12345678A', 'An account number has 4 to 17 digits, and only digits.'],
      ['an account number as a number', 'details.bankAccountNumber', 123456789, 'bankAccountNumber must be a string.'],
      ['a missing bankAccountType on ACH', 'details.bankAccountType', undefined, 'Choose the type of account: checking or savings.'],
      ['a wrong bankAccountType', 'details.bankAccountType', 'Brokerage', 'Choose the type of account: Checking or Savings.'],
      ['a bankAccountType in the wrong case', 'details.bankAccountType', 'checking', 'Choose the type of account: Checking or Savings.'],
      ['a number as bankAccountType', 'details.bankAccountType', 1, 'bankAccountType must be a string.'],
      // blank, as an empty form field sends it: what to enter, in a person's words
      ['a blank phone number', 'details.phoneNumber', '', 'Enter your mobile phone number.'],
      ['a blank date of birth', 'details.dateOfBirth', '', 'Enter your date of birth.'],
      ['a blank city', 'details.mailingAddress.city', ' ', 'Enter your city or town.'],
      ['no state chosen', 'details.mailingAddress.state', '', 'Choose your state.'],
      ['a blank ZIP code', 'details.mailingAddress.postalCode', '', 'Enter your ZIP code.'],
      ['a blank routing number', 'details.bankRoutingNumber', '', 'Enter your bank’s routing number.'],
      ['a blank account number', 'details.bankAccountNumber', '', 'Enter your account number.'],
      ['no account type chosen', 'details.bankAccountType', '', 'Choose the type of account: checking or savings.'],
      // presence
      ['a missing email', 'details.email', undefined, 'Enter your email address.'],
      ['a missing mailingAddress', 'details.mailingAddress', undefined, 'Enter your mailing address.'],
      ['a member no method takes', 'details.ssn', '123-45-6789', 'ssn is not taken by this payout method.'],
    ])('%s', (_case, path, value, message) => {
      expect(errorsOf(withPath(VALID, path, value))).toEqual({ [path]: [message] });
    });

    it('refuses a member this method does not ask for, even one another method takes', () => {
      expect(errorsOf({ email: 'ada@example.com', phoneNumber: '+12025550123', bankAccountType: 'Checking' }, GIFT_CARD)).toEqual({
        'details.phoneNumber': ['phoneNumber is not taken by this payout method.'],
        'details.bankAccountType': ['bankAccountType is not taken by this payout method.'],
      });
    });

    it.each([[null], ['ada@example.com'], [[{ email: 'ada@example.com' }]], [42], [true], [undefined]])('refuses %j as details: not an object', (input) => {
      expect(check(input, GIFT_CARD)).toEqual({ ok: false, errors: { details: ['details must be an object holding the fields this payout method asks for.'] } });
    });

    it('names every offending field at once', () => {
      const input = { ...VALID, email: 'nope', phoneNumber: undefined, mailingAddress: { line1: '', city: 'X', state: 'XX', postalCode: '1' }, extra: 1 };
      expect(Object.keys(errorsOf(input)).sort()).toEqual(
        ['details.email', 'details.extra', 'details.mailingAddress.line1', 'details.mailingAddress.postalCode', 'details.mailingAddress.state', 'details.phoneNumber'].sort(),
      );
    });

    it('property: what a form can send (any text in any field) is refused in a person’s words, never naming a member', () => {
      const PATHS = ['details.email', 'details.phoneNumber', 'details.fullName', 'details.dateOfBirth', 'details.bankRoutingNumber', 'details.bankAccountNumber', 'details.bankAccountType',
        ...['line1', 'line2', 'city', 'state', 'postalCode'].map((member) => `details.mailingAddress.${member}`)];
      // A path, a member's camelCase name, a sentence that starts with a member's name, a format's jargon.
      const MEMBER = /details\.|[a-z][A-Z]|^[a-z]|E\.164|YYYY/;
      fc.assert(
        fc.property(fc.constantFrom(...PATHS), fc.oneof(fc.string({ maxLength: 30 }), fc.constantFrom('', ' ', '1234', 'x'.repeat(201))), (path, value) => {
          for (const messages of Object.values(errorsOf(withPath(VALID, path, value)))) {
            for (const message of messages) expect(message).not.toMatch(MEMBER);
          }
        }),
        { numRuns: 500 },
      );
    });

    it('does not take inherited members as given', () => {
      const inherited = Object.create({ email: 'ada@example.com' }) as Raw;
      expect(errorsOf(inherited, GIFT_CARD)).toEqual({ 'details.email': ['Enter your email address.'] });
    });

    it('throws (a programming error, not a refusal) on a malformed today or a requirement it does not know', () => {
      expect(() => check(VALID, ACH_ALL, '2026-13-01')).toThrow(RangeError);
      expect(() => check(VALID, ACH_ALL, '25/11/2026')).toThrow(RangeError);
      expect(() => check({}, { category: 'GiftCard', requirements: [{ field: 'ssn' }] })).toThrow('Payout method requirement "ssn" is not a known field.');
    });

    it('refuses for a check what a check cannot print (check-payee.ts), and only for a check', () => {
      const paperCheck: Method = { category: PayoutMethodCategory.PaperCheck, requirements: [{ field: 'fullName' }, { field: 'mailingAddress' }] };
      const prepaid: Method = { category: PayoutMethodCategory.PrepaidCard, requirements: [{ field: 'fullName' }, { field: 'mailingAddress' }] };
      const input = { fullName: '日本 太郎', mailingAddress: { line1: '1 Main St\nApt 2', city: 'Springfield', state: 'IL', postalCode: '62701' } };
      expect(errorsOf(input, paperCheck)).toEqual({
        'details.fullName': ['A check cannot print 日, 本, 太, 郎: use Latin, Greek or Cyrillic letters.'],
        'details.mailingAddress.line1': ['Write this on one line, without line breaks or tabs.'],
      });
      expect(errorsOf(input, prepaid)).toEqual({});
      expect(detailsOf({ fullName: ' Ива́н Петро́в ', mailingAddress: VALID.mailingAddress }, paperCheck)).toEqual({ fullName: 'Ива́н Петро́в', mailingAddress: VALID.mailingAddress });
    });
  });

  describe('isAdult', () => {
    it.each([
      ['2008-11-25', '2026-11-25', true], // the 18th birthday itself
      ['2008-11-26', '2026-11-25', false], // one day short
      ['2008-11-24', '2026-11-25', true],
      ['2008-12-31', '2026-01-01', false],
      ['1990-06-15', '2026-11-25', true],
      ['2026-11-25', '2026-11-25', false],
      // Born on 29 February: 18 on 1 March of the (never leap) 18th year.
      ['2008-02-29', '2026-02-28', false],
      ['2008-02-29', '2026-03-01', true],
      ['2004-02-29', '2022-02-28', false],
      ['2004-02-29', '2022-03-01', true],
      // Invalid dates of birth are never adult.
      ['2001-02-30', '2026-11-25', false],
      ['not a date', '2026-11-25', false],
    ])('born %s, on %s: %s', (dateOfBirth, today, adult) => {
      expect(isAdult(dateOfBirth, today)).toBe(adult);
    });

    it('throws on a malformed today', () => {
      expect(() => isAdult('1990-06-15', 'today')).toThrow(RangeError);
    });

    it('property: adult from the 18th birthday (1 March for 29 February, as Date.UTC rolls over), not the day before', () => {
      const iso = (ms: number) => new Date(ms).toISOString().slice(0, 10);
      fc.assert(
        fc.property(fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2999-12-31T00:00:00Z'), noInvalidDate: true }), (date) => {
          const born = new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth(), date.getUTCDate()));
          const birthday = Date.UTC(born.getUTCFullYear() + 18, born.getUTCMonth(), born.getUTCDate());
          expect(isAdult(iso(born.getTime()), iso(birthday))).toBe(true);
          expect(isAdult(iso(born.getTime()), iso(birthday - 86_400_000))).toBe(false);
        }),
        { numRuns: 2_000 },
      );
    });
  });

  describe('isUsE164', () => {
    it.each([
      ['+12025550123', true],
      ['+19998887777', true],
      ['+12002000000', true],
      ['12025550123', false],
      ['+1202555012', false],
      ['+120255501234', false],
      ['+10025550123', false],
      ['+11025550123', false],
      ['+12020550123', false],
      ['+12021550123', false],
      ['+442071234567', false],
      ['+1 202 555 0123', false],
      ['+1202555012a', false],
      [' +12025550123', false], // trimming is the caller's
      ['', false],
    ])('%j: %s', (phone, expected) => {
      expect(isUsE164(phone)).toBe(expected);
    });
  });

  describe('maskDetails', () => {
    it('keeps the last four digits of the bank numbers and the year of birth, the rest as given', () => {
      const details = VALID as PayoutDetails;
      expect(maskDetails(details)).toEqual({ ...details, bankRoutingNumber: '*****0021', bankAccountNumber: '********9012', dateOfBirth: '1990-**-**' });
    });

    it('hides a four-digit account number entirely', () => {
      expect(maskDetails({ bankAccountNumber: '1234' })).toEqual({ bankAccountNumber: '****' });
      expect(maskDetails({ bankAccountNumber: '12345' })).toEqual({ bankAccountNumber: '*2345' });
    });

    it('adds no member and changes nothing in its input', () => {
      const details: PayoutDetails = { email: 'ada@example.com' };
      expect(maskDetails(details)).toEqual({ email: 'ada@example.com' });
      const full = structuredClone(VALID) as PayoutDetails;
      const masked = maskDetails(full);
      expect(full).toEqual(VALID);
      expect(masked.mailingAddress).not.toBe(full.mailingAddress);
    });
  });

  describe('properties', () => {
    const digits = (min: number, max = min) => fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: min, maxLength: max });
    const pad = fc.constantFrom('', ' ', '\t', '  \n');
    /** A raw value (padded, any case the rule allows) with the value the check must return for it. */
    type Given<T> = { raw: unknown; expected: T };
    const padded = <T extends string>(arb: fc.Arbitrary<T>): fc.Arbitrary<Given<T>> =>
      fc.tuple(pad, arb, pad).map(([before, value, after]) => ({ raw: before + value + after, expected: value }));
    const printable = (max: number) => fc.string({ minLength: 1, maxLength: max }).map((value) => value.trim()).filter((value) => value !== '');

    const email: fc.Arbitrary<Given<string>> = fc
      .tuple(pad, fc.stringMatching(/^[A-Za-z0-9_+-]{1,20}$/), fc.array(fc.stringMatching(/^[A-Za-z0-9]{1,10}$/), { minLength: 1, maxLength: 3 }), fc.stringMatching(/^[A-Za-z]{2,6}$/), pad)
      .map(([before, local, labels, tld, after]) => {
        const domain = [...labels, tld].join('.');
        return { raw: `${before}${local}@${domain}${after}`, expected: `${local}@${domain.toLowerCase()}` };
      });
    const phone = padded(fc.tuple(fc.integer({ min: 2, max: 9 }), digits(2), fc.integer({ min: 2, max: 9 }), digits(6)).map((parts) => `+1${parts.join('')}`));
    const dateOfBirth = padded(
      fc.date({ min: new Date('1900-01-01T00:00:00Z'), max: new Date('2008-11-25T00:00:00Z'), noInvalidDate: true }).map((date) => date.toISOString().slice(0, 10)),
    );
    const state: fc.Arbitrary<Given<string>> = fc
      .tuple(fc.constantFrom(...US_STATE_CODES), fc.constantFrom('upper', 'lower', 'mixed'), pad)
      .map(([code, style, around]) => ({
        raw: around + (style === 'upper' ? code : style === 'lower' ? code.toLowerCase() : code[0] + code[1].toLowerCase()) + around,
        expected: code,
      }));
    const postalCode: fc.Arbitrary<Given<string>> = fc.oneof(
      digits(5).map((zip) => ({ raw: zip, expected: zip })),
      fc.tuple(digits(5), digits(4)).map(([zip, plus]) => ({ raw: `${zip}-${plus}`, expected: `${zip}-${plus}` })),
      fc.tuple(digits(5), digits(4)).map(([zip, plus]) => ({ raw: ` ${zip}${plus} `, expected: `${zip}-${plus}` })),
    );
    const address: fc.Arbitrary<Given<PayoutDetails['mailingAddress']>> = fc
      .record({ line1: padded(printable(100)), line2: fc.option(padded(printable(100)), { nil: undefined }), city: padded(printable(100)), state, postalCode })
      .map(({ line1, line2, city, state: st, postalCode: zip }) => ({
        raw: { line1: line1.raw, ...(line2 ? { line2: line2.raw } : {}), city: city.raw, state: st.raw, postalCode: zip.raw },
        expected: { line1: line1.expected, ...(line2 ? { line2: line2.expected } : {}), city: city.expected, state: st.expected, postalCode: zip.expected },
      }));

    /** Valid details for ACH_ALL: the raw input and the normalised details the check must return. */
    const validDetails: fc.Arbitrary<{ raw: Raw; expected: PayoutDetails }> = fc
      .record({
        email,
        phoneNumber: phone,
        fullName: padded(printable(200)),
        dateOfBirth,
        mailingAddress: address,
        bankRoutingNumber: padded(digits(8).map(routingNumberWithChecksum)),
        bankAccountNumber: padded(digits(4, 17)),
        bankAccountType: padded(fc.constantFrom('Checking' as const, 'Savings' as const)),
      })
      .map((fields) => {
        const entries = Object.entries(fields) as [string, Given<unknown>][];
        return {
          raw: Object.fromEntries(entries.map(([key, given]) => [key, given.raw])),
          expected: Object.fromEntries(entries.map(([key, given]) => [key, given.expected])) as PayoutDetails,
        };
      });

    it('property: any valid details for a method with every requirement pass, normalised, and pass again unchanged', () => {
      fc.assert(
        fc.property(validDetails, ({ raw, expected }) => {
          expect(check(raw)).toEqual({ ok: true, details: expected });
          expect(check(expected)).toEqual({ ok: true, details: expected });
        }),
        { numRuns: 1_000 },
      );
    });

    /** One change to valid details that must be refused, and the one path it must be refused under. */
    type Mutation = { path: string; value: unknown };
    const notDetailField = (key: string) => !DETAIL_FIELDS.includes(key) && key !== '__proto__';
    const addressMembers = ['line1', 'line2', 'city', 'state', 'postalCode'];
    const at = (path: string, values: fc.Arbitrary<unknown>): fc.Arbitrary<Mutation> => values.map((value) => ({ path, value }));
    const nonString = fc.oneof(fc.integer(), fc.boolean(), fc.constant(null), fc.array(fc.string(), { maxLength: 2 }), fc.dictionary(fc.string(), fc.string(), { maxKeys: 2 }));
    const day = (from: string, to: string) => fc.date({ min: new Date(`${from}T00:00:00Z`), max: new Date(`${to}T00:00:00Z`), noInvalidDate: true }).map((d) => d.toISOString().slice(0, 10));
    const mutation: fc.Arbitrary<Mutation> = fc.oneof(
      // A required member left out.
      fc.constantFrom(...DETAIL_FIELDS).map((field) => ({ path: `details.${field}`, value: undefined })),
      fc.constantFrom('line1', 'city', 'state', 'postalCode').map((member) => ({ path: `details.mailingAddress.${member}`, value: undefined })),
      // A member nobody asked for, at the top and inside the address.
      fc.tuple(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,15}$/).filter(notDetailField), fc.string()).map(([key, value]) => ({ path: `details.${key}`, value })),
      fc
        .tuple(fc.stringMatching(/^[A-Za-z_][A-Za-z0-9_]{0,15}$/).filter((key) => !addressMembers.includes(key) && key !== '__proto__'), fc.string())
        .map(([key, value]) => ({ path: `details.mailingAddress.${key}`, value })),
      // A wrong type for any string member.
      fc.tuple(fc.constantFrom(...DETAIL_FIELDS.filter((field) => field !== 'mailingAddress'), ...addressMembers.map((member) => `mailingAddress.${member}`)), nonString).map(([field, value]) => ({ path: `details.${field}`, value })),
      at('details.mailingAddress', fc.oneof(fc.string(), fc.integer(), fc.constant(null), fc.array(fc.string()))),
      // Invalid values, field by field.
      at('details.email', fc.oneof(fc.stringMatching(/^[A-Za-z0-9]{1,30}$/), fc.constantFrom('a@b', '@example.com', 'ada@', 'a b@example.com', ' '))),
      at(
        'details.phoneNumber',
        fc.oneof(
          fc.tuple(fc.constantFrom('0', '1'), digits(2), digits(7)).map((parts) => `+1${parts.join('')}`),
          fc.tuple(fc.integer({ min: 2, max: 9 }), digits(2), fc.constantFrom('0', '1'), digits(6)).map((parts) => `+1${parts.join('')}`),
          fc.tuple(fc.integer({ min: 2, max: 9 }), digits(9, 13)).map(([country, rest]) => `+${country}${rest}`),
          fc.tuple(fc.integer({ min: 2, max: 9 }), digits(9)).map(([first, rest]) => `${first}${rest}`),
          fc.tuple(fc.integer({ min: 2, max: 9 }), digits(0, 8)).map(([first, rest]) => `+1${first}${rest}`),
        ),
      ),
      at('details.fullName', fc.oneof(fc.constantFrom('', ' ', '\t\n'), fc.string({ minLength: 201, maxLength: 260 }).filter((name) => name.trim().length > 200))),
      at(
        'details.dateOfBirth',
        fc.oneof(
          day('2026-11-26', '2999-12-31'), // future
          day('2008-11-26', '2026-11-25'), // under 18
          day('1000-01-01', '1899-12-31'), // before 1900
          fc.tuple(fc.integer({ min: 1900, max: 2000 }), fc.integer({ min: 13, max: 99 }), fc.integer({ min: 1, max: 28 })).map(([y, m, d]) => `${y}-${m}-${String(d).padStart(2, '0')}`),
          fc.tuple(fc.integer({ min: 1900, max: 2000 }), fc.constantFrom('02-30', '02-31', '04-31', '06-31', '09-31', '11-31', '01-00', '01-32')).map(([y, md]) => `${y}-${md}`),
        ),
      ),
      at('details.mailingAddress.state', fc.stringMatching(/^[A-Za-z]{1,3}$/).filter((code) => !US_STATE_CODES.includes(code.toUpperCase()))),
      at(
        'details.mailingAddress.postalCode',
        fc.oneof(
          digits(0, 20).filter((zip) => zip.length !== 5 && zip.length !== 9),
          fc.tuple(digits(5), digits(0, 8).filter((plus) => plus.length !== 4)).map(([zip, plus]) => `${zip}-${plus}`),
        ),
      ),
      at('details.mailingAddress.line1', fc.constantFrom('', '  ', 'x'.repeat(101))),
      at('details.mailingAddress.city', fc.constantFrom('', '  ', 'x'.repeat(101))),
      at('details.mailingAddress.line2', fc.constantFrom('x'.repeat(101))),
      at(
        'details.bankRoutingNumber',
        fc.oneof(
          fc.tuple(digits(8), fc.integer({ min: 1, max: 9 })).map(([prefix, shift]) => prefix + String((Number(routingNumberWithChecksum(prefix)[8]) + shift) % 10)),
          digits(0, 20).filter((routing) => routing.length !== 9),
          fc.tuple(digits(8), fc.constantFrom('a', '-', ' x')).map(([prefix, other]) => prefix + other),
        ),
      ),
      at('details.bankAccountNumber', fc.oneof(digits(0, 3), digits(18, 30), fc.tuple(digits(4, 10), fc.constantFrom('a', '-', 'O')).map(([number, other]) => number + other))),
      at('details.bankAccountType', fc.string().filter((type) => !['Checking', 'Savings'].includes(type.trim()))),
    );

    it('property: any single mutation of valid details is refused under exactly its path', () => {
      fc.assert(
        fc.property(validDetails, mutation, ({ raw }, { path, value }) => {
          const errors = errorsOf(withPath(raw, path, value));
          expect(Object.keys(errors)).toEqual([path]);
          // One sentence; the table above holds its words.
          expect(errors[path]).toEqual([expect.stringMatching(/^\S.*\.$/)]);
        }),
        { numRuns: 2_000 },
      );
    });

    it('property: any input whatsoever is answered, never thrown at; errors are non-empty lists of sentences under details', () => {
      const detailsLike = fc.dictionary(fc.constantFrom(...DETAIL_FIELDS, 'other'), fc.oneof(fc.anything(), fc.dictionary(fc.constantFrom(...addressMembers, 'x'), fc.anything())));
      fc.assert(
        fc.property(fc.oneof(fc.anything(), detailsLike), fc.constantFrom(ACH_ALL, GIFT_CARD), (input, method) => {
          const result = check(input, method);
          if (result.ok) return;
          const entries = Object.entries(result.errors);
          expect(entries.length).toBeGreaterThan(0);
          for (const [path, messages] of entries) {
            expect(path === 'details' || path.startsWith('details.')).toBe(true);
            expect(messages.length).toBeGreaterThan(0);
            for (const message of messages) expect(message).toMatch(/\.$/);
          }
        }),
        { numRuns: 500 },
      );
    });

    it('property: masking keeps the last four digits and the length of the bank numbers, and never shows them whole', () => {
      fc.assert(
        fc.property(validDetails, ({ expected }) => {
          const masked = maskDetails(expected);
          const { bankAccountNumber, bankRoutingNumber, dateOfBirth } = expected as Required<PayoutDetails>;
          for (const [shown, number] of [
            [masked.bankAccountNumber, bankAccountNumber],
            [masked.bankRoutingNumber, bankRoutingNumber],
          ] as const) {
            expect(shown).toHaveLength(number.length);
            expect(shown).not.toBe(number);
            expect(shown).toMatch(number.length > 4 ? new RegExp(`^\\*+${number.slice(-4)}$`) : /^\*+$/);
          }
          expect(masked.dateOfBirth).toBe(`${dateOfBirth.slice(0, 4)}-**-**`);
          expect({ ...masked, bankAccountNumber, bankRoutingNumber, dateOfBirth }).toEqual(expected);
        }),
      );
    });
  });
});
