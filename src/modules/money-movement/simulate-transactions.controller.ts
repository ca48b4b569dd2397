import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { SandboxOnly } from '../../core/auth/sandbox-only';
import { VERSION_PREFIX } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankRails, ReturnAchDto } from '../payouts';

const SANDBOX_ONLY = 'Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.';
const NOT_APPLICABLE = '`NO_TRANSFER_TO_SIMULATE`: the transaction’s ACH transfer is past what the simulation applies to.';
const UNKNOWN = 'No withdrawal or refund with this transaction id in the organization; or any request in production.';

/** v3 sandbox simulations of the bank's answers to a withdrawal's or refund's ACH credit (docs/money-movement.md). */
@Controller(`${VERSION_PREFIX.v3}/simulate/transactions`)
@ApiTags('Sandbox simulations')
@SandboxOnly()
export class SimulateTransactionsController {
  constructor(private readonly rails: BankRails) {}

  @Post(':id/\\:settle-ach')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({ summary: 'Simulate the bank settling a withdrawal or refund', description: `Its ACH transfer settles now, whether or not a batch took it yet; the transaction reads \`Completed\`. ${SANDBOX_ONLY}` })
  @ApiAcceptedResponse({ description: 'Recorded.' })
  @ApiNotFoundResponse({ description: UNKNOWN })
  @ApiConflictResponse({ description: NOT_APPLICABLE })
  async settle(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<void> {
    await this.rails.simulateMovementSettlement(principal, id);
  }

  @Post(':id/\\:return-ach')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate the receiving bank returning a withdrawal or refund',
    description: `The money comes back where it left (a credit of the same type; the original reads \`Returned\`). The transfer must be \`Submitted\` or \`Settled\`. ${SANDBOX_ONLY}`,
  })
  @ApiAcceptedResponse({ description: 'Recorded.' })
  @ApiNotFoundResponse({ description: UNKNOWN })
  @ApiConflictResponse({ description: NOT_APPLICABLE })
  async return(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: ReturnAchDto): Promise<void> {
    await this.rails.simulateMovementReturn(principal, id, dto.returnReasonCode);
  }
}
