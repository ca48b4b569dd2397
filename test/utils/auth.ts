import { loadConfig } from '../../src/core/config/app-config';
import { loadOrCreateDevSigningKey } from '../../src/core/auth/dev-signing-key';
import { signDevToken } from '../../src/core/auth/dev-token';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { newId } from '../../src/core/database/base.entity';

/** A new organization id: each test works in organizations of its own. */
export const newOrganizationId = (): string => newId();

export interface TokenOptions {
  scopes?: readonly string[];
  subject?: string;
  /** null: a token without exp. */
  expiresInSeconds?: number | null;
  claims?: Record<string, unknown>;
}

/**
 * A sandbox token, signed by the same development key the app under test trusts. Its default subject is the one the
 * campaign factories use: in an organization of its own it is the first user, an Administrator, so a token with fewer
 * scopes narrows what that person may do and nothing else (docs/users-and-roles.md).
 */
export async function tokenFor(organizationId: string | undefined, options: TokenOptions = {}): Promise<string> {
  const config = loadConfig();
  return signDevToken(loadOrCreateDevSigningKey(config.auth.devKeyFile), {
    organizationId,
    scopes: options.scopes ?? ALL_SCOPES,
    subject: options.subject ?? 'admin-ada',
    issuer: config.auth.issuer,
    audience: config.auth.audience,
    expiresInSeconds: options.expiresInSeconds,
    claims: options.claims,
  });
}

export const bearer = (token: string) => ({ Authorization: `Bearer ${token}` });
