/**
 * What campaigns need to know of payout instructions, provided by the payout-instructions module (which depends on
 * campaigns, so the dependency is inverted here). Absent until that module is loaded: then there are none.
 */
export interface InstructionStatistics {
  /** Instruction counts per status, per campaign, for the caller's organization. */
  countsByStatus(campaignIds: readonly string[]): Promise<Map<string, Record<string, number>>>;
  /** The campaign of an instruction of the caller's organization, if there is one. */
  campaignOfInstruction(instructionId: string): Promise<string | undefined>;
}

export const INSTRUCTION_STATISTICS = Symbol('INSTRUCTION_STATISTICS');
