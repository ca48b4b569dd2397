import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { SandboxOnly } from '../../core/auth/sandbox-only';
import { VERSION_PREFIX } from '../../core/http/api-version';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { CampaignExpirySweep } from './campaign-expiry';
import { CampaignExpiredView } from './dto/campaign-expiry.view';

/** v3 sandbox simulation of the calendar: a distribution's expiry, now (docs/campaign-expiry.md). */
@Controller(`${VERSION_PREFIX.v3}/simulate/distributions`)
@ApiTags('Sandbox simulations')
@ApiExtraModels(CampaignExpiredView)
@SandboxOnly()
export class SimulateExpiryController {
  constructor(private readonly expiry: CampaignExpirySweep) {}

  // `\\:` is a literal colon for path-to-regexp 8 (a bare `:` starts a parameter).
  @Post(':id/\\:expire')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Simulate a distribution expiring',
    description:
      'The distribution’s `expiryDate` becomes yesterday (UTC), a later `displayEndDate` with it, and its expiry runs at once, as the scheduled expiry job would after midnight: ' +
      'its instructions still `Draft`, `Initiated` or `Restored` are `Cancelled` with `cancellationReason` `CampaignExpired`, the funds they held ' +
      'return to its unallocated balance, and their claim links answer 410 `CAMPAIGN_EXPIRED`. Instructions whose method was chosen or whose ' +
      'payout was requested go on. Again on the same distribution, it cancels nothing more. Sandbox only: with `APP_ENV=production` it answers ' +
      '404, as an unknown route does.',
  })
  @ApiAcceptedResponse({ description: 'Expired; how many instructions were cancelled.', schema: { $ref: getSchemaPath(CampaignExpiredView) } })
  @ApiNotFoundResponse({ description: 'No such distribution in the organization; or any request in production.' })
  async expire(@UuidParam('id') id: string): Promise<CampaignExpiredView> {
    const { cancelled } = await this.expiry.expireNow(id);
    return { cancelled };
  }
}
