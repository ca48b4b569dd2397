import type { FieldErrors } from '../../core/errors/domain-error';
import { isUuid } from '../../core/http/parse-uuid.pipe';
import { amountToCents, InvalidAmountError } from '../../core/money/money';
import { AutomaticReminders, isCalendarDate, NAME_LIMIT, TEXT_LIMIT, type CampaignSettingsInput, type PayoutMethodChoice } from '../campaigns';
import { isEmailTemplateType } from '../templates';
import type { PatchOp } from './dto/patch-draft.dto';

export interface DraftOperation {
  op: PatchOp;
  path: string;
  value?: unknown;
}

type Parsed = { value: unknown } | { error: string };
type FieldSpec = { field: keyof CampaignSettingsInput; parse: (value: unknown, name: string) => Parsed };

const text = (max: number) => (value: unknown, name: string): Parsed =>
  typeof value === 'string' && value.length <= max ? { value } : { error: `${name} must be text of at most ${max} characters.` };
const uuid = (value: unknown, name: string): Parsed => (isUuid(value) ? { value: value.toLowerCase() } : { error: `${name} must be a UUID.` });
const date = (value: unknown, name: string): Parsed => (isCalendarDate(value) ? { value } : { error: `${name} must be a calendar date, YYYY-MM-DD.` });
const amountInCents = (value: unknown, name: string): Parsed => {
  try {
    if (typeof value !== 'number') throw new InvalidAmountError(value, 'be a number');
    return { value: amountToCents(value) };
  } catch (error) {
    if (error instanceof InvalidAmountError) return { error: `${name} ${error.message}` };
    throw error;
  }
};
const reminders = (value: unknown, name: string): Parsed =>
  Object.values<unknown>(AutomaticReminders).includes(value) ? { value } : { error: `${name} must be one of ${Object.values(AutomaticReminders).join(', ')}.` };
const templates = (value: unknown, name: string): Parsed =>
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.entries(value).every(([type, id]) => isEmailTemplateType(type) && isUuid(id))
    ? { value: { ...value } }
    : { error: `${name} must map template types to template ids.` };
const idList = (value: unknown, name: string): Parsed =>
  Array.isArray(value) && value.length <= 50 && value.every(isUuid)
    ? { value: value.map((payoutMethodId: string) => ({ payoutMethodId: payoutMethodId.toLowerCase() })) }
    : { error: `${name} must be a list of UUIDs.` };
const choices = (value: unknown, name: string): Parsed => {
  const valid =
    Array.isArray(value) &&
    value.length <= 50 &&
    value.every(
      (entry) =>
        entry !== null &&
        typeof entry === 'object' &&
        isUuid((entry as PayoutMethodChoice).payoutMethodId) &&
        ['undefined', 'boolean'].includes(typeof (entry as PayoutMethodChoice).isDisabled) &&
        ((entry as PayoutMethodChoice).disableReason == null || typeof (entry as PayoutMethodChoice).disableReason === 'string') &&
        Object.keys(entry).every((key) => ['payoutMethodId', 'isDisabled', 'disableReason'].includes(key)),
    );
  return valid ? { value: (value as PayoutMethodChoice[]).map((c) => ({ ...c })) } : { error: `${name} must be a list of { payoutMethodId, isDisabled?, disableReason? }.` };
};

/** Every path a draft can be patched at (v3 names accepted as aliases), and how its value is read. */
const FIELDS: Record<string, FieldSpec> = {
  name: { field: 'name', parse: text(NAME_LIMIT) },
  fundingSourceId: { field: 'fundingSourceId', parse: uuid },
  welcomeHeadline: { field: 'welcomeHeadline', parse: text(TEXT_LIMIT) },
  campaignDescription: { field: 'campaignDescription', parse: text(TEXT_LIMIT) },
  distributionDescription: { field: 'campaignDescription', parse: text(TEXT_LIMIT) },
  campaignManager: { field: 'campaignManager', parse: text(TEXT_LIMIT) },
  distributionManager: { field: 'campaignManager', parse: text(TEXT_LIMIT) },
  welcomeText: { field: 'welcomeText', parse: text(TEXT_LIMIT) },
  expiryDate: { field: 'expiryDate', parse: date },
  displayEndDate: { field: 'displayEndDate', parse: date },
  otpThresholdAmount: { field: 'otpThresholdAmountCents', parse: amountInCents },
  automaticReminders: { field: 'automaticReminders', parse: reminders },
  emailTemplates: { field: 'emailTemplates', parse: templates },
  payoutMethodIds: { field: 'payoutMethods', parse: idList },
  payoutMethods: { field: 'payoutMethods', parse: choices },
};

/**
 * Applies a draft's patch operations to its settings, in order, all or nothing: returns the new settings, or the
 * problems by field when any operation is malformed. `remove` clears a field (a map entry for a template type).
 */
export function applyDraftOperations(current: CampaignSettingsInput, operations: readonly DraftOperation[]): { settings: CampaignSettingsInput; errors: FieldErrors } {
  const settings: CampaignSettingsInput = { ...current, emailTemplates: { ...current.emailTemplates } };
  const errors: FieldErrors = {};
  const fail = (key: string, message: string) => (errors[key] ??= []).push(message);

  operations.forEach((operation, index) => {
    const segments = operation.path.split('/');
    if (segments[0] !== '' || segments.length < 2 || segments.length > 3) return fail(`operations.${index}.path`, `${operation.path} is not a path of a draft.`);
    const [, name, type] = segments;
    if (name === 'emailTemplates' && type !== undefined) {
      if (!isEmailTemplateType(type)) return fail(`operations.${index}.path`, `${type} is not a template type.`);
      if (operation.op === 'remove') return void delete (settings.emailTemplates as Record<string, string>)[type];
      const parsed = uuid(operation.value, `emailTemplates.${type}`);
      return 'error' in parsed ? fail(`emailTemplates.${type}`, parsed.error) : void ((settings.emailTemplates as Record<string, unknown>)[type] = parsed.value);
    }
    // Own members only: `/constructor` or `/__proto__` must not find Object.prototype's.
    const spec = type === undefined && Object.hasOwn(FIELDS, name) ? FIELDS[name] : undefined;
    if (!spec) return fail(`operations.${index}.path`, `${operation.path} is not a path of a draft.`);
    if (operation.op === 'remove') {
      Object.assign(settings, { [spec.field]: spec.field === 'payoutMethods' ? [] : spec.field === 'emailTemplates' ? {} : null });
      return;
    }
    const parsed = spec.parse(operation.value, name);
    if ('error' in parsed) return fail(spec.field === 'payoutMethods' ? name : String(spec.field === 'otpThresholdAmountCents' ? 'otpThresholdAmount' : spec.field), parsed.error);
    Object.assign(settings, { [spec.field]: parsed.value });
  });
  return { settings, errors };
}
