import { execFile } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { promisify } from 'node:util';
import { createTestApp, type TestApp } from '../utils/test-app';

const run = promisify(execFile);
const REDOCLY = join(__dirname, '../../node_modules/@redocly/cli/bin/cli.js');

interface LintProblem {
  ruleId: string;
  severity: 'error' | 'warn';
  message: string;
  location: { pointer: string }[];
}

/** The served document passes `redocly lint` with the recommended ruleset: no error and no warning. */
describe('the OpenAPI document under redocly lint', () => {
  let t: TestApp;
  let folder: string;
  beforeAll(async () => {
    t = await createTestApp();
    folder = mkdtempSync(join(tmpdir(), 'cm-openapi-lint-'));
  });
  afterAll(async () => {
    rmSync(folder, { recursive: true, force: true });
    await t.close();
  });

  it('has no problem of the recommended ruleset', async () => {
    const file = join(folder, 'openapi.json');
    writeFileSync(file, JSON.stringify((await t.http.get('/openapi.json').expect(200)).body));
    // The same Node as the tests (24): redocly prints a deprecation banner on older ones.
    const result = await run(process.execPath, [REDOCLY, 'lint', file, '--extends', 'recommended', '--format', 'json'], { cwd: folder, maxBuffer: 64 * 1024 * 1024 }).catch(
      (failure: { stdout: string }) => failure,
    );
    const { problems } = JSON.parse(result.stdout) as { problems: LintProblem[] };
    // The claim page's form posts answer 303 back to the page (post, redirect, get): a form of a page for people has
    // no 2xx by design. That one rule, on those operations only, is not a problem.
    const pageForms = (p: LintProblem) => p.ruleId === 'operation-2xx-response' && /^#\/paths\/~1claim~1\{token\}~1/.test(p.location[0]?.pointer ?? '');
    expect(problems.filter((p) => !pageForms(p)).map((p) => `${p.severity} ${p.ruleId}: ${p.message} at ${p.location[0]?.pointer}`)).toEqual([]);
  }, 60_000);
});
