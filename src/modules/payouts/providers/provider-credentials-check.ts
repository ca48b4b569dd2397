import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { RemoteProviders } from './remote-providers';
import type { RemotePayoutProvider } from './remote-provider';

/** Between two start-up checks of a provider that could not be reached. */
export const UNREACHABLE_RETRY_MS = 30_000;

/**
 * Checks each configured provider's credentials as the process starts (docs/providers.md, Start-up check): the
 * API and the worker refuse to start when a provider refuses them (401/403), as nothing it pays could succeed. A
 * provider that cannot be reached is not a reason to stay down (its outage would take the whole service with it):
 * that is logged and checked again in the background until it answers.
 */
@Injectable()
export class ProviderCredentialsCheck implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(ProviderCredentialsCheck.name);
  private readonly timers = new Set<NodeJS.Timeout>();

  constructor(private readonly remote: RemoteProviders) {}

  async onApplicationBootstrap(): Promise<void> {
    const results = await Promise.all(this.remote.configured().map(async (provider) => ({ provider, result: await provider.ping().catch((error: unknown) => ({ status: 'Failed' as const, refused: false, message: String(error) })) })));
    const refused = results.filter(({ result }) => result.refused);
    if (refused.length > 0) {
      throw new Error(`Payout provider credentials refused: ${refused.map(({ provider, result }) => `${provider.name}: ${result.message}`).join('; ')} (docs/providers.md)`);
    }
    for (const { provider, result } of results) {
      if (result.status === 'Ok') this.logger.log(`Payout provider ${provider.name}: credentials accepted`);
      else this.later(provider, result.message);
    }
  }

  onApplicationShutdown(): void {
    for (const timer of this.timers) clearTimeout(timer);
    this.timers.clear();
  }

  private later(provider: RemotePayoutProvider, message: string): void {
    this.logger.warn(`Payout provider ${provider.name} could not be checked at start-up (${message}); trying again in ${UNREACHABLE_RETRY_MS / 1000} s`);
    const timer = setTimeout(() => {
      this.timers.delete(timer);
      void provider.ping().then(
        (result) => {
          if (result.status === 'Ok') this.logger.log(`Payout provider ${provider.name}: credentials accepted`);
          else if (result.refused) this.logger.error(`Payout provider ${provider.name} refuses this deployment's credentials: ${result.message}`);
          else this.later(provider, result.message);
        },
        (error: unknown) => this.later(provider, String(error)),
      );
    }, UNREACHABLE_RETRY_MS);
    timer.unref();
    this.timers.add(timer);
  }
}
