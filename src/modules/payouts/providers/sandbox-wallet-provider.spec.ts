import type { EntityManager } from '@mikro-orm/postgresql';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { PayoutMethodCategory } from '../../payout-methods';
import { isUnclaimed, SandboxWalletProvider } from './sandbox-wallet-provider';

describe('sandbox wallet: the unclaimed rule', () => {
  it.each([
    [{ email: 'unclaimed@example.com' }],
    [{ email: 'ann.UNCLAIMED+1@example.com' }],
    [{ phoneNumber: '+1 555 Unclaimed' }],
    [{ email: 'ann@example.com', phoneNumber: '+1-555-unclaimed-0100' }],
  ])('leaves a transfer to %j unaccepted', (recipient) => {
    expect(isUnclaimed(recipient)).toBe(true);
  });

  it.each([
    [{ email: 'ann@example.com', phoneNumber: '+1 555 0100' }],
    [{ email: 'claimed@example.com' }],
    [{ email: 'un-claimed@example.com' }],
    [{ fullName: 'Unclaimed Person' }],
    [{}],
  ])('has a transfer to %j accepted at once', (recipient) => {
    expect(isUnclaimed(recipient)).toBe(false);
  });
});

describe('sandbox wallet provider', () => {
  const provider = new SandboxWalletProvider({} as EntityManager, new FieldEncryption(Buffer.alloc(32, 1)));

  it('pays digital wallets only, refusing any other category before touching its books', async () => {
    expect(provider.categories).toEqual([PayoutMethodCategory.DigitalWallet]);
    const request = { idempotencyKey: 'payout-x', payoutMethodId: 'm', brand: null, amountCents: 100, recipient: {} };
    await expect(provider.request({ ...request, category: PayoutMethodCategory.GiftCard })).rejects.toThrow(/pays DigitalWallet, not GiftCard/);
  });
});
