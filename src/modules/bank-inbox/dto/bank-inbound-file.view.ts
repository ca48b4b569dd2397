import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import type { BankInboundFileRow } from '../bank-inbound-files';
import { BankInboundFileStatus } from '../bank-inbound-files';

class NotApplicableReturnView {
  @ApiProperty({ example: '021000020000001' }) traceNumber!: string;
  @ApiProperty({ example: 'Returned', description: 'The transfer’s status, to which a return no longer applies.' }) status!: string;
}

class RefusedCreditView {
  @ApiProperty({ example: 'BANKREF-1' }) bankReference!: string;
  @ApiProperty() reason!: string;
}

class PaidCheckAmountView {
  @ApiProperty({ example: '100042' }) checkNumber!: string;
  @ApiProperty({ example: 2500, type: 'integer', description: 'The amount the check was issued for, in cents.' }) issuedCents!: number;
  @ApiProperty({ example: 25000, type: 'integer', description: 'The amount the bank paid, in cents.' }) paidCents!: number;
}

class PaidCheckNotApplicableView {
  @ApiProperty({ example: '100042' }) checkNumber!: string;
  @ApiProperty({ example: 'Completed', description: 'The payout’s status, which a paid check no longer moves.' }) status!: string;
}

/** What an applied file did (docs/bank-files-in.md); the members of its kind only. Empty for a quarantined file. */
export class BankInboundFileSummaryView {
  @ApiPropertyOptional({ type: 'integer', description: 'Returns file: return entries in the file.' }) returns?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Returns file: transfers returned by it.' }) returned?: number;
  @ApiPropertyOptional({ type: [String], description: 'Returns file: trace numbers of returns naming no transfer of ours.' }) returnsUnknown?: string[];
  @ApiPropertyOptional({ type: [NotApplicableReturnView], description: 'Returns file: returns of transfers already returned or cancelled.' })
  returnsNotApplicable?: NotApplicableReturnView[];
  @ApiPropertyOptional({ type: 'integer', description: 'Returns file: NOC entries in the file.' }) notificationsOfChange?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Returns file: NOCs recorded on their transfers.' }) notificationsOfChangeRecorded?: number;
  @ApiPropertyOptional({ type: [String], description: 'Returns file: trace numbers of NOCs naming no transfer of ours.' }) notificationsOfChangeUnknown?: string[];
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: booked USD credits in it.' }) credits?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: debits and other entries that are not funding.' }) ignoredEntries?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: credits that became funding transfers now.' }) funded?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: of those, attributed to a campaign by its funding reference.' }) attributed?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: of those, left unattributed for an operator to tag.' }) unattributed?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: credits funded before (the same bank reference in an earlier statement).' }) alreadyReceived?: number;
  @ApiPropertyOptional({ type: [String], description: 'Statement: bank references of credits to an account number no Active bank account has.' }) unknownAccounts?: string[];
  @ApiPropertyOptional({ type: [RefusedCreditView], description: 'Statement: credits not funded, with why.' }) refused?: RefusedCreditView[];
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: checks it says the bank paid (docs/bank-files-in.md, Paid checks).' }) paidChecks?: number;
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: of those, checks whose payouts completed now.' }) checksPaid?: number;
  @ApiPropertyOptional({ type: [String], description: 'Statement: numbers of paid checks that are none of ours.' }) checksUnknown?: string[];
  @ApiPropertyOptional({ type: [PaidCheckAmountView], description: 'Statement: checks paid for another amount than issued, left open for an operator.' })
  checksAmountDiffers?: PaidCheckAmountView[];
  @ApiPropertyOptional({ type: [PaidCheckNotApplicableView], description: 'Statement: paid checks whose payouts were no longer printed or mailed.' })
  checksNotApplicable?: PaidCheckNotApplicableView[];
  @ApiPropertyOptional({ type: 'integer', description: 'Statement: checks paid from accounts other than CHECK_ACCOUNT_NUMBER, not ours.' }) checksOnOtherAccounts?: number;
}

export class BankInboundFileView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ example: 'RETURNS_20261128.txt', description: 'The file’s name on the bank’s server (or as handed in).' }) name!: string;
  @ApiProperty({ type: String, nullable: true, enum: ['NachaReturns', 'Camt053', 'Bai2'], description: 'null when the file is of no kind we read.' })
  kind!: 'NachaReturns' | 'Camt053' | 'Bai2' | null;
  @ApiProperty({ enum: BankInboundFileStatus, enumName: 'BankInboundFileStatus', description: '`Applied` in one transaction, or `Quarantined`: nothing applied (see `error`).' })
  status!: BankInboundFileStatus;
  @ApiProperty({ type: String, nullable: true, example: 'line 4: return reason code (positions 4-6) must be R01-R85: "R99"', description: 'Where the file is malformed and how; null when applied.' })
  error!: string | null;
  @ApiProperty({ type: BankInboundFileSummaryView }) summary!: BankInboundFileSummaryView;
  @ApiProperty({ type: 'integer', minimum: 0 }) sizeBytes!: number;
  @ApiProperty({ example: '9f86d081884c7d659a2feaa0c55ad015a3bf4f1b2b0b822cd15d6c15b0f00a08', description: 'SHA-256 of the file as received: a file is applied once.' })
  sha256!: string;
  @ApiProperty({ format: 'date-time' }) receivedOn!: string;

  static of(row: BankInboundFileRow): BankInboundFileView {
    return {
      id: row.id,
      name: row.name,
      kind: row.kind as BankInboundFileView['kind'],
      status: row.status,
      error: row.error,
      summary: row.summary as BankInboundFileSummaryView,
      sizeBytes: Number(row.size_bytes),
      sha256: row.sha256,
      receivedOn: new Date(row.received_on).toISOString(),
    };
  }
}
