import { importPKCS8, SignJWT } from 'jose';
import type { DevSigningKey } from './dev-signing-key';

export interface DevTokenRequest {
  organizationId?: string;
  scopes: readonly string[];
  subject?: string;
  issuer: string;
  audience: string;
  expiresInSeconds?: number;
  /** Extra or overriding claims, for tests of bad tokens. */
  claims?: Record<string, unknown>;
}

/** Signs a sandbox token with the local development key (the `npm run token` command and the tests use it). */
export async function signDevToken(key: DevSigningKey, request: DevTokenRequest): Promise<string> {
  const privateKey = await importPKCS8(key.privateKeyPem, 'RS256');
  const now = Math.floor(Date.now() / 1000);
  return new SignJWT({
    ...(request.organizationId ? { org_id: request.organizationId } : {}),
    scope: request.scopes.join(' '),
    ...request.claims,
  })
    .setProtectedHeader({ alg: 'RS256', kid: key.kid, typ: 'JWT' })
    .setSubject(request.subject ?? 'sandbox-user')
    .setIssuer(request.issuer)
    .setAudience(request.audience)
    .setIssuedAt(now)
    .setNotBefore(now - 5)
    .setExpirationTime(now + (request.expiresInSeconds ?? 3600))
    .sign(privateKey);
}
