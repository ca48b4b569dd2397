import { FundsHolderStatus, fundsHolderStatus } from './funds-holder.entity';

describe('funds holder status', () => {
  it.each([
    [[], FundsHolderStatus.Pending],
    [['Pending'], FundsHolderStatus.Pending],
    [['Failed', 'Pending'], FundsHolderStatus.Pending],
    [['Failed', 'Active'], FundsHolderStatus.Active],
    [['Failed'], FundsHolderStatus.Failed],
  ])('is derived from bank accounts %j as %s', (statuses, expected) => {
    expect(fundsHolderStatus(statuses)).toBe(expected);
  });
});
