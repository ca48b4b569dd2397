import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { ChildProcess } from 'node:child_process';
import { Client } from 'pg';
import { countInitiatedAndSuppress, fundForDrafts, initiateAll, writeDrafts } from './bulk-initiate';
import { newOrganization, readCsv } from './reports';
import { authorized, type BenchContext, createCampaign, type Scenario } from './scenario';
import { importUpload, startApiAndWorker, stop, UPLOAD_HEADER, uploadLine, writeLines } from './upload-import';

/**
 * Sizes, smallest first; GROWTH_SIZES=1000,5000 overrides them (a quick run while developing). The ratio printed is
 * the largest size's cost per row over the smallest's.
 */
const SIZES = (process.env.GROWTH_SIZES ?? '10000,100000,1000000').split(',').map(Number);
if (!SIZES.length || SIZES.some((n) => !Number.isInteger(n) || n < 1)) throw new Error(`GROWTH_SIZES: whole numbers above 0, comma-separated, not ${process.env.GROWTH_SIZES}`);
/** The basic report's largest page (docs/reports.md): the whole CSV is read page after page. */
const PAGE_SIZE = 10_000;
/** Each operation runs once at this size first, not reported: the first request of a kind pays for loading and compiling its code. */
const WARMUP_ROWS = 1_000;
const V2 = '/v2/campaign-manager';

type Operation = 'bulk initiate' | 'upload import' | 'basic report CSV';

interface Point {
  operation: Operation;
  rows: number;
  ms: number;
  /** What else was seen (parts of the time), or what went wrong. */
  note: string;
  ok: boolean;
}

const count = (value: number) => Math.round(value).toLocaleString('en-US');
const seconds = (ms: number) => `${(ms / 1000).toFixed(ms < 10_000 ? 2 : 1)} s`;
const perRow = (p: Point) => (p.ms * 1000) / p.rows;
const bytes = (value: number) => (value >= 1024 ** 3 ? `${(value / 1024 ** 3).toFixed(2)} GiB` : `${(value / 1024 ** 2).toFixed(0)} MiB`);

/**
 * Times `work` and counts the WAL the server wrote meanwhile (the whole cluster's: writes of other databases count
 * too). WAL per row that rises with the size points at checkpoints (full-page images) during the work.
 */
async function withWal<T>(db: Client, rows: number, work: () => Promise<T>): Promise<{ result: T; wal: string }> {
  const { rows: before } = await db.query<{ lsn: string }>('select pg_current_wal_lsn()::text as lsn');
  const result = await work();
  const { rows: after } = await db.query<{ n: string }>('select pg_wal_lsn_diff(pg_current_wal_lsn(), $1::pg_lsn) as n', [before[0].lsn]);
  const walBytes = Number(after[0].n);
  return { result, wal: `WAL ${bytes(walBytes)}, ${(walBytes / rows / 1024).toFixed(2)} KiB/row` };
}

/** N drafts written with SQL, then the bulk initiation endpoint on the in-process API, timed request to 202 (as bulk-initiate.ts). */
async function bulkInitiate(org: BenchContext, db: Client, rows: number): Promise<Point> {
  const campaignId = await createCampaign(org, `Growth bulk ${rows}`);
  await fundForDrafts(org, campaignId, rows);
  await writeDrafts(org, db, campaignId, rows);
  const { result, wal } = await withWal(db, rows, () => initiateAll(org, campaignId));
  const initiated = await countInitiatedAndSuppress(db, campaignId);
  const ok = result.count === rows && initiated === rows;
  return { operation: 'bulk initiate', rows, ms: result.elapsedMs, ok, note: ok ? `request until 202; ${wal}` : `${result.count} initiated by the answer, ${initiated} in the table` };
}

/** A CSV of N rows through the real path (as upload-import.ts): HTTP upload to the API process, import by the worker, until Completed. */
async function uploadImport(org: BenchContext, db: Client, baseUrl: string, tmp: string, rows: number): Promise<Point & { campaignId: string }> {
  const campaignId = await createCampaign(org, `Growth upload ${rows}`);
  const file = path.join(tmp, `growth-${rows}.csv`);
  await writeLines(file, UPLOAD_HEADER, uploadLine, (n) => n <= rows);
  try {
    const sent = Date.now();
    const { result, wal } = await withWal(db, rows, () => importUpload(baseUrl, org.token, campaignId, file, rows));
    const { requestMs, workerMs, upload } = result;
    // Until the worker's own finishedOn (clock_timestamp(), same machine): the 250 ms polling would blur 10k rows.
    const ms = upload.finishedOn ? Date.parse(upload.finishedOn) - sent : requestMs + workerMs;
    const ok = upload.status === 'Completed' && upload.createdCount === rows;
    const note = ok
      ? `request until 202 ${seconds(requestMs)}, then the worker until Completed; ${wal}`
      : `ended ${upload.status} with ${upload.createdCount} created: ${upload.failureReason ?? ''}`;
    return { operation: 'upload import', rows, ms, ok, note, campaignId };
  } finally {
    rmSync(file, { force: true });
  }
}

/**
 * The whole basic CSV of a campaign of N instructions: every page of PAGE_SIZE rows in the default order, one after
 * the other, each a cache miss, from the API process. The first and last page are shown: read by OFFSET, the last
 * cost the most; read after the page before (docs/reports.md), the same as the first.
 */
async function basicReport(org: BenchContext, baseUrl: string, campaignId: string, rows: number): Promise<Point> {
  const headers = authorized(org, { Accept: 'text/csv' });
  const pages = Math.ceil(rows / PAGE_SIZE);
  const problems: string[] = [];
  const times: number[] = [];
  for (let page = 1; page <= pages; page++) {
    const started = performance.now();
    const response = await fetch(`${baseUrl}${V2}/reports/campaigns/${campaignId}/basic?pageSize=${PAGE_SIZE}&pageNumber=${page}`, { headers });
    if (response.status !== 200) throw new Error(`basic CSV page ${page} answered ${response.status}: ${(await response.text()).slice(0, 200)}`);
    const { lines } = await readCsv(response);
    times.push(performance.now() - started);
    const expected = Math.min(PAGE_SIZE, rows - (page - 1) * PAGE_SIZE) + 1;
    if (lines !== expected) problems.push(`page ${page}: ${lines} lines, not ${expected}`);
    if (response.headers.get('x-cache') !== 'MISS') problems.push(`page ${page}: X-Cache ${response.headers.get('x-cache')}`);
    if (response.headers.get('x-total-count') !== String(rows)) problems.push(`page ${page}: X-Total-Count ${response.headers.get('x-total-count')}`);
  }
  const ms = times.reduce((a, b) => a + b, 0);
  const note = pages > 1 ? `${pages} pages of ${count(PAGE_SIZE)}; page 1 ${seconds(times[0])}, page ${pages} ${seconds(times[pages - 1])}` : 'one page';
  return { operation: 'basic report CSV', rows, ms, ok: problems.length === 0, note: problems.length ? `${note}; ${problems.slice(0, 3).join('; ')}` : note };
}

/** Runs one measurement; a failure is recorded as a point that is not ok, and the scenario goes on with the next. */
async function measure<T extends Point>(operation: Operation, rows: number, work: () => Promise<T>): Promise<T | Point> {
  process.stdout.write(`${operation} ${count(rows)} … `);
  const point = await work().catch((error: unknown): Point => ({ operation, rows, ms: NaN, ok: false, note: `failed: ${error instanceof Error ? error.message : String(error)}` }));
  process.stdout.write(`${seconds(point.ms)}; `);
  return point;
}

/**
 * Issue 18's growth check (docs/benchmarks.md): bulk initiation, upload import and the basic report's whole CSV at
 * 10k, 100k and 1M rows, each timed once and printed as elapsed time and µs per row, so that a cost per row that
 * grows with the size shows. A fresh organization; one campaign per operation and size. The bulk initiations run
 * first, on the in-process API with no worker (their emails are suppressed after each); then the API and the worker
 * start as child processes for the uploads, and each uploaded campaign (N rows, two tag columns) is the report's.
 * Each operation is warmed up once at WARMUP_ROWS first; the WAL written during each timed part is shown beside it.
 */
export const growth: Scenario = {
  name: `growth: bulk initiate, upload import, basic CSV at ${SIZES.map(count).join(' / ')} rows`,
  description: 'Cost per row of the three bulk operations as the size grows tenfold and a hundredfold.',
  async run(ctx) {
    const started = performance.now();
    const org = await newOrganization(ctx);
    const tmp = mkdtempSync(path.join(os.tmpdir(), 'cm-bench-growth-'));
    const db = new Client({ connectionString: ctx.databaseUrl });
    const points: Point[] = [];
    let api: ChildProcess | undefined;
    let worker: ChildProcess | undefined;
    try {
      await db.connect();
      await bulkInitiate(org, db, WARMUP_ROWS);
      for (const rows of SIZES) points.push(await measure('bulk initiate', rows, () => bulkInitiate(org, db, rows)));

      const services = await startApiAndWorker();
      ({ api, worker } = services);
      const warm = await uploadImport(org, db, services.baseUrl, tmp, WARMUP_ROWS);
      await basicReport(org, services.baseUrl, warm.campaignId, WARMUP_ROWS);
      const uploaded: { rows: number; campaignId?: string }[] = [];
      for (const rows of SIZES) {
        const point = await measure('upload import', rows, () => uploadImport(org, db, services.baseUrl, tmp, rows));
        points.push(point);
        uploaded.push({ rows, campaignId: point.ok && 'campaignId' in point ? point.campaignId : undefined });
      }
      for (const { rows, campaignId } of uploaded) {
        if (campaignId) points.push(await measure('basic report CSV', rows, () => basicReport(org, services.baseUrl, campaignId, rows)));
        else points.push({ operation: 'basic report CSV', rows, ms: NaN, ok: false, note: 'not measured: the upload of its campaign failed' });
      }
    } finally {
      await Promise.all([stop(api), stop(worker)]);
      await db.end().catch(() => undefined);
      rmSync(tmp, { recursive: true, force: true });
    }

    const figures: Record<string, string> = {};
    for (const operation of ['bulk initiate', 'upload import', 'basic report CSV'] as const) {
      const mine = points.filter((p) => p.operation === operation);
      mine.forEach((p, i) => {
        // The cost of the rows added since the size before: a fixed cost (a request, a job) drops out of it.
        const added = i > 0 ? `, ${((1000 * (p.ms - mine[i - 1].ms)) / (p.rows - mine[i - 1].rows)).toFixed(1)} µs per row added since ${count(mine[i - 1].rows)}` : '';
        figures[`${operation}, ${count(p.rows).padStart(9)} rows`] = `${seconds(p.ms).padStart(7)}, ${perRow(p).toFixed(1).padStart(6)} µs/row${added} (${p.note})`;
      });
      const [first, last] = [mine[0], mine[mine.length - 1]];
      if (mine.length > 1) figures[`${operation}, µs/row at ${count(last.rows)} / at ${count(first.rows)}`] = `${(perRow(last) / perRow(first)).toFixed(2)} (1 = linear)`;
    }
    const timed = points.filter((p) => Number.isFinite(p.ms));
    const measuredMs = timed.reduce((total, p) => total + p.ms, 0);
    figures['whole scenario'] = `${seconds(performance.now() - started)}, of which measured ${seconds(measuredMs)}`;
    return {
      concurrency: 1,
      requests: timed.length,
      errors: points.filter((p) => !p.ok).length,
      elapsedMs: measuredMs,
      requestsPerSecond: NaN,
      p50Ms: NaN,
      p95Ms: NaN,
      p99Ms: NaN,
      maxMs: Math.max(...timed.map((p) => p.ms)),
      figures,
    };
  },
};
