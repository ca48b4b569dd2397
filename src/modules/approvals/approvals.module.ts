import { Module } from '@nestjs/common';
import { ApprovalDecisions } from './approval-decisions';
import { ApprovalOperations } from './approval-operations';
import { ApprovalRequestsStore } from './approval-requests.store';
import { ApprovalRules } from './approval-rules';
import { ApprovalPolicyController, ApprovalRequestsController } from './approvals.controller';
import { ApprovalsService } from './approvals.service';
import { DualControl } from './dual-control';

/**
 * Dual control (docs/approvals.md). Depends on no other context: the modules whose actions a rule
 * covers use `DualControl` and register how to carry their operations out (`ApprovalOperations`).
 */
@Module({
  controllers: [ApprovalPolicyController, ApprovalRequestsController],
  providers: [ApprovalRules, ApprovalRequestsStore, ApprovalOperations, DualControl, ApprovalDecisions, ApprovalsService],
  exports: [DualControl, ApprovalOperations, ApprovalsService],
})
export class ApprovalsModule {}
