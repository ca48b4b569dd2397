import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../core/database/sql';
import { currentOrganizationId } from '../../core/database/tenant-filter';
import type { InstructionStatistics } from '../campaigns';
import { PayoutInstruction } from './payout-instruction.entity';

/** What campaigns show of their instructions (`includeDetails`, the `payoutInstructionId` filter). */
@Injectable()
export class InstructionStatisticsProvider implements InstructionStatistics {
  constructor(private readonly em: EntityManager) {}

  async countsByStatus(campaignIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
    const counts = new Map<string, Record<string, number>>();
    if (campaignIds.length === 0) return counts;
    const rows = await query<{ campaign_id: string; status: string; n: string }>(
      this.em,
      `select campaign_id, status, count(*) as n from payout_instruction
       where organization_id = ? and campaign_id = any(array[?]::uuid[]) group by campaign_id, status`,
      [currentOrganizationId(this.em), campaignIds],
    );
    for (const row of rows) counts.set(row.campaign_id, { ...counts.get(row.campaign_id), [row.status]: Number(row.n) });
    return counts;
  }

  async campaignOfInstruction(instructionId: string): Promise<string | undefined> {
    return (await this.em.findOne(PayoutInstruction, { id: instructionId }, { fields: ['campaignId'] }))?.campaignId;
  }
}
