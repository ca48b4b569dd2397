import { All, Body, Controller, Get, HttpCode, Next, Param, Patch, Post, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiExcludeController, ApiExtraModels, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiParam, getSchemaPath } from '@nestjs/swagger';
import type { NextFunction, Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { DomainError } from '../../core/errors/domain-error';
import { VersionedController } from '../../core/http/api-version';
import { PublishMessagesDto, SetScheduledJobPausedDto } from './dto/administration.dto';
import { PublishedMessagesView, QueueCountsListView, ScheduledJobListView, ScheduledJobView } from './dto/administration.views';
import { MessagesService } from './messages.service';
import { BOARD_COOKIE, BOARD_PATH, QueueBoard } from './queue-board';
import { BearerCookie } from '../../core/auth/bearer-cookie';
import { QueueCounts } from './queue-counts';
import { ScheduledJobs } from './scheduled-jobs.service';

/** The 403 of the deployment's routes: only an operator organization's token carries their scopes (docs/administration.md). */
const OPERATORS_ONLY = ApiForbiddenResponse({
  description: 'The deployment’s queues and repeating jobs are the operators’: this scope takes effect only for a token of an operator organization (OPERATOR_ORG_IDS).',
});

const SCHEDULED_JOB_NAME = /^[a-z0-9-]{1,64}$/;

/** A scheduled job's name from the path: a malformed one is a 400, an unknown one a 404 (the service's). */
function jobName(name: string): string {
  if (!SCHEDULED_JOB_NAME.test(name)) throw DomainError.invalidField('name', 'name must be a scheduled job’s name: lowercase letters, digits and dashes.');
  return name;
}

/** The document's `{name}`: the pattern jobName checks. */
const JOB_NAME_PARAMETER = ApiParam({ name: 'name', schema: { type: 'string', pattern: SCHEDULED_JOB_NAME.source }, description: 'A scheduled job’s name, as listed.' });

/**
 * Operators' levers (docs/administration.md): the organization's emails, and the deployment's queues and repeating
 * jobs. Scopes say who: `admin:manage` and `scheduledJobs:manage` take effect only for an operator organization
 * (OPERATOR_ORG_IDS; principalFromClaims drops them from any other token).
 */
@VersionedController('admin', 'Administration')
@ApiExtraModels(PublishedMessagesView, QueueCountsListView, ScheduledJobListView, ScheduledJobView)
export class AdministrationController {
  constructor(
    private readonly messages: MessagesService,
    private readonly queues: QueueCounts,
    private readonly scheduled: ScheduledJobs,
  ) {}

  @Post('messages/\\:publish')
  @HttpCode(202)
  @RequireScopes('admin:publishMessages')
  @ApiOperation({
    summary: 'Send the organization’s waiting or failed emails now',
    description:
      '`Queued`: the organization’s emails still waiting for their time (the later part of a distribution window) are due now and go within ' +
      'seconds. `Failed`: its failed emails are queued to be sent again, with a new set of attempts (one-time codes excepted: their code is ' +
      'gone). With `campaignId`, only that campaign’s. Each email is still sent once, and still not at all when its instruction no longer ' +
      'calls for it (unsubscribed, claimed, cancelled). Answers how many emails it took.',
  })
  @ApiAcceptedResponse({ schema: { $ref: getSchemaPath(PublishedMessagesView) } })
  @ApiNotFoundResponse({ description: 'No such campaign in the organization.' })
  async publish(@CurrentPrincipal() principal: Principal, @Body() dto: PublishMessagesDto): Promise<PublishedMessagesView> {
    return { count: await this.messages.publish(principal, dto.deliveryStatus, dto.campaignId) };
  }

  @Get('queues')
  @RequireScopes('admin:manage')
  @OPERATORS_ONLY
  @ApiOperation({ summary: 'Count the jobs of every queue', description: 'The deployment’s BullMQ queues with their jobs by state, read from Redis now.' })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(QueueCountsListView) } })
  async listQueues(): Promise<QueueCountsListView> {
    return { data: await this.queues.all() };
  }

  @Get('scheduled-jobs')
  @RequireScopes('scheduledJobs:manage')
  @OPERATORS_ONLY
  @ApiOperation({
    summary: 'List the repeating jobs',
    description: 'Every repeating job of the deployment (ACH batch, print run, email dispatch, reminders, sweeps) with its schedule, whether it is paused, its next run and how its last run ended.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(ScheduledJobListView) } })
  async listScheduledJobs(): Promise<ScheduledJobListView> {
    return { data: (await this.scheduled.list()).map(ScheduledJobView.of) };
  }

  @Patch('scheduled-jobs/:name')
  @RequireScopes('scheduledJobs:manage')
  @OPERATORS_ONLY
  @ApiOperation({
    summary: 'Pause or resume a repeating job',
    description: 'A paused job stops running on its schedule (its next planned run is dropped) until it is resumed, across restarts of every process; work it would have found waits in PostgreSQL.',
  })
  @ApiOkResponse({ schema: { $ref: getSchemaPath(ScheduledJobView) } })
  @ApiNotFoundResponse({ description: 'No scheduled job of that name.' })
  @JOB_NAME_PARAMETER
  async setPaused(@CurrentPrincipal() principal: Principal, @Param('name') name: string, @Body() dto: SetScheduledJobPausedDto): Promise<ScheduledJobView> {
    return ScheduledJobView.of(await this.scheduled.setPaused(jobName(name), dto.paused, principal.subject || null));
  }

  @Post('scheduled-jobs/:name/\\:run')
  @HttpCode(202)
  @RequireScopes('scheduledJobs:manage')
  @OPERATORS_ONLY
  @ApiOperation({ summary: 'Run a repeating job now', description: 'Queues one run of the job now, outside its schedule, paused or not. Its outcome shows in `lastRunOutcome` once a worker ran it.' })
  @ApiAcceptedResponse({ description: 'The run is queued.' })
  @ApiNotFoundResponse({ description: 'No scheduled job of that name.' })
  @JOB_NAME_PARAMETER
  async run(@Param('name') name: string): Promise<void> {
    await this.scheduled.runNow(jobName(name));
  }
}

/**
 * Bull Board at `/admin/queues/board`: its page, assets and JSON API behind the global guard like any route, so a
 * bearer token of an operator organization with `admin:manage` is needed (in the header, or in the cookie a browser's
 * sign-in sets), refused with the same 401 and 403 problem documents. Not an API
 * operation: left out of the OpenAPI document.
 */
@Controller()
@ApiExcludeController()
export class QueueBoardController {
  constructor(private readonly board: QueueBoard) {}

  /** The page and everything under it (`{/*path}`: the path itself, or any path below it). */
  @All(`${BOARD_PATH.slice(1)}{/*path}`)
  @RequireScopes('admin:manage')
  @BearerCookie(BOARD_COOKIE)
  serve(@Req() request: Request, @Res() response: Response, @Next() next: NextFunction): void {
    this.board.handle(request, response, next);
  }
}
