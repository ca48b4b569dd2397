/**
 * The rule of a campaign's balance alert (docs/balance-alerts.md), as pure functions. The balance row's trigger
 * (Migration20261203000300BalanceAlerts) applies the same rule in SQL to every movement; these apply it where the
 * threshold itself changes, and are what the unit tests pin down.
 */

/** The largest threshold, in cents: 99,999,999.99 dollars (the largest amount of one ACH entry). */
export const MAX_LOW_BALANCE_ALERT_CENTS = 9_999_999_999;

/** A campaign's alert state after a balance or a threshold, and whether that step raises an alert. */
export interface AlertStep {
  /** Alerted (true) until the balance is at the threshold or above again; armed (false) otherwise. */
  alerted: boolean;
  raise: boolean;
}

/**
 * From the state before (`alerted`) to the state a balance and a threshold give: below the threshold is alerted, at
 * it or above is armed. Only armed → alerted raises: falling further below says nothing new, and rising re-arms
 * silently.
 */
export function alertStep(alerted: boolean, balanceCents: number, thresholdCents: number): AlertStep {
  const below = balanceCents < thresholdCents;
  return { alerted: below, raise: below && !alerted };
}

/**
 * The state a threshold starts or changes with. A new campaign has no money yet: it starts alerted if below (no
 * event: an empty new campaign is no news), so funding to the threshold arms it. A threshold set or changed on an
 * existing campaign is judged at once against the balance, as a movement would be.
 */
export function thresholdStep(previous: { alerted: boolean } | null, balanceCents: number, thresholdCents: number, on: 'create' | 'change'): AlertStep {
  if (on === 'create') return { alerted: balanceCents < thresholdCents, raise: false };
  return alertStep(previous?.alerted ?? false, balanceCents, thresholdCents);
}

/** How much a refused movement lacked (never negative). */
export const shortBy = (neededCents: number, availableCents: number): number => Math.max(0, neededCents - availableCents);
