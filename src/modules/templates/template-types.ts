/** The kinds of email the service sends; each has its own template (docs/emails.md). */
export const EMAIL_TEMPLATE_TYPES = ['InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export const isEmailTemplateType = (value: unknown): value is EmailTemplateType =>
  typeof value === 'string' && (EMAIL_TEMPLATE_TYPES as readonly string[]).includes(value);
