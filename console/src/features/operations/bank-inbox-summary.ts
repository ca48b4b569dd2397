import type { V2Components } from '../../../../clients/typescript';

export type InboundFile = V2Components['schemas']['BankInboundFileView'];

/** One line saying what an applied file did (docs/bank-files-in.md); a statement's paid checks only when it had some. */
export function summaryOf(file: Pick<InboundFile, 'kind' | 'summary'>): string {
  const s = file.summary;
  if (file.kind === 'NachaReturns') return `${s.returned ?? 0} of ${s.returns ?? 0} returns applied, ${s.notificationsOfChangeRecorded ?? 0} NOCs recorded`;
  if (!file.kind) return '';
  const credits = `${s.funded ?? 0} credits funded (${s.attributed ?? 0} to a campaign, ${s.unattributed ?? 0} to tag), ${s.alreadyReceived ?? 0} seen before`;
  if (!s.paidChecks) return credits;
  const differing = s.checksAmountDiffers?.length ?? 0;
  return `${credits}; ${s.checksPaid ?? 0} of ${s.paidChecks} paid checks completed${differing ? `, ${differing} paid for another amount (to check)` : ''}`;
}
