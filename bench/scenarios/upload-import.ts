import { spawn, type ChildProcess } from 'node:child_process';
import { API_NODE_FLAGS, WORKER_NODE_FLAGS } from '../../src/core/config/node-flags';
import { once } from 'node:events';
import { createReadStream, createWriteStream, mkdtempSync, readFileSync, rmSync, statSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import { uuidv7 } from 'uuidv7';
import { createCampaign, type Scenario } from './scenario';

/** The largest upload the API takes: 250 MiB. The generated file stays just under it. */
const FILE_BYTES = 262_144_000;
const CITIES = ['Boston', 'Denver', 'Austin', 'Seattle'];
const POLL_MS = 250;
/** Generous bounds, so the scenario always ends by itself (bench/run.ts's watchdog ends the run as a whole). */
const START_TIMEOUT_MS = 30_000;
const IMPORT_TIMEOUT_MS = 240_000;
const DIST = path.resolve(__dirname, '..', '..');

const V2 = '/v2/campaign-manager';

/** The upload file's header row: the columns of the sample file plus two tag columns. */
export const UPLOAD_HEADER = 'Id,Amount,FirstName,LastName,Email,PhoneNumber,Group,City\n';

/** Row `n` of the upload file: the columns of the sample file plus two tag columns. */
export function uploadLine(n: number): string {
  const id = String(n).padStart(7, '0');
  return `P-${id},${(10 + (n % 9000) / 100).toFixed(2)},Ada,Lovelace,ada.${id}@example.com,+15555550100,A,${CITIES[n % 4]}\n`;
}

/** The same row as `psql \copy` loads it into payout_instruction (what the import would write). */
function copyLine(n: number, organizationId: string, campaignId: string): string {
  const id = String(n).padStart(7, '0');
  const cents = 1000 + (n % 9000);
  return `${uuidv7()},${organizationId},${campaignId},P-${id},${cents},Ada,Lovelace,ada.${id}@example.com,+15555550100,"{""Group"": ""A"", ""City"": ""${CITIES[n % 4]}""}"\n`;
}

/** Writes `next(n)` lines (n from 1) to `file` as a stream until `more(n, bytes)` says stop; returns the line count. */
export async function writeLines(file: string, header: string, next: (n: number) => string, more: (n: number, bytes: number, line: string) => boolean): Promise<{ lines: number; bytes: number }> {
  const out = createWriteStream(file, { highWaterMark: 1 << 20 });
  out.write(header);
  let bytes = header.length;
  let n = 0;
  for (;;) {
    let chunk = '';
    let line = next(n + 1);
    while (chunk.length < 1 << 20 && more(n + 1, bytes, line)) {
      chunk += line;
      bytes += line.length;
      n++;
      line = next(n + 1);
    }
    if (!chunk) break;
    if (!out.write(chunk)) await once(out, 'drain');
  }
  out.end();
  await once(out, 'finish');
  return { lines: n, bytes };
}

/** A TCP port nothing listens on now (the OS picks it). */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Resident memory of a process from /proc: its peak so far (`VmHWM`) or now (`VmRSS`), in MiB. */
export function rssMiB(pid: number, field: 'VmHWM' | 'VmRSS' = 'VmHWM'): number {
  const match = new RegExp(`^${field}:\\s+(\\d+) kB$`, 'm').exec(readFileSync(`/proc/${pid}/status`, 'utf8'));
  return match ? Number(match[1]) / 1024 : NaN;
}

export function start(script: string, env: NodeJS.ProcessEnv, name: string): ChildProcess {
  // The API runs with the flags `npm start` gives it, so the bench measures the process as deployed.
  const flags = script === 'src/main.js' ? API_NODE_FLAGS : script === 'workers/main.js' ? WORKER_NODE_FLAGS : [];
  // BENCH_CHILD_NODE_FLAGS adds flags to every process the bench starts, e.g. `--cpu-prof --cpu-prof-dir=/tmp/prof`.
  const extra = (process.env.BENCH_CHILD_NODE_FLAGS ?? '').split(' ').filter(Boolean);
  const child = spawn(process.execPath, [...flags, ...extra, path.join(DIST, script)], { env, stdio: ['ignore', 'inherit', 'inherit'] });
  // Should the bench end abruptly (its watchdog calls process.exit), the child must not outlive it.
  const orphanGuard = () => child.kill('SIGKILL');
  process.once('exit', orphanGuard);
  child.once('exit', (code, signal) => {
    process.off('exit', orphanGuard);
    if (code !== 0 && signal !== 'SIGTERM') console.error(`\n${name} exited (${code ?? signal})`);
  });
  return child;
}

export async function stop(child: ChildProcess | undefined): Promise<void> {
  if (!child || child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
  await once(child, 'exit');
  clearTimeout(timer);
}

export async function until<T>(what: string, timeoutMs: number, probe: () => Promise<T | undefined>): Promise<T> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const value = await probe().catch(() => undefined);
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error(`${what}: not within ${timeoutMs / 1000} s`);
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

/**
 * POSTs the file as multipart/form-data, streamed from disk (the bench never holds it in memory), and resolves
 * with the status and body once the whole answer is in.
 */
function postFile(url: string, token: string, file: string): Promise<{ status: number; body: string }> {
  const boundary = `----cm-bench-${uuidv7()}`;
  const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="instructions.csv"\r\nContent-Type: text/csv\r\n\r\n`);
  const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
  return new Promise((resolve, reject) => {
    const request = http.request(url, {
      method: 'POST',
      headers: { Authorization: `Bearer ${token}`, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': head.length + statSync(file).size + tail.length },
    });
    request.once('error', reject);
    request.once('response', (response) => {
      const parts: Buffer[] = [];
      response.on('data', (part: Buffer) => parts.push(part));
      response.once('end', () => resolve({ status: response.statusCode ?? 0, body: Buffer.concat(parts).toString('utf8') }));
      response.once('error', reject);
    });
    request.write(head);
    const body = createReadStream(file, { highWaterMark: 1 << 20 });
    body.once('error', reject);
    body.once('end', () => request.end(tail));
    body.pipe(request, { end: false });
  });
}

/** The API and the worker as child processes (the bench's environment, a free port), once both serve; stopped if they do not. */
export async function startApiAndWorker(): Promise<{ api: ChildProcess; worker: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const env = { ...process.env, PORT: String(port) };
  const api = start('src/main.js', env, 'API');
  const worker = start('workers/main.js', env, 'worker');
  const baseUrl = `http://127.0.0.1:${port}`;
  try {
    await until('API up', START_TIMEOUT_MS, async () => ((await fetch(`${baseUrl}/health/live`)).ok ? true : undefined));
    await until('worker up', START_TIMEOUT_MS, async () => ((await uploadWorkers(process.env.REDIS_URL!, process.env.QUEUE_PREFIX!)) > 0 ? true : undefined));
  } catch (error) {
    await Promise.all([stop(api), stop(worker)]);
    throw error;
  }
  return { api, worker, baseUrl };
}

export interface UploadStatus {
  status: string; processedRows: number; totalRows: number; createdCount: number; failureReason: string | null; startedOn: string | null; finishedOn: string | null;
}

/**
 * Uploads `file` (of `rows` rows) to the campaign and polls the upload until its import ends: the request until its
 * 202, the worker from the 202 until the end, and when processedRows first reached every row (the file read).
 */
export async function importUpload(baseUrl: string, token: string, campaignId: string, file: string, rows: number) {
  const started = performance.now();
  const answer = await postFile(`${baseUrl}${V2}/campaigns/${campaignId}/payout-instructions/:upload`, token, file);
  const requestMs = performance.now() - started;
  if (answer.status !== 202) throw new Error(`The upload answered ${answer.status}: ${answer.body.slice(0, 500)}`);
  const { id } = JSON.parse(answer.body) as { id: string };
  const accepted = performance.now();
  // When each progress figure was first seen: the file has been read once processedRows reaches every row.
  const progress: { atMs: number; processedRows: number }[] = [];
  const upload = await until('import finished', IMPORT_TIMEOUT_MS, async () => {
    const response = await fetch(`${baseUrl}${V2}/campaigns/${campaignId}/payout-instructions/uploads/${id}`, { headers: { Authorization: `Bearer ${token}` } });
    const body = (await response.json()) as UploadStatus;
    if (progress.at(-1)?.processedRows !== body.processedRows) progress.push({ atMs: performance.now() - accepted, processedRows: body.processedRows });
    return ['Completed', 'CompletedWithErrors', 'Failed'].includes(body.status) ? body : undefined;
  });
  const workerMs = performance.now() - accepted;
  const readMs = progress.find((p) => p.processedRows === rows)?.atMs ?? NaN;
  return { requestMs, workerMs, readMs, progress, upload };
}

function psqlCopy(databaseUrl: string, file: string): Promise<number> {
  const columns = 'id, organization_id, campaign_id, external_id, amount_cents, first_name, last_name, email, phone_number, tags';
  const command = `\\copy payout_instruction(${columns}) from '${file}' with (format csv, header true)`;
  return new Promise((resolve, reject) => {
    const started = performance.now();
    const psql = spawn('psql', [databaseUrl, '-v', 'ON_ERROR_STOP=1', '-q', '-c', command], { stdio: ['ignore', 'ignore', 'inherit'] });
    psql.once('error', reject);
    psql.once('exit', (code) => (code === 0 ? resolve(performance.now() - started) : reject(new Error(`psql \\copy exited with ${code}`))));
  });
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;
const mib = (value: number) => `${value.toFixed(0)} MiB`;
const count = (value: number) => Math.round(value).toLocaleString('en-US');

/**
 * Issue 3–6's target: a 250 MB file of payout instructions. The API and the worker run as separate processes
 * (`node dist/src/main.js`, `node dist/workers/main.js`, the bench's database, queue prefix and storage), so each
 * one's peak memory is its own. Measured: the request until its 202, the worker until the upload is Completed, and,
 * in the same run on the same empty table, `psql \copy` of the same rows into payout_instruction; the import's
 * target is 1.5 times that. The API must stay under 256 MB and the worker under 512 MB.
 */
export const uploadImport: Scenario = {
  name: 'POST …/payout-instructions/:upload (250 MB) → Completed',
  description: 'One 250 MB upload: streamed to the API, imported by the worker (COPY into staging, one merge transaction), against psql \\copy of the same rows.',
  async run(ctx) {
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-upload-'));
    const db = new Client({ connectionString: ctx.databaseUrl });
    let api: ChildProcess | undefined;
    let worker: ChildProcess | undefined;
    try {
      await db.connect();
      const uploadCampaign = await createCampaign(ctx, 'Bench upload');
      const copyCampaign = await createCampaign(ctx, 'Bench psql copy');

      const uploadFile = path.join(tmp, 'instructions.csv');
      const generated = await writeLines(uploadFile, UPLOAD_HEADER, uploadLine, (_n, bytes, line) => bytes + line.length <= FILE_BYTES);
      const copyFile = path.join(tmp, 'instructions-copy.csv');
      await writeLines(copyFile, 'id,organization_id,campaign_id,external_id,amount_cents,first_name,last_name,email,phone_number,tags\n', (n) => copyLine(n, ctx.organizationId, copyCampaign), (n) => n <= generated.lines);

      // The reference: psql \copy of the same rows into the same table, empty (this database is the bench's own),
      // with its indexes and constraints; the import then starts from the same empty table.
      await db.query('truncate payout_instruction');
      await db.query('checkpoint');
      const copyMs = await psqlCopy(ctx.databaseUrl, copyFile);
      rmSync(copyFile);
      await db.query('truncate payout_instruction');
      await db.query('checkpoint');

      const services = await startApiAndWorker();
      ({ api, worker } = services);

      const idle = { api: rssMiB(api.pid!, 'VmRSS'), worker: rssMiB(worker.pid!, 'VmRSS') };
      const { requestMs, workerMs, readMs, progress, upload } = await importUpload(services.baseUrl, ctx.token, uploadCampaign, uploadFile, generated.lines);
      const apiPeak = rssMiB(api.pid!);
      const workerPeak = rssMiB(worker.pid!);
      const { rows } = await db.query<{ n: string }>('select count(*) as n from payout_instruction where campaign_id = $1', [uploadCampaign]);

      const ok = upload.status === 'Completed' && upload.createdCount === generated.lines && Number(rows[0].n) === generated.lines;
      if (!ok) console.error(`\nUpload ended ${upload.status} with ${upload.createdCount} created (${rows[0].n} rows): ${upload.failureReason ?? ''}`);
      const processingMs = upload.startedOn && upload.finishedOn ? Date.parse(upload.finishedOn) - Date.parse(upload.startedOn) : NaN;
      return {
        concurrency: 1,
        requests: 1,
        errors: ok ? 0 : 1,
        elapsedMs: requestMs,
        requestsPerSecond: 1000 / requestMs,
        p50Ms: requestMs,
        p95Ms: requestMs,
        p99Ms: requestMs,
        maxMs: requestMs,
        figures: {
          file: `${count(generated.bytes)} bytes, ${count(generated.lines)} rows`,
          'request until 202': seconds(requestMs),
          'worker until Completed (from the 202)': `${seconds(workerMs)} (job start to finish: ${seconds(processingMs)})`,
          'of which reading the file into staging (until processedRows = all rows)': `${seconds(readMs)}; progress figures seen: ${progress.length}`,
          'rows per second': count((generated.lines / workerMs) * 1000),
          'psql \\copy of the same rows': seconds(copyMs),
          'import / psql \\copy (target ≤ 1.5)': (workerMs / copyMs).toFixed(2),
          'peak RSS of the API (target < 256 MiB)': `${mib(apiPeak)} (${mib(idle.api)} idle before the request)`,
          'peak RSS of the worker (target < 512 MiB)': `${mib(workerPeak)} (${mib(idle.worker)} idle before the upload)`,
        },
      };
    } finally {
      await Promise.all([stop(api), stop(worker)]);
      await db.end().catch(() => undefined);
      rmSync(tmp, { recursive: true, force: true });
    }
  },
};

/** How many BullMQ workers consume the `uploads` queue of this run. */
async function uploadWorkers(redisUrl: string, prefix: string): Promise<number> {
  const queue = new Queue('uploads', { connection: { url: redisUrl, maxRetriesPerRequest: 1 }, prefix });
  try {
    return await queue.getWorkersCount();
  } finally {
    await queue.close();
  }
}
