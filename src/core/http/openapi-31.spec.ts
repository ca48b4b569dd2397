import { toOpenApi31 } from './openapi-31';

const documentWith = (schemas: Record<string, unknown>) => ({ openapi: '3.0.0', components: { schemas } });

describe('toOpenApi31', () => {
  it('declares OpenAPI 3.1.0', () => {
    expect(toOpenApi31(documentWith({})).openapi).toBe('3.1.0');
  });

  it('turns nullable beside a type into a type list, and lets null into an enum', () => {
    const { components } = toOpenApi31(
      documentWith({
        A: { type: 'object', properties: { s: { type: 'string', nullable: true }, e: { type: 'string', enum: ['X', 'Y'], nullable: true }, n: { type: 'number', nullable: false } } },
      }),
    );
    expect(components.schemas.A).toEqual({
      type: 'object',
      properties: { s: { type: ['string', 'null'] }, e: { type: ['string', 'null'], enum: ['X', 'Y', null] }, n: { type: 'number' } },
    });
  });

  it('turns nullable beside a $ref or an allOf (typed object or not) into anyOf with null, keeping the annotations outside', () => {
    const { components } = toOpenApi31(
      documentWith({
        B: {
          properties: {
            reason: { nullable: true, description: 'Why', allOf: [{ $ref: '#/components/schemas/Reason' }] },
            other: { nullable: true, $ref: '#/components/schemas/C' },
            typed: { type: 'object', nullable: true, allOf: [{ $ref: '#/components/schemas/C' }] },
          },
        },
      }),
    );
    expect(components.schemas.B).toEqual({
      properties: {
        reason: { description: 'Why', anyOf: [{ $ref: '#/components/schemas/Reason' }, { type: 'null' }] },
        other: { anyOf: [{ $ref: '#/components/schemas/C' }, { type: 'null' }] },
        typed: { anyOf: [{ $ref: '#/components/schemas/C' }, { type: 'null' }] },
      },
    });
  });

  it('puts a lone referenced schema of an allOf beside its annotations, as 3.1 allows', () => {
    const { components } = toOpenApi31(documentWith({ E: { properties: { kind: { description: 'What', allOf: [{ $ref: '#/components/schemas/Kind' }] } } } }));
    expect(components.schemas.E).toEqual({ properties: { kind: { description: 'What', $ref: '#/components/schemas/Kind' } } });
  });

  it('turns boolean exclusive bounds into numbers', () => {
    const { components } = toOpenApi31(documentWith({ D: { type: 'number', minimum: 0, exclusiveMinimum: true, maximum: 5, exclusiveMaximum: false } }));
    expect(components.schemas.D).toEqual({ type: 'number', exclusiveMinimum: 0, maximum: 5 });
  });
});
