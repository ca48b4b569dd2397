import { ConfigError, parseEnvironment } from './env.schema';
import { loadConfig } from './app-config';

describe('configuration', () => {
  it('uses the contract defaults for an empty environment', () => {
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
    const config = loadConfig({ PORT: '8080', APP_ENV: 'production', PUBLIC_BASE_URL: 'https://pay.example.com/', SMTP_URL: 'smtp://mail:25' });
    expect(config).toMatchObject({ port: 8080, env: 'production', isSandbox: false, publicBaseUrl: 'https://pay.example.com', smtpUrl: 'smtp://mail:25' });
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

  it('treats empty variables as unset', () => {
    expect(loadConfig({ AUTH_JWKS_URI: '', SMTP_URL: '' }).auth.jwksUri).toBeUndefined();
  });
});
