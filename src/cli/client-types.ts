import path from 'node:path';
import type { OpenAPIObject } from '@nestjs/swagger';
import openapiTS, { astToString, type OpenAPI3 } from 'openapi-typescript';
import { VERSION_PREFIX, type ApiVersion } from '../core/http/api-version';

/** Where the typed client lives; `npm run client` writes `<version>.ts` there (npm runs scripts from the repository root). */
export const CLIENT_DIR = path.resolve('clients/typescript');

const HEADER = '// Generated from the OpenAPI document by `npm run client`: do not edit.\n\n';

/**
 * The part of the document one version serves: its operations, with paths relative to the version's prefix (the
 * client's base URL ends with it), and only the components they refer to.
 */
export function versionDocument(document: OpenAPIObject, version: ApiVersion): OpenAPIObject {
  const prefix = `/${VERSION_PREFIX[version]}`;
  const paths = Object.fromEntries(Object.entries(document.paths).flatMap(([route, item]) => (route.startsWith(`${prefix}/`) ? [[route.slice(prefix.length), item]] : [])));
  return { ...document, paths, components: referencedComponents(paths, document.components ?? {}) };
}

/** The components `root` refers to, directly or through other components, in the document's order. */
function referencedComponents(root: unknown, components: NonNullable<OpenAPIObject['components']>): OpenAPIObject['components'] {
  const all = components as Record<string, Record<string, unknown>>;
  const used = new Set<string>();
  const pending = [root];
  while (pending.length > 0) {
    for (const [, ref] of JSON.stringify(pending.pop()).matchAll(/"\$ref":"#\/components\/([^"]+)"/g)) {
      if (used.has(ref)) continue;
      used.add(ref);
      const [kind, name] = ref.split('/');
      pending.push(all[kind]?.[name]);
    }
  }
  const kept = Object.entries(all).map(([kind, entries]) => [
    kind,
    // Security schemes are named by operations' requirements, not by $ref.
    kind === 'securitySchemes' ? entries : Object.fromEntries(Object.entries(entries).filter(([name]) => used.has(`${kind}/${name}`))),
  ]);
  return Object.fromEntries(kept.filter(([, entries]) => Object.keys(entries).length > 0));
}

type Schema = Record<string, unknown>;

/**
 * openapi-typescript makes an object schema with sibling `anyOf`/`oneOf` (constraints between its members, such as
 * "payoutMethodIds or payoutMethods") a union with them, and a branch that only lists required members, typed
 * `unknown`, swallows the union. As `allOf: [object, { anyOf }]`, with such a branch given the members it requires, it
 * is an intersection: the object's shape, narrowed as far as TypeScript can (`not` is left to the service).
 */
export function intersectAlternatives(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(intersectAlternatives);
  if (typeof value !== 'object' || value === null) return value;
  const schema = Object.fromEntries(Object.entries(value).map(([key, member]) => [key, intersectAlternatives(member)]));
  const { anyOf, oneOf, description, ...shape } = schema;
  if (!('properties' in shape) || (anyOf === undefined && oneOf === undefined)) return schema;
  const properties = shape.properties as Schema;
  const typed = (branch: Schema): Schema => {
    if (Object.keys(branch).join() !== 'required') return branch;
    const required = branch.required as string[];
    return { type: 'object', properties: Object.fromEntries(required.map((name) => [name, properties[name] ?? {}])), required };
  };
  const alternatives = Object.entries({ anyOf, oneOf }).flatMap(([keyword, branches]) => (Array.isArray(branches) ? [{ [keyword]: branches.map(typed) }] : []));
  return { ...(description === undefined ? {} : { description }), allOf: [shape, ...alternatives] };
}

/** The TypeScript types of one version's operations, as openapi-fetch takes them. */
export async function clientTypes(document: OpenAPIObject, version: ApiVersion): Promise<string> {
  const nodes = await openapiTS(intersectAlternatives(versionDocument(document, version)) as OpenAPI3, {
    // A member with a default may be left out of a request (`:initiate` takes `{}`), so a default never makes it required.
    defaultNonNullable: false,
    silent: true,
  });
  return HEADER + astToString(nodes);
}

/** Every generated file of the client, by name. */
export async function clientFiles(document: OpenAPIObject): Promise<Record<string, string>> {
  const versions = Object.keys(VERSION_PREFIX) as ApiVersion[];
  return Object.fromEntries(await Promise.all(versions.map(async (version) => [`${version}.ts`, await clientTypes(document, version)])));
}
