import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { centsToAmount } from '../../../core/money/money';
import { ApprovalStatus, statusAt, type ApprovalRequest } from '../approval-request';
import { APPROVAL_ACTIONS, type ApprovalAction, type ApprovalRule } from '../approval-rules';

export class ApprovalRuleView {
  @ApiProperty({ enum: APPROVAL_ACTIONS, enumName: 'ApprovalAction', description: '`InitiatePayouts` covers single and bulk `:initiate` and `:reinitiate` (the total they would allocate); `Withdraw` and `Refund` their amount.' })
  action!: ApprovalAction;

  @ApiProperty({ type: Number, minimum: 0, example: 1000, description: 'Dollars. A request for more than this waits for a second person; this much or less goes ahead.' })
  threshold!: number;

  static of(rule: ApprovalRule): ApprovalRuleView {
    return { action: rule.action, threshold: centsToAmount(rule.thresholdCents) };
  }
}

export class ApprovalPolicyView {
  @ApiProperty({ type: [ApprovalRuleView], description: 'At most one rule per action; an action without a rule never waits.' })
  rules!: ApprovalRuleView[];
}

export class ApprovalSummaryView {
  @ApiPropertyOptional({ format: 'uuid', description: 'The campaign whose money it would allocate or refund.' })
  campaignId?: string;

  @ApiPropertyOptional({ format: 'uuid', description: 'The bank account it would withdraw from.' })
  bankAccountId?: string;

  @ApiProperty({ type: 'integer', example: 1, description: 'How many payout instructions it would initiate (1 for a withdrawal or refund).' })
  count!: number;
}

export class ApprovalPersonView {
  @ApiProperty({ format: 'uuid' }) userId!: string;
  @ApiProperty({ type: String, nullable: true, example: 'ada@example.com' }) email!: string | null;
}

export class ApprovalResultView {
  @ApiProperty({ type: 'integer', example: 202, description: 'The HTTP status the original request answered when it was carried out.' })
  status!: number;

  @ApiProperty({
    type: 'object',
    additionalProperties: true,
    description: 'What it answered: the instruction, the bulk window or `{ transactionId }`; for a `Failed` request, the problem document it would answer now.',
  })
  body!: Record<string, unknown>;
}

/** An approval request (docs/approvals.md), its status as it is now (a Pending request past `expiresOn` reads Expired). */
export class ApprovalRequestView {
  @ApiProperty({ format: 'uuid' }) id!: string;
  @ApiProperty({ enum: APPROVAL_ACTIONS, enumName: 'ApprovalAction' }) action!: ApprovalAction;
  @ApiProperty({ enum: ApprovalStatus, enumName: 'ApprovalStatus' }) status!: ApprovalStatus;
  @ApiProperty({ type: Number, example: 1250, description: 'Dollars: what it would allocate, withdraw or refund.' }) amount!: number;
  @ApiProperty({ type: ApprovalSummaryView }) summary!: ApprovalSummaryView;
  @ApiProperty({ type: ApprovalPersonView, nullable: true, description: 'Null when a machine client asked.' }) requestedBy!: ApprovalPersonView | null;
  @ApiProperty({ type: String, format: 'date-time' }) requestedOn!: string;
  @ApiProperty({ type: ApprovalPersonView, nullable: true }) decidedBy!: ApprovalPersonView | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true }) decidedOn!: string | null;
  @ApiProperty({ type: String, nullable: true, description: 'The decider’s reason (required to reject).' }) reason!: string | null;
  @ApiProperty({ type: ApprovalResultView, nullable: true, description: 'Set once approved (what it answered) or failed (the problem).' }) result!: ApprovalResultView | null;
  @ApiProperty({ type: String, format: 'date-time', description: 'A request still pending then expires.' }) expiresOn!: string;

  static of(request: ApprovalRequest, now = new Date()): ApprovalRequestView {
    return {
      id: request.id,
      action: request.action,
      status: statusAt(request, now),
      amount: centsToAmount(request.amountCents),
      summary: request.summary,
      requestedBy: request.requestedBy.userId ? { userId: request.requestedBy.userId, email: request.requestedBy.email } : null,
      requestedOn: request.requestedOn.toISOString(),
      decidedBy: request.decidedBy,
      decidedOn: request.decidedOn?.toISOString() ?? null,
      reason: request.reason,
      result: request.result as ApprovalResultView | null,
      expiresOn: request.expiresOn.toISOString(),
    };
  }
}
