import { Body, Controller, Get, HttpCode, Post, Query, Res } from '@nestjs/common';
import type { Response } from 'express';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiTags,
  getSchemaPath,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { versionedPaths } from '../../core/http/api-version';
import { pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { MoveMoneyDto, TransactionsQuery } from './dto/money-movement.dto';
import { TransactionAcceptedView, TransactionView } from './dto/transaction.view';
import { OutgoingMoney } from './outgoing-money';
import { answerOrApproval, ApprovalRequestView, orApprovalSchema, WAITS_FOR_APPROVAL } from '../approvals';

const ACCEPTED = { description: `The transaction; or an approval request. ${WAITS_FOR_APPROVAL}`, schema: orApprovalSchema(getSchemaPath(TransactionAcceptedView)) };
const own = (accepted: TransactionAcceptedView): TransactionAcceptedView => accepted;
import { TransactionsService } from './transactions.service';
import { AuditName } from '../../core/audit/audit-decorators';

const LISTING =
  'Newest first. Credits less debits is the balance at every moment: a transaction is money that moved (an `InternalTransfer` is a ' +
  'payout leaving once it completed; a withdrawal or refund leaves at once and travels `Pending`, `Submitted`, `Completed`; money that ' +
  'comes back is a credit of its own, and its original reads `Returned`). With `aggregate=true`, `InternalTransfer` transactions are ' +
  'summed per UTC day and status into one row (`id` null, `count` how many); other types stay individual.';
const LEAVES =
  'The balance drops at once, in one transaction with the statement line; the money leaves as an ACH credit in the next ACH batch. A ' +
  'credit the receiving bank returns comes back where it left. Send an `Idempotency-Key`: a repeat answers the first answer and moves nothing.';

@Controller()
@ApiTags('Bank accounts')
@ApiExtraModels(TransactionView, TransactionAcceptedView, ApprovalRequestView)
@AuditName('bankAccounts')
export class BankAccountMoneyController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly outgoing: OutgoingMoney,
  ) {}

  @Get(versionedPaths('bank-accounts/:id/transactions'))
  @RequireScopes('bankAccounts:view')
  @ApiOperation({ summary: 'List the transactions of a bank account', description: `Every movement of the account’s money, whatever its campaign. ${LISTING}` })
  @ApiOkResponse({ schema: pagedSchema(TransactionView) })
  @ApiBadRequestResponse({ description: 'Validation problem: an unknown `filterByTransactionType`, a malformed `aggregate` or page.' })
  @ApiNotFoundResponse({ description: 'No such bank account in the organization.' })
  list(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Query() query: TransactionsQuery): Promise<Page<TransactionView>> {
    return this.transactions.ofBankAccount(principal, id, query);
  }

  @Post(versionedPaths('bank-accounts/:id/\\:withdraw'))
  @HttpCode(202)
  @RequireScopes('admin:triggerTransfer')
  @ApiOperation({ summary: 'Withdraw money from a bank account', description: `Money on the account that no campaign has been given goes to one of its withdrawal accounts. ${LEAVES}` })
  @ApiAcceptedResponse(ACCEPTED)
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a malformed `withdrawalAccountId`, or an `amount` that is not a positive amount of at most 99,999,999.99.' })
  @ApiNotFoundResponse({ description: 'No such bank account in the organization, or no such withdrawal account of it.' })
  @ApiConflictResponse({ description: '`INSUFFICIENT_FUNDS`: the money attributed to no campaign cannot cover the amount; nothing moved.' })
  async withdraw(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('id') id: string,
    @Body() dto: MoveMoneyDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TransactionAcceptedView | ApprovalRequestView> {
    return answerOrApproval(await this.outgoing.withdraw(principal, id, dto), response, own);
  }
}

@Controller()
@ApiTags('Campaigns')
@ApiExtraModels(TransactionView, TransactionAcceptedView, ApprovalRequestView)
@AuditName('campaigns')
export class CampaignMoneyController {
  constructor(
    private readonly transactions: TransactionsService,
    private readonly outgoing: OutgoingMoney,
  ) {}

  @Get(versionedPaths('campaigns/:id/transactions'))
  @RequireScopes('campaigns:view')
  @ApiOperation({ summary: 'List the transactions of a campaign', description: `The movements tagged with the campaign: its funding, payouts, refunds and returns. ${LISTING}` })
  @ApiOkResponse({ schema: pagedSchema(TransactionView) })
  @ApiBadRequestResponse({ description: 'Validation problem: an unknown `filterByTransactionType`, a malformed `aggregate` or page.' })
  @ApiNotFoundResponse({ description: 'No such campaign in the organization.' })
  list(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Query() query: TransactionsQuery): Promise<Page<TransactionView>> {
    return this.transactions.ofCampaign(principal, id, query);
  }

  @Post(versionedPaths('campaigns/:campaignId/\\:refund'))
  @HttpCode(202)
  @RequireScopes('admin:triggerTransfer')
  @ApiOperation({
    summary: 'Refund a campaign’s unallocated money',
    description: `The campaign’s unallocated money goes to a withdrawal account of the campaign, or of the bank account holding its money. ${LEAVES}`,
  })
  @ApiAcceptedResponse(ACCEPTED)
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a malformed `withdrawalAccountId`, or an `amount` that is not a positive amount of at most 99,999,999.99.' })
  @ApiNotFoundResponse({ description: 'No such campaign in the organization, or no such withdrawal account of it or of its bank account.' })
  @ApiConflictResponse({ description: '`INSUFFICIENT_DISTRIBUTION_BALANCE`: the unallocated balance cannot cover the amount; nothing moved.' })
  async refund(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('campaignId') campaignId: string,
    @Body() dto: MoveMoneyDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<TransactionAcceptedView | ApprovalRequestView> {
    return answerOrApproval(await this.outgoing.refund(principal, campaignId, dto), response, own);
  }
}
