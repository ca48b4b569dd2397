import { DomainError } from '../../core/errors/domain-error';
import type { ApprovalStatus } from './approval-request';

export const ApprovalErrors = {
  requesterDecides: () => new DomainError('APPROVER_IS_REQUESTER', 'forbidden', 'You asked for this request: a different person must approve or reject it.'),
  machineDecides: () =>
    new DomainError('APPROVER_NOT_A_PERSON', 'forbidden', 'A machine client may ask for an approval but never decide one: a person of the organization must.'),
  notPending: (id: string, status: ApprovalStatus) =>
    DomainError.conflict('APPROVAL_NOT_PENDING', `Approval request ${id} is ${status}: only a Pending request can be approved or rejected.`, { status }),
};
