import { createPublicKey } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { loadOrCreateDevSigningKey } from '../../src/core/auth/dev-signing-key';
import { loadConfig } from '../../src/core/config/app-config';
import { createTestApp, type TestApp } from './test-app';

const PRODUCTION_ENV = ['APP_ENV', 'AUTH_JWKS_URI', 'LINK_SECRET', 'DATA_ENCRYPTION_KEY'] as const;

/**
 * In a `describe`: an app with `APP_ENV=production` (and the secrets production requires) before its tests, closed
 * after them with the environment restored; `onStart` takes it. Production refuses the local development key, so
 * its public half is served as the identity provider's key set and test tokens still verify.
 */
export function useProductionApp(onStart: (app: TestApp) => void): void {
  let app: TestApp | undefined;
  let jwks: Server;
  const saved = Object.fromEntries(PRODUCTION_ENV.map((name) => [name, process.env[name]]));

  beforeAll(async () => {
    const key = loadOrCreateDevSigningKey(loadConfig().auth.devKeyFile);
    const jwk = { ...createPublicKey(key.publicKeyPem).export({ format: 'jwk' }), kid: key.kid, alg: 'RS256', use: 'sig' };
    jwks = createServer((_request, response) => response.setHeader('Content-Type', 'application/json').end(JSON.stringify({ keys: [jwk] })));
    await new Promise<void>((resolve) => jwks.listen(0, '127.0.0.1', resolve));
    process.env.APP_ENV = 'production';
    process.env.LINK_SECRET = 'a-production-link-secret-of-32-characters-or-more';
    process.env.DATA_ENCRYPTION_KEY = Buffer.alloc(32, 0xa5).toString('base64');
    process.env.AUTH_JWKS_URI = `http://127.0.0.1:${(jwks.address() as AddressInfo).port}/.well-known/jwks.json`;
    app = await createTestApp();
    onStart(app);
  });

  afterAll(async () => {
    await app?.close();
    await new Promise((resolve) => jwks.close(resolve));
    for (const [name, value] of Object.entries(saved)) {
      if (value === undefined) delete process.env[name];
      else process.env[name] = value;
    }
  });
}
