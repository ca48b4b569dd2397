import { randomInt } from 'node:crypto';
import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { CARD_CATEGORIES, PayoutMethodCategory } from '../../payout-methods';
import type { CancelOutcome, CardCredentials, PayoutProvider, ProviderOutcome, ProviderPayoutRequest } from './payout-provider';
import { outcomeOf, sandboxReference, SandboxProviderBooks } from './sandbox-provider-books';

/** Letters and digits nobody misreads: no I, O, 0 or 1. */
export const GIFT_CARD_ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789';
export const CARD_NOT_CANCELLABLE = 'A card is issued at once and cannot be cancelled.';
const REDEEM_BASE = 'https://sandbox-rewards.example/redeem/';

const digits = (count: number): string => Array.from({ length: count }, () => randomInt(10)).join('');

/** A gift card code: 16 characters of GIFT_CARD_ALPHABET in groups of 4, `ABCD-EFGH-JKLM-NPQR`. */
export function giftCardCode(): string {
  const chars = Array.from({ length: 16 }, () => GIFT_CARD_ALPHABET[randomInt(GIFT_CARD_ALPHABET.length)]).join('');
  return chars.match(/.{4}/g)!.join('-');
}

/** A gift card PIN: 4 to 6 digits. */
export const giftCardPin = (): string => digits(randomInt(4, 7));

/** A card's security code (CVV): 3 digits. */
export const cardSecurityCode = (): string => digits(3);

/** The Luhn check digit that completes `partial` (digits only). */
export function luhnCheckDigit(partial: string): string {
  if (!/^\d+$/.test(partial)) throw new RangeError(`Not digits: ${partial}`);
  let sum = 0;
  // From the right of the completed number the check digit is position 1, so partial's last digit is doubled.
  for (let i = 0; i < partial.length; i++) {
    let digit = Number(partial[partial.length - 1 - i]);
    if (i % 2 === 0) digit = digit * 2 > 9 ? digit * 2 - 9 : digit * 2;
    sum += digit;
  }
  return String((10 - (sum % 10)) % 10);
}

/** Whether `number` (digits only, at least 2) passes the Luhn check. */
export const passesLuhn = (number: string): boolean => /^\d{2,}$/.test(number) && luhnCheckDigit(number.slice(0, -1)) === number.at(-1);

/** Card networks by the first digit they issue from: Mastercard 51-55, Visa 4 (also for any other brand). */
export function prepaidCardNumber(brand: string | null): string {
  const prefix = /mastercard/i.test(brand ?? '') ? `5${randomInt(1, 6)}` : '4';
  const partial = prefix + digits(15 - prefix.length);
  return partial + luhnCheckDigit(partial);
}

export const redemptionUrl = (reference: string): string => `${REDEEM_BASE}${reference}`;

/** The credentials a sandbox card of this category comes with. */
export function issueCard(category: PayoutMethodCategory, brand: string | null, reference: string): CardCredentials {
  return category === PayoutMethodCategory.PrepaidCard
    ? { code: prepaidCardNumber(brand), pin: cardSecurityCode(), redemptionUrl: redemptionUrl(reference) }
    : { code: giftCardCode(), pin: giftCardPin(), redemptionUrl: redemptionUrl(reference) };
}

/**
 * Gift and prepaid cards in the sandbox (docs/payouts.md, Providers): issued at once, `Completed` with a code, a PIN
 * and a redemption link; a card once issued cannot be cancelled.
 */
@Injectable()
export class SandboxCardProvider implements PayoutProvider {
  readonly categories = CARD_CATEGORIES;
  private readonly books: SandboxProviderBooks;

  constructor(em: EntityManager, encryption: FieldEncryption) {
    this.books = new SandboxProviderBooks(em, encryption);
  }

  async request(request: ProviderPayoutRequest): Promise<ProviderOutcome> {
    if (!this.categories.includes(request.category)) {
      throw new Error(`The sandbox card provider issues ${this.categories.join(' and ')}, not ${request.category}`);
    }
    const reference = sandboxReference(request.category);
    const entry = await this.books.request({
      idempotencyKey: request.idempotencyKey,
      category: request.category,
      reference,
      amountCents: request.amountCents,
      status: 'Completed',
      credentials: issueCard(request.category, request.brand, reference),
    });
    return outcomeOf(entry);
  }

  /** Nothing issued yet (no entry): cancelled, and a later request for the key answers Failed. */
  async cancel(idempotencyKey: string): Promise<CancelOutcome> {
    const { cancelled } = await this.books.cancel(idempotencyKey, null, this.categories[0]);
    return cancelled ? { cancelled: true } : { cancelled: false, reason: CARD_NOT_CANCELLABLE };
  }
}
