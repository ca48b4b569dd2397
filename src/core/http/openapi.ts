import type { INestApplication } from '@nestjs/common';
import { DocumentBuilder, SwaggerModule, type OpenAPIObject } from '@nestjs/swagger';
import type { AppConfig } from '../config/app-config';
import { ALL_SCOPES } from '../auth/scopes';
import { SECURITY_SCHEME } from '../auth/require-scopes.decorator';
import { scopeForVersion, versionOfPath } from './api-version';

/** Builds the OpenAPI document from the code: every route with its schemas, problem responses and scopes. */
export function buildOpenApiDocument(app: INestApplication, config: AppConfig): OpenAPIObject {
  const builder = new DocumentBuilder()
    .setTitle('Campaign Manager API')
    .setDescription(
      'Payout campaigns: fund a campaign, load payout instructions, notify beneficiaries, move the money, report on it. ' +
        'v2 is served under /v2/campaign-manager and v3 (campaigns renamed distributions) under /v3/distribution-manager. ' +
        'Errors are RFC 9457 problem documents (application/problem+json).',
    )
    .setVersion('2.0')
    .addServer(config.publicBaseUrl)
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
    );
  const document = SwaggerModule.createDocument(app, builder.build(), { operationIdFactory: (controller, method) => `${controller}_${method}` });
  return renameV3Scopes(structuredClone(document));
}

/** Routes are declared with v2 scope names; the v3 copies require `distributions:*`. */
function renameV3Scopes(document: OpenAPIObject): OpenAPIObject {
  for (const [path, item] of Object.entries(document.paths)) {
    const version = versionOfPath(path);
    for (const operation of Object.values(item)) {
      if (!operation || typeof operation !== 'object' || !('responses' in operation)) continue;
      const op = operation as { security?: Record<string, string[]>[]; operationId?: string; 'x-required-scopes'?: string[] };
      op.security = op.security?.map((requirement) =>
        Object.fromEntries(Object.entries(requirement).map(([name, scopes]) => [name, scopes.map((s) => scopeForVersion(s, version))])),
      );
      if (op['x-required-scopes']) op['x-required-scopes'] = op['x-required-scopes'].map((s) => scopeForVersion(s, version));
      if (op.operationId && version) op.operationId = `${version}_${op.operationId}`;
    }
  }
  return document;
}

export function setupOpenApi(app: INestApplication, config: AppConfig): void {
  const document = buildOpenApiDocument(app, config);
  SwaggerModule.setup('docs', app, document, { jsonDocumentUrl: 'openapi.json', yamlDocumentUrl: 'openapi.yaml', raw: ['json', 'yaml'] });
}
