import { DomainError } from '../../core/errors/domain-error';

/** The users module's refusals (docs/users-and-roles.md). */
export const UserErrors = {
  removed: () => new DomainError('USER_REMOVED', 'forbidden', 'This user was removed from the organization: an administrator can invite the email address again.'),
  lastAdministrator: () =>
    new DomainError('LAST_ADMINISTRATOR', 'conflict', 'The organization would have no Administrator left: make another user Administrator first.'),
  invitationNotPending: (status: string) =>
    new DomainError('INVITATION_NOT_PENDING', 'conflict', `The invitation is ${status}: only a pending invitation can be cancelled.`, { invitationStatus: status }),
};
