import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { PayoutMethodCategory } from '../../payout-methods';
import type { CancelOutcome, PayoutDetails, PayoutProvider, ProviderOutcome, ProviderPayoutRequest } from './payout-provider';
import { outcomeOf, sandboxReference, SandboxProviderBooks } from './sandbox-provider-books';

export const WALLET_ALREADY_ACCEPTED = 'The recipient already accepted the transfer: it cannot be cancelled.';

/** The sandbox's way to play a recipient who never accepts: `unclaimed` anywhere in the email or phone number. */
export function isUnclaimed(recipient: PayoutDetails): boolean {
  return [recipient.email, recipient.phoneNumber].some((contact) => typeof contact === 'string' && /unclaimed/i.test(contact));
}

/**
 * Digital wallets in the sandbox (docs/payouts.md, Providers): a transfer is accepted at once (`Completed`), unless
 * the recipient is `unclaimed` (isUnclaimed): then it stays `Processing`, and only such a transfer can be cancelled.
 */
@Injectable()
export class SandboxWalletProvider implements PayoutProvider {
  readonly categories = [PayoutMethodCategory.DigitalWallet] as const;
  private readonly books: SandboxProviderBooks;

  constructor(em: EntityManager, encryption: FieldEncryption) {
    this.books = new SandboxProviderBooks(em, encryption);
  }

  async request(request: ProviderPayoutRequest): Promise<ProviderOutcome> {
    if (request.category !== PayoutMethodCategory.DigitalWallet) {
      throw new Error(`The sandbox wallet provider pays DigitalWallet, not ${request.category}`);
    }
    const entry = await this.books.request({
      idempotencyKey: request.idempotencyKey,
      category: request.category,
      reference: sandboxReference(request.category),
      amountCents: request.amountCents,
      status: isUnclaimed(request.recipient) ? 'Processing' : 'Completed',
    });
    return outcomeOf(entry);
  }

  /** A transfer not accepted yet (or never asked for) is cancelled; an accepted one is paid. */
  async cancel(idempotencyKey: string): Promise<CancelOutcome> {
    const { cancelled } = await this.books.cancel(idempotencyKey, 'Processing', PayoutMethodCategory.DigitalWallet);
    return cancelled ? { cancelled: true } : { cancelled: false, reason: WALLET_ALREADY_ACCEPTED };
  }
}
