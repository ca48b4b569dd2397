import { WithdrawalAccount, WithdrawalAccountOwnerType } from '../withdrawal-account.entity';
import { WithdrawalAccountView } from './withdrawal-account.view';

describe('WithdrawalAccountView', () => {
  const account = Object.assign(new WithdrawalAccount(), {
    id: '0193a0f0-0000-7000-8000-000000000001',
    organizationId: '0193a0f0-0000-7000-8000-000000000002',
    ownerType: WithdrawalAccountOwnerType.Campaign,
    ownerId: '0193a0f0-0000-7000-8000-000000000003',
    name: 'Refunds',
    accountHolderName: 'Ada Lovelace',
    routingNumber: '021000021',
    accountNumberEncrypted: 'v1.00000000.aaaa.bbbb.cccc',
    accountNumberLast4: '6789',
    accountType: 'Savings' as const,
    createdOn: new Date('2026-11-27T10:00:00.000Z'),
  });

  it('masks both numbers to their last four digits and shows nothing of the encrypted value or the owner', () => {
    expect(WithdrawalAccountView.of(account)).toEqual({
      id: account.id,
      name: 'Refunds',
      accountHolderName: 'Ada Lovelace',
      routingNumber: '*****0021',
      accountNumber: '****6789',
      accountType: 'Savings',
      createdOn: '2026-11-27T10:00:00.000Z',
      notificationOfChange: null,
    });
  });

  it('shows the bank’s latest notification of change as recorded (masked)', () => {
    const changed = Object.assign(new WithdrawalAccount(), account, { nocChangeCode: 'C01', nocCorrectedDataMasked: '****4321', nocReceivedOn: new Date('2026-11-28T10:00:00.000Z') });
    expect(WithdrawalAccountView.of(changed).notificationOfChange).toEqual({ changeCode: 'C01', description: 'Incorrect account number', correctedData: '****4321', receivedOn: '2026-11-28T10:00:00.000Z' });
  });
});
