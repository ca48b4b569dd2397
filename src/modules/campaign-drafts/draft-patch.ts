import type { FieldErrors } from '../../core/errors/domain-error';
import { isUuid } from '../../core/http/parse-uuid.pipe';
import { amountToCents, InvalidAmountError } from '../../core/money/money';
import { AutomaticReminders, isCalendarDate, NAME_LIMIT, TEMPLATE_ASSIGNMENTS_DOC, TEXT_LIMIT, type CampaignSettingsInput, type PayoutMethodChoice } from '../campaigns';
import { CAMPAIGN_EMAIL_TEMPLATE_TYPES, isCampaignEmailTemplateType } from '../templates';
import type { PatchOp } from './dto/patch-draft.dto';

export interface DraftOperation {
  op: PatchOp;
  path: string;
  value?: unknown;
}

type Parsed = { value: unknown } | { error: string };
/** A draft field: where it lands, how its value is read, and what that reading takes, as JSON Schema. */
type FieldSpec = { field: keyof CampaignSettingsInput; parse: (value: unknown, name: string) => Parsed; schema: Record<string, unknown> };

const text = (max: number) => (value: unknown, name: string): Parsed =>
  typeof value === 'string' && [...value].length <= max ? { value } : { error: `${name} must be text of at most ${max} characters.` };
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
  value !== null && typeof value === 'object' && !Array.isArray(value) && Object.entries(value).every(([type, id]) => isCampaignEmailTemplateType(type) && isUuid(id))
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

const TEXT = (max: number) => ({ type: 'string', maxLength: max });
const UUID = { type: 'string', format: 'uuid' };
const DATE = { type: 'string', format: 'date' };
const AMOUNT = { type: 'number', minimum: 0, maximum: 90_071_992_547_409.91, multipleOf: 0.01 };
const CHOICE = { $ref: '#/components/schemas/PayoutMethodChoiceDto' };

/** Every path a draft can be patched at (v3 names accepted as aliases), how its value is read, and what it takes. */
const FIELDS: Record<string, FieldSpec> = {
  name: { field: 'name', parse: text(NAME_LIMIT), schema: TEXT(NAME_LIMIT) },
  fundingSourceId: { field: 'fundingSourceId', parse: uuid, schema: UUID },
  welcomeHeadline: { field: 'welcomeHeadline', parse: text(TEXT_LIMIT), schema: TEXT(TEXT_LIMIT) },
  campaignDescription: { field: 'campaignDescription', parse: text(TEXT_LIMIT), schema: TEXT(TEXT_LIMIT) },
  distributionDescription: { field: 'campaignDescription', parse: text(TEXT_LIMIT), schema: TEXT(TEXT_LIMIT) },
  campaignManager: { field: 'campaignManager', parse: text(TEXT_LIMIT), schema: TEXT(TEXT_LIMIT) },
  distributionManager: { field: 'campaignManager', parse: text(TEXT_LIMIT), schema: TEXT(TEXT_LIMIT) },
  welcomeText: { field: 'welcomeText', parse: text(TEXT_LIMIT), schema: TEXT(TEXT_LIMIT) },
  expiryDate: { field: 'expiryDate', parse: date, schema: DATE },
  displayEndDate: { field: 'displayEndDate', parse: date, schema: DATE },
  otpThresholdAmount: { field: 'otpThresholdAmountCents', parse: amountInCents, schema: AMOUNT },
  automaticReminders: { field: 'automaticReminders', parse: reminders, schema: { enum: Object.values(AutomaticReminders) } },
  emailTemplates: { field: 'emailTemplates', parse: templates, schema: TEMPLATE_ASSIGNMENTS_DOC },
  payoutMethodIds: { field: 'payoutMethods', parse: idList, schema: { type: 'array', items: UUID, maxItems: 50, uniqueItems: true } },
  payoutMethods: { field: 'payoutMethods', parse: choices, schema: { type: 'array', items: CHOICE, maxItems: 50 } },
};

/**
 * The operations `applyDraftOperations` takes, as JSON Schema for the OpenAPI document: `remove` at any path, `add`
 * or `replace` at a field with a value of that field, or at `/emailTemplates/<type>` with a template id.
 */
export const DRAFT_OPERATION_SCHEMAS: Record<string, unknown>[] = (() => {
  const operation = (op: unknown, path: unknown, value?: unknown) => ({
    type: 'object',
    required: value ? ['op', 'path', 'value'] : ['op', 'path'],
    properties: { op, path, value: value ?? {} },
    additionalProperties: false,
  });
  const templatePath = { type: 'string', enum: CAMPAIGN_EMAIL_TEMPLATE_TYPES.map((type) => `/emailTemplates/${type}`) };
  const setting = { enum: ['add', 'replace'] };
  return [
    operation({ const: 'remove' }, { anyOf: [{ enum: Object.keys(FIELDS).map((name) => `/${name}`) }, templatePath] }),
    ...Object.entries(FIELDS).map(([name, spec]) => operation(setting, { const: `/${name}` }, spec.schema)),
    operation(setting, templatePath, UUID),
  ];
})();

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
      if (!isCampaignEmailTemplateType(type)) return fail(`operations.${index}.path`, `${type} is not a template type.`);
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
