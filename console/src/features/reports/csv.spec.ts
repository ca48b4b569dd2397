import { headerEnd, joinCsvPages, parseCsv, recordsOf } from './csv';

describe('the basic report CSV', () => {
  it('reads quoted fields with commas, doubled quotes and line breaks', () => {
    expect(parseCsv('a,b,c\n1,"x, y","say ""hi"""\n2,"two\nlines",\n')).toEqual([
      ['a', 'b', 'c'],
      ['1', 'x, y', 'say "hi"'],
      ['2', 'two\nlines', ''],
    ]);
    expect(parseCsv('a,b\r\n1,2')).toEqual([
      ['a', 'b'],
      ['1', '2'],
    ]);
    expect(parseCsv('')).toEqual([]);
  });

  it('joins pages under one header row', () => {
    expect(headerEnd('"a\nb",c\n1,2\n')).toBe(8);
    expect(joinCsvPages(['Id,Amount\n1,2.00\n', 'Id,Amount\n2,3.00\n', 'Id,Amount\n'])).toBe('Id,Amount\n1,2.00\n2,3.00\n');
  });

  it('keys each record by the header', () => {
    expect(recordsOf(parseCsv('Id,Email\n1,a@example.com\n'))).toEqual({ header: ['Id', 'Email'], records: [{ Id: '1', Email: 'a@example.com' }] });
  });
});
