import fc from 'fast-check';
import type { EntityManager } from '@mikro-orm/postgresql';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { PayoutMethodCategory } from '../../payout-methods';
import {
  cardSecurityCode,
  GIFT_CARD_ALPHABET,
  giftCardCode,
  giftCardPin,
  issueCard,
  luhnCheckDigit,
  passesLuhn,
  prepaidCardNumber,
  redemptionUrl,
  SandboxCardProvider,
} from './sandbox-card-provider';

const SAMPLES = 500;
const sample = <T>(make: () => T): T[] => Array.from({ length: SAMPLES }, make);
const GIFT_CARD_CODE = new RegExp(`^[${GIFT_CARD_ALPHABET}]{4}(-[${GIFT_CARD_ALPHABET}]{4}){3}$`);

describe('sandbox card credentials', () => {
  it('writes gift card codes as 16 unambiguous characters in groups of 4, different each time', () => {
    const codes = sample(giftCardCode);
    for (const code of codes) {
      expect(code).toMatch(GIFT_CARD_CODE);
      expect(code).not.toMatch(/[IO01]/);
    }
    expect(new Set(codes).size).toBe(SAMPLES);
    expect(GIFT_CARD_ALPHABET).toHaveLength(32);
  });

  it('gives a gift card a PIN of 4 to 6 digits, and a card a 3-digit security code', () => {
    const pins = sample(giftCardPin);
    for (const pin of pins) expect(pin).toMatch(/^\d{4,6}$/);
    expect(new Set(pins.map((pin) => pin.length))).toEqual(new Set([4, 5, 6]));
    for (const code of sample(cardSecurityCode)) expect(code).toMatch(/^\d{3}$/);
  });

  it.each(['4111111111111111', '5555555555554444', '4012888888881881', '79927398713', '00'])('passes the Luhn check: %s', (number) => {
    expect(passesLuhn(number)).toBe(true);
  });

  it.each(['4111111111111112', '5555555555554443', '79927398710', '4', '', '4111-1111-1111-1111', '411111111111111a'])('fails the Luhn check: %j', (number) => {
    expect(passesLuhn(number)).toBe(false);
  });

  it('refuses to compute a check digit for anything but digits', () => {
    expect(luhnCheckDigit('7992739871')).toBe('3');
    expect(() => luhnCheckDigit('12a')).toThrow(RangeError);
  });

  it('property: changing any one digit of a completed number makes it fail the Luhn check', () => {
    fc.assert(
      fc.property(fc.string({ unit: fc.constantFrom(...'0123456789'), minLength: 15, maxLength: 15 }), fc.nat(15), fc.integer({ min: 1, max: 9 }), (partial, position, shift) => {
        const number = partial + luhnCheckDigit(partial);
        expect(passesLuhn(number)).toBe(true);
        const changed = number.slice(0, position) + String((Number(number[position]) + shift) % 10) + number.slice(position + 1);
        expect(passesLuhn(changed)).toBe(false);
      }),
    );
  });

  it('numbers prepaid cards with 16 digits passing the Luhn check: Visa from 4, Mastercard from 51-55', () => {
    for (const number of sample(() => prepaidCardNumber('Visa'))) {
      expect(number).toMatch(/^4\d{15}$/);
      expect(passesLuhn(number)).toBe(true);
    }
    const mastercards = sample(() => prepaidCardNumber('Mastercard'));
    for (const number of mastercards) {
      expect(number).toMatch(/^5[1-5]\d{14}$/);
      expect(passesLuhn(number)).toBe(true);
    }
    expect(new Set(mastercards.map((number) => number[1])).size).toBeGreaterThan(1);
    expect(prepaidCardNumber('Prepaid MASTERCARD')).toMatch(/^5/);
    expect(prepaidCardNumber(null)).toMatch(/^4\d{15}$/);
  });

  it('issues each category its credentials, redeemable at the sandbox link of the reference', () => {
    const reference = 'sbx_giftcard_0123456789abcdef0123';
    expect(redemptionUrl(reference)).toBe('https://sandbox-rewards.example/redeem/sbx_giftcard_0123456789abcdef0123');
    const gift = issueCard(PayoutMethodCategory.GiftCard, 'Amazon', reference);
    expect(gift).toEqual({ code: expect.stringMatching(GIFT_CARD_CODE), pin: expect.stringMatching(/^\d{4,6}$/), redemptionUrl: redemptionUrl(reference) });
    const prepaid = issueCard(PayoutMethodCategory.PrepaidCard, 'Mastercard', reference);
    expect(prepaid).toEqual({ code: expect.stringMatching(/^5[1-5]\d{14}$/), pin: expect.stringMatching(/^\d{3}$/), redemptionUrl: redemptionUrl(reference) });
    expect(passesLuhn(prepaid.code)).toBe(true);
  });
});

describe('sandbox card provider', () => {
  const provider = new SandboxCardProvider({} as EntityManager, new FieldEncryption(Buffer.alloc(32, 1)));

  it('pays gift and prepaid cards, and refuses (as a programming error) any other category before touching its books', async () => {
    expect(provider.categories).toEqual([PayoutMethodCategory.GiftCard, PayoutMethodCategory.PrepaidCard]);
    const request = { idempotencyKey: 'payout-x', payoutMethodId: 'm', brand: null, amountCents: 100, recipient: {} };
    await expect(provider.request({ ...request, category: PayoutMethodCategory.DigitalWallet })).rejects.toThrow(/issues GiftCard and PrepaidCard, not DigitalWallet/);
  });
});
