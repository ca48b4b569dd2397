import { Controller, Headers, HttpCode, Post, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiBody, ApiHeader, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiProperty, ApiTags, ApiUnauthorizedResponse } from '@nestjs/swagger';
import { Public } from '../../../../core/auth/require-scopes.decorator';
import type { WithRawBody } from '../../../../core/http/raw-body';
import { LobCallbacks } from './lob-callbacks';

export class ProviderCallbackView {
  @ApiProperty({ enum: ['applied', 'ignored'], description: '`applied`: a payout moved on; `ignored`: nothing to do (an event we do not act on, a check not ours, a repeat).' })
  outcome!: 'applied' | 'ignored';
}

/**
 * Lob's webhook (docs/providers.md, Lob): no token, Lob signs it. Registered at Lob as
 * `${PUBLIC_BASE_URL}/provider-callbacks/lob` for the check events.
 */
@Controller('provider-callbacks')
@ApiTags('Provider callbacks')
@Public()
export class LobCallbacksController {
  constructor(private readonly callbacks: LobCallbacks) {}

  @Post('lob')
  @HttpCode(200)
  @ApiOperation({
    summary: 'Lob’s check events',
    description:
      'Lob posts its `event` objects here (`check.mailed`, `check.in_transit`…, `check.returned_to_sender`, `check.deleted`), signed: ' +
      '`Lob-Signature` is the hex HMAC-SHA256 of `<Lob-Signature-Timestamp>.<raw body>` with `LOB_WEBHOOK_SECRET`, and a timestamp more ' +
      'than 5 minutes away is refused. A mailed check’s payout becomes `Mailed`; a returned or deleted one `Failed`, its instruction ' +
      '`Restored`. Each event applies once. Only with `PAYOUT_PROVIDER_CHECKS=lob`.',
  })
  @ApiHeader({ name: 'Lob-Signature', required: true, description: 'Hex HMAC-SHA256 of `<timestamp>.<raw body>`.' })
  @ApiHeader({ name: 'Lob-Signature-Timestamp', required: true, description: 'When Lob signed it (milliseconds since the epoch).' })
  @ApiBody({ schema: { type: 'object', description: 'Lob’s event object: `id`, `event_type.id`, `reference_id`, `body` (the check, with our `metadata.payout_key`).' } })
  @ApiOkResponse({ type: ProviderCallbackView, description: 'Taken (applied or nothing to do).' })
  @ApiBadRequestResponse({ description: 'Signed, but not a Lob event object (problem document).' })
  @ApiUnauthorizedResponse({ description: 'A missing, wrong or stale signature: nothing changes (problem document).' })
  @ApiNotFoundResponse({ description: 'Lob is not configured here (problem document).' })
  async receive(@Req() request: WithRawBody, @Headers('lob-signature') signature?: string, @Headers('lob-signature-timestamp') timestamp?: string): Promise<ProviderCallbackView> {
    return this.callbacks.receive({ signature, timestamp }, request.rawBody);
  }
}
