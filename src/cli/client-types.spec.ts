import 'reflect-metadata';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import { openApiDocumentWithoutServices } from '../openapi-document';
import { CLIENT_DIR, clientFiles, intersectAlternatives, versionDocument } from './client-types';

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const json = (schema: object) => ({ content: { 'application/json': { schema } } });

describe('versionDocument', () => {
  const document = {
    openapi: '3.1.0',
    info: { title: 't', version: '1' },
    paths: {
      '/v2/campaign-manager/campaigns': { get: { responses: { '200': json(ref('CampaignView')) } } },
      '/v3/distribution-manager/distributions': { get: { responses: { '200': json(ref('DistributionView')) } } },
      '/health/live': { get: { responses: { '200': json(ref('Health')) } } },
    },
    components: {
      schemas: { CampaignView: { properties: { details: ref('Details') } }, Details: {}, DistributionView: {}, Health: {} },
      securitySchemes: { IdentityProviderPolicy: { type: 'oauth2' } },
    },
  } as unknown as OpenAPIObject;

  it('keeps the version’s paths, relative to its prefix, and the components they refer to, directly or not', () => {
    const v2 = versionDocument(document, 'v2');
    expect(Object.keys(v2.paths)).toEqual(['/campaigns']);
    expect(Object.keys(v2.components?.schemas ?? {})).toEqual(['CampaignView', 'Details']);
    expect(v2.components?.securitySchemes).toEqual(document.components?.securitySchemes);
    expect(Object.keys(versionDocument(document, 'v3').paths)).toEqual(['/distributions']);
  });
});

describe('intersectAlternatives', () => {
  const a = { type: 'string' };
  const b = { type: 'number' };

  it('makes an object with alternatives an intersection, a branch that requires members typed with them', () => {
    const schema = { description: 'd', type: 'object', properties: { a, b }, anyOf: [{ required: ['a'] }, { required: ['b'] }], not: { required: ['a', 'b'] } };
    expect(intersectAlternatives({ components: { schemas: { S: schema } } })).toEqual({
      components: {
        schemas: {
          S: {
            description: 'd',
            allOf: [
              { type: 'object', properties: { a, b }, not: { required: ['a', 'b'] } },
              { anyOf: [{ type: 'object', properties: { a }, required: ['a'] }, { type: 'object', properties: { b }, required: ['b'] }] },
            ],
          },
        },
      },
    });
  });

  it('leaves alternatives without an object beside them as they are', () => {
    const schema = { anyOf: [{ $ref: '#/components/schemas/A' }, { type: 'null' }] };
    expect(intersectAlternatives(schema)).toEqual(schema);
  });
});

describe('the typed client in clients/typescript', () => {
  it('has the types of the current OpenAPI document', async () => {
    const files = await clientFiles(await openApiDocumentWithoutServices());
    const read = (name: string) => (existsSync(path.join(CLIENT_DIR, name)) ? readFileSync(path.join(CLIENT_DIR, name), 'utf8') : undefined);
    const stale = Object.keys(files).filter((name) => read(name) !== files[name]);
    if (stale.length > 0) throw new Error(`${stale.map((name) => `clients/typescript/${name}`).join(' and ')} differ from the OpenAPI document: run npm run client`);
  }, 60_000);
});
