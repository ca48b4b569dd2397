import { Injectable } from '@nestjs/common';
import type { PayoutMethodCategory } from '../../payout-methods';
import { LobCheckProvider } from './lob/lob-check-provider';
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
 * The provider of each payout rail (docs/payouts.md, Providers). AchBankTransfer has none: `supports` says no and
 * `forCategory` throws for it; neither have PaperCheck and CheckTransfer, unless Lob prints them (docs/providers.md, Lob).
 */
@Injectable()
export class PayoutProviders {
  private readonly byCategory: ReadonlyMap<PayoutMethodCategory, PayoutProvider>;

  constructor(cards: SandboxCardProvider, wallets: SandboxWalletProvider, lob: LobCheckProvider) {
    this.byCategory = providersByCategory([cards, wallets, ...(lob.configured ? [lob] : [])]);
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
