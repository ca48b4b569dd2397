import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { centsToAmount } from '../../../core/money/money';
import { PayoutMethodCategory } from '../../payout-methods';
import { PayoutStatus } from '../payout-state';
import type { PayoutRecord } from '../payouts.service';
import type { CardCredentials, PayoutDetails } from '../providers/payout-provider';

export class MailingAddressView {
  @ApiProperty({ example: '1 Main St' }) line1!: string;
  @ApiPropertyOptional({ example: 'Apt 2' }) line2?: string;
  @ApiProperty({ example: 'Springfield' }) city!: string;
  @ApiProperty({ example: 'IL', description: 'Two-letter USPS code of a US state, DC or territory.' }) state!: string;
  @ApiProperty({ example: '62701', description: '5-digit ZIP or ZIP+4 (`62701-1234`).' }) postalCode!: string;
}

/** What the beneficiary gave for the method; only the fields it asks for are present. */
export class PayoutDetailsView {
  @ApiPropertyOptional({ format: 'email' }) email?: string;
  @ApiPropertyOptional({ example: '+12025550143', description: 'US number in E.164.' }) phoneNumber?: string;
  @ApiPropertyOptional({ example: 'Ada Lovelace' }) fullName?: string;
  @ApiPropertyOptional({ example: '1990-**-**', description: 'Masked but for the year.' }) dateOfBirth?: string;
  @ApiPropertyOptional({ type: MailingAddressView }) mailingAddress?: MailingAddressView;
  @ApiPropertyOptional({ example: '*****0021', description: 'Masked: the last 4 digits.' }) bankRoutingNumber?: string;
  @ApiPropertyOptional({ example: '********6789', description: 'Masked: the last 4 digits.' }) bankAccountNumber?: string;
  @ApiPropertyOptional({ enum: ['Checking', 'Savings'] }) bankAccountType?: 'Checking' | 'Savings';
}

/** A gift or prepaid card once issued. */
export class PayoutCardView {
  @ApiProperty({ example: 'ABCD-EFGH-JKLM-NPQR', description: 'In full to the beneficiary; masked but for its last 4 characters to the organization.' }) code!: string;
  @ApiProperty({ type: String, nullable: true, example: '4821', description: 'In full to the beneficiary; masked to the organization; null when the card has none.' })
  pin!: string | null;
  @ApiProperty({ type: String, nullable: true, format: 'uri', description: 'Where the beneficiary redeems the card; null in the organization’s read.' })
  redemptionUrl!: string | null;
}

/** A payout (docs/payouts.md): created when the beneficiary requests one, then moved on by its provider. */
export class PayoutView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ format: 'uuid' }) payoutInstructionId!: string;
  @ApiProperty({ format: 'uuid' }) payoutMethodId!: string;
  @ApiProperty({ enum: PayoutMethodCategory, enumName: 'PayoutMethodCategory' }) category!: PayoutMethodCategory;
  @ApiProperty({ type: 'number', example: 25, description: 'Dollars.' }) amount!: number;
  @ApiProperty({
    enum: PayoutStatus,
    enumName: 'PayoutStatus',
    description: '`Pending` (waiting for its rail), `Processing` (at the provider), `SentForPrinting` and `Mailed` (checks), `Completed`, `Failed`, `Cancelled`, `Returned`.',
  })
  status!: PayoutStatus;
  @ApiProperty({ format: 'date-time' }) requestedOn!: string;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) completedOn!: string | null;
  @ApiProperty({ type: String, nullable: true }) failureReason!: string | null;
  @ApiProperty({ type: PayoutDetailsView, description: 'What the method needed, masked (account numbers as their last 4 digits).' }) details!: PayoutDetailsView;
  @ApiProperty({ type: PayoutCardView, nullable: true, description: 'A gift or prepaid card once issued; null before, and for other categories.' })
  card!: PayoutCardView | null;
  @ApiProperty({ type: String, format: 'uuid', nullable: true, description: 'The ACH transfer of an `AchBankTransfer` payout.' }) achTransferId!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The number of a check once printed.' }) checkNumber!: string | null;

  /** `audience`: the beneficiary sees their card in full; the organization sees it masked. */
  static of({ payout, details, credentials }: PayoutRecord, audience: 'beneficiary' | 'organization'): PayoutView {
    return {
      id: payout.id,
      payoutInstructionId: payout.payoutInstructionId,
      payoutMethodId: payout.payoutMethodId,
      category: payout.category,
      amount: centsToAmount(payout.amountCents),
      status: payout.status,
      requestedOn: payout.requestedOn.toISOString(),
      completedOn: payout.completedOn?.toISOString() ?? null,
      failureReason: payout.failureReason ?? null,
      details: maskDetails(details),
      card: credentials ? (audience === 'beneficiary' ? { ...credentials } : maskCard(credentials)) : null,
      achTransferId: payout.achTransferId ?? null,
      checkNumber: payout.checkNumber ?? null,
    };
  }
}

/**
 * A payout in the organization's list (`GET /payouts`): the payout as `GET /payout-instructions/{id}/payout` shows it
 * (masked the same way), with the campaign it pays from.
 */
export class PayoutListItemView extends PayoutView {
  @ApiProperty({ format: 'uuid', description: 'The campaign of the payout’s instruction.' }) campaignId!: string;

  static ofOrganization(record: PayoutRecord): PayoutListItemView {
    const { id, payoutInstructionId, ...rest } = PayoutView.of(record, 'organization');
    return { id, payoutInstructionId, campaignId: record.payout.campaignId, ...rest };
  }
}

/** `123456789` → `*****6789`: enough to recognise, too little to use; four digits or fewer are hidden whole. */
export const lastFour = (value: string): string => (value.length <= 4 ? '*'.repeat(value.length) : '*'.repeat(value.length - 4) + value.slice(-4));

/** What an organization or a page may show of a beneficiary's details: bank numbers by their last four digits, a date of birth by its year. */
export function maskDetails(details: PayoutDetails): PayoutDetailsView {
  const masked: PayoutDetailsView = { ...details };
  if (details.mailingAddress) masked.mailingAddress = { ...details.mailingAddress };
  if (details.dateOfBirth) masked.dateOfBirth = `${details.dateOfBirth.slice(0, 4)}-**-**`;
  if (details.bankRoutingNumber) masked.bankRoutingNumber = lastFour(details.bankRoutingNumber);
  if (details.bankAccountNumber) masked.bankAccountNumber = lastFour(details.bankAccountNumber);
  return masked;
}

function maskCard(credentials: CardCredentials): PayoutCardView {
  return { code: lastFour(credentials.code), pin: credentials.pin === null ? null : '*'.repeat(credentials.pin.length), redemptionUrl: null };
}
