import type { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../core/database/sql';

/**
 * Locks the organization's row for the rest of the transaction: every decision about its people (who is its first
 * user, whether an Administrator remains, whether an email is already a user or invited) is taken one at a time.
 */
export async function lockOrganization(em: EntityManager, organizationId: string): Promise<void> {
  await query(em, 'select id from organization where id = ? for update', [organizationId]);
}
