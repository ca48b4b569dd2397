import { Body, HttpCode, Patch } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiNotFoundResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { TransferTagsDto } from './dto/transfer-tags.dto';
import { FundingService } from './funding.service';
import { AuditResource } from '../../core/audit/audit-decorators';

/** Funding transfers of the organization's bank accounts (`/bank-accounts/transfers/...`, both versions). */
@VersionedController('bank-accounts/transfers', 'Bank accounts')
export class FundingTransfersController {
  constructor(private readonly funding: FundingService) {}

  @Patch(':id/tags')
  @HttpCode(202)
  @RequireScopes('transfers:tagCampaign')
  @ApiOperation({
    summary: 'Set the tags of a funding transfer',
    description:
      'The `campaignId` tag attributes the transfer’s whole amount to that campaign: its unallocated balance rises by the amount. ' +
      'Changing it moves the amount from the previous campaign to the new one, and `null` moves it back to the bank account’s ' +
      'unattributed funds, each in one step; the same value again changes nothing. The campaign must be funded by the funds ' +
      'holder of the transfer’s bank account.',
  })
  @ApiAcceptedResponse({ description: 'Accepted; no body.' })
  @ApiBadRequestResponse({ description: 'Validation problem: `campaignId` missing or malformed, an unknown member, or a campaign of another funds holder.' })
  @ApiNotFoundResponse({ description: 'No such funding transfer, or no such campaign, in the organization.' })
  @ApiConflictResponse({ description: '`INSUFFICIENT_DISTRIBUTION_BALANCE`: the previous campaign has already allocated part of the amount, so it cannot be moved away; nothing is changed.' })
  @AuditResource('FundingTransfer', { param: 'id' })
  async setTags(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: TransferTagsDto): Promise<void> {
    await this.funding.setCampaignTag(principal.organizationId, id, dto.campaignId);
  }
}
