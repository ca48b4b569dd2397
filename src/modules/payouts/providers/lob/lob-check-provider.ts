import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BankAccountsApi, CheckEditable, ChecksApi, Configuration } from '@lob/lob-typescript-sdk';
import { APP_CONFIG, type AppConfig, type LobConfig } from '../../../../core/config/app-config';
import { CampaignsService } from '../../../campaigns';
import { CHECK_CATEGORIES } from '../../../payout-methods';
import { PayoutRecords } from '../../payout-records';
import type { CancelOutcome, PayoutProvider, ProviderOutcome, ProviderPayoutRequest } from '../payout-provider';
import { classifyLobError, lobCheckOf, outcomeOfCreated } from './lob-checks';

/** Lob answers within seconds; a call hanging longer is retried by the job like any transient failure. */
const LOB_TIMEOUT_MS = 20_000;

/** A passing failure at Lob (429, 5xx, network, a refused key): thrown so the submit job retries, after `retryAfterMs` when Lob said. */
export class LobUnavailableError extends Error {
  constructor(
    message: string,
    readonly retryAfterMs?: number,
  ) {
    super(message);
    this.name = 'LobUnavailableError';
  }
}

/** What a ping of Lob found: the bank account answered, or why not (a refused key, an unknown account, no answer). */
export type LobPing = { status: 'Ok'; message: string } | { status: 'Failed'; message: string; refused: boolean };

/** The payout of a key, `payout-<id>` (idempotencyKeyOf). */
const payoutIdOf = (idempotencyKey: string): string => idempotencyKey.replace(/^payout-/, '');

interface HttpFailure {
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown> };
  message?: string;
}

/**
 * Printed and mailed checks through Lob (docs/providers.md, Lob), with Lob's official SDK. A check is created with
 * our key as `Idempotency-Key`, so a retried submit gets the check Lob made the first time; it is `Processing` (Lob's
 * id as reference) until Lob's callbacks say it was mailed or came back. Configured only with PAYOUT_PROVIDER_CHECKS=lob.
 */
@Injectable()
export class LobCheckProvider implements PayoutProvider {
  readonly categories = CHECK_CATEGORIES;
  private readonly settings: LobConfig | undefined;
  private readonly sdk: Configuration | undefined;

  constructor(
    private readonly em: EntityManager,
    private readonly records: PayoutRecords,
    private readonly campaigns: CampaignsService,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.settings = config.lob;
    this.sdk = config.lob ? new Configuration({ username: config.lob.apiKey, basePath: config.lob.baseUrl, baseOptions: { timeout: LOB_TIMEOUT_MS } }) : undefined;
  }

  /** Whether the deployment chose Lob for checks. */
  get configured(): boolean {
    return this.settings !== undefined;
  }

  async request(request: ProviderPayoutRequest): Promise<ProviderOutcome> {
    const { settings, sdk } = this.ready();
    const body = lobCheckOf(request, { bankAccountId: settings.bankAccountId, fromAddressId: settings.fromAddressId }, await this.memoOf(request.idempotencyKey));
    if ('refused' in body) return { status: 'Failed', reference: null, reason: body.refused };
    try {
      const check = await new ChecksApi(sdk).create(new CheckEditable(body), request.idempotencyKey);
      return outcomeOfCreated(check);
    } catch (error) {
      const failure = this.classify(error);
      if (failure.kind === 'refused') return { status: 'Failed', reference: null, reason: failure.message };
      throw new LobUnavailableError(failure.message, failure.retryAfterMs);
    }
  }

  /**
   * `DELETE /checks/{id}`: Lob takes a check back only before it is printed (before its send date). The check's id is
   * the payout's reference; a payout not recorded at Lob yet (its submit still on the way) is not cancelled, as we
   * cannot know whether Lob has it. Lob unreachable: not cancelled, nothing changes.
   */
  async cancel(idempotencyKey: string): Promise<CancelOutcome> {
    const { sdk } = this.ready();
    const payout = await this.records.find(this.em.fork(), payoutIdOf(idempotencyKey));
    const checkId = payout?.providerReference;
    if (!checkId) return { cancelled: false, reason: 'the check is being sent to Lob: try again in a minute.' };
    try {
      const deletion = await new ChecksApi(sdk).cancel(checkId);
      return deletion.deleted ? { cancelled: true } : { cancelled: false, reason: 'Lob did not cancel the check.' };
    } catch (error) {
      const failure = this.classify(error);
      return { cancelled: false, reason: failure.kind === 'refused' ? failure.message.replace(/^Lob refused the check: /, 'Lob cannot cancel the check: ') : `Lob could not be reached: ${failure.message}` };
    }
  }

  /** The check's memo: its campaign's name, as the print run prints it (docs/bank-rails.md, Checks). */
  private async memoOf(idempotencyKey: string): Promise<string | undefined> {
    const payout = await this.records.find(this.em.fork(), payoutIdOf(idempotencyKey));
    return payout ? (await this.campaigns.namesOf([payout.campaignId])).get(payout.campaignId) : undefined;
  }

  /** The cheap authenticated read: `GET /bank_accounts/{id}`, the account the checks draw on (start-up and `:test`). */
  async ping(): Promise<LobPing> {
    const { settings, sdk } = this.ready();
    try {
      const account = await new BankAccountsApi(sdk).get(settings.bankAccountId);
      return account.verified === false
        ? { status: 'Failed', message: `Lob's bank account ${settings.bankAccountId} is not verified yet: checks cannot draw on it.`, refused: true }
        : { status: 'Ok', message: `Lob answered: bank account ${settings.bankAccountId} is ready.` };
    } catch (error) {
      const status = (error as HttpFailure).response?.status;
      const refused = status === 401 || status === 403 || status === 404;
      const reason = status === 401 || status === 403 ? 'Lob refused the API key' : status === 404 ? `Lob does not know the bank account ${settings.bankAccountId}` : 'Lob could not be reached';
      return { status: 'Failed', message: `${reason} (${status ?? (error as HttpFailure).message ?? 'no answer'}).`, refused };
    }
  }

  private classify(error: unknown): ReturnType<typeof classifyLobError> {
    const response = (error as HttpFailure).response;
    if (!response) return { kind: 'transient', message: `Lob could not be reached: ${(error as HttpFailure).message ?? String(error)}` };
    const retryAfter = response.headers?.['retry-after'];
    return classifyLobError(response.status, response.data, typeof retryAfter === 'string' ? retryAfter : null);
  }

  private ready(): { settings: LobConfig; sdk: Configuration } {
    if (!this.settings || !this.sdk) throw new Error('Lob is not configured (PAYOUT_PROVIDER_CHECKS=lob)');
    return { settings: this.settings, sdk: this.sdk };
  }
}
