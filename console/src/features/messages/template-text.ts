/**
 * The template editor's pure parts (docs/console.md, Messages): placeholders as content writes them, inserted where
 * the caret is, and the sample content a new template of a type starts from.
 */

/** `{{FirstName}}` */
export const fieldPlaceholder = (name: string): string => `{{${name}}}`;

/** The rules of a tag key (docs/api-conventions.md, Tags): 1–64 characters, none of , " < > { } &. */
export function tagKeyProblem(key: string): string | null {
  const trimmed = key.trim();
  if (trimmed === '') return 'Enter the tag’s key, such as Cohort';
  if ([...trimmed].length > 64) return 'A tag key has at most 64 characters';
  if (/[,"<>{}&]/.test(trimmed)) return 'A tag key may not hold , " < > { } or &';
  return null;
}

/** `{{tag:Cohort}}`: the instruction's tag Cohort, exact-case. */
export const tagPlaceholder = (key: string): string => `{{tag:${key.trim()}}}`;

export interface Insertion {
  text: string;
  /** Where the caret goes: just after what was inserted. */
  caret: number;
}

/** `snippet` in place of `text`'s selection [start, end) (clamped; a caret is start = end). */
export function insertAt(text: string, start: number, end: number, snippet: string): Insertion {
  const from = Math.max(0, Math.min(start, text.length));
  const to = Math.max(from, Math.min(end, text.length));
  return { text: text.slice(0, from) + snippet + text.slice(to), caret: from + snippet.length };
}

/** What a new template of a type starts with: a greeting and every field that matters most for that type. */
export function starterContent(templateType: string): { subject: string; htmlBody: string } {
  if (templateType === 'InvitationEmail') {
    return { subject: 'Join {{OrganizationName}} on Campaign Manager', htmlBody: '<p>{{InvitedBy}} invites you to {{OrganizationName}} as {{RoleName}}.</p>\n<p><a href="{{InvitationLink}}">See the invitation</a> (until {{ExpiryDate}}).</p>' };
  }
  if (templateType === 'ApprovalRequestEmail') {
    return { subject: '{{RequestedBy}} asks you to approve: {{Request}}', htmlBody: '<p>{{RequestedBy}} asks for your approval at {{OrganizationName}}: {{Request}}.</p>\n<p><a href="{{ApprovalLink}}">Review the request</a> (until {{ExpiryDate}}).</p>' };
  }
  if (templateType === 'BalanceLowEmail') {
    return { subject: 'Low balance: {{CampaignName}}', htmlBody: '<p>{{CampaignName}} has {{Balance}} left, below its alert of {{Threshold}}.</p>\n<p><a href="{{CampaignLink}}">Open the campaign</a></p>' };
  }
  if (templateType === 'BankFileQuarantinedEmail') {
    return { subject: 'Bank file quarantined: {{FileName}}', htmlBody: '<p>{{FileName}} was quarantined, nothing of it applied: {{Error}}</p>\n<p><a href="{{OperationsLink}}">See the incoming bank files</a></p>' };
  }
  if (templateType === 'OtpEmail') {
    return { subject: 'Your code for {{CampaignName}}', htmlBody: '<p>Hi {{FirstName}},</p>\n<p>Your code is <strong>{{OtpCode}}</strong>.</p>\n<p><a href="{{UnsubscribeLink}}">Unsubscribe</a></p>' };
  }
  return {
    subject: '{{FirstName}}, {{CampaignName}} sent you {{Amount}}',
    htmlBody: '<p>Hi {{FirstName}},</p>\n<p><a href="{{ClaimLink}}">Claim your {{Amount}}</a> by {{ExpiryDate}}.</p>\n<p><a href="{{UnsubscribeLink}}">Unsubscribe</a></p>',
  };
}

/** The template types, as people read them. */
export const TYPE_LABELS: Record<string, string> = {
  InitiateEmail: 'Claim invitation',
  ReminderEmail: 'Reminder',
  FailureReinitiateEmail: 'Failed payout, claim again',
  OtpEmail: 'One-time code',
  PushEmail: 'Push (sent again)',
  PayoutAvailableEmail: 'Payout available',
  InvitationEmail: 'Invitation to the organization',
  ApprovalRequestEmail: 'Approval waiting',
  BalanceLowEmail: 'Low campaign balance (to Administrators)',
  BankFileQuarantinedEmail: 'Bank file quarantined (to operators’ Administrators)',
};

export const typeLabel = (type: string): string => TYPE_LABELS[type] ?? type;

/** The tag keys content uses (`{{tag:Cohort}}`), first use first, each once. */
export function tagKeysIn(...texts: string[]): string[] {
  const keys: string[] = [];
  for (const text of texts) {
    for (const match of text.matchAll(/\{\{\s*tag:([^}\s][^}]*?)\s*\}\}/g)) {
      const key = match[1] ?? '';
      if (key && !keys.includes(key)) keys.push(key);
    }
  }
  return keys;
}

/** The sample tag values a preview sends: `tag:Key` entries for the keys still used and given a value. */
export function sampleTagFields(keys: readonly string[], samples: Readonly<Record<string, string>>): Record<string, string> {
  return Object.fromEntries(keys.filter((key) => (samples[key] ?? '').trim() !== '').map((key) => [`tag:${key}`, (samples[key] ?? '').trim()]));
}

/** Whether a real email of this content gets the unsubscribe footer (docs/emails.md: content that leaves the link out). */
export const getsUnsubscribeFooter = (htmlBody: string): boolean => !/\{\{\s*UnsubscribeLink\s*\}\}/.test(htmlBody);
