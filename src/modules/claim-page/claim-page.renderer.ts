import { Inject, Injectable, Optional } from '@nestjs/common';
import Handlebars from 'handlebars';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { compilePageViews } from '../../core/http/page-views';
import type { ClaimErrorPageModel, ClaimPageField, ClaimPageMethod, ClaimPageModel, ClaimPagePayout, ClaimStep } from './claim-page.model';
import { isRailCategory, PayoutStatus } from '../payouts';

/** Where the controller serves `claimStylesheet()`: the only stylesheet the page links (its CSP allows no inline style). */
export const CLAIM_STYLESHEET_PATH = '/claim-assets/claim.css';

/** Injection token for another views folder (tests); by default `templates/claim-page` next to package.json. */
export const CLAIM_PAGE_VIEWS_DIR = 'CLAIM_PAGE_VIEWS_DIR';

/**
 * The folder of the claim page's views: `templates/claim-page` in the nearest folder above `from` holding package.json,
 * found the way the default emails find `templates/` (src/ under jest, dist/src/ after tsc, /app in the image).
 */
export function claimPageViewsDir(from: string = __dirname): string {
  for (let dir = path.resolve(from); ; dir = path.dirname(dir)) {
    if (existsSync(path.join(dir, 'package.json'))) return path.join(dir, 'templates', 'claim-page');
    if (path.dirname(dir) === dir) throw new Error(`No package.json in or above ${from}: cannot locate the claim page views`);
  }
}

/** The views every render needs; `layout.hbs` and `partials/*.hbs` are registered as partials. */
const VIEWS = ['password', 'otp', 'method', 'details', 'progress', 'error'] as const;
type ViewName = (typeof VIEWS)[number];

/** The two-letter codes a mailing address may use: the states, DC and the inhabited territories. */
export const US_STATES: readonly { code: string; name: string }[] = [
  ['AL', 'Alabama'], ['AK', 'Alaska'], ['AZ', 'Arizona'], ['AR', 'Arkansas'], ['CA', 'California'], ['CO', 'Colorado'],
  ['CT', 'Connecticut'], ['DE', 'Delaware'], ['DC', 'District of Columbia'], ['FL', 'Florida'], ['GA', 'Georgia'],
  ['HI', 'Hawaii'], ['ID', 'Idaho'], ['IL', 'Illinois'], ['IN', 'Indiana'], ['IA', 'Iowa'], ['KS', 'Kansas'],
  ['KY', 'Kentucky'], ['LA', 'Louisiana'], ['ME', 'Maine'], ['MD', 'Maryland'], ['MA', 'Massachusetts'],
  ['MI', 'Michigan'], ['MN', 'Minnesota'], ['MS', 'Mississippi'], ['MO', 'Missouri'], ['MT', 'Montana'],
  ['NE', 'Nebraska'], ['NV', 'Nevada'], ['NH', 'New Hampshire'], ['NJ', 'New Jersey'], ['NM', 'New Mexico'],
  ['NY', 'New York'], ['NC', 'North Carolina'], ['ND', 'North Dakota'], ['OH', 'Ohio'], ['OK', 'Oklahoma'],
  ['OR', 'Oregon'], ['PA', 'Pennsylvania'], ['RI', 'Rhode Island'], ['SC', 'South Carolina'], ['SD', 'South Dakota'],
  ['TN', 'Tennessee'], ['TX', 'Texas'], ['UT', 'Utah'], ['VT', 'Vermont'], ['VA', 'Virginia'], ['WA', 'Washington'],
  ['WV', 'West Virginia'], ['WI', 'Wisconsin'], ['WY', 'Wyoming'],
  ['AS', 'American Samoa'], ['GU', 'Guam'], ['MP', 'Northern Mariana Islands'], ['PR', 'Puerto Rico'], ['VI', 'U.S. Virgin Islands'],
].map(([code, name]) => ({ code, name }));

export const ACCOUNT_TYPES = ['Checking', 'Savings'] as const;

const STEPS: Readonly<Record<ClaimStep, { label: string; heading: string }>> = {
  password: { label: 'Password', heading: 'Enter the password' },
  otp: { label: 'Email code', heading: 'Confirm your email' },
  method: { label: 'Payout method', heading: 'Choose how to get paid' },
  details: { label: 'Your details', heading: 'Enter your details' },
  progress: { label: 'Status', heading: 'Your payout' },
};

/** Statuses after which nothing changes by itself: no "Refresh" link. */
const SETTLED_STATUSES = new Set<string>([PayoutStatus.Completed, PayoutStatus.Failed, PayoutStatus.Cancelled, PayoutStatus.Returned, PayoutStatus.Mailed]);

/** How often the waiting page reloads itself (docs/claims.md, The claim page): a card is usually issued within seconds. */
export const REFRESH_SECONDS = 10;

/**
 * Whether the progress page refreshes itself: while a provider is on the payout (a card's code, a wallet transfer),
 * not once it is settled, and not for a bank transfer or a check, which wait days for a batch or a print run.
 */
export function refreshesItself(payout: ClaimPagePayout): boolean {
  return (payout.status === PayoutStatus.Pending || payout.status === PayoutStatus.Processing) && !payout.credentials && !isRailCategory(payout.category);
}

/** Who to ask about the payment: the campaign's manager, else the organization paying. */
export function contactOf(manager: string | null, organizationName: string | null): string | null {
  return manager ?? organizationName;
}

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/** `$1,234.50` (the emails' format, docs/emails.md). */
export const formatAmount = (cents: number): string => dollars.format(cents / 100);

/** `December 31, 2026`, in UTC, from `2026-12-31` or an ISO timestamp; anything else is shown as given. */
export function formatDate(value: string): string {
  const date = new Date(/^\d{4}-\d{2}-\d{2}$/.test(value) ? `${value}T00:00:00Z` : value);
  return Number.isNaN(date.getTime()) ? value : longDate.format(date);
}

const plural = (count: number, one: string, many: string): string => `${count} ${count === 1 ? one : many}`;

/**
 * Escaping stops markup, not a `javascript:` URL: links and images take only web addresses and, for the icon,
 * same-site paths and inline images (the page's CSP allows images from 'self' and data: only).
 */
function safeUrl(url: string | null, allowLocal: boolean): string | null {
  if (!url) return null;
  if (allowLocal && (/^\/(?!\/)/.test(url) || /^data:image\/(png|jpeg|gif|webp);base64,[a-z0-9+/=]+$/i.test(url))) return url;
  try {
    const protocol = new URL(url).protocol;
    return protocol === 'https:' || protocol === 'http:' ? url : null;
  } catch {
    return null;
  }
}

/** `details.mailingAddress.state` → `field-details-mailingAddress-state`: an id, and the summary's `#fragment`. */
const fieldId = (name: string): string => `field-${name.replace(/[^A-Za-z0-9_-]+/g, '-')}`;

/** One labelled form control as the `field` partial draws it; every member is present (the views compile strict). */
interface ControlView {
  id: string;
  name: string;
  label: string;
  optional: boolean;
  hint: string | null;
  hintId: string | null;
  note: string | null;
  noteId: string | null;
  errors: readonly string[];
  errorId: string | null;
  invalid: boolean;
  describedBy: string | null;
  isSelect: boolean;
  type: string;
  value: string | null;
  options: readonly { value: string; label: string; selected: boolean }[];
  inputmode: string | null;
  autocomplete: string | null;
  pattern: string | null;
  maxlength: number | null;
  required: boolean;
  noSpellcheck: boolean;
  wide: boolean;
}

type ControlSpec = Partial<Omit<ControlView, 'hintId' | 'noteId' | 'errorId' | 'invalid' | 'describedBy'>> & Pick<ControlView, 'id' | 'name' | 'label'>;

function control(spec: ControlSpec): ControlView {
  const errors = spec.errors ?? [];
  const hintId = spec.hint ? `${spec.id}-hint` : null;
  const noteId = spec.note ? `${spec.id}-note` : null;
  const errorId = errors.length > 0 ? `${spec.id}-error` : null;
  const describedBy = [hintId, errorId, noteId].filter(Boolean).join(' ') || null;
  return {
    optional: false,
    hint: null,
    note: null,
    isSelect: false,
    type: 'text',
    value: null,
    options: [],
    inputmode: null,
    autocomplete: null,
    pattern: null,
    maxlength: null,
    required: false,
    noSpellcheck: false,
    wide: true,
    ...spec,
    errors,
    hintId,
    noteId,
    errorId,
    invalid: errors.length > 0,
    describedBy,
  };
}

function options(choices: readonly { value: string; label: string }[], placeholder: string, value: string): ControlView['options'] {
  // A value the list does not know (an old or mistyped one) stays visible and selected rather than silently lost.
  const known = value === '' || choices.some((choice) => choice.value === value);
  return [{ value: '', label: placeholder }, ...(known ? [] : [{ value, label: value }]), ...choices].map((choice) => ({ ...choice, selected: choice.value === value }));
}

/** A details field as a control: the kind decides the element, the input type and what phones offer as keyboard. */
function fieldControl(field: ClaimPageField, id: string, value: string, errors: readonly string[]): ControlView {
  const base = { id, name: field.name, label: field.label, optional: !field.required, required: field.required, hint: field.hint ?? null, errors, value: value || null };
  const autocomplete = field.autocomplete ?? null;
  switch (field.kind) {
    case 'state':
      return control({ ...base, isSelect: true, autocomplete: autocomplete ?? 'address-level1', options: options(US_STATES.map((s) => ({ value: s.code, label: `${s.name} (${s.code})` })), 'Choose a state', value) });
    case 'accountType':
      return control({ ...base, isSelect: true, autocomplete, options: options(ACCOUNT_TYPES.map((t) => ({ value: t, label: t })), 'Choose an account type', value) });
    case 'email':
      return control({ ...base, type: 'email', autocomplete: autocomplete ?? 'email', noSpellcheck: true });
    case 'tel':
      return control({ ...base, type: 'tel', autocomplete: autocomplete ?? 'tel' });
    case 'date':
      return control({ ...base, type: 'date', autocomplete });
    case 'postalCode':
      return control({ ...base, autocomplete: autocomplete ?? 'postal-code', maxlength: 10, noSpellcheck: true });
    case 'digits':
      // Bank numbers: a numeric keypad, never remembered by the browser unless the controller asks for it.
      return control({ ...base, inputmode: 'numeric', autocomplete: autocomplete ?? 'off', noSpellcheck: true });
    default:
      return control({ ...base, autocomplete });
  }
}

interface StatusView {
  tone: 'info' | 'success' | 'error';
  headline: string;
  explanation: string;
}

/** The payout's status in the beneficiary's words. */
export function payoutStatusView(payout: ClaimPagePayout, contactName: string | null): StatusView {
  const contact = contactName ? `Contact ${contactName} if you have questions.` : 'Contact the organizer of this payment if you have questions.';
  switch (payout.status) {
    case PayoutStatus.Pending:
      return { tone: 'info', headline: "We're sending your payout", explanation: 'We have your request and will start on it shortly.' };
    case PayoutStatus.Processing:
      return {
        tone: 'info',
        headline: "We're sending your payout",
        explanation: payout.category === 'DigitalWallet' ? 'If your wallet asks you to accept the transfer, accept it to receive the money.' : `Your ${payout.methodName} is being processed.`,
      };
    case PayoutStatus.SentForPrinting:
      return { tone: 'info', headline: 'Your check is being printed', explanation: 'It will be mailed to the address you gave.' };
    case PayoutStatus.Mailed:
      return { tone: 'success', headline: 'Your check is in the mail', explanation: 'It is on its way to the address you gave.' };
    case PayoutStatus.Completed: {
      const headline =
        payout.category === 'GiftCard'
          ? 'Your gift card is ready'
          : payout.category === 'PrepaidCard'
            ? 'Your prepaid card is ready'
            : payout.category === 'AchBankTransfer'
              ? 'Your bank transfer has been sent'
              : 'Your payout is complete';
      return { tone: 'success', headline, explanation: payout.credentials ? 'Your card details are below.' : `You were paid ${formatAmount(payout.amountCents)}.` };
    }
    case PayoutStatus.Failed:
      return { tone: 'error', headline: payout.failureReason ? `Payment failed: ${payout.failureReason}` : 'Payment failed', explanation: `Nothing was paid. ${contact}` };
    case PayoutStatus.Returned:
      return { tone: 'error', headline: 'Your payout was returned', explanation: `${payout.failureReason ? `Reason: ${payout.failureReason}. ` : ''}${contact}` };
    case PayoutStatus.Cancelled:
      return { tone: 'error', headline: 'This payout was cancelled', explanation: contact };
    default:
      return { tone: 'info', headline: `Status: ${payout.status}`, explanation: contact };
  }
}

/**
 * The beneficiary's claim page (docs/claims.md): server-rendered HTML that works without JavaScript, under a CSP
 * that allows no inline script or style, so the views hold neither; the look is `claimStylesheet()`, served at
 * CLAIM_STYLESHEET_PATH. The views are read and compiled once, at first use, on a Handlebars instance of its own;
 * they use only `{{ }}`, which HTML-escapes every value, and no helper but the built-in blocks.
 */
@Injectable()
export class ClaimPageRenderer {
  private compiled?: { views: ReadonlyMap<ViewName, Handlebars.TemplateDelegate>; stylesheet: string };

  constructor(@Optional() @Inject(CLAIM_PAGE_VIEWS_DIR) private readonly dir: string = claimPageViewsDir()) {}

  render(model: ClaimPageModel): string {
    return this.view(model.step)(this.claimView(model));
  }

  renderError(model: ClaimErrorPageModel): string {
    const minutes = model.retryAfterSeconds !== undefined ? Math.max(1, Math.ceil(model.retryAfterSeconds / 60)) : null;
    return this.view('error')({
      title: model.title,
      refreshSeconds: null,
      contact: null,
      claim: null,
      status: model.status,
      message: model.message,
      retry: model.status === 429 && minutes !== null ? `Try again in ${plural(minutes, 'minute', 'minutes')}.` : null,
    });
  }

  claimStylesheet(): string {
    return this.load().stylesheet;
  }

  private view(name: ViewName): Handlebars.TemplateDelegate {
    const view = this.load().views.get(name);
    if (!view) throw new Error(`No claim page view ${name} in ${this.dir}`);
    return view;
  }

  private load(): NonNullable<ClaimPageRenderer['compiled']> {
    this.compiled ??= compilePageViews(this.dir, VIEWS, 'claim.css');
    return this.compiled;
  }

  /** Everything the views show, decided here: the views only place it. */
  private claimView(model: ClaimPageModel) {
    const { campaign, step } = model;
    const current = model.steps.indexOf(step);
    const amount = formatAmount(model.amountCents);
    const manager = campaign.campaignManager?.trim() || null;
    const organizationName = model.organizationName?.trim() || null;
    const contact = contactOf(manager, organizationName);
    const headline = campaign.welcomeHeadline?.trim() || campaign.name;
    const progress = step === 'progress' ? this.progressView(model, contact) : null;
    return {
      title: `${STEPS[step].heading} – ${campaign.name}`,
      // The waiting page's only timer: a meta refresh, as the page has no script (docs/claims.md, The claim page).
      refreshSeconds: progress?.updating ? REFRESH_SECONDS : null,
      contact: contact ? `Questions about this payment? Contact ${contact}.` : null,
      csrfToken: model.csrfToken,
      action: model.action,
      heading: STEPS[step].heading,
      amount,
      claim: {
        iconUrl: safeUrl(campaign.iconUrl, true),
        campaignName: headline === campaign.name ? null : campaign.name,
        headline,
        payer: organizationName,
        greeting: model.firstName?.trim() ? `Hi ${model.firstName.trim()},` : 'Hello,',
        amount,
        amountLabel: organizationName ? `${organizationName} is sending you` : 'Your payment',
        expiry: step === 'progress' ? null : formatDate(campaign.expiryDate),
        welcomeText: campaign.welcomeText?.trim() || null,
        description: campaign.campaignDescription?.trim() || null,
        steps: model.steps.map((s, index) => ({
          number: index + 1,
          label: STEPS[s].label,
          done: current >= 0 && index < current,
          current: index === current,
          upcoming: current < 0 || index > current,
        })),
        notice: model.notice ? { text: model.notice.text, tone: model.notice.kind, role: model.notice.kind === 'error' ? 'alert' : 'status' } : null,
      },
      password: step === 'password' ? this.passwordView(model) : null,
      otp: step === 'otp' ? this.otpView(model) : null,
      method: step === 'method' ? this.methodView(model, contact) : null,
      details: step === 'details' ? this.detailsView(model) : null,
      progress,
    };
  }

  private passwordView(model: ClaimPageModel) {
    const { error, attemptsRemaining } = model.password ?? {};
    return {
      control: control({
        id: 'password',
        name: 'password',
        label: 'Password',
        type: 'password',
        autocomplete: 'current-password',
        required: true,
        noSpellcheck: true,
        hint: 'The organizer of this payment gave you this password.',
        errors: error ? [error] : [],
        note: attemptsRemaining !== undefined ? `${plural(attemptsRemaining, 'attempt', 'attempts')} left.` : null,
      }),
    };
  }

  private otpView(model: ClaimPageModel) {
    const otp = model.otp;
    if (!otp) throw new Error('The claim page otp step needs model.otp');
    return {
      sent: otp.sent,
      maskedEmail: otp.maskedEmail,
      control: control({
        id: 'code',
        name: 'code',
        label: '6-digit code',
        inputmode: 'numeric',
        autocomplete: 'one-time-code',
        pattern: '[0-9]{6}',
        maxlength: 6,
        required: true,
        noSpellcheck: true,
        wide: false,
        errors: otp.error ? [otp.error] : [],
        note: otp.attemptsRemaining !== undefined ? `${plural(otp.attemptsRemaining, 'attempt', 'attempts')} left.` : null,
      }),
    };
  }

  private methodView(model: ClaimPageModel, contact: string | null) {
    const methods = (model.methods ?? []).map((method: ClaimPageMethod, index) => {
      const fits = model.amountCents >= method.minAmountCents && model.amountCents <= method.maxAmountCents;
      const brand = method.brand?.trim() && !method.name.toLowerCase().includes(method.brand.trim().toLowerCase()) ? method.brand.trim() : null;
      return {
        id: `method-${index + 1}`,
        value: method.id,
        name: method.name,
        brand,
        description: method.description.trim() || null,
        limits: fits
          ? `For amounts from ${formatAmount(method.minAmountCents)} to ${formatAmount(method.maxAmountCents)}.`
          : `Not available for ${formatAmount(model.amountCents)}: this method pays from ${formatAmount(method.minAmountCents)} to ${formatAmount(method.maxAmountCents)}.`,
        checked: fits && method.id === model.selectedMethodId,
        disabled: !fits,
      };
    });
    return {
      methods,
      error: model.methodError ?? null,
      none: methods.length === 0 ? `No payout method is available for this payment yet. ${contact ? `Contact ${contact}.` : 'Contact the organizer of this payment.'}` : null,
    };
  }

  private detailsView(model: ClaimPageModel) {
    const details = model.details;
    if (!details) throw new Error('The claim page details step needs model.details');
    const ids = new Set<string>();
    const controls = details.fields.map((field, index) => {
      let id = fieldId(field.name);
      if (ids.has(id)) id = `${id}-${index + 1}`;
      ids.add(id);
      return fieldControl(field, id, details.values[field.name] ?? '', details.errors[field.name] ?? []);
    });
    // The summary follows the form's order and links each message to its field; messages about no field (the whole
    // form) come last, without a link.
    const names = new Set(controls.map((c) => c.name));
    const summary = [
      ...controls.flatMap((c) => c.errors.map((text) => ({ text: `${c.label}: ${text}`, href: `#${c.id}` }))),
      ...Object.entries(details.errors)
        .filter(([name]) => !names.has(name))
        .flatMap(([, messages]) => messages.map((text) => ({ text, href: null }))),
    ];
    return { methodName: details.method.name, controls, summary: summary.length > 0 ? summary : null };
  }

  private progressView(model: ClaimPageModel, contact: string | null) {
    const payout = model.payout;
    if (!payout) throw new Error('The claim page progress step needs model.payout');
    const closed = payout.status === PayoutStatus.Failed || payout.status === PayoutStatus.Cancelled || payout.status === PayoutStatus.Returned;
    const credentials = payout.credentials
      ? {
          code: payout.credentials.code,
          pin: payout.credentials.pin,
          redemptionUrl: safeUrl(payout.credentials.redemptionUrl, false),
          rawRedemptionUrl: payout.credentials.redemptionUrl,
        }
      : null;
    const updating = refreshesItself(payout) && !model.updatesOff;
    return {
      status: payoutStatusView(payout, contact),
      amount: formatAmount(payout.amountCents),
      methodName: payout.methodName,
      requestedOn: formatDate(payout.requestedOn),
      completedOn: payout.completedOn ? formatDate(payout.completedOn) : null,
      completedLabel: closed ? 'Closed' : payout.status === PayoutStatus.Mailed ? 'Mailed' : 'Completed',
      inProgress: !payout.completedOn && !SETTLED_STATUSES.has(payout.status),
      credentials,
      updating,
      // A page that reloads itself lets its reader turn that off (WCAG 2.2.1): it then offers "Refresh" instead.
      updates: updating ? `This page updates itself every ${REFRESH_SECONDS} seconds until your payout is ready.` : null,
      refresh: !updating && !SETTLED_STATUSES.has(payout.status),
    };
  }
}
