import fc from 'fast-check';
import { describeTagChange, knownColumn, mergeTags, TAG_KEY_PATTERN, TAG_LIMITS, TAG_VALUE_PATTERN, UPLOAD_COLUMNS, validateTags, type Tags } from './tags';

const many = (count: number, prefix = 'k'): Tags => Object.fromEntries(Array.from({ length: count }, (_, i) => [`${prefix}${i}`, `v${i}`]));

describe('tags', () => {
  it('states the limits and the upload columns', () => {
    expect(TAG_LIMITS).toEqual({ maxTags: 20, maxKeyLength: 64, maxValueLength: 128 });
    expect(UPLOAD_COLUMNS).toEqual(['Id', 'Amount', 'FirstName', 'LastName', 'Email', 'PhoneNumber']);
  });

  describe('validateTags', () => {
    it('accepts a valid map, trimming keys and keeping values as given', () => {
      expect(validateTags({ ' Colour ': ' Red ', Size: 'M' })).toEqual({ tags: { Colour: ' Red ', Size: 'M' }, errors: {} });
    });

    it('reads an absent map as no tags', () => {
      expect(validateTags(undefined)).toEqual({ tags: {}, errors: {} });
      expect(validateTags(null)).toEqual({ tags: {}, errors: {} });
      expect(validateTags({})).toEqual({ tags: {}, errors: {} });
    });

    it.each([['red'], [3], [['a', 'b']], [true]])('refuses %j: not an object', (input) => {
      expect(validateTags(input)).toEqual({ tags: {}, errors: { tags: ['tags must be an object mapping each tag key to a string value.'] } });
    });

    it('accepts exactly 20 tags and refuses 21', () => {
      expect(validateTags(many(20)).errors).toEqual({});
      expect(Object.keys(validateTags(many(20)).tags)).toHaveLength(20);
      expect(validateTags(many(21))).toEqual({ tags: {}, errors: { tags: ['At most 20 tags per payout instruction; got 21.'] } });
    });

    it('accepts a 64-character key and refuses 65 (counted after trimming)', () => {
      const key64 = 'k'.repeat(64);
      expect(validateTags({ [`  ${key64}  `]: 'v' })).toEqual({ tags: { [key64]: 'v' }, errors: {} });
      const key65 = 'k'.repeat(65);
      expect(validateTags({ [key65]: 'v' }).errors).toEqual({ [`tags.${key65}`]: [`Tag key "${key65}" is longer than 64 characters.`] });
    });

    it('accepts a 128-character value and refuses 129', () => {
      expect(validateTags({ Colour: 'x'.repeat(128) }).errors).toEqual({});
      expect(validateTags({ Colour: 'x'.repeat(129) }).errors).toEqual({ 'tags.Colour': ['Tag "Colour" has a value longer than 128 characters.'] });
    });

    it('counts characters, not UTF-16 units', () => {
      expect(validateTags({ Mood: '😀'.repeat(128) }).errors).toEqual({});
      expect(validateTags({ ['😀'.repeat(64)]: 'v' }).errors).toEqual({});
    });

    it.each([',', '"', '<', '>', '{', '}', '&'])('refuses a key containing %s', (character) => {
      const key = `a${character}b`;
      expect(validateTags({ [key]: 'v' })).toEqual({
        tags: {},
        errors: { [`tags.${key}`]: [`Tag key "${key}" may not contain <, >, {, }, ", comma or &.`] },
      });
    });

    it.each(['<', '>', '{', '}'])('refuses a value containing %s', (character) => {
      expect(validateTags({ Note: `a${character}b` }).errors).toEqual({
        'tags.Note': ['Tag "Note" has a value containing <, >, { or }, which tag values may not contain.'],
      });
    });

    it('accepts &, commas and quotes in values', () => {
      expect(validateTags({ Company: 'Smith & Sons, "Ltd"' })).toEqual({ tags: { Company: 'Smith & Sons, "Ltd"' }, errors: {} });
    });

    it.each(['', ' ', '\t \n'])('refuses the key %j, empty after trimming', (key) => {
      expect(validateTags({ [key]: 'v' }).errors).toEqual({
        [`tags.${key}`]: [`Tag key "${key}" is empty after trimming; a tag key needs at least one character.`],
      });
    });

    it('refuses two keys equal after trimming', () => {
      expect(validateTags({ Colour: 'red', ' Colour': 'blue' })).toEqual({
        tags: {},
        errors: { tags: ['Tag keys "Colour" and " Colour" are the same after trimming.'] },
      });
    });

    it('refuses two keys equal ignoring case', () => {
      expect(validateTags({ Color: 'red', color: 'blue' })).toEqual({ tags: {}, errors: { tags: ['Tag keys "Color" and "color" differ only by case.'] } });
      expect(validateTags({ Color: 'red', ' COLOR ': 'blue' }).errors).toEqual({ tags: ['Tag keys "Color" and " COLOR " differ only by case.'] });
    });

    it.each(['Id', 'amount', ' FIRSTNAME ', 'lastName', 'email', 'PhoneNumber'])('refuses the upload column name %j as a key', (key) => {
      const column = knownColumn(key);
      expect(validateTags({ [key]: 'v' }).errors).toEqual({
        [`tags.${key}`]: [`Tag key "${key.trim()}" is reserved: it is the upload column ${column}.`],
      });
    });

    it('accepts keys that only contain a column name', () => {
      expect(validateTags({ EmailAddress: 'v', Identifier: 'v' }).errors).toEqual({});
    });

    it.each([[1], [null], [true], [{ nested: 'x' }], [['x']]])('refuses the value %j: not a string', (value) => {
      expect(validateTags({ Colour: value }).errors).toEqual({ 'tags.Colour': ['Tag "Colour" must have a string value.'] });
    });

    it('reports every problem of a tag, and of the map, at once', () => {
      const key = `<${'k'.repeat(64)}`;
      expect(validateTags({ ...many(20), [key]: '{x}' }).errors).toEqual({
        tags: ['At most 20 tags per payout instruction; got 21.'],
        [`tags.${key}`]: [
          `Tag key "${key}" is longer than 64 characters.`,
          `Tag key "${key}" may not contain <, >, {, }, ", comma or &.`,
          `Tag "${key}" has a value containing <, >, { or }, which tag values may not contain.`,
        ],
      });
    });

    it.each(['__proto__', 'constructor', 'prototype', ' __proto__ '])('refuses the key %j, naming it (JSON.parse makes __proto__ an own member)', (key) => {
      const { tags, errors } = validateTags(JSON.parse(`{${JSON.stringify(key)}: "x", "Site": "Lab"}`));
      expect(tags).toEqual({});
      expect(errors).toEqual({ [`tags.${key}`]: [`Tag key "${key.trim()}" is not allowed: it names part of a JavaScript object.`] });
    });

    it('refuses those keys in a merge patch too, changing nothing', () => {
      expect(mergeTags({ Site: 'Lab' }, JSON.parse('{"__proto__": "x"}'))).toEqual({
        tags: { Site: 'Lab' },
        errors: { 'tags.__proto__': ['Tag key "__proto__" is not allowed: it names part of a JavaScript object.'] },
      });
      expect(Object.keys(mergeTags({}, { constructor: 'x' }).errors)).toEqual(['tags.constructor']);
    });
  });

  describe('mergeTags', () => {
    const current: Tags = { Colour: 'red', Size: 'M' };

    it('clears all tags with null', () => {
      expect(mergeTags(current, null)).toEqual({ tags: {}, errors: {} });
    });

    it('changes nothing without a patch', () => {
      expect(mergeTags(current, undefined)).toEqual({ tags: current, errors: {} });
      expect(mergeTags(current, {})).toEqual({ tags: current, errors: {} });
    });

    it('removes a key set to null, matched exact-case after trimming', () => {
      expect(mergeTags(current, { ' Colour ': null })).toEqual({ tags: { Size: 'M' }, errors: {} });
      expect(mergeTags(current, { colour: null })).toEqual({ tags: current, errors: {} });
      expect(mergeTags(current, { Absent: null })).toEqual({ tags: current, errors: {} });
    });

    it('sets and replaces keys, trimming them', () => {
      expect(mergeTags(current, { ' Colour ': 'blue', Shape: 'round' })).toEqual({ tags: { Colour: 'blue', Size: 'M', Shape: 'round' }, errors: {} });
    });

    it('renames a key by case when the old one is removed in the same patch', () => {
      expect(mergeTags(current, { Colour: null, colour: 'red' })).toEqual({ tags: { Size: 'M', colour: 'red' }, errors: {} });
    });

    it('refuses a key that differs from a remaining one only by case', () => {
      expect(mergeTags(current, { colour: 'blue' })).toEqual({ tags: current, errors: { tags: ['Tag keys "Colour" and "colour" differ only by case.'] } });
    });

    it('refuses two patch keys equal after trimming', () => {
      expect(mergeTags(current, { Shape: 'round', ' Shape': 'square' }).errors).toEqual({
        tags: ['Tag keys "Shape" and " Shape" are the same after trimming.'],
      });
    });

    it('checks the resulting count', () => {
      expect(mergeTags(many(19), { Extra: 'x' }).errors).toEqual({});
      expect(mergeTags(many(20), { Extra: 'x' })).toEqual({ tags: many(20), errors: { tags: ['At most 20 tags per payout instruction; got 21.'] } });
      expect(mergeTags(many(20), { Extra: 'x', k0: null }).errors).toEqual({});
      expect(mergeTags(many(20), { k0: 'changed' }).errors).toEqual({});
    });

    it('validates what the patch writes', () => {
      expect(mergeTags(current, { 'a&b': 'x', Note: '<b>', Email: 'x', Count: 3 }).errors).toEqual({
        'tags.a&b': ['Tag key "a&b" may not contain <, >, {, }, ", comma or &.'],
        'tags.Note': ['Tag "Note" has a value containing <, >, { or }, which tag values may not contain.'],
        'tags.Email': ['Tag key "Email" is reserved: it is the upload column Email.'],
        'tags.Count': ['Tag "Count" must have a string value.'],
      });
      expect(mergeTags(current, { ' ': 'x' }).errors).toEqual({ 'tags. ': ['Tag key " " is empty after trimming; a tag key needs at least one character.'] });
    });

    it.each([['red'], [3], [['a']]])('refuses the patch %j: not an object', (patch) => {
      expect(mergeTags(current, patch)).toEqual({ tags: current, errors: { tags: ['tags must be an object mapping each tag key to a string value.'] } });
    });

    describe('a legacy value longer than 128 characters', () => {
      const legacy: Tags = { Notes: 'n'.repeat(200), Colour: 'red' };

      it('survives a merge that does not write it', () => {
        expect(mergeTags(legacy, { Colour: 'blue' })).toEqual({ tags: { Notes: 'n'.repeat(200), Colour: 'blue' }, errors: {} });
      });

      it('can be removed', () => {
        expect(mergeTags(legacy, { Notes: null })).toEqual({ tags: { Colour: 'red' }, errors: {} });
      });

      it('is refused when a merge writes it back', () => {
        expect(mergeTags(legacy, { Notes: legacy.Notes })).toEqual({
          tags: legacy,
          errors: { 'tags.Notes': ['Tag "Notes" has a value longer than 128 characters.'] },
        });
      });
    });

    it('does not change the current tags', () => {
      const before = { ...current };
      mergeTags(current, { Colour: null, Shape: 'round' });
      expect(current).toEqual(before);
    });
  });

  describe('describeTagChange', () => {
    it('is undefined when nothing changed', () => {
      expect(describeTagChange({}, {})).toBeUndefined();
      expect(describeTagChange({ a: '1', b: '2' }, { b: '2', a: '1' })).toBeUndefined();
    });

    it('says Tags cleared when every tag was removed', () => {
      expect(describeTagChange({ a: '1', b: '2' }, {})).toBe('Tags cleared');
    });

    it('shows removed tags beside the remaining ones, and changed ones as old → new', () => {
      expect(describeTagChange({ Colour: 'red', Size: 'M', Shape: 'round' }, { Colour: 'blue', Size: 'M', Owner: 'Ann' })).toEqual({
        Colour: 'red → blue',
        Size: 'M',
        Owner: 'Ann',
        Shape: 'round → (removed)',
      });
    });

    it('describes tags added to none', () => {
      expect(describeTagChange({}, { a: '1' })).toEqual({ a: '1' });
    });

    it('sees a removal alone', () => {
      expect(describeTagChange({ a: '1', b: '2' }, { a: '1' })).toEqual({ a: '1', b: '2 → (removed)' });
    });
  });

  describe('knownColumn', () => {
    it.each([
      [' email ', 'Email'],
      ['EMAIL', 'Email'],
      ['phonenumber', 'PhoneNumber'],
      ['\tId', 'Id'],
      ['Amount', 'Amount'],
      ['firstname ', 'FirstName'],
      ['LASTNAME', 'LastName'],
    ])('reads %j as %s', (name, column) => {
      expect(knownColumn(name)).toBe(column);
    });

    it.each(['Colour', 'E mail', 'Emails', '', 'First Name'])('does not know %j', (name) => {
      expect(knownColumn(name)).toBeUndefined();
    });
  });

  describe('property: validateTags accepts exactly the maps that keep every rule', () => {
    const FORBIDDEN_KEY = [',', '"', '<', '>', '{', '}', '&'];
    const FORBIDDEN_VALUE = ['<', '>', '{', '}'];
    const chars = fc.constantFrom('a', 'B', 'c', 'D', ' ', '\t', '&', ',', '"', '<', '>', '{', '}', '_', '😀');
    const short = fc.string({ unit: chars, maxLength: 4 });
    const key = fc.oneof(
      short,
      fc.constantFrom(...UPLOAD_COLUMNS, ' email ', 'AMOUNT', 'a', 'A', ' a', 'B '),
      fc.integer({ min: 62, max: 66 }).map((n) => 'k'.repeat(n)),
      fc.integer({ min: 62, max: 66 }).map((n) => ` ${'k'.repeat(n)} `),
    );
    const value = fc.oneof(
      { weight: 5, arbitrary: short },
      { weight: 1, arbitrary: fc.integer({ min: 126, max: 130 }).map((n) => 'v'.repeat(n)) },
      { weight: 1, arbitrary: fc.constantFrom<unknown>(null, 1, true, {}, ['x']) },
    );
    const map = fc.oneof(
      fc.dictionary(key, value, { maxKeys: 6 }),
      fc.dictionary(fc.string({ unit: fc.constantFrom('a', 'b', 'c', 'd'), minLength: 1, maxLength: 4 }), fc.constant('v'), { minKeys: 18, maxKeys: 23 }),
    );

    /** Every rule, written out independently of the implementation. */
    function breaksARule(input: Record<string, unknown>): boolean {
      const entries = Object.entries(input);
      if (entries.length > 20) return true;
      const folded = new Set<string>();
      for (const [rawKey, rawValue] of entries) {
        const trimmed = rawKey.trim();
        if (trimmed === '' || [...trimmed].length > 64) return true;
        if (FORBIDDEN_KEY.some((c) => trimmed.includes(c))) return true;
        if (UPLOAD_COLUMNS.some((column) => column.toLowerCase() === trimmed.toLowerCase())) return true;
        if (folded.has(trimmed.toLowerCase())) return true;
        folded.add(trimmed.toLowerCase());
        if (typeof rawValue !== 'string' || [...rawValue].length > 128) return true;
        if (FORBIDDEN_VALUE.some((c) => rawValue.includes(c))) return true;
      }
      return false;
    }

    it('never accepts a map breaking a rule, and accepts (trimmed) every other', () => {
      let refused = 0;
      let accepted = 0;
      fc.assert(
        fc.property(map, (input) => {
          const { tags, errors } = validateTags(input);
          if (breaksARule(input)) {
            refused += 1;
            return Object.keys(errors).length > 0 && Object.keys(tags).length === 0;
          }
          accepted += 1;
          const trimmed = Object.fromEntries(Object.entries(input).map(([k, v]) => [k.trim(), v]));
          return Object.keys(errors).length === 0 && JSON.stringify(tags) === JSON.stringify(trimmed);
        }),
        { numRuns: 2000 },
      );
      // The generators reach both sides often enough for the property to mean something.
      expect(refused).toBeGreaterThan(200);
      expect(accepted).toBeGreaterThan(200);
    });

    it('says, in the schema patterns of the document, what it checks of one tag', () => {
      const [keyPattern, valuePattern] = [new RegExp(TAG_KEY_PATTERN, 'u'), new RegExp(TAG_VALUE_PATTERN, 'u')];
      fc.assert(
        fc.property(fc.oneof(key, fc.constantFrom('__proto__', ' constructor', 'Prototype')), short, (k, v) => {
          const byPatterns = keyPattern.test(k) && valuePattern.test(v) && [...v].length <= TAG_LIMITS.maxValueLength;
          expect(Object.keys(validateTags({ [k]: v }).errors).length === 0).toBe(byPatterns);
        }),
        { numRuns: 2000 },
      );
    });
  });
});
