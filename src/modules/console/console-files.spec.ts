import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ASSET_CACHE, ConsoleFiles, PAGE_CACHE } from './console-files';

describe('the console’s files', () => {
  const dist = mkdtempSync(path.join(os.tmpdir(), 'console-files-'));
  mkdirSync(path.join(dist, 'assets'));
  writeFileSync(path.join(dist, 'assets', 'app-1a2b3c.js'), '');
  writeFileSync(path.join(dist, 'robots.txt'), '');
  writeFileSync(path.join(dist, '.env'), '');
  const beside = `${dist}.secret`;
  writeFileSync(beside, '');
  afterAll(() => {
    rmSync(dist, { recursive: true, force: true });
    rmSync(beside, { force: true });
  });
  const files = new ConsoleFiles(dist);
  const index = { kind: 'file', file: 'index.html', cacheControl: PAGE_CACHE };

  it('is not built until index.html is there', () => {
    expect(files.resolve('')).toEqual({ kind: 'not-built' });
    writeFileSync(path.join(dist, 'index.html'), '');
    expect(files.resolve('')).toEqual(index);
  });

  it('answers a file as named, assets cached for good, anything else asked again', () => {
    expect(files.resolve('assets/app-1a2b3c.js')).toEqual({ kind: 'file', file: 'assets/app-1a2b3c.js', cacheControl: ASSET_CACHE });
    expect(files.resolve('assets/app%2D1a2b3c.js')).toEqual({ kind: 'file', file: 'assets/app-1a2b3c.js', cacheControl: ASSET_CACHE });
    expect(files.resolve('robots.txt')).toEqual({ kind: 'file', file: 'robots.txt', cacheControl: PAGE_CACHE });
  });

  it('answers index.html for a client-side route, and a missing asset as missing', () => {
    expect(files.resolve('campaigns/123')).toEqual(index);
    expect(files.resolve('assets/app-000000.js')).toEqual({ kind: 'missing-asset' });
  });

  it('never names a file outside the folder, a hidden one, or one a bad encoding hides', () => {
    for (const rest of ['.env', '..%2F' + `${path.basename(dist)}.secret`, `../${path.basename(dist)}.secret`, '%2e%2e/x', 'a%00b', '%E0%A4%A']) {
      expect(files.resolve(rest)).toEqual(index);
    }
    expect(files.resolve('assets/..%2F..%2Fpackage.json')).toEqual({ kind: 'missing-asset' });
  });
});
