import { Controller, HttpCode, Param, Post, Get, Req } from '@nestjs/common';
import {
  ApiBody,
  ApiConflictResponse,
  ApiExtraModels,
  ApiForbiddenResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
  ApiParam,
  ApiTags,
  ApiServiceUnavailableResponse,
  ApiUnauthorizedResponse,
  getSchemaPath,
} from '@nestjs/swagger';
import type { Request } from 'express';
import { Public, RequireScopes } from '../../../core/auth/require-scopes.decorator';
import { DomainError } from '../../../core/errors/domain-error';
import { VersionedController } from '../../../core/http/api-version';
import { CallbackReceiptView, PayoutProvidersView, ProviderTestView } from '../dto/payout-providers.view';
import { ProviderCallbacks } from './provider-callbacks';
import { PayoutProviderSettings } from './payout-provider-settings';
import { isRemoteProviderName, REMOTE_PROVIDER_NAMES, type RemoteProviderName } from './remote-provider';

/** Where providers post their status callbacks (docs/providers.md, Callbacks): no prefix, no token. */
export const PROVIDER_CALLBACKS_PATH = '/provider-callbacks';

const NAME = ApiParam({ name: 'name', schema: { type: 'string', enum: [...REMOTE_PROVIDER_NAMES] }, description: 'The provider.' });

function providerName(name: string): RemoteProviderName {
  if (!isRemoteProviderName(name)) throw DomainError.notFound('Payout provider', name.slice(0, 40));
  return name;
}

/** The operators' view of the payout providers (docs/providers.md): who pays what, and a live test of each. */
@VersionedController('admin', 'Administration')
@ApiExtraModels(PayoutProvidersView, ProviderTestView)
export class PayoutProvidersAdminController {
  constructor(private readonly settings: PayoutProviderSettings) {}

  @Get('payout-providers')
  @RequireScopes('admin:manage')
  @ApiForbiddenResponse({ description: 'This scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).' })
  @ApiOperation({ summary: 'List who pays each payout category', description: 'Each category’s provider as configured (docs/providers.md), and the real providers configured. Never a credential.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(PayoutProvidersView) } })
  list(): PayoutProvidersView {
    return this.settings.view();
  }

  @Post('payout-providers/:name/\\:test')
  @HttpCode(200)
  @RequireScopes('admin:manage')
  @NAME
  @ApiForbiddenResponse({ description: 'This scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).' })
  @ApiOperation({
    summary: 'Test a payout provider’s connection',
    description:
      'Calls the provider’s cheapest authenticated read now (Tremendous: its funding sources; PayPal: an OAuth token; Lob: the bank account its checks draw on) and says how it went: ' +
      '`Ok`, or `Failed` with the provider’s answer (refused credentials, unreachable). Pays nothing.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(ProviderTestView) } })
  @ApiNotFoundResponse({ description: 'No provider of that name.' })
  @ApiConflictResponse({ description: '`PAYOUT_PROVIDER_NOT_CONFIGURED`: no category of this deployment is paid by that provider.' })
  async test(@Param('name') name: string): Promise<ProviderTestView> {
    return ProviderTestView.of(await this.settings.test(providerName(name)));
  }
}

/**
 * The providers' status callbacks (docs/providers.md, Callbacks): they come from the provider, not a client, so no
 * token; the signature over the raw body (kept by the parser mounted in configureApp) is the credential.
 */
@Controller(PROVIDER_CALLBACKS_PATH.slice(1))
@ApiTags('Provider callbacks')
@ApiExtraModels(CallbackReceiptView)
@Public()
export class ProviderCallbacksController {
  constructor(private readonly callbacks: ProviderCallbacks) {}

  @Post(':name')
  @HttpCode(200)
  @NAME
  @ApiOperation({
    summary: 'Receive a payout provider’s status callback',
    description:
      'Registered with the provider as its webhook URL. The signature is checked first (Tremendous: `Tremendous-Webhook-Signature`; PayPal: through its ' +
      '`verify-webhook-signature`); then each payout the callback names, by our key `payout-<id>`, moves on (`Completed`, `Failed`) once; a repeat changes nothing.',
  })
  @ApiBody({ description: 'The provider’s event, as it sends it (Tremendous: `{ event, payload: { resource } }`; PayPal: a `PAYMENT.PAYOUTS-ITEM.*` event).', schema: { type: 'object' } })
  @ApiOkResponse({ description: 'Acknowledged, payouts we do not know included.', schema: { $ref: getSchemaPath(CallbackReceiptView) } })
  @ApiUnauthorizedResponse({ description: '`CALLBACK_SIGNATURE_INVALID`: the signature does not verify; nothing changed.' })
  @ApiNotFoundResponse({ description: 'No provider of that name is configured.' })
  @ApiServiceUnavailableResponse({ description: '`PROVIDER_UNAVAILABLE`: the provider could not be asked to verify or read the callback now; it sends it again.' })
  async receive(@Param('name') name: string, @Req() request: Request & { rawBody?: Buffer }): Promise<CallbackReceiptView> {
    return this.callbacks.receive(providerName(name), { rawBody: request.rawBody ?? Buffer.alloc(0), headers: request.headers, body: request.body as unknown });
  }
}
