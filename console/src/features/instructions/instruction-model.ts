import type { V2Components } from '../../../../clients/typescript';
import type { InstructionListSearch, InstructionStatus } from './instruction-search';

type Schemas = V2Components['schemas'];
export type Instruction = Schemas['PayoutInstructionView'];
export type Activity = Schemas['ActivityView'];
export type Upload = Schemas['UploadView'];
export type UploadRowError = Schemas['UploadRowErrorView'];
export type Payout = Schemas['PayoutView'];
export type AchTransfer = Schemas['AchTransferView'];
export type CancellationReason = Schemas['CallerCancellationReason'];
export type NotificationChannel = Schemas['NotificationChannel'];

/** Query keys, resource first, so one invalidation reaches every view of the resource. */
export const instructionKeys = {
  all: ['payout-instructions'] as const,
  list: (campaignId: string, search: InstructionListSearch) => ['payout-instructions', 'list', campaignId, search] as const,
  one: (id: string) => ['payout-instructions', id] as const,
  activity: (id: string) => ['payout-instructions', id, 'activity'] as const,
  payout: (id: string) => ['payout-instructions', id, 'payout'] as const,
  achTransfer: (id: string) => ['ach-transfers', id] as const,
  upload: (campaignId: string, uploadId: string) => ['uploads', campaignId, uploadId] as const,
  uploadErrors: (campaignId: string, uploadId: string, page: number) => ['uploads', campaignId, uploadId, 'errors', page] as const,
};

export const STATUS_LABEL: Readonly<Record<InstructionStatus, string>> = {
  Draft: 'Draft',
  Initiated: 'Initiated',
  Restored: 'Restored',
  PayoutMethodSelected: 'Method selected',
  Requested: 'Requested',
  Fulfilled: 'Fulfilled',
  Cancelled: 'Cancelled',
};

export const STATUS_COLOR: Readonly<Record<InstructionStatus, string>> = {
  Draft: 'gray',
  Initiated: 'blue',
  Restored: 'violet',
  PayoutMethodSelected: 'cyan',
  Requested: 'orange',
  Fulfilled: 'green',
  Cancelled: 'red',
};

export const CANCELLATION_REASONS: readonly { value: CancellationReason; label: string }[] = [
  { value: 'RequestedByAdministrator', label: 'Requested by an administrator' },
  { value: 'DuplicatePayment', label: 'Duplicate payment' },
  { value: 'IncorrectRecipient', label: 'Incorrect recipient' },
  { value: 'IncorrectAmount', label: 'Incorrect amount' },
  { value: 'SuspectedFraud', label: 'Suspected fraud' },
  { value: 'Other', label: 'Other' },
];

export function beneficiaryName(instruction: Pick<Instruction, 'firstName' | 'lastName'>): string | null {
  const name = [instruction.firstName, instruction.lastName].filter(Boolean).join(' ');
  return name || null;
}

export const CATEGORY_LABEL: Readonly<Record<Payout['category'], string>> = {
  GiftCard: 'Gift card',
  PrepaidCard: 'Prepaid card',
  AchBankTransfer: 'ACH bank transfer',
  DigitalWallet: 'Digital wallet',
  PaperCheck: 'Paper check',
  CheckTransfer: 'Check transfer',
};

/** Spaces in a PascalCase value, for values without a label of their own (`AchBankTransfer` → `Ach bank transfer`). */
export function humanize(value: string): string {
  return value.replace(/([a-z])([A-Z])/g, '$1 $2').replace(/^(\w)(.*)$/, (_, first: string, rest: string) => first + rest.toLowerCase());
}

/** Windows to spread a bulk action's emails over (`distributionPeriodInSeconds`). */
export const SEND_WINDOWS = [
  { value: '0', label: 'All at once' },
  { value: '3600', label: 'Over 1 hour' },
  { value: '21600', label: 'Over 6 hours' },
  { value: '86400', label: 'Over 24 hours' },
  { value: '259200', label: 'Over 3 days' },
  { value: '604800', label: 'Over 7 days' },
] as const;

/** An initiation above the approval policy's threshold answers 202 with an approval request (docs/approvals.md). */
export { isApprovalRequest } from '../approvals/approval-model';
