import { Injectable } from '@nestjs/common';
import type { PayoutMethodCategory } from '../../payout-methods';
import type { PayoutProvider } from './payout-provider';
import { RemoteProviders } from './remote-providers';
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

/** A sandbox provider for the categories no real provider took (itself when none was taken). */
function leftTo(provider: PayoutProvider, taken: ReadonlySet<PayoutMethodCategory>): PayoutProvider | undefined {
  const categories = provider.categories.filter((category) => !taken.has(category));
  if (categories.length === provider.categories.length) return provider;
  if (categories.length === 0) return undefined;
  return { categories, request: (request) => provider.request(request), cancel: (key, reference) => provider.cancel(key, reference) };
}

/**
 * The provider of each payout rail (docs/payouts.md, Providers; docs/providers.md): the real providers the
 * configuration chose, the sandbox's for the card and wallet categories left. AchBankTransfer and the check
 * categories are the bank rails' unless a provider takes them: `supports` says no and `forCategory` throws.
 */
@Injectable()
export class PayoutProviders {
  private readonly byCategory: ReadonlyMap<PayoutMethodCategory, PayoutProvider>;

  constructor(cards: SandboxCardProvider, wallets: SandboxWalletProvider, remote: RemoteProviders) {
    const real = remote.configured();
    const taken = new Set(real.flatMap((provider) => provider.categories));
    const sandbox = [cards, wallets].flatMap((provider) => leftTo(provider, taken) ?? []);
    this.byCategory = providersByCategory([...real, ...sandbox]);
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
