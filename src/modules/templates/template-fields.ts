import type { EmailTemplateType } from './template-types';

/**
 * The dynamic fields each template type offers (`{{FirstName}}` …). v3 renamed campaigns distributions, so two
 * fields have a second name (docs/api-conventions.md, v2 and v3 names): either may be written in content and given on send-preview.
 * Besides these, every type accepts `{{tag:Key}}` placeholders (the payout instruction's tags).
 */
export interface TemplateField {
  name: string;
  description: string;
  /** What the field looks like in a real email; a preview renders it where no value is given. */
  example: string;
  aliases: readonly string[];
}

/** Pairs of names for one field: [v2 name, v3 name]. */
export const FIELD_ALIASES: readonly (readonly [string, string])[] = Object.freeze([
  ['CampaignName', 'DistributionName'],
  ['CampaignLogo', 'DistributionLogo'],
] as const);

const aliasesOf = (name: string): string[] => FIELD_ALIASES.filter(([v2]) => v2 === name).map(([, v3]) => v3);

const field = (name: string, description: string, example: string): TemplateField => Object.freeze({ name, description, example, aliases: Object.freeze(aliasesOf(name)) });

const FIRST_NAME = field('FirstName', "The beneficiary's first name.", 'Ada');
const LAST_NAME = field('LastName', "The beneficiary's last name.", 'Lovelace');
const AMOUNT = field('Amount', 'The amount of the payout in US dollars, formatted with a currency sign and cents.', '$1,234.50');
const CAMPAIGN_NAME = field('CampaignName', 'The name of the campaign (v3: distribution) paying out.', 'Spring 2027 research study');
const CAMPAIGN_LOGO = field(
  'CampaignLogo',
  "URL of the logo image shown at the top of the email: the template's own campaignLogo when set. Empty when there is none; test it with {{#if CampaignLogo}}.",
  'https://www.example.com/logo.png',
);
const CLAIM_LINK = field('ClaimLink', "The beneficiary's personal link to claim the payout.", 'https://payouts.example.com/claim/EXAMPLE-LINK');
const EXPIRY_DATE = field('ExpiryDate', 'The last day the payout can be claimed.', 'December 31, 2026');
const UNSUBSCRIBE_LINK = field('UnsubscribeLink', 'The link that stops emails to this beneficiary; every email must carry it.', 'https://payouts.example.com/public/unsubscribe/EXAMPLE-LINK');
const PAYER = field('OrganizationName', "The name of the organization paying (its token's org_name); empty when it has none.", 'Acme Research');
const CONTACT = field('Contact', "Whom to ask about the payment: the campaign's manager, else the organization's name; empty when neither is known.", 'Research Office');
const PAYOUT_METHODS = field(
  'PayoutMethods',
  'The payout methods the campaign offers for this amount, as a list in words; empty when it offers none. Test it with {{#if PayoutMethods}}.',
  'Amazon gift card, PayPal, or ACH bank transfer',
);
const OTP_CODE = field('OtpCode', 'The one-time code the beneficiary enters to confirm the claim.', '482913');

const ORGANIZATION_NAME = field('OrganizationName', 'The name of the organization the person is invited to.', 'Acme Research');
const ROLE_NAME = field('RoleName', 'The role the invitation gives: Administrator, Manager or Viewer.', 'Manager');
const INVITATION_LINK = field('InvitationLink', 'The link to the invitation page, which says how to accept it.', 'https://payouts.example.com/invitations/EXAMPLE-LINK');
const INVITED_BY = field('InvitedBy', 'Who sent the invitation: their name or email, when known.', 'Grace Hopper');
const INVITATION_EXPIRY_DATE = field('ExpiryDate', 'The last day the invitation can be accepted.', 'December 4, 2026');

const APPROVAL_ORGANIZATION = field('OrganizationName', 'The name of the organization whose request waits.', 'Acme Research');
const REQUESTED_BY = field('RequestedBy', 'Who asked: their email, or "A machine client".', 'grace@example.com');
const REQUEST = field('Request', 'What the request would do, in words.', 'withdraw $12,500.00');
const APPROVAL_LINK = field('ApprovalLink', 'The link to the request in the console, where it is approved or rejected.', 'https://payouts.example.com/console/approvals/EXAMPLE-ID');
const APPROVAL_EXPIRY_DATE = field('ExpiryDate', 'The day the request expires if nobody decides.', 'December 4, 2026');

const ALERTED_ORGANIZATION = field('OrganizationName', 'The name of the organization whose campaign it is; empty when it has none.', 'Acme Research');
const ALERTED_CAMPAIGN = field('CampaignName', 'The name of the campaign (v3: distribution) whose balance is low.', 'Spring 2027 research study');
const CAMPAIGN_LINK = field('CampaignLink', "The campaign's page in the console.", 'https://payouts.example.com/console/campaigns/EXAMPLE-ID');
const BALANCE = field('Balance', "The campaign's unallocated balance at the alert, formatted with a currency sign and cents.", '$420.00');
const THRESHOLD = field('Threshold', "The campaign's low-balance alert, formatted with a currency sign and cents.", '$500.00');
const REASON = field('Reason', 'Why the alert was raised, in a sentence.', 'Its balance fell below the alert.');
const SHORT_BY = field('ShortBy', 'How much a refused bulk initiation lacked, formatted; empty for the other alerts. Test it with {{#if ShortBy}}.', '$1,250.00');

const FILE_NAME = field('FileName', 'The name of the quarantined file on the bank’s server.', 'RETURNS_20261128_1.txt');
const FILE_ERROR = field('Error', 'Where the file is malformed and how.', 'line 4: return reason code (positions 4-6) must be R01-R85: "R99"');
const OPERATIONS_LINK = field('OperationsLink', 'The Operations screen of the console, where the incoming bank files are listed.', 'https://payouts.example.com/console/operations');

const CLAIM_EMAIL_FIELDS = Object.freeze([FIRST_NAME, LAST_NAME, AMOUNT, CAMPAIGN_NAME, PAYER, CONTACT, PAYOUT_METHODS, CAMPAIGN_LOGO, CLAIM_LINK, EXPIRY_DATE, UNSUBSCRIBE_LINK]);

export const TEMPLATE_FIELDS: Readonly<Record<EmailTemplateType, readonly TemplateField[]>> = Object.freeze({
  InitiateEmail: CLAIM_EMAIL_FIELDS,
  ReminderEmail: CLAIM_EMAIL_FIELDS,
  FailureReinitiateEmail: CLAIM_EMAIL_FIELDS,
  PushEmail: CLAIM_EMAIL_FIELDS,
  PayoutAvailableEmail: CLAIM_EMAIL_FIELDS,
  OtpEmail: Object.freeze([FIRST_NAME, LAST_NAME, CAMPAIGN_NAME, CAMPAIGN_LOGO, OTP_CODE, UNSUBSCRIBE_LINK]),
  InvitationEmail: Object.freeze([ORGANIZATION_NAME, ROLE_NAME, INVITATION_LINK, INVITED_BY, INVITATION_EXPIRY_DATE]),
  ApprovalRequestEmail: Object.freeze([APPROVAL_ORGANIZATION, REQUESTED_BY, REQUEST, APPROVAL_LINK, APPROVAL_EXPIRY_DATE]),
  BalanceLowEmail: Object.freeze([ALERTED_ORGANIZATION, ALERTED_CAMPAIGN, CAMPAIGN_LINK, BALANCE, THRESHOLD, REASON, SHORT_BY]),
  BankFileQuarantinedEmail: Object.freeze([FILE_NAME, FILE_ERROR, OPERATIONS_LINK]),
});

/** Content may write `{{tag:Key}}` in every type. */
export const TAG_PLACEHOLDER_NOTE =
  '{{tag:Key}} placeholders are accepted in every template type: each renders the payout instruction\'s tag Key (matched exact-case), ' +
  'or the text "tag:Key" when the instruction has no such tag. Values are HTML-escaped.';

export function templateFields(type: EmailTemplateType): readonly TemplateField[] {
  return TEMPLATE_FIELDS[type];
}

/** The names messages suggest: the fields' own (v2) names; their v3 aliases work as well but are not advertised. */
export function suggestedFieldNames(type: EmailTemplateType): string[] {
  return TEMPLATE_FIELDS[type].map((f) => f.name);
}

/** Every name content of this type may use: the fields and their aliases (`CampaignName`, `DistributionName`, …). */
export function allowedFieldNames(type: EmailTemplateType): string[] {
  return TEMPLATE_FIELDS[type].flatMap((f) => [f.name, ...f.aliases]);
}

/** The field a name (or alias) stands for in this type, or undefined when the type has no such field. */
export function canonicalFieldName(type: EmailTemplateType, name: string): string | undefined {
  return TEMPLATE_FIELDS[type].find((f) => f.name === name || f.aliases.includes(name))?.name;
}

/** Example values of a type's fields by canonical name. */
export function exampleFields(type: EmailTemplateType): Record<string, string> {
  return Object.fromEntries(TEMPLATE_FIELDS[type].map((f) => [f.name, f.example]));
}

/**
 * Values by canonical name → values under every name content may use: each value is also given under the field's
 * aliases, so `{{DistributionName}}` renders what `CampaignName` holds. Only this type's fields are kept.
 */
export function withAliases(type: EmailTemplateType, values: Readonly<Record<string, string>>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const f of TEMPLATE_FIELDS[type]) {
    if (!Object.hasOwn(values, f.name)) continue;
    for (const name of [f.name, ...f.aliases]) out[name] = values[f.name];
  }
  return out;
}
