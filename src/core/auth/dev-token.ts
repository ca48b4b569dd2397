import { importPKCS8, SignJWT } from 'jose';
import type { DevSigningKey } from './dev-signing-key';

export interface DevTokenRequest {
  organizationId?: string;
  scopes: readonly string[];
  subject?: string;
  issuer: string;
  audience: string;
  /** Lifetime, an hour unless given; null signs a token without exp, for tests (the API refuses it). */
  expiresInSeconds?: number | null;
  /** Extra or overriding claims, for tests of bad tokens. */
  claims?: Record<string, unknown>;
}

/** Signs a sandbox token with the local development key (the `npm run token` command and the tests use it). */
export async function signDevToken(key: DevSigningKey, request: DevTokenRequest): Promise<string> {
  const privateKey = await importPKCS8(key.privateKeyPem, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  const claims = {
    iss: request.issuer,
    aud: request.audience,
    sub: request.subject ?? 'sandbox-user',
    iat: now,
    nbf: now - 5,
    ...(request.expiresInSeconds === null ? {} : { exp: now + (request.expiresInSeconds ?? 3600) }),
    ...(request.organizationId ? { org_id: request.organizationId } : {}),
    scope: request.scopes.join(' '),
    ...request.claims,
  };
  return new SignJWT(claims).setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' }).sign(privateKey);
}
