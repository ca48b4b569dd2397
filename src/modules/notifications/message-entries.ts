/** Why a message to the beneficiary was not queued (`NotificationSkipped`, `details.reason`). */
export enum NotificationSkipReason {
  /** The instruction's notification channel is `None` (docs/emails.md, Channel). */
  ChannelNone = 'ChannelNone',
  /** The beneficiary unsubscribed from emails. */
  Unsubscribed = 'Unsubscribed',
}

/** The messages to a beneficiary, as the instruction's history names them. */
const MESSAGE_NAMES: Readonly<Record<string, string>> = {
  InitiateEmail: 'Claim email',
  ReminderEmail: 'Reminder email',
  FailureReinitiateEmail: 'New claim link',
  PayoutAvailableEmail: 'Payout available email',
};

/** The description of the `NotificationSkipped` entry of a `templateType` email not queued for channel `None`. */
export const channelNoneDescription = (templateType: string, name = MESSAGE_NAMES[templateType] ?? templateType): string =>
  `${name} not sent: the instruction's notification channel is None`;

/** The description of the `NotificationSkipped` entry of a `templateType` email not queued for an unsubscribed beneficiary. */
export const unsubscribedDescription = (templateType: string): string =>
  templateType === 'FailureReinitiateEmail' ? 'No new claim link sent: the beneficiary unsubscribed from emails' : `${MESSAGE_NAMES[templateType] ?? templateType} not sent: the beneficiary unsubscribed from emails`;
