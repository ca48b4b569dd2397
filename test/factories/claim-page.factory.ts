import type { ClaimErrorPageModel, ClaimPageField, ClaimPageMethod, ClaimPageModel } from '../../src/modules/claim-page/claim-page.model';

/** A 1×1 blue PNG: an icon the page's CSP allows (img-src 'self' data:). */
export const ICON_DATA_URL = 'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNkYPhfDwAChwGA60e6kgAAAABJRU5ErkJggg==';

export const CLAIM_ACTION = '/claim/x';
export const CSRF_TOKEN = 'csrf-token-123';

export const METHODS: readonly ClaimPageMethod[] = [
  { id: 'pm-gift', name: 'Amazon gift card', category: 'GiftCard', brand: 'Amazon', description: 'A code you can spend on amazon.com, emailed to you.', minAmountCents: 100, maxAmountCents: 200_000 },
  { id: 'pm-ach', name: 'Bank transfer (ACH)', category: 'AchBankTransfer', brand: null, description: 'Straight to your US bank account in 1–3 business days.', minAmountCents: 100, maxAmountCents: 1_000_000 },
  { id: 'pm-check', name: 'Paper check', category: 'PaperCheck', brand: null, description: 'Mailed to your address.', minAmountCents: 500, maxAmountCents: 1_000_000 },
  { id: 'pm-visa', name: 'Prepaid card', category: 'PrepaidCard', brand: 'Visa', description: 'A virtual prepaid card.', minAmountCents: 100, maxAmountCents: 50_000 },
];

/** What a paper check needs: every field kind at least once, some optional, some with hints. */
export const CHECK_FIELDS: readonly ClaimPageField[] = [
  { name: 'details.fullName', label: 'Full name', kind: 'text', required: true, autocomplete: 'name' },
  { name: 'details.email', label: 'Email address', kind: 'email', required: true },
  { name: 'details.phoneNumber', label: 'Phone number', kind: 'tel', required: false, hint: 'Only used if the check cannot be delivered.' },
  { name: 'details.dateOfBirth', label: 'Date of birth', kind: 'date', required: true, autocomplete: 'bday' },
  { name: 'details.mailingAddress.line1', label: 'Address line 1', kind: 'text', required: true, autocomplete: 'address-line1' },
  { name: 'details.mailingAddress.line2', label: 'Address line 2', kind: 'text', required: false, autocomplete: 'address-line2' },
  { name: 'details.mailingAddress.city', label: 'City', kind: 'text', required: true, autocomplete: 'address-level2' },
  { name: 'details.mailingAddress.state', label: 'State', kind: 'state', required: true },
  { name: 'details.mailingAddress.postalCode', label: 'ZIP code', kind: 'postalCode', required: true, hint: '5 digits, or ZIP+4 such as 12345-6789.' },
  { name: 'details.bankRoutingNumber', label: 'Routing number', kind: 'digits', required: true, hint: 'The 9 digits at the bottom left of a check.' },
  { name: 'details.bankAccountType', label: 'Account type', kind: 'accountType', required: true },
];

const campaign: ClaimPageModel['campaign'] = {
  name: 'Spring Study 2026',
  welcomeHeadline: 'Thank you for taking part',
  welcomeText: 'Your payment for the spring study is ready.\nChoose how you would like to receive it.',
  campaignDescription: 'The Spring Study looked at sleep and commuting habits across 12 cities.',
  campaignManager: 'Northwind Research',
  iconUrl: ICON_DATA_URL,
  expiryDate: '2026-12-31',
};

export function claimModel(overrides: Partial<ClaimPageModel> = {}): ClaimPageModel {
  return {
    action: CLAIM_ACTION,
    csrfToken: CSRF_TOKEN,
    campaign,
    organizationName: 'Contoso Health',
    firstName: 'Ada',
    amountCents: 123_450,
    step: 'password',
    steps: ['password', 'otp', 'method', 'details', 'progress'],
    ...overrides,
  };
}

/** Hostile texts in every field a campaign or a beneficiary controls. */
export const HOSTILE = '<script>alert(1)</script><img src=x onerror=alert(2)>"\'&';

export function hostileModel(overrides: Partial<ClaimPageModel> = {}): ClaimPageModel {
  return claimModel({
    campaign: {
      name: HOSTILE,
      welcomeHeadline: HOSTILE,
      welcomeText: HOSTILE,
      campaignDescription: HOSTILE,
      campaignManager: HOSTILE,
      iconUrl: 'javascript:alert(3)',
      expiryDate: '2026-12-31',
    },
    organizationName: HOSTILE,
    firstName: HOSTILE,
    notice: { kind: 'error', text: HOSTILE },
    ...overrides,
  });
}

const longEmail = 'a***@a-very-long-subdomain-name-that-keeps-going.departmentofexamples.example.com';

/** One fixture per step and state the views draw: the renderer spec and the browser test both go through all of them. */
export const CLAIM_PAGE_FIXTURES: Readonly<Record<string, ClaimPageModel>> = {
  password: claimModel({ step: 'password' }),
  'password-error': claimModel({ step: 'password', password: { error: 'That password is not right.', attemptsRemaining: 2 } }),
  'otp-request': claimModel({ step: 'otp', otp: { sent: false, maskedEmail: 'a***@example.com' } }),
  'otp-sent': claimModel({ step: 'otp', otp: { sent: true, maskedEmail: longEmail }, notice: { kind: 'info', text: 'We sent you a new code.' } }),
  'otp-error': claimModel({ step: 'otp', otp: { sent: true, maskedEmail: 'a***@example.com', error: 'That code is not right.', attemptsRemaining: 4 } }),
  method: claimModel({ step: 'method', steps: ['method', 'details', 'progress'], methods: METHODS, selectedMethodId: 'pm-ach', firstName: null }),
  'method-unchosen': claimModel({ step: 'method', steps: ['method', 'details', 'progress'], methods: METHODS, notice: { kind: 'error', text: 'Choose how you want to be paid.' }, methodError: 'Choose how you want to be paid.' }),
  'method-none': claimModel({ step: 'method', steps: ['method', 'details', 'progress'], methods: [] }),
  details: claimModel({
    step: 'details',
    details: { method: METHODS[2], fields: CHECK_FIELDS, values: { 'details.email': 'ada@example.com' }, errors: {} },
  }),
  'details-errors': claimModel({
    step: 'details',
    notice: { kind: 'error', text: 'Some details need your attention.' },
    details: {
      method: METHODS[2],
      fields: CHECK_FIELDS,
      values: { 'details.fullName': 'Ada Lovelace', 'details.email': 'ada@', 'details.mailingAddress.state': 'ZZ', 'details.bankAccountType': 'Savings' },
      errors: {
        'details.email': ['Enter an email address like name@example.com.'],
        'details.mailingAddress.postalCode': ['Enter a ZIP code.', 'A ZIP code has 5 or 9 digits.'],
        'details.mailingAddress.state': ['Choose a state.'],
        details: ['We could not check your address.'],
      },
    },
  }),
  'progress-pending': claimModel({
    step: 'progress',
    payout: { status: 'Processing', methodName: 'Bank transfer (ACH)', category: 'AchBankTransfer', amountCents: 123_450, requestedOn: '2026-11-20T10:00:00Z', completedOn: null, failureReason: null, credentials: null },
  }),
  /** A card on its way: the one page that reloads itself (a meta refresh). */
  'progress-waiting': claimModel({
    step: 'progress',
    payout: { status: 'Processing', methodName: 'Amazon gift card', category: 'GiftCard', amountCents: 123_450, requestedOn: '2026-11-20T10:00:00Z', completedOn: null, failureReason: null, credentials: null },
  }),
  'progress-gift-card': claimModel({
    step: 'progress',
    notice: { kind: 'success', text: 'Your payout request was received.' },
    payout: {
      status: 'Completed',
      methodName: 'Amazon gift card',
      category: 'GiftCard',
      amountCents: 123_450,
      requestedOn: '2026-11-20',
      completedOn: '2026-11-21',
      failureReason: null,
      credentials: { code: 'AMZN-7Q2X-99KD-LLP3-5555-ABCD-EFGH-IJKL', pin: '4821', redemptionUrl: 'https://www.amazon.com/redeem?code=AMZN-7Q2X' },
    },
  }),
  'progress-failed': claimModel({
    step: 'progress',
    payout: { status: 'Failed', methodName: 'Bank transfer (ACH)', category: 'AchBankTransfer', amountCents: 123_450, requestedOn: '2026-11-20', completedOn: '2026-11-22', failureReason: 'the bank account is closed', credentials: null },
  }),
  'progress-mailed': claimModel({
    step: 'progress',
    campaign: { ...campaign, iconUrl: null, welcomeHeadline: null, campaignDescription: null, campaignManager: null },
    organizationName: null,
    payout: { status: 'Mailed', methodName: 'Paper check', category: 'PaperCheck', amountCents: 123_450, requestedOn: '2026-11-20', completedOn: null, failureReason: null, credentials: null },
  }),
};

export const CLAIM_ERROR_FIXTURES: Readonly<Record<string, ClaimErrorPageModel>> = {
  'error-404': { status: 404, title: 'This link is not valid', message: 'The link may be incomplete. Open it again from the most recent email.' },
  'error-410': { status: 410, title: 'This payment has expired', message: 'It can no longer be claimed. Contact the organizer if you think this is wrong.' },
  'error-429': { status: 429, title: 'Too many attempts', message: 'For your security, this link is paused for a while.', retryAfterSeconds: 900 },
  'error-403': { status: 403, title: 'This page could not be used', message: 'Your form expired. Go back, reload the page and try again.' },
  'error-500': { status: 500, title: 'Something went wrong', message: 'Please try again later.' },
};
