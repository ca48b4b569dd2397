import { invitationRowErrors, lastAdministratorReason, scopesByResource } from './team-rules';

const admin = (id: string) => ({ id, role: { name: 'Administrator' } });
const manager = (id: string) => ({ id, role: { name: 'Manager' } });

describe('the team rules the console explains', () => {
  it('holds back the only Administrator, not one of two, and never a Manager', () => {
    expect(lastAdministratorReason(admin('a'), [admin('a'), manager('m')])).toMatch(/only Administrator/);
    expect(lastAdministratorReason(admin('a'), [admin('a'), admin('b')])).toBeNull();
    expect(lastAdministratorReason(manager('m'), [admin('a'), manager('m')])).toBeNull();
  });

  it('reads scopes as resources with their actions, in words, without v3’s twins', () => {
    expect(scopesByResource(['campaigns:view', 'campaigns:create', 'distributions:view', 'payoutInstructions:sendReminder', 'reports:view'])).toEqual([
      { resource: 'campaigns', actions: ['view', 'create'] },
      { resource: 'payout instructions', actions: ['send reminder'] },
      { resource: 'reports', actions: ['view'] },
    ]);
  });

  it('names each refused invitation row as the API does: empty, not an address, twice', () => {
    const rows = [
      { key: '1', email: 'grace@example.com', roleId: 'r' },
      { key: '2', email: '', roleId: 'r' },
      { key: '3', email: 'not an address', roleId: 'r' },
      { key: '4', email: 'GRACE@example.com ', roleId: 'r' },
    ];
    expect(invitationRowErrors(rows)).toEqual({
      'invitations.1.email': 'Enter an email address.',
      'invitations.2.email': 'Enter an email address such as grace@example.com.',
      'invitations.3.email': 'This address is already in the list.',
    });
    expect(invitationRowErrors(rows.slice(0, 1))).toEqual({});
  });
});
