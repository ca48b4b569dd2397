import { Body, Delete, Get, HttpCode, Patch, Post, Query } from '@nestjs/common';
import {
  ApiAcceptedResponse,
  ApiBadRequestResponse,
  ApiCreatedResponse,
  ApiExtraModels,
  ApiNoContentResponse,
  ApiNotFoundResponse,
  ApiOkResponse,
  ApiOperation,
} from '@nestjs/swagger';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { VersionedController } from '../../core/http/api-version';
import { pagedSchema, PageQuery, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { CreateWebhookEndpointDto, DeliveriesQuery, EventsQuery, ReplayDto, UpdateWebhookEndpointDto } from './dto/webhook.dto';
import { CreatedWebhookEndpointView, ReplayAcceptedView, WebhookDeliveryView, WebhookEndpointView, WebhookEventView, WebhookSecretView } from './dto/webhook.views';
import { WebhookEndpointsService } from './webhook-endpoints.service';
import { WEBHOOK_EVENT_TYPES } from './webhook-events';

const NOT_FOUND = 'No such webhook endpoint in the organization.';
const SIGNED =
  'Each delivery is a POST of `{ id, type, timestamp, data }` signed per Standard Webhooks (`webhook-id`, `webhook-timestamp`, ' +
  '`webhook-signature`); a 2xx answer within 5 s is a delivery, anything else is retried for 3 days, then the endpoint is disabled.';

@VersionedController('webhook-endpoints', 'Webhooks')
@ApiExtraModels(WebhookEndpointView, WebhookDeliveryView)
export class WebhookEndpointsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Post()
  @HttpCode(201)
  @RequireScopes('webhooks:manage')
  @ApiOperation({ summary: 'Subscribe an endpoint to events', description: `Event types: ${WEBHOOK_EVENT_TYPES.join(', ')} (all when none given). The answer shows the secret, once. ${SIGNED}` })
  @ApiCreatedResponse({ type: CreatedWebhookEndpointView })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: a URL that is not http(s) (in production: not https, or resolving to a private, loopback or link-local address), an unknown event type.' })
  create(@CurrentPrincipal() principal: Principal, @Body() dto: CreateWebhookEndpointDto): Promise<CreatedWebhookEndpointView> {
    return this.endpoints.create(principal, dto);
  }

  @Get()
  @RequireScopes('webhooks:view')
  @ApiOperation({ summary: 'List the webhook endpoints', description: 'Oldest first; secrets are never shown here.' })
  @ApiOkResponse({ schema: pagedSchema(WebhookEndpointView) })
  @ApiBadRequestResponse({ description: 'Validation problem: a bad page.' })
  list(@Query() query: PageQuery): Promise<Page<WebhookEndpointView>> {
    return this.endpoints.list(query);
  }

  @Get(':id')
  @RequireScopes('webhooks:view')
  @ApiOperation({ summary: 'Read a webhook endpoint' })
  @ApiOkResponse({ type: WebhookEndpointView })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  get(@UuidParam('id') id: string): Promise<WebhookEndpointView> {
    return this.endpoints.get(id);
  }

  @Patch(':id')
  @RequireScopes('webhooks:manage')
  @ApiOperation({ summary: 'Change a webhook endpoint', description: 'Its URL, event types or description; `status: "Enabled"` re-enables it, and what waited goes out.' })
  @ApiOkResponse({ type: WebhookEndpointView })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  update(@UuidParam('id') id: string, @Body() dto: UpdateWebhookEndpointDto): Promise<WebhookEndpointView> {
    return this.endpoints.update(id, dto);
  }

  @Delete(':id')
  @HttpCode(204)
  @RequireScopes('webhooks:manage')
  @ApiOperation({ summary: 'Delete a webhook endpoint', description: 'Nothing more is delivered to it.' })
  @ApiNoContentResponse({ description: 'Deleted.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async remove(@UuidParam('id') id: string): Promise<void> {
    await this.endpoints.remove(id);
  }

  @Post(':id/\\:rotate-secret')
  @HttpCode(200)
  @RequireScopes('webhooks:manage')
  @ApiOperation({ summary: 'Rotate an endpoint’s secret', description: 'A new secret signs from now on; the previous one signs beside it (space-separated signatures) for 24 hours.' })
  @ApiOkResponse({ type: WebhookSecretView })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async rotateSecret(@UuidParam('id') id: string): Promise<WebhookSecretView> {
    return { secret: await this.endpoints.rotateSecret(id) };
  }

  @Get(':id/deliveries')
  @RequireScopes('webhooks:view')
  @ApiOperation({
    summary: 'List an endpoint’s deliveries',
    description: 'Newest first, optionally of one `status`; each with every attempt at it (when, the outcome, the status code the endpoint answered, the error), oldest first.',
  })
  @ApiOkResponse({ schema: pagedSchema(WebhookDeliveryView) })
  @ApiBadRequestResponse({ description: 'Validation problem: an unknown status, a bad page.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  deliveries(@UuidParam('id') id: string, @Query() query: DeliveriesQuery): Promise<Page<WebhookDeliveryView>> {
    return this.endpoints.deliveriesOf(id, query);
  }

  @Post(':id/\\:replay')
  @HttpCode(202)
  @RequireScopes('webhooks:manage')
  @ApiOperation({ summary: 'Deliver past events again', description: 'Every event of the endpoint’s types since `since` (at most 30 days back) is delivered to it again, with its own `webhook-id`.' })
  @ApiAcceptedResponse({ type: ReplayAcceptedView })
  @ApiBadRequestResponse({ description: 'Validation problem: `since` is not a date-time.' })
  @ApiNotFoundResponse({ description: NOT_FOUND })
  async replay(@UuidParam('id') id: string, @Body() dto: ReplayDto): Promise<ReplayAcceptedView> {
    return { count: await this.endpoints.replay(id, dto.since) };
  }
}

@VersionedController('events', 'Webhooks')
@ApiExtraModels(WebhookEventView)
export class WebhookEventsController {
  constructor(private readonly endpoints: WebhookEndpointsService) {}

  @Get()
  @RequireScopes('webhooks:view')
  @ApiOperation({ summary: 'List the events of the last 30 days', description: 'Newest first; by `type`, and between `since` and `until`. Events are recorded for organizations with a webhook endpoint.' })
  @ApiOkResponse({ schema: pagedSchema(WebhookEventView) })
  @ApiBadRequestResponse({ description: 'Validation problem: an unknown type, a malformed date-time, a bad page.' })
  list(@CurrentPrincipal() principal: Principal, @Query() query: EventsQuery): Promise<Page<WebhookEventView>> {
    return this.endpoints.events(principal, query);
  }
}
