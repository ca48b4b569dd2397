import { campaignChanges, type CampaignSettingsSource, type CampaignSettingsValues } from './campaign-changes';

const campaign: CampaignSettingsSource = {
  name: 'Study',
  welcomeHeadline: 'Thanks!',
  campaignDescription: null,
  welcomeText: null,
  campaignManager: 'ops@example.com',
  expiryDate: '2027-01-31',
  displayEndDate: null,
  automaticReminders: 'None',
  otpThresholdAmount: 600.5,
  emailTemplates: { ReminderEmail: 't1' },
  payoutMethods: [{ id: 'm1', isDisabled: false, disableReason: null }],
};

const unchanged: CampaignSettingsValues = {
  name: 'Study',
  welcomeHeadline: 'Thanks!',
  campaignDescription: '',
  welcomeText: '',
  campaignManager: 'ops@example.com',
  expiryDate: '2027-01-31',
  displayEndDate: '',
  automaticReminders: 'None',
  otpThresholdCents: 60050,
  emailTemplates: { ReminderEmail: 't1', InitiateEmail: '' },
  payoutMethods: [{ payoutMethodId: 'm1' }],
};

describe('campaignChanges', () => {
  it('sends nothing when nothing changed', () => {
    expect(campaignChanges(campaign, unchanged)).toEqual({});
  });

  it('sends what changed: cleared texts as null, the threshold in dollars, templates and methods whole', () => {
    expect(
      campaignChanges(campaign, {
        ...unchanged,
        name: ' Study 2 ',
        welcomeHeadline: '',
        displayEndDate: '2027-01-15',
        otpThresholdCents: 10,
        emailTemplates: { ReminderEmail: '', InitiateEmail: 't2' },
        payoutMethods: [{ payoutMethodId: 'm1', isDisabled: true, disableReason: 'Paused' }],
      }),
    ).toEqual({
      name: 'Study 2',
      welcomeHeadline: null,
      displayEndDate: '2027-01-15',
      otpThresholdAmount: 0.1,
      emailTemplates: { InitiateEmail: 't2' },
      payoutMethods: [{ payoutMethodId: 'm1', isDisabled: true, disableReason: 'Paused' }],
    });
  });

  it('clears the threshold with null', () => {
    expect(campaignChanges(campaign, { ...unchanged, otpThresholdCents: null })).toEqual({ otpThresholdAmount: null });
  });
});
