import { Get, HttpCode, Post, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { PayoutInstructionView } from '../payout-instructions';
import { ListPayoutsQuery } from './dto/list-payouts.query';
import { PayoutListItemView, PayoutView } from './dto/payout.view';
import { PayoutsService } from './payouts.service';
import { AuditName } from '../../core/audit/audit-decorators';

/** The payout side of a payout instruction, for the organization: its payout, and restoring an unprocessed one. */
@VersionedController('payout-instructions', 'Payout instructions')
@ApiExtraModels(PayoutView, PayoutInstructionView)
@AuditName('payoutInstructions')
export class InstructionPayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @Get(':id/payout')
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({
    summary: 'The payout of a payout instruction',
    description:
      'The instruction’s latest payout, whatever its status: created when the beneficiary requested it. Details are masked ' +
      '(account numbers as their last 4 digits, a date of birth but for its year); a card’s code and PIN are masked too, and its redemption link left out.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(PayoutView) } })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization, or it never had a payout.' })
  async payout(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<PayoutView> {
    return PayoutView.of(await this.payouts.latestOfOrganization(principal, id), 'organization');
  }

  @Post(':id/\\:try-restore')
  @HttpCode(200)
  @RequireScopes('payoutInstructions:tryRestore')
  @ApiOperation({
    summary: 'Try to restore after an unprocessed payment',
    description:
      'Requested → Restored: the payout not processed yet (a wallet transfer its recipient has not accepted) is cancelled at its provider; ' +
      'the instruction gets a new claim link by `FailureReinitiateEmail` (unless the beneficiary unsubscribed) and its funds stay allocated.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(PayoutInstructionView) } })
  @ApiBadRequestResponse({ description: '`PAYOUT_NOT_RESTORABLE`: the provider already paid it, or its rail cannot take it back.' })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization.' })
  @ApiConflictResponse({ description: '`INVALID_PAYOUT_INSTRUCTION_STATE`: the instruction is not `Requested` (a completed payout made it `Fulfilled`).' })
  async tryRestore(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<PayoutInstructionView> {
    return PayoutInstructionView.of(await this.payouts.tryRestore(principal, id));
  }
}

/** The organization's payouts across its campaigns (docs/payouts.md, Listing), for the console and integrators. */
@VersionedController('payouts', 'Payouts')
@ApiExtraModels(PayoutListItemView)
export class PayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

  @Get()
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({
    summary: 'List the organization’s payouts',
    description:
      'Every payout of the organization, newest request first (the id breaks ties), each as `GET /payout-instructions/{id}/payout` shows it ' +
      '(details and cards masked) with its `campaignId`. An instruction may have several (a failed payout, then a new claim). ' +
      'Filters: `status` (repeat it for several: `?status=Failed&status=Returned`), `category`, `campaignId`, and `requestedFrom` and ' +
      '`requestedTo` (both included, to the millisecond).',
  })
  @ApiOkResponse({ schema: pagedSchema(PayoutListItemView) })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: an unknown status or category, a malformed campaignId or date-time, a bad page.' })
  async list(@CurrentPrincipal() principal: Principal, @Query() query: ListPayoutsQuery): Promise<Page<PayoutListItemView>> {
    const page = await this.payouts.pageOfOrganization(principal, query);
    return { ...page, data: page.data.map((record) => PayoutListItemView.ofOrganization(record)) };
  }
}
