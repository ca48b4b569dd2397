import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { CampaignsService } from '../../campaigns';
import { PayoutRecords } from '../payout-records';
import { payoutIdOfKey } from './payout-provider';

/** What a real provider may read of ours about a payout it is asked about by key (docs/providers.md): its campaign's name (a check's memo). */
@Injectable()
export class ProviderLookups {
  constructor(
    private readonly em: EntityManager,
    private readonly records: PayoutRecords,
    private readonly campaigns: CampaignsService,
  ) {}

  /** The name of the payout's campaign; undefined for a key not ours. */
  async campaignNameOf(idempotencyKey: string): Promise<string | undefined> {
    const id = payoutIdOfKey(idempotencyKey);
    const payout = id ? await this.records.find(this.em.fork(), id) : null;
    return payout ? (await this.campaigns.namesOf([payout.campaignId])).get(payout.campaignId) : undefined;
  }
}
