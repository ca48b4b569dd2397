import { Inject, Injectable } from '@nestjs/common';
import { TremendousProvider } from './tremendous/tremendous-provider';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import type { PayoutProvidersConfig } from '../../../core/config/payout-providers.config';
import { PayoutMethodCategory } from '../../payout-methods';
import { LobCheckProvider } from './lob/lob-check-provider';
import { ProviderLookups } from './provider-lookups';
import { PayPalProvider } from './paypal/paypal-provider';
import { REMOTE_PROVIDER_NAMES, type RemotePayoutProvider, type RemoteProviderName } from './remote-provider';

/** Which setting chooses the provider of each category (docs/providers.md). */
const CHOICE_OF: ReadonlyArray<readonly [PayoutMethodCategory, keyof Pick<PayoutProvidersConfig, 'giftCards' | 'prepaidCards' | 'wallets' | 'checks'>]> = [
  [PayoutMethodCategory.GiftCard, 'giftCards'],
  [PayoutMethodCategory.PrepaidCard, 'prepaidCards'],
  [PayoutMethodCategory.DigitalWallet, 'wallets'],
  [PayoutMethodCategory.PaperCheck, 'checks'],
  [PayoutMethodCategory.CheckTransfer, 'checks'],
];

/** The categories the configuration gives to `name`. */
export function categoriesChosen(config: PayoutProvidersConfig, name: RemoteProviderName): PayoutMethodCategory[] {
  return CHOICE_OF.filter(([, setting]) => config[setting] === name).map(([category]) => category);
}

/** Builds a configured provider for the categories chosen for it; one line per provider. */
type Builder = (config: PayoutProvidersConfig, categories: PayoutMethodCategory[], lookups: ProviderLookups) => RemotePayoutProvider | undefined;

/** How each real provider is made from configuration. A provider whose settings are absent is not configured. */
export const REMOTE_PROVIDER_BUILDERS: { [N in RemoteProviderName]?: Builder } = {
  lob: (config, categories, lookups) => (config.lob ? new LobCheckProvider(config.lob, categories, lookups) : undefined),
  tremendous: (config, categories) => config.tremendous && new TremendousProvider(config.tremendous, categories),
  paypal: (config, categories) => config.paypal && new PayPalProvider(config.paypal, categories),
};

/**
 * The real providers this deployment chose (docs/providers.md), built once per process from configuration; none
 * when nothing is configured, and the sandbox keeps paying.
 */
@Injectable()
export class RemoteProviders {
  private readonly byName: ReadonlyMap<RemoteProviderName, RemotePayoutProvider>;

  constructor(@Inject(APP_CONFIG) config: AppConfig, lookups: ProviderLookups) {
    const built = new Map<RemoteProviderName, RemotePayoutProvider>();
    for (const name of REMOTE_PROVIDER_NAMES) {
      const categories = categoriesChosen(config.payoutProviders, name);
      const provider = categories.length > 0 ? REMOTE_PROVIDER_BUILDERS[name]?.(config.payoutProviders, categories, lookups) : undefined;
      if (provider) built.set(name, provider);
    }
    this.byName = built;
  }

  configured(): RemotePayoutProvider[] {
    return [...this.byName.values()];
  }

  get(name: RemoteProviderName): RemotePayoutProvider | undefined {
    return this.byName.get(name);
  }
}
