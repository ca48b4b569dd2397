import { actionPrefixOf, auditTargetOf, resourceOfPath, resourceTypeOf } from './audit-target';

describe('audit targets', () => {
  it('names the action after the controller, without Controller, first letter lower-cased, and the method', () => {
    expect(actionPrefixOf('PayoutInstructionsController')).toBe('payoutInstructions');
    expect(auditTargetOf({ controllerName: 'PayoutInstructionsController', methodName: 'initiate', httpMethod: 'POST', path: 'v2/campaign-manager/payout-instructions/:id/\\:initiate' })).toEqual({
      action: 'payoutInstructions.initiate',
      resourceType: 'PayoutInstruction',
      resourceId: { param: 'id' },
    });
  });

  it('singularizes kebab-case collections into resource types', () => {
    expect(resourceTypeOf('payout-instructions')).toBe('PayoutInstruction');
    expect(resourceTypeOf('funds-holders')).toBe('FundsHolder');
    expect(resourceTypeOf('policies')).toBe('Policy');
    expect(resourceTypeOf('approval-policy')).toBe('ApprovalPolicy');
  });

  it.each([
    ['POST', 'v2/campaign-manager/campaigns', 'Campaign', { answer: 'id' }],
    ['PATCH', 'v2/campaign-manager/campaigns/:id', 'Campaign', { param: 'id' }],
    ['PATCH', 'v2/campaign-manager/campaigns/:id/campaign-icon', 'Campaign', { param: 'id' }],
    ['POST', 'v2/campaign-manager/campaigns/:campaignId/\\:set-password', 'Campaign', { param: 'campaignId' }],
    ['POST', 'v2/campaign-manager/campaigns/:campaignId/payout-instructions/\\:initiate', 'Campaign', { param: 'campaignId' }],
    ['POST', 'v2/campaign-manager/bank-accounts/:id/withdrawal-accounts', 'WithdrawalAccount', { answer: 'id' }],
    ['DELETE', 'v2/campaign-manager/bank-accounts/:id/withdrawal-accounts/:withdrawalAccountId', 'WithdrawalAccount', { param: 'withdrawalAccountId' }],
    ['PUT', 'v2/campaign-manager/users/:id/role', 'User', { param: 'id' }],
    ['POST', 'v2/campaign-manager/admin/transfers/\\:trigger', 'Transfer', { answer: 'id' }],
    ['PUT', 'v2/campaign-manager/approval-policy', 'ApprovalPolicy', { answer: 'id' }],
    // A v3-only route is read in v2 names.
    ['POST', 'v3/distribution-manager/simulate/distributions/:distributionId/\\:expire', 'Campaign', { param: 'campaignId' }],
  ])('%s %s acts on %s', (method, path, resourceType, resourceId) => {
    expect(resourceOfPath(method, path)).toEqual({ resourceType, resourceId });
  });

  it('lets the decorators override the name and the resource', () => {
    expect(
      auditTargetOf({ controllerName: 'MeController', methodName: 'signIn', httpMethod: 'POST', path: 'v2/campaign-manager/me/\\:sign-in', resource: { resourceType: 'User', resourceId: 'user' } }),
    ).toEqual({ action: 'me.signIn', resourceType: 'User', resourceId: 'user' });
    expect(auditTargetOf({ controllerName: 'CampaignMoneyController', methodName: 'refund', httpMethod: 'POST', path: 'campaigns/:campaignId/\\:refund', name: 'campaigns' }).action).toBe(
      'campaigns.refund',
    );
  });
});
