import type { DomainError } from '../../core/errors/domain-error';
import type { PageAction } from './claim-page.service';

/** Said when the method form is sent without a choice (its radio buttons are `required`, but a browser may skip that). */
export const CHOOSE_A_METHOD = 'Choose how you want to be paid.';

/** `3 hours`, `15 minutes`, `42 seconds`: a wait in the largest unit that is at least one, rounded up. */
export function waitInWords(seconds: number): string {
  const [count, unit] = seconds >= 3_600 ? [Math.ceil(seconds / 3_600), 'hour'] : seconds >= 60 ? [Math.ceil(seconds / 60), 'minute'] : [Math.max(1, Math.ceil(seconds)), 'second'];
  return `${count} ${unit}${count === 1 ? '' : 's'}`;
}

/**
 * A refusal in the page's words (docs/claims.md, The claim page): the beneficiary API's messages are written for
 * programs where they name ids, endpoints or units ("ask again in 42 s"); the page says what a person can do. The
 * details' field messages are a person's already (claims/payout-details.ts) and pass through unchanged.
 */
export function pageWords(action: PageAction, error: Pick<DomainError, 'code' | 'message' | 'extensions'>, form: Readonly<Record<string, unknown>>): string {
  const wait = typeof error.extensions.retryAfterSeconds === 'number' ? waitInWords(error.extensions.retryAfterSeconds) : null;
  switch (error.code as string) {
    case 'PAYOUT_METHOD_NOT_OFFERED': {
      const chosen = typeof form.payoutMethodId === 'string' && form.payoutMethodId.trim() !== '';
      return chosen ? 'That payout method is not available for this payment: choose another.' : CHOOSE_A_METHOD;
    }
    case 'CLAIM_CODE_LOCKED':
      return error.extensions.reason === 'WrongCodes'
        ? `Too many wrong codes were entered for this payment. For your safety, try again in ${wait ?? 'a day'}.`
        : `We have sent as many codes as we can for this payment today. For your safety, try again in ${wait ?? 'a day'}.`;
    case 'RATE_LIMITED':
      if (action === 'password') return `Too many wrong passwords. For your safety, try again in ${wait ?? 'a few minutes'}.`;
      if (action === 'otp/send') return `We sent you a code less than a minute ago: check your email, or ask for a new one in ${wait ?? 'a minute'}.`;
      return error.message;
    default:
      return error.message;
  }
}
