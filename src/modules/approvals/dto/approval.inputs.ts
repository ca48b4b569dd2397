import { ApiProperty, ApiPropertyOptional } from '@nestjs/swagger';
import { Type } from 'class-transformer';
import { ArrayMaxSize, IsArray, IsIn, IsNotEmpty, IsObject, IsString, MaxLength, ValidateNested } from 'class-validator';
import { IsAmount } from '../../../core/http/amount.decorator';
import { PageQuery } from '../../../core/http/paging';
import { Omittable } from '../../../core/http/presence.decorators';
import { ApprovalStatus } from '../approval-request';
import { APPROVAL_ACTIONS, type ApprovalAction } from '../approval-rules';

export const REASON_MAX_LENGTH = 500;

export class ApprovalRuleInput {
  @ApiProperty({ enum: APPROVAL_ACTIONS, enumName: 'ApprovalAction' })
  @IsIn(APPROVAL_ACTIONS, { message: `action must be one of ${APPROVAL_ACTIONS.join(', ')}.` })
  action!: ApprovalAction;

  @ApiProperty({ type: Number, minimum: 0, example: 1000, description: 'Dollars, 0 or more: a request for more waits for a second person (0: every one waits).' })
  @IsAmount({ allowZero: true })
  threshold!: number;
}

export class ApprovalPolicyInput {
  @ApiProperty({ type: [ApprovalRuleInput], maxItems: APPROVAL_ACTIONS.length, description: 'Replaces the whole policy; at most one rule per action; `[]`: no approval at all.' })
  @IsArray({ message: 'rules must be an array.' })
  @IsObject({ each: true, message: 'rules must hold objects.' })
  @ArrayMaxSize(APPROVAL_ACTIONS.length, { message: `rules can have at most ${APPROVAL_ACTIONS.length} rules, one per action.` })
  @ValidateNested({ each: true })
  @Type(() => ApprovalRuleInput)
  rules!: ApprovalRuleInput[];
}

export class ApprovalRequestsQuery extends PageQuery {
  @ApiPropertyOptional({ enum: ApprovalStatus, enumName: 'ApprovalStatus', description: 'Only requests in this status (as it is now: an expired one is Expired).' })
  @Omittable()
  @IsIn(Object.values(ApprovalStatus), { message: `status must be one of ${Object.values(ApprovalStatus).join(', ')}.` })
  status?: ApprovalStatus;

  @ApiPropertyOptional({ enum: APPROVAL_ACTIONS, enumName: 'ApprovalAction' })
  @Omittable()
  @IsIn(APPROVAL_ACTIONS, { message: `action must be one of ${APPROVAL_ACTIONS.join(', ')}.` })
  action?: ApprovalAction;
}

export class ApproveInput {
  @ApiPropertyOptional({ maxLength: REASON_MAX_LENGTH, description: 'Why, for the record.' })
  @Omittable()
  @IsString({ message: 'reason must be a string.' })
  @MaxLength(REASON_MAX_LENGTH)
  reason?: string;
}

export class RejectInput {
  @ApiProperty({ minLength: 1, maxLength: REASON_MAX_LENGTH, description: 'Why: the requester reads it.' })
  @IsString({ message: 'reason must be a string.' })
  @IsNotEmpty({ message: 'reason must not be empty: say why the request is rejected.' })
  @MaxLength(REASON_MAX_LENGTH)
  reason!: string;
}
