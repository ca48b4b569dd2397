import type { AutomaticReminders, EmailTemplateType } from './campaign-types';

/** The email types a campaign can name a template for (invitations belong to the organization, not a campaign). */
export const CAMPAIGN_EMAIL_TYPES = [
  { type: 'InitiateEmail', label: 'Payout offer', description: 'Sent when an instruction is initiated' },
  { type: 'ReminderEmail', label: 'Reminder', description: 'Sent to beneficiaries who have not claimed yet' },
  { type: 'FailureReinitiateEmail', label: 'Payout failed, choose again', description: 'Sent when a payout fails and is offered again' },
  { type: 'OtpEmail', label: 'One-time code', description: 'Sent when a claim needs a code' },
  { type: 'PushEmail', label: 'Payout sent', description: 'Sent when a payout is pushed straight to the beneficiary' },
  { type: 'PayoutAvailableEmail', label: 'Payout available', description: 'Sent when the payout is ready to use' },
] as const satisfies readonly { type: EmailTemplateType; label: string; description: string }[];

export type CampaignEmailType = (typeof CAMPAIGN_EMAIL_TYPES)[number]['type'];

export const REMINDER_OPTIONS: { value: AutomaticReminders; label: string }[] = [
  { value: 'None', label: 'No automatic reminders' },
  { value: 'Daily', label: 'Every day' },
  { value: 'Every3Days', label: 'Every 3 days' },
  { value: 'Weekly', label: 'Every week' },
];

export const reminderLabel = (value: string | null | undefined) => REMINDER_OPTIONS.find((option) => option.value === value)?.label ?? 'No automatic reminders';
