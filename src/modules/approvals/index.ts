export { ApprovalsModule } from './approvals.module';
export { ApprovalOperations, type OperationRunner } from './approval-operations';
export { DualControl, isApprovalRequest, NO_GATE, type Approval, type ApprovalGate } from './dual-control';
export { ApprovalsService } from './approvals.service';
export { ApprovalStatus, type ApprovalRequest, type ApprovalResult } from './approval-request';
export { ApprovalRequestView } from './dto/approval.views';
export { answerOrApproval, orApprovalSchema, WAITS_FOR_APPROVAL } from './approval-answer';
export { describeRequest } from './approval-words';
