import type { ValidationError } from '@nestjs/common';
import { flattenValidationErrors } from './validation';

describe('flattenValidationErrors', () => {
  it('names nested fields by path and rewrites the whitelist message', () => {
    const errors: ValidationError[] = [
      { property: 'name', constraints: { isString: 'name must be a string' }, children: [] },
      { property: 'colour', constraints: { whitelistValidation: 'property colour should not exist' }, children: [] },
      { property: 'tags', children: [{ property: 'Key', constraints: { maxLength: 'too long' }, children: [] }] },
    ];
    expect(flattenValidationErrors(errors)).toEqual({
      name: ['name must be a string'],
      colour: ['colour is not a known field.'],
      'tags.Key': ['too long'],
    });
  });
});
