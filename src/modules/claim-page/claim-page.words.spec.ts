import { DomainError } from '../../core/errors/domain-error';
import { CHOOSE_A_METHOD, pageWords, waitInWords } from './claim-page.words';

const refusal = (code: string, message: string, extensions: Record<string, unknown> = {}) => new DomainError(code as DomainError['code'], 'invalid', message, extensions);

describe('the claim page’s words for a refusal', () => {
  it('asks to choose a method when none was chosen, and says a chosen one is not available, never naming its id or an endpoint', () => {
    const notOffered = refusal('PAYOUT_METHOD_NOT_OFFERED', 'Payout method  is not offered for this payout.');
    expect(pageWords('method', notOffered, {})).toBe(CHOOSE_A_METHOD);
    expect(pageWords('method', notOffered, { payoutMethodId: '  ' })).toBe('Choose how you want to be paid.');
    expect(pageWords('method', notOffered, { payoutMethodId: '0193a0f0-5c00-7000-8000-000000000001' })).toBe('That payout method is not available for this payment: choose another.');
  });

  it('says a day’s lock of one-time codes in plain words, with the wait in hours', () => {
    const lock = (reason: string, retryAfterSeconds: number) => refusal('CLAIM_CODE_LOCKED', 'Too many wrong codes for this payout: try again in 3 hour(s).', { reason, retryAfterSeconds });
    expect(pageWords('otp', lock('WrongCodes', 3 * 3_600 - 10), {})).toBe('Too many wrong codes were entered for this payment. For your safety, try again in 3 hours.');
    expect(pageWords('otp/send', lock('CodesSent', 3_600), {})).toBe('We have sent as many codes as we can for this payment today. For your safety, try again in 1 hour.');
  });

  it('says the short waits in minutes and seconds, not "minute(s)" or "s"', () => {
    expect(pageWords('password', refusal('RATE_LIMITED', 'Too many wrong passwords: try again in 15 minute(s).', { retryAfterSeconds: 900 }), {})).toBe(
      'Too many wrong passwords. For your safety, try again in 15 minutes.',
    );
    expect(pageWords('otp/send', refusal('RATE_LIMITED', 'A code was sent less than a minute ago: ask again in 42 s.', { retryAfterSeconds: 42 }), {})).toBe(
      'We sent you a code less than a minute ago: check your email, or ask for a new one in 42 seconds.',
    );
  });

  it('passes a person’s message through as it is', () => {
    expect(pageWords('password', refusal('INVALID_CAMPAIGN_PASSWORD', 'The password is not right.'), {})).toBe('The password is not right.');
    expect(pageWords('payout', refusal('VALIDATION_FAILED', 'The request has invalid fields.'), {})).toBe('The request has invalid fields.');
  });

  it.each([
    [1, '1 second'],
    [42, '42 seconds'],
    [60, '1 minute'],
    [61, '2 minutes'],
    [900, '15 minutes'],
    [3_600, '1 hour'],
    [86_399, '24 hours'],
  ])('writes a wait of %i s as %s', (seconds, words) => {
    expect(waitInWords(seconds)).toBe(words);
  });
});
