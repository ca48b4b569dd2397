import { readHeader } from './csv-header';

describe('upload header', () => {
  it('matches known columns ignoring case and padding, and takes the rest as tags', () => {
    const { header, errors } = readHeader([' id ', 'AMOUNT', 'firstname', 'LastName', 'email', 'Phonenumber', ' Cohort ', 'Site']);
    expect(errors).toEqual([]);
    expect(header).toEqual({
      known: { Id: 0, Amount: 1, FirstName: 2, LastName: 3, Email: 4, PhoneNumber: 5 },
      tags: [{ key: 'Cohort', index: 6 }, { key: 'Site', index: 7 }],
    });
  });

  it('refuses a missing header row', () => {
    expect(readHeader(undefined).errors[0]).toMatch(/no header row/);
    expect(readHeader(['', ' ']).errors[0]).toMatch(/no header row/);
    expect(readHeader(['P-1', '25.00', 'Ada', 'ada@example.com']).errors[0]).toMatch(/needs a header row/);
  });

  it('refuses a known column twice', () => {
    expect(readHeader(['Email', 'Amount', ' email ']).errors).toEqual(['Column Email appears twice (columns 1 and 3).']);
  });

  it('refuses tag columns that differ only by case', () => {
    const { header, errors } = readHeader(['Email', 'Color', 'color']);
    expect(header).toBeUndefined();
    expect(errors.join(' ')).toMatch(/Color.*color|color.*Color/);
  });

  it.each(['__proto__', 'constructor', ' prototype '])('refuses a tag column named %j', (name) => {
    const { header, errors } = readHeader(['Email', 'Site', name]);
    expect(header).toBeUndefined();
    expect(errors).toEqual([`Tag column: Tag key "${name.trim()}" is not allowed: it names part of a JavaScript object.`]);
  });

  it('refuses tag columns that break a tag rule, and a header with neither Email nor Id', () => {
    expect(readHeader(['Email', 'a<b']).errors.join(' ')).toMatch(/a<b/);
    expect(readHeader(['Amount', 'FirstName']).errors.join(' ')).toMatch(/Email column .* or an Id column/);
    expect(readHeader(['Email', '']).errors).toEqual(['Column 2 has no name.']);
  });
});
