/** What an email about one payout instruction says: the dynamic fields its template can use (docs/emails.md, Content). */
export interface EmailFacts {
  firstName: string | null;
  lastName: string | null;
  amountCents: number | null;
  campaignName: string;
  /** Who is paying: the organization's name; null when it has none but its id (a token without `org_name`). */
  organizationName: string | null;
  /** The campaign's manager, when it names one: whom to ask about the payment. */
  campaignManager: string | null;
  /** The names of the methods the campaign offers for this amount, in the campaign's order. */
  payoutMethods: readonly string[];
  /** The template's own logo, else the campaign's icon; none when neither exists. */
  campaignLogo: string | null;
  /** Calendar date, YYYY-MM-DD: the last day the payment can be claimed. */
  expiryDate: string;
  claimLink: string;
  unsubscribeLink: string;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

const inWords = new Intl.ListFormat('en-US', { style: 'long', type: 'disjunction' });

/** `$1,234.50` */
export const formatAmount = (cents: number): string => dollars.format(cents / 100);

/** `December 31, 2026` */
export const formatDate = (isoDate: string): string => longDate.format(new Date(`${isoDate}T00:00:00Z`));

/** The template model: every field under its name and its v3 alias, as text (the engine escapes it). */
export function dynamicFields(facts: EmailFacts): Record<string, string> {
  const campaignLogo = facts.campaignLogo ?? '';
  return {
    FirstName: facts.firstName ?? '',
    LastName: facts.lastName ?? '',
    Amount: facts.amountCents == null ? '' : formatAmount(facts.amountCents),
    CampaignName: facts.campaignName,
    DistributionName: facts.campaignName,
    OrganizationName: facts.organizationName?.trim() ?? '',
    // Whom to ask: the campaign's manager, else the organization paying (docs/emails.md, Content).
    Contact: facts.campaignManager?.trim() || facts.organizationName?.trim() || '',
    PayoutMethods: inWords.format(facts.payoutMethods),
    CampaignLogo: campaignLogo,
    DistributionLogo: campaignLogo,
    ClaimLink: facts.claimLink,
    ExpiryDate: formatDate(facts.expiryDate),
    UnsubscribeLink: facts.unsubscribeLink,
  };
}

/** A campaign's payout method as the claim emails need it: its entry in the campaign's `payout_methods`. */
export interface CampaignMethodEntry {
  name: string;
  isDisabled: boolean;
  minAmountCents?: number;
  maxAmountCents?: number;
}

/**
 * The methods a claim email may name: the campaign's that are not disabled and whose limits, where the campaign holds
 * them, cover the amount (the claim page lists what the catalog allows; this never names more than the campaign offers).
 */
export function offeredMethodNames(entries: readonly CampaignMethodEntry[] | null, amountCents: number | null): string[] {
  return (entries ?? [])
    .filter((entry) => !entry.isDisabled)
    .filter((entry) => amountCents === null || ((entry.minAmountCents ?? 0) <= amountCents && amountCents <= (entry.maxAmountCents ?? Number.MAX_SAFE_INTEGER)))
    .map((entry) => entry.name.trim())
    .filter((name) => name !== '');
}

/**
 * Every email carries its unsubscribe link (docs/emails.md, Content): an organization's template that leaves it out gets a
 * short footer with it. The escaped form is what a rendered `{{UnsubscribeLink}}` looks like.
 */
export function withUnsubscribeLink(html: string, unsubscribeLink: string): string {
  const escaped = unsubscribeLink.replace(/&/g, '&amp;').replace(/=/g, '&#x3D;');
  if (html.includes(unsubscribeLink) || html.includes(escaped)) return html;
  const footer = `<p style="font:12px/1.5 Arial,sans-serif;color:#6b7280;text-align:center;margin:24px 0">Don’t want these emails? <a href="${escaped}" style="color:#6b7280">Unsubscribe</a></p>`;
  const bodyEnd = html.lastIndexOf('</body>');
  return bodyEnd === -1 ? html + footer : html.slice(0, bodyEnd) + footer + html.slice(bodyEnd);
}
