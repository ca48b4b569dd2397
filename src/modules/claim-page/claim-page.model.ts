/**
 * What the claim page shows (docs/claims.md): the controller builds one of these per request, the renderer
 * (claim-page.renderer.ts) turns it into HTML. Plain data, no behaviour: every value is escaped when rendered.
 */
export type ClaimStep = 'password' | 'otp' | 'method' | 'details' | 'progress';
export interface ClaimPageCampaign { name: string; welcomeHeadline: string | null; welcomeText: string | null; campaignDescription: string | null; campaignManager: string | null; iconUrl: string | null; expiryDate: string /* YYYY-MM-DD */ }
export interface ClaimPageMethod { id: string; name: string; category: string; brand: string | null; description: string; minAmountCents: number; maxAmountCents: number }
/** One field of the details form; `name` is the form field name, e.g. 'details.email' or 'details.mailingAddress.state'. */
export interface ClaimPageField { name: string; label: string; kind: 'email' | 'tel' | 'text' | 'date' | 'state' | 'postalCode' | 'digits' | 'accountType'; required: boolean; autocomplete?: string; hint?: string }
export interface ClaimPagePayout { status: string /* Pending | Processing | SentForPrinting | Mailed | Completed | Failed | Cancelled | Returned */; methodName: string; category: string; amountCents: number; requestedOn: string; completedOn: string | null; failureReason: string | null; credentials: { code: string; pin: string | null; redemptionUrl: string } | null }
export interface ClaimPageModel {
  /** The page's own path, `/claim/{token}`; forms post to `${action}/password` etc. */
  action: string;
  csrfToken: string;
  campaign: ClaimPageCampaign;
  /** Who is paying: the organization's name (docs/claims.md, The claim page); null when it has none but its id. */
  organizationName: string | null;
  firstName: string | null;
  amountCents: number;
  step: ClaimStep;
  /** Which steps this claim has: password and otp only when required. */
  steps: readonly ClaimStep[];
  notice?: { kind: 'error' | 'info' | 'success'; text: string };
  password?: { error?: string; attemptsRemaining?: number };
  otp?: { sent: boolean; maskedEmail: string; error?: string; attemptsRemaining?: number };
  methods?: readonly ClaimPageMethod[];
  selectedMethodId?: string | null;
  details?: { method: ClaimPageMethod; fields: readonly ClaimPageField[]; values: Readonly<Record<string, string>>; errors: Readonly<Record<string, readonly string[]>> };
  /** The progress step's payout: while a provider is on it the page refreshes itself, unless `updatesOff`. */
  payout?: ClaimPagePayout;
  /** `?updates=off`: the beneficiary stopped the page from refreshing itself (it offers a "Refresh" link instead). */
  updatesOff?: boolean;
  /** The method step's form was sent without a choice. */
  methodError?: string;
}
export interface ClaimErrorPageModel { status: 403 | 404 | 410 | 429 | 500; title: string; message: string; retryAfterSeconds?: number }
