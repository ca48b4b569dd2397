import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankRails } from './bank-rails';
import { TriggeredTransfersView, TriggerTransfersDto } from './dto/bank-rails.dto';
import { FailPayoutDto } from './dto/fail-payout.dto';
import { PayoutView } from './dto/payout.view';
import { PayoutsService } from './payouts.service';

/** Operators' levers on the bank rails and stuck payouts (docs/bank-rails.md), for the caller's organization. */
@VersionedController('admin', 'Administration')
@ApiExtraModels(TriggeredTransfersView, PayoutView)
export class AdminTransfersController {
  constructor(
    private readonly rails: BankRails,
    private readonly payouts: PayoutsService,
  ) {}

  @Post('transfers/\\:trigger')
  @HttpCode(202)
  @RequireScopes('admin:triggerTransfer')
  @ApiOperation({
    summary: 'Run the next ACH batch or check print run now',
    description:
      '`AchBatch` writes the organization’s pending ACH transfers into one NACHA file and marks them `Submitted`; `CheckPrintRun` gives the ' +
      'organization’s waiting checks their numbers, prints them into one PDF and marks them `SentForPrinting`. Answers how many it took (0 when none waited).',
  })
  @ApiAcceptedResponse({ schema: { $ref: getSchemaPath(TriggeredTransfersView) } })
  async trigger(@CurrentPrincipal() principal: Principal, @Body() dto: TriggerTransfersDto): Promise<TriggeredTransfersView> {
    return { count: await this.rails.trigger(principal, dto.kind) };
  }

  @Post('payouts/:id/\\:fail-permanently')
  @HttpCode(200)
  @RequireScopes('admin:failPermanently')
  @ApiOperation({
    summary: 'Fail a payout stuck on its way',
    description:
      'The payout becomes `Failed` with `reason` (its ACH transfer `Cancelled` unless the bank settled it); the instruction becomes `Restored` ' +
      'with a new claim link, sent by `FailureReinitiateEmail` unless the beneficiary unsubscribed; its funds stay allocated.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(PayoutView) } })
  @ApiNotFoundResponse({ description: 'No such payout in the organization.' })
  @ApiConflictResponse({ description: '`PAYOUT_NOT_OPEN`: the payout is final already (completed, failed, cancelled or returned).' })
  async failPermanently(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: FailPayoutDto): Promise<PayoutView> {
    const payout = await this.rails.failPermanently(principal, id, dto.reason);
    return PayoutView.of(await this.payouts.recordOf(payout), 'organization');
  }
}
