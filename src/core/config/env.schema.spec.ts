import { ConfigError, parseEnvironment, SANDBOX_LINK_SECRET } from './env.schema';
import { loadConfig } from './app-config';

const PRODUCTION_SECRET = 'a-production-link-secret-of-32-characters-or-more';

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
    const config = loadConfig({ PORT: '8080', APP_ENV: 'production', PUBLIC_BASE_URL: 'https://pay.example.com/', SMTP_URL: 'smtp://mail:25', LINK_SECRET: PRODUCTION_SECRET });
    expect(config).toMatchObject({ port: 8080, env: 'production', isSandbox: false, publicBaseUrl: 'https://pay.example.com', smtpUrl: 'smtp://mail:25', linkSecret: PRODUCTION_SECRET });
  });

  it('refuses to sign production links with the sandbox secret', () => {
    expect(() => loadConfig({ APP_ENV: 'production' })).toThrow(/LINK_SECRET: production needs a secret of its own/);
    expect(() => loadConfig({ LINK_SECRET: 'short' })).toThrow(/LINK_SECRET="short": LINK_SECRET must be at least 32 characters/);
    expect(loadConfig({}).linkSecret).toBe(SANDBOX_LINK_SECRET);
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

  it('links to the port the service listens on unless PUBLIC_BASE_URL says otherwise', () => {
    expect(loadConfig({ PORT: '8080' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_BASE_URL: '' }).publicBaseUrl).toBe('http://localhost:8080');
    expect(loadConfig({ PORT: '8080', PUBLIC_BASE_URL: 'https://pay.example.com' }).publicBaseUrl).toBe('https://pay.example.com');
  });

  it('treats empty variables as unset', () => {
    expect(loadConfig({ AUTH_JWKS_URI: '', SMTP_URL: '' }).auth.jwksUri).toBeUndefined();
  });
});
