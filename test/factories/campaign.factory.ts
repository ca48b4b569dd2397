import type { MikroORM } from '@mikro-orm/postgresql';
import { newId } from '../../src/core/database/base.entity';

export interface CampaignRowOverrides {
  name?: string;
  expiryDate?: string;
  payoutMethods?: { payoutMethodId: string; isDisabled: boolean; disableReason: string | null }[];
}

/**
 * A campaign row written straight to the database, for tests of other contexts that need one to exist. The
 * organization and funds holder must exist already (make one request with the organization's token first).
 */
export async function insertCampaign(orm: MikroORM, organizationId: string, fundingSourceId: string, overrides: CampaignRowOverrides = {}): Promise<string> {
  const id = newId();
  await orm.em.getConnection().execute(
    `insert into campaign (id, organization_id, funding_source_id, name, expiry_date, payout_methods)
     values (?, ?, ?, ?, ?, ?::jsonb)`,
    [id, organizationId, fundingSourceId, overrides.name ?? 'Spring study', overrides.expiryDate ?? '2099-12-31', JSON.stringify(overrides.payoutMethods ?? [])],
  );
  return id;
}
