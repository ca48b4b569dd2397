import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { SandboxOnly } from '../../core/auth/sandbox-only';
import { VERSION_PREFIX } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankRails } from './bank-rails';
import { ReturnAchDto } from './dto/bank-rails.dto';
import { FailPayoutDto } from './dto/fail-payout.dto';
import { PayoutsService } from './payouts.service';

const SANDBOX_ONLY = 'Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.';
const NOTHING_TO_SIMULATE = '`NO_PAYOUT_TO_SIMULATE`: the instruction has no payout on its way (none requested, or it is final already).';

/** v3 sandbox simulations of a payout provider's callbacks (docs/payouts.md, Sandbox). */
@Controller(`${VERSION_PREFIX.v3}/simulate/payout-instructions`)
@ApiTags('Sandbox simulations')
@SandboxOnly()
export class SimulatePayoutsController {
  constructor(
    private readonly payouts: PayoutsService,
    private readonly rails: BankRails,
  ) {}

  @Post(':id/\\:complete-payout')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate the provider completing a payout',
    description:
      'The instruction’s open payout completes, as its provider’s callback would say (a card is issued first): the payout is `Completed`, ' +
      'the instruction `Fulfilled`, the money moves from allocated to paid out, and a card’s `PayoutAvailableEmail` is queued. ' +
      'Useful for a wallet transfer its recipient never accepts. ' + SANDBOX_ONLY,
  })
  @ApiAcceptedResponse({ description: 'Recorded.' })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization; or any request in production.' })
  @ApiConflictResponse({ description: NOTHING_TO_SIMULATE })
  async complete(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<void> {
    await this.payouts.simulate(principal, id, { kind: 'complete' });
  }

  @Post(':id/\\:fail-payout')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate the provider failing a payout',
    description:
      'The instruction’s open payout fails with `reason`: the payout is `Failed`, the instruction `Restored` with a new claim link ' +
      '(sent by `FailureReinitiateEmail` unless the beneficiary unsubscribed), its funds still allocated. ' + SANDBOX_ONLY,
  })
  @ApiAcceptedResponse({ description: 'Recorded.' })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization; or any request in production.' })
  @ApiConflictResponse({ description: NOTHING_TO_SIMULATE })
  async fail(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: FailPayoutDto): Promise<void> {
    await this.payouts.simulate(principal, id, { kind: 'fail', reason: dto.reason });
  }

  @Post(':id/\\:settle-ach')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate the bank settling an ACH transfer',
    description:
      'The instruction’s ACH transfer, `Pending` or `Submitted`, settles now (without waiting for a batch, or the 2 minutes the sandbox bank ' +
      'takes): the transfer is `Settled`, the payout `Completed`, the instruction `Fulfilled`, and the money moves from allocated to paid out. ' +
      SANDBOX_ONLY,
  })
  @ApiAcceptedResponse({ description: 'Settled.' })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization; or any request in production.' })
  @ApiConflictResponse({ description: '`NO_PAYOUT_TO_SIMULATE`: the instruction has no ACH transfer `Pending` or `Submitted`.' })
  async settleAch(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<void> {
    await this.rails.simulateSettlement(principal, id);
  }

  @Post(':id/\\:return-ach')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate the receiving bank returning an ACH transfer',
    description:
      'The instruction’s ACH transfer is `Returned` with `returnReasonCode`. Settled already: the payout is `Returned`, its amount comes back ' +
      'from paid out to allocated (`PayoutReversed`). Not settled yet: the payout is `Failed`. Either way the instruction becomes `Restored` ' +
      'with a new claim link, sent by `FailureReinitiateEmail` unless the beneficiary unsubscribed. ' +
      SANDBOX_ONLY,
  })
  @ApiAcceptedResponse({ description: 'Returned.' })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization; or any request in production.' })
  @ApiConflictResponse({ description: '`NO_PAYOUT_TO_SIMULATE`: the instruction has no ACH transfer `Submitted` or `Settled`.' })
  async returnAch(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: ReturnAchDto): Promise<void> {
    await this.rails.simulateReturn(principal, id, dto.returnReasonCode);
  }

  @Post(':id/\\:deposit-check')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate the payee depositing a check',
    description:
      'The instruction’s printed check (`SentForPrinting` or `Mailed`) is deposited: the payout is `Completed`, the instruction `Fulfilled`, ' +
      'and the money moves from allocated to paid out. ' +
      SANDBOX_ONLY,
  })
  @ApiAcceptedResponse({ description: 'Deposited.' })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization; or any request in production.' })
  @ApiConflictResponse({ description: '`NO_PAYOUT_TO_SIMULATE`: the instruction has no printed check on its way (none requested, not printed yet, or final).' })
  async depositCheck(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<void> {
    await this.rails.simulateDeposit(principal, id);
  }
}
