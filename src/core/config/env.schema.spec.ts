import { ConfigError, parseEnvironment, SANDBOX_DATA_ENCRYPTION_KEY, SANDBOX_LINK_SECRET, SANDBOX_ORGANIZATION_ID } from './env.schema';
import path from 'node:path';
import { loadConfig } from './app-config';
import { projectRoot } from './project-root';

const PRODUCTION_SECRET = 'a-production-link-secret-of-32-characters-or-more';
const PRODUCTION_KEY = Buffer.alloc(32, 0xa5).toString('base64');
const SANDBOX_KEY_HEX = Buffer.from(SANDBOX_DATA_ENCRYPTION_KEY, 'base64').toString('hex');

describe('configuration', () => {
  it('uses the documented defaults (docs/configuration.md) for an empty environment', () => {
    const config = loadConfig({});
    expect(config).toMatchObject({
      port: 3000,
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/campaign_manager',
      redisUrl: 'redis://127.0.0.1:6379',
      env: 'sandbox',
      isSandbox: true,
      publicBaseUrl: 'http://localhost:3000',
    });
    expect(config.smtpUrl).toBeUndefined();
    expect(config.auth.jwksUri).toBeUndefined();
    expect(Object.isFrozen(config)).toBe(true);
  });

  it('converts and keeps given values', () => {
    const config = loadConfig({
      PORT: '8080',
      APP_ENV: 'production',
      PUBLIC_BASE_URL: 'https://pay.example.com/',
      SMTP_URL: 'smtp://mail:25',
      LINK_SECRET: PRODUCTION_SECRET,
      DATA_ENCRYPTION_KEY: PRODUCTION_KEY,
    });
    expect(config).toMatchObject({
      port: 8080,
      env: 'production',
      isSandbox: false,
      publicBaseUrl: 'https://pay.example.com',
      smtpUrl: 'smtp://mail:25',
      linkSecret: PRODUCTION_SECRET,
      dataEncryptionKey: PRODUCTION_KEY,
    });
  });

  it('has no bank connection unless BANK_SFTP_HOST is set, and refuses half of one, naming each missing variable but never a secret', () => {
    expect(loadConfig({}).bankConnection).toBeUndefined();
    const refused = (() => {
      try {
        parseEnvironment({ BANK_SFTP_HOST: 'sftp.bank.example', BANK_SFTP_PASSWORD: 'hunter2-secret' });
        return '';
      } catch (error) {
        return (error as Error).message;
      }
    })();
    expect(refused).toContain('BANK_SFTP_USERNAME: required');
    expect(refused).toContain('BANK_SFTP_HOST_KEY_SHA256: required');
    expect(refused).not.toContain('BANK_SFTP_PASSWORD or');
    expect(refused).not.toContain('hunter2');
    expect(() => parseEnvironment({ BANK_FILE_NAME_ACH: 'ACH_{date}.txt' })).toThrow(/BANK_FILE_NAME_ACH.*\{id\}/);
    const connected = loadConfig({ BANK_SFTP_HOST: 'sftp.bank.example', BANK_SFTP_USERNAME: 'cm', BANK_SFTP_PASSWORD: 'pw', BANK_SFTP_HOST_KEY_SHA256: `SHA256:${'A'.repeat(43)}`, BANK_SFTP_OUTBOX_DIR: '/out/' });
    expect(connected.bankConnection).toMatchObject({ host: 'sftp.bank.example', port: 22, outboxDir: '/out', inboxDir: '/inbound', inboxPollSeconds: 300, pgp: {} });
  });

  it('refuses to sign production links with the sandbox secret', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/LINK_SECRET: production needs a secret of its own/);
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow(/LINK_SECRET="short": LINK_SECRET must be at least 32 characters/);
    expect(loadConfig({}).linkSecret).toBe(SANDBOX_LINK_SECRET);
  });

  it('encrypts with the sandbox key unless DATA_ENCRYPTION_KEY says otherwise, and production refuses it in any spelling', () => {
    expect(loadConfig({})).toMatchObject({ dataEncryptionKey: SANDBOX_DATA_ENCRYPTION_KEY, dataEncryptionOldKeys: [] });
    expect(Buffer.from(SANDBOX_DATA_ENCRYPTION_KEY, 'base64')).toHaveLength(32);
    const production = { APP_ENV: 'production', LINK_SECRET: PRODUCTION_SECRET };
    expect(() => loadConfig(production)).toThrow(/DATA_ENCRYPTION_KEY: production needs a key of its own/);
    expect(() => loadConfig({ ...production, DATA_ENCRYPTION_KEY: SANDBOX_KEY_HEX })).toThrow(/DATA_ENCRYPTION_KEY: production needs a key of its own/);
    expect(loadConfig({ ...production, DATA_ENCRYPTION_KEY: PRODUCTION_KEY }).dataEncryptionKey).toBe(PRODUCTION_KEY);
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/LINK_SECRET: production needs a secret of its own[\s\S]*DATA_ENCRYPTION_KEY: production needs a key of its own/);
  });

  it('reads a data encryption key as base64 or hex of exactly 32 bytes, never echoing a refused one', () => {
    expect(loadConfig({ DATA_ENCRYPTION_KEY: SANDBOX_KEY_HEX }).dataEncryptionKey).toBe(SANDBOX_KEY_HEX);
    for (const bad of [Buffer.alloc(31, 1).toString('base64'), Buffer.alloc(33, 1).toString('hex'), 'not-a-key']) {
      let message = '';
      try {
        loadConfig({ DATA_ENCRYPTION_KEY: bad });
      } catch (error) {
        expect(error).toBeInstanceOf(ConfigError);
        message = (error as Error).message;
      }
      expect(message).toMatch(/DATA_ENCRYPTION_KEY: An encryption key must be 32 bytes/);
      expect(message).not.toContain(bad);
    }
  });

  it('reads older data encryption keys as a comma-separated list, blanks dropped, each checked', () => {
    const old = [Buffer.alloc(32, 1).toString('hex'), Buffer.alloc(32, 2).toString('base64')];
    const config = loadConfig({ DATA_ENCRYPTION_OLD_KEYS: ` ${old[0]} ,, ${old[1]} ` });
    expect(config.dataEncryptionOldKeys).toEqual(old);
    expect(Object.isFrozen(config.dataEncryptionOldKeys)).toBe(true);
    expect(loadConfig({ DATA_ENCRYPTION_OLD_KEYS: '' }).dataEncryptionOldKeys).toEqual([]);
    expect(() => loadConfig({ DATA_ENCRYPTION_OLD_KEYS: `${old[0]},short` })).toThrow(/DATA_ENCRYPTION_OLD_KEYS \(key 2\): An encryption key must be 32 bytes/);
  });

  it('lists every bad variable at once, with the value given', () => {
    let message = '';
    try {
      parseEnvironment({ PORT: 'abc', APP_ENV: 'staging', DATABASE_URL: 'mysql://x', REDIS_URL: 'http://redis' });
    } catch (error) {
      expect(error).toBeInstanceOf(ConfigError);
      message = (error as Error).message;
    }
    for (const fragment of ['PORT="abc"', 'APP_ENV="staging"', 'DATABASE_URL="mysql://x"', 'REDIS_URL="http://redis"']) expect(message).toContain(fragment);
  });

  it('keeps CORS closed unless origins are listed, and reads the list in the form browsers send', () => {
    expect(loadConfig({}).corsOrigins).toEqual([]);
    expect(loadConfig({ CORS_ORIGINS: 'https://App.Example.com:443, http://localhost:5173' }).corsOrigins).toEqual(['https://app.example.com', 'http://localhost:5173']);
    for (const bad of ['*', 'https://app.example.com/path', 'app.example.com', 'https://a.example.com,,https://b.example.com']) {
      expect(() => loadConfig({ CORS_ORIGINS: bad })).toThrow(/CORS_ORIGINS must list origins/);
    }
  });

  it('limits 1200 requests a minute unless told otherwise, and at least one', () => {
    expect(loadConfig({}).rateLimitPerMinute).toBe(1200);
    expect(loadConfig({ RATE_LIMIT_PER_MINUTE: '30' }).rateLimitPerMinute).toBe(30);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '0' })).toThrow(/RATE_LIMIT_PER_MINUTE="0"/);
    expect(() => loadConfig({ RATE_LIMIT_PER_MINUTE: '1.5' })).toThrow(/RATE_LIMIT_PER_MINUTE="1.5"/);
  });

  it('writes ACH files in parts of 1,000 and submits payouts in jobs of 100 unless told otherwise, within bounds', () => {
    expect(loadConfig({})).toMatchObject({ bankRails: { achBatchPartSize: 1_000 }, payoutSubmitBatchSize: 100 });
    expect(loadConfig({ ACH_BATCH_PART_SIZE: '25', PAYOUT_SUBMIT_BATCH_SIZE: '10' })).toMatchObject({ bankRails: { achBatchPartSize: 25 }, payoutSubmitBatchSize: 10 });
    for (const bad of ['0', '1.5', '10001', 'many']) expect(() => loadConfig({ ACH_BATCH_PART_SIZE: bad })).toThrow(`ACH_BATCH_PART_SIZE=${JSON.stringify(bad)}`);
    for (const bad of ['0', '2001']) expect(() => loadConfig({ PAYOUT_SUBMIT_BATCH_SIZE: bad })).toThrow(`PAYOUT_SUBMIT_BATCH_SIZE=${JSON.stringify(bad)}`);
  });

  it('gives a webhook endpoint 5 seconds to answer unless told otherwise, 1 to 10', () => {
    expect(loadConfig({}).webhooks.deliveryTimeoutSeconds).toBe(5);
    expect(loadConfig({ WEBHOOK_DELIVERY_TIMEOUT_SECONDS: '1' }).webhooks.deliveryTimeoutSeconds).toBe(1);
    for (const bad of ['0', '1.5', '11', 'soon']) expect(() => loadConfig({ WEBHOOK_DELIVERY_TIMEOUT_SECONDS: bad })).toThrow(`WEBHOOK_DELIVERY_TIMEOUT_SECONDS=${JSON.stringify(bad)}`);
  });

  it('links to the port the service listens on unless PUBLIC_BASE_URL says otherwise', () => {
    expect(loadConfig({ PORT: '8080' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_BASE_URL: '' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_BASE_URL: 'https://pay.example.com' }).publicBaseUrl).toBe('https://pay.example.com');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ AUTH_JWKS_URI: '', SMTP_URL: '' }).auth.jwksUri).toBeUndefined();
  });

  it('reads the operator organizations from OPERATOR_ORG_IDS, the sandbox organization always one in the sandbox, and refuses anything but UUIDs', () => {
    const [a, b] = ['0195A3F0-0000-7000-8000-00000000AAAA', '0195a3f0-0000-7000-8000-00000000bbbb'];
    expect([...loadConfig({}).operatorOrganizationIds]).toEqual([SANDBOX_ORGANIZATION_ID]);
    expect([...loadConfig({ OPERATOR_ORG_IDS: ` ${a} , ${b}` }).operatorOrganizationIds].sort()).toEqual([SANDBOX_ORGANIZATION_ID, a.toLowerCase(), b].sort());
    const production = { APP_ENV: 'production', LINK_SECRET: PRODUCTION_SECRET, DATA_ENCRYPTION_KEY: PRODUCTION_KEY };
    expect([...loadConfig(production).operatorOrganizationIds]).toEqual([]);
    expect([...loadConfig({ ...production, OPERATOR_ORG_IDS: b }).operatorOrganizationIds]).toEqual([b]);
    for (const bad of ['acme', `${a};${b}`, `${a},,${b}`, '*']) expect(() => loadConfig({ OPERATOR_ORG_IDS: bad })).toThrow(/OPERATOR_ORG_IDS=.*must list organization ids/);
  });

  it('takes a token without email_verified as unverified unless AUTH_EMAIL_VERIFIED_WHEN_ABSENT=true', () => {
    expect(loadConfig({}).auth.emailVerifiedWhenAbsent).toBe(false);
    expect(loadConfig({ AUTH_EMAIL_VERIFIED_WHEN_ABSENT: 'false' }).auth.emailVerifiedWhenAbsent).toBe(false);
    expect(loadConfig({ AUTH_EMAIL_VERIFIED_WHEN_ABSENT: 'true' }).auth.emailVerifiedWhenAbsent).toBe(true);
    expect(() => loadConfig({ AUTH_EMAIL_VERIFIED_WHEN_ABSENT: 'yes' })).toThrow(/AUTH_EMAIL_VERIFIED_WHEN_ABSENT="yes": AUTH_EMAIL_VERIFIED_WHEN_ABSENT must be true or false/);
  });
  it('signs the console in with the embedded provider where it runs (sandbox, development key), else with AUTH_ISSUER, unless CONSOLE_OIDC_ISSUER says otherwise', () => {
    const sandbox = loadConfig({ PUBLIC_BASE_URL: 'http://localhost:4000/' });
    expect(sandbox.auth.embeddedIssuer).toBe('http://localhost:4000/oidc');
    expect(sandbox.console).toEqual({ issuer: 'http://localhost:4000/oidc', clientId: 'campaign-manager-console', distDir: path.join(projectRoot(), 'console', 'dist') });
    // A sandbox trusting a real identity provider's keys runs no embedded provider: its tokens would not verify.
    const withJwks = loadConfig({ AUTH_JWKS_URI: 'https://id.example.com/.well-known/jwks.json', AUTH_ISSUER: 'https://id.example.com/' });
    expect(withJwks.auth.embeddedIssuer).toBeUndefined();
    expect(withJwks.console.issuer).toBe('https://id.example.com/');
    const production = loadConfig({ APP_ENV: 'production', LINK_SECRET: PRODUCTION_SECRET, DATA_ENCRYPTION_KEY: PRODUCTION_KEY, AUTH_ISSUER: 'https://id.example.com/' });
    expect(production.auth.embeddedIssuer).toBeUndefined();
    expect(production.console.issuer).toBe('https://id.example.com/');
    const given = loadConfig({ CONSOLE_OIDC_ISSUER: 'https://kc.example.com/realms/acme', CONSOLE_OIDC_CLIENT_ID: 'console', CONSOLE_DIST_DIR: 'web/dist' });
    expect(given.console).toEqual({ issuer: 'https://kc.example.com/realms/acme', clientId: 'console', distDir: path.resolve('web/dist') });
    expect(() => loadConfig({ CONSOLE_OIDC_ISSUER: 'kc.example.com/realms/acme' })).toThrow(/CONSOLE_OIDC_ISSUER="kc.example.com\/realms\/acme"/);
    expect(() => loadConfig({ CONSOLE_OIDC_CLIENT_ID: 'my console' })).toThrow(/CONSOLE_OIDC_CLIENT_ID must be printable ASCII without spaces/);
  });

  it('prints checks in house unless PAYOUT_PROVIDER_CHECKS=lob, which needs every Lob setting and never echoes its secrets', () => {
    expect(loadConfig({}).payoutProviders).toMatchObject({ checks: 'in-house', lob: undefined });
    expect(loadConfig({ LOB_API_KEY: 'test_key' }).payoutProviders.lob).toBeUndefined();
    const lob = { PAYOUT_PROVIDER_CHECKS: 'lob', LOB_API_KEY: 'test_secret_key', LOB_BANK_ACCOUNT_ID: 'bank_8cad8df5354d33f', LOB_FROM_ADDRESS_ID: 'adr_210a8d4b0b76d77b', LOB_WEBHOOK_SECRET: 'whsec' };
    expect(loadConfig(lob).payoutProviders.lob).toEqual({ apiKey: 'test_secret_key', baseUrl: 'https://api.lob.com/v1', bankAccountId: 'bank_8cad8df5354d33f', fromAddressId: 'adr_210a8d4b0b76d77b', webhookSecret: 'whsec' });
    expect(loadConfig({ ...lob, LOB_BASE_URL: 'http://127.0.0.1:4010/v1/' }).payoutProviders.lob?.baseUrl).toBe('http://127.0.0.1:4010/v1');
    let refused: unknown;
    try {
      loadConfig({ ...lob, LOB_API_KEY: '', LOB_WEBHOOK_SECRET: '', LOB_BANK_ACCOUNT_ID: 'acct_1' });
    } catch (error) {
      refused = error;
    }
    expect(refused).toBeInstanceOf(ConfigError);
    const message = (refused as Error).message;
    expect(message).toMatch(/LOB_API_KEY: required, as PAYOUT_PROVIDER_CHECKS is lob/);
    expect(message).toMatch(/LOB_WEBHOOK_SECRET: required, as PAYOUT_PROVIDER_CHECKS is lob/);
    expect(message).toMatch(/LOB_BANK_ACCOUNT_ID="acct_1": LOB_BANK_ACCOUNT_ID must be a Lob bank account id/);
    expect(message).not.toMatch(/test_secret_key/);
    expect(() => loadConfig({ PAYOUT_PROVIDER_CHECKS: 'printer' })).toThrow(/PAYOUT_PROVIDER_CHECKS/);
  });

  it('keeps the sandbox paying cards and wallets and the in-house print run when no provider is chosen', () => {
    const { payoutProviders } = loadConfig({});
    expect(payoutProviders).toEqual({ giftCards: 'sandbox', prepaidCards: 'sandbox', wallets: 'sandbox', checks: 'in-house', tremendous: undefined, paypal: undefined });
  });

  it('refuses a provider chosen without its credentials, naming each missing variable and never a value', () => {
    const attempt = () => loadConfig({ PAYOUT_PROVIDER_GIFT_CARDS: 'tremendous', PAYOUT_PROVIDER_WALLETS: 'paypal', TREMENDOUS_API_KEY: 'TEST_secret-key-value', PAYPAL_CLIENT_SECRET: 'very-secret' });
    expect(attempt).toThrow(/TREMENDOUS_FUNDING_SOURCE_ID: required, as PAYOUT_PROVIDER_GIFT_CARDS is tremendous/);
    expect(attempt).toThrow(/PAYPAL_CLIENT_ID: required, as PAYOUT_PROVIDER_WALLETS is paypal/);
    expect(attempt).toThrow(/PAYPAL_WEBHOOK_ID: required/);
    expect(attempt).not.toThrow(/TREMENDOUS_API_KEY|PAYPAL_CLIENT_SECRET|secret-key-value|very-secret/);
  });

  it('configures a chosen provider from its variables, products included', () => {
    const { payoutProviders } = loadConfig({
      PAYOUT_PROVIDER_PREPAID_CARDS: 'tremendous',
      TREMENDOUS_API_KEY: 'key',
      TREMENDOUS_FUNDING_SOURCE_ID: 'FUND',
      TREMENDOUS_WEBHOOK_SECRET: 'hook',
      TREMENDOUS_BASE_URL: 'https://testflight.tremendous.com/api/v2/',
      TREMENDOUS_PRODUCTS: 'Visa=Q24BD9EZ332JT, Mastercard = MC1',
    });
    expect(payoutProviders).toMatchObject({ prepaidCards: 'tremendous', giftCards: 'sandbox', paypal: undefined });
    expect(payoutProviders.tremendous).toEqual({ apiKey: 'key', baseUrl: 'https://testflight.tremendous.com/api/v2', fundingSourceId: 'FUND', campaignId: undefined, webhookSecret: 'hook', products: { Visa: 'Q24BD9EZ332JT', Mastercard: 'MC1' } });
    expect(() => loadConfig({ TREMENDOUS_PRODUCTS: 'Visa' })).toThrow(/TREMENDOUS_PRODUCTS must list brand=productId pairs/);
    expect(() => loadConfig({ PAYOUT_PROVIDER_WALLETS: 'venmo' })).toThrow(/PAYOUT_PROVIDER_WALLETS/);
  });
});
