import { Body, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../../core/auth/principal';
import { RequireScopes } from '../../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../../core/http/api-version';
import { DirectAchRequests } from './direct-ach-requests';
import { DirectAchRequestAcceptedView, DirectAchRequestDto } from './direct-ach.dto';
import { AuditResource } from '../../../core/audit/audit-decorators';

/** Direct ACH requests (v3, docs/bank-rails.md): the organization pays a beneficiary's bank account itself. */
@VersionedController('payout-instructions', 'Payout instructions')
@ApiExtraModels(DirectAchRequestAcceptedView)
export class DirectAchController {
  constructor(private readonly requests: DirectAchRequests) {}

  @Post('\\:request-direct-ach')
  @HttpCode(202)
  @RequireScopes('payoutInstructions:initiate')
  @ApiOperation({
    summary: 'Pay a beneficiary by ACH directly',
    description:
      'Creates the instruction (with the checks of creating one) unless the campaign has one with this `externalId`, then answers at once; a worker ' +
      'allocates the amount and requests an ACH payout to `bankAccount`, without a claim and without any email (the instruction becomes `Requested`, ' +
      'its payout and ACH transfer `Pending` until the next ACH batch). When the campaign offers no ACH bank transfer, the amount is outside its ' +
      'limits or the unallocated balance cannot cover it, the instruction becomes `Cancelled` with `cancellationReason` `DirectAchRequestRejected`; ' +
      'a later request with the same `externalId` continues on that instruction. One whose payout is requested already is left as it is.',
  })
  @ApiAcceptedResponse({ description: 'The request is queued; `status` is the instruction’s now.', schema: { $ref: getSchemaPath(DirectAchRequestAcceptedView) } })
  @ApiNotFoundResponse({ description: 'No campaign `campaignId` in the organization.' })
  @AuditResource('PayoutInstruction', { answer: 'payoutInstructionId' })
  async request(@CurrentPrincipal() principal: Principal, @Body() dto: DirectAchRequestDto): Promise<DirectAchRequestAcceptedView> {
    return this.requests.accept(principal, dto);
  }
}
