import { choicesFrom, sameChoices, selectionsFrom, tooManyChecks } from './payout-method-choices';

describe('payout method choices', () => {
  const selections = selectionsFrom([
    { id: 'b', isDisabled: false, disableReason: null },
    { id: 'a', isDisabled: true, disableReason: 'Out of stock' },
  ]);

  it('round-trips what is offered, in catalog order, with the reason only on a disabled method', () => {
    expect(choicesFrom({ ...selections, c: { offered: false, disabled: false, reason: '' } }, ['a', 'b', 'c'])).toEqual([
      { payoutMethodId: 'a', isDisabled: true, disableReason: 'Out of stock' },
      { payoutMethodId: 'b' },
    ]);
  });

  it('sends no empty reason', () => {
    expect(choicesFrom({ a: { offered: true, disabled: true, reason: '  ' } }, ['a'])).toEqual([{ payoutMethodId: 'a', isDisabled: true, disableReason: null }]);
  });

  it('compares choices whatever their order', () => {
    expect(sameChoices([{ payoutMethodId: 'a' }, { payoutMethodId: 'b', isDisabled: true, disableReason: 'x' }], [{ payoutMethodId: 'b', isDisabled: true, disableReason: 'x' }, { payoutMethodId: 'a', isDisabled: false }])).toBe(true);
    expect(sameChoices([{ payoutMethodId: 'a' }], [{ payoutMethodId: 'a', isDisabled: true }])).toBe(false);
  });

  it('spots two check methods', () => {
    const categories = { p: 'PaperCheck', t: 'CheckTransfer', g: 'GiftCard' };
    expect(tooManyChecks({ p: { offered: true, disabled: false, reason: '' }, g: { offered: true, disabled: false, reason: '' } }, categories)).toBe(false);
    expect(tooManyChecks({ p: { offered: true, disabled: false, reason: '' }, t: { offered: true, disabled: true, reason: '' } }, categories)).toBe(true);
  });
});
