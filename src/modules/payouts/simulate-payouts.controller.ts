import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { SandboxOnly } from '../../core/auth/sandbox-only';
import { VERSION_PREFIX } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { FailPayoutDto } from './dto/fail-payout.dto';
import { PayoutsService } from './payouts.service';

const SANDBOX_ONLY = 'Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.';
const NOTHING_TO_SIMULATE = '`NO_PAYOUT_TO_SIMULATE`: the instruction has no payout on its way (none requested, or it is final already).';

/** v3 sandbox simulations of a payout provider's callbacks (docs/payouts.md, Sandbox). */
@Controller(`${VERSION_PREFIX.v3}/simulate/payout-instructions`)
@ApiTags('Sandbox simulations')
@SandboxOnly()
export class SimulatePayoutsController {
  constructor(private readonly payouts: PayoutsService) {}

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
}
