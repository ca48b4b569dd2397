/** The emails about a payout instruction: a campaign may assign its own template to each (docs/emails.md). */
export const CAMPAIGN_EMAIL_TEMPLATE_TYPES = ['InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail'] as const;

/**
 * The kinds of email the service sends, each with its own template: the campaign emails, and those to the people of
 * an organization (an invitation, an approval waiting for them, a campaign's low-balance alert to its Administrators:
 * docs/balance-alerts.md; a quarantined bank file to the operators' Administrators: docs/bank-files-in.md).
 */
export const EMAIL_TEMPLATE_TYPES = [...CAMPAIGN_EMAIL_TEMPLATE_TYPES, 'InvitationEmail', 'ApprovalRequestEmail', 'BalanceLowEmail', 'BankFileQuarantinedEmail'] as const;
export type EmailTemplateType = (typeof EMAIL_TEMPLATE_TYPES)[number];

export const isCampaignEmailTemplateType = (value: unknown): value is (typeof CAMPAIGN_EMAIL_TEMPLATE_TYPES)[number] =>
  typeof value === 'string' && (CAMPAIGN_EMAIL_TEMPLATE_TYPES as readonly string[]).includes(value);

export const isEmailTemplateType = (value: unknown): value is EmailTemplateType =>
  typeof value === 'string' && (EMAIL_TEMPLATE_TYPES as readonly string[]).includes(value);
