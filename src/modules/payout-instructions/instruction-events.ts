import type { EntityManager } from '@mikro-orm/postgresql';
import { eventsOf, recordEvents } from '../../core/events';
import type { PayoutInstruction } from './payout-instruction.entity';

/**
 * An instruction's status change as a domain event (docs/events.md), recorded in the transaction of the change; no
 * event when the status stayed.
 */
export async function recordStatusChange(em: EntityManager, instruction: Pick<PayoutInstruction, 'id' | 'organizationId' | 'status'>, previousStatus: string): Promise<void> {
  if (previousStatus === instruction.status) return;
  await recordEvents(em, [
    { type: 'PayoutInstructionStatusChanged', organizationId: instruction.organizationId, data: { payoutInstructionId: instruction.id, previousStatus, status: instruction.status } },
  ]);
}

/**
 * The same for a set-based statement, as one more branch of its CTE: `source` has `organization_id`, and the other
 * arguments are SQL expressions over it (a column, or a `literal()` of the state machine).
 */
export const statusChangesOf = (source: string, columns: { id: string; previousStatus: string; status: string }, where = ''): string =>
  eventsOf('PayoutInstructionStatusChanged', source, { payoutInstructionId: columns.id, previousStatus: columns.previousStatus, status: columns.status }, where);
