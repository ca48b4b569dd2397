import type { INestApplication } from '@nestjs/common';
import { ModulesContainer, Reflector } from '@nestjs/core';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { ALL_SCOPES } from '../auth/scopes';
import { BENEFICIARY_SECURITY_SCHEME, BENEFICIARY_SESSION_KEY } from '../auth/beneficiary-session';
import { BODILESS_AUTH_ERRORS_KEY } from '../auth/bodiless-auth-errors';
import { SANDBOX_ONLY_KEY } from '../auth/sandbox-only';
import { PUBLIC_KEY, SCOPES_KEY, SECURITY_SCHEME } from '../auth/require-scopes.decorator';
import { PROBLEM_CONTENT_TYPE } from '../errors/problem-document';
import { PROBLEM_CODES } from '../errors/problem-codes';
import { STATUS_OF_KIND, TITLE_OF_STATUS } from '../errors/problem-status';
import { NO_RATE_LIMIT_KEY } from '../rate-limit/no-rate-limit.decorator';
import { IDEMPOTENCY_KEY_HEADER, IDEMPOTENCY_KEY_TTL_HOURS, IDEMPOTENT_REPLAYED_HEADER, MAX_IDEMPOTENCY_KEY_LENGTH } from '../idempotency/idempotency-key';
import { scopeForVersion, toV3Name, versionOfPath } from './api-version';
import { toOpenApi31 } from './openapi-31';
import { applyValidationRules } from './openapi-strict';
import { deriveV3Schemas } from './openapi-v3';

export const PROBLEM_SCHEMA = 'ProblemDocument';
const PROBLEM_REF = `#/components/schemas/${PROBLEM_SCHEMA}`;
const REQUEST_ID_HEADER_REF = '#/components/headers/RequestId';
const RETRY_AFTER_HEADER_REF = '#/components/headers/RetryAfter';
const OPERATIONS_TAG = 'Operations';
const HTTP_METHODS = ['get', 'put', 'post', 'delete', 'options', 'head', 'patch', 'trace'] as const;

/** RFC 9457 problem document with the members of docs/api-conventions.md (Problem documents); every 4xx and 5xx response of the API is one. */
export const PROBLEM_DOCUMENT_SCHEMA = {
  type: 'object',
  description:
    'RFC 9457 problem document (`application/problem+json`). Validation problems add `errors`; business conflicts add `code` ' +
    'and the members the operation names (for example `unknownIds`). A 5xx never carries a stack trace.',
  required: ['type', 'title', 'status', 'detail', 'instance', 'traceId'],
  properties: {
    type: { type: 'string', description: 'URI naming the kind of problem, or `about:blank`.', example: 'https://campaign-manager.dev/problems/validation-failed' },
    title: { type: 'string', example: 'Bad Request' },
    status: { type: 'integer', minimum: 400, maximum: 599, example: 400 },
    detail: { type: 'string', example: 'The request has invalid fields.' },
    instance: { type: 'string', description: 'The path of the request.', example: '/v2/campaign-manager/bank-accounts' },
    traceId: { type: 'string', description: 'The request id, also sent as the `X-Request-Id` header; quote it when reporting a problem.' },
    code: { type: 'string', description: 'Stable machine-readable name of the problem.', example: 'VALIDATION_FAILED' },
    errors: {
      type: 'object',
      description: 'Validation problems: field name (camelCase, or `file` for an upload) to its messages.',
      additionalProperties: { type: 'array', items: { type: 'string' } },
      example: { name: ['name must be shorter than or equal to 100 characters'] },
    },
  },
  additionalProperties: true,
};

/** Default descriptions of the problem responses added where an operation declares none. */
const DEFAULT_PROBLEM_DESCRIPTIONS: Record<string, string> = {
  '400': 'Validation problem naming each invalid field (malformed uuid, unknown member, wrong type, malformed JSON).',
  '401': 'Missing, malformed, expired or wrongly signed token (problem document).',
  '403': 'Token lacks a required scope or an org_id (problem document).',
  '404': 'No such resource in the organization (`NOT_FOUND`); another organization\'s id answers the same.',
  '413': 'The body is larger than the operation takes (`PAYLOAD_TOO_LARGE`).',
  '415': 'The body is in a media type the operation does not take (`UNSUPPORTED_MEDIA_TYPE`).',
  '422': 'The Idempotency-Key was used in the last 24 hours for a different request (`IDEMPOTENCY_KEY_REUSED`).',
  '429': 'Too many requests for the organization this minute (`RATE_LIMITED`); retry after `Retry-After` seconds.',
  '500': 'Unexpected error; the problem document carries only the trace id.',
};

/** The `code` values each status can carry (an `NNN` status) or each class of statuses (`4XX`), from the registry. */
const CODES_OF_STATUS: Record<string, string[]> = {};
for (const [code, kind] of Object.entries(PROBLEM_CODES)) {
  const status = String(STATUS_OF_KIND[kind]);
  for (const key of [status, `${status[0]}XX`]) (CODES_OF_STATUS[key] ??= []).push(code);
}

/** The `Idempotency-Key` header every POST of an organization honours (the global IdempotencyInterceptor). */
const IDEMPOTENCY_KEY_PARAMETER = {
  name: IDEMPOTENCY_KEY_HEADER,
  in: 'header',
  required: false,
  schema: { type: 'string', minLength: 1, maxLength: MAX_IDEMPOTENCY_KEY_LENGTH },
  description:
    `Optional; at most ${MAX_IDEMPOTENCY_KEY_LENGTH} characters. A repeat with the same key and the same request, within ` +
    `${IDEMPOTENCY_KEY_TTL_HOURS} hours and for the same organization, is not carried out again: it gets the first answer ` +
    `(status, \`Location\` and body) with \`${IDEMPOTENT_REPLAYED_HEADER}: true\`. The same key with a different request ` +
    'answers 422 `IDEMPOTENCY_KEY_REUSED`; while the first request is still running, 409 `IDEMPOTENCY_REQUEST_IN_PROGRESS`. ' +
    'A request that fails does not keep its key, so it can be retried with the same key once corrected.',
};
const IDEMPOTENCY_IN_PROGRESS =
  'A request with the same Idempotency-Key is still being processed (`IDEMPOTENCY_REQUEST_IN_PROGRESS`), or another conflict the operation describes.';

/** What the guard enforces on one handler, keyed `Controller_method` like the operation ids. */
interface RouteSecurity {
  isPublic: boolean;
  /** Takes a beneficiary's claim session token, not an organization's (docs/claims.md). */
  beneficiary?: boolean;
  scopes: string[];
  /** Counted by the RateLimitGuard, so it may answer 429. */
  rateLimited?: boolean;
  /** Its 401 and 403 carry no body (the specification's ACH transfer reads). */
  bodilessAuthErrors?: boolean;
  /** A sandbox simulation: outside the sandbox it answers as an unknown route, so the document leaves it out. */
  sandboxOnly?: boolean;
}

type Schema = Record<string, unknown>;
interface MediaType {
  schema?: Schema;
}
interface Response {
  description?: string;
  content?: Record<string, MediaType>;
  headers?: Record<string, unknown>;
  $ref?: string;
}
interface Operation {
  operationId?: string;
  summary?: string;
  description?: string;
  tags?: string[];
  parameters?: { in?: string; name?: string; $ref?: string }[];
  requestBody?: unknown;
  responses: Record<string, Response>;
  security?: Record<string, string[]>[];
  'x-required-scopes'?: string[];
}
type PathItem = Partial<Record<(typeof HTTP_METHODS)[number], Operation>> & Record<string, unknown>;

/** Builds the OpenAPI document from the code: every route with its schemas, problem responses and scopes. */
export function buildOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Campaign Manager API')
    .setDescription(
      'Payout campaigns: fund a campaign, load payout instructions, notify beneficiaries, move the money, report on it. ' +
        'v2 is served under /v2/campaign-manager and v3 (campaigns renamed distributions) under /v3/distribution-manager. ' +
        'Errors are RFC 9457 problem documents (application/problem+json). Every response carries an `X-Request-Id` header: ' +
        'a sane one sent by the caller is echoed, otherwise one is generated; it is the `traceId` of a problem document.',
    )
    .setVersion('2.0')
    .setLicense('MIT', 'https://opensource.org/licenses/MIT')
    // Relative: the document is served by the service it describes, wherever that runs.
    .addServer('/', 'This service')
    .addTag(OPERATIONS_TAG, 'Health, metrics and this documentation; no token needed.')
    .addOAuth2(
      {
        type: 'oauth2',
        flows: {
          authorizationCode: {
            authorizationUrl: `${config.auth.issuer.replace(/\/+$/, '')}/authorize`,
            tokenUrl: `${config.auth.issuer.replace(/\/+$/, '')}/oauth/token`,
            scopes: Object.fromEntries(ALL_SCOPES.map((scope) => [scope, scope])),
          },
        },
      },
      SECURITY_SCHEME,
    )
    .addBearerAuth(
      {
        type: 'http',
        scheme: 'bearer',
        description:
          'A beneficiary’s claim session: the opaque `sessionToken` from `POST /beneficiary/sessions`, valid 60 minutes. It opens only ' +
          '`/beneficiary/...` routes, and an organization’s token opens none of them.',
      },
      BENEFICIARY_SECURITY_SCHEME,
    );
  const document = SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: (controller, method) => `${controller}_${method}` });
  const described = structuredClone(document);
  applyValidationRules(described);
  const routes = routeSecurity(app);
  if (!config.isSandbox) withoutSandboxOnly(described, routes);
  return toOpenApi31(completeDocument(described, routes));
}

/** Reads what the global AuthGuard will enforce from the same metadata it reads: `@Public()` and `@RequireScopes()`. */
export function routeSecurity(app: INestApplication): Map<string, RouteSecurity> {
  const reflector = new Reflector();
  const routes = new Map<string, RouteSecurity>();
  for (const module of app.get(ModulesContainer).values()) {
    for (const wrapper of module.controllers.values()) {
      const type = wrapper.metatype as (abstract new (...args: never[]) => unknown) | null;
      if (!type?.prototype) continue;
      for (const key of Object.getOwnPropertyNames(type.prototype)) {
        const handler = Object.getOwnPropertyDescriptor(type.prototype, key)?.value as unknown;
        if (key === 'constructor' || typeof handler !== 'function') continue;
        const targets = [handler, type];
        routes.set(`${type.name}_${key}`, {
          isPublic: reflector.getAllAndOverride<boolean>(PUBLIC_KEY, targets) === true,
          beneficiary: reflector.getAllAndOverride<boolean>(BENEFICIARY_SESSION_KEY, targets) === true,
          scopes: reflector.getAllAndOverride<string[]>(SCOPES_KEY, targets) ?? [],
          rateLimited: reflector.getAllAndOverride<boolean>(NO_RATE_LIMIT_KEY, targets) !== true,
          bodilessAuthErrors: reflector.getAllAndOverride<boolean>(BODILESS_AUTH_ERRORS_KEY, targets) === true,
          sandboxOnly: reflector.getAllAndOverride<boolean>(SANDBOX_ONLY_KEY, targets) === true,
        });
      }
    }
  }
  return routes;
}

/** Swagger numbers the copies of a multi-path controller's operation (`_list[0]`, `_list[1]`): the handler's id without. */
const handlerIdOf = (operationId: string): string => operationId.replace(/\[\d+\]$/, '');

/** Outside the sandbox: the simulations' operations (and paths left empty) removed, as the guard hides them (`@SandboxOnly()`). */
export function withoutSandboxOnly(document: OpenAPIObject, routes: Map<string, RouteSecurity>): void {
  const paths = document.paths as Record<string, PathItem>;
  for (const [path, item] of Object.entries(paths)) {
    for (const method of HTTP_METHODS) {
      const operationId = item[method]?.operationId;
      if (operationId && routes.get(handlerIdOf(operationId))?.sandboxOnly) delete item[method];
    }
    if (!HTTP_METHODS.some((method) => item[method])) delete paths[path];
  }
}

/**
 * Makes every operation say what the service does: its security requirement and scopes (renamed for v3) unless it is
 * public, 401 and 403 where it is secured, 400 where it takes input, 500 everywhere, every 4xx/5xx as an
 * `application/problem+json` ProblemDocument, the `X-Request-Id` response header, and an operationId unique across
 * versions. Also documents the documentation routes themselves.
 */
export function completeDocument(document: OpenAPIObject, routes: Map<string, RouteSecurity>): OpenAPIObject {
  const components = (document.components ??= {});
  components.schemas = { ...components.schemas, [PROBLEM_SCHEMA]: PROBLEM_DOCUMENT_SCHEMA };
  components.headers = {
    ...components.headers,
    RequestId: { description: 'The request id: the caller’s `X-Request-Id` when sane (1–128 of `[A-Za-z0-9_.:-]`), else a generated uuid.', schema: { type: 'string' } },
    RetryAfter: { description: 'Seconds until the rate limit’s window ends and requests are counted afresh.', schema: { type: 'integer', minimum: 1 } },
  };
  Object.assign(document.paths, documentationPaths());

  const paths = document.paths as Record<string, PathItem>;
  const operationIds = new Set<string>();
  for (const [path, item] of Object.entries(paths)) {
    const version = versionOfPath(path);
    for (const method of HTTP_METHODS) {
      if (!item[method]) continue;
      // One controller serves both prefixes: its operations may be shared objects, so each path gets its own copy.
      const operation = structuredClone(item[method]);
      item[method] = operation;
      // The path's prefix tells the copies apart (handlerIdOf).
      if (operation.operationId) operation.operationId = handlerIdOf(operation.operationId);
      const route = operation.operationId ? routes.get(operation.operationId) : undefined;
      const beneficiary = route?.beneficiary === true;
      if (route && !route.isPublic && !beneficiary && !operation.security?.length) {
        // The guard wants a token even where no scope is declared.
        operation.security = [{ [SECURITY_SCHEME]: route.scopes }];
        operation['x-required-scopes'] = route.scopes;
      }
      const secured = (operation.security?.length ?? 0) > 0;
      // Public operations say so: no token is needed (a document-wide default would otherwise apply).
      if (!secured) operation.security = [];
      if (secured) ensureResponse(operation, '401');
      // A beneficiary route has no scopes: its 403 is a claim step still to do, which it declares itself.
      if (secured && !beneficiary) ensureResponse(operation, '403');
      // Idempotency keys belong to organizations; a beneficiary's steps are idempotent or guarded by the state machine.
      if (secured && !beneficiary && method === 'post') {
        operation.parameters = [...(operation.parameters ?? []), IDEMPOTENCY_KEY_PARAMETER];
        operation.responses['409'] ??= { description: IDEMPOTENCY_IN_PROGRESS };
        ensureResponse(operation, '422');
      }
      // An id in the path may name nothing (of the organization's); a body may be too large or of another type.
      if ((operation.parameters ?? []).some((p) => p.in === 'path')) ensureResponse(operation, '404');
      if (operation.requestBody) {
        ensureResponse(operation, '413');
        ensureResponse(operation, '415');
      }
      // Every operation can meet a 400: the input checks refuse a malformed body or query string wherever it is sent.
      ensureResponse(operation, '400');
      if (route?.rateLimited) {
        if (beneficiary) operation.responses['429'] ??= { description: 'Too many requests for this claim session this minute (`RATE_LIMITED`); retry after `Retry-After` seconds.' };
        ensureResponse(operation, '429');
        operation.responses['429'].headers = { 'Retry-After': { $ref: RETRY_AFTER_HEADER_REF }, ...operation.responses['429'].headers };
      }
      ensureResponse(operation, '500');
      for (const [status, response] of Object.entries(operation.responses)) {
        if (route?.bodilessAuthErrors && (status === '401' || status === '403')) {
          operation.responses[status] = { description: status === '401' ? 'Not authenticated (no body).' : 'Not permitted: the token lacks the scope (no body).' };
        } else if (/^[45]\d\d$/.test(status) || /^[45]XX$/i.test(status)) operation.responses[status] = asProblemResponse(response, status);
        const target = operation.responses[status];
        if (!target.$ref) target.headers = { 'X-Request-Id': { $ref: REQUEST_ID_HEADER_REF }, ...target.headers };
      }
      if (operation.operationId) operation.operationId = uniqueId(version ? `${version}_${operation.operationId}` : operation.operationId, operationIds);
    }
  }
  renameV3Scopes(document);
  for (const item of Object.values(paths)) {
    for (const method of HTTP_METHODS) {
      const operation = item[method];
      const scopes = operation?.security?.flatMap((requirement) => Object.values(requirement).flat()) ?? [];
      const organizationSecured = operation?.security?.some((requirement) => SECURITY_SCHEME in requirement) === true;
      if (operation && organizationSecured) {
        const line = scopes.length ? `**Scopes:** ${scopes.map((s) => `\`${s}\``).join(', ')}.` : '**Scopes:** any valid token of the organization.';
        operation.description = operation.description ? `${operation.description}\n\n${line}` : line;
      }
    }
  }
  deriveV3Schemas(document as { paths: object; components?: { schemas?: Record<string, unknown> } });
  dropUnusedSchemas(document);
  return document;
}

/** Routes are declared with v2 scope names; the v3 copies require `distributions:*`. */
export function renameV3Scopes(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths as Record<string, PathItem>)) {
    const version = versionOfPath(path);
    for (const method of HTTP_METHODS) {
      const op = item[method];
      if (!op) continue;
      op.security = op.security?.map((requirement) =>
        Object.fromEntries(Object.entries(requirement).map(([name, scopes]) => [name, scopes.map((s) => scopeForVersion(s, version))])),
      );
      if (op['x-required-scopes']) op['x-required-scopes'] = op['x-required-scopes'].map((s) => scopeForVersion(s, version));
      // v3 names its parameters the v3 way too (`{distributionId}`, `?distributionId=`), as the path does.
      if (version === 'v3') op.parameters = op.parameters?.map((p) => (p.name && (p.in === 'path' || p.in === 'query') ? { ...p, name: toV3Name(p.name) } : p));
    }
  }
  return document;
}

/** Schemas nothing refers to any more (a v2 schema only v3 operations use has its v3 copy instead) are left out. */
function dropUnusedSchemas(document: OpenAPIObject): void {
  const schemas = document.components?.schemas ?? {};
  for (;;) {
    const text = JSON.stringify({ ...document, components: { ...document.components, schemas: {} } }) + JSON.stringify(schemas);
    const unused = Object.keys(schemas).filter((name) => name !== PROBLEM_SCHEMA && !text.includes(`"#/components/schemas/${name}"`));
    if (unused.length === 0) return;
    for (const name of unused) delete schemas[name];
  }
}

/** Adds the kernel's answer for `status` unless the operation declares its own. */
function ensureResponse(operation: Operation, status: string): void {
  operation.responses[status] ??= { description: DEFAULT_PROBLEM_DESCRIPTIONS[status] ?? TITLE_OF_STATUS[Number(status)] ?? 'Error' };
}

const refersToProblem = (schema: unknown): boolean => JSON.stringify(schema ?? null).includes(`"${PROBLEM_REF}"`);

/** An error answered with an HTML page (the public pages a person opens from an email), declared as only that. */
const isHtmlPage = (response: Response): boolean => {
  const types = Object.keys(response.content ?? {});
  return types.length > 0 && types.every((type) => type === 'text/html');
};

/**
 * A 4xx/5xx response becomes a ProblemDocument; a schema it already had is kept as extra members (`allOf`). A
 * response declared as an HTML page stays one.
 */
function asProblemResponse(response: Response, status: string): Response {
  if (response.$ref || isHtmlPage(response)) return response;
  const schemas = Object.values(response.content ?? {})
    .map((media) => media.schema)
    .filter((schema): schema is Schema => schema !== undefined);
  const own = schemas.find(refersToProblem) ?? schemas[0];
  const parts = own === undefined ? [{ $ref: PROBLEM_REF }] : refersToProblem(own) ? [own] : [{ $ref: PROBLEM_REF }, own];
  const codes = CODES_OF_STATUS[status.toUpperCase()];
  const schema = codes ? { allOf: [...parts, { type: 'object', properties: { code: { enum: codes } } }] } : parts.length === 1 ? parts[0] : { allOf: parts };
  return { ...response, content: { [PROBLEM_CONTENT_TYPE]: { schema } } };
}

function uniqueId(id: string, taken: Set<string>): string {
  let candidate = id;
  for (let n = 2; taken.has(candidate); n++) candidate = `${id}_${n}`;
  taken.add(candidate);
  return candidate;
}

/** `/openapi.json`, `/openapi.yaml` and `/docs` are served by SwaggerModule, outside Nest's routing: described here. */
function documentationPaths(): Record<string, PathItem> {
  const get = (operationId: string, summary: string, mediaType: string, schema: Schema): PathItem => ({
    get: { operationId, summary, tags: [OPERATIONS_TAG], responses: { '200': { description: summary, content: { [mediaType]: { schema } } } } },
  });
  return {
    '/openapi.json': get('getOpenApiJson', 'This OpenAPI document, as JSON', 'application/json', { type: 'object' }),
    '/openapi.yaml': get('getOpenApiYaml', 'This OpenAPI document, as YAML', 'text/yaml', { type: 'string' }),
    '/docs': get('getDocs', 'Interactive documentation (Swagger UI)', 'text/html', { type: 'string' }),
  };
}

export function setupOpenApi(app: INestApplication, config: AppConfig): void {
  const document = buildOpenApiDocument(app, config);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml', raw: ['json', 'yaml'] });
}
