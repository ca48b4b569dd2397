import { createHash, randomBytes, randomInt, timingSafeEqual } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { BeneficiaryAuthenticator, BeneficiaryPrincipal } from '../../core/auth/beneficiary-session';
import { newId } from '../../core/database/base.entity';
import { scopeToOrganization } from '../../core/database/tenant-filter';
import { DomainError } from '../../core/errors/domain-error';
import { centsToAmount } from '../../core/money/money';
import { JobQueue } from '../../core/queue/job-queue.service';
import { FieldEncryption } from '../../core/security/field-encryption';
import { LinkTokens } from '../../core/security/link-token';
import { verifyPassword } from '../../core/security/password-hash';
import { CampaignIcons, CampaignsService, CampaignStatus, todayUtc, type Campaign } from '../campaigns';
import { BeneficiaryMessages } from '../notifications';
import { canPerform, CancellationReason, InstructionProgress, invalidState, opensClaimLink, type PayoutInstruction } from '../payout-instructions';
import { CHECK_CATEGORIES, PayoutMethodCategory, PayoutMethodsService } from '../payout-methods';
import { payeeFromNames, PayoutSubmission, PayoutsService, PayoutView, type PayoutRecord } from '../payouts';
import { ClaimRecords, type ClaimSessionRow, type WindowCount } from './claim-records';
import { ClaimErrors, type ClaimStep, type CodesLockReason } from './claims.errors';
import { StepRequirement, type ClaimView, type OfferedPayoutMethodView } from './dto/claim.view';
import { checkPayoutDetails } from './payout-details';

/** Limits of the beneficiary interface (docs/claims.md). */
export const CLAIM_LIMITS = Object.freeze({
  sessionMinutes: 60,
  passwordTries: 5,
  passwordWindowSeconds: 15 * 60,
  otpResendSeconds: 60,
  otpTries: 5,
  otpMinutes: 10,
  /**
   * Per instruction within a rolling day, across sessions and codes: the wrong codes, after which no code is sent or
   * tried, and the codes sent (docs/claims.md). 5 tries a code and a code a minute alone let ~7,200 guesses a day.
   */
  otpDayWrongCodes: 20,
  otpDayCodesSent: 10,
  otpDaySeconds: 24 * 60 * 60,
});

/** When the oldest of a window's events leaves it, freeing one. */
const windowFreesOn = (window: WindowCount, windowSeconds: number): Date => new Date((window.oldest?.getTime() ?? Date.now()) + windowSeconds * 1000);
/** Seconds until then, at least 1 (a Retry-After). */
const secondsUntilFree = (window: WindowCount, windowSeconds: number): number => Math.max(1, Math.ceil((windowFreesOn(window, windowSeconds).getTime() - Date.now()) / 1000));

/** A live claim session with the state it acts on. */
export interface ClaimContext {
  session: ClaimSessionRow;
  instruction: PayoutInstruction;
  campaign: Campaign;
}

/** A beneficiary as the guard knows them, with the claim it loaded (so a route reads it once per request). */
export interface ClaimPrincipal extends BeneficiaryPrincipal {
  readonly context: ClaimContext;
}

export interface OpenedSession {
  sessionToken: string;
  expiresOn: Date;
  context: ClaimContext;
}

const sha256 = (text: string): Buffer => createHash('sha256').update(text).digest();

/**
 * The beneficiary's side of a payout instruction (docs/claims.md): a session opened from the claim link, the
 * campaign password and the emailed code, the choice of a method, the payout request and its progress. The JSON
 * API and the claim page are two faces of these same calls.
 */
@Injectable()
export class ClaimsService implements BeneficiaryAuthenticator {
  constructor(
    private readonly em: EntityManager,
    private readonly records: ClaimRecords,
    private readonly links: LinkTokens,
    private readonly progress: InstructionProgress,
    private readonly campaigns: CampaignsService,
    private readonly icons: CampaignIcons,
    private readonly methods: PayoutMethodsService,
    private readonly payouts: PayoutsService,
    private readonly submission: PayoutSubmission,
    private readonly messages: BeneficiaryMessages,
    private readonly encryption: FieldEncryption,
    private readonly jobs: JobQueue,
  ) {}

  /**
   * A new session from a claim link's token: 404 `CLAIM_LINK_INVALID` for a forged, replaced, cancelled or unknown
   * link, 410 `CAMPAIGN_EXPIRED` when the campaign expired before the payout was requested (cancelled by the expiry
   * sweep, or not yet swept).
   */
  async open(linkToken: string): Promise<OpenedSession> {
    const target = this.links.verify('claim', linkToken);
    if (!target) throw ClaimErrors.linkInvalid();
    return this.em.transactional(async (em) => {
      const instruction = await this.progress.find(em, target.instructionId);
      if (!linkOpens(instruction, target.linkVersion)) throw await this.closedLink(em, instruction, target.linkVersion, ClaimErrors.linkInvalid());
      scopeToOrganization(em, instruction.organizationId);
      const campaign = await this.liveCampaign(instruction);
      const sessionToken = randomBytes(32).toString('base64url');
      const expiresOn = new Date(Date.now() + CLAIM_LIMITS.sessionMinutes * 60_000);
      const session = await this.records.createSession(em, {
        organizationId: instruction.organizationId,
        instructionId: instruction.id,
        linkVersion: instruction.linkVersion,
        tokenHash: sha256(sessionToken),
        expiresOn,
      });
      await this.progress.record(em, instruction, [{ kind: 'ClaimSessionOpened', description: 'Claim link opened', details: { sessionId: session.id, status: instruction.status } }]);
      return { sessionToken, expiresOn, context: { session, instruction, campaign } };
    });
  }

  /** The session of a token (the global guard's call): 401 for an unknown, expired or voided one, 410 for an expired campaign. */
  async authenticate(sessionToken: string): Promise<ClaimPrincipal> {
    const context = await this.context(sessionToken);
    const { session } = context;
    return { sessionId: session.id, organizationId: session.organization_id, instructionId: session.payout_instruction_id, context };
  }

  /** The session with its instruction and campaign, checked as `authenticate` checks it. */
  async context(sessionToken: string): Promise<ClaimContext> {
    const session = await this.records.liveSession(this.em, sha256(sessionToken));
    if (!session) throw ClaimErrors.sessionInvalid();
    const instruction = await this.progress.find(this.em, session.payout_instruction_id);
    // A newer link (email change, reinitiation, restore) or a cancellation voids the sessions of the old one.
    if (!linkOpens(instruction, session.link_version)) throw await this.closedLink(this.em, instruction, session.link_version, ClaimErrors.sessionInvalid());
    scopeToOrganization(this.em, instruction.organizationId);
    return { session, instruction, campaign: await this.liveCampaign(instruction) };
  }

  /** Whether a live session was opened from this very claim link (not another instruction's, not an older link). */
  belongsToLink(context: ClaimContext, linkToken: string): boolean {
    const target = this.links.verify('claim', linkToken);
    return !!target && target.instructionId === context.instruction.id && target.linkVersion === context.session.link_version;
  }

  /** The claim record; the payout only once every step is done (a card's code is a secret too). */
  async describe(context: ClaimContext): Promise<ClaimView> {
    const { instruction, campaign } = context;
    const requirements = this.requirements(context);
    const stepsDone = requirements.password !== StepRequirement.Required && requirements.otp !== StepRequirement.Required;
    const payout = stepsDone ? await this.payouts.latest(instruction.id) : null;
    return {
      payoutInstructionId: instruction.id,
      status: instruction.status,
      amount: centsToAmount(instruction.amountCents ?? 0),
      currency: 'USD',
      firstName: instruction.firstName ?? null,
      campaign: {
        name: campaign.name,
        welcomeHeadline: campaign.welcomeHeadline ?? null,
        welcomeText: campaign.welcomeText ?? null,
        campaignDescription: campaign.campaignDescription ?? null,
        campaignManager: campaign.campaignManager ?? null,
        iconUrl: this.icons.urlOf(campaign.iconKey),
        expiryDate: campaign.expiryDate,
        displayEndDate: campaign.displayEndDate ?? null,
      },
      requirements,
      payoutMethodId: instruction.payoutMethodId ?? null,
      payout: payout ? PayoutView.of(payout, 'beneficiary') : null,
    };
  }

  requirements({ session, instruction, campaign }: ClaimContext): { password: StepRequirement; otp: StepRequirement } {
    const step = (required: boolean, done: boolean) => (!required ? StepRequirement.NotRequired : done ? StepRequirement.Satisfied : StepRequirement.Required);
    const threshold = campaign.otpThresholdAmountCents;
    return {
      password: step(campaign.hasPassword(), session.password_verified_on !== null),
      otp: step(threshold != null && (instruction.amountCents ?? 0) >= threshold, session.otp_verified_on !== null),
    };
  }

  /**
   * The campaign password. Wrong tries count per instruction, across sessions: the fifth within 15 minutes still
   * answers 400 (none left), every try after it 429 until the window passes. A wrong try is recorded even though
   * the answer is an error (it commits before the refusal).
   */
  async verifyPassword(context: ClaimContext, password: string): Promise<void> {
    const { instruction, campaign, session } = context;
    if (!campaign.hasPassword()) return;
    const outcome = await this.em.transactional(async (em) => {
      await this.progress.lock(em, instruction.id);
      const failures = await this.records.failures(em, instruction.id, 'Password', CLAIM_LIMITS.passwordWindowSeconds);
      if (failures.count >= CLAIM_LIMITS.passwordTries) return { kind: 'locked', seconds: secondsUntilFree(failures, CLAIM_LIMITS.passwordWindowSeconds) } as const;
      if (await verifyPassword(password, campaign.passwordHash ?? '')) {
        await this.records.markPasswordVerified(em, session.id);
        await this.progress.record(em, instruction, [{ kind: 'ClaimPasswordVerified', description: 'Campaign password verified', details: { sessionId: session.id } }]);
        return { kind: 'verified' } as const;
      }
      await this.records.recordFailure(em, instruction.organizationId, instruction.id, 'Password');
      const remaining = Math.max(0, CLAIM_LIMITS.passwordTries - failures.count - 1);
      await this.progress.record(em, instruction, [{ kind: 'ClaimPasswordFailed', description: 'Wrong campaign password', details: { sessionId: session.id, attemptsRemaining: remaining } }]);
      return { kind: 'wrong', remaining } as const;
    });
    if (outcome.kind === 'locked') throw ClaimErrors.passwordLocked(outcome.seconds);
    if (outcome.kind === 'wrong') throw ClaimErrors.wrongPassword(outcome.remaining);
  }

  /**
   * Emails a 6-digit code (`OtpEmail`), valid 10 minutes; one per instruction a minute, 10 a day, none while the
   * day's wrong codes are spent (429 `CLAIM_CODE_LOCKED`). The tenth is recorded as the lock it starts.
   */
  async sendCode(context: ClaimContext): Promise<void> {
    this.requireSteps(context, 'password');
    const { instruction, session } = context;
    const day = CLAIM_LIMITS.otpDaySeconds;
    await this.em.transactional(async (em) => {
      await this.progress.lock(em, instruction.id);
      const wrong = await this.records.failures(em, instruction.id, 'Code', day);
      if (wrong.count >= CLAIM_LIMITS.otpDayWrongCodes) throw ClaimErrors.codesLocked('WrongCodes', secondsUntilFree(wrong, day));
      const sent = await this.records.codesSent(em, instruction.id, day);
      if (sent.count >= CLAIM_LIMITS.otpDayCodesSent) throw ClaimErrors.codesLocked('CodesSent', secondsUntilFree(sent, day));
      const last = await this.records.lastCodeSentOn(em, instruction.id);
      const wait = last ? Math.ceil((last.getTime() + CLAIM_LIMITS.otpResendSeconds * 1000 - Date.now()) / 1000) : 0;
      if (wait > 0) throw ClaimErrors.codeTooSoon(wait);
      const code = String(randomInt(0, 1_000_000)).padStart(6, '0');
      const otpId = newId();
      await this.records.createOtp(em, {
        id: otpId,
        organizationId: instruction.organizationId,
        sessionId: session.id,
        instructionId: instruction.id,
        codeHash: codeHash(otpId, code),
        expiresOn: new Date(Date.now() + CLAIM_LIMITS.otpMinutes * 60_000),
      });
      await this.messages.queueCode(em, instruction, this.encryption.encryptJson({ OtpCode: code }));
      await this.progress.record(em, instruction, [{ kind: 'ClaimCodeSent', description: 'One-time code emailed', details: { sessionId: session.id, recipient: instruction.email } }]);
      if (sent.count + 1 >= CLAIM_LIMITS.otpDayCodesSent) {
        const until = windowFreesOn(sent.oldest ? sent : { count: 1, oldest: new Date() }, day);
        await this.progress.record(em, instruction, [codesLockedEntry('CodesSent', session.id, until)]);
      }
    });
    await this.jobs.nudge('emails-dispatch', {});
  }

  /**
   * Checks the session's latest code: 5 tries per code, 20 wrong a day per instruction across sessions and codes,
   * then 429 `CLAIM_CODE_LOCKED` (the twentieth is recorded as the lock it starts). A wrong try is recorded before
   * the refusal.
   */
  async verifyCode(context: ClaimContext, code: string): Promise<void> {
    this.requireSteps(context, 'password');
    const { instruction, session } = context;
    const day = CLAIM_LIMITS.otpDaySeconds;
    const outcome = await this.em.transactional(async (em) => {
      await this.progress.lock(em, instruction.id);
      const wrong = await this.records.failures(em, instruction.id, 'Code', day);
      if (wrong.count >= CLAIM_LIMITS.otpDayWrongCodes) return { kind: 'locked', seconds: secondsUntilFree(wrong, day) } as const;
      const otp = await this.records.latestOtp(em, session.id);
      if (!otp || otp.verified_on || new Date(otp.expires_on).getTime() <= Date.now()) return { kind: 'wrong', remaining: 0, reason: 'No code is waiting: ask for a new one.' } as const;
      if (otp.attempts >= CLAIM_LIMITS.otpTries) return { kind: 'wrong', remaining: 0, reason: 'This code took too many wrong tries: ask for a new one.' } as const;
      if (timingSafeEqual(Buffer.from(otp.code_hash), codeHash(otp.id, code))) {
        await this.records.markOtpVerified(em, session.id, otp.id);
        await this.progress.record(em, instruction, [{ kind: 'ClaimCodeVerified', description: 'One-time code verified', details: { sessionId: session.id } }]);
        return { kind: 'verified' } as const;
      }
      const tries = await this.records.countOtpAttempt(em, otp.id);
      await this.records.recordFailure(em, instruction.organizationId, instruction.id, 'Code');
      const dayOver = wrong.count + 1 >= CLAIM_LIMITS.otpDayWrongCodes;
      const remaining = dayOver ? 0 : Math.max(0, CLAIM_LIMITS.otpTries - tries);
      await this.progress.record(em, instruction, [{ kind: 'ClaimCodeFailed', description: 'Wrong one-time code', details: { sessionId: session.id, attemptsRemaining: remaining } }]);
      if (dayOver) {
        await this.progress.record(em, instruction, [codesLockedEntry('WrongCodes', session.id, windowFreesOn(wrong.oldest ? wrong : { count: 1, oldest: new Date() }, day))]);
        return { kind: 'wrong', remaining, reason: 'The code is not right, and no more codes can be tried for this payout for 24 hours.' } as const;
      }
      return { kind: 'wrong', remaining, reason: remaining > 0 ? 'The code is not right.' : 'The code is not right, and no tries are left: ask for a new one.' } as const;
    });
    if (outcome.kind === 'locked') throw ClaimErrors.codesLocked('WrongCodes', outcome.seconds);
    if (outcome.kind === 'wrong') throw ClaimErrors.wrongCode(outcome.remaining, outcome.reason);
  }

  /** Whether the session has a code waiting to be entered: sent, not expired, not used up. */
  async codeWaiting(context: ClaimContext): Promise<boolean> {
    const otp = await this.records.latestOtp(this.em, context.session.id);
    return !!otp && !otp.verified_on && new Date(otp.expires_on).getTime() > Date.now() && otp.attempts < CLAIM_LIMITS.otpTries;
  }

  /** The campaign's methods the beneficiary may choose: enabled, payable now, with limits that cover the amount. */
  async offeredMethods(context: ClaimContext): Promise<OfferedPayoutMethodView[]> {
    this.requireSteps(context, 'password', 'otp');
    const { instruction, campaign } = context;
    const amount = instruction.amountCents ?? 0;
    const usable = campaign.payoutMethods.filter((entry) => !entry.isDisabled && this.payouts.supports(entry.category));
    const catalog = await this.methods.entries(usable.map((entry) => entry.payoutMethodId));
    return usable.flatMap((entry) => {
      const method = catalog.get(entry.payoutMethodId);
      const min = entry.minAmountCents ?? method?.minAmountCents ?? 0;
      const max = entry.maxAmountCents ?? method?.maxAmountCents ?? Number.MAX_SAFE_INTEGER;
      if (!method || amount < min || amount > max) return [];
      const requirements = method.requirements.map((r) => ({ field: r.field as string, description: r.description }));
      if (method.category === PayoutMethodCategory.AchBankTransfer) requirements.push({ field: 'bankAccountType', description: 'Checking or savings account.' });
      // A check is made out to the instruction's name; without one a check can print, the beneficiary gives it.
      const asksForPayee = (CHECK_CATEGORIES as readonly string[]).includes(method.category) && !requirements.some((r) => r.field === 'fullName');
      if (asksForPayee && payeeFromNames(instruction.firstName, instruction.lastName) === null) requirements.push({ field: 'fullName', description: 'Name the check is made out to.' });
      return [{ id: method.id, name: method.name, category: method.category, brand: method.brand ?? null, description: method.description, requirements, minAmount: centsToAmount(min), maxAmount: centsToAmount(max) }];
    });
  }

  /** Selects (or changes) the method: Initiated, Restored or PayoutMethodSelected → PayoutMethodSelected. */
  async selectMethod(context: ClaimContext, payoutMethodId: string): Promise<ClaimContext> {
    const method = await this.offeredMethod(context, payoutMethodId);
    const instruction = await this.em.transactional(async (em) => {
      const locked = await this.lockCurrent(em, context);
      await this.progress.selectMethod(em, locked, method);
      return locked;
    });
    return { ...context, instruction };
  }

  /**
   * Requests the payout with the method's details, checked against its requirements (400 naming each field):
   * PayoutMethodSelected → Requested, and a payout the workers take to the provider.
   */
  async requestPayout(context: ClaimContext, details: unknown): Promise<PayoutRecord> {
    this.requireSteps(context, 'password', 'otp');
    const record = await this.em.transactional(async (em) => {
      const instruction = await this.lockCurrent(em, context);
      // Requesting before choosing a method, or twice: the state machine's 409 with the current status.
      if (!canPerform(instruction.status, 'requestPayout') || !instruction.payoutMethodId) throw invalidState(instruction.status, 'requestPayout');
      const method = await this.offeredMethod({ ...context, instruction }, instruction.payoutMethodId, 'payoutMethodId');
      const checked = checkPayoutDetails(details, method, todayUtc());
      if (!checked.ok) throw DomainError.validation(checked.errors, 'The payout details are invalid.');
      return this.payouts.request(em, instruction, method, checked.details);
    });
    await this.submission.wake();
    return record;
  }

  /** The latest payout; 404 before one was requested. */
  async payout(context: ClaimContext): Promise<PayoutRecord> {
    this.requireSteps(context, 'password', 'otp');
    const record = await this.payouts.latest(context.instruction.id);
    if (!record) throw DomainError.notFound('Payout');
    return record;
  }

  /** 403 `CLAIM_STEP_REQUIRED` naming the first of `steps` still to do. */
  requireSteps(context: ClaimContext, ...steps: ClaimStep[]): void {
    const requirements = this.requirements(context);
    const missing = steps.find((step) => requirements[step] === StepRequirement.Required);
    if (missing) throw ClaimErrors.stepRequired(missing, requirements);
  }

  private async offeredMethod(context: ClaimContext, payoutMethodId: string, field = 'payoutMethodId'): Promise<OfferedPayoutMethodView> {
    const method = (await this.offeredMethods(context)).find((offered) => offered.id === payoutMethodId.toLowerCase());
    if (!method) throw ClaimErrors.methodNotOffered(field, payoutMethodId);
    return method;
  }

  /** The instruction locked, still the one the session was opened for (a newer link voids the session). */
  private async lockCurrent(em: EntityManager, context: ClaimContext): Promise<PayoutInstruction> {
    const instruction = await this.progress.lock(em, context.instruction.id);
    if (!linkOpens(instruction, context.session.link_version)) throw await this.closedLink(em, instruction, context.session.link_version, ClaimErrors.sessionInvalid());
    return instruction;
  }

  /**
   * Why a link (or a session opened from it) no longer opens its instruction: the campaign's expiry cancelled it
   * (410 `CAMPAIGN_EXPIRED`, docs/campaign-expiry.md), else `otherwise` (void or replaced).
   */
  private async closedLink(em: EntityManager, instruction: PayoutInstruction | null, linkVersion: number | undefined, otherwise: DomainError): Promise<DomainError> {
    if (!instruction || instruction.linkVersion !== linkVersion || instruction.cancellationReason !== CancellationReason.CampaignExpired) return otherwise;
    scopeToOrganization(em, instruction.organizationId);
    const campaign = await this.campaigns.require(instruction.campaignId);
    return ClaimErrors.campaignExpired(campaign.expiryDate);
  }

  /** The instruction's campaign; 410 once it expired, unless the payout was requested already (it can still be followed). */
  private async liveCampaign(instruction: PayoutInstruction): Promise<Campaign> {
    const campaign = await this.campaigns.require(instruction.campaignId);
    const stillToClaim = canPerform(instruction.status, 'selectPayoutMethod');
    if (stillToClaim && campaign.statusOn(todayUtc()) === CampaignStatus.Expired) throw ClaimErrors.campaignExpired(campaign.expiryDate);
    return campaign;
  }
}

/** Whether a link (or a session opened from it) of this version still opens the instruction: no newer link, not cancelled. */
function linkOpens(instruction: PayoutInstruction | null, linkVersion: number | undefined): instruction is PayoutInstruction {
  return !!instruction && instruction.linkVersion === linkVersion && opensClaimLink(instruction.status);
}

/** The activity entry of a day's lock on one-time codes: why, and until when (the beneficiary's, as the try that started it). */
function codesLockedEntry(reason: CodesLockReason, sessionId: string, until: Date) {
  const why = reason === 'WrongCodes' ? `${CLAIM_LIMITS.otpDayWrongCodes} wrong codes` : `${CLAIM_LIMITS.otpDayCodesSent} codes sent`;
  return { kind: 'ClaimCodeLocked', description: `One-time codes locked for a day: ${why}`, details: { sessionId, reason, until: until.toISOString() } };
}

/** A code's hash, salted with its row id: the table never holds a code in clear. */
function codeHash(otpId: string, code: string): Buffer {
  return sha256(`${otpId}:${code}`);
}
