import type { EntityManager } from '@mikro-orm/postgresql';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { PayoutMethodCategory } from '../../payout-methods';
import type { PayoutProvider } from './payout-provider';
import { PayoutProviders, providersByCategory } from './payout-providers';
import type { RemotePayoutProvider } from './remote-provider';
import type { RemoteProviders } from './remote-providers';
import { SandboxCardProvider } from './sandbox-card-provider';
import { SandboxWalletProvider } from './sandbox-wallet-provider';

const encryption = new FieldEncryption(Buffer.alloc(32, 1));
const cards = new SandboxCardProvider({} as EntityManager, encryption);
const wallets = new SandboxWalletProvider({} as EntityManager, encryption);
const remoteOf = (...configured: RemotePayoutProvider[]) => ({ configured: () => configured }) as unknown as RemoteProviders;
const providers = new PayoutProviders(cards, wallets, remoteOf());
const C = PayoutMethodCategory;

describe('payout providers', () => {
  it('gives each card and wallet category its sandbox provider', () => {
    expect(providers.forCategory(C.GiftCard)).toBe(cards);
    expect(providers.forCategory(C.PrepaidCard)).toBe(cards);
    expect(providers.forCategory(C.DigitalWallet)).toBe(wallets);
    for (const category of [C.GiftCard, C.PrepaidCard, C.DigitalWallet]) expect(providers.supports(category)).toBe(true);
  });

  it.each([C.AchBankTransfer, C.PaperCheck, C.CheckTransfer])('has no provider for %s yet: supports says no, forCategory throws clearly', (category) => {
    expect(providers.supports(category)).toBe(false);
    expect(() => providers.forCategory(category)).toThrow(new RegExp(`No payout provider pays ${category} yet \\(supported: GiftCard, PrepaidCard, DigitalWallet\\)`));
  });

  it('covers every category but the ACH and check rails', () => {
    expect(Object.values(C).filter((category) => providers.supports(category))).toEqual([C.GiftCard, C.PrepaidCard, C.DigitalWallet]);
  });

  it('refuses two providers for one category', () => {
    const another: PayoutProvider = { categories: [C.DigitalWallet], request: jest.fn(), cancel: jest.fn() };
    expect(() => providersByCategory([cards, wallets, another])).toThrow('Two payout providers pay DigitalWallet');
  });

  it('gives a real provider the categories configured for it, the sandbox keeping the others', () => {
    const gifts = { name: 'tremendous', categories: [C.GiftCard], request: jest.fn(), cancel: jest.fn() } as unknown as RemotePayoutProvider;
    const chosen = new PayoutProviders(cards, wallets, remoteOf(gifts));
    expect(chosen.forCategory(C.GiftCard)).toBe(gifts);
    expect(chosen.forCategory(C.PrepaidCard)).not.toBe(gifts);
    expect(chosen.forCategory(C.PrepaidCard).categories).toEqual([C.PrepaidCard]);
    expect(chosen.forCategory(C.DigitalWallet)).toBe(wallets);
  });
});
