import type { Configuration } from '@lob/lob-typescript-sdk';

/** Lob's SDK, loaded at first use: a deployment without Lob never loads it (docs/providers.md). */
const lobSdk = () => import('@lob/lob-typescript-sdk');
import type { LobConfig } from '../../../../core/config/payout-providers.config';
import type { PayoutMethodCategory } from '../../../payout-methods';
import type { CancelOutcome, ProviderOutcome, ProviderPayoutRequest } from '../payout-provider';
import type { ProviderLookups } from '../provider-lookups';
import { TransientProviderError, type CallbackOutcome, type PingResult, type ReceivedCallback, type RemotePayoutProvider } from '../remote-provider';
import { classifyLobError, lobCheckOf, moveOfLobEvent, outcomeOfCreated, parseLobEvent } from './lob-checks';
import { verifyLobSignature } from './lob-signature';

/** Lob answers within seconds; a call hanging longer is retried by the job like any transient failure. */
const LOB_TIMEOUT_MS = 20_000;

interface HttpFailure {
  response?: { status?: number; data?: unknown; headers?: Record<string, unknown> };
  message?: string;
}

const header = (value: string | string[] | undefined): string | undefined => (Array.isArray(value) ? value[0] : value);

/**
 * Printed and mailed checks through Lob (docs/providers.md, Lob), with Lob's official SDK. A check is created with our
 * key as `Idempotency-Key`, so a retried submit gets the check Lob made the first time; it is `Processing` (Lob's id as
 * reference) until Lob's callbacks say it was mailed (`Mailed`) or came back (`Failed`). Built only with
 * PAYOUT_PROVIDER_CHECKS=lob.
 */
export class LobCheckProvider implements RemotePayoutProvider {
  readonly name = 'lob' as const;
  private configuration?: Promise<Configuration>;

  constructor(
    private readonly settings: LobConfig,
    readonly categories: readonly PayoutMethodCategory[],
    private readonly lookups: Pick<ProviderLookups, 'campaignNameOf'>,
  ) {}

  private sdk(): Promise<Configuration> {
    this.configuration ??= lobSdk().then(({ Configuration }) => new Configuration({ username: this.settings.apiKey, basePath: this.settings.baseUrl, baseOptions: { timeout: LOB_TIMEOUT_MS } }));
    return this.configuration;
  }

  async request(request: ProviderPayoutRequest): Promise<ProviderOutcome> {
    const drawer = { bankAccountId: this.settings.bankAccountId, fromAddressId: this.settings.fromAddressId };
    const body = lobCheckOf(request, drawer, await this.lookups.campaignNameOf(request.idempotencyKey));
    if ('refused' in body) return { status: 'Failed', reference: null, reason: body.refused };
    try {
      const { ChecksApi, CheckEditable } = await lobSdk();
      return outcomeOfCreated(await new ChecksApi(await this.sdk()).create(new CheckEditable(body), request.idempotencyKey));
    } catch (error) {
      const failure = classify(error);
      if (failure.kind === 'refused') return { status: 'Failed', reference: null, reason: failure.message };
      throw new TransientProviderError(failure.message, failure.retryAfterMs === undefined ? undefined : failure.retryAfterMs / 1000);
    }
  }

  /**
   * `DELETE /checks/{id}`: Lob takes a check back only before it is printed. The check's id is the payout's reference;
   * a payout whose submit has not recorded it yet is not cancelled (we cannot know whether Lob has it). Lob
   * unreachable: not cancelled, nothing changes.
   */
  async cancel(_idempotencyKey: string, checkId?: string | null): Promise<CancelOutcome> {
    if (!checkId) return { cancelled: false, reason: 'the check is being sent to Lob: try again in a minute.' };
    try {
      const { ChecksApi } = await lobSdk();
      const deletion = await new ChecksApi(await this.sdk()).cancel(checkId);
      return deletion.deleted ? { cancelled: true } : { cancelled: false, reason: 'Lob did not cancel the check.' };
    } catch (error) {
      const failure = classify(error);
      return { cancelled: false, reason: failure.kind === 'refused' ? failure.message.replace(/^Lob refused the check: /, 'Lob cannot cancel the check: ') : `Lob could not be reached: ${failure.message}` };
    }
  }

  /** The cheap authenticated read: `GET /bank_accounts/{id}`, the account the checks draw on (start-up and `:test`). */
  async ping(): Promise<PingResult> {
    const id = this.settings.bankAccountId;
    try {
      const { BankAccountsApi } = await lobSdk();
      const account = await new BankAccountsApi(await this.sdk()).get(id);
      return account.verified === false
        ? { status: 'Failed', message: `Lob's bank account ${id} is not verified yet: checks cannot draw on it.`, refused: true }
        : { status: 'Ok', message: `Lob answered: bank account ${id} is ready.`, refused: false };
    } catch (error) {
      const status = (error as HttpFailure).response?.status;
      if (status === 401 || status === 403) return { status: 'Failed', message: `Lob refused the API key (${status}).`, refused: true };
      if (status === 404) return { status: 'Failed', message: `Lob does not know the bank account ${id} (404).`, refused: true };
      return { status: 'Failed', message: `Lob could not be reached (${status ?? (error as HttpFailure).message ?? 'no answer'}).`, refused: false };
    }
  }

  verifyCallback(callback: ReceivedCallback): Promise<boolean> {
    const signature = header(callback.headers['lob-signature']);
    const timestamp = header(callback.headers['lob-signature-timestamp']);
    return Promise.resolve(verifyLobSignature({ secret: this.settings.webhookSecret, signature, timestamp, rawBody: callback.rawBody }).valid);
  }

  /** A check event, for the payout its check's metadata names: mailed (and the tracking after it), returned, deleted. */
  callbackOutcomes(callback: ReceivedCallback): Promise<CallbackOutcome[]> {
    const event = parseLobEvent(callback.body);
    if (!event?.payoutKey) return Promise.resolve([]);
    const move = moveOfLobEvent(event.eventType, event.check);
    const reference = event.checkId;
    if (move.kind === 'mailed' && reference) return Promise.resolve([{ idempotencyKey: event.payoutKey, outcome: { status: 'Mailed', reference, checkNumber: move.checkNumber } }]);
    if (move.kind === 'failed') return Promise.resolve([{ idempotencyKey: event.payoutKey, outcome: { status: 'Failed', reference, reason: move.reason } }]);
    return Promise.resolve([]);
  }
}

function classify(error: unknown): ReturnType<typeof classifyLobError> {
  const response = (error as HttpFailure).response;
  if (!response) return { kind: 'transient', message: `Lob could not be reached: ${(error as HttpFailure).message ?? String(error)}` };
  const retryAfter = response.headers?.['retry-after'];
  return classifyLobError(response.status, response.data, typeof retryAfter === 'string' ? retryAfter : null);
}
