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
