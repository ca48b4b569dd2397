import { DomainError } from '../../core/errors/domain-error';

export type ClaimStep = 'password' | 'otp';

/** Why one-time codes are locked for the day: too many wrong ones, or too many sent (docs/claims.md). */
export type CodesLockReason = 'WrongCodes' | 'CodesSent';

const hoursOf = (seconds: number): number => Math.max(1, Math.ceil(seconds / 3600));

const STEP_WORDS: Record<ClaimStep, string> = {
  password: 'Enter the campaign password first (POST /beneficiary/claim/:verify-password).',
  otp: 'Confirm the one-time code first (POST /beneficiary/claim/:send-otp, then :verify-otp).',
};

export const ClaimErrors = {
  linkInvalid: () =>
    new DomainError('CLAIM_LINK_INVALID', 'not-found', 'This claim link is not valid: it may be incomplete, replaced by a newer one, or its payout was cancelled.'),
  campaignExpired: (expiryDate: string) => new DomainError('CAMPAIGN_EXPIRED', 'gone', `The campaign expired on ${expiryDate}: this payout can no longer be claimed.`, { expiryDate }),
  sessionInvalid: () =>
    new DomainError('CLAIM_SESSION_INVALID', 'unauthenticated', 'The claim session is not valid: it expired (60 minutes) or a newer claim link replaced it. Open the link again.'),
  stepRequired: (step: ClaimStep, requirements: Record<ClaimStep, string>) => new DomainError('CLAIM_STEP_REQUIRED', 'forbidden', STEP_WORDS[step], { step, requirements }),
  wrongPassword: (attemptsRemaining: number) =>
    new DomainError('INVALID_CAMPAIGN_PASSWORD', 'invalid', attemptsRemaining > 0 ? 'The password is not right.' : 'The password is not right, and no tries are left for 15 minutes.', {
      attemptsRemaining,
      errors: { password: ['The password is not right.'] },
    }),
  passwordLocked: (retryAfterSeconds: number) =>
    new DomainError('RATE_LIMITED', 'too-many-requests', `Too many wrong passwords: try again in ${Math.ceil(retryAfterSeconds / 60)} minute(s).`, { retryAfterSeconds }),
  codeTooSoon: (retryAfterSeconds: number) =>
    new DomainError('RATE_LIMITED', 'too-many-requests', `A code was sent less than a minute ago: ask again in ${retryAfterSeconds} s.`, { retryAfterSeconds }),
  codesLocked: (reason: CodesLockReason, retryAfterSeconds: number) =>
    new DomainError(
      'CLAIM_CODE_LOCKED',
      'too-many-requests',
      reason === 'WrongCodes'
        ? `Too many wrong codes for this payout: try again in ${hoursOf(retryAfterSeconds)} hour(s).`
        : `Too many codes were sent for this payout: ask again in ${hoursOf(retryAfterSeconds)} hour(s).`,
      { retryAfterSeconds, reason },
    ),
  wrongCode: (attemptsRemaining: number, reason: string) => new DomainError('INVALID_OTP', 'invalid', reason, { attemptsRemaining, errors: { code: [reason] } }),
  methodNotOffered: (field: string, payoutMethodId: string) =>
    new DomainError('PAYOUT_METHOD_NOT_OFFERED', 'invalid', `Payout method ${payoutMethodId} is not offered for this payout.`, {
      errors: { [field]: ['This payout method is not offered for this payout: choose one of GET /beneficiary/claim/payout-methods.'] },
    }),
};
