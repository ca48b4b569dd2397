import { Get } from '@nestjs/common';
import { ApiExtraModels, ApiOkResponse, ApiOperation } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { AttentionService } from './attention.service';
import { AttentionGroupView, AttentionItemView, AttentionView } from './dto/attention.view';

/** What went wrong and what to act on, across the organization (docs/attention.md). */
@VersionedController('attention', 'Needs attention')
@ApiExtraModels(AttentionView, AttentionGroupView, AttentionItemView)
export class AttentionController {
  constructor(private readonly attention: AttentionService) {}

  @Get()
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({
    summary: 'What needs attention',
    description:
      'Each kind of problem with how many there are and the first 10 (docs/attention.md): payouts `Failed` or `Returned` whose instruction is still `Restored` ' +
      '(reinitiate it, `POST /payout-instructions/{id}/:reinitiate`), wallet payouts unaccepted 7 days after their request, checks mailed more than 30 days ago ' +
      'and not deposited, uploads and emails that failed in the last 7 days, disabled webhook endpoints (only when the token also holds `webhooks:view`), ' +
      'running campaigns expiring within 14 days with money unallocated, and running campaigns whose unallocated money cannot cover their Draft instructions. ' +
      'An item leaves the list once its condition ends. Every kind is read from an index of the rows in that condition.',
  })
  @ApiOkResponse({ type: AttentionView })
  of(@CurrentPrincipal() principal: Principal): Promise<AttentionView> {
    return this.attention.of(principal);
  }
}
