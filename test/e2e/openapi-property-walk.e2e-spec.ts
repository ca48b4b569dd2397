import Ajv2020, { type ValidateFunction } from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import type { AddressInfo } from 'node:net';
import { findUnsafeInput } from '../../src/core/http/input-safety';
import { createInstruction, V2, V3 } from '../factories/funded-campaign';
import type { EmailTemplateType } from '../../src/modules/templates';
import { canonicalFieldName } from '../../src/modules/templates/template-fields';
import { oneOfEach } from '../factories/one-of-each';
import { invalidValue, validValue, type Schema, type SchemaContext } from '../utils/schema-arbitraries';
import { checkedAgent, createTestApp, type TestApp } from '../utils/test-app';

/**
 * The document is exact about request bodies: for every operation with a body under both prefixes, bodies valid by
 * its schema are never refused as malformed and never answer 5xx, and bodies invalid by it answer 4xx. Bodies come
 * from the schemas themselves (test/utils/schema-arbitraries.ts); ids in them are mostly those of a fixture of the
 * operation's own organization, so that the happy paths are walked too. Seeds are fixed per operation; set
 * WALK_SEED to explore others (fast-check prints the seed and the shrunk body of a failure).
 *
 * An operation sees its fixture as built, but for what operations walked before it on that fixture only added (see
 * `spends`); a few fixtures are walked at once, in lanes. The organizations' rate limit is raised here (it has tests
 * of its own, in security-headers-and-limits and several-processes): a 429 would mean a body was never looked at,
 * so any 429 fails the walk.
 */

type Json = Record<string, unknown>;
interface Operation {
  requestBody?: { content: Record<string, { schema: Schema }> };
}
interface Document {
  paths: Record<string, Record<string, Operation>>;
  components: Json;
}
interface Walked {
  method: 'post' | 'put' | 'patch';
  path: string;
  mediaType: 'application/json' | 'multipart/form-data';
  schema: Schema;
}

const VALID_RUNS = 20;
const INVALID_RUNS = 10;
/**
 * No time limit: every property checks all its bodies however loaded the machine (a limit once ended some after a few,
 * passing). A failure's shrinking sends a request a step; the file's timeout bounds it.
 */
const BOUNDS = { includeErrorInReport: true };
const REFUSED_AS_MALFORMED = ['VALIDATION_FAILED', 'MALFORMED_BODY'];
/** Fixtures walked at once: requests of one lane run while another's wait on the database. */
const LANES = 3;
const BASE_SEED = Number(process.env.WALK_SEED ?? 20261124);
const seedOf = (key: string) => [...key].reduce((hash, char) => Math.imul(hash ^ char.charCodeAt(0), 16777619), BASE_SEED) | 0;

/**
 * Any code point but a lone surrogate, drawn exactly as fast-check's `binary` unit draws it (the same seed gives the
 * same text), with an arithmetic way back: that unit's builds a map of all 1.1 million code points on first use,
 * seconds of CPU.
 */
const SURROGATES = 0xe000 - 0xd800;
const codePoint = fc.nat({ max: 0x10ffff - SURROGATES }).map(
  (index) => String.fromCodePoint(index < 0xd800 ? index : index + SURROGATES),
  (value) => {
    const point = typeof value === 'string' ? value.codePointAt(0) : undefined;
    if (point === undefined || String.fromCodePoint(point) !== value || (point >= 0xd800 && point < 0xe000)) throw new Error('Not one code point');
    return point < 0xd800 ? point : point - SURROGATES;
  },
);
/** Text as people type it, mostly, with any other character (the NUL excepted, see below) now and then. */
const char = fc.oneof(
  { weight: 4, arbitrary: fc.string({ unit: 'grapheme-ascii', minLength: 1, maxLength: 1 }) },
  { weight: 1, arbitrary: fc.string({ unit: codePoint, minLength: 1, maxLength: 1 }).filter((c) => c !== '\u0000') },
);

const isObject = (value: unknown): value is Json => value !== null && typeof value === 'object' && !Array.isArray(value);
/** A calendar date moved to the century from `base` (2000 or 2400, both leap: a 29 February stays a date). */
const inCentury = (date: string, base: number) => `${base + Number(date.slice(2, 4))}${date.slice(4)}`;

/**
 * Rules a schema cannot state, within which the valid bodies are generated. Keep this list short; each says why.
 * Besides these, input no field may carry (docs/api-conventions.md, Bad input: the NUL character, prototype member
 * names) is never generated.
 */
const EXCEPTIONS: { rule: string; fix: (body: Json, operation: Walked, f: Fixture) => void }[] = [
  {
    rule: 'expiryDate is not in the past (today is no schema constant); displayEndDate is not after expiryDate, the one in the body or, on a patch, the stored one',
    fix: (body) =>
      eachSettings(body, (settings) => {
        if (typeof settings.expiryDate === 'string') settings.expiryDate = inCentury(settings.expiryDate, 2400);
        if (typeof settings.displayEndDate === 'string') settings.displayEndDate = inCentury(settings.displayEndDate, 2000);
      }),
  },
  {
    rule:
      "a campaign's references name what exists (an unknown one is a 400 naming it): its funding source, catalog payout methods (each once, " +
      'and no check method: at most one is allowed, by category) and, for each template type assigned, a saved template of that type',
    fix: (body, _operation, f) =>
      eachSettings(body, (settings) => {
        const method = (id: unknown) => f.methods[parseInt(String(id).slice(-4), 16) % f.methods.length] ?? f.methods[0];
        if (typeof settings.fundingSourceId === 'string') settings.fundingSourceId = f.bySegment['funds-holders'];
        if (Array.isArray(settings.payoutMethodIds)) settings.payoutMethodIds = [...new Set(settings.payoutMethodIds.map(method))];
        if (Array.isArray(settings.payoutMethods)) {
          const seen = new Set<string>();
          settings.payoutMethods = settings.payoutMethods
            .map((choice) => (isObject(choice) ? { ...choice, payoutMethodId: method(choice.payoutMethodId) } : choice))
            .filter((choice) => !isObject(choice) || seen.size < seen.add(choice.payoutMethodId as string).size);
        }
        if (isObject(settings.emailTemplates)) for (const type of Object.keys(settings.emailTemplates)) settings.emailTemplates[type] = f.templates[type];
      }),
  },
  {
    rule: "an instruction's amount is payable by one of its campaign's payout methods (the fixture's gift card: $1 to $2,000)",
    fix: (body, operation) => {
      if (operation.path.includes('/payout-instructions') && typeof body.amount === 'number') body.amount = (100 + (Math.round(body.amount * 100) % 199_901)) / 100;
    },
  },
  {
    rule: "tag keys are unique ignoring case (a preview's `tag:` keys, after trimming)",
    fix: (body) => {
      keepFirst(body.tags, (key) => key.trim().toLowerCase());
      keepFirst(body.dynamicFields, (key) => (key.startsWith('tag:') ? `tag:${key.slice(4).trim()}` : key));
    },
  },
  {
    rule: "a template's subject and htmlBody are Handlebars over its type's fields, a grammar no schema states: the generated text has no braces",
    fix: (body) => {
      for (const member of ['subject', 'htmlBody']) if (typeof body[member] === 'string') body[member] = body[member].replaceAll('{', '(');
    },
  },
  {
    rule: "a template's type is the saved template's: a PUT keeps it, and a preview of a saved template names it or none",
    fix: (body, operation) => {
      if (operation.method === 'put' && operation.path.includes('/templates/')) body.templateType = 'InitiateEmail';
      if (body.templateId !== undefined) delete body.templateType;
    },
  },
  {
    rule: "a preview's dynamicFields name fields of its template's type (templateType, or the saved template's), each by one of its names",
    fix: (body, _operation, f) => {
      if (!isObject(body.dynamicFields)) return;
      const type = (body.templateType ?? f.typeOfTemplate[body.templateId as string]) as EmailTemplateType | undefined;
      const named = new Set<string>();
      for (const key of Object.keys(body.dynamicFields)) {
        if (key.startsWith('tag:')) continue;
        const field = type && canonicalFieldName(type, key);
        if (!field || named.size === named.add(field).size) delete body.dynamicFields[key];
      }
    },
  },
  {
    rule: "a webhook endpoint's url leads where the deployment delivers, which depends on where its host resolves: in the sandbox a loopback address (docs/webhooks.md)",
    fix: (body, operation) => {
      if (!operation.path.includes('/webhook-endpoints') || typeof body.url !== 'string' || !URL.canParse(body.url)) return;
      const url = new URL(body.url);
      url.hostname = '127.0.0.1';
      body.url = url.toString();
    },
  },
  {
    rule: 'an approval policy has at most one rule per action (docs/approvals.md)',
    fix: (body, operation) => {
      if (!operation.path.endsWith('/approval-policy') || !Array.isArray(body.rules)) return;
      const seen = new Set<unknown>();
      body.rules = body.rules.filter((rule) => !isObject(rule) || seen.size < seen.add(rule.action).size);
    },
  },
  {
    rule: "a bank account's routing number passes the ABA check digit (a checksum, not a pattern): the fixture's bank's",
    fix: (body) => {
      if (isObject(body.bankAccount) && typeof body.bankAccount.routingNumber === 'string') body.bankAccount.routingNumber = '011000015';
      if (typeof body.routingNumber === 'string') body.routingNumber = '011000015';
    },
  },
];

/** Removes from `map` each member whose `keyOf` an earlier member has. */
function keepFirst(map: unknown, keyOf: (key: string) => string): void {
  const seen = new Set<string>();
  if (isObject(map)) for (const key of Object.keys(map)) if (seen.size === seen.add(keyOf(key)).size) delete map[key];
}

/** Calls `visit` on every object in `value`, outermost first. */
function walk(value: unknown, visit: (node: Json) => void): void {
  if (Array.isArray(value)) return value.forEach((item) => walk(item, visit));
  if (!isObject(value)) return;
  visit(value);
  Object.values(value).forEach((member) => walk(member, visit));
}

/** Calls `edit` on each object of a body holding campaign settings, a draft operation `{ path: '/a/b', value }` seen as `{ a: { b: value } }`. */
function eachSettings(body: Json, edit: (settings: Json) => void): void {
  walk(body, (node) => {
    if (typeof node.path !== 'string' || !('value' in node)) return edit(node);
    const keys = node.path.split('/').slice(1);
    const settings = keys.reduceRight<unknown>((value, key) => ({ [key]: value }), node.value) as Json;
    edit(settings);
    node.value = keys.reduce<unknown>((value, key) => (value as Json)[key], settings);
  });
}

const withinUnwrittenRules = (body: unknown): boolean => findUnsafeInput(body, 'body') === undefined;

/** The shared fixture, and the ids a body may name, by member: mostly existing ones, where an unknown one is a 404 (other references are exceptions above). */
async function fixture(t: TestApp) {
  const f = await oneOfEach(t);
  const known = (...ids: string[]) => fc.oneof({ weight: 3, arbitrary: fc.constantFrom(...ids) }, { weight: 1, arbitrary: fc.uuid() });
  const byMember: Record<string, fc.Arbitrary<string>> = {
    fundsHolderId: known(f.holder),
    campaignId: known(f.c.campaignId),
    distributionId: known(f.c.campaignId),
    templateId: known(...Object.values(f.templates)),
    payoutInstructionIds: known(f.instruction.id),
    withdrawalAccountId: known(f.withdrawalAccount),
  };
  return { ...f, byMember };
}
type Fixture = Awaited<ReturnType<typeof fixture>>;

/**
 * Whether an operation, when it succeeds, changes nothing another operation's answer depends on: a POST to a
 * collection (not of payout instructions, which the campaign's actions act on, nor of invitations, which make the
 * organization's one user no longer its only one), a preview, a campaign's claim password (only claim sessions read
 * it), a transfer's tags (only this operation names a transfer) or a webhook replay (deliveries to an endpoint nobody
 * listens on, which no walk waits for). Any other operation's fixture is spent once one of its bodies is accepted.
 */
const onlyAdds = (operation: Walked): boolean =>
  (operation.method === 'post' && !/\/(payout-instructions|invitations\/bulk)$/.test(operation.path) && !operation.path.includes('/:')) ||
  /\/(:send-preview|:set-password|transfers\/\{id\}\/tags|webhook-endpoints\/\{id\}\/:replay)$/.test(operation.path);

/** A fixture walked by one operation after another, until one spends it; and the payout instruction of the current run. */
interface Lane {
  f?: Fixture;
  spent: boolean;
  instruction?: string;
}

describe('the OpenAPI document, walked with generated bodies', () => {
  let t: TestApp;
  let document: Document;
  let ajv: Ajv2020;

  beforeAll(async () => {
    // Requests of a walk go to few organizations, each many more than the default limit a minute.
    const saved = process.env.RATE_LIMIT_PER_MINUTE;
    process.env.RATE_LIMIT_PER_MINUTE = String(1_000_000);
    try {
      t = await createTestApp();
    } finally {
      if (saved === undefined) delete process.env.RATE_LIMIT_PER_MINUTE;
      else process.env.RATE_LIMIT_PER_MINUTE = saved;
    }
    // Listening once: supertest given a server that does not listen starts and stops one for every request.
    await t.app.listen(0, '127.0.0.1');
    t.http = await checkedAgent(`http://127.0.0.1:${(t.app.getHttpServer().address() as AddressInfo).port}`);
    document = (await t.http.get('/openapi.json').expect(200)).body as Document;
    ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9 });
    addFormats(ajv);
  });
  afterAll(() => t.close());

  function walked(): Walked[] {
    return Object.entries(document.paths)
      .filter(([path]) => path.startsWith(V2) || path.startsWith(V3))
      .flatMap(([path, item]) =>
        (['post', 'put', 'patch'] as const).flatMap((method): Walked[] => {
          const content = item[method]?.requestBody?.content ?? {};
          if (content['application/json']) return [{ method, path, mediaType: 'application/json', schema: content['application/json'].schema }];
          const form = content['multipart/form-data']?.schema;
          // Multipart forms whose text fields suffice (files optional).
          if (form && !requiresFile(form)) return [{ method, path, mediaType: 'multipart/form-data', schema: textFieldsOf(form) }];
          return [];
        }),
      );
  }

  const resolved = (schema: Schema): Json => {
    const ref = (schema as Json).$ref;
    return typeof ref === 'string' ? resolved(ref.split('/').slice(1).reduce<Json>((node, part) => node[part] as Json, document as unknown as Json)) : (schema as Json);
  };
  const parts = (schema: Schema): Json[] => {
    const own = resolved(schema);
    return [own, ...((own.allOf ?? []) as Schema[]).flatMap(parts)];
  };
  const requiresFile = (form: Schema) =>
    parts(form).some((part) => ((part.required ?? []) as string[]).some((name) => JSON.stringify((part.properties as Json)?.[name]).includes('"binary"')));
  /** The form without its file members. */
  const textFieldsOf = (form: Schema): Schema => {
    const merged = parts(form).reduce<Json>((all, part) => ({ ...all, ...part, properties: { ...(all.properties as Json), ...(part.properties as Json) } }), {});
    const properties = Object.fromEntries(Object.entries((merged.properties ?? {}) as Json).filter(([, member]) => !JSON.stringify(member).includes('"binary"')));
    const { allOf: _allOf, $ref: _ref, ...rest } = merged;
    return { ...rest, properties };
  };

  /**
   * The operation's path with each `{param}` replaced by the id of the resource named by the segment before it. An
   * action on a payout instruction changes its state: each run gets a fresh one, unless the last run's was refused.
   */
  async function concretePath(template: string, lane: Lane & { f: Fixture }): Promise<string> {
    if (template.includes('/payout-instructions/{') && !lane.instruction) {
      lane.instruction = (await createInstruction(t, lane.f.c, { amount: 10 })).id;
      lane.spent = true; // one more instruction of the campaign's
    }
    return template.replace(/([^/]+)\/\{[^}]+\}/g, (_match, segment: string) => `${segment}/${(segment === 'payout-instructions' && lane.instruction) || lane.f.bySegment[segment]}`);
  }

  async function send(operation: Walked, lane: Lane & { f: Fixture }, body: unknown) {
    const res = await request(operation, lane, body);
    if (res.status === 429) throw new Error(`rate limited, the body unexamined: ${described(operation, body, res)}`);
    if (res.status < 400) {
      lane.instruction = undefined;
      if (!onlyAdds(operation)) lane.spent = true;
    }
    return res;
  }

  async function request(operation: Walked, lane: Lane & { f: Fixture }, body: unknown) {
    const request = t.http[operation.method](await concretePath(operation.path, lane)).set(lane.f.c.auth);
    if (operation.mediaType === 'application/json') return request.set('Content-Type', 'application/json').send(JSON.stringify(body));
    for (const [name, value] of Object.entries(body as Json)) {
      const fields: [string, unknown][] = Array.isArray(value)
        ? value.map((item) => [name, item])
        : value !== null && typeof value === 'object'
          ? Object.entries(value).map(([key, item]) => [`${name}[${key}]`, item])
          : [[name, value]];
      for (const [field, text] of fields) request.field(field, String(text));
    }
    return request;
  }

  /** Compiled once per schema: twin operations under both prefixes, and a form under both tests, share theirs. */
  const validators = new Map<string, ValidateFunction>();
  const validator = (schema: Schema): ValidateFunction => {
    const key = JSON.stringify(schema);
    if (!validators.has(key)) validators.set(key, ajv.compile({ ...(schema as Json), components: document.components }));
    return validators.get(key)!;
  };
  const context = (f: Fixture): SchemaContext => ({ root: document as unknown as Json, char, ids: (member) => f.byMember[member], lengthCap: 2100 });
  const described = (operation: Walked, body: unknown, res: { status: number; body: unknown }) =>
    `${operation.method.toUpperCase()} ${operation.path} ${JSON.stringify(body)} answered ${res.status} ${JSON.stringify(res.body)}`;

  it('covers every operation with a body under both prefixes', () => {
    const operations = walked();
    expect(operations.filter((o) => o.path.startsWith(V2)).length).toBeGreaterThanOrEqual(18);
    expect(operations.filter((o) => o.path.startsWith(V3)).length).toBeGreaterThanOrEqual(19);
  });

  describe.each(['application/json', 'multipart/form-data'])('%s', (mediaType) => {
    it('valid bodies are never refused as malformed and never answer 5xx; invalid ones answer 4xx', async () => {
      const failures: string[] = [];
      const check = (property: Promise<void>, operation: { method: string; path: string }) =>
        property.catch((error: Error) => void failures.push(`${operation.method.toUpperCase()} ${operation.path}: ${error.message}`));

      async function walkOne(operation: Walked, lane: Lane): Promise<void> {
        if (!lane.f || lane.spent) Object.assign(lane, { f: await fixture(t), spent: false });
        const at = lane as Lane & { f: Fixture };
        const f = at.f;
        at.instruction = undefined;
        const validate = validator(operation.schema);
        const seed = seedOf(`${operation.method} ${operation.path}`);
        const bodies = validValue(operation.schema, context(f)).map((generated) => {
          const body = structuredClone(generated);
          if (isObject(body)) for (const { fix } of EXCEPTIONS) fix(body, operation, f);
          return body;
        });
        const valid = fc.asyncProperty(bodies, async (body) => {
          fc.pre(validate(body) && withinUnwrittenRules(body));
          const res = await send(operation, at, body);
          const malformed = res.status === 400 && REFUSED_AS_MALFORMED.includes(res.body?.code);
          if (res.status >= 500 || malformed) throw new Error(`valid body refused: ${described(operation, body, res)}`);
        });
        await check(fc.assert(valid, { ...BOUNDS, numRuns: VALID_RUNS, seed }), operation);
        if (mediaType !== 'application/json') return; // a form's fields are all text: a wrong type is no longer wrong
        const invalid = fc.asyncProperty(invalidValue(operation.schema, context(f)), async (body) => {
          fc.pre(!validate(body));
          const res = await send(operation, at, body);
          if (res.status < 400 || res.status >= 500) throw new Error(`invalid body not refused: ${described(operation, body, res)}`);
        });
        await check(fc.assert(invalid, { ...BOUNDS, numRuns: INVALID_RUNS, seed }), operation);
      }

      const operations = walked().filter((o) => o.mediaType === mediaType);
      await Promise.all(
        Array.from({ length: LANES }, async (_, index) => {
          const lane: Lane = { spent: true };
          for (const operation of operations.filter((_o, i) => i % LANES === index)) await walkOne(operation, lane);
        }),
      );
      expect(failures).toEqual([]);
    }, 300_000);
  });
});
