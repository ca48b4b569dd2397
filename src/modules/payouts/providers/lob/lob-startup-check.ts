import { Injectable, Logger, type OnApplicationBootstrap, type OnApplicationShutdown } from '@nestjs/common';
import { LobCheckProvider } from './lob-check-provider';

/** Between tries of a Lob that did not answer at start-up: a minute, then each one longer, up to an hour. */
const RETRY_FIRST_MS = 60_000;
const RETRY_MAX_MS = 3_600_000;

/**
 * Lob's key checked once at start-up, in the API and the worker (docs/providers.md, Lob): a key or bank account Lob
 * refuses stops the process with a clear line (nothing would ever be mailed); a Lob that does not answer is logged
 * and tried again in the background, as the submit jobs retry their calls anyway.
 */
@Injectable()
export class LobStartupCheck implements OnApplicationBootstrap, OnApplicationShutdown {
  private readonly logger = new Logger(LobStartupCheck.name);
  private retry: NodeJS.Timeout | undefined;

  constructor(private readonly lob: LobCheckProvider) {}

  async onApplicationBootstrap(): Promise<void> {
    if (!this.lob.configured) return;
    const ping = await this.lob.ping();
    if (ping.status === 'Ok') return;
    if (ping.refused) throw new Error(`Lob (PAYOUT_PROVIDER_CHECKS=lob) refused at start-up: ${ping.message} Check LOB_API_KEY and LOB_BANK_ACCOUNT_ID.`);
    this.logger.warn(`Lob did not answer at start-up: ${ping.message} Trying again in the background.`);
    this.later(RETRY_FIRST_MS);
  }

  onApplicationShutdown(): void {
    clearTimeout(this.retry);
  }

  private later(delayMs: number): void {
    this.retry = setTimeout(() => void this.again(delayMs), delayMs);
    this.retry.unref();
  }

  private async again(delayMs: number): Promise<void> {
    const ping = await this.lob.ping();
    if (ping.status === 'Ok') return void this.logger.log('Lob answers now.');
    if (ping.refused) return void this.logger.error(`Lob refuses: ${ping.message} Checks will not be mailed until LOB_API_KEY and LOB_BANK_ACCOUNT_ID are fixed.`);
    this.logger.warn(`Lob still does not answer: ${ping.message}`);
    this.later(Math.min(delayMs * 2, RETRY_MAX_MS));
  }
}
