import { createHmac, timingSafeEqual } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { DomainError } from '../../core/errors/domain-error';
import { amountToCents } from '../../core/money/money';
import { ClaimsService, CLAIM_LIMITS, type ClaimContext, type OfferedPayoutMethodView } from '../claims';
import { maskEmail } from '../notifications';
import { givenName, OrganizationSettings } from '../organization';
import { PayoutView } from '../payouts';
import { canPerform } from '../payout-instructions';
import type { ClaimErrorPageModel, ClaimPageMethod, ClaimPageModel, ClaimStep } from './claim-page.model';
import { ClaimPageRenderer } from './claim-page.renderer';
import { currentStep, detailsFromForm, fieldsFor, formValues, stepsOf } from './claim-page.steps';
import { pageWords } from './claim-page.words';

/** What the controller sends: a page with its status, or a redirect (after a form that worked); and the session cookie to set. */
export type PageAnswer =
  | { kind: 'page'; status: number; html: string; retryAfterSeconds?: number; session?: SessionCookie }
  | { kind: 'redirect'; location: string; session?: SessionCookie };

export interface SessionCookie {
  token: string;
  maxAgeSeconds: number;
}

/** The forms of the page, by the last segment of their path. */
export type PageAction = 'password' | 'otp/send' | 'otp' | 'method' | 'payout';

/** Where the page is opened from: the link's token, the session cookie, and the form (POST only). */
export interface PageRequest {
  linkToken: string;
  sessionToken: string | undefined;
  /** `?step=method`: choose another method; `?updates=off`: the waiting page stops refreshing itself. */
  query: { step?: unknown; updates?: unknown };
}

/**
 * The claim page (docs/claims.md, The claim page): the beneficiary API's steps as server-rendered HTML forms, built on
 * ClaimsService. Every answer is decided here; the controller only maps it to HTTP. A form that worked answers a
 * redirect to the page (post/redirect/get), one that did not answers the page again with what went wrong.
 */
@Injectable()
export class ClaimPageService {
  private readonly logger = new Logger(ClaimPageService.name);

  constructor(
    private readonly claims: ClaimsService,
    private readonly renderer: ClaimPageRenderer,
    private readonly organizations: OrganizationSettings,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  stylesheet(): string {
    return this.renderer.claimStylesheet();
  }

  /** A post to a form the page does not have. */
  unknownForm(): PageAnswer {
    return this.error({ status: 404, title: 'This page does not exist', message: 'Open your claim link again to continue.' });
  }

  async show(request: PageRequest): Promise<PageAnswer> {
    return this.guard(async () => {
      const { context, session } = await this.sessionFor(request);
      const wantsMethod = request.query.step === 'method';
      return { ...(await this.page(request, context, { wantsMethod, updatesOff: request.query.updates === 'off' })), session };
    });
  }

  /**
   * A form post. Without a live session for this link (expired, or cookies off) nothing changes and the page opens
   * again; a missing or wrong CSRF token, or a post from another origin, answers 403 and changes nothing.
   */
  async submit(request: PageRequest, action: PageAction, form: Readonly<Record<string, unknown>>, origin: { origin?: string; host?: string; fetchSite?: string }): Promise<PageAnswer> {
    return this.guard(async () => {
      if (!this.sameOrigin(origin)) return this.error({ status: 403, title: 'This form was sent from another site', message: 'Nothing was changed. Open your claim link again to continue.' });
      const context = await this.existingSession(request);
      if (!context) return { kind: 'redirect', location: this.pathOf(request) };
      if (!this.csrfMatches(context, form._csrf)) {
        return this.error({ status: 403, title: 'This form has expired', message: 'Nothing was changed. Go back to your claim link and try again.' });
      }
      try {
        await this.act(context, action, form);
        return { kind: 'redirect', location: this.pathOf(request) };
      } catch (error) {
        return this.refused(request, context, action, form, error);
      }
    });
  }

  private async act(context: ClaimContext, action: PageAction, form: Readonly<Record<string, unknown>>): Promise<void> {
    const text = (name: string) => (typeof form[name] === 'string' ? (form[name] as string) : '');
    switch (action) {
      case 'password':
        return this.claims.verifyPassword(context, text('password'));
      case 'otp/send':
        return this.claims.sendCode(context);
      case 'otp':
        return this.claims.verifyCode(context, text('code').trim());
      case 'method':
        await this.claims.selectMethod(context, text('payoutMethodId'));
        return;
      case 'payout':
        await this.claims.requestPayout(context, detailsFromForm(form));
        return;
    }
  }

  /** A refusal as the page shows it: the same step with the error, or the page as it now stands. */
  private async refused(request: PageRequest, context: ClaimContext, action: PageAction, form: Readonly<Record<string, unknown>>, error: unknown): Promise<PageAnswer> {
    if (!(error instanceof DomainError)) throw error;
    const fresh = await this.claims.context(request.sessionToken ?? '').catch(() => context);
    const status = { invalid: 400, 'too-many-requests': 429 }[error.kind as string];
    if (!status) return { kind: 'redirect', location: this.pathOf(request) };
    const retryAfterSeconds = typeof error.extensions.retryAfterSeconds === 'number' ? error.extensions.retryAfterSeconds : undefined;
    const attemptsRemaining = typeof error.extensions.attemptsRemaining === 'number' ? error.extensions.attemptsRemaining : undefined;
    const fieldErrors = (error.extensions.errors ?? {}) as Record<string, string[]>;
    const page = await this.page(request, fresh, {
      wantsMethod: action === 'method',
      problem: { action, message: pageWords(action, error, form), attemptsRemaining, fieldErrors, values: formValues(form) },
    });
    return page.kind === 'page' ? { ...page, status, retryAfterSeconds } : page;
  }

  /** The page of the claim's current step, with what went wrong when a form was refused. */
  private async page(
    request: PageRequest,
    context: ClaimContext,
    options: { wantsMethod: boolean; updatesOff?: boolean; problem?: { action: PageAction; message: string; attemptsRemaining?: number; fieldErrors: Record<string, string[]>; values: Record<string, string> } },
  ): Promise<PageAnswer> {
    const claim = await this.claims.describe(context);
    const { instruction } = context;
    const step = currentStep({
      requirements: claim.requirements,
      choosing: canPerform(instruction.status, 'selectPayoutMethod'),
      methodSelected: instruction.payoutMethodId != null,
      wantsMethod: options.wantsMethod,
    });
    const problem = options.problem;
    const model: ClaimPageModel = {
      action: this.pathOf(request),
      csrfToken: this.csrfToken(context),
      campaign: claim.campaign,
      organizationName: await this.payerOf(context),
      firstName: claim.firstName,
      amountCents: instruction.amountCents ?? 0,
      step,
      steps: stepsOf(claim.requirements),
      updatesOff: options.updatesOff === true,
    };
    if (problem && !['password', 'otp', 'otp/send', 'payout'].includes(problem.action)) model.notice = { kind: 'error', text: problem.message };
    if (problem?.action === 'method') model.methodError = problem.message;
    await this.fillStep(model, step, context, claim.payout, problem);
    return { kind: 'page', status: 200, html: this.renderer.render(model) };
  }

  private async fillStep(
    model: ClaimPageModel,
    step: ClaimStep,
    context: ClaimContext,
    payout: PayoutView | null,
    problem?: { action: PageAction; message: string; attemptsRemaining?: number; fieldErrors: Record<string, string[]>; values: Record<string, string> },
  ): Promise<void> {
    if (step === 'password') {
      model.password = problem?.action === 'password' ? { error: problem.message, attemptsRemaining: problem.attemptsRemaining } : {};
      return;
    }
    if (step === 'otp') {
      const sent = await this.claims.codeWaiting(context);
      model.otp = { sent, maskedEmail: maskEmail(context.instruction.email) };
      if (problem?.action === 'otp') Object.assign(model.otp, { error: problem.message, attemptsRemaining: problem.attemptsRemaining });
      if (problem?.action === 'otp/send') model.notice = { kind: 'error', text: problem.message };
      return;
    }
    if (step === 'progress') {
      if (payout) model.payout = { ...pagePayout(payout), methodName: this.methodName(context, payout.payoutMethodId) };
      return;
    }
    const offeredMethods = await this.claims.offeredMethods(context);
    model.methods = offeredMethods.map(pageMethod);
    model.selectedMethodId = context.instruction.payoutMethodId ?? null;
    if (step === 'details') {
      const offered = offeredMethods.find((m) => m.id === context.instruction.payoutMethodId);
      if (!offered) {
        model.step = 'method';
        return;
      }
      const errors = problem?.action === 'payout' ? problem.fieldErrors : {};
      const fields = fieldsFor(offered.requirements);
      // The beneficiary came from the email sent to this address: it is the likely answer, shown and changeable.
      const prefilled: Record<string, string> = fields.some((field) => field.name === EMAIL_FIELD) ? { [EMAIL_FIELD]: context.instruction.email } : {};
      model.details = { method: pageMethod(offered), fields, values: problem?.values ?? prefilled, errors };
      if (problem?.action === 'payout' && Object.keys(errors).length === 0) model.notice = { kind: 'error', text: problem.message };
    }
  }

  /** The organization paying, by name; none while no token named it (`org_name`). */
  private async payerOf(context: ClaimContext): Promise<string | null> {
    const { organizationId } = context.instruction;
    return givenName(organizationId, await this.organizations.nameOf(organizationId));
  }

  private methodName(context: ClaimContext, payoutMethodId: string): string {
    const entry = context.campaign.payoutMethods.find((m) => m.payoutMethodId === payoutMethodId);
    return entry?.name ?? 'payout';
  }

  /** The session of the cookie when it is live and belongs to this link; otherwise a new one opened from the link. */
  private async sessionFor(request: PageRequest): Promise<{ context: ClaimContext; session?: SessionCookie }> {
    const existing = await this.existingSession(request);
    if (existing) return { context: existing };
    const opened = await this.claims.open(request.linkToken);
    request.sessionToken = opened.sessionToken;
    return { context: opened.context, session: { token: opened.sessionToken, maxAgeSeconds: CLAIM_LIMITS.sessionMinutes * 60 } };
  }

  private async existingSession(request: PageRequest): Promise<ClaimContext | undefined> {
    if (!request.sessionToken) return undefined;
    try {
      const context = await this.claims.context(request.sessionToken);
      // The cookie is scoped to the link's path; a session of another link (or an older one of this) is not this page's.
      return this.claims.belongsToLink(context, request.linkToken) ? context : undefined;
    } catch (error) {
      if (error instanceof DomainError && error.code === 'CLAIM_SESSION_INVALID') return undefined;
      throw error;
    }
  }

  /** Turns the claims context's refusals into their pages; anything unexpected into a 500 page, logged. */
  private async guard(work: () => Promise<PageAnswer>): Promise<PageAnswer> {
    try {
      return await work();
    } catch (error) {
      if (error instanceof DomainError && error.code === 'CLAIM_LINK_INVALID') {
        return this.error({ status: 404, title: 'This link is not valid', message: 'The link may be incomplete, or a newer email replaced it. Open the link in the most recent email about this payment.' });
      }
      if (error instanceof DomainError && error.code === 'CAMPAIGN_EXPIRED') {
        return this.error({ status: 410, title: 'This payment has expired', message: 'The time to claim this payment has ended. Contact the organizer of the payment if you have questions.' });
      }
      this.logger.error({ err: error }, 'Claim page failed');
      return this.error({ status: 500, title: 'Something went wrong', message: 'Nothing was lost. Please try again in a few minutes.' });
    }
  }

  private error(model: ClaimErrorPageModel): PageAnswer {
    return { kind: 'page', status: model.status, html: this.renderer.renderError(model), retryAfterSeconds: model.retryAfterSeconds };
  }

  private pathOf(request: PageRequest): string {
    return `/claim/${request.linkToken}`;
  }

  /** Per session: an HMAC of its id, so nothing is stored and another session's token does not fit. */
  private csrfToken(context: ClaimContext): string {
    return createHmac('sha256', this.config.linkSecret).update(`claim-csrf:${context.session.id}`).digest('base64url');
  }

  private csrfMatches(context: ClaimContext, given: unknown): boolean {
    if (typeof given !== 'string') return false;
    const expected = Buffer.from(this.csrfToken(context));
    const actual = Buffer.from(given);
    return actual.length === expected.length && timingSafeEqual(actual, expected);
  }

  /**
   * A form post from this service's own pages: its Origin (when the browser sends one) is ours, and not cross-site.
   * Under the page's `Referrer-Policy: no-referrer` browsers post its forms with `Origin: null`: then only a
   * `Sec-Fetch-Site: same-origin` (or none, from a browser that sends none) is ours; the CSRF token is checked anyway.
   */
  private sameOrigin({ origin, host, fetchSite }: { origin?: string; host?: string; fetchSite?: string }): boolean {
    if (fetchSite === 'cross-site') return false;
    if (!origin) return true;
    if (origin === 'null') return fetchSite === undefined || fetchSite === 'same-origin';
    if (origin === new URL(this.config.publicBaseUrl).origin) return true;
    try {
      return new URL(origin).host === host;
    } catch {
      return false;
    }
  }
}

const EMAIL_FIELD = 'details.email';

function pageMethod(method: OfferedPayoutMethodView): ClaimPageMethod {
  return {
    id: method.id,
    name: method.name,
    category: method.category,
    brand: method.brand,
    description: method.description,
    minAmountCents: amountToCents(method.minAmount),
    maxAmountCents: amountToCents(method.maxAmount),
  };
}

function pagePayout(payout: PayoutView) {
  return {
    status: payout.status,
    methodName: '',
    category: payout.category,
    amountCents: amountToCents(payout.amount),
    requestedOn: payout.requestedOn,
    completedOn: payout.completedOn,
    failureReason: payout.failureReason,
    credentials: payout.card && payout.card.redemptionUrl ? { code: payout.card.code, pin: payout.card.pin, redemptionUrl: payout.card.redemptionUrl } : null,
  };
}
