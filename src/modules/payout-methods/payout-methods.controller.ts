import { Get, Query } from '@nestjs/common';
import { ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, getSchemaPath } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { PageQuery, pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { PayoutMethodView } from './dto/payout-method.view';
import { PayoutMethodsService } from './payout-methods.service';

@VersionedController('payout-methods', 'Payout methods')
@ApiExtraModels(PayoutMethodView)
export class PayoutMethodsController {
  constructor(private readonly payoutMethods: PayoutMethodsService) {}

  @Get()
  @RequireScopes('payoutMethods:view')
  @ApiOperation({
    summary: 'List available payout methods',
    description:
      'The payout methods a campaign of the organization can offer: gift cards, prepaid cards, ACH bank transfer, digital wallets and checks, ' +
      'each with its requirements and transaction limits. `CheckTransfer` is listed only where the organization is allowed to use it.',
  })
  @ApiOkResponse({ schema: pagedSchema(PayoutMethodView) })
  async list(@CurrentPrincipal() principal: Principal, @Query() query: PageQuery): Promise<Page<PayoutMethodView>> {
    const page = await this.payoutMethods.list(principal.organizationId, query);
    return { ...page, data: page.data.map(PayoutMethodView.of) };
  }

  @Get(':id')
  @RequireScopes('payoutMethods:view')
  @ApiOperation({ summary: 'Read a payout method', description: 'Its name, category, requirements and transaction limits.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(PayoutMethodView) } })
  @ApiNotFoundResponse({ description: 'No such payout method, or a `CheckTransfer` method the organization may not use.' })
  async get(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<PayoutMethodView> {
    return PayoutMethodView.of(await this.payoutMethods.get(principal.organizationId, id));
  }
}
