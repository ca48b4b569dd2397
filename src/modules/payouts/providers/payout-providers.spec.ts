import type { EntityManager } from '@mikro-orm/postgresql';
import type { AppConfig } from '../../../core/config/app-config';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { PayoutMethodCategory } from '../../payout-methods';
import type { PayoutProvider } from './payout-provider';
import { LobCheckProvider } from './lob/lob-check-provider';
import { PayoutProviders, providersByCategory } from './payout-providers';
import { SandboxCardProvider } from './sandbox-card-provider';
import { SandboxWalletProvider } from './sandbox-wallet-provider';

const encryption = new FieldEncryption(Buffer.alloc(32, 1));
const cards = new SandboxCardProvider({} as EntityManager, encryption);
const wallets = new SandboxWalletProvider({} as EntityManager, encryption);
const lobOf = (config: Partial<AppConfig>): LobCheckProvider => new LobCheckProvider({} as EntityManager, {} as never, {} as never, config as AppConfig);
const providers = new PayoutProviders(cards, wallets, lobOf({}));
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

  it('gives checks to Lob only when the deployment chose it', () => {
    const lob = lobOf({ lob: { apiKey: 'test_key', baseUrl: 'http://127.0.0.1:1', bankAccountId: 'bank_1', fromAddressId: 'adr_1', webhookSecret: 'secret' } });
    const withLob = new PayoutProviders(cards, wallets, lob);
    expect(withLob.forCategory(C.PaperCheck)).toBe(lob);
    expect(withLob.forCategory(C.CheckTransfer)).toBe(lob);
    expect(withLob.supports(C.AchBankTransfer)).toBe(false);
  });

  it('refuses two providers for one category', () => {
    const another: PayoutProvider = { categories: [C.DigitalWallet], request: jest.fn(), cancel: jest.fn() };
    expect(() => providersByCategory([cards, wallets, another])).toThrow('Two payout providers pay DigitalWallet');
  });
});
