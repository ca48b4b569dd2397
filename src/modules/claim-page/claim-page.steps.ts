import type { ClaimPageField, ClaimStep } from './claim-page.model';

/** What decides the step a claim page shows (docs/claims.md, The claim page). */
export interface StepFacts {
  requirements: { password: string; otp: string };
  /** The beneficiary can still choose a method (Initiated, Restored, PayoutMethodSelected). */
  choosing: boolean;
  methodSelected: boolean;
  /** `?step=method`: the beneficiary asked to choose another method. */
  wantsMethod: boolean;
}

export function currentStep(facts: StepFacts): ClaimStep {
  if (facts.requirements.password === 'Required') return 'password';
  if (facts.requirements.otp === 'Required') return 'otp';
  if (!facts.choosing) return 'progress';
  return facts.methodSelected && !facts.wantsMethod ? 'details' : 'method';
}

/** The steps this claim has, for the step indicator: password and code only where the campaign asks for them. */
export function stepsOf(requirements: { password: string; otp: string }): ClaimStep[] {
  return [
    ...(requirements.password === 'NotRequired' ? [] : (['password'] as const)),
    ...(requirements.otp === 'NotRequired' ? [] : (['otp'] as const)),
    'method',
    'details',
    'progress',
  ];
}

/** The form fields of each requirement, in the order a person fills them in. */
const FIELDS: Readonly<Record<string, readonly ClaimPageField[]>> = {
  fullName: [{ name: 'details.fullName', label: 'Full name', kind: 'text', required: true, autocomplete: 'name' }],
  email: [{ name: 'details.email', label: 'Email address', kind: 'email', required: true, autocomplete: 'email' }],
  phoneNumber: [{ name: 'details.phoneNumber', label: 'Mobile phone number', kind: 'tel', required: true, autocomplete: 'tel', hint: 'A US number, for example (202) 555-0143.' }],
  dateOfBirth: [{ name: 'details.dateOfBirth', label: 'Date of birth', kind: 'date', required: true, autocomplete: 'bday', hint: 'You must be 18 or older.' }],
  mailingAddress: [
    { name: 'details.mailingAddress.line1', label: 'Street address', kind: 'text', required: true, autocomplete: 'address-line1' },
    { name: 'details.mailingAddress.line2', label: 'Apartment, suite, etc.', kind: 'text', required: false, autocomplete: 'address-line2' },
    { name: 'details.mailingAddress.city', label: 'City', kind: 'text', required: true, autocomplete: 'address-level2' },
    { name: 'details.mailingAddress.state', label: 'State', kind: 'state', required: true, autocomplete: 'address-level1' },
    { name: 'details.mailingAddress.postalCode', label: 'ZIP code', kind: 'postalCode', required: true, autocomplete: 'postal-code' },
  ],
  bankRoutingNumber: [{ name: 'details.bankRoutingNumber', label: 'Routing number', kind: 'digits', required: true, hint: 'The 9 digits at the bottom left of a check.' }],
  bankAccountNumber: [{ name: 'details.bankAccountNumber', label: 'Account number', kind: 'digits', required: true }],
  bankAccountType: [{ name: 'details.bankAccountType', label: 'Account type', kind: 'accountType', required: true }],
};

const ORDER = ['fullName', 'email', 'phoneNumber', 'dateOfBirth', 'mailingAddress', 'bankRoutingNumber', 'bankAccountNumber', 'bankAccountType'];

export function fieldsFor(requirements: readonly { field: string }[]): ClaimPageField[] {
  const wanted = new Set(requirements.map((r) => r.field));
  return ORDER.filter((field) => wanted.has(field)).flatMap((field) => FIELDS[field] ?? []);
}

/**
 * The `details` object of a details form: `details.mailingAddress.state` → `{ mailingAddress: { state } }`. Blank
 * optional fields are left out; a phone number typed the way people write it becomes E.164 (`(202) 555-0143` →
 * `+12025550143`) when it has the digits of a US number, and is left as typed otherwise (the check names it).
 */
export function detailsFromForm(form: Readonly<Record<string, unknown>>): Record<string, unknown> {
  const details: Record<string, unknown> = {};
  for (const [name, raw] of Object.entries(form)) {
    if (!name.startsWith('details.') || typeof raw !== 'string') continue;
    const path = name.slice('details.'.length).split('.');
    if (path.length > 2 || path.some((part) => !/^[A-Za-z0-9]+$/.test(part))) continue;
    let value = raw;
    if (path[0] === 'phoneNumber') value = toE164(raw);
    if (path.length === 2 && path[1] === 'line2' && raw.trim() === '') continue;
    if (path.length === 1) details[path[0]] = value;
    else details[path[0]] = { ...((details[path[0]] as Record<string, unknown> | undefined) ?? {}), [path[1]]: value };
  }
  return details;
}

/** The values to fill a details form in again with, by field name. */
export function formValues(form: Readonly<Record<string, unknown>>): Record<string, string> {
  return Object.fromEntries(Object.entries(form).filter((entry): entry is [string, string] => entry[0].startsWith('details.') && typeof entry[1] === 'string'));
}

export function toE164(phone: string): string {
  const digits = phone.replace(/[\s().-]/g, '');
  if (/^\d{10}$/.test(digits)) return `+1${digits}`;
  if (/^1\d{10}$/.test(digits)) return `+${digits}`;
  return digits.startsWith('+') ? digits : phone.trim();
}
