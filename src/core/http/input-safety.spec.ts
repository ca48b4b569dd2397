import { findUnsafeInput, MAX_INPUT_DEPTH } from './input-safety';

const nested = (levels: number): unknown => {
  let value: unknown = 'leaf';
  for (let i = 0; i < levels; i++) value = { a: value };
  return value;
};

describe('findUnsafeInput', () => {
  it('accepts ordinary input, including paired surrogates (emoji) and non-Latin text', () => {
    expect(findUnsafeInput({ name: 'Spring 🌱 study', tags: { Sité: 'Zürich' }, ids: ['a', 'b'], amount: 12.5, ok: true, none: null }, 'body')).toBeUndefined();
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH), 'body')).toBeUndefined();
  });

  it('names the field holding a NUL character, however deep', () => {
    expect(findUnsafeInput({ name: 'a\u0000b' }, 'body')).toEqual({ name: ['name must not contain the NUL character (U+0000).'] });
    expect(findUnsafeInput({ operations: [{ op: 'replace', value: 'x\u0000' }] }, 'body')).toEqual({ 'operations.0.value': expect.any(Array) });
  });

  it('names the field holding an unpaired surrogate, high or low', () => {
    expect(findUnsafeInput({ email: '\ud800@example.com' }, 'body')).toEqual({ email: ['email must be Unicode text; it holds an unpaired surrogate.'] });
    expect(findUnsafeInput({ tags: { Site: 'x\udc00' } }, 'body')).toEqual({ 'tags.Site': expect.any(Array) });
  });

  it('reports a member name that is not text on its parent', () => {
    expect(findUnsafeInput({ tags: { 'a\u0000': 'x' } }, 'body')).toEqual({ tags: [expect.stringMatching(/NUL/)] });
    expect(findUnsafeInput({ '\ud800': 1 }, 'query')).toEqual({ query: [expect.stringMatching(/surrogate/)] });
  });

  it.each(['__proto__', 'constructor', 'prototype'])('refuses %s as a member name', (name) => {
    expect(findUnsafeInput(JSON.parse(`{"tags":{"${name}":"x"}}`), 'body')).toEqual({ [`tags.${name}`]: [`${name} is not allowed as a member name.`] });
  });

  it('refuses nesting deeper than the limit without overflowing the stack', () => {
    expect(findUnsafeInput(nested(MAX_INPUT_DEPTH + 1), 'body')).toEqual({ [Array(MAX_INPUT_DEPTH).fill('a').join('.')]: [expect.stringMatching(/nested deeper than/)] });
    const deep = JSON.parse('['.repeat(100_000) + ']'.repeat(100_000));
    expect(findUnsafeInput(deep, 'body')).toBeDefined();
  });

  it('names the root for a bare text value', () => {
    expect(findUnsafeInput('\u0000', 'body')).toEqual({ body: ['body must not contain the NUL character (U+0000).'] });
  });
});
