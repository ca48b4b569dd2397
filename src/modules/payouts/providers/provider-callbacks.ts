import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../../core/errors/domain-error';
import { PayoutOutcomes, type PayoutResult } from '../payout-outcomes';
import { PayoutRecords } from '../payout-records';
import { payoutIdOfKey } from './payout-provider';
import { TransientProviderError, type ReceivedCallback, type RemoteProviderName } from './remote-provider';
import { RemoteProviders } from './remote-providers';

/** What a callback did: payouts it named that we know, and those we do not (acknowledged, logged). */
export interface CallbackReceipt {
  applied: number;
  unknown: number;
}

/**
 * A provider's status callback (docs/providers.md, Callbacks): its signature checked over the raw body first (a bad
 * one changes nothing), then each payout it names moved on through PayoutOutcomes, which applies an outcome once, so
 * a repeated callback changes nothing. A payout we do not know is acknowledged (the provider would retry forever).
 */
@Injectable()
export class ProviderCallbacks {
  private readonly logger = new Logger(ProviderCallbacks.name);

  constructor(
    private readonly em: EntityManager,
    private readonly remote: RemoteProviders,
    private readonly records: PayoutRecords,
    private readonly outcomes: PayoutOutcomes,
  ) {}

  async receive(name: RemoteProviderName, callback: ReceivedCallback): Promise<CallbackReceipt> {
    const provider = this.remote.get(name);
    if (!provider) throw DomainError.notFound('Payout provider', name);
    const verified = await provider.verifyCallback(callback).catch((error: unknown) => {
      if (error instanceof TransientProviderError) throw new DomainError('PROVIDER_UNAVAILABLE', 'unavailable', `${name} could not be reached to verify the callback; send it again later.`);
      throw error;
    });
    if (!verified) {
      this.logger.warn(`A ${name} callback with a bad signature was refused`);
      throw new DomainError('CALLBACK_SIGNATURE_INVALID', 'unauthenticated', `The callback's signature does not verify with this deployment's ${name} webhook settings.`);
    }
    const said = await provider.callbackOutcomes(callback).catch((error: unknown) => {
      // The provider could not be asked about its own callback now: 503, and it sends the callback again later.
      if (error instanceof TransientProviderError) throw new DomainError('PROVIDER_UNAVAILABLE', 'unavailable', `${name} could not be reached to read the callback's payout; send it again later.`);
      throw error;
    });
    const ids = said.map(({ idempotencyKey }) => payoutIdOfKey(idempotencyKey));
    const instructions = await this.records.instructionsOf(this.em, ids.filter((id): id is string => id !== null));
    const results: PayoutResult[] = [];
    said.forEach(({ idempotencyKey, outcome }, index) => {
      const payoutId = ids[index];
      const instructionId = payoutId ? instructions.get(payoutId) : undefined;
      if (payoutId && instructionId) results.push({ payoutId, instructionId, outcome });
      else this.logger.warn(`A ${name} callback names ${JSON.stringify(idempotencyKey.slice(0, 80))}, no payout of ours: acknowledged, nothing to do`);
    });
    await this.outcomes.apply(results);
    return { applied: results.length, unknown: said.length - results.length };
  }
}
