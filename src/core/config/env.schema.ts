import 'reflect-metadata';
import { plainToInstance } from 'class-transformer';
import { IsIn, IsInt, IsOptional, IsString, IsUrl, Matches, Max, Min, MinLength, validateSync } from 'class-validator';
import { isValidRoutingNumber } from '../banking/aba-routing';
import { decodeEncryptionKey } from '../security/field-encryption';

/** The sandbox organization that `npm run migrate` seeds and `npm run token` names when no `--org` is given; an operator in the sandbox. */
export const SANDBOX_ORGANIZATION_ID = '0195a3f0-0000-7000-8000-000000000001';

/** Good enough for a sandbox, where links carry play money; production refuses to start with it. */
export const SANDBOX_LINK_SECRET = 'sandbox-link-secret-not-for-production-use';

/** The sandbox's data encryption key (base64 of "sandbox key: not for production!"); production refuses to start with it. */
export const SANDBOX_DATA_ENCRYPTION_KEY = 'c2FuZGJveCBrZXk6IG5vdCBmb3IgcHJvZHVjdGlvbiE=';

/** `https://app.example.com` or `http://localhost:5173`: scheme, host and optional port, nothing else. */
const ORIGIN = String.raw`https?://[a-z0-9.-]+(:\d{1,5})?`;
const CORS_ORIGINS_PATTERN = new RegExp(`^\\s*${ORIGIN}\\s*(,\\s*${ORIGIN}\\s*)*$`, 'i');
const UUID = '[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}';
const UUID_LIST_PATTERN = new RegExp(`^\\s*${UUID}\\s*(,\\s*${UUID}\\s*)*$`, 'i');

/** Transfers per part of an ACH batch's file unless ACH_BATCH_PART_SIZE says otherwise. */
export const DEFAULT_ACH_BATCH_PART_SIZE = 1_000;

/** Payouts per submit job unless PAYOUT_SUBMIT_BATCH_SIZE says otherwise. */
export const DEFAULT_PAYOUT_SUBMIT_BATCH_SIZE = 100;

/** The process environment as the service reads it; every variable is validated once at start-up. */
export class EnvironmentVariables {
  @IsOptional() @IsInt() @Min(0) @Max(65535)
  PORT: number = 3000;

  @IsString() @Matches(/^postgres(ql)?:\/\//, { message: 'DATABASE_URL must be a postgres:// URL' })
  DATABASE_URL = 'postgres://postgres@127.0.0.1:5432/campaign_manager';

  @IsString() @Matches(/^rediss?:\/\//, { message: 'REDIS_URL must be a redis:// URL' })
  REDIS_URL = 'redis://127.0.0.1:6379';

  @IsIn(['sandbox', 'production'])
  APP_ENV: 'sandbox' | 'production' = 'sandbox';

  @IsString()
  AUTH_ISSUER = 'https://sandbox.campaign-manager.local/';

  @IsString()
  AUTH_AUDIENCE = 'campaign-manager-api';

  @IsOptional() @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  AUTH_JWKS_URI?: string;

  /**
   * The identity provider the console signs in with (docs/console.md, Sign-in). Unset: the sandbox's embedded
   * provider, `${PUBLIC_BASE_URL}/oidc`, where it runs (APP_ENV=sandbox, AUTH_JWKS_URI unset); else AUTH_ISSUER.
   */
  @IsOptional() @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  CONSOLE_OIDC_ISSUER?: string;

  /** The console's client id at that provider: a public client, authorization code with PKCE. */
  @IsString() @Matches(/^[\x21-\x7e]+$/, { message: 'CONSOLE_OIDC_CLIENT_ID must be printable ASCII without spaces' })
  CONSOLE_OIDC_CLIENT_ID = 'campaign-manager-console';

  /** The console's built files (`index.html`, `assets/`); unset: `console/dist` beside package.json. */
  @IsOptional() @IsString()
  CONSOLE_DIST_DIR?: string;

  /**
   * Whether a token without an `email_verified` claim vouches for its email, for accepting an invitation
   * (docs/users-and-roles.md). `false` (the default): only `email_verified: true` accepts one. A string: implicit
   * conversion would read "false" as true.
   */
  @IsIn(['true', 'false'], { message: 'AUTH_EMAIL_VERIFIED_WHEN_ABSENT must be true or false' })
  AUTH_EMAIL_VERIFIED_WHEN_ABSENT: 'true' | 'false' = 'false';

  /**
   * The operator organizations, comma-separated UUIDs: only their tokens take effect with the deployment's scopes
   * `admin:manage` and `scheduledJobs:manage` (docs/administration.md). The sandbox organization is always one.
   */
  @IsOptional() @Matches(UUID_LIST_PATTERN, { message: 'OPERATOR_ORG_IDS must list organization ids (UUIDs) separated by commas' })
  OPERATOR_ORG_IDS?: string;

  /** Base of the links in emails; unset means `http://localhost:<PORT>`, the service itself on this machine. */
  @IsOptional() @IsUrl({ require_tld: false, protocols: ['http', 'https'] })
  PUBLIC_BASE_URL?: string;

  @IsOptional() @Matches(/^smtps?:\/\//, { message: 'SMTP_URL must be an smtp:// or smtps:// URL' })
  SMTP_URL?: string;

  /** The From of every email. */
  @IsString() @Matches(/@/, { message: 'EMAIL_FROM must hold an address, e.g. "Campaign Manager <no-reply@example.com>"' })
  EMAIL_FROM = 'Campaign Manager <no-reply@campaign-manager.local>';

  /** Signs claim and unsubscribe links (HMAC-SHA256); production must set its own. */
  @IsString() @MinLength(32, { message: 'LINK_SECRET must be at least 32 characters' })
  LINK_SECRET = SANDBOX_LINK_SECRET;

  /** Encrypts secret fields at rest (AES-256-GCM): 32 bytes as base64 or hex; production must set its own. Checked in parseEnvironment. */
  @IsString()
  DATA_ENCRYPTION_KEY = SANDBOX_DATA_ENCRYPTION_KEY;

  /** Earlier data encryption keys, comma-separated: they still decrypt what they encrypted (key rotation). */
  @IsOptional() @IsString()
  DATA_ENCRYPTION_OLD_KEYS?: string;

  @IsString()
  STORAGE_DIR = './.data/storage';

  /** Where the sandbox keeps its local development signing key (created on first use). */
  @IsString()
  DEV_KEY_FILE = './.data/dev-signing-key.json';

  /** Prefix of every BullMQ key in Redis, so several deployments or test runs can share one server. */
  @IsString() @Matches(/^[a-zA-Z0-9_-]+$/, { message: 'QUEUE_PREFIX may hold letters, digits, _ and - only' })
  QUEUE_PREFIX = 'cm';

  @IsIn(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'])
  LOG_LEVEL = 'info';

  /** Browser origins allowed to call the API, comma-separated; unset means no cross-origin access at all. */
  @IsOptional() @Matches(CORS_ORIGINS_PATTERN, { message: 'CORS_ORIGINS must list origins such as https://app.example.com, separated by commas (no paths, no *)' })
  CORS_ORIGINS?: string;

  /** Requests each organization (or, on public routes, each client address) may make per minute. */
  @IsInt() @Min(1)
  RATE_LIMIT_PER_MINUTE: number = 1200;

  /** How often the ACH batch takes pending transfers into a NACHA file (docs/bank-rails.md). */
  @IsInt() @Min(10)
  ACH_BATCH_EVERY_SECONDS: number = 900;

  /** Transfers per part of an ACH batch's file (one NACHA batch each, written and marked in one go): bounds its memory. */
  @IsInt() @Min(1) @Max(10_000)
  ACH_BATCH_PART_SIZE: number = DEFAULT_ACH_BATCH_PART_SIZE;

  /** Payouts per submit job (docs/payouts.md, Submission): their outcomes are recorded in one transaction. */
  @IsInt() @Min(1) @Max(2_000)
  PAYOUT_SUBMIT_BATCH_SIZE: number = DEFAULT_PAYOUT_SUBMIT_BATCH_SIZE;

  /**
   * Who pays each payout category (docs/providers.md): the sandbox's stand-ins unless a real provider is chosen.
   * A provider chosen here needs its credentials below (checked in parseEnvironment).
   */
  @IsIn(['sandbox', 'tremendous'])
  PAYOUT_PROVIDER_GIFT_CARDS: 'sandbox' | 'tremendous' = 'sandbox';

  @IsIn(['sandbox', 'tremendous'])
  PAYOUT_PROVIDER_PREPAID_CARDS: 'sandbox' | 'tremendous' = 'sandbox';

  @IsIn(['sandbox', 'paypal'])
  PAYOUT_PROVIDER_WALLETS: 'sandbox' | 'paypal' = 'sandbox';

  /** Paper checks: the in-house print run (docs/bank-rails.md) or Lob. */
  @IsIn(['in-house', 'lob'])
  PAYOUT_PROVIDER_CHECKS: 'in-house' | 'lob' = 'in-house';

  /** Tremendous (docs/providers.md): API key (secret, never echoed), API base, funding source, optional campaign, webhook signing secret. */
  @IsOptional() @IsString()
  TREMENDOUS_API_KEY?: string;

  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  TREMENDOUS_BASE_URL = 'https://www.tremendous.com/api/v2';

  @IsOptional() @IsString()
  TREMENDOUS_FUNDING_SOURCE_ID?: string;

  @IsOptional() @IsString()
  TREMENDOUS_CAMPAIGN_ID?: string;

  @IsOptional() @IsString()
  TREMENDOUS_WEBHOOK_SECRET?: string;

  /** The payout methods' brands as Tremendous products, `brand=productId` separated by commas; added to the built-in mapping. */
  @IsOptional() @Matches(/^\s*[^=,]+=[^=,]+(\s*,\s*[^=,]+=[^=,]+)*\s*$/, { message: 'TREMENDOUS_PRODUCTS must list brand=productId pairs separated by commas' })
  TREMENDOUS_PRODUCTS?: string;

  /** PayPal Payouts (docs/providers.md): REST app credentials (the secret never echoed), API base, the webhook's id. */
  @IsOptional() @IsString()
  PAYPAL_CLIENT_ID?: string;

  @IsOptional() @IsString()
  PAYPAL_CLIENT_SECRET?: string;

  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  PAYPAL_BASE_URL = 'https://api-m.paypal.com';

  @IsOptional() @IsString()
  PAYPAL_WEBHOOK_ID?: string;

  /** Seconds between webhook delivery attempts, comma-separated; the last repeats until the retry window ends (docs/webhooks.md). */
  @IsString() @Matches(/^\s*\d+(\s*,\s*\d+)*\s*$/, { message: 'WEBHOOK_RETRY_SCHEDULE must be whole seconds separated by commas, e.g. 5,300,1800' })
  WEBHOOK_RETRY_SCHEDULE: string = '5,300,1800,7200,18000,36000';

  /** How long a webhook delivery is retried (3 days) before its endpoint is disabled. */
  @IsInt() @Min(1)
  WEBHOOK_RETRY_WINDOW_SECONDS: number = 259_200;

  /**
   * How long an endpoint has to answer a webhook delivery; past it the attempt is `TimedOut`. At most 10: a deliver job
   * whose 200 deliveries all time out (4 rounds of 64) must finish within its one-minute lease.
   */
  @IsInt() @Min(1) @Max(10)
  WEBHOOK_DELIVERY_TIMEOUT_SECONDS: number = 5;

  /** How often the check print run prints the waiting checks: daily by default. */
  @IsInt() @Min(10)
  CHECK_PRINT_RUN_EVERY_SECONDS: number = 86_400;

  /** Sandbox: a submitted ACH transfer settles this long after its batch. */
  @IsInt() @Min(0)
  ACH_SANDBOX_SETTLE_SECONDS: number = 120;

  /** Sandbox: a printed check is mailed this long after its print run. */
  @IsInt() @Min(0)
  CHECK_SANDBOX_MAIL_SECONDS: number = 60;

  /** The bank that receives our NACHA files (the ODFI): its routing number and name. */
  @Matches(/^\d{9}$/, { message: 'ACH_ODFI_ROUTING_NUMBER must be 9 digits' })
  ACH_ODFI_ROUTING_NUMBER = '021000021';

  @IsString() @MinLength(1)
  ACH_ODFI_NAME = 'SANDBOX BANK';

  /** The originator as the ODFI knows it: company name and the 10-character company identification. */
  @IsString() @MinLength(1)
  ACH_COMPANY_NAME = 'CAMPAIGN MANAGER';

  @Matches(/^[0-9A-Za-z ]{10}$/, { message: 'ACH_COMPANY_ID must be 10 letters or digits' })
  ACH_COMPANY_ID = '1000000001';

  /** The account checks are drawn on (printed in the MICR line). */
  @Matches(/^\d{4,17}$/, { message: 'CHECK_ACCOUNT_NUMBER must be 4 to 17 digits' })
  CHECK_ACCOUNT_NUMBER = '000123456789';

  /**
   * The bank connection (docs/bank-files.md): the bank's SFTP server, where NACHA files, print runs and positive pay
   * files go and returns and statements come from. Unset: no connection, nothing is delivered or picked up.
   */
  @IsOptional() @IsString() @MinLength(1)
  BANK_SFTP_HOST?: string;

  @IsInt() @Min(1) @Max(65535)
  BANK_SFTP_PORT: number = 22;

  @IsOptional() @IsString() @MinLength(1)
  BANK_SFTP_USERNAME?: string;

  /** Never echoed. */
  @IsOptional() @IsString()
  BANK_SFTP_PASSWORD?: string;

  /** A file holding our SSH private key (OpenSSH or PEM), the bank knowing its public half. */
  @IsOptional() @IsString()
  BANK_SFTP_PRIVATE_KEY_FILE?: string;

  /** Never echoed. */
  @IsOptional() @IsString()
  BANK_SFTP_PRIVATE_KEY_PASSPHRASE?: string;

  /** The bank server's host key, pinned: `SHA256:<base64>` as `ssh-keygen -lf` prints it. */
  @IsOptional() @Matches(/^SHA256:[A-Za-z0-9+/]{43}=?$/, { message: 'BANK_SFTP_HOST_KEY_SHA256 must be SHA256:<base64> as ssh-keygen -lf prints it' })
  BANK_SFTP_HOST_KEY_SHA256?: string;

  @IsString() @Matches(/^\//, { message: 'BANK_SFTP_OUTBOX_DIR must be an absolute path' })
  BANK_SFTP_OUTBOX_DIR = '/outbound';

  @IsString() @Matches(/^\//, { message: 'BANK_SFTP_INBOX_DIR must be an absolute path' })
  BANK_SFTP_INBOX_DIR = '/inbound';

  /** The bank's PGP public key (armored), when it wants our files encrypted to it. */
  @IsOptional() @IsString()
  BANK_PGP_PUBLIC_KEY_FILE?: string;

  /** Our PGP private key (armored), for files the bank encrypts to us; its passphrase never echoed. */
  @IsOptional() @IsString()
  BANK_PGP_PRIVATE_KEY_FILE?: string;

  @IsOptional() @IsString()
  BANK_PGP_PASSPHRASE?: string;

  /** The bank's file naming: `{date}` (YYYYMMDD), `{time}` (HHmmss), `{id}` (required: 12 characters unique to the file), `{kind}`. */
  @IsString() @Matches(/^[^/]*\{id\}[^/]*$/, { message: 'BANK_FILE_NAME_ACH must be a file name, without /, holding {id} (a name must never repeat)' })
  BANK_FILE_NAME_ACH = 'ACH_{date}_{time}_{id}.txt';

  @IsString() @Matches(/^[^/]*\{id\}[^/]*$/, { message: 'BANK_FILE_NAME_CHECKS must be a file name, without /, holding {id} (a name must never repeat)' })
  BANK_FILE_NAME_CHECKS = 'CHECKS_{date}_{time}_{id}.pdf';

  @IsString() @Matches(/^[^/]*\{id\}[^/]*$/, { message: 'BANK_FILE_NAME_POSITIVE_PAY must be a file name, without /, holding {id} (a name must never repeat)' })
  BANK_FILE_NAME_POSITIVE_PAY = 'POSPAY_{date}_{time}_{id}.csv';

  /** How often the inbox folder is read for returns and statements. */
  @IsInt() @Min(10)
  BANK_INBOX_POLL_SECONDS: number = 300;

  /** The longest one remote operation may take (an upload included) before its connection is ended (docs/bank-files.md). */
  @IsInt() @Min(5) @Max(3_600)
  BANK_SFTP_TIMEOUT_SECONDS: number = 120;

  /** Lob (docs/providers.md, Lob), when PAYOUT_PROVIDER_CHECKS=lob: its secret API key (`live_…` or `test_…`); never echoed. */
  @IsOptional() @IsString()
  LOB_API_KEY?: string;

  @IsUrl({ require_tld: false, require_protocol: true, protocols: ['http', 'https'] })
  LOB_BASE_URL = 'https://api.lob.com/v1';

  /** The verified Lob bank account the checks draw on. */
  @IsOptional() @Matches(/^bank_[a-zA-Z0-9]+$/, { message: 'LOB_BANK_ACCOUNT_ID must be a Lob bank account id (bank_…)' })
  LOB_BANK_ACCOUNT_ID?: string;

  /** The drawer's address, saved at Lob. */
  @IsOptional() @Matches(/^adr_[a-zA-Z0-9]+$/, { message: 'LOB_FROM_ADDRESS_ID must be a Lob address id (adr_…)' })
  LOB_FROM_ADDRESS_ID?: string;

  /** Signs Lob's webhooks (Lob-Signature); never echoed. */
  @IsOptional() @IsString()
  LOB_WEBHOOK_SECRET?: string;
}

export class ConfigError extends Error {}

/** Comma-separated keys, blanks dropped. */
export const splitKeyList = (list: string | undefined): string[] =>
  (list ?? '')
    .split(',')
    .map((key) => key.trim())
    .filter(Boolean);

/** The lines of bad encryption keys; a key's value is never echoed, unlike other variables': it is a secret. */
function encryptionKeyProblems(parsed: EnvironmentVariables): string[] {
  const lines: string[] = [];
  const decode = (text: string): Buffer | string => {
    try {
      return decodeEncryptionKey(text);
    } catch (error) {
      return (error as Error).message;
    }
  };
  const current = typeof parsed.DATA_ENCRYPTION_KEY === 'string' ? decode(parsed.DATA_ENCRYPTION_KEY) : undefined;
  if (typeof current === 'string') lines.push(`  - DATA_ENCRYPTION_KEY: ${current}`);
  else if (current && parsed.APP_ENV === 'production' && current.equals(decodeEncryptionKey(SANDBOX_DATA_ENCRYPTION_KEY))) {
    lines.push('  - DATA_ENCRYPTION_KEY: production needs a key of its own (32 random bytes, base64 or hex)');
  }
  if (typeof parsed.DATA_ENCRYPTION_OLD_KEYS === 'string') {
    splitKeyList(parsed.DATA_ENCRYPTION_OLD_KEYS).forEach((key, index) => {
      const problem = decode(key);
      if (typeof problem === 'string') lines.push(`  - DATA_ENCRYPTION_OLD_KEYS (key ${index + 1}): ${problem}`);
    });
  }
  return lines;
}

/** The variables each real payout provider needs once a category chooses it (docs/providers.md). */
export const PROVIDER_CREDENTIALS: Readonly<Record<string, readonly (keyof EnvironmentVariables)[]>> = {
  tremendous: ['TREMENDOUS_API_KEY', 'TREMENDOUS_FUNDING_SOURCE_ID', 'TREMENDOUS_WEBHOOK_SECRET'],
  paypal: ['PAYPAL_CLIENT_ID', 'PAYPAL_CLIENT_SECRET', 'PAYPAL_WEBHOOK_ID'],
  lob: ['LOB_API_KEY', 'LOB_BANK_ACCOUNT_ID', 'LOB_FROM_ADDRESS_ID', 'LOB_WEBHOOK_SECRET'],
};

/** A provider chosen without its credentials: one line per missing variable, naming it (never a value). */
function providerCredentialProblems(parsed: EnvironmentVariables): string[] {
  const choices = ['PAYOUT_PROVIDER_GIFT_CARDS', 'PAYOUT_PROVIDER_PREPAID_CARDS', 'PAYOUT_PROVIDER_WALLETS', 'PAYOUT_PROVIDER_CHECKS'] as const;
  const lines: string[] = [];
  for (const provider of new Set(choices.map((choice) => parsed[choice]))) {
    const chooser = choices.filter((choice) => parsed[choice] === provider).join(', ');
    for (const variable of PROVIDER_CREDENTIALS[provider] ?? []) {
      if (!parsed[variable]) lines.push(`  - ${variable}: required, as ${chooser} is ${provider}`);
    }
  }
  return lines;
}

/** A bank connection needs a user, a credential and the pinned host key; one without them is refused (never a value echoed). */
function bankConnectionProblems(parsed: EnvironmentVariables): string[] {
  if (!parsed.BANK_SFTP_HOST) return [];
  const lines: string[] = [];
  if (!parsed.BANK_SFTP_USERNAME) lines.push('  - BANK_SFTP_USERNAME: required, as BANK_SFTP_HOST is set');
  if (!parsed.BANK_SFTP_PASSWORD && !parsed.BANK_SFTP_PRIVATE_KEY_FILE) lines.push('  - BANK_SFTP_PASSWORD or BANK_SFTP_PRIVATE_KEY_FILE: one is required, as BANK_SFTP_HOST is set');
  if (!parsed.BANK_SFTP_HOST_KEY_SHA256) lines.push('  - BANK_SFTP_HOST_KEY_SHA256: required, as BANK_SFTP_HOST is set (the bank server\'s key is pinned)');
  return lines;
}

/** Validates the environment into typed values, listing every bad variable at once. */
export function parseEnvironment(env: NodeJS.ProcessEnv): EnvironmentVariables {
  const raw = Object.fromEntries(Object.entries(env).filter(([, value]) => value !== undefined && value !== ''));
  const parsed = plainToInstance(EnvironmentVariables, raw, { enableImplicitConversion: true, exposeDefaultValues: true });
  const errors = validateSync(parsed, { skipMissingProperties: false });
  const lines = errors.map((e) => `  - ${e.property}=${JSON.stringify(raw[e.property] ?? null)}: ${Object.values(e.constraints ?? {}).join('; ')}`);
  if (parsed.APP_ENV === 'production' && parsed.LINK_SECRET === SANDBOX_LINK_SECRET) lines.push('  - LINK_SECRET: production needs a secret of its own (at least 32 characters)');
  lines.push(...encryptionKeyProblems(parsed));
  lines.push(...providerCredentialProblems(parsed));
  lines.push(...bankConnectionProblems(parsed));
  if (/^\d{9}$/.test(parsed.ACH_ODFI_ROUTING_NUMBER) && !isValidRoutingNumber(parsed.ACH_ODFI_ROUTING_NUMBER)) lines.push('  - ACH_ODFI_ROUTING_NUMBER: its check digit is wrong');
  if (lines.length > 0) {
    throw new ConfigError(`Invalid configuration:\n${lines.join('\n')}`);
  }
  return parsed;
}
