import { existsSync, readdirSync, readFileSync } from 'node:fs';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import Papa from 'papaparse';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { jobId } from '../../src/core/queue/job-registry';
import { JobQueue } from '../../src/core/queue/job-queue.service';
import { readHeader, StaleUploadsSweep } from '../../src/modules/uploads';
import { bearer, tokenFor } from '../utils/auth';
import { createTestApp, eventually, type TestApp } from '../utils/test-app';
import { fundedCampaign, V2, V3, type FundedCampaign } from '../factories/funded-campaign';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;
const MAX_UPLOAD_BYTES = 262_144_000;
const VALID_CSV = 'Id,Amount,FirstName,LastName,Email,PhoneNumber,Cohort\r\nP-1,25.00,Ada,Lovelace,ada@example.com,+14155550101,A\r\nP-2,40.00,Grace,Hopper,grace@example.com,,B\r\n';

// This suite's own storage folder: "nothing left in tmp" must not see the files of suites running beside it.
process.env.STORAGE_DIR = path.join(process.env.TEST_TMP_DIR ?? process.env.STORAGE_DIR!, 'uploads-http-storage');
const STORAGE_DIR = process.env.STORAGE_DIR;

function filesIn(folder: string): string[] {
  const dir = path.join(STORAGE_DIR, folder);
  return existsSync(dir) ? readdirSync(dir) : [];
}

/** Resolves when the request can take more, or has closed (the server may answer and close early). */
function drained(request: http.ClientRequest): Promise<void> {
  return new Promise((resolve) => {
    const done = () => {
      request.off('drain', done);
      request.off('close', done);
      resolve();
    };
    request.on('drain', done);
    request.on('close', done);
  });
}

function expectProblem(response: { status: number; headers: Record<string, string>; body: Record<string, unknown> }, status: number) {
  expect({ status: response.status, type: response.headers['content-type'] }).toEqual({ status, type: expect.stringMatching(/^application\/problem\+json/) });
  expect(response.body).toMatchObject({ status, title: expect.any(String), detail: expect.any(String), instance: expect.any(String), traceId: expect.any(String) });
}

describe('payout instruction uploads over HTTP', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- rows of ad-hoc test queries
  const sql = (query: string, params: unknown[] = []): Promise<any[]> => t.orm.em.getConnection().execute(query, params);
  const uploadRowsOf = (campaignId: string) => sql('select * from payout_instruction_upload where campaign_id = ?', [campaignId]);
  const uploadPath = (c: FundedCampaign, prefix = V2) =>
    prefix === V2 ? `${V2}/campaigns/${c.campaignId}/payout-instructions/:upload` : `${V3}/distributions/${c.campaignId}/payout-instructions/:upload`;

  function upload(c: FundedCampaign, content: string | Buffer, options: { prefix?: string; fileName?: string; fields?: Record<string, string>; field?: string } = {}) {
    const call = t.http.post(uploadPath(c, options.prefix)).set(c.auth);
    for (const [name, value] of Object.entries(options.fields ?? {})) call.field(name, value);
    return call.attach(options.field ?? 'file', Buffer.from(content), { filename: options.fileName ?? 'beneficiaries.csv', contentType: 'text/csv' });
  }

  /** Nothing of a refused upload stays: no row for the campaign, no new file under uploads/, nothing in tmp/. */
  async function expectNothingStored(c: FundedCampaign, uploadsBefore: string[]) {
    expect(await uploadRowsOf(c.campaignId)).toEqual([]);
    // DiscardUploadsOnError and Nest remove their temp files without holding the answer: give them a moment.
    await eventually(async () => filesIn('tmp'), (files) => files.length === 0, 2_000);
    expect(filesIn('uploads').sort()).toEqual([...uploadsBefore].sort());
  }

  describe('sample file', () => {
    it.each([V2, V3])('serves a CSV attachment under %s whose header passes the upload header rules', async (prefix) => {
      const c = await fundedCampaign(t, 0);
      const resource = prefix === V2 ? 'campaigns' : 'distributions';
      const res = await t.http.get(`${prefix}/${resource}/payout-instructions/:get-sample-file`).set(c.auth);
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
      expect(res.headers['content-disposition']).toBe('attachment; filename="payout-instructions-sample.csv"');
      const { data, errors } = Papa.parse<string[]>(res.text, { delimiter: ',', skipEmptyLines: true });
      expect(errors).toEqual([]);
      expect(data[0]).toEqual(['Id', 'Amount', 'FirstName', 'LastName', 'Email', 'PhoneNumber', 'Cohort', 'Site']);
      expect(readHeader(data[0]).errors).toEqual([]);
      expect(data.length).toBeGreaterThanOrEqual(4);
      for (const row of data.slice(1)) expect(row).toHaveLength(8);
    });

    it('needs payoutInstructions:view', async () => {
      const c = await fundedCampaign(t, 0);
      const token = await tokenFor(c.organizationId, { scopes: ALL_SCOPES.filter((s) => s !== 'payoutInstructions:view') });
      expectProblem(await t.http.get(`${V2}/campaigns/payout-instructions/:get-sample-file`).set(bearer(token)), 403);
    });
  });

  describe('accepting a file', () => {
    it('answers 202 with the Queued record and its Location, stores the file under uploads/ and enqueues the import', async () => {
      const c = await fundedCampaign(t, 0);
      const content = `\uFEFF${VALID_CSV}`; // a byte order mark, as spreadsheet programs write it
      const res = await upload(c, content, { fileName: '../Spring payouts (final).csv' });
      expect(res.status).toBe(202);
      const id = res.body.id as string;
      expect(res.body).toEqual({
        id: expect.stringMatching(UUID),
        campaignId: c.campaignId,
        status: 'Queued',
        mode: 'AllOrNothing',
        fileName: 'Spring payouts _final_.csv',
        sizeBytes: Buffer.byteLength(content),
        totalRows: 0,
        processedRows: 0,
        createdCount: 0,
        updatedCount: 0,
        failedCount: 0,
        failureReason: null,
        createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        startedOn: null,
        finishedOn: null,
      });
      expect(res.headers.location).toBe(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/${id}`);

      const [row] = await uploadRowsOf(c.campaignId);
      expect(row).toMatchObject({ id, organization_id: c.organizationId, status: 'Queued', mode: 'AllOrNothing', storage_key: `uploads/${id}.csv`, size_bytes: String(Buffer.byteLength(content)) });
      expect(row.header).toEqual(readHeader(['Id', 'Amount', 'FirstName', 'LastName', 'Email', 'PhoneNumber', 'Cohort']).header);
      expect(readFileSync(path.join(STORAGE_DIR, 'uploads', `${id}.csv`), 'utf8')).toBe(content);
      expect(filesIn('tmp')).toEqual([]);

      const job = await t.app.get(JobQueue).queue('uploads').getJob(jobId('upload-process', id));
      expect(job?.name).toBe('upload-process');
      expect(job?.data).toEqual({ organizationId: c.organizationId, uploadId: id });

      const read = await t.http.get(res.headers.location).set(c.auth).expect(200);
      expect(read.body).toEqual(res.body);
    });

    it('takes mode=partial (any case) and answers v3 names and URLs under the v3 prefix', async () => {
      const c = await fundedCampaign(t, 0);
      const res = await upload(c, VALID_CSV, { prefix: V3, fields: { mode: 'PARTIAL' } });
      expect(res.status).toBe(202);
      expect(res.body).toMatchObject({ distributionId: c.campaignId, mode: 'Partial', status: 'Queued' });
      expect(res.body).not.toHaveProperty('campaignId');
      expect(res.headers.location).toBe(`${V3}/distributions/${c.campaignId}/payout-instructions/uploads/${res.body.id}`);
      expect((await uploadRowsOf(c.campaignId))[0].mode).toBe('Partial');
      const read = await t.http.get(res.headers.location).set(c.auth).expect(200);
      expect(read.body).toMatchObject({ id: res.body.id, distributionId: c.campaignId, mode: 'Partial' });

      const allOrNothing = await upload(c, VALID_CSV, { fields: { mode: 'all-or-nothing' } }).expect(202);
      expect(allOrNothing.body.mode).toBe('AllOrNothing');
    });

    it('answers a repeat with the same Idempotency-Key with the first answer, storing one upload', async () => {
      const c = await fundedCampaign(t, 0);
      const first = await upload(c, VALID_CSV).set('Idempotency-Key', 'upload-1').expect(202);
      const again = await upload(c, VALID_CSV).set('Idempotency-Key', 'upload-1').expect(202);
      expect(again.headers['idempotent-replayed']).toBe('true');
      expect(again.body.id).toBe(first.body.id);
      expect(again.headers.location).toBe(first.headers.location);
      expect(await uploadRowsOf(c.campaignId)).toHaveLength(1);
      expect(filesIn('tmp')).toEqual([]);
    });
  });

  describe('header rules: 400 under errors.file, nothing stored', () => {
    it.each([
      ['an empty file', '', /no header row/],
      ['a first line that is data', 'P-1,25.00,Ada,ada@example.com\r\nP-2,30.00,Grace,grace@example.com\r\n', /needs a header row/],
      ['an empty first line', '\r\nId,Email\r\nP-1,ada@example.com\r\n', /no header row/],
      ['a known column twice, in another case', 'Email,Amount,email\r\nada@example.com,1,ada@example.com\r\n', /Column Email appears twice \(columns 1 and 3\)/],
      ['tag columns that differ only by case', 'Email,Color,color\r\nada@example.com,red,blue\r\n', /"Color" and "color" differ only by case/],
      ['a tag column named __proto__', 'Email,__proto__\r\nada@example.com,x\r\n', /Tag key "__proto__" is not allowed/],
      ['a tag column named constructor', 'Email, constructor \r\nada@example.com,x\r\n', /Tag key "constructor" is not allowed/],
      ['a first line longer than 1 MiB', 'Email'.padEnd(1_100_000, 'x'), /longer than 1048576 bytes/],
    ])('refuses %s', async (_name, content, message) => {
      const c = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      const res = await upload(c, content);
      expectProblem(res, 400);
      expect(res.body.code).toBe('VALIDATION_FAILED');
      expect(Object.keys(res.body.errors)).toEqual(['file']);
      expect(res.body.errors.file.join(' ')).toMatch(message);
      await expectNothingStored(c, uploadsBefore);
    });

    it('refuses under the v3 prefix too', async () => {
      const c = await fundedCampaign(t, 0);
      const res = await upload(c, 'Email,EMAIL\r\n', { prefix: V3 });
      expectProblem(res, 400);
      expect(res.body.errors).toEqual({ file: ['Column Email appears twice (columns 1 and 2).'] });
      await expectNothingStored(c, filesIn('uploads'));
    });
  });

  describe('refusals of the form', () => {
    it('answers 400 naming file when there is no file', async () => {
      const c = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      const withField = await t.http.post(uploadPath(c)).set(c.auth).field('mode', 'partial');
      expectProblem(withField, 400);
      expect(Object.keys(withField.body.errors)).toEqual(['file']);
      const empty = await t.http.post(uploadPath(c)).set(c.auth);
      expectProblem(empty, 400);
      expect(Object.keys(empty.body.errors)).toEqual(['file']);
      await expectNothingStored(c, uploadsBefore);
    });

    it('answers 400 naming a file sent in another field', async () => {
      const c = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      const res = await upload(c, VALID_CSV, { field: 'attachment' });
      expectProblem(res, 400);
      expect(Object.keys(res.body.errors)).toEqual(['attachment']);
      await expectNothingStored(c, uploadsBefore);
    });

    it.each([['sometimes'], [''], ['all_or_nothing']])('answers 400 naming mode for mode=%j, and stores nothing', async (mode) => {
      const c = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      const res = await upload(c, VALID_CSV, { fields: { mode } });
      expectProblem(res, 400);
      expect(res.body.errors).toEqual({ mode: ['mode must be one of all-or-nothing, partial.'] });
      await expectNothingStored(c, uploadsBefore);
    });

    it('answers 400 naming an unknown form field', async () => {
      const c = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      const res = await upload(c, VALID_CSV, { fields: { colour: 'red' } });
      expectProblem(res, 400);
      expect(Object.keys(res.body.errors)).toEqual(['colour']);
      await expectNothingStored(c, uploadsBefore);
    });

    it("answers 404 for another organization's campaign and an unknown one, and stores nothing", async () => {
      const mine = await fundedCampaign(t, 0);
      const theirs = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      const res = await t.http.post(uploadPath(theirs)).set(mine.auth).attach('file', Buffer.from(VALID_CSV), 'beneficiaries.csv');
      expectProblem(res, 404);
      await expectNothingStored(theirs, uploadsBefore);
      const unknown = { ...mine, campaignId: '0190b0a0-0000-7000-8000-000000000000' };
      expectProblem(await upload(unknown, VALID_CSV), 404);
      await expectNothingStored(mine, uploadsBefore);
    });

    it.each([V2, V3])('answers 403 under %s without payoutInstructions:create, and stores nothing', async (prefix) => {
      const c = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      const token = await tokenFor(c.organizationId, { scopes: ALL_SCOPES.filter((s) => s !== 'payoutInstructions:create') });
      const res = await t.http.post(uploadPath(c, prefix)).set(bearer(token)).attach('file', Buffer.from(VALID_CSV), 'beneficiaries.csv');
      expectProblem(res, 403);
      await expectNothingStored(c, uploadsBefore);
    });

    it('answers 415 for a body that is not multipart', async () => {
      const c = await fundedCampaign(t, 0);
      expectProblem(await t.http.post(uploadPath(c)).set(c.auth).set('Content-Type', 'text/csv').send(VALID_CSV), 415);
      expect(await uploadRowsOf(c.campaignId)).toEqual([]);
    });

    it('answers 413 as a problem document for a file of 262,144,001 bytes, streamed, and leaves no file behind', async () => {
      const c = await fundedCampaign(t, 0);
      const uploadsBefore = filesIn('uploads');
      await t.app.listen(0, '127.0.0.1');
      const { port } = t.app.getHttpServer().address() as AddressInfo;

      const boundary = `----upload-${Date.now()}`;
      const head = Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="file"; filename="big.csv"\r\nContent-Type: text/csv\r\n\r\n`);
      const tail = Buffer.from(`\r\n--${boundary}--\r\n`);
      const fileBytes = MAX_UPLOAD_BYTES + 1;
      const line = Buffer.from('P-1,25.00,Ada,Lovelace,ada@example.com,+14155550101\n');
      const chunk = Buffer.concat([Buffer.from('Id,Amount,FirstName,LastName,Email,PhoneNumber\n'), ...Array.from({ length: 20_000 }, () => line)]).subarray(0, 1024 * 1024);

      const baseline = process.memoryUsage().rss;
      let peak = baseline;
      const sampler = setInterval(() => (peak = Math.max(peak, process.memoryUsage().rss)), 20);
      try {
        const request = http.request({
          host: '127.0.0.1',
          port,
          method: 'POST',
          path: uploadPath(c),
          headers: { ...c.auth, 'Content-Type': `multipart/form-data; boundary=${boundary}`, 'Content-Length': String(head.length + fileBytes + tail.length) },
        });
        request.on('error', () => undefined); // the server may close once it has answered
        const answered = new Promise<{ status: number; type: string; body: Record<string, unknown> }>((resolve, reject) => {
          request.once('response', (response) => {
            let text = '';
            response.setEncoding('utf8');
            response.on('data', (part: string) => (text += part));
            response.on('end', () => resolve({ status: response.statusCode ?? 0, type: String(response.headers['content-type']), body: JSON.parse(text) }));
            response.on('error', reject);
          });
        });
        request.write(head);
        for (let sent = 0; sent < fileBytes && !request.destroyed; ) {
          const part = chunk.subarray(0, Math.min(chunk.length, fileBytes - sent));
          sent += part.length;
          if (!request.write(part)) await drained(request);
        }
        request.end(tail);
        const res = await answered;

        expect(res.status).toBe(413);
        expect(res.type).toMatch(/^application\/problem\+json/);
        expect(res.body).toMatchObject({ status: 413, title: 'Payload Too Large', code: 'PAYLOAD_TOO_LARGE', traceId: expect.any(String) });
        expect(res.body.detail).toContain('262144000');
      } finally {
        clearInterval(sampler);
      }
      // Streamed to disk, never held whole: a buffering parser would hold several times the file (over 1 GB).
      expect(peak - baseline).toBeLessThan(200 * 1024 * 1024);
      await expectNothingStored(c, uploadsBefore);
    }, 180_000);
  });

  describe('handing uploads to the worker', () => {
    it('answers 202 even when the job cannot be enqueued; the upload stays Queued until the sweep hands it over', async () => {
      const c = await fundedCampaign(t, 0);
      const jobs = t.app.get(JobQueue);
      const enqueue = jest.spyOn(jobs, 'enqueue').mockRejectedValueOnce(new Error('Redis is away'));
      let id: string;
      try {
        const res = await upload(c, VALID_CSV);
        expect(res.status).toBe(202);
        id = res.body.id as string;
        expect(res.body.status).toBe('Queued');
        expect(enqueue).toHaveBeenCalledWith('upload-process', { organizationId: c.organizationId, uploadId: id }, { jobId: `upload-process-${id}` });
      } finally {
        enqueue.mockRestore();
      }
      expect(await jobs.queue('uploads').getJob(jobId('upload-process', id))).toBeUndefined();
      expect(existsSync(path.join(STORAGE_DIR, 'uploads', `${id}.csv`))).toBe(true);

      const sweep = t.app.get(StaleUploadsSweep);
      await sweep.run();
      expect(await jobs.queue('uploads').getJob(jobId('upload-process', id))).toBeUndefined(); // too recent to be stale
      await sql("update payout_instruction_upload set created_on = now() - interval '5 minutes', updated_on = now() - interval '5 minutes' where id = ?", [id]);
      expect((await sweep.run()).requeued).toBeGreaterThanOrEqual(1);
      const job = await jobs.queue('uploads').getJob(jobId('upload-process', id));
      expect(job?.data).toEqual({ organizationId: c.organizationId, uploadId: id });
    });
  });

  describe('upload records and their row errors', () => {
    it('reads the record with its progress counts while it runs, and pages its row errors by row number then order found', async () => {
      const c = await fundedCampaign(t, 0);
      const accepted = await upload(c, VALID_CSV).expect(202);
      const id = accepted.body.id as string;
      const recordPath = `${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/${id}`;

      await sql("update payout_instruction_upload set status = 'Processing', started_on = now(), total_rows = 120000, processed_rows = 50000, created_count = 49000, failed_count = 4 where id = ?", [id]);
      const running = await t.http.get(recordPath).set(c.auth).expect(200);
      expect(running.body).toMatchObject({ id, status: 'Processing', totalRows: 120000, processedRows: 50000, createdCount: 49000, updatedCount: 0, failedCount: 4, startedOn: expect.any(String), finishedOn: null });

      const rows: [number, string | null, string][] = [
        [7, 'Amount', 'Amount must be a positive number with at most two decimals.'],
        [3, 'Email', 'Email is not a valid email address.'],
        [7, null, 'The row has 9 cells; the header names 7 columns.'],
        [5, 'Cohort', 'Tag values may not contain <, >, { or }.'],
      ];
      for (const [rowNumber, column, message] of rows) {
        await sql('insert into upload_row_error (upload_id, row_number, column_name, message) values (?, ?, ?, ?)', [id, rowNumber, column, message]);
      }
      const page1 = await t.http.get(`${recordPath}/errors?pageSize=3`).set(c.auth).expect(200);
      expect(page1.body).toEqual({
        pageNumber: 1,
        pageSize: 3,
        totalPages: 2,
        totalItems: 4,
        data: [
          { rowNumber: 3, column: 'Email', message: 'Email is not a valid email address.' },
          { rowNumber: 5, column: 'Cohort', message: 'Tag values may not contain <, >, { or }.' },
          { rowNumber: 7, column: 'Amount', message: 'Amount must be a positive number with at most two decimals.' },
        ],
      });
      const page2 = await t.http.get(`${V3}/distributions/${c.campaignId}/payout-instructions/uploads/${id}/errors?pageSize=3&pageNumber=2`).set(c.auth).expect(200);
      expect(page2.body).toMatchObject({ pageNumber: 2, totalItems: 4, data: [{ rowNumber: 7, column: null, message: 'The row has 9 cells; the header names 7 columns.' }] });
      const defaults = await t.http.get(`${recordPath}/errors`).set(c.auth).expect(200);
      expect(defaults.body).toMatchObject({ pageNumber: 1, pageSize: 20, totalItems: 4 });
      expect(defaults.body.data).toHaveLength(4);
      expectProblem(await t.http.get(`${recordPath}/errors?pageSize=101`).set(c.auth), 400);
    });

    it("answers 404 for an upload read through another campaign, another organization, or an unknown id", async () => {
      const c = await fundedCampaign(t, 0);
      const id = (await upload(c, VALID_CSV).expect(202)).body.id as string;
      const holders = await t.http.get(`${V2}/funds-holders`).set(c.auth).expect(200);
      const campaign = await t.http.get(`${V2}/campaigns/${c.campaignId}`).set(c.auth).expect(200);
      const sibling = await t.http
        .post(`${V2}/campaigns`)
        .set(c.auth)
        .send({ name: 'Sibling', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-12-31', payoutMethodIds: campaign.body.payoutMethods.map((m: { id: string }) => m.id) })
        .expect(201);
      const other = await fundedCampaign(t, 0);
      for (const path of [
        `${V2}/campaigns/${sibling.body.id}/payout-instructions/uploads/${id}`,
        `${V2}/campaigns/${sibling.body.id}/payout-instructions/uploads/${id}/errors`,
        `${V3}/distributions/${sibling.body.id}/payout-instructions/uploads/${id}`,
      ]) {
        expectProblem(await t.http.get(path).set(c.auth), 404);
      }
      expectProblem(await t.http.get(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/${id}`).set(other.auth), 404);
      expectProblem(await t.http.get(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/${id}/errors`).set(other.auth), 404);
      expectProblem(await t.http.get(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/0190b0a0-0000-7000-8000-000000000000`).set(c.auth), 404);
      const malformed = await t.http.get(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/nope`).set(c.auth);
      expectProblem(malformed, 400);
      expect(Object.keys(malformed.body.errors)).toEqual(['uploadId']);
      await t.http.get(`${V2}/campaigns/${c.campaignId}/payout-instructions/uploads/${id}`).set(c.auth).expect(200);
    });
  });
});
