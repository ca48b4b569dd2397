import Ajv2020 from 'ajv/dist/2020';
import addFormats from 'ajv-formats';
import fc from 'fast-check';
import { invalidValue, validValue, type SchemaContext } from './schema-arbitraries';

const KNOWN_ID = '0195a3f0-0000-7000-8000-0000000000aa';
const root = {
  components: {
    schemas: {
      Status: { type: 'string', enum: ['Draft', 'Active'] },
      Choice: {
        type: 'object',
        additionalProperties: false,
        required: ['id'],
        properties: { id: { type: 'string', format: 'uuid' }, reason: { type: ['string', 'null'], maxLength: 5 } },
      },
      Body: {
        type: 'object',
        additionalProperties: false,
        required: ['name', 'amount'],
        properties: {
          name: { type: 'string', minLength: 1, maxLength: 10, pattern: '\\S' },
          email: { type: 'string', format: 'email', maxLength: 254 },
          day: { type: 'string', format: 'date' },
          at: { type: 'string', format: 'date-time' },
          logo: { type: ['string', 'null'], format: 'uri', maxLength: 2048 },
          amount: { type: 'number', exclusiveMinimum: 0, maximum: 1000, multipleOf: 0.01 },
          ratio: { type: 'number', minimum: -1, exclusiveMaximum: 1 },
          seconds: { type: 'integer', minimum: 0, maximum: 60 },
          status: { $ref: '#/components/schemas/Status' },
          maybe: { anyOf: [{ $ref: '#/components/schemas/Status' }, { type: 'null' }], description: 'or null' },
          ids: { type: 'array', items: { type: 'string', format: 'uuid' }, minItems: 1, maxItems: 3, uniqueItems: true },
          choices: { type: 'array', items: { $ref: '#/components/schemas/Choice' }, maxItems: 2 },
          tags: {
            type: 'object',
            maxProperties: 3,
            propertyNames: { minLength: 1, maxLength: 8, pattern: '^[^,<>]+$' },
            additionalProperties: { type: 'string', maxLength: 4 },
          },
          code: { type: 'string', pattern: '^(?!ID$)[A-Z]{2}$' },
          fields: {
            type: 'object',
            propertyNames: { anyOf: [{ enum: ['a', 'b'] }, { pattern: '^tag:.' }] },
            patternProperties: { '^tag:': { type: 'string', maxLength: 3 } },
            additionalProperties: { type: 'integer' },
          },
          pair: { type: 'object', properties: { a: { type: 'boolean' }, b: { type: 'boolean' } }, dependentRequired: { a: ['b'] } },
          flag: { type: 'boolean' },
          kind: { const: 'fixed' },
          anything: { description: 'Any JSON value.' },
        },
      },
      Merged: { allOf: [{ $ref: '#/components/schemas/Choice' }, { required: ['reason'] }] },
      Open: { type: 'object', required: ['a'], properties: { a: { type: 'integer' } } },
    },
  },
};
const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });
const context: SchemaContext = { root, ids: (member) => (member === 'ids' ? fc.oneof(fc.constant(KNOWN_ID), fc.uuid()) : undefined) };

const ajv = new Ajv2020({ strict: false, multipleOfPrecision: 9 });
addFormats(ajv);
const validator = (name: string) => ajv.compile({ ...ref(name), components: root.components });

describe('schema arbitraries', () => {
  it.each(['Body', 'Merged', 'Open', 'Status'])('generates only values %s accepts', (name) => {
    const validate = validator(name);
    fc.assert(
      fc.property(validValue(ref(name), context), (value) => {
        if (!validate(value)) throw new Error(`${JSON.stringify(value)}: ${ajv.errorsText(validate.errors)}`);
      }),
      { seed: 20261121, numRuns: 300 },
    );
  });

  it.each(['Body', 'Merged', 'Status'])('generates only values %s refuses, each a valid one with one thing wrong', (name) => {
    const validate = validator(name);
    fc.assert(
      fc.property(invalidValue(ref(name), context), (value) => {
        if (validate(value)) throw new Error(`${JSON.stringify(value)} is valid`);
      }),
      { seed: 20261121, numRuns: 300 },
    );
  });

  it('writes money as exact decimals, and text lengths in code points', () => {
    const amounts = fc.sample(validValue({ type: 'number', exclusiveMinimum: 0, maximum: 99999999.99, multipleOf: 0.01 }), { seed: 1, numRuns: 200 });
    expect(amounts.filter((amount) => !/^\d+(\.\d{1,2})?$/.test(String(amount)))).toEqual([]);
    const texts = fc.sample(validValue({ type: 'string', maxLength: 3 }, { char: fc.constant('😀') }), { seed: 1, numRuns: 50 }) as string[];
    expect(Math.max(...texts.map((text) => text.length))).toBe(6);
  });

  it('offers the ids of existing resources for the members that hold them', () => {
    const bodies = fc.sample(validValue(ref('Body'), context), { seed: 1, numRuns: 100 }) as { ids?: string[] }[];
    expect(bodies.some((body) => body.ids?.includes(KNOWN_ID))).toBe(true);
  });
});
