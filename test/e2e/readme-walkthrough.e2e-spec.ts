import { spawn } from 'node:child_process';
import type { INestApplicationContext } from '@nestjs/common';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { query } from '../../src/core/database/sql';
import { createTestApp, startWorker, type TestApp } from '../utils/test-app';

const SCRIPT = path.resolve(__dirname, '../../scripts/readme-walkthrough.sh');

/** Runs the walkthrough script against the service on `port`: its exit code and everything it printed. */
function walkthrough(port: number): Promise<{ code: number | null; output: string }> {
  return new Promise((resolve, reject) => {
    const child = spawn('bash', [SCRIPT], { env: { ...process.env, PORT: String(port) } });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.on('error', reject);
    child.on('close', (code) => resolve({ code, output }));
  });
}

/** The README's walkthrough as written, ACH and checks included, on this file's fresh database (README.md, First call). */
describe('the README walkthrough (scripts/readme-walkthrough.sh)', () => {
  let t: TestApp;
  let worker: INestApplicationContext;
  let port: number;

  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen(0);
    port = (t.app.getHttpServer().address() as AddressInfo).port;
    worker = await startWorker(); // sends the claim emails whose links the walkthrough follows
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  it('runs as written: the gift card instruction waits for its claim, the ACH and check ones are fulfilled, the typed client prints its balances', async () => {
    const { code, output } = await walkthrough(port);
    expect({ code, last: output.trim().split('\n').at(-1) }).toEqual({ code: 0, last: expect.stringContaining('readme-walkthrough: every step ran') });

    // Seen from the database, not through the script's own checks: three instructions from curl, one from the client.
    const statuses = await query<{ status: string; count: number }>(t.orm.em.fork(), 'select status, count(*)::int as count from payout_instruction group by status order by status');
    expect(statuses).toEqual([
      { status: 'Fulfilled', count: 2 },
      { status: 'Initiated', count: 2 },
    ]);
  }, 240_000);
});
