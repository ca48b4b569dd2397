import 'reflect-metadata';
import { randomUUID } from 'node:crypto';
import type { INestApplicationContext } from '@nestjs/common';
import { Test } from '@nestjs/testing';
import { MikroORM } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../src/core/config/app-config';
import { ConfigModule } from '../../../src/core/config/config.module';
import { DatabaseModule } from '../../../src/core/database/database.module';
import { FieldEncryption } from '../../../src/core/security/field-encryption';
import { SecurityModule } from '../../../src/core/security/security.module';
import { PayoutMethodCategory } from '../../../src/modules/payout-methods';
import { idempotencyKeyOf, type PayoutDetails, type ProviderOutcome, type ProviderPayoutRequest } from '../../../src/modules/payouts/providers/payout-provider';
import { PayoutProviders } from '../../../src/modules/payouts/providers/payout-providers';
import { ProviderLookups } from '../../../src/modules/payouts/providers/provider-lookups';
import { RemoteProviders } from '../../../src/modules/payouts/providers/remote-providers';
import { CARD_NOT_CANCELLABLE, GIFT_CARD_ALPHABET, passesLuhn, SandboxCardProvider } from '../../../src/modules/payouts/providers/sandbox-card-provider';
import { CANCELLED_REASON } from '../../../src/modules/payouts/providers/sandbox-provider-books';
import { SandboxWalletProvider, WALLET_ALREADY_ACCEPTED } from '../../../src/modules/payouts/providers/sandbox-wallet-provider';

jest.setTimeout(30_000);

/**
 * The sandbox providers against this file's own database, wired as the payouts module wires them (the shared kernel's
 * config, database and security modules, plus the three providers): their books in `sandbox_provider_payout`.
 */
let context: INestApplicationContext;
let orm: MikroORM;
let providers: PayoutProviders;
let encryption: FieldEncryption;

beforeAll(async () => {
  const moduleRef = await Test.createTestingModule({
    imports: [ConfigModule, DatabaseModule, SecurityModule],
    // No real provider is configured here, so RemoteProviders builds none and never asks the lookups (docs/providers.md).
    providers: [SandboxCardProvider, SandboxWalletProvider, PayoutProviders, RemoteProviders, { provide: ProviderLookups, useValue: {} }],
  }).compile();
  context = await moduleRef.createNestApplication({ bufferLogs: true }).init();
  orm = context.get(MikroORM);
  providers = context.get(PayoutProviders);
  encryption = context.get(FieldEncryption);
});

afterAll(async () => {
  await context?.close();
});

interface BookRow {
  idempotency_key: string;
  category: string;
  reference: string;
  amount_cents: string;
  status: string;
  credentials_encrypted: string | null;
  request_count: number;
  cancelled_on: Date | null;
}

const rowsOf = (key: string): Promise<BookRow[]> =>
  orm.em.fork().getConnection().execute<BookRow[]>('select * from sandbox_provider_payout where idempotency_key = ?', [key]);

const C = PayoutMethodCategory;
const newKey = (): string => idempotencyKeyOf(randomUUID());
const requestOf = (category: PayoutMethodCategory, fields: Partial<ProviderPayoutRequest> & { recipient?: PayoutDetails } = {}): ProviderPayoutRequest => ({
  idempotencyKey: newKey(),
  category,
  payoutMethodId: randomUUID(),
  brand: null,
  amountCents: 2_500,
  recipient: { email: 'ann@example.com' },
  ...fields,
});
const ask = (request: ProviderPayoutRequest): Promise<ProviderOutcome> => providers.forCategory(request.category).request(request);
const cancel = (category: PayoutMethodCategory, key: string) => providers.forCategory(category).cancel(key);

const GIFT_CARD_CODE = new RegExp(`^[${GIFT_CARD_ALPHABET}]{4}(-[${GIFT_CARD_ALPHABET}]{4}){3}$`);

describe('sandbox cards', () => {
  it('issues a gift card at once; the same key again answers the same card and pays nothing twice', async () => {
    const request = requestOf(C.GiftCard, { brand: 'Amazon' });
    const first = await ask(request);
    expect(first).toEqual({
      status: 'Completed',
      reference: expect.stringMatching(/^sbx_giftcard_[0-9a-f]{20}$/),
      credentials: { code: expect.stringMatching(GIFT_CARD_CODE), pin: expect.stringMatching(/^\d{4,6}$/), redemptionUrl: expect.any(String) },
    });
    if (first.status !== 'Completed') throw new Error('not completed');
    expect(first.credentials!.redemptionUrl).toBe(`https://sandbox-rewards.example/redeem/${first.reference}`);

    const again = await ask({ ...request, amountCents: 9_999 });
    expect(again).toEqual(first);
    const [row, ...others] = await rowsOf(request.idempotencyKey);
    expect(others).toEqual([]);
    expect(row).toMatchObject({ category: 'GiftCard', reference: first.reference, amount_cents: '2500', status: 'Completed', request_count: 2, cancelled_on: null });
  });

  it('makes one row of concurrent requests with one key, each answered the same card', async () => {
    const request = requestOf(C.PrepaidCard, { brand: 'Mastercard' });
    const outcomes = await Promise.all(Array.from({ length: 10 }, () => ask(request)));
    for (const outcome of outcomes) expect(outcome).toEqual(outcomes[0]);
    const first = outcomes[0];
    if (first.status !== 'Completed' || !first.credentials) throw new Error('no card issued');
    expect(first.reference).toMatch(/^sbx_prepaidcard_/);
    expect(first.credentials.code).toMatch(/^5[1-5]\d{14}$/);
    expect(passesLuhn(first.credentials.code)).toBe(true);
    expect(first.credentials.pin).toMatch(/^\d{3}$/);
    const rows = await rowsOf(request.idempotencyKey);
    expect(rows).toHaveLength(1);
    expect(rows[0].request_count).toBe(10);
  });

  it('keeps credentials encrypted in its books, never in clear', async () => {
    const request = requestOf(C.GiftCard);
    const outcome = await ask(request);
    if (outcome.status !== 'Completed' || !outcome.credentials) throw new Error('no card issued');
    const [row] = await rowsOf(request.idempotencyKey);
    expect(row.credentials_encrypted).toMatch(/^v1\.[0-9a-f]{8}\./);
    expect(row.credentials_encrypted).not.toContain(outcome.credentials.code);
    expect(row.credentials_encrypted).not.toContain(outcome.credentials.code.replace(/-/g, ''));
    expect(row.credentials_encrypted).not.toContain(outcome.credentials.redemptionUrl);
    expect(encryption.decryptJson(row.credentials_encrypted!)).toEqual(outcome.credentials);
  });

  it('cannot cancel an issued card, and still answers it afterwards', async () => {
    const request = requestOf(C.PrepaidCard, { brand: 'Visa' });
    const first = await ask(request);
    expect(await cancel(C.PrepaidCard, request.idempotencyKey)).toEqual({ cancelled: false, reason: CARD_NOT_CANCELLABLE });
    expect(CARD_NOT_CANCELLABLE).toBe('A card is issued at once and cannot be cancelled.');
    expect(await ask(request)).toEqual(first);
    expect((await rowsOf(request.idempotencyKey))[0]).toMatchObject({ status: 'Completed', cancelled_on: null, request_count: 2 });
  });

  it('cancels a key never asked for (nothing issued): a later request answers Failed and issues nothing', async () => {
    const request = requestOf(C.GiftCard);
    expect(await cancel(C.GiftCard, request.idempotencyKey)).toEqual({ cancelled: true });
    expect(await cancel(C.GiftCard, request.idempotencyKey)).toEqual({ cancelled: true });
    expect(await ask(request)).toEqual({ status: 'Failed', reference: expect.stringMatching(/^sbx_giftcard_/), reason: CANCELLED_REASON });
    const [row] = await rowsOf(request.idempotencyKey);
    expect(row).toMatchObject({ status: 'Failed', credentials_encrypted: null, request_count: 1, amount_cents: '0' });
    expect(row.cancelled_on).not.toBeNull();
  });
});

describe('sandbox digital wallets', () => {
  it('accepts a transfer at once, which then cannot be cancelled', async () => {
    const request = requestOf(C.DigitalWallet, { recipient: { email: 'ann@example.com', phoneNumber: '+1 555 0100' } });
    const first = await ask(request);
    expect(first).toEqual({ status: 'Completed', reference: expect.stringMatching(/^sbx_digitalwallet_[0-9a-f]{20}$/) });
    expect(await cancel(C.DigitalWallet, request.idempotencyKey)).toEqual({ cancelled: false, reason: WALLET_ALREADY_ACCEPTED });
    expect(await ask(request)).toEqual(first);
    const [row] = await rowsOf(request.idempotencyKey);
    expect(row).toMatchObject({ status: 'Completed', credentials_encrypted: null, cancelled_on: null, request_count: 2 });
  });

  it('leaves a transfer to an unclaimed recipient Processing until cancelled; a later request then answers Failed, Cancelled', async () => {
    const request = requestOf(C.DigitalWallet, { recipient: { email: 'someone+UNCLAIMED@example.com' } });
    const first = await ask(request);
    expect(first).toEqual({ status: 'Processing', reference: expect.stringMatching(/^sbx_digitalwallet_/) });
    expect(await ask(request)).toEqual(first);

    expect(await cancel(C.DigitalWallet, request.idempotencyKey)).toEqual({ cancelled: true });
    expect(await cancel(C.DigitalWallet, request.idempotencyKey)).toEqual({ cancelled: true });
    expect(await ask(request)).toEqual({ status: 'Failed', reference: first.reference, reason: CANCELLED_REASON });
    expect(CANCELLED_REASON).toBe('Cancelled before it was paid');
    const [row] = await rowsOf(request.idempotencyKey);
    expect(row).toMatchObject({ status: 'Failed', request_count: 3 });
    expect(row.cancelled_on).not.toBeNull();
  });

  it('reads unclaimed in the phone number too', async () => {
    const request = requestOf(C.DigitalWallet, { recipient: { phoneNumber: 'unclaimed-555-0100' } });
    expect((await ask(request)).status).toBe('Processing');
  });

  it('lets one of concurrent cancel and request win, never both', async () => {
    for (let round = 0; round < 10; round++) {
      const request = requestOf(C.DigitalWallet);
      const [outcome, cancellation] = await Promise.all([ask(request), cancel(C.DigitalWallet, request.idempotencyKey)]);
      if (cancellation.cancelled) expect(outcome).toEqual({ status: 'Failed', reference: expect.any(String), reason: CANCELLED_REASON });
      else expect(outcome.status).toBe('Completed');
      expect(await rowsOf(request.idempotencyKey)).toHaveLength(1);
    }
  });
});

describe('the providers as other systems', () => {
  it('keep what they did when the caller rolls its transaction back', async () => {
    const request = requestOf(C.GiftCard);
    let outcome: ProviderOutcome | undefined;
    await expect(
      orm.em.fork().transactional(async () => {
        outcome = await ask(request);
        throw new Error('the caller fails after the provider answered');
      }),
    ).rejects.toThrow('the caller fails');
    expect(await ask(request)).toEqual(outcome);
    expect((await rowsOf(request.idempotencyKey))[0].request_count).toBe(2);
  });

  it('use the deployment key of the configuration', () => {
    const config = context.get<AppConfig>(APP_CONFIG);
    expect(encryption.currentKeyId).toBe(new FieldEncryption(config.dataEncryptionKey).currentKeyId);
  });
});
