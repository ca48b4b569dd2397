import { oneOf, type Raw } from '../../app/search';

export const TEMPLATE_TYPES = ['InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail', 'ApprovalRequestEmail', 'BalanceLowEmail', 'BankFileQuarantinedEmail'] as const;
export type TemplateType = (typeof TEMPLATE_TYPES)[number];

/** The list's filter and a new template's type live in the address; both optional (other areas link by path). */
export interface MessagesSearch {
  type?: TemplateType;
}

export function messagesSearch(search: Raw): MessagesSearch {
  return { type: oneOf(TEMPLATE_TYPES, search.type) };
}
