/**
 * Types for the parts of oidc-provider (ESM, untyped; v9) that the sandbox's embedded identity provider uses
 * (src/core/auth/sandbox-identity-provider/). The configuration's shape is the library's documentation
 * (node_modules/oidc-provider, docs/README.md); only the members set here are typed, loosely where the library passes
 * its own objects.
 */
declare module 'oidc-provider' {
  import type { IncomingMessage, ServerResponse } from 'node:http';

  /** Koa's context with the provider's `oidc` member: only what the hooks here read. */
  export interface KoaContextWithOIDC {
    oidc: {
      route?: string;
      client?: Client;
      entities: { RotatedRefreshToken?: { remainingTTL: number } };
    };
    host: string;
    type: string;
    body: unknown;
  }

  export interface Client {
    clientId: string;
    redirectUris: string[];
    grantTypeAllowed(type: string): boolean;
  }

  export interface Account {
    accountId: string;
    claims(use: string, scope: string): Promise<Record<string, unknown>> | Record<string, unknown>;
  }

  /** The token (or code) a hook is asked about. */
  export interface IssuedToken {
    accountId?: string;
    grantId?: string;
    clientId?: string;
  }

  export interface ResourceServerInfo {
    scope: string;
    audience?: string;
    accessTokenTTL?: number;
    accessTokenFormat?: 'opaque' | 'jwt';
    jwt?: { sign?: { alg: string; kid?: string } };
  }

  /** What an adapter stores: the library's payload, with the members the stores index by. */
  export interface AdapterPayload {
    uid?: string;
    userCode?: string;
    grantId?: string;
    consumed?: number;
    [member: string]: unknown;
  }

  export interface Adapter {
    upsert(id: string, payload: AdapterPayload, expiresIn: number): Promise<void>;
    find(id: string): Promise<AdapterPayload | undefined>;
    findByUserCode(userCode: string): Promise<AdapterPayload | undefined>;
    findByUid(uid: string): Promise<AdapterPayload | undefined>;
    consume(id: string): Promise<void>;
    destroy(id: string): Promise<void>;
    revokeByGrantId(grantId: string): Promise<void>;
  }

  export interface ClientMetadata {
    client_id: string;
    token_endpoint_auth_method?: string;
    grant_types?: string[];
    response_types?: string[];
    redirect_uris?: string[];
    post_logout_redirect_uris?: string[];
    application_type?: 'web' | 'native';
    client_name?: string;
  }

  type TtlValue<T = IssuedToken> = number | ((ctx: KoaContextWithOIDC | undefined, token: T, client: Client) => number);

  export interface Configuration {
    adapter?: (model: string) => Adapter;
    clients?: ClientMetadata[];
    jwks?: { keys: object[] };
    cookies?: { keys?: (string | Buffer)[]; long?: object; short?: object; names?: Record<string, string> };
    claims?: Record<string, string[] | null>;
    scopes?: string[];
    responseTypes?: string[];
    conformIdTokenClaims?: boolean;
    features?: {
      devInteractions?: { enabled: boolean };
      userinfo?: { enabled: boolean };
      revocation?: { enabled: boolean; allowedPolicy?: (ctx: KoaContextWithOIDC, client: Client, token: IssuedToken) => Promise<boolean> | boolean };
      rpInitiatedLogout?: {
        enabled: boolean;
        logoutSource?: (ctx: KoaContextWithOIDC, form: string) => Promise<void> | void;
        postLogoutSuccessSource?: (ctx: KoaContextWithOIDC) => Promise<void> | void;
      };
      resourceIndicators?: {
        enabled: boolean;
        defaultResource?: (ctx: KoaContextWithOIDC, client: Client, oneOf?: string[]) => Promise<string | string[] | undefined> | string | string[] | undefined;
        getResourceServerInfo?: (ctx: KoaContextWithOIDC, resourceIndicator: string, client: Client) => Promise<ResourceServerInfo> | ResourceServerInfo;
        useGrantedResource?: (ctx: KoaContextWithOIDC, model: unknown) => Promise<boolean> | boolean;
      };
    };
    pkce?: { required?: (ctx: KoaContextWithOIDC, client: Client) => boolean };
    findAccount?: (ctx: KoaContextWithOIDC, sub: string, token?: IssuedToken) => Promise<Account | undefined> | Account | undefined;
    extraTokenClaims?: (ctx: KoaContextWithOIDC, token: IssuedToken) => Promise<Record<string, unknown> | undefined> | Record<string, unknown> | undefined;
    interactions?: { url?: (ctx: KoaContextWithOIDC, interaction: { uid: string }) => Promise<string> | string };
    issueRefreshToken?: (ctx: KoaContextWithOIDC, client: Client, code: IssuedToken) => Promise<boolean> | boolean;
    rotateRefreshToken?: boolean | ((ctx: KoaContextWithOIDC) => boolean);
    clientBasedCORS?: (ctx: KoaContextWithOIDC, origin: string, client: Client) => boolean;
    renderError?: (ctx: KoaContextWithOIDC, out: Record<string, string>, error: Error) => Promise<void> | void;
    routes?: Record<string, string>;
    ttl?: Record<string, TtlValue>;
  }

  /** What `interactionDetails` tells about the interaction a page serves. */
  export interface InteractionDetails {
    uid: string;
    prompt: { name: string; reasons: string[]; details: Record<string, unknown> };
    params: Record<string, string | undefined>;
  }

  export interface InteractionResults {
    login?: { accountId: string; remember?: boolean };
    consent?: { grantId: string };
    error?: string;
    error_description?: string;
  }

  export class Grant {
    constructor(properties: { accountId: string; clientId: string });
    addOIDCScope(scope: string): void;
    addResourceScope(resource: string, scope: string): void;
    save(): Promise<string>;
  }

  export class Provider {
    constructor(issuer: string, configuration: Configuration);
    /** Trust X-Forwarded-Proto and X-Forwarded-Host (Koa's `proxy`). */
    proxy: boolean;
    readonly issuer: string;
    readonly Grant: typeof Grant;
    callback(): (request: IncomingMessage, response: ServerResponse) => void;
    interactionDetails(request: IncomingMessage, response: ServerResponse): Promise<InteractionDetails>;
    interactionFinished(request: IncomingMessage, response: ServerResponse, result: InteractionResults, options?: { mergeWithLastSubmission?: boolean }): Promise<void>;
    on(event: 'server_error', listener: (ctx: KoaContextWithOIDC, error: Error) => void): this;
  }

  export interface OIDCProviderError extends Error {
    readonly status: number;
    readonly error: string;
    error_description?: string;
  }
  type OIDCProviderErrorClass = new (message?: string, description?: string) => OIDCProviderError;

  export const errors: {
    OIDCProviderError: OIDCProviderErrorClass;
    InvalidGrant: OIDCProviderErrorClass;
    InvalidTarget: OIDCProviderErrorClass;
    SessionNotFound: OIDCProviderErrorClass;
  };

  export default Provider;
}
