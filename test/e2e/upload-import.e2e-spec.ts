import { spawn, type ChildProcess } from 'node:child_process';
import { createWriteStream, mkdirSync, statSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { Queue, UnrecoverableError, Worker } from 'bullmq';
import { Redis } from 'ioredis';
import path from 'node:path';
import { RequestContext } from '@mikro-orm/core';
import { Client } from 'pg';
import { APP_CONFIG, type AppConfig } from '../../src/core/config/app-config';
import { newId } from '../../src/core/database/base.entity';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { jobId } from '../../src/core/queue/job-registry';
import { FileStorage } from '../../src/core/storage/file-storage';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { readHeader, StaleUploadsSweep, UploadImportService } from '../../src/modules/uploads';
import { readFirstRecord } from '../../src/modules/uploads/first-record';
import { PROGRESS_EVERY_ROWS } from '../../src/modules/uploads/upload-import.service';
import { ROOT, WORKER_SCRIPT } from '../utils/compiled-tree';
import { createTestApp, eventually, startWorker as startWorkerInProcess, type TestApp } from '../utils/test-app';
import { balancesOf, fundedCampaign, V2, type FundedCampaign } from '../factories/funded-campaign';


describe('importing uploaded files of payout instructions (the upload-process job)', () => {
  let t: TestApp;
  let imports: UploadImportService;
  beforeAll(async () => {
    t = await createTestApp();
    imports = t.app.get(UploadImportService);
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => t.orm.em.getConnection().execute(query, params);

  /** An accepted upload, as the HTTP side records it: the file under STORAGE_DIR and a Queued row with its header. */
  async function accepted(c: FundedCampaign, content: string | ((file: string) => Promise<void>), mode: 'AllOrNothing' | 'Partial' = 'AllOrNothing'): Promise<string> {
    const id = newId();
    const storageKey = `uploads/${id}.csv`;
    const file = t.app.get(FileStorage).absolutePath(storageKey);
    mkdirSync(path.dirname(file), { recursive: true });
    if (typeof content === 'string') writeFileSync(file, content);
    else await content(file);
    const first = await readFirstRecord(file);
    const { header, errors } = readHeader(first.cells);
    if (!header) throw new Error(`Test file has a bad header: ${errors.join(' ')}`);
    await sql(
      `insert into payout_instruction_upload (id, organization_id, campaign_id, mode, file_name, storage_key, size_bytes, header)
       values (?, ?, ?, ?, 'test.csv', ?, ?, ?::jsonb)`,
      [id, c.organizationId, c.campaignId, mode, storageKey, statSync(file).size, JSON.stringify(header)],
    );
    return id;
  }

  const uploadRow = async (id: string) => (await sql('select * from payout_instruction_upload where id = ?', [id]))[0];
  const rowErrors = (id: string) =>
    sql('select row_number as row, column_name as column, message from upload_row_error where upload_id = ? order by row_number, seq', [id]);
  const instructionsOf = (c: FundedCampaign) =>
    sql(
      `select id, external_id, first_name, last_name, email, phone_number, amount_cents::int as amount_cents, status, tags, link_version
       from payout_instruction where campaign_id = ? order by external_id nulls last, email`,
      [c.campaignId],
    );
  /** Whether an upload's staging table exists (each import drops its own). */
  const stagingLeft = async (id: string) => (await sql(`select count(*)::int as n from pg_tables where tablename = ?`, [`upload_staging_${id.replace(/-/g, '')}`]))[0].n > 0;

  async function imported(c: FundedCampaign, content: string, mode: 'AllOrNothing' | 'Partial' = 'AllOrNothing') {
    const id = await accepted(c, content, mode);
    await imports.process(c.organizationId, id);
    return { id, upload: await uploadRow(id), errors: await rowErrors(id), instructions: await instructionsOf(c) };
  }

  describe('cells and columns', () => {
    it('matches known columns ignoring case and padding, trims cells, reads whitespace-only cells as empty and other columns as tags', async () => {
      const c = await fundedCampaign(t, 0);
      const file =
        '\uFEFF id , AMOUNT ,firstname,  LastName,EMAIL ,phoneNumber, Cohort ,Site\r\n' +
        ' P-1 , 25.50 ,  Ada , Lovelace , ada@example.com , +14155550101 , A , Boston \r\n' +
        'P-2,,   ,Hopper,grace@example.com,  ,B,\r\n' +
        '\r\n' +
        'P-3,1000,"Smith, Jr","Multi\nLine",  jo@example.com,,,"Cambridge, MA"\r\n' +
        '  ,  ,  ,  ,  ,  ,  ,  \r\n' +
        ',7,Nobody,,no-id@example.com,,C,Berlin';
      const { id, upload, errors, instructions } = await imported(c, file);

      expect(errors).toEqual([]);
      expect(upload).toMatchObject({ status: 'Completed', total_rows: 4, processed_rows: 4, created_count: 4, updated_count: 0, failed_count: 0, failure_reason: null });
      expect(upload.finished_on).toBeTruthy();
      expect(instructions.map(({ id: _id, link_version: _v, ...rest }) => rest)).toEqual([
        { external_id: 'P-1', first_name: 'Ada', last_name: 'Lovelace', email: 'ada@example.com', phone_number: '+14155550101', amount_cents: 2550, status: 'Draft', tags: { Cohort: 'A', Site: 'Boston' } },
        { external_id: 'P-2', first_name: null, last_name: 'Hopper', email: 'grace@example.com', phone_number: null, amount_cents: null, status: 'Draft', tags: { Cohort: 'B' } },
        { external_id: 'P-3', first_name: 'Smith, Jr', last_name: 'Multi\nLine', email: 'jo@example.com', phone_number: null, amount_cents: 100_000, status: 'Draft', tags: { Site: 'Cambridge, MA' } },
        { external_id: null, first_name: 'Nobody', last_name: null, email: 'no-id@example.com', phone_number: null, amount_cents: 700, status: 'Draft', tags: { Cohort: 'C', Site: 'Berlin' } },
      ]);
      expect(await stagingLeft(id)).toBe(false);
    });

    it('creates instructions from a file with only an Email column (no Id, no Amount): amounts stay empty', async () => {
      const c = await fundedCampaign(t, 0);
      const { upload, instructions } = await imported(c, 'Email\nada@example.com\ngrace@example.com\n');
      expect(upload).toMatchObject({ status: 'Completed', total_rows: 2, created_count: 2 });
      expect(instructions.map((i) => [i.external_id, i.email, i.amount_cents])).toEqual([
        [null, 'ada@example.com', null],
        [null, 'grace@example.com', null],
      ]);
    });
  });

  /** Ten data rows (rows 2 to 11 of the file): one valid, nine wrong in as many ways. */
  const FLAWED =
    'Id,Amount,FirstName,LastName,Email,PhoneNumber,Cohort\n' +
    'P-1,10,Ada,,ada@example.com,,A\n' + // 2 valid
    'P-2,12.345,Bob,,bob@example.com,,A\n' + // 3
    'P-3,10,Cy,,not-an-email,,A\n' + // 4
    ',10,Di,,,,A\n' + // 5: a new instruction without an email
    'P-5,2000.01,Ed,,ed@example.com,,A\n' + // 6: above the gift card's 2,000
    'P-1,11,Ada,,ada2@example.com,,A\n' + // 7: the Id of row 2 again
    'P-7,10,Fay,,fay@example.com,,<x>\n' + // 8
    'P-8,10\n' + // 9
    'P-9,10,Gus,,,,A\n' + // 10: an Id the campaign does not have, and no email to create it
    'P-10,-3,Hal,,hal@example.com,,A\n'; // 11

  const FLAWED_ERRORS = [
    { row: 3, column: 'Amount', message: 'Amount "12.345" must have at most two decimal places.' },
    { row: 4, column: 'Email', message: 'Email "not-an-email" is not an email address.' },
    { row: 5, column: 'Email', message: expect.stringContaining('Email is required') },
    { row: 6, column: 'Amount', message: expect.stringContaining('2000.01 cannot be paid by any payout method') },
    { row: 7, column: 'Id', message: 'Id appears more than once in the file (first on row 2); each instruction may be listed once.' },
    { row: 8, column: 'Cohort', message: expect.stringContaining('<, >, { or }') },
    { row: 9, column: null, message: 'The row has 2 cells; the header names 7 columns.' },
    { row: 10, column: 'Email', message: expect.stringContaining('no instruction of the campaign has this Id') },
    { row: 11, column: 'Amount', message: 'Amount "-3" must not be negative.' },
  ];

  describe('row errors', () => {
    it('all or nothing: one invalid row fails the upload, every row error is listed with its row and column, nothing is written', async () => {
      const c = await fundedCampaign(t, 0);
      const { id, upload, errors, instructions } = await imported(c, FLAWED);
      expect(upload).toMatchObject({ status: 'Failed', total_rows: 10, processed_rows: 10, created_count: 0, updated_count: 0, failed_count: 9 });
      expect(upload.failure_reason).toBe('9 of 10 rows have errors, so none was imported (all-or-nothing upload): see the row errors.');
      expect(errors).toEqual(FLAWED_ERRORS);
      expect(instructions).toEqual([]);
      expect(await stagingLeft(id)).toBe(false);
    });

    it('partial: the valid rows land, the others are reported (CompletedWithErrors); resending the corrected rows completes the set', async () => {
      const c = await fundedCampaign(t, 0);
      const first = await imported(c, FLAWED, 'Partial');
      expect(first.upload).toMatchObject({ status: 'CompletedWithErrors', total_rows: 10, created_count: 1, updated_count: 0, failed_count: 9, failure_reason: null });
      expect(first.errors).toEqual(FLAWED_ERRORS);
      expect(first.instructions.map((i) => [i.external_id, i.email, i.amount_cents])).toEqual([['P-1', 'ada@example.com', 1000]]);

      const corrected =
        'Id,Amount,FirstName,LastName,Email,PhoneNumber,Cohort\n' +
        'P-2,12.34,Bob,,bob@example.com,,A\nP-3,10,Cy,,cy@example.com,,A\n,10,Di,,di@example.com,,A\nP-5,2000,Ed,,ed@example.com,,A\n' +
        'P-1,11,Ada,,ada2@example.com,,A\nP-7,10,Fay,,fay@example.com,,x\nP-8,10,Ivy,,ivy@example.com,,A\nP-9,10,Gus,,gus@example.com,,A\nP-10,3,Hal,,hal@example.com,,A\n';
      const second = await imported(c, corrected, 'Partial');
      expect(second.errors).toEqual([]);
      expect(second.upload).toMatchObject({ status: 'Completed', total_rows: 9, created_count: 8, updated_count: 1, failed_count: 0 });
      expect(second.instructions.map((i) => [i.external_id, i.email, i.amount_cents])).toEqual([
        ['P-1', 'ada2@example.com', 1100],
        ['P-10', 'hal@example.com', 300],
        ['P-2', 'bob@example.com', 1234],
        ['P-3', 'cy@example.com', 1000],
        ['P-5', 'ed@example.com', 200_000],
        ['P-7', 'fay@example.com', 1000],
        ['P-8', 'ivy@example.com', 1000],
        ['P-9', 'gus@example.com', 1000],
        [null, 'di@example.com', 1000],
      ]);
    });

    it('numbers rows as the file does: the header is row 1, blank lines count, a quoted cell across lines is one row', async () => {
      const c = await fundedCampaign(t, 0);
      const file = 'Id,Email,Note\n\nP-1,"ada@\nexample.com",x\n\n  \nP-2,"ok@example.com","line one\nline two"\nP-3,bad,y\n';
      const { errors } = await imported(c, file, 'Partial');
      expect(errors).toEqual([
        { row: 3, column: 'Email', message: 'Email "ada@\nexample.com" is not an email address.' },
        { row: 7, column: 'Email', message: 'Email "bad" is not an email address.' },
      ]);
    });

    it('stops at a quote left open for good: the upload fails naming the row, even in partial mode', async () => {
      const c = await fundedCampaign(t, 0);
      const open = await imported(c, 'Id,Email\nP-1,ada@example.com\nP-2,"grace@example.com\n' + 'P-3,x@example.com\n'.repeat(80_000), 'Partial');
      expect(open.upload).toMatchObject({ status: 'Failed', created_count: 0 });
      expect(open.upload.failure_reason).toMatch(/cannot be read past row 3: .*a quote is probably left open/);
      expect(open.errors).toEqual([{ row: 3, column: null, message: expect.stringContaining('longer than') }]);
      expect(open.instructions).toEqual([]);
    });
  });

  describe('re-uploads', () => {
    const action = (c: FundedCampaign, id: string, name: string, body: Record<string, unknown> = {}) => t.http.post(`${V2}/payout-instructions/${id}/:${name}`).set(c.auth).send(body);
    const activityOf = async (c: FundedCampaign, id: string) =>
      (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data as { kind: string; description: string; details: unknown; actor: unknown }[];
    const byExternalId = async (c: FundedCampaign) => Object.fromEntries((await instructionsOf(c)).map((i) => [i.external_id, i]));
    const ledgerViolations = (c: FundedCampaign) =>
      RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));

    it('update by Id under the PATCH rules: an empty Amount clears it and puts the instruction back to Draft, releasing its funds', async () => {
      const c = await fundedCampaign(t, 1_000);
      const first = await imported(
        c,
        'Id,Amount,FirstName,Email,Cohort,Site\nP-1,100,Ada,ada@example.com,A,Boston\nP-2,200,Grace,grace@example.com,A,Denver\nP-3,50,Cy,cy@example.com,A,\nP-4,70,Di,di@example.com,,\n',
      );
      expect(first.upload).toMatchObject({ status: 'Completed', created_count: 4 });
      let rows = await byExternalId(c);
      for (const id of ['P-1', 'P-2', 'P-3']) await action(c, rows[id].id, 'initiate', { channel: 'None' }).expect(200);
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 650, allocated: 350 });

      // Columns missing from the file (FirstName, Site) keep their fields; present ones, empty or not, state them.
      const second = await imported(
        c,
        'Id,Amount,Email,cohort\n' +
          'P-1,150,ada@example.com,B\n' + // Initiated, amount up: Restored, 50 more allocated, Cohort A → B
          'P-2,  ,grace@example.com,\n' + // Initiated, amount emptied: Draft, 200 released, Cohort removed
          'P-3,50,new-cy@example.com,A\n' + // Initiated, new email: Restored, earlier links void
          'P-4,80,,A\n' + // Draft: stays Draft; an empty Email keeps the address
          'P-5,5,eve@example.com,C\n', // new
      );
      expect(second.errors).toEqual([]);
      expect(second.upload).toMatchObject({ status: 'Completed', total_rows: 5, created_count: 1, updated_count: 4, failed_count: 0 });
      rows = await byExternalId(c);
      expect(rows['P-1']).toMatchObject({ status: 'Restored', amount_cents: 15_000, first_name: 'Ada', tags: { cohort: 'B', Site: 'Boston' }, link_version: 1 });
      expect(rows['P-2']).toMatchObject({ status: 'Draft', amount_cents: null, first_name: 'Grace', tags: { Site: 'Denver' }, link_version: 2 });
      expect(rows['P-3']).toMatchObject({ status: 'Restored', amount_cents: 5_000, email: 'new-cy@example.com', tags: { cohort: 'A' }, link_version: 2 });
      expect(rows['P-4']).toMatchObject({ status: 'Draft', amount_cents: 8_000, email: 'di@example.com', tags: { cohort: 'A' } });
      expect(rows['P-5']).toMatchObject({ status: 'Draft', amount_cents: 500, email: 'eve@example.com', tags: { cohort: 'C' } });
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 800, allocated: 200, received: 1_000 });
      expect(await ledgerViolations(c)).toEqual([]);

      const p1 = (await activityOf(c, rows['P-1'].id)).slice(-3);
      expect(p1).toEqual([
        expect.objectContaining({ kind: 'PayoutInstructionUpdated', description: `Changed amount (upload ${second.id})`, details: { amount: { from: 100, to: 150 } }, actor: { type: 'System', id: null } }),
        expect.objectContaining({ kind: 'PayoutInstructionTagsUpdated', description: 'Tags changed', details: { cohort: 'B', Site: 'Boston', Cohort: 'A → (removed)' } }),
        expect.objectContaining({ kind: 'PayoutInstructionRestored', details: { from: 'Initiated', to: 'Restored' } }),
      ]);
      const p2 = (await activityOf(c, rows['P-2'].id)).slice(-3).map((e) => [e.kind, e.details]);
      expect(p2).toEqual([
        ['PayoutInstructionUpdated', { amount: { from: 200, to: null } }],
        ['PayoutInstructionTagsUpdated', { Site: 'Denver', Cohort: 'A → (removed)' }],
        ['PayoutInstructionReturnedToDraft', { from: 'Initiated', to: 'Draft' }],
      ]);

      // The same file again changes nothing: rows still count as updates, but nothing is written.
      const versions = () => sql('select external_id, version, updated_on from payout_instruction where campaign_id = ? order by external_id', [c.campaignId]);
      const before = { versions: await versions(), activity: (await activityOf(c, rows['P-1'].id)).length };
      const third = await imported(c, 'Id,Amount,Email,cohort\nP-1,150,ada@example.com,B\nP-3,50,new-cy@example.com,A\n');
      expect(third.upload).toMatchObject({ status: 'Completed', created_count: 0, updated_count: 2 });
      expect({ versions: await versions(), activity: (await activityOf(c, rows['P-1'].id)).length }).toEqual(before);
    });

    it('reports an Id repeated in the file, also among updates, after its first row', async () => {
      const c = await fundedCampaign(t, 0);
      await imported(c, 'Id,Amount,Email\nP-1,10,ada@example.com\n');
      const { upload, errors, instructions } = await imported(c, 'Id,Amount,Email\nP-1,10,ada@example.com\nP-2,5,b@example.com\nP-1,10,ada@example.com\nP-2,6,b@example.com\n', 'Partial');
      expect(errors).toEqual([
        { row: 4, column: 'Id', message: 'Id appears more than once in the file (first on row 2); each instruction may be listed once.' },
        { row: 5, column: 'Id', message: 'Id appears more than once in the file (first on row 3); each instruction may be listed once.' },
      ]);
      expect(upload).toMatchObject({ status: 'CompletedWithErrors', created_count: 1, updated_count: 1, failed_count: 2 });
      expect(instructions.map((i) => [i.external_id, i.amount_cents])).toEqual([
        ['P-1', 1000],
        ['P-2', 500],
      ]);
    });

    it('refuses an update that would leave an instruction with more than 20 tags', async () => {
      const c = await fundedCampaign(t, 0);
      const keys = Array.from({ length: 19 }, (_, i) => `T${i + 1}`);
      await imported(c, `Id,Email,${keys.join(',')}\nP-1,ada@example.com,${keys.map(() => 'x').join(',')}\nP-2,b@example.com,${keys.map(() => 'x').join(',')}\n`);
      const { errors, upload, instructions } = await imported(c, 'Id,T20,t1,T21\nP-1,y,y,y\nP-2,y,,\n', 'Partial');
      expect(errors).toEqual([{ row: 2, column: null, message: 'At most 20 tags per payout instruction; with this row\'s tags it would have 21.' }]);
      expect(upload).toMatchObject({ status: 'CompletedWithErrors', updated_count: 1, failed_count: 1 });
      expect(Object.keys(instructions[0].tags)).toHaveLength(19);
      expect(Object.keys(instructions[1].tags)).toHaveLength(19); // T1 removed, T20 added
      expect(instructions[1].tags).toMatchObject({ T20: 'y' });
    });

    it('refuses rows of instructions that can no longer change, and a net increase the campaign cannot fund', async () => {
      const c = await fundedCampaign(t, 100);
      await imported(c, 'Id,Amount,Email\nP-1,50,ada@example.com\nP-2,20,grace@example.com\n');
      const rows = await byExternalId(c);
      await action(c, rows['P-1'].id, 'initiate', { channel: 'None' }).expect(200);
      await action(c, rows['P-2'].id, 'cancel', { cancellationReason: 'Other' }).expect(200);

      const cancelled = await imported(c, 'Id,Amount,Email\nP-2,25,grace@example.com\nP-3,10,new@example.com\n');
      expect(cancelled.upload).toMatchObject({ status: 'Failed', failed_count: 1 });
      expect(cancelled.errors).toEqual([{ row: 2, column: 'Id', message: 'The payout instruction with this Id is Cancelled: only Draft, Initiated and Restored instructions can be updated.' }]);

      const short = await imported(c, 'Id,Amount,Email\nP-1,150.01,ada@example.com\nP-3,10,new@example.com\n', 'Partial');
      expect(short.upload).toMatchObject({ status: 'Failed', created_count: 0, updated_count: 0 });
      expect(short.upload.failure_reason).toMatch(/unallocated balance \(50\) cannot cover the 100\.01 more/);
      expect((await instructionsOf(c)).map((i) => [i.external_id, i.status, i.amount_cents])).toEqual([
        ['P-1', 'Initiated', 5_000],
        ['P-2', 'Cancelled', 2_000],
      ]);
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 50, allocated: 50 });
      expect([await stagingLeft(cancelled.id), await stagingLeft(short.id)]).toEqual([false, false]);
    });
  });

  describe('a worker killed in the middle', () => {
    // Progress is committed every PROGRESS_EVERY_ROWS, well before the end of the file: the windows to kill in are then
    // held open by locks (below), not by the size of the file (300,000 rows were 17 s); `npm run bench` imports millions.
    const ROWS = PROGRESS_EVERY_ROWS + 50_000;
    // The killed workers get a queue prefix of their own, so that they never take other suites' jobs.
    const prefix = `${process.env.QUEUE_PREFIX}_killed`;
    let queue: Queue;

    beforeAll(() => {
      // The real worker process runs the compiled code, built by the global set-up (test/utils/compiled-tree.ts).
      queue = new Queue('uploads', { connection: { url: process.env.REDIS_URL }, prefix });
    });
    afterAll(async () => {
      await queue.close();
      // The global teardown removes `${QUEUE_PREFIX}:*` only: remove this prefix's keys too.
      const redis = new Redis(process.env.REDIS_URL!);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 1000);
        if (keys.length) await redis.unlink(...keys);
        cursor = next;
      } while (cursor !== '0');
      redis.disconnect();
    });

    function startWorker(): ChildProcess {
      return spawn(process.execPath, [WORKER_SCRIPT], { cwd: ROOT, env: { ...process.env, QUEUE_PREFIX: prefix, LOG_LEVEL: 'warn' }, stdio: ['ignore', 'ignore', 'inherit'] });
    }

    async function kill(worker: ChildProcess): Promise<void> {
      const exited = once(worker, 'exit');
      worker.kill('SIGKILL');
      await exited;
    }

    /** A session of the test's own, whose open transaction holds the locks that keep the worker where it is killed. */
    async function holder(): Promise<Client> {
      const pg = new Client({ connectionString: process.env.DATABASE_URL });
      await pg.connect();
      await pg.query('begin');
      return pg;
    }
    /** How many server sessions run (or wait in) a statement starting with `start`, other than this test's. */
    const running = async (start: string) =>
      (await sql(`select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and query like ?`, [`${start}%`]))[0].n as number;

    const instructionCount = async (c: FundedCampaign) => (await sql('select count(*)::int as n from payout_instruction where campaign_id = ?', [c.campaignId]))[0].n;

    it('leaves nothing half-applied, whether killed while reading or while merging, and the job restarts cleanly', async () => {
      const c = await fundedCampaign(t, 0);
      const id = await accepted(c, async (file) => {
        const out = createWriteStream(file);
        out.write('Id,Amount,FirstName,Email,Cohort\n');
        for (let n = 1; n <= ROWS; n += 1000) {
          let chunk = '';
          for (let k = n; k < n + 1000; k++) chunk += `P-${k},${(k % 500) + 1}.25,Ada,ada.${k}@example.com,${k % 3}\n`;
          if (!out.write(chunk)) await once(out, 'drain');
        }
        out.end();
        await once(out, 'finish');
      });
      const enqueue = (attempt: string) => queue.add('upload-process', { organizationId: c.organizationId, uploadId: id }, { jobId: jobId('upload-process', id, attempt) });

      // Killed while reading the file: once the first progress is committed, the test locks the upload's row, so the
      // worker waits at its next progress write, still reading. Progress was committed, no instruction was.
      let worker = startWorker();
      await enqueue('1');
      const reader = await holder();
      const reading = await eventually(
        async () => {
          const [row] = (await reader.query('select status, processed_rows from payout_instruction_upload where id = $1 for update', [id])).rows;
          // Not there yet: let the worker write its progress, and look again.
          if (!(row.status === 'Processing' && row.processed_rows >= PROGRESS_EVERY_ROWS)) await reader.query('rollback; begin');
          return row;
        },
        (u) => u.status === 'Processing' && u.processed_rows >= PROGRESS_EVERY_ROWS,
        20_000,
      );
      await eventually(() => running('update payout_instruction_upload set processed_rows'), (n) => n > 0, 30_000);
      await kill(worker);
      await reader.query('rollback');
      await reader.end();
      expect(reading.processed_rows).toBeLessThan(ROWS);
      expect(await instructionCount(c)).toBe(0);

      // Killed while merging: the insert of the new instructions runs in the merge transaction, uncommitted, and waits
      // on the file's last Id, which the test's own transaction is inserting (a unique index of the campaign's Ids).
      const merger = await holder();
      await merger.query(
        `insert into payout_instruction (id, organization_id, campaign_id, external_id, email, created_on, updated_on) values ($1, $2, $3, $4, 'held@example.com', now(), now())`,
        [newId(), c.organizationId, c.campaignId, `P-${ROWS}`],
      );
      worker = startWorker();
      await enqueue('2');
      const merging = `select count(*)::int as n from pg_stat_activity where state = 'active' and pid <> pg_backend_pid() and query like '%insert into payout_instruction (%from upload_staging_${id.replace(/-/g, '')}%'`;
      await eventually(async () => (await sql(merging))[0].n, (n) => n > 0, 30_000);
      await kill(worker);
      expect(await instructionCount(c)).toBe(0);
      expect(await uploadRow(id)).toMatchObject({ status: 'Processing', created_count: 0 });
      // PostgreSQL notices the dead client within seconds (client_connection_check_interval), even while its insert
      // waits, and rolls the merge back; then the test lets go of its own row.
      await eventually(async () => (await sql(merging))[0].n, (n) => n === 0, 30_000);
      await merger.query('rollback');
      await merger.end();
      expect(await instructionCount(c)).toBe(0);

      // The job runs again (here in this process, as any worker would once the killed one's lock expires): it
      // starts from scratch and lands every row once.
      await imports.process(c.organizationId, id);
      expect(await uploadRow(id)).toMatchObject({ status: 'Completed', total_rows: ROWS, processed_rows: ROWS, created_count: ROWS, failed_count: 0 });
      expect(await rowErrors(id)).toEqual([]);
      expect(await instructionCount(c)).toBe(ROWS);
      expect(await sql('select count(distinct external_id)::int as n, sum(amount_cents)::bigint as total from payout_instruction where campaign_id = ?', [c.campaignId])).toEqual([
        { n: ROWS, total: String(Array.from({ length: ROWS }, (_, i) => ((i + 1) % 500) * 100 + 125).reduce((a, b) => a + b, 0)) },
      ]);
      expect(await stagingLeft(id)).toBe(false);
    }, 90_000);
  });

  describe('jobs', () => {
    it('does nothing for a finished upload; a restart starts from scratch, clearing what an earlier attempt left', async () => {
      const c = await fundedCampaign(t, 0);
      const id = await accepted(c, 'Id,Email\nP-1,ada@example.com\nP-2,grace@example.com\n');
      // What a worker killed in the middle leaves: Processing, counters, a row error, a half-filled staging table.
      await sql(`update payout_instruction_upload set status = 'Processing', processed_rows = 1, failed_count = 1 where id = ?`, [id]);
      await sql(`insert into upload_row_error (upload_id, row_number, column_name, message) values (?, 2, 'Email', 'stale')`, [id]);
      const table = `upload_staging_${id.replace(/-/g, '')}`;
      await sql(`create unlogged table ${table} (like upload_staging including all)`);
      await sql(`insert into ${table} (row_number, id, external_id, email) values (2, ?, 'P-1', 'stale@example.com')`, [newId()]);

      await imports.process(c.organizationId, id);
      const done = await uploadRow(id);
      expect(done).toMatchObject({ status: 'Completed', total_rows: 2, processed_rows: 2, created_count: 2, failed_count: 0 });
      expect(await rowErrors(id)).toEqual([]);
      expect((await instructionsOf(c)).map((i) => i.email)).toEqual(['ada@example.com', 'grace@example.com']);

      await imports.process(c.organizationId, id);
      expect(await uploadRow(id)).toEqual(done);
      expect(await instructionsOf(c)).toHaveLength(2);
      await imports.process(newId(), id); // another organization's job cannot reach it
      expect(await uploadRow(id)).toEqual(done);
    });

    it('leaves an import in progress alone: a second job for it fails without touching its staging table', async () => {
      const c = await fundedCampaign(t, 0);
      const id = await accepted(c, 'Id,Email\nP-1,ada@example.com\n');
      const table = `upload_staging_${id.replace(/-/g, '')}`;
      // Another worker's import: it holds the upload's lock and fills its staging table.
      const other = new Client({ connectionString: t.app.get<AppConfig>(APP_CONFIG).databaseUrl });
      await other.connect();
      try {
        await other.query(`select pg_advisory_lock(hashtext('upload-import'), hashtext($1))`, [id]);
        await other.query(`create unlogged table ${table} (like upload_staging including all)`);
        await expect(imports.process(c.organizationId, id)).rejects.toThrow(/being imported by another worker/);
        expect(await stagingLeft(id)).toBe(true);
        await other.query(`drop table ${table}`);
      } finally {
        await other.end();
      }
      await imports.process(c.organizationId, id);
      expect(await uploadRow(id)).toMatchObject({ status: 'Completed', created_count: 1 });
    });

    describe('the uploads sweep', () => {
      /** What a worker killed in the middle of an import leaves, untouched for five minutes. */
      const leftProcessing = (id: string) =>
        sql(`update payout_instruction_upload set status = 'Processing', processed_rows = 1, started_on = now(), updated_on = now() - interval '5 minutes' where id = ?`, [id]);
      const jobOf = (id: string) => t.app.get(JobQueue).find('upload-process', jobId('upload-process', id));

      it('hands an upload left Processing without a job (its worker killed, the job lost) to a new job, which imports it once', async () => {
        const c = await fundedCampaign(t, 0);
        const id = await accepted(c, 'Id,Email\nP-1,ada@example.com\nP-2,grace@example.com\n');
        const sweep = t.app.get(StaleUploadsSweep);
        await sweep.run();
        expect(await jobOf(id)).toBeUndefined(); // Queued a moment ago: its job may be on its way

        await leftProcessing(id);
        await sweep.run();
        expect(await jobOf(id)).toEqual({ state: 'waiting' });
        await sweep.run(); // a job is waiting: nothing more to do
        expect(await t.app.get(JobQueue).queue('uploads').getJobCounts('waiting')).toEqual({ waiting: 1 });

        const worker = await startWorkerInProcess();
        try {
          await eventually(() => uploadRow(id), (u) => u.status === 'Completed', 30_000);
        } finally {
          await worker.close();
        }
        expect(await uploadRow(id)).toMatchObject({ total_rows: 2, created_count: 2, failed_count: 0 });
        expect((await instructionsOf(c)).map((i) => i.external_id)).toEqual(['P-1', 'P-2']);
      });

      it('records Failed, with the reason, an upload whose job ended without finishing it (stalled past its limit)', async () => {
        const c = await fundedCampaign(t, 0);
        const id = await accepted(c, 'Id,Email\nP-1,ada@example.com\n');
        await leftProcessing(id);
        await t.app.get(JobQueue).enqueue('upload-process', { organizationId: c.organizationId, uploadId: id }, { jobId: jobId('upload-process', id), attempts: 1 });
        // A stand-in for BullMQ failing a job whose workers kept dying.
        const stalling = new Worker('uploads', () => Promise.reject(new UnrecoverableError('job stalled more than allowable limit')), {
          connection: { url: process.env.REDIS_URL },
          prefix: process.env.QUEUE_PREFIX,
        });
        try {
          await eventually(() => jobOf(id), (job) => job?.state === 'failed', 30_000);
        } finally {
          await stalling.close();
        }
        expect((await t.app.get(StaleUploadsSweep).run()).failed).toBeGreaterThanOrEqual(1);
        expect(await uploadRow(id)).toMatchObject({
          status: 'Failed',
          failure_reason: 'The import stopped without finishing (job stalled more than allowable limit); upload the file again.',
        });
        expect(await instructionsOf(c)).toEqual([]);
      });
    });

    it('records a failure for good once the job has used its attempts, unless the upload finished meanwhile', async () => {
      const c = await fundedCampaign(t, 0);
      const id = await accepted(c, 'Id,Email\nP-1,ada@example.com\n');
      await sql(`update payout_instruction_upload set status = 'Processing' where id = ?`, [id]);
      await imports.giveUp(c.organizationId, id, 'The import failed 8 times; the last error: boom');
      expect(await uploadRow(id)).toMatchObject({ status: 'Failed', failure_reason: 'The import failed 8 times; the last error: boom' });

      const other = await accepted(c, 'Id,Email\nP-2,grace@example.com\n');
      await imports.process(c.organizationId, other);
      await imports.giveUp(c.organizationId, other, 'late');
      expect(await uploadRow(other)).toMatchObject({ status: 'Completed', failure_reason: null });
    });
  });
});
