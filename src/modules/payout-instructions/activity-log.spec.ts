import { channelNoneDescription, channelNoneSkip, NotificationSkipReason } from './activity-log';

describe('the NotificationSkipped entry of channel None', () => {
  it('names the message not sent and the reason, per template type', () => {
    expect(channelNoneSkip('ReminderEmail')).toEqual({
      kind: 'NotificationSkipped',
      description: "Reminder email not sent: the instruction's notification channel is None",
      details: { templateType: 'ReminderEmail', reason: 'ChannelNone' },
    });
    expect(channelNoneSkip('FailureReinitiateEmail').description).toBe("New claim link not sent: the instruction's notification channel is None");
    expect(channelNoneSkip('PayoutAvailableEmail').description).toBe("Payout available email not sent: the instruction's notification channel is None");
  });

  it('falls back on the template type, and takes a name of its own (the automatic and bulk reminders)', () => {
    expect(channelNoneDescription('PushEmail')).toBe("PushEmail not sent: the instruction's notification channel is None");
    expect(channelNoneDescription('ReminderEmail', 'Automatic reminder')).toBe("Automatic reminder not sent: the instruction's notification channel is None");
  });

  it('has the two reasons the API documents', () => {
    expect(Object.values(NotificationSkipReason)).toEqual(['ChannelNone', 'Unsubscribed']);
  });
});
