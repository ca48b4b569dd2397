import { alertStep, shortBy, thresholdStep } from './balance-alert-rules';

describe('balance alert rules', () => {
  it('raises only when an armed campaign falls below its threshold', () => {
    expect(alertStep(false, 499, 500)).toEqual({ alerted: true, raise: true });
    expect(alertStep(false, 500, 500)).toEqual({ alerted: false, raise: false });
    expect(alertStep(false, 0, 0)).toEqual({ alerted: false, raise: false });
  });

  it('says nothing while already alerted, and re-arms silently at the threshold or above', () => {
    expect(alertStep(true, 100, 500)).toEqual({ alerted: true, raise: false });
    expect(alertStep(true, 500, 500)).toEqual({ alerted: false, raise: false });
    expect(alertStep(true, 9_000, 500)).toEqual({ alerted: false, raise: false });
  });

  it('alerts once over a walk down and up: one raise per crossing', () => {
    const balances = [1_000, 600, 400, 300, 450, 500, 499, 100, 700, 200];
    let alerted = false;
    const raised = balances.filter((balance) => {
      const step = alertStep(alerted, balance, 500);
      alerted = step.alerted;
      return step.raise;
    });
    expect(raised).toEqual([400, 499, 200]);
  });

  it('starts a new campaign alerted without an event when it is below (no money yet), armed otherwise', () => {
    expect(thresholdStep(null, 0, 500, 'create')).toEqual({ alerted: true, raise: false });
    expect(thresholdStep(null, 0, 0, 'create')).toEqual({ alerted: false, raise: false });
  });

  it('judges a changed threshold at once: set above an armed balance raises; already alerted does not', () => {
    expect(thresholdStep(null, 1_000, 2_000, 'change')).toEqual({ alerted: true, raise: true });
    expect(thresholdStep({ alerted: false }, 1_000, 2_000, 'change')).toEqual({ alerted: true, raise: true });
    expect(thresholdStep({ alerted: true }, 1_000, 3_000, 'change')).toEqual({ alerted: true, raise: false });
    expect(thresholdStep({ alerted: true }, 1_000, 800, 'change')).toEqual({ alerted: false, raise: false });
  });

  it('counts what a refused movement lacked, never below zero', () => {
    expect(shortBy(120_000, 100_000)).toBe(20_000);
    expect(shortBy(100, 100)).toBe(0);
  });
});
