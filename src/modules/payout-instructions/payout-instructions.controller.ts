import { Body, Controller, Get, HttpCode, Patch, Post, Query, Req, Res } from '@nestjs/common';
import { ApiAcceptedResponse, ApiBadRequestResponse, ApiConflictResponse, ApiCreatedResponse, ApiExtraModels, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request, Response } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { setCreatedLocation } from '../../core/http/location';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { currentOrganizationId } from '../../core/database/tenant-filter';
import { VersionedController, versionedPaths } from '../../core/http/api-version';
import { PageQuery, pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { EntityManager } from '@mikro-orm/postgresql';
import { ActivityLog } from './activity-log';
import { BulkInitiateDto, BulkRemindDto, CancelDto, CreatePayoutInstructionDto, InitiateDto, ListPayoutInstructionsQuery, UpdatePayoutInstructionDto } from './dto/payout-instruction-input.dto';
import { ActivityView, BulkActionView, PayoutInstructionView } from './dto/payout-instruction.view';
import { PayoutInstructionsService } from './payout-instructions.service';
import { InstructionReads } from './instruction-reads';
import { DomainError } from '../../core/errors/domain-error';
import { answerOrApproval, ApprovalRequestView, orApprovalSchema, WAITS_FOR_APPROVAL } from '../approvals';
import type { SendWindow } from './send-window';
import type { PayoutInstruction } from './payout-instruction.entity';
import { AuditName } from '../../core/audit/audit-decorators';

const VIEW = { schema: { $ref: getSchemaPath(PayoutInstructionView) } };
const WAITS = { description: WAITS_FOR_APPROVAL, schema: { $ref: getSchemaPath(ApprovalRequestView) } };
const STATE_CONFLICT = { description: 'INVALID_PAYOUT_INSTRUCTION_STATE (with the current status) or INSUFFICIENT_DISTRIBUTION_BALANCE.' };

@VersionedController('payout-instructions', 'Payout instructions')
@ApiExtraModels(PayoutInstructionView, ActivityView, ApprovalRequestView)
export class PayoutInstructionsController {
  constructor(
    private readonly instructions: PayoutInstructionsService,
    private readonly reads: InstructionReads,
    private readonly activity: ActivityLog,
    private readonly em: EntityManager,
  ) {}

  @Post()
  @RequireScopes('payoutInstructions:create')
  @ApiOperation({ summary: 'Create a payout instruction', description: 'Records the intention only: no funds are allocated and nobody is notified.' })
  @ApiCreatedResponse(VIEW)
  @ApiNotFoundResponse({ description: 'No campaign `campaignId` in the organization.' })
  @ApiConflictResponse({ description: 'DUPLICATE_EXTERNAL_ID: the externalId is taken within the campaign.' })
  async create(@CurrentPrincipal() principal: Principal, @Body() dto: CreatePayoutInstructionDto, @Req() request: Request, @Res({ passthrough: true }) response: Response) {
    const instruction = PayoutInstructionView.of(await this.instructions.create(principal, dto));
    setCreatedLocation(request, response, instruction.id);
    return instruction;
  }

  @Get()
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({ summary: 'List payout instructions', description: 'Newest first; filter by campaign, status, externalId or email.' })
  @ApiOkResponse({ schema: pagedSchema(PayoutInstructionView) })
  async list(@Query() query: ListPayoutInstructionsQuery): Promise<Page<PayoutInstructionView>> {
    return this.reads.page(currentOrganizationId(this.em), query);
  }

  @Get(':id')
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({ summary: 'Read a payout instruction' })
  @ApiOkResponse(VIEW)
  @ApiNotFoundResponse({ description: 'No such instruction in the organization.' })
  async get(@UuidParam('id') id: string): Promise<PayoutInstructionView> {
    const instruction = await this.reads.one(currentOrganizationId(this.em), id);
    if (!instruction) throw DomainError.notFound('Payout instruction', id);
    return instruction;
  }

  @Patch(':id')
  @RequireScopes('payoutInstructions:update')
  @ApiOperation({
    summary: 'Update a payout instruction (JSON merge patch)',
    description: 'Allowed in Draft, Initiated and Restored. A new email voids earlier links; a new email or amount makes an Initiated instruction Restored; an amount change moves the difference of allocated funds.',
  })
  @ApiOkResponse(VIEW)
  @ApiConflictResponse(STATE_CONFLICT)
  async update(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: UpdatePayoutInstructionDto): Promise<PayoutInstructionView> {
    return PayoutInstructionView.of(await this.instructions.update(principal, id, dto));
  }

  @Get(':id/activity')
  @RequireScopes('payoutInstructions:view')
  @ApiOperation({ summary: 'Activity history', description: 'Status changes, notifications, administrators’ and beneficiaries’ actions, oldest first.' })
  @ApiOkResponse({ schema: pagedSchema(ActivityView) })
  async activityOf(@UuidParam('id') id: string, @Query() query: PageQuery): Promise<Page<ActivityView>> {
    await this.instructions.get(id);
    return this.activity.list(this.em, currentOrganizationId(this.em), id, query);
  }

  @Post(':id/\\:initiate')
  @HttpCode(200)
  @RequireScopes('payoutInstructions:initiate')
  @ApiOperation({ summary: 'Initiate', description: 'Draft → Initiated: allocates the amount and queues the claim email (none with channel None). 400 when the beneficiary unsubscribed, unless channel None.' })
  @ApiOkResponse(VIEW)
  @ApiAcceptedResponse(WAITS)
  @ApiConflictResponse(STATE_CONFLICT)
  async initiate(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('id') id: string,
    @Body() dto: InitiateDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PayoutInstructionView | ApprovalRequestView> {
    return answerOrApproval(await this.instructions.initiate(principal, id, dto.channel), response, (instruction: PayoutInstruction) => PayoutInstructionView.of(instruction));
  }

  @Post(':id/\\:reinitiate')
  @HttpCode(200)
  @RequireScopes('payoutInstructions:reinitiate')
  @ApiOperation({ summary: 'Reinitiate', description: 'Initiated, Restored or Cancelled → Initiated with a new link; from Cancelled the amount is allocated again.' })
  @ApiOkResponse(VIEW)
  @ApiAcceptedResponse(WAITS)
  @ApiConflictResponse(STATE_CONFLICT)
  async reinitiate(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('id') id: string,
    @Body() dto: InitiateDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<PayoutInstructionView | ApprovalRequestView> {
    return answerOrApproval(await this.instructions.reinitiate(principal, id, dto.channel), response, (instruction: PayoutInstruction) => PayoutInstructionView.of(instruction));
  }

  @Post(':id/\\:cancel')
  @HttpCode(200)
  @RequireScopes('payoutInstructions:cancel')
  @ApiOperation({ summary: 'Cancel', description: 'From Draft, Initiated, Restored or PayoutMethodSelected; allocated funds return to the campaign.' })
  @ApiOkResponse(VIEW)
  @ApiConflictResponse(STATE_CONFLICT)
  async cancel(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() dto: CancelDto): Promise<PayoutInstructionView> {
    return PayoutInstructionView.of(await this.instructions.cancel(principal, id, dto.cancellationReason));
  }

  @Post(':id/\\:send-reminder')
  @HttpCode(200)
  @RequireScopes('payoutInstructions:sendReminder')
  @ApiOperation({ summary: 'Send a reminder', description: 'To a beneficiary who has not claimed (Initiated or Restored); 400 when unsubscribed.' })
  @ApiOkResponse(VIEW)
  @ApiConflictResponse(STATE_CONFLICT)
  async sendReminder(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<PayoutInstructionView> {
    return PayoutInstructionView.of(await this.instructions.sendReminder(principal, id));
  }
}

@Controller()
@ApiTags('Payout instructions')
@ApiExtraModels(BulkActionView, ApprovalRequestView)
@AuditName('payoutInstructions')
export class CampaignPayoutInstructionsController {
  constructor(private readonly instructions: PayoutInstructionsService) {}

  @Post(versionedPaths('campaigns/:campaignId/payout-instructions/\\:initiate'))
  @HttpCode(202)
  @RequireScopes('payoutInstructions:initiate')
  @ApiOperation({
    summary: 'Initiate payout instructions in bulk',
    description:
      'With payoutInstructionIds: all or nothing (409 PAYOUT_INSTRUCTIONS_NOT_INITIABLE with unknownIds, notReadyIds, unsubscribedIds). Without: every ready Draft instruction, skipping unsubscribed beneficiaries. One allocation for the total (409 INSUFFICIENT_DISTRIBUTION_BALANCE when short); emails spread over distributionPeriodInSeconds.',
  })
  @ApiAcceptedResponse({ description: `The bulk window; or an approval request. ${WAITS_FOR_APPROVAL}`, schema: orApprovalSchema(getSchemaPath(BulkActionView)) })
  @ApiConflictResponse({ description: 'PAYOUT_INSTRUCTIONS_NOT_INITIABLE or INSUFFICIENT_DISTRIBUTION_BALANCE; nothing was initiated.' })
  async bulkInitiate(
    @CurrentPrincipal() principal: Principal,
    @UuidParam('campaignId') campaignId: string,
    @Body() dto: BulkInitiateDto,
    @Res({ passthrough: true }) response: Response,
  ): Promise<BulkActionView | ApprovalRequestView> {
    return answerOrApproval(await this.instructions.bulkInitiate(principal, campaignId, dto), response, (window: SendWindow) => window);
  }

  @Post(versionedPaths('campaigns/:campaignId/payout-instructions/\\:send-reminders'))
  @HttpCode(202)
  @RequireScopes('campaigns:sendReminders')
  @ApiOperation({
    summary: 'Send reminders in bulk',
    description:
      'To the given payoutInstructionIds, or to the instructions in the given statuses (not both); with neither, to every instruction not cancelled, requested or fulfilled. ' +
      'Of those, the ones a reminder is for (Initiated or Restored: not claimed yet) whose beneficiary is subscribed get one; the others are skipped, and `count` says how many were queued. ' +
      'With distributionPeriodInSeconds the reminders are spread evenly over that window, computed from the number found.',
  })
  @ApiAcceptedResponse({ schema: { $ref: getSchemaPath(BulkActionView) } })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: payoutInstructionIds, statuses (unknown status, or given with payoutInstructionIds), distributionPeriodInSeconds.' })
  @ApiConflictResponse({ description: 'CAMPAIGN_NOT_ACTIVE: the campaign has expired.' })
  bulkRemind(@CurrentPrincipal() principal: Principal, @UuidParam('campaignId') campaignId: string, @Body() dto: BulkRemindDto): Promise<BulkActionView> {
    return this.instructions.bulkRemind(principal, campaignId, dto);
  }
}
