import path from 'node:path';
import { parseEnvironment, SANDBOX_ORGANIZATION_ID, splitKeyList } from './env.schema';
import { bankConnectionConfig, type BankConnectionConfig } from './bank-connection.config';
import { payoutProvidersConfig, type PayoutProvidersConfig } from './payout-providers.config';
import { projectRoot } from './project-root';

/** Where the sandbox's embedded OpenID Connect provider is mounted: its issuer is `${PUBLIC_BASE_URL}/oidc` (docs/console.md). */
export const EMBEDDED_PROVIDER_PATH = '/oidc';

export interface AppConfig {
  readonly port: number;
  readonly databaseUrl: string;
  readonly redisUrl: string;
  readonly env: 'sandbox' | 'production';
  readonly isSandbox: boolean;
  readonly auth: {
    readonly issuer: string;
    readonly audience: string;
    readonly jwksUri?: string;
    readonly devKeyFile: string;
    /** Whether a token without `email_verified` vouches for its email (docs/users-and-roles.md). */
    readonly emailVerifiedWhenAbsent: boolean;
    /**
     * The issuer of the sandbox's embedded OpenID Connect provider, `${PUBLIC_BASE_URL}/oidc`: set only where it runs,
     * in the sandbox with the development key (APP_ENV=sandbox, AUTH_JWKS_URI unset). Its tokens are accepted beside
     * AUTH_ISSUER's (docs/console.md, Sign-in).
     */
    readonly embeddedIssuer?: string;
  };
  /** The console at `/console/` (docs/console.md): who it signs in with, and where its built files are. */
  readonly console: {
    /** CONSOLE_OIDC_ISSUER, else the embedded provider where it runs, else AUTH_ISSUER. */
    readonly issuer: string;
    readonly clientId: string;
    readonly distDir: string;
  };
  /** The organizations whose tokens take effect with the operator scopes: OPERATOR_ORG_IDS, and the sandbox organization in the sandbox (docs/administration.md). */
  readonly operatorOrganizationIds: ReadonlySet<string>;
  readonly publicBaseUrl: string;
  readonly smtpUrl?: string;
  readonly emailFrom: string;
  readonly linkSecret: string;
  /** Encrypts secret fields at rest (base64 or hex of 32 bytes, validated); see FieldEncryption. */
  readonly dataEncryptionKey: string;
  /** Earlier keys, which still decrypt what they encrypted. */
  readonly dataEncryptionOldKeys: readonly string[];
  readonly storageDir: string;
  readonly queuePrefix: string;
  readonly logLevel: string;
  /** Origins allowed to call the API from a browser; empty means CORS stays closed. */
  readonly corsOrigins: readonly string[];
  readonly rateLimitPerMinute: number;
  readonly bankRails: BankRailsConfig;
  /** Payouts per submit job (docs/payouts.md, Submission). */
  readonly payoutSubmitBatchSize: number;
  /** Who pays each payout category and the real providers' settings (docs/providers.md). */
  readonly payoutProviders: PayoutProvidersConfig;
  /** The bank's SFTP server (docs/bank-files.md); undefined unless BANK_SFTP_HOST is set. */
  readonly bankConnection?: BankConnectionConfig;
  readonly webhooks: { readonly retrySeconds: readonly number[]; readonly retryWindowSeconds: number; readonly deliveryTimeoutSeconds: number };
}

/** The bank rails' schedule and identities (docs/bank-rails.md). */
export interface BankRailsConfig {
  readonly achBatchEverySeconds: number;
  /** Transfers per part of an ACH batch's file. */
  readonly achBatchPartSize: number;
  readonly checkPrintRunEverySeconds: number;
  readonly achSandboxSettleSeconds: number;
  readonly checkSandboxMailSeconds: number;
  readonly odfiRoutingNumber: string;
  readonly odfiName: string;
  readonly companyName: string;
  readonly companyId: string;
  readonly checkAccountNumber: string;
}

/** Typed, frozen configuration; built from the environment once per process. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const v = parseEnvironment(env);
  const publicBaseUrl = (v.PUBLIC_BASE_URL ?? `http://localhost:${v.PORT}`).replace(/\/+$/, '');
  // The embedded provider signs with the development key, so it runs only where the API trusts that key.
  const embeddedIssuer = v.APP_ENV === 'sandbox' && !v.AUTH_JWKS_URI ? `${publicBaseUrl}${EMBEDDED_PROVIDER_PATH}` : undefined;
  return Object.freeze({
    port: v.PORT,
    databaseUrl: v.DATABASE_URL,
    redisUrl: v.REDIS_URL,
    env: v.APP_ENV,
    isSandbox: v.APP_ENV === 'sandbox',
    auth: Object.freeze({
      issuer: v.AUTH_ISSUER,
      audience: v.AUTH_AUDIENCE,
      jwksUri: v.AUTH_JWKS_URI,
      devKeyFile: path.resolve(v.DEV_KEY_FILE),
      emailVerifiedWhenAbsent: v.AUTH_EMAIL_VERIFIED_WHEN_ABSENT === 'true',
      embeddedIssuer,
    }),
    console: Object.freeze({
      issuer: v.CONSOLE_OIDC_ISSUER ?? embeddedIssuer ?? v.AUTH_ISSUER,
      clientId: v.CONSOLE_OIDC_CLIENT_ID,
      distDir: v.CONSOLE_DIST_DIR ? path.resolve(v.CONSOLE_DIST_DIR) : path.join(projectRoot(), 'console', 'dist'),
    }),
    operatorOrganizationIds: new Set([...splitKeyList(v.OPERATOR_ORG_IDS), ...(v.APP_ENV === 'sandbox' ? [SANDBOX_ORGANIZATION_ID] : [])].map((id) => id.toLowerCase())),
    publicBaseUrl,
    smtpUrl: v.SMTP_URL,
    emailFrom: v.EMAIL_FROM,
    linkSecret: v.LINK_SECRET,
    dataEncryptionKey: v.DATA_ENCRYPTION_KEY,
    dataEncryptionOldKeys: Object.freeze(splitKeyList(v.DATA_ENCRYPTION_OLD_KEYS)),
    storageDir: path.resolve(v.STORAGE_DIR),
    queuePrefix: v.QUEUE_PREFIX,
    logLevel: v.LOG_LEVEL,
    corsOrigins: Object.freeze(parseOrigins(v.CORS_ORIGINS)),
    rateLimitPerMinute: v.RATE_LIMIT_PER_MINUTE,
    bankRails: Object.freeze({
      achBatchEverySeconds: v.ACH_BATCH_EVERY_SECONDS,
      achBatchPartSize: v.ACH_BATCH_PART_SIZE,
      checkPrintRunEverySeconds: v.CHECK_PRINT_RUN_EVERY_SECONDS,
      achSandboxSettleSeconds: v.ACH_SANDBOX_SETTLE_SECONDS,
      checkSandboxMailSeconds: v.CHECK_SANDBOX_MAIL_SECONDS,
      odfiRoutingNumber: v.ACH_ODFI_ROUTING_NUMBER,
      odfiName: v.ACH_ODFI_NAME,
      companyName: v.ACH_COMPANY_NAME,
      companyId: v.ACH_COMPANY_ID,
      checkAccountNumber: v.CHECK_ACCOUNT_NUMBER,
    }),
    payoutSubmitBatchSize: v.PAYOUT_SUBMIT_BATCH_SIZE,
    payoutProviders: payoutProvidersConfig(v),
    bankConnection: bankConnectionConfig(v),
    webhooks: Object.freeze({
      retrySeconds: Object.freeze(v.WEBHOOK_RETRY_SCHEDULE.split(',').map((part) => Number(part.trim()))),
      retryWindowSeconds: v.WEBHOOK_RETRY_WINDOW_SECONDS,
      deliveryTimeoutSeconds: v.WEBHOOK_DELIVERY_TIMEOUT_SECONDS,
    }),
  });
}

/** Browsers send an Origin in its normal form (lower case, no default port): the list is compared with it as is. */
function parseOrigins(list: string | undefined): string[] {
  return (list ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter(Boolean)
    .map((origin) => new URL(origin).origin);
}

/** Injection token for the AppConfig. */
export const APP_CONFIG = Symbol('APP_CONFIG');
