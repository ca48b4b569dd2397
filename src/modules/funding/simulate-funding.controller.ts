import { Body, Controller, HttpCode, Post } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiConflictResponse,
  ApiExtraModels,
  ApiNotFoundResponse,
  ApiOperation,
  ApiTags,
  ApiUnprocessableEntityResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { SandboxOnly } from '../../core/auth/sandbox-only';
import { VERSION_PREFIX } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { amountToCents } from '../../core/money/money';
import { FundingTransferView } from './dto/funding-transfer.view';
import { ReceiveAchDto } from './dto/receive-ach.dto';
import { FundingService } from './funding.service';

const SANDBOX_ONLY = 'Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.';

/** v3 sandbox simulations of the outside world: not a versioned controller, v3 only (docs/api-conventions.md). */
@Controller(`${VERSION_PREFIX.v3}/simulate`)
@ApiTags('Sandbox simulations')
@ApiExtraModels(FundingTransferView)
@SandboxOnly()
export class SimulateFundingController {
  constructor(private readonly funding: FundingService) {}

  // `\\:` is a literal colon for path-to-regexp 8 (a bare `:` starts a parameter).
  @Post('bank-accounts/:id/\\:receive-ach')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate an incoming ACH credit on a bank account',
    description:
      'Money arrives on one of the organization’s `Active` bank accounts and settles at once. With `distributionId` (or `campaignId`) ' +
      'it is attributed to that distribution in the same step, as tagging the transfer would; without it the money stays ' +
      'unattributed until `PATCH /bank-accounts/transfers/{id}/tags`. Answers 202 with the transfer, whose `id` is the one to tag. ' +
      SANDBOX_ONLY,
  })
  @ApiAcceptedResponse({ description: 'The transfer (the first one when `idempotencyKey` repeats).', schema: { $ref: getSchemaPath(FundingTransferView) } })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: `amount` (not a positive number of dollars with at most two decimals, or above one ACH entry), `idempotencyKey`, `campaignId` (malformed, or a distribution of another funds holder), an unknown member.' })
  @ApiNotFoundResponse({ description: 'No such bank account or distribution in the organization; or any request in production.' })
  @ApiConflictResponse({ description: '`BANK_ACCOUNT_NOT_ACTIVE`: the bank account is not open yet (`Pending`) or failed.' })
  @ApiUnprocessableEntityResponse({ description: '`IDEMPOTENCY_KEY_REUSED`: the `idempotencyKey` (or `Idempotency-Key` header) was used for a different request.' })
  async receiveAch(@CurrentPrincipal() principal: Principal, @UuidParam('id') bankAccountId: string, @Body() dto: ReceiveAchDto): Promise<FundingTransferView> {
    const received = await this.funding.receiveAch(principal.organizationId, bankAccountId, {
      amountCents: amountToCents(dto.amount),
      idempotencyKey: dto.idempotencyKey,
      campaignId: dto.campaignId,
    });
    return FundingTransferView.of(received);
  }
}
