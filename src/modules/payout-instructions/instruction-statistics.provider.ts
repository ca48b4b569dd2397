import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { currentOrganizationId } from '../../core/database/tenant-filter';
import type { InstructionStatistics } from '../campaigns';
import { InstructionTallies } from './instruction-tallies';
import { PayoutInstruction } from './payout-instruction.entity';

/** What campaigns show of their instructions (`includeDetails`, the `payoutInstructionId` filter). */
@Injectable()
export class InstructionStatisticsProvider implements InstructionStatistics {
  constructor(
    private readonly em: EntityManager,
    private readonly tallies: InstructionTallies,
  ) {}

  /** From the tallies (docs/reports.md): a few rows a campaign, whatever its size. */
  countsByStatus(campaignIds: readonly string[]): Promise<Map<string, Record<string, number>>> {
    return this.tallies.countsByStatus(currentOrganizationId(this.em), campaignIds);
  }

  async campaignOfInstruction(instructionId: string): Promise<string | undefined> {
    return (await this.em.findOne(PayoutInstruction, { id: instructionId }, { fields: ['campaignId'] }))?.campaignId;
  }
}
