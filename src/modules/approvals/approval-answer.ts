import type { Response } from 'express';
import { getSchemaPath } from '@nestjs/swagger';
import type { ApprovalRequest } from './approval-request';
import { ApprovalRequestView } from './dto/approval.views';
import { isApprovalRequest } from './dual-control';

/**
 * The answer of a route a rule may cover: its own view, or 202 with the approval request it now waits on
 * (docs/approvals.md).
 */
export function answerOrApproval<T, V>(result: T | ApprovalRequest, response: Response, view: (result: T) => V): V | ApprovalRequestView {
  if (!isApprovalRequest(result)) return view(result);
  response.status(202);
  return ApprovalRequestView.of(result);
}

/** OpenAPI: the 202 answer of a request that waits for approval. */
export const WAITS_FOR_APPROVAL = 'When the organization’s approval policy covers the request (above its rule’s threshold), it is checked as usual and then answers 202 with an approval request instead of acting: nothing moves until a different person approves it (docs/approvals.md).';

/** OpenAPI schema: the route's own answer, or an approval request. */
export const orApprovalSchema = (own: string) => ({ oneOf: [{ $ref: own }, { $ref: getSchemaPath(ApprovalRequestView) }] });
