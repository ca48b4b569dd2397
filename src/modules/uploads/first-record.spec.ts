import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { readFirstRecord } from './first-record';

describe('first record of an upload', () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(os.tmpdir(), 'first-record-'));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  let n = 0;
  const fileWith = (content: string | Buffer): string => {
    const file = path.join(dir, `${++n}.csv`);
    writeFileSync(file, content);
    return file;
  };

  it('reads the cells of the first line, whatever the line endings and however long the file', async () => {
    expect(await readFirstRecord(fileWith('Id,Email\nP-1,ada@example.com\n'))).toEqual({ cells: ['Id', 'Email'] });
    expect(await readFirstRecord(fileWith('Id, Email ,Cohort\r\nP-1,ada@example.com,A\r\n'))).toEqual({ cells: ['Id', ' Email ', 'Cohort'] });
    expect(await readFirstRecord(fileWith('Id,Email'))).toEqual({ cells: ['Id', 'Email'] });
    expect(await readFirstRecord(fileWith(`Id,Email\n${'P-1,ada@example.com\n'.repeat(200_000)}`))).toEqual({ cells: ['Id', 'Email'] });
  });

  it('drops a UTF-8 byte order mark', async () => {
    expect(await readFirstRecord(fileWith(Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from('Email,Amount\r\nx,1\r\n')])))).toEqual({ cells: ['Email', 'Amount'] });
  });

  it('reads quoted cells, a line break inside quotes included, and multi-byte characters split across chunks', async () => {
    expect(await readFirstRecord(fileWith('"Id","Fav, colour","Note\nline"\nP-1,red,x\n'))).toEqual({ cells: ['Id', 'Fav, colour', 'Note\nline'] });
    const wide = 'É'.repeat(40_000); // 80,000 bytes: crosses the 64 KiB chunk boundary in the middle of a character
    expect(await readFirstRecord(fileWith(`${wide},Email\nx,y\n`))).toEqual({ cells: [wide, 'Email'] });
  });

  it('gives no cells for an empty file, and an empty cell for an empty first line', async () => {
    expect(await readFirstRecord(fileWith(''))).toEqual({ cells: undefined });
    expect(await readFirstRecord(fileWith('\nId,Email\n'))).toEqual({ cells: [''] });
  });

  it('refuses a first record longer than the cap (no line break, or a quote left open)', async () => {
    const refused = await readFirstRecord(fileWith('a'.repeat(3000)), 1024);
    expect(refused.error).toMatch(/longer than 1024 bytes/);
    expect((await readFirstRecord(fileWith(`${'a,'.repeat(1500)}\nId\n`), 1024)).error).toMatch(/longer than 1024 bytes/);
    expect((await readFirstRecord(fileWith(`"Id,Email\n${'x'.repeat(5000)}`), 1024)).error).toMatch(/longer than 1024 bytes/);
    // Up to the cap is fine, with or without a line break after it.
    expect(await readFirstRecord(fileWith('a'.repeat(1024)), 1024)).toEqual({ cells: ['a'.repeat(1024)] });
    expect(await readFirstRecord(fileWith(`${'a'.repeat(1023)}\n${'x'.repeat(5000)}`), 1024)).toEqual({ cells: ['a'.repeat(1023)] });
  });

  it('refuses a quote left open in a short file', async () => {
    expect((await readFirstRecord(fileWith('"Id,Email\nP-1,x\n'))).error).toMatch(/not valid CSV: Quoted field unterminated/);
  });

  it('reports a file that cannot be read', async () => {
    expect((await readFirstRecord(path.join(dir, 'missing.csv'))).error).toMatch(/could not be read: ENOENT/);
  });
});
