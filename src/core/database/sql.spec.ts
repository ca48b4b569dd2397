import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { literal, literals, positional } from './sql';

const ROOT = join(__dirname, '..', '..', '..');

/** Every TypeScript file under the folders that hold SQL. */
function sources(folder: string): string[] {
  return readdirSync(join(ROOT, folder), { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile() && entry.name.endsWith('.ts'))
    .map((entry) => join(entry.parentPath, entry.name));
}

describe('positional', () => {
  it('numbers each ? as a PostgreSQL parameter, array casts kept', () => {
    expect(positional('select * from t where a = ? and b = any(?::uuid[]) and c = ?', ['x', ['y', null], 3])).toBe('select * from t where a = $1 and b = any($2::uuid[]) and c = $3');
  });

  it('refuses a text whose placeholders do not match the parameters', () => {
    expect(() => positional('select ?, ?', ['one'])).toThrow('2 placeholders for 1 parameters');
    expect(() => positional('select ?', ['one', 'two'])).toThrow('1 placeholders for 2 parameters');
  });

  it('refuses an array whose placeholder is not an array type: in (?) would compare the array as one value', () => {
    expect(() => positional('select 1 from t where id in (?)', [['a', 'b']])).toThrow('Parameter 1 is an array: write its placeholder as ?::type[]');
    expect(() => positional('select 1 from t where a = ? and id = any(?)', ['a', ['b']])).toThrow('Parameter 2 is an array');
  });
});

describe('literal', () => {
  it('writes a constant of the code, and refuses anything that is not a plain word', () => {
    expect(literal('Processing')).toBe("'Processing'");
    expect(literals(['A', 'B'])).toBe("('A', 'B')");
    expect(() => literal("x' or '1'='1")).toThrow('Not a SQL constant');
  });
});

describe('SQL text', () => {
  it('never lists an array element by element (array[?]): arrays go whole, as one bound parameter (?::type[])', () => {
    const offenders = ['src', 'workers', 'test', 'bench'].flatMap(sources).filter((file) => file !== __filename && readFileSync(file, 'utf8').includes('array[?]'));
    expect(offenders.map((file) => file.slice(ROOT.length + 1))).toEqual([]);
  });
});
