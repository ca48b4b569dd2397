import { Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { BodilessAuthErrors } from '../../core/auth/bodiless-auth-errors';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { BankRails } from './bank-rails';
import { AchTransferQuery, AchTransferView } from './dto/ach-transfer.view';

/** ACH transfers (docs/bank-rails.md), read by the organization; 401 and 403 answer without a body here. */
@VersionedController('ach-transfers', 'ACH transfers')
@ApiExtraModels(AchTransferView)
@BodilessAuthErrors()
export class AchTransfersController {
  constructor(private readonly rails: BankRails) {}

  @Get()
  @RequireScopes('payoutMethods:view')
  @ApiOperation({ summary: 'The ACH transfer of a payout instruction', description: 'The instruction’s latest ACH transfer, whatever its status.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(AchTransferView) } })
  @ApiNotFoundResponse({ description: 'No such instruction in the organization, or it never had an ACH transfer.' })
  async ofInstruction(@CurrentPrincipal() principal: Principal, @Query() query: AchTransferQuery): Promise<AchTransferView> {
    return this.rails.viewOf(await this.rails.transferOfInstruction(principal, query.payoutInstructionId));
  }

  @Get(':id')
  @RequireScopes('payoutMethods:view')
  @ApiOperation({ summary: 'An ACH transfer' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(AchTransferView) } })
  @ApiNotFoundResponse({ description: 'No such ACH transfer in the organization.' })
  async get(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<AchTransferView> {
    return this.rails.viewOf(await this.rails.transfer(principal, id));
  }
}
