import type { WizardStep } from '../campaign-search';

/** What the wizard needs of a draft to know where it stands (CampaignDraftView's members). */
export interface DraftState {
  name: string | null;
  fundingSourceId: string | null;
  expiryDate: string | null;
  payoutMethods: readonly { isDisabled: boolean }[];
}

export const STEP_LABELS: Record<WizardStep, string> = {
  basics: 'Basics',
  methods: 'Payout methods',
  messages: 'Messages',
  dates: 'Dates',
  security: 'Security',
  review: 'Review',
};

/**
 * Which steps have what a campaign requires (the API's promote rules: a name, a funds holder, an expiry date and at
 * least one payout method). Messages and security have nothing required, so they are always complete; review is
 * complete when every other step is.
 */
export function completedSteps(draft: DraftState): Record<WizardStep, boolean> {
  const steps = {
    basics: Boolean(draft.name?.trim()) && Boolean(draft.fundingSourceId),
    methods: draft.payoutMethods.some((method) => !method.isDisabled),
    messages: true,
    dates: Boolean(draft.expiryDate),
    security: true,
  };
  return { ...steps, review: Object.values(steps).every(Boolean) };
}

const FIELD_STEPS: [prefix: string, step: WizardStep][] = [
  ['name', 'basics'],
  ['fundingSourceId', 'basics'],
  ['welcomeHeadline', 'basics'],
  ['welcomeText', 'basics'],
  ['campaignDescription', 'basics'],
  ['campaignManager', 'basics'],
  ['payoutMethod', 'methods'],
  ['emailTemplates', 'messages'],
  ['automaticReminders', 'messages'],
  ['expiryDate', 'dates'],
  ['displayEndDate', 'dates'],
  ['otpThresholdAmount', 'security'],
];

/** The step whose form holds a field the API named in a problem (`payoutMethods.0.disableReason` → methods). */
export function stepOfField(field: string): WizardStep {
  return FIELD_STEPS.find(([prefix]) => field === prefix || field.startsWith(prefix))?.[1] ?? 'review';
}

/** A promote refusal's fields grouped by the step that fixes them, in the wizard's order. */
export function problemsByStep(errors: Record<string, string>, order: readonly WizardStep[]): { step: WizardStep; messages: string[] }[] {
  const grouped = new Map<WizardStep, string[]>();
  for (const [field, message] of Object.entries(errors)) {
    const step = stepOfField(field);
    grouped.set(step, [...(grouped.get(step) ?? []), message]);
  }
  return order.filter((step) => grouped.has(step)).map((step) => ({ step, messages: grouped.get(step) ?? [] }));
}

type TextPath = '/name' | '/fundingSourceId' | '/welcomeHeadline' | '/campaignDescription' | '/campaignManager' | '/welcomeText' | '/expiryDate' | '/displayEndDate';
export type TextOperation = { op: 'add'; path: TextPath; value: string } | { op: 'remove'; path: TextPath };

/**
 * The patch operations that turn a draft's text fields into what the form holds: set what changed, remove what was
 * emptied, leave the rest (so saving an untouched step sends nothing).
 */
export function textOperations(current: Readonly<Record<string, unknown>>, next: Partial<Record<string, string>>, paths: readonly TextPath[]): TextOperation[] {
  const operations: TextOperation[] = [];
  for (const path of paths) {
    const key = path.slice(1);
    const value = current[key];
    const before = typeof value === 'string' ? value : null;
    const after = next[key]?.trim() ?? '';
    if (after === '' && before !== null) operations.push({ op: 'remove', path });
    else if (after !== '' && after !== before) operations.push({ op: 'add', path, value: after });
  }
  return operations;
}
