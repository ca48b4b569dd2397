import { Injectable } from '@nestjs/common';
import type { PayoutMethodCategory } from '../../payout-methods';
import type { PayoutProvider } from './payout-provider';
import { SandboxCardProvider } from './sandbox-card-provider';
import { SandboxWalletProvider } from './sandbox-wallet-provider';

/** Category → provider; a category claimed twice is a wiring mistake, refused at start-up. */
export function providersByCategory(providers: readonly PayoutProvider[]): ReadonlyMap<PayoutMethodCategory, PayoutProvider> {
  const map = new Map<PayoutMethodCategory, PayoutProvider>();
  for (const provider of providers) {
    for (const category of provider.categories) {
      if (map.has(category)) throw new Error(`Two payout providers pay ${category}`);
      map.set(category, provider);
    }
  }
  return map;
}

/**
 * The provider of each payout rail (docs/payouts.md, Providers). Only the sandbox's for now: AchBankTransfer,
 * PaperCheck and CheckTransfer have none yet, so `supports` says no and `forCategory` throws for them.
 */
@Injectable()
export class PayoutProviders {
  private readonly byCategory: ReadonlyMap<PayoutMethodCategory, PayoutProvider>;

  constructor(cards: SandboxCardProvider, wallets: SandboxWalletProvider) {
    this.byCategory = providersByCategory([cards, wallets]);
  }

  supports(category: PayoutMethodCategory): boolean {
    return this.byCategory.has(category);
  }

  forCategory(category: PayoutMethodCategory): PayoutProvider {
    const provider = this.byCategory.get(category);
    if (!provider) throw new Error(`No payout provider pays ${category} yet (supported: ${[...this.byCategory.keys()].join(', ')})`);
    return provider;
  }
}
