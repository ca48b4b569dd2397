import type { PayoutMethodChoice } from './campaign-types';

/** One catalog method as the form holds it: offered or not, and when offered, possibly disabled with a reason. */
export interface MethodSelection {
  offered: boolean;
  disabled: boolean;
  reason: string;
}

export type MethodSelections = Record<string, MethodSelection>;

/** The form's state from what a draft or campaign offers now. */
export function selectionsFrom(offered: readonly { id: string; isDisabled: boolean; disableReason: string | null }[]): MethodSelections {
  return Object.fromEntries(offered.map((method) => [method.id, { offered: true, disabled: method.isDisabled, reason: method.disableReason ?? '' }]));
}

/** What the API takes (`payoutMethods`): the offered methods, in catalog order, a reason only on a disabled one. */
export function choicesFrom(selections: MethodSelections, catalogOrder: readonly string[]): PayoutMethodChoice[] {
  return catalogOrder
    .filter((id) => selections[id]?.offered)
    .map((id) => {
      const selection = selections[id] as MethodSelection;
      return selection.disabled ? { payoutMethodId: id, isDisabled: true as const, disableReason: selection.reason.trim() || null } : { payoutMethodId: id };
    });
}

/** Whether two lists of choices offer the same thing (saving an unchanged step sends nothing). */
export function sameChoices(a: readonly PayoutMethodChoice[], b: readonly PayoutMethodChoice[]): boolean {
  const key = (choices: readonly PayoutMethodChoice[]) =>
    JSON.stringify(choices.map((c) => [c.payoutMethodId, c.isDisabled ?? false, c.isDisabled ? (c.disableReason ?? null) : null]).sort());
  return key(a) === key(b);
}

const CHECK_CATEGORIES = ['PaperCheck', 'CheckTransfer'];

/** The API's rule, said before it refuses: at most one check method (PaperCheck or CheckTransfer) per campaign. */
export function tooManyChecks(selections: MethodSelections, categories: Record<string, string>): boolean {
  return Object.entries(selections).filter(([id, selection]) => selection.offered && CHECK_CATEGORIES.includes(categories[id] ?? '')).length > 1;
}
