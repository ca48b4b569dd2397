import { accessOf, describeInterval, isInstructionId, operationsSearch, shownTab, tabsOf } from './operations-search';

describe('the Operations screen’s search and sections', () => {
  it('reads well-formed values from any address', () => {
    expect(operationsSearch({})).toEqual({ tab: undefined, achPage: 1, runPage: 1, payoutPage: 1, status: undefined, instruction: undefined });
    expect(operationsSearch({ tab: 'files', achPage: '3', runPage: 'x', payoutPage: 2, status: 'Mailed', instruction: ' 0193A0F0-0000-7000-8000-00000000CAFE ' })).toEqual({
      tab: 'files',
      achPage: 3,
      runPage: 1,
      payoutPage: 2,
      status: 'Mailed',
      instruction: '0193a0f0-0000-7000-8000-00000000cafe',
    });
    expect(operationsSearch({ tab: 'board', status: 'Completed', instruction: 'not-an-id' })).toMatchObject({ tab: undefined, status: undefined, instruction: undefined });
    expect(isInstructionId('0193a0f0-0000-7000-8000-00000000cafe')).toBe(true);
    expect(isInstructionId('P-1')).toBe(false);
  });

  it('shows an operator every tab, an organization’s Administrator the files and payouts only, and falls back to the first tab allowed', () => {
    const operator = accessOf(['admin:manage', 'scheduledJobs:manage', 'admin:triggerTransfer', 'admin:failPermanently', 'payoutInstructions:view']);
    expect(tabsOf(operator)).toEqual(['jobs', 'files', 'payouts']);
    const administrator = accessOf(['admin:triggerTransfer', 'admin:failPermanently', 'payoutInstructions:view']);
    expect(administrator).toEqual({ queues: false, scheduledJobs: false, files: true, failPayouts: true });
    expect(tabsOf(administrator)).toEqual(['files', 'payouts']);
    expect(shownTab('jobs', tabsOf(administrator))).toBe('files');
    expect(shownTab('payouts', tabsOf(administrator))).toBe('payouts');
    expect(shownTab(undefined, [])).toBeUndefined();
    expect(tabsOf(accessOf(['scheduledJobs:manage']))).toEqual(['jobs']);
  });

  it('says a schedule’s interval in its largest whole unit', () => {
    expect(describeInterval(900)).toBe('every 15 minutes');
    expect(describeInterval(86_400)).toBe('every day');
    expect(describeInterval(2)).toBe('every 2 seconds');
    expect(describeInterval(1)).toBe('every second');
    expect(describeInterval(7_200)).toBe('every 2 hours');
    expect(describeInterval(90)).toBe('every 90 seconds');
  });
});
