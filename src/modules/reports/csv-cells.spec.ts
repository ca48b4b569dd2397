import { stringify } from 'csv-stringify/sync';
import { safeCell } from './csv-cells';

describe('safeCell', () => {
  it.each(['=SUM(A1:A9)', '+1', '-2+3', '@cmd', '\tTAB', '\rCR'])('prefixes %j with a quote so spreadsheets show it as text', (value) => {
    expect(safeCell(value)).toBe(`'${value}`);
  });

  it.each(['Ada', '25.50', 'a=b', ' =lead space', 'x-y', ''])('leaves %j as it is', (value) => {
    expect(safeCell(value)).toBe(value);
  });

  it('writes null and undefined as empty cells', () => {
    expect(safeCell(null)).toBe('');
    expect(safeCell(undefined)).toBe('');
  });

  it('still quotes what CSV needs quoted once guarded', () => {
    expect(stringify([[safeCell('=HYPERLINK("x","y")'), safeCell('a,b')]])).toBe(`"'=HYPERLINK(""x"",""y"")","a,b"\n`);
  });
});
