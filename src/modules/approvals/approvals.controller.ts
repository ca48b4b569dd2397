import { Body, Controller, Get, HttpCode, Post, Put, Query, Req } from '@nestjs/common';
import { ApiBadRequestResponse, ApiConflictResponse, ApiExtraModels, ApiForbiddenResponse, ApiNotFoundResponse, ApiOkResponse, ApiOperation, ApiTags, getSchemaPath } from '@nestjs/swagger';
import type { Request } from 'express';
import { CurrentPrincipal, type Principal } from '../../core/auth/principal';
import { RequireScopes } from '../../core/auth/require-scopes.decorator';
import { versionedPaths } from '../../core/http/api-version';
import { pagedSchema, type Page } from '../../core/http/paging';
import { UuidParam } from '../../core/http/parse-uuid.pipe';
import { ApprovalDecisions } from './approval-decisions';
import { ApprovalsService } from './approvals.service';
import { ApprovalPolicyInput, ApprovalRequestsQuery, ApproveInput, RejectInput } from './dto/approval.inputs';
import { ApprovalPolicyView, ApprovalRequestView, ApprovalRuleView } from './dto/approval.views';

const REQUEST = { schema: { $ref: getSchemaPath(ApprovalRequestView) } };
const DECISION_FORBIDDEN = {
  description:
    '`APPROVER_IS_REQUESTER`: the requester cannot decide their own request; `APPROVER_NOT_A_PERSON`: a machine client may ask, never decide; or the token lacks the scope.',
};
const NOT_PENDING = { description: '`APPROVAL_NOT_PENDING`: the request was decided already, or expired; nothing changed.' };

@Controller()
@ApiTags('Approvals')
@ApiExtraModels(ApprovalPolicyView, ApprovalRuleView, ApprovalRequestView)
export class ApprovalPolicyController {
  constructor(private readonly approvals: ApprovalsService) {}

  @Get(versionedPaths('approval-policy'))
  @RequireScopes('approvals:view')
  @ApiOperation({ summary: 'Read the approval policy', description: 'The organization’s rules: which actions wait for a second person above which amount.' })
  @ApiOkResponse({ type: ApprovalPolicyView })
  async get(@CurrentPrincipal() principal: Principal): Promise<ApprovalPolicyView> {
    return { rules: (await this.approvals.policy(principal.organizationId)).map(ApprovalRuleView.of) };
  }

  @Put(versionedPaths('approval-policy'))
  @RequireScopes('approvals:manage')
  @ApiOperation({
    summary: 'Replace the approval policy',
    description: 'The rules given replace all of the organization’s rules; requests already waiting keep waiting. `{ "rules": [] }` turns dual control off.',
  })
  @ApiOkResponse({ type: ApprovalPolicyView })
  @ApiBadRequestResponse({ description: 'Validation problem naming the field: an unknown action, a negative or malformed threshold, two rules for one action.' })
  async put(@CurrentPrincipal() principal: Principal, @Body() input: ApprovalPolicyInput): Promise<ApprovalPolicyView> {
    return { rules: (await this.approvals.replacePolicy(principal.organizationId, input)).map(ApprovalRuleView.of) };
  }
}

@Controller()
@ApiTags('Approvals')
export class ApprovalRequestsController {
  constructor(
    private readonly approvals: ApprovalsService,
    private readonly decisions: ApprovalDecisions,
  ) {}

  @Get(versionedPaths('approval-requests'))
  @RequireScopes('approvals:view')
  @ApiOperation({ summary: 'List approval requests', description: 'Pending first, then newest first; filter by status (as it is now) and action.' })
  @ApiOkResponse({ schema: pagedSchema(ApprovalRequestView) })
  @ApiBadRequestResponse({ description: 'Validation problem: an unknown status or action, a malformed page.' })
  async list(@CurrentPrincipal() principal: Principal, @Query() query: ApprovalRequestsQuery): Promise<Page<ApprovalRequestView>> {
    const page = await this.approvals.requests(principal.organizationId, query);
    const now = new Date();
    return { ...page, data: page.data.map((request) => ApprovalRequestView.of(request, now)) };
  }

  @Get(versionedPaths('approval-requests/:id'))
  @RequireScopes('approvals:view')
  @ApiOperation({ summary: 'Read an approval request' })
  @ApiOkResponse(REQUEST)
  @ApiNotFoundResponse({ description: 'No such approval request in the organization.' })
  async get(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string): Promise<ApprovalRequestView> {
    return ApprovalRequestView.of(await this.approvals.request(principal.organizationId, id));
  }

  @Post(versionedPaths('approval-requests/:id/\\:approve'))
  @HttpCode(200)
  @RequireScopes('approvals:approve')
  @ApiOperation({
    summary: 'Approve a request',
    description:
      'Carries the original request out now, with its requester as the actor and you recorded as the approver. The answer is the request: `Approved` with what the ' +
      'original request answered in `result`, or `Failed` with the problem it answers now (the money is gone, the instructions changed), nothing done.',
  })
  @ApiOkResponse(REQUEST)
  @ApiForbiddenResponse(DECISION_FORBIDDEN)
  @ApiNotFoundResponse({ description: 'No such approval request in the organization.' })
  @ApiConflictResponse(NOT_PENDING)
  async approve(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() input: ApproveInput, @Req() request: Request): Promise<ApprovalRequestView> {
    const context = { instance: request.originalUrl ?? request.url, traceId: String((request as Request & { id?: unknown }).id ?? '') };
    return ApprovalRequestView.of(await this.decisions.approve(principal, id, input.reason ?? null, context));
  }

  @Post(versionedPaths('approval-requests/:id/\\:reject'))
  @HttpCode(200)
  @RequireScopes('approvals:approve')
  @ApiOperation({ summary: 'Reject a request', description: 'Nothing is done; the reason is recorded for the requester.' })
  @ApiOkResponse(REQUEST)
  @ApiBadRequestResponse({ description: 'Validation problem naming `reason` (required).' })
  @ApiForbiddenResponse(DECISION_FORBIDDEN)
  @ApiNotFoundResponse({ description: 'No such approval request in the organization.' })
  @ApiConflictResponse(NOT_PENDING)
  async reject(@CurrentPrincipal() principal: Principal, @UuidParam('id') id: string, @Body() input: RejectInput): Promise<ApprovalRequestView> {
    return ApprovalRequestView.of(await this.decisions.reject(principal, id, input.reason));
  }
}
