import { CHECK_LINE_MAX, checkPayeeErrors, payeeFromNames, payeeToPrint } from './check-payee';

const ADDRESS = { line1: '12 Main St', line2: 'Apt 4B', city: 'Springfield', state: 'IL', postalCode: '62701-1234' };

describe('check payee rules', () => {
  it('takes names and addresses in Latin, Greek and Cyrillic scripts, accents and all', () => {
    for (const fullName of ['Ada Lovelace', 'Ива́н Петро́в', 'Σωκράτης Παπαδόπουλος', 'Łukasz Żółw', 'Zoe\u0308 Seán O’Brien-Núñez']) {
      expect(checkPayeeErrors({ fullName, mailingAddress: ADDRESS })).toEqual({});
    }
    expect(checkPayeeErrors({ fullName: 'Ada Lovelace', mailingAddress: { ...ADDRESS, line1: 'ул. Ленина, д. 5' } })).toEqual({});
  });

  it.each([
    ['a line feed', 'Ada\nLovelace'],
    ['a carriage return', 'Ada\rLovelace'],
    ['a tab', 'Ada\tLovelace'],
    ['a line separator', 'Ada\u2028Lovelace'],
    ['a paragraph separator', 'Ada\u2029Lovelace'],
    ['a NUL', 'Ada\u0000Lovelace'],
    ['a next line (C1)', 'Ada\u0085Lovelace'],
  ])('refuses %s in any printed line, naming the field', (_what, text) => {
    const oneLine = ['Write this on one line, without line breaks or tabs.'];
    expect(checkPayeeErrors({ fullName: text })).toEqual({ 'details.fullName': oneLine });
    expect(checkPayeeErrors({ mailingAddress: { ...ADDRESS, line1: text, line2: text, city: text } })).toEqual({
      'details.mailingAddress.line1': oneLine,
      'details.mailingAddress.line2': oneLine,
      'details.mailingAddress.city': oneLine,
    });
  });

  it('refuses the characters the check font has no glyph for, naming each once', () => {
    expect(checkPayeeErrors({ fullName: '日本 日本 太郎' })).toEqual({ 'details.fullName': ['A check cannot print 日, 本, 太, 郎: use Latin, Greek or Cyrillic letters.'] });
    expect(checkPayeeErrors({ fullName: 'Zoë 😀 🧾' })['details.fullName']).toEqual(['A check cannot print 🧾: use Latin, Greek or Cyrillic letters.']);
    // The font draws Hebrew and Arabic letters, but the check is laid out left to right only.
    expect(checkPayeeErrors({ mailingAddress: { ...ADDRESS, line2: 'דירה 4' } })).toEqual({ 'details.mailingAddress.line2': ['A check cannot print ד, י, ר, ה: use Latin, Greek or Cyrillic letters.'] });
    expect(checkPayeeErrors({ fullName: 'علي' })).toEqual({ 'details.fullName': ['A check cannot print ع, ل, ي: use Latin, Greek or Cyrillic letters.'] });
  });

  it(`refuses a line over ${CHECK_LINE_MAX} characters (counted after NFC, astral characters once), stating the limit`, () => {
    const limit = [`A check has room for at most ${CHECK_LINE_MAX} characters here.`];
    expect(checkPayeeErrors({ fullName: 'a'.repeat(CHECK_LINE_MAX) })).toEqual({});
    expect(checkPayeeErrors({ fullName: 'e\u0301'.repeat(CHECK_LINE_MAX) })).toEqual({});
    expect(checkPayeeErrors({ fullName: 'a'.repeat(CHECK_LINE_MAX + 1) })).toEqual({ 'details.fullName': limit });
    expect(checkPayeeErrors({ mailingAddress: { ...ADDRESS, line1: '12345 North Very Long Boulevard Name Extension Road' } })).toEqual({ 'details.mailingAddress.line1': limit });
  });

  it('fits the widest letters at the limit, and refuses a city too wide for its line beside the state and ZIP code', () => {
    expect(checkPayeeErrors({ fullName: 'W'.repeat(CHECK_LINE_MAX), mailingAddress: { ...ADDRESS, line1: 'Ш'.repeat(CHECK_LINE_MAX) } })).toEqual({});
    expect(checkPayeeErrors({ mailingAddress: { ...ADDRESS, city: 'W'.repeat(CHECK_LINE_MAX) } })).toEqual({ 'details.mailingAddress.city': ['This is too wide to print on a check: shorten it.'] });
    expect(checkPayeeErrors({ mailingAddress: { ...ADDRESS, city: 'Rancho Santa Margarita' } })).toEqual({});
  });

  it('judges only the members given', () => {
    expect(checkPayeeErrors({})).toEqual({});
    expect(checkPayeeErrors({ mailingAddress: { line1: '1 Main St', city: 'Springfield', state: 'IL', postalCode: '62701' } })).toEqual({});
  });

  it('takes the instruction names as the payee only when a check can print them', () => {
    expect(payeeFromNames('Ada', 'Lovelace')).toBe('Ada Lovelace');
    expect(payeeFromNames(' Ива́н ', 'Петро́в')).toBe('Ива́н Петро́в');
    expect(payeeFromNames('Ada', null)).toBe('Ada');
    expect(payeeFromNames(null, 'Lovelace')).toBe('Lovelace');
    expect(payeeFromNames(null, undefined)).toBeNull();
    expect(payeeFromNames(' ', '')).toBeNull();
    expect(payeeFromNames('太郎', '日本')).toBeNull();
    expect(payeeFromNames('Ada\n', 'Love\nlace')).toBeNull();
    expect(payeeFromNames('A'.repeat(30), 'B'.repeat(30))).toBeNull();
  });

  it('gives the print run the payee and address to print, or the reason a stored check cannot be printed', () => {
    expect(payeeToPrint({ fullName: ' Ada Lovelace ', mailingAddress: ADDRESS })).toEqual({ ok: true, payee: 'Ada Lovelace', mailingAddress: ADDRESS });
    expect(payeeToPrint({ mailingAddress: ADDRESS })).toEqual({ ok: false, reason: 'The check cannot be printed: it has no payee name.' });
    expect(payeeToPrint({ fullName: '  ', mailingAddress: ADDRESS })).toEqual({ ok: false, reason: 'The check cannot be printed: it has no payee name.' });
    expect(payeeToPrint({ fullName: 'Ada Lovelace' })).toEqual({ ok: false, reason: 'The check cannot be printed: it has no mailing address.' });
    expect(payeeToPrint({ fullName: '日本 太郎', mailingAddress: { ...ADDRESS, line1: '1 Main St\nApt 2', city: 'W'.repeat(CHECK_LINE_MAX + 1) } })).toEqual({
      ok: false,
      reason: `The check cannot be printed: the payee name has characters a check cannot print (日, 本, 太, 郎); address line 1 has a line break or a control character; the city is longer than ${CHECK_LINE_MAX} characters.`,
    });
  });
});
