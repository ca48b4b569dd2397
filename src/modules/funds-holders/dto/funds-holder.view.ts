import { ApiProperty } from '@nestjs/swagger';
import { BankAccountView, maskNumber, type BankAccount } from '../../bank-accounts';
import { FundsHolderStatus, FundsHolderType, fundsHolderStatus, type FundsHolder, type FundsHolderAttachment } from '../funds-holder.entity';

export class FundsHolderView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() name!: string;
  @ApiProperty({ enum: FundsHolderType, enumName: 'FundsHolderType' }) type!: FundsHolderType;
  @ApiProperty({ enum: FundsHolderStatus, enumName: 'FundsHolderStatus', description: '`Pending` until its bank account is open.' }) status!: FundsHolderStatus;
  @ApiProperty({ format: 'date-time' }) createdOn!: string;
  @ApiProperty({ format: 'date-time' }) updatedOn!: string;

  static of(holder: FundsHolder, accounts: readonly BankAccount[]): FundsHolderView {
    return {
      id: holder.id,
      name: holder.name,
      type: holder.type,
      status: fundsHolderStatus(accounts.map((a) => a.status)),
      createdOn: holder.createdOn.toISOString(),
      updatedOn: holder.updatedOn.toISOString(),
    };
  }
}

export class BankingDetailsView {
  @ApiProperty({ format: 'uuid' }) bankAccountId!: string;
  @ApiProperty() bankName!: string;
  @ApiProperty({ example: '*****0004' }) routingNumber!: string;
  @ApiProperty({ example: '********1234' }) accountNumber!: string;
  @ApiProperty({ example: 'USD' }) currency!: string;
}

export class AttachmentView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty() fileName!: string;
  @ApiProperty() contentType!: string;
  @ApiProperty() sizeBytes!: number;
  @ApiProperty({ format: 'date-time' }) uploadedOn!: string;
}

export class FundsHolderDetailView extends FundsHolderView {
  @ApiProperty({ type: BankingDetailsView, nullable: true, description: 'The open bank account that receives funding; null while pending.' })
  bankingDetails!: BankingDetailsView | null;
  @ApiProperty({ type: [BankAccountView] }) bankAccounts!: BankAccountView[];
  @ApiProperty({ type: [AttachmentView] }) attachments!: AttachmentView[];

  static detail(holder: FundsHolder, accounts: readonly BankAccount[], accountViews: readonly BankAccountView[], attachments: readonly FundsHolderAttachment[]): FundsHolderDetailView {
    const open = accounts.find((a) => a.status === 'Active');
    return {
      ...FundsHolderView.of(holder, accounts),
      bankingDetails: open
        ? { bankAccountId: open.id, bankName: open.bankName ?? '', routingNumber: maskNumber(open.routingNumber) ?? '', accountNumber: maskNumber(open.accountNumber) ?? '', currency: open.currency }
        : null,
      bankAccounts: [...accountViews],
      attachments: attachments.map((a) => ({ id: a.id, fileName: a.fileName, contentType: a.contentType, sizeBytes: Number(a.sizeBytes), uploadedOn: a.createdOn.toISOString() })),
    };
  }
}
