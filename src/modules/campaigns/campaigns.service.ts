import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { DomainError } from '../../core/errors/domain-error';
import { Campaign } from './campaign.entity';
import { todayUtc, type CampaignStatus } from './campaign-settings';

/** What funding needs to know of a campaign. */
export interface CampaignFundingTarget {
  id: string;
  fundingSourceId: string;
  status: CampaignStatus;
}

@Injectable()
export class CampaignsService {
  constructor(private readonly em: EntityManager) {}

  async require(id: string): Promise<Campaign> {
    const campaign = await this.em.findOne(Campaign, { id });
    if (!campaign) throw DomainError.notFound('Campaign', id);
    return campaign;
  }

  /** The campaign as a funding destination; 404 when it is not the caller's. */
  async getFundingTarget(id: string): Promise<CampaignFundingTarget> {
    const campaign = await this.require(id);
    return { id: campaign.id, fundingSourceId: campaign.fundingSourceId, status: campaign.statusOn(todayUtc()) };
  }
}
