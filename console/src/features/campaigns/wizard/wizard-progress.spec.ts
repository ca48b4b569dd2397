import { WIZARD_STEPS } from '../campaign-search';
import { completedSteps, problemsByStep, stepOfField, textOperations } from './wizard-progress';

const empty = { name: null, fundingSourceId: null, expiryDate: null, payoutMethods: [] };

describe('completedSteps', () => {
  it('marks only the optional steps complete on a new draft', () => {
    expect(completedSteps(empty)).toEqual({ basics: false, methods: false, messages: true, dates: false, security: true, review: false });
  });

  it('needs a name and a funds holder for basics, an enabled method for methods', () => {
    expect(completedSteps({ ...empty, name: '  ', fundingSourceId: 'f' }).basics).toBe(false);
    expect(completedSteps({ ...empty, payoutMethods: [{ isDisabled: true }] }).methods).toBe(false);
  });

  it('completes review when every step is', () => {
    expect(completedSteps({ name: 'Study', fundingSourceId: 'f', expiryDate: '2027-01-31', payoutMethods: [{ isDisabled: false }] }).review).toBe(true);
  });
});

describe('stepOfField', () => {
  it('sends each field to the step that edits it', () => {
    expect(stepOfField('name')).toBe('basics');
    expect(stepOfField('payoutMethodIds')).toBe('methods');
    expect(stepOfField('payoutMethods.0.disableReason')).toBe('methods');
    expect(stepOfField('emailTemplates.ReminderEmail')).toBe('messages');
    expect(stepOfField('displayEndDate')).toBe('dates');
    expect(stepOfField('otpThresholdAmount')).toBe('security');
    expect(stepOfField('operations.0.path')).toBe('review');
  });
});

describe('problemsByStep', () => {
  it('groups a promote refusal by step in the wizard order', () => {
    expect(problemsByStep({ expiryDate: 'expiryDate is required.', name: 'name is required.', payoutMethodIds: 'At least one payout method is required.' }, WIZARD_STEPS)).toEqual([
      { step: 'basics', messages: ['name is required.'] },
      { step: 'methods', messages: ['At least one payout method is required.'] },
      { step: 'dates', messages: ['expiryDate is required.'] },
    ]);
  });
});

describe('textOperations', () => {
  it('sets what changed, removes what was emptied, skips what did not change', () => {
    expect(
      textOperations({ name: 'Old', welcomeHeadline: 'Hello', campaignManager: null, welcomeText: 'Same' }, { name: ' New ', welcomeHeadline: '', campaignManager: '', welcomeText: 'Same' }, [
        '/name',
        '/welcomeHeadline',
        '/campaignManager',
        '/welcomeText',
      ]),
    ).toEqual([
      { op: 'add', path: '/name', value: 'New' },
      { op: 'remove', path: '/welcomeHeadline' },
    ]);
  });
});
