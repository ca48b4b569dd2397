import { toCents } from '../../components/format';

export interface DashboardCampaign {
  received: number;
  paidOut: number;
  instructions: number;
  claimed: number;
}

export interface CampaignTotals {
  receivedCents: number;
  paidOutCents: number;
  instructions: number;
  claimed: number;
}

/** The dashboard's campaigns added up, money in integer cents. */
export function campaignTotals(campaigns: readonly DashboardCampaign[]): CampaignTotals {
  return campaigns.reduce<CampaignTotals>(
    (totals, campaign) => ({
      receivedCents: totals.receivedCents + toCents(campaign.received),
      paidOutCents: totals.paidOutCents + toCents(campaign.paidOut),
      instructions: totals.instructions + campaign.instructions,
      claimed: totals.claimed + campaign.claimed,
    }),
    { receivedCents: 0, paidOutCents: 0, instructions: 0, claimed: 0 },
  );
}
