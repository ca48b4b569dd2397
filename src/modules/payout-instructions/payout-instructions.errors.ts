import { DomainError } from '../../core/errors/domain-error';

export const PayoutInstructionErrors = {
  unsubscribed: (action: string) =>
    new DomainError('BENEFICIARY_UNSUBSCRIBED', 'invalid', `The beneficiary unsubscribed from emails, so the instruction cannot be ${action} by email.`),
  /** A 400 naming `amount`: what the client must send (a PATCH with an amount) before it can try again. */
  notReady: () =>
    new DomainError('PAYOUT_INSTRUCTION_NOT_READY', 'invalid', 'The payout instruction has no amount; set one before initiating it.', {
      errors: { amount: ['amount must be set (PATCH the instruction) before it can be initiated.'] },
    }),
  campaignNotActive: (campaignId: string) =>
    DomainError.conflict('CAMPAIGN_NOT_ACTIVE', `Campaign ${campaignId} has expired and accepts no new initiations or reminders.`),
  duplicateExternalId: (externalId: string) =>
    DomainError.conflict('DUPLICATE_EXTERNAL_ID', `Another payout instruction of the campaign already has externalId ${externalId}.`),
  notInitiable: (lists: { unknownIds: string[]; notReadyIds: string[]; unsubscribedIds: string[] }) =>
    DomainError.conflict(
      'PAYOUT_INSTRUCTIONS_NOT_INITIABLE',
      `Nothing was initiated: ${lists.unknownIds.length} unknown, ${lists.notReadyIds.length} not ready and ${lists.unsubscribedIds.length} unsubscribed instruction(s).`,
      lists,
    ),
};
