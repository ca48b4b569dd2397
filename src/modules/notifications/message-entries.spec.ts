import { channelNoneDescription, NotificationSkipReason, unsubscribedDescription } from './message-entries';

describe('the NotificationSkipped entry of channel None', () => {
  it('names the message not sent and the reason, per template type', () => {
    expect(channelNoneDescription('ReminderEmail')).toBe("Reminder email not sent: the instruction's notification channel is None");
    expect(channelNoneDescription('FailureReinitiateEmail')).toBe("New claim link not sent: the instruction's notification channel is None");
    expect(channelNoneDescription('PayoutAvailableEmail')).toBe("Payout available email not sent: the instruction's notification channel is None");
  });

  it('says when the beneficiary unsubscribed, in the words the history always used for a new claim link', () => {
    expect(unsubscribedDescription('FailureReinitiateEmail')).toBe('No new claim link sent: the beneficiary unsubscribed from emails');
    expect(unsubscribedDescription('PayoutAvailableEmail')).toBe('Payout available email not sent: the beneficiary unsubscribed from emails');
  });

  it('falls back on the template type, and takes a name of its own (the automatic and bulk reminders)', () => {
    expect(channelNoneDescription('PushEmail')).toBe("PushEmail not sent: the instruction's notification channel is None");
    expect(channelNoneDescription('ReminderEmail', 'Automatic reminder')).toBe("Automatic reminder not sent: the instruction's notification channel is None");
  });

  it('has the two reasons the API documents', () => {
    expect(Object.values(NotificationSkipReason)).toEqual(['ChannelNone', 'Unsubscribed']);
  });
});
