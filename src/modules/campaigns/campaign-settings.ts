/** Vocabulary shared by campaigns and campaign drafts. */
export enum CampaignStatus {
  Active = 'Active',
  Expired = 'Expired',
}

export enum AutomaticReminders {
  None = 'None',
  Daily = 'Daily',
  Every3Days = 'Every3Days',
  Weekly = 'Weekly',
}


/** Today's calendar date in UTC, the zone every campaign date is read in. */
export const todayUtc = (now: Date = new Date()): string => now.toISOString().slice(0, 10);

/** The calendar date before today's, in UTC: the latest expiry date of a campaign that has expired. */
export const yesterdayUtc = (now: Date = new Date()): string => todayUtc(new Date(now.getTime() - 86_400_000));
