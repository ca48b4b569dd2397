import 'reflect-metadata';
import { ArrayMaxSize, IsEmail, IsInt, IsString, IsUUID, Matches, Max, MaxLength, Min } from 'class-validator';
import { IsAmount } from './amount.decorator';
import { applyValidationRules } from './openapi-strict';
import { Omittable } from './presence.decorators';

class StrictnessProbeBaseDto {
  @IsString() @MaxLength(20) @Matches(/\S/)
  name!: string;
}

class StrictnessProbeDto extends StrictnessProbeBaseDto {
  @IsEmail()
  email!: string;

  @IsAmount()
  amount!: number;

  @Omittable() @IsAmount({ allowZero: true })
  threshold?: number;

  @IsUUID('all', { each: true }) @ArrayMaxSize(3)
  ids!: string[];

  @IsInt() @Min(0) @Max(60)
  seconds!: number;
}

const ref = (name: string) => ({ $ref: `#/components/schemas/${name}` });

describe('applyValidationRules', () => {
  it('makes a request schema say what its validation checks, inherited rules included, and refuse unknown members', () => {
    const document = {
      paths: { '/probe': { post: { requestBody: { content: { 'application/json': { schema: ref(StrictnessProbeDto.name) } } } } } },
      components: {
        schemas: {
          StrictnessProbeDto: {
            type: 'object',
            properties: { name: { type: 'string' }, email: { type: 'string' }, amount: { type: 'number' }, threshold: { type: 'number' }, ids: { type: 'array', items: { type: 'string' } }, seconds: { type: 'number' } },
          },
        },
      },
    };
    applyValidationRules(document);
    expect(document.components.schemas.StrictnessProbeDto).toEqual({
      type: 'object',
      additionalProperties: false,
      properties: {
        name: { type: 'string', maxLength: 20, pattern: '\\S' },
        email: { type: 'string', format: 'email' },
        amount: { type: 'number', multipleOf: 0.01, exclusiveMinimum: 0, maximum: 90_071_992_547_409 },
        threshold: { type: 'number', multipleOf: 0.01, minimum: 0, maximum: 90_071_992_547_409 },
        ids: { type: 'array', items: { type: 'string', format: 'uuid' }, maxItems: 3 },
        seconds: { type: 'integer', minimum: 0, maximum: 60 },
      },
    });
  });

  it('closes a form composed of a DTO and files as a whole, not the DTO (which would refuse the files)', () => {
    const body = { allOf: [ref(StrictnessProbeDto.name), { type: 'object', properties: { file: { type: 'string', format: 'binary' } } }] };
    const document = {
      paths: { '/probe': { post: { requestBody: { content: { 'multipart/form-data': { schema: body } } } } } },
      components: { schemas: { StrictnessProbeDto: { type: 'object', properties: { name: { type: 'string' } } } } },
    };
    applyValidationRules(document);
    expect(body).toMatchObject({ unevaluatedProperties: false });
    expect(document.components.schemas.StrictnessProbeDto).toEqual({ type: 'object', properties: { name: { type: 'string', maxLength: 20, pattern: '\\S' } } });
  });

  it('leaves schemas that no request uses (answers) as they are', () => {
    const view = { type: 'object', properties: { name: { type: 'string' } } };
    const document = { paths: {}, components: { schemas: { StrictnessProbeDto: structuredClone(view) } } };
    applyValidationRules(document);
    expect(document.components.schemas.StrictnessProbeDto).toEqual(view);
  });
});
