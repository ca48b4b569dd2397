import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import type { PayoutProvidersConfig } from '../../../core/config/payout-providers.config';
import { DomainError } from '../../../core/errors/domain-error';
import type { PayoutProvidersView } from '../dto/payout-providers.view';
import type { PingResult, RemoteProviderName } from './remote-provider';
import { RemoteProviders } from './remote-providers';

/** The operators' view of the configuration (docs/providers.md) and the `:test` of each configured provider. */
@Injectable()
export class PayoutProviderSettings {
  private readonly config: PayoutProvidersConfig;

  constructor(
    private readonly remote: RemoteProviders,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.config = config.payoutProviders;
  }

  view(): PayoutProvidersView {
    const c = this.config;
    return {
      data: [
        { category: 'GiftCard', provider: c.giftCards },
        { category: 'PrepaidCard', provider: c.prepaidCards },
        { category: 'DigitalWallet', provider: c.wallets },
        { category: 'PaperCheck', provider: c.checks },
      ],
      configured: this.remote.configured().map((provider) => provider.name),
    };
  }

  async test(name: RemoteProviderName): Promise<PingResult> {
    const provider = this.remote.get(name);
    if (!provider) throw DomainError.conflict('PAYOUT_PROVIDER_NOT_CONFIGURED', `No payout category of this deployment is paid by ${name} (docs/providers.md).`);
    return provider.ping();
  }
}
