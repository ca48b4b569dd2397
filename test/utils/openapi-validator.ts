import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';

interface ResponseObject {
  $ref?: string;
  content?: Record<string, { schema?: unknown }>;
}
interface OpenApiDocument {
  paths: Record<string, Record<string, { responses?: Record<string, ResponseObject> } | undefined>>;
}

/** One answer as a test saw it. `contentType` is undefined when the answer has no body. */
export interface Answer {
  method: string;
  url: string;
  status: number;
  contentType: string | undefined;
  body: unknown;
}

const DOCUMENT_ID = 'openapi.json';
const OPENAPI_KEYWORDS = ['example', 'discriminator', 'xml', 'externalDocs'];
const isJson = (mediaType: string): boolean => /^application\/([\w.-]+\+)?json$/.test(mediaType);
const isTemplate = (segment: string): boolean => /^\{[^}]+\}$/.test(segment);
const pointer = (parts: string[]): string =>
  `#/${parts.map((part) => encodeURIComponent(part.replace(/~/g, '~0').replace(/\//g, '~1'))).join('/')}`;
const decoded = (segment: string): string => {
  try {
    return decodeURIComponent(segment);
  } catch {
    return segment;
  }
};

/**
 * Answers carry only the members their schemas name: an object schema listing `properties` and silent on others is
 * closed, except as one part of an `allOf`, whose parts describe one object together.
 */
function closeObjects(node: unknown, partOfAllOf = false): unknown {
  if (Array.isArray(node)) return node.map((item) => closeObjects(item, partOfAllOf));
  if (node === null || typeof node !== 'object') return node;
  const schema = Object.fromEntries(Object.entries(node).map(([key, value]) => [key, closeObjects(value, key === 'allOf')]));
  const open = schema.properties === undefined || 'additionalProperties' in schema || 'unevaluatedProperties' in schema || partOfAllOf;
  return open ? schema : { ...schema, additionalProperties: false };
}

/**
 * Checks answers against an OpenAPI 3.1 document (JSON Schema 2020-12): the operation is found by method and path
 * template (literal segments before templated ones), the response by status (exact, then `4XX`, then `default`), and a
 * JSON body must match the schema of its media type, with no member it does not name; any other body only needs a
 * documented media type. Returns
 * what is wrong, or undefined. Requests the document has no operation for (unknown paths, CORS preflights) are not checked.
 */
export function openApiValidator(document: OpenApiDocument): (answer: Answer) => string | undefined {
  const ajv = new Ajv2020({ strict: false, allErrors: true, logger: false });
  addFormats(ajv);
  ajv.addVocabulary(OPENAPI_KEYWORDS);
  ajv.addSchema(closeObjects(document) as object, DOCUMENT_ID);
  const templates = Object.keys(document.paths).map((template) => ({ template, segments: template.split('/') }));

  const findPath = (path: string): string | undefined => {
    const segments = path.split('/').map(decoded);
    let best: { template: string; rank: string } | undefined;
    for (const { template, segments: parts } of templates) {
      if (parts.length !== segments.length) continue;
      if (!parts.every((part, i) => (isTemplate(part) ? segments[i] !== '' : part === segments[i]))) continue;
      // '0' for a literal segment: the smallest rank has its literals first.
      const rank = parts.map((part) => (isTemplate(part) ? '1' : '0')).join('');
      if (!best || rank < best.rank) best = { template, rank };
    }
    return best?.template;
  };

  const resolve = (location: string[], response: ResponseObject): { location: string[]; response: ResponseObject } => {
    if (!response.$ref) return { location, response };
    const parts = response.$ref.replace(/^#\//, '').split('/').map((part) => decoded(part).replace(/~1/g, '/').replace(/~0/g, '~'));
    const target = parts.reduce<unknown>((node, part) => (node as Record<string, unknown> | undefined)?.[part], document);
    return resolve(parts, target as ResponseObject);
  };

  return ({ method, url, status, contentType, body }) => {
    const path = url.replace(/[?#].*$/, '');
    const template = findPath(path);
    const operation = template === undefined ? undefined : document.paths[template][method.toLowerCase()];
    if (template === undefined || !operation) return undefined;
    const where = `${method.toUpperCase()} ${path} (${template}) answered ${status}`;
    const responses = operation.responses ?? {};
    const key = [String(status), `${String(status)[0]}XX`, 'default'].find((candidate) => responses[candidate]);
    if (!key) return `${where}, a status the operation does not document (it documents ${Object.keys(responses).join(', ')})`;
    const { location, response } = resolve(['paths', template, method.toLowerCase(), 'responses', key], responses[key]);
    const declared = Object.keys(response.content ?? {});
    if (contentType === undefined) return declared.length ? `${where} without a body, but response ${key} documents ${declared.join(', ')}` : undefined;
    const mediaType = [contentType, `${contentType.split('/')[0]}/*`, '*/*'].find((candidate) => declared.includes(candidate));
    if (!mediaType) return `${where} with ${contentType}, which response ${key} does not document (it documents ${declared.join(', ') || 'no body'})`;
    if (!isJson(contentType) || response.content?.[mediaType]?.schema === undefined) return undefined;
    const validate = ajv.getSchema(`${DOCUMENT_ID}${pointer([...location, 'content', mediaType, 'schema'])}`);
    if (!validate) throw new Error(`${where}: the schema of response ${key} (${mediaType}) cannot be compiled`);
    if (validate(body)) return undefined;
    const errors = (validate.errors ?? []).map((error) => `  ${error.instancePath || '/'} ${error.message ?? ''} ${JSON.stringify(error.params)}`);
    return `${where} with a body that does not match response ${key} (${mediaType}):\n${errors.join('\n')}\nbody: ${JSON.stringify(body).slice(0, 1500)}`;
  };
}
