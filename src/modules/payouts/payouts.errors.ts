import { DomainError } from '../../core/errors/domain-error';

export const PayoutErrors = {
  noPayout: (instructionId: string) => new DomainError('NOT_FOUND', 'not-found', `Payout instruction ${instructionId} has no payout: none was ever requested.`),
  notRestorable: (reason: string) => new DomainError('PAYOUT_NOT_RESTORABLE', 'invalid', `The payout cannot be cancelled, so the instruction cannot be restored: ${reason}`),
  nothingToSimulate: (instructionId: string, simulation: string, status: string | null) =>
    DomainError.conflict(
      'NO_PAYOUT_TO_SIMULATE',
      `Payout instruction ${instructionId} has no payout that ${simulation} applies to` + (status ? ` (its latest payout is ${status}).` : ' (none was requested).'),
      { payoutStatus: status },
    ),
  noTransferToSimulate: (instructionId: string, simulation: string, transferStatus: string | null, payoutStatus: string | null) =>
    DomainError.conflict(
      'NO_PAYOUT_TO_SIMULATE',
      `Payout instruction ${instructionId} has no ACH transfer that ${simulation} applies to` +
        (transferStatus ? ` (its latest transfer is ${transferStatus}).` : ' (none was requested).'),
      { payoutStatus },
    ),
  noMovementToSimulate: (transactionId: string, simulation: string, transferStatus: string) =>
    DomainError.conflict('NO_TRANSFER_TO_SIMULATE', `Transaction ${transactionId} has no ACH transfer that ${simulation} applies to (its transfer is ${transferStatus}).`),
  notOpen: (payoutId: string, status: string) =>
    DomainError.conflict('PAYOUT_NOT_OPEN', `Payout ${payoutId} is ${status}: only a payout still on its way can be failed.`, { payoutStatus: status }),
  alreadyRequested: () => DomainError.conflict('PAYOUT_ALREADY_REQUESTED', 'A payout of this instruction is already on its way.'),
};
