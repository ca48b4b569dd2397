import type { FieldErrors } from '../../core/errors/domain-error';
import { CHECK_CATEGORIES } from '../payout-methods';
import type { EmailTemplateType } from '../templates';


/** A payout method as a campaign holds it: a snapshot of the catalog entry plus the campaign's own switch. */
export interface PayoutMethodEntry {
  payoutMethodId: string;
  name: string;
  category: string;
  /** The catalog's transaction limits when the method was chosen; older snapshots may lack them. */
  minAmountCents?: number;
  maxAmountCents?: number;
  isDisabled: boolean;
  disableReason: string | null;
}

/** The settings a campaign is made of; drafts hold any subset of them. */
export interface CampaignSettings {
  name?: string | null;
  fundingSourceId?: string | null;
  welcomeHeadline?: string | null;
  campaignDescription?: string | null;
  campaignManager?: string | null;
  welcomeText?: string | null;
  payoutMethods?: PayoutMethodEntry[];
  expiryDate?: string | null;
  displayEndDate?: string | null;
  emailTemplates?: Partial<Record<EmailTemplateType, string>>;
  automaticReminders?: string | null;
  otpThresholdAmountCents?: number | null;
}

/** Lengths of a campaign's texts. */
export const NAME_LIMIT = 200;
export const TEXT_LIMIT = 2000;
export const DISABLE_REASON_LIMIT = 200;

const LONG_TEXTS = ['welcomeHeadline', 'campaignDescription', 'campaignManager', 'welcomeText'] as const;

/** Length in characters (code points), as the request validation and a Postgres varchar count them. */
const characters = (text: string): number => [...text].length;

/**
 * Texts over their limit. Checked by the settings validator whatever road the settings took (a request body, a
 * draft's patch operations, a stored draft being promoted), so no road can carry a longer text into a campaign.
 */
export function overLength(settings: Pick<CampaignSettings, 'name' | (typeof LONG_TEXTS)[number]> & { payoutMethods?: readonly { disableReason?: string | null }[] }): FieldErrors {
  const errors: FieldErrors = {};
  const check = (field: string, value: string | null | undefined, limit: number) => {
    if (typeof value === 'string' && characters(value) > limit) errors[field] = [`${field} must be at most ${limit} characters.`];
  };
  check('name', settings.name, NAME_LIMIT);
  for (const field of LONG_TEXTS) check(field, settings[field], TEXT_LIMIT);
  settings.payoutMethods?.forEach((choice, index) => check(`payoutMethods.${index}.disableReason`, choice.disableReason, DISABLE_REASON_LIMIT));
  return errors;
}

/** What a campaign cannot be without: checked on create and on promote. */
export function missingForCampaign(settings: CampaignSettings): FieldErrors {
  const errors: FieldErrors = {};
  if (!settings.name?.trim()) errors.name = ['name is required.'];
  if (!settings.fundingSourceId) errors.fundingSourceId = ['fundingSourceId is required.'];
  if (!settings.expiryDate) errors.expiryDate = ['expiryDate is required.'];
  if (!settings.payoutMethods?.length) errors.payoutMethodIds = ['At least one payout method is required.'];
  return errors;
}

/**
 * Rules between fields, whatever is present (drafts included): dates in order and not past (unless `today` is
 * left out, for a date that is not being changed), one check method at most, a reason only for a disabled method.
 */
export function inconsistencies(settings: CampaignSettings, today: string | undefined): FieldErrors {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  if (today && settings.expiryDate && settings.expiryDate < today) add('expiryDate', `expiryDate must not be in the past (today is ${today}).`);
  if (settings.expiryDate && settings.displayEndDate && settings.displayEndDate > settings.expiryDate) {
    add('displayEndDate', 'displayEndDate must not be after expiryDate.');
  }
  // A campaign may offer one check method at most, PaperCheck and CheckTransfer counted together.
  const checks = (settings.payoutMethods ?? []).filter((entry) => (CHECK_CATEGORIES as readonly string[]).includes(entry.category));
  if (checks.length > 1) {
    add('payoutMethodIds', `At most one check payout method (PaperCheck or CheckTransfer) per campaign; got ${checks.map((c) => c.name).join(', ')}.`);
  }
  (settings.payoutMethods ?? []).forEach((entry, index) => {
    if (!entry.isDisabled && entry.disableReason) add(`payoutMethods.${index}.disableReason`, 'disableReason applies only to a disabled payout method.');
  });
  return errors;
}

/** Dates are calendar dates: YYYY-MM-DD that exists in the calendar. */
export function isCalendarDate(value: unknown): value is string {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  const date = new Date(`${value}T00:00:00.000Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}
