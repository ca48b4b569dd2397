import 'reflect-metadata';
import { parseArgs } from 'node:util';
import { loadConfig } from '../core/config/app-config';
import { ConfigError } from '../core/config/env.schema';
import { loadOrCreateDevSigningKey } from '../core/auth/dev-signing-key';
import { signDevToken } from '../core/auth/dev-token';
import { ALL_SCOPES } from '../core/auth/scopes';
import { SANDBOX_ORGANIZATION_ID } from './seed-sandbox';

const USAGE = `Usage: npm run -s token -- [--org <uuid>] [--scopes all | "<scope> <scope> …"] [--sub <subject>] [--expires-in <seconds>]

Prints a bearer token signed by the sandbox's local development key (only when AUTH_JWKS_URI is unset and
APP_ENV=sandbox). Only the token goes to stdout, so TOKEN=$(npm run -s token -- --scopes all) works.
  --org         organization id (default: the sandbox organization ${SANDBOX_ORGANIZATION_ID})
  --scopes      "all", or scopes separated by spaces or commas (default: all)
  --sub         token subject (default: sandbox-user)
  --expires-in  lifetime in seconds (default: ${12 * 3600})`;

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

class UsageError extends Error {}
class RefusedError extends Error {}

/** Turns "all" or a space/comma-separated list into known scopes; throws naming every unknown one. */
function parseScopes(input: string): string[] {
  const requested = input.split(/[\s,]+/).filter(Boolean);
  if (requested.length === 0) throw new UsageError('--scopes is empty');
  if (requested.includes('all')) return [...ALL_SCOPES];
  const known = new Set<string>(ALL_SCOPES);
  const unknown = requested.filter((scope) => !known.has(scope));
  if (unknown.length > 0) throw new UsageError(`Unknown scope(s): ${unknown.join(', ')}. Known scopes: ${ALL_SCOPES.join(' ')}`);
  return [...new Set(requested)];
}

async function main(argv: string[]): Promise<string> {
  const { values } = parseArgs({
    args: argv,
    options: {
      org: { type: 'string', default: SANDBOX_ORGANIZATION_ID },
      scopes: { type: 'string', default: 'all' },
      sub: { type: 'string' },
      'expires-in': { type: 'string', default: String(12 * 3600) },
      help: { type: 'boolean', short: 'h', default: false },
    },
    allowPositionals: false,
  });
  if (values.help) {
    console.error(USAGE);
    process.exit(0);
  }

  const config = loadConfig();
  if (config.auth.jwksUri || !config.isSandbox) {
    throw new RefusedError(
      'npm run token signs with the local development key, which the server trusts only when AUTH_JWKS_URI is unset ' +
        `and APP_ENV=sandbox (now APP_ENV=${config.env}${config.auth.jwksUri ? `, AUTH_JWKS_URI=${config.auth.jwksUri}` : ''}). ` +
        'Get a token from your identity provider instead.',
    );
  }

  const organizationId = values.org;
  if (!UUID.test(organizationId)) throw new UsageError(`--org must be a UUID, got "${organizationId}"`);
  const scopes = parseScopes(values.scopes);
  const expiresIn = Number(values['expires-in']);
  if (!Number.isSafeInteger(expiresIn) || expiresIn <= 0) {
    throw new UsageError(`--expires-in must be a positive whole number of seconds, got "${values['expires-in']}"`);
  }
  if (values.sub !== undefined && values.sub.trim() === '') throw new UsageError('--sub must not be empty');

  const key = loadOrCreateDevSigningKey(config.auth.devKeyFile);
  return signDevToken(key, {
    organizationId: organizationId.toLowerCase(),
    scopes,
    subject: values.sub,
    issuer: config.auth.issuer,
    audience: config.auth.audience,
    expiresInSeconds: expiresIn,
  });
}

main(process.argv.slice(2)).then(
  (token) => {
    process.stdout.write(`${token}\n`);
  },
  (error: unknown) => {
    if (error instanceof ConfigError || error instanceof RefusedError) console.error(error.message);
    else if (error instanceof UsageError || (error as { code?: string }).code?.startsWith('ERR_PARSE_ARGS')) {
      console.error(`${(error as Error).message}\nRun with --help for usage.`);
    } else console.error(error);
    process.exit(1);
  },
);
