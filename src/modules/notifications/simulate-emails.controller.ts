import { Controller, Get, Query } from '@nestjs/common';
import { ApiBadRequestResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags } from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { AnyAuthenticated } from '../../core/auth/require-scopes.decorator';
import { SandboxOnly } from '../../core/auth/sandbox-only';
import { VERSION_PREFIX } from '../../core/http/api-version';
import { ListSimulatedEmailsQuery, SimulatedEmailView } from './dto/simulated-email.view';
import { SimulatedEmails } from './simulated-emails';

/** v3 sandbox: what the service would have emailed, so integrators can test without a mailbox (docs/emails.md, In the sandbox). */
@Controller(`${VERSION_PREFIX.v3}/simulate`)
@ApiTags('Sandbox simulations')
@SandboxOnly()
export class SimulateEmailsController {
  constructor(private readonly emails: SimulatedEmails) {}

  @Get('emails')
  @AnyAuthenticated()
  @ApiOperation({
    summary: 'List the emails the service sent or will send',
    description:
      'The organization’s emails, newest first (`createdOn` descending, then `id`), at most `limit` of them (no paging): claim, reminder, ' +
      'failure and preview emails alike, queued ones included. `subject` and `htmlBody` are null until a worker renders the content. ' +
      'Sandbox only: with `APP_ENV=production` it answers 404, as an unknown route does.',
  })
  @ApiOkResponse({ type: [SimulatedEmailView], description: 'The newest emails first.' })
  @ApiBadRequestResponse({ description: 'Validation problem naming `limit` (not an integer from 1 to 50) or `payoutInstructionId` (not a UUID), or an unknown query parameter.' })
  @ApiNotFoundResponse({ description: 'Any request in production.' })
  list(@CurrentPrincipal() principal: Principal, @Query() query: ListSimulatedEmailsQuery): Promise<SimulatedEmailView[]> {
    return this.emails.latest(principal.organizationId, { limit: query.limit, payoutInstructionId: query.payoutInstructionId });
  }
}
