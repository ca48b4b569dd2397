/**
 * The payout details a beneficiary gives when claiming: checked against what the chosen payout method asks for
 * (docs/claims.md, Details) and normalised, before anything is stored or sent to a provider. Pure: no I/O, and
 * `today` is passed in so that the age rule is testable and a claim is judged on one date throughout.
 *
 * Refusals are field errors keyed by the member's path (`details.email`, `details.mailingAddress.state`), ready for
 * `DomainError.validation`. A malformed input (wrong types, arrays, null) is a refusal, never an exception. What a
 * person can get wrong in a form is said in a person's words ("Enter your full name."): the claim page shows these
 * messages next to its fields, and apps building their own screens can too (docs/claims.md, Details). Mistakes only a
 * program can make (a number for a string, an unknown member) name the member.
 */
import { isEmail } from 'class-validator';
import { isValidRoutingNumber } from '../../core/banking/aba-routing';
import type { FieldErrors } from '../../core/errors/domain-error';
import { CHECK_CATEGORIES, PAYOUT_REQUIREMENT_FIELDS, PayoutMethodCategory } from '../payout-methods';
// Through the context's index (module boundary rule, .dependency-cruiser.cjs).
import { checkPayeeErrors, type PayoutDetails } from '../payouts';

/** USPS codes of the states, DC and the inhabited territories (military APO/FPO codes are not mailing states here). */
export const US_STATE_CODES: readonly string[] = Object.freeze([
  'AL', 'AK', 'AZ', 'AR', 'CA', 'CO', 'CT', 'DE', 'FL', 'GA', 'HI', 'ID', 'IL', 'IN', 'IA', 'KS', 'KY',
  'LA', 'ME', 'MD', 'MA', 'MI', 'MN', 'MS', 'MO', 'MT', 'NE', 'NV', 'NH', 'NJ', 'NM', 'NY', 'NC', 'ND',
  'OH', 'OK', 'OR', 'PA', 'RI', 'SC', 'SD', 'TN', 'TX', 'UT', 'VT', 'VA', 'WA', 'WV', 'WI', 'WY',
  'DC', 'PR', 'GU', 'VI', 'AS', 'MP',
]);
const STATES = new Set(US_STATE_CODES);

export type DetailsCheck = { ok: true; details: PayoutDetails } | { ok: false; errors: FieldErrors };

type DetailField = keyof PayoutDetails;

const MAILING_ADDRESS_MEMBERS = ['line1', 'line2', 'city', 'state', 'postalCode'] as const;
const ACCOUNT_TYPES: readonly string[] = ['Checking', 'Savings'];
const MAX_EMAIL = 254; // RFC 5321's limit on a forward path, less its angle brackets
const MAX_NAME = 200;
const MAX_ADDRESS_LINE = 100;
const ADULT_AGE = 18;

/** Collects the errors of one check; a field may gather several. */
class Errors {
  readonly byPath: FieldErrors = {};
  add(path: string, message: string): undefined {
    (this.byPath[path] ??= []).push(message);
    return undefined;
  }
  get any(): boolean {
    return Object.keys(this.byPath).length > 0;
  }
}

/** `details.mailingAddress.state` → `mailingAddress.state`: the name a message for programs uses for its field. */
const nameOf = (path: string): string => path.slice('details.'.length);

/** Each field as a person knows it: what to ask when it is missing or blank, and what to call it. */
const WORDS: Readonly<Record<string, { ask: string; called: string }>> = {
  'details.fullName': { ask: 'Enter your full name.', called: 'Your full name' },
  'details.email': { ask: 'Enter your email address.', called: 'Your email address' },
  'details.phoneNumber': { ask: 'Enter your mobile phone number.', called: 'Your phone number' },
  'details.dateOfBirth': { ask: 'Enter your date of birth.', called: 'Your date of birth' },
  'details.mailingAddress': { ask: 'Enter your mailing address.', called: 'Your address' },
  'details.mailingAddress.line1': { ask: 'Enter the first line of your address.', called: 'The first line of your address' },
  'details.mailingAddress.line2': { ask: 'Enter the second line of your address, or leave it empty.', called: 'The second line of your address' },
  'details.mailingAddress.city': { ask: 'Enter your city or town.', called: 'Your city or town' },
  'details.mailingAddress.state': { ask: 'Choose your state.', called: 'Your state' },
  'details.mailingAddress.postalCode': { ask: 'Enter your ZIP code.', called: 'Your ZIP code' },
  'details.bankRoutingNumber': { ask: 'Enter your bank’s routing number.', called: 'The routing number' },
  'details.bankAccountNumber': { ask: 'Enter your account number.', called: 'The account number' },
  'details.bankAccountType': { ask: 'Choose the type of account: checking or savings.', called: 'The account type' },
};

/** What to ask for a field that was left out or left blank; a field without words of its own is named. */
const ask = (path: string): string => WORDS[path]?.ask ?? `Enter ${nameOf(path)}.`;
const called = (path: string): string => WORDS[path]?.called ?? nameOf(path);

const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** Own members only: a JSON body has no prototype members, and `constructor` must not count as given. */
const member = (object: Record<string, unknown>, key: string): unknown => (Object.hasOwn(object, key) ? object[key] : undefined);

/** Length in code points rather than UTF-16 units, so that an emoji or another astral character counts once. */
function characters(text: string): number {
  let count = 0;
  for (const _ of text) count++;
  return count;
}

/** A string member, trimmed; refuses other types, blank text and text over `max` characters. */
function text(value: unknown, path: string, errors: Errors, max: number): string | undefined {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const trimmed = value.trim();
  if (trimmed === '') return errors.add(path, ask(path));
  if (characters(trimmed) > max) return errors.add(path, `${called(path)} can be at most ${max} characters long.`);
  return trimmed;
}

interface CalendarDate {
  year: number;
  month: number;
  day: number;
}

const isLeapYear = (year: number): boolean => (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** `YYYY-MM-DD` naming a day that exists (no 2001-02-30), or null. */
function parseDate(text: string): CalendarDate | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(text);
  if (!match) return null;
  const [year, month, day] = [Number(match[1]), Number(match[2]), Number(match[3])];
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

/** Orders dates as numbers rather than strings, which would misorder a five-digit year after adding 18. */
const ordinal = (date: CalendarDate): number => date.year * 10_000 + date.month * 100 + date.day;

const EARLIEST_BIRTH: CalendarDate = { year: 1900, month: 1, day: 1 };

function parseToday(today: string): CalendarDate {
  const date = parseDate(today);
  // The caller's clock, not the beneficiary's input: a wrong one is a programming error, not a refusal.
  if (!date) throw new RangeError(`today must be a calendar date as YYYY-MM-DD, not ${JSON.stringify(today)}.`);
  return date;
}

/**
 * Whether a person born on `dateOfBirth` is 18 or older on `today` (both `YYYY-MM-DD`): their 18th birthday is on or
 * before today. Someone born on 29 February turns 18 on 1 March when the 18th year is not a leap year (the
 * conservative choice: on 28 February the birthday has not yet come). An impossible or malformed `dateOfBirth` is
 * not adult; a malformed `today` throws (see parseToday).
 */
export function isAdult(dateOfBirth: string, today: string): boolean {
  const now = parseToday(today);
  const born = parseDate(dateOfBirth);
  if (!born) return false;
  // The 18th birthday as a number (YYYYMMDD): a 29 February one in a common year, 2026_02_29, sorts after 28 February
  // and before 1 March, which is the 1 March rule without a special case.
  return ordinal({ ...born, year: born.year + ADULT_AGE }) <= ordinal(now);
}

/**
 * A US number in E.164: `+1`, then a NANP area code and exchange that each start with 2-9 (0 and 1 are not
 * dialable there), then four digits. Providers text US numbers only.
 */
export function isUsE164(phone: string): boolean {
  return /^\+1[2-9][0-9]{2}[2-9][0-9]{6}$/.test(phone);
}

function checkEmail(value: unknown, path: string, errors: Errors): string | undefined {
  const email = text(value, path, errors, MAX_EMAIL);
  if (email === undefined) return undefined;
  // class-validator's isEmail with its defaults: the rule the rest of the API applies to addresses.
  if (!isEmail(email)) return errors.add(path, 'Enter an email address like name@example.com.');
  // Domains are case-insensitive; a local part may not be (RFC 5321), so it is kept as given.
  const at = email.lastIndexOf('@');
  return email.slice(0, at + 1) + email.slice(at + 1).toLowerCase();
}

function checkPhone(value: unknown, path: string, errors: Errors): string | undefined {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const phone = value.trim();
  if (phone === '') return errors.add(path, ask(path));
  // The claim page turns `(202) 555-0143` into E.164 before this check; the API takes E.164 only (docs/claims.md).
  if (!isUsE164(phone)) return errors.add(path, 'This is not a US phone number: check the area code and the 10 digits.');
  return phone;
}

function checkDateOfBirth(value: unknown, path: string, errors: Errors, today: string): string | undefined {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const dateOfBirth = value.trim();
  if (dateOfBirth === '') return errors.add(path, ask(path));
  const born = parseDate(dateOfBirth);
  // A browser's date field sends year-month-day whatever it shows; the example is the API's format.
  if (!born) return errors.add(path, 'Enter a date that exists, as year-month-day, such as 1990-06-15.');
  // One reason per date: a future date is not also reported as under 18.
  if (ordinal(born) > ordinal(parseToday(today))) return errors.add(path, 'Your date of birth cannot be in the future.');
  if (ordinal(born) < ordinal(EARLIEST_BIRTH)) return errors.add(path, 'Check the year of your date of birth: it is before 1900.');
  if (!isAdult(dateOfBirth, today)) return errors.add(path, `You must be ${ADULT_AGE} or older to receive this payment.`);
  return dateOfBirth;
}

function checkState(value: unknown, path: string, errors: Errors): string | undefined {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const state = value.trim().toUpperCase();
  if (state === '') return errors.add(path, ask(path));
  if (!STATES.has(state)) return errors.add(path, 'Choose a US state, DC or a US territory (its two-letter code, such as NY).');
  return state;
}

function checkPostalCode(value: unknown, path: string, errors: Errors): string | undefined {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const zip = value.trim();
  if (zip === '') return errors.add(path, ask(path));
  if (/^[0-9]{5}(-[0-9]{4})?$/.test(zip)) return zip;
  // Nine digits without the hyphen are a ZIP+4 as well: stored in the one form the carriers print.
  if (/^[0-9]{9}$/.test(zip)) return `${zip.slice(0, 5)}-${zip.slice(5)}`;
  return errors.add(path, 'Enter a ZIP code of 5 digits, or 9 digits such as 12345-6789.');
}

function checkMailingAddress(value: unknown, path: string, errors: Errors): PayoutDetails['mailingAddress'] {
  if (!isObject(value)) return errors.add(path, `${nameOf(path)} must be an object with line1, city, state and postalCode (line2 optional).`);
  for (const key of Object.keys(value)) {
    if (!(MAILING_ADDRESS_MEMBERS as readonly string[]).includes(key) && value[key] !== undefined) {
      errors.add(`${path}.${key}`, `${nameOf(path)} does not take ${key}: it takes ${MAILING_ADDRESS_MEMBERS.join(', ')}.`);
    }
  }
  const required = <T>(key: (typeof MAILING_ADDRESS_MEMBERS)[number], check: (value: unknown, path: string) => T | undefined): T | undefined => {
    const given = member(value, key);
    return given === undefined ? errors.add(`${path}.${key}`, ask(`${path}.${key}`)) : check(given, `${path}.${key}`);
  };
  const line1 = required('line1', (given, at) => text(given, at, errors, MAX_ADDRESS_LINE));
  // line2 may be left out or left blank (an empty form input); when given it must still be a string.
  const givenLine2 = member(value, 'line2');
  const line2 = givenLine2 === undefined || (typeof givenLine2 === 'string' && givenLine2.trim() === '') ? undefined : text(givenLine2, `${path}.line2`, errors, MAX_ADDRESS_LINE);
  const city = required('city', (given, at) => text(given, at, errors, MAX_ADDRESS_LINE));
  const state = required('state', (given, at) => checkState(given, at, errors));
  const postalCode = required('postalCode', (given, at) => checkPostalCode(given, at, errors));
  if (line1 === undefined || city === undefined || state === undefined || postalCode === undefined) return undefined;
  return { line1, ...(line2 === undefined ? {} : { line2 }), city, state, postalCode };
}

function checkRoutingNumber(value: unknown, path: string, errors: Errors): string | undefined {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const routing = value.trim();
  if (routing === '') return errors.add(path, ask(path));
  if (!/^[0-9]{9}$/.test(routing)) return errors.add(path, 'A routing number has 9 digits, and only digits: check the number on your check.');
  if (!isValidRoutingNumber(routing)) return errors.add(path, 'This routing number is not valid: check the 9 digits on your check.');
  return routing;
}

function checkAccountNumber(value: unknown, path: string, errors: Errors): string | undefined {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const account = value.trim();
  if (account === '') return errors.add(path, ask(path));
  if (!/^[0-9]{4,17}$/.test(account)) return errors.add(path, 'An account number has 4 to 17 digits, and only digits.');
  return account;
}

function checkAccountType(value: unknown, path: string, errors: Errors): PayoutDetails['bankAccountType'] {
  if (typeof value !== 'string') return errors.add(path, `${nameOf(path)} must be a string.`);
  const type = value.trim();
  if (type === '') return errors.add(path, ask(path));
  if (!ACCOUNT_TYPES.includes(type)) return errors.add(path, `Choose the type of account: ${ACCOUNT_TYPES.join(' or ')}.`);
  return type as PayoutDetails['bankAccountType'];
}

type Checker = (value: unknown, path: string, errors: Errors, today: string) => PayoutDetails[DetailField];

const CHECKERS: Record<DetailField, Checker> = {
  email: checkEmail,
  phoneNumber: checkPhone,
  fullName: (value, path, errors) => text(value, path, errors, MAX_NAME),
  dateOfBirth: checkDateOfBirth,
  mailingAddress: checkMailingAddress,
  bankRoutingNumber: checkRoutingNumber,
  bankAccountNumber: checkAccountNumber,
  bankAccountType: checkAccountType,
};

/** Every member in one stable order, so that the returned details and the errors list fields alike on every call. */
const DETAIL_FIELDS: readonly DetailField[] = [...PAYOUT_REQUIREMENT_FIELDS, 'bankAccountType'];

/** The members a method asks for: its requirements, and for ACH the account type a transfer needs. */
function requiredFields(method: { category: string; requirements: readonly { field: string }[] }): Set<DetailField> {
  const fields = new Set<DetailField>();
  for (const { field } of method.requirements) {
    // The catalog is maintained by migrations: a field this check does not know would otherwise be taken unchecked.
    if (!(DETAIL_FIELDS as readonly string[]).includes(field)) throw new Error(`Payout method requirement ${JSON.stringify(field)} is not a known field.`);
    fields.add(field as DetailField);
  }
  if (method.category === PayoutMethodCategory.AchBankTransfer) fields.add('bankAccountType');
  return fields;
}

/**
 * Checks `input` (the claim's `details`) against the method: every required member present and valid, no other
 * member. Returns the details trimmed and normalised (email domain lower-cased, state upper-cased, ZIP+4 with its
 * hyphen), holding only what the method asks for. `today` is `YYYY-MM-DD` (UTC).
 */
export function checkPayoutDetails(input: unknown, method: { category: string; requirements: readonly { field: string }[] }, today: string): DetailsCheck {
  parseToday(today);
  const required = requiredFields(method);
  if (!isObject(input)) return { ok: false, errors: { details: ['details must be an object holding the fields this payout method asks for.'] } };
  const errors = new Errors();
  for (const key of Object.keys(input)) {
    if (!required.has(key as DetailField) && input[key] !== undefined) errors.add(`details.${key}`, `${key} is not taken by this payout method.`);
  }
  const details: Record<string, unknown> = {};
  for (const field of DETAIL_FIELDS) {
    if (!required.has(field)) continue;
    const path = `details.${field}`;
    const given = member(input, field);
    if (given === undefined) {
      errors.add(path, ask(path));
      continue;
    }
    const checked = CHECKERS[field](given, path, errors, today);
    if (checked !== undefined) details[field] = checked;
  }
  // A check prints the name and address lines: what it cannot carry is refused here (docs/claims.md, Details).
  if ((CHECK_CATEGORIES as readonly string[]).includes(method.category)) {
    for (const [path, messages] of Object.entries(checkPayeeErrors(details))) for (const message of messages) errors.add(path, message);
  }
  return errors.any ? { ok: false, errors: errors.byPath } : { ok: true, details: details as PayoutDetails };
}

/** Masking is the payout's (it shows details to the organization and the page alike); the checks here test it too. */
export { maskDetails } from '../payouts';
