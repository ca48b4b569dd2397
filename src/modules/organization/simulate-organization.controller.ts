import { Controller, HttpCode, Post } from '@nestjs/common';
import { ApiAcceptedResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { SandboxOnly } from '../../core/auth/sandbox-only';
import { VERSION_PREFIX } from '../../core/http/api-version';
import { OrganizationSettings } from './organization-settings';

/** v3 sandbox simulation of an operator's per-organization setting. */
@Controller(`${VERSION_PREFIX.v3}/simulate/organization`)
@ApiTags('Sandbox simulations')
@SandboxOnly()
export class SimulateOrganizationController {
  constructor(private readonly settings: OrganizationSettings) {}

  @Post('\\:enable-check-transfer')
  @HttpCode(202)
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'Make the check transfer method available to the organization',
    description:
      'From now on `GET /payout-methods` lists `CheckTransfer` for the organization, and its campaigns may offer it (one check method per ' +
      'campaign, `PaperCheck` and `CheckTransfer` counted together). In production this is an operator’s setting. Sandbox only: with ' +
      '`APP_ENV=production` it answers 404, as an unknown route does.',
  })
  @ApiAcceptedResponse({ description: 'Enabled (again, if it was already).' })
  async enableCheckTransfer(@CurrentPrincipal() principal: Principal): Promise<void> {
    await this.settings.enableCheckTransfer(principal.organizationId);
  }
}
