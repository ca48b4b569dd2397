import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { finished } from 'node:stream/promises';
import type { Writable } from 'node:stream';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Client } from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { execute, literal, literals, query } from '../../core/database/sql';
import { eventsOf } from '../../core/events';
import { scopeToOrganization } from '../../core/database/tenant-filter';
import { isInsufficientFunds, LedgerService, transfer, type AccountKind, type TransactionKind } from '../../core/ledger';
import { centsToAmount } from '../../core/money/money';
import { FileStorage } from '../../core/storage/file-storage';
import { Campaign } from '../campaigns';
import { StagedMerge, TAG_LIMITS, UPLOAD_COLUMNS, type StagedRows } from '../payout-instructions';
import { csvBatches, isBlankRecord, RecordTooLongError } from './csv-rows';
import { copyIntoStagingSql, createStagingSql, duplicateIdsSql, emailRequiredSql, notUpdatableSql, stagingTable, tooManyTagsSql } from './import-sql';
import { RowRules, type RowError } from './row-rules';
import { RowIds, StagingEncoder } from './staging-rows';
import { PayoutInstructionUpload, UploadMode, UploadStatus } from './upload.entity';

/** `processed_rows` is written at least this often while the file is read, so a GET shows progress. */
export const PROGRESS_EVERY_ROWS = 50_000;

/** Row errors are written in batches of this many, each committed on its own as the file is read. */
const ERROR_BATCH = 1_000;


/** How many times the merge is tried again when a concurrent change of the campaign's instructions got in its way. */
const MERGE_ATTEMPTS = 3;

/**
 * Bytes read from the file at a time: one papaparse pass and one COPY write each. Small enough that a chunk's
 * records, rows and COPY text die young (1 MB chunks made them outlive scavenges and doubled the GC time and the
 * peak memory).
 */
const READ_CHUNK_BYTES = 64 * 1024;

const FINISHED: readonly UploadStatus[] = [UploadStatus.Completed, UploadStatus.CompletedWithErrors, UploadStatus.Failed];
const PROCESSING = literal(UploadStatus.Processing);
const FAILED = literal(UploadStatus.Failed);
/** The `UploadFinished` event of an upload's last status, recorded by the statement that sets it (docs/events.md). */
const UPLOAD_FINISHED = eventsOf('UploadFinished', 'finished', { uploadId: 'id', status: 'status' });

interface Staged {
  /** Data rows read (blank lines are not rows). */
  total: number;
  /** Rows loaded into the staging table. */
  staged: number;
  /** Rows refused while reading; each has at least one row error. */
  failed: number;
  /** Staged rows without an Email (they may only update an instruction). */
  withoutEmail: number;
  /** Why the file could not be read to its end, if it could not. */
  fatal?: string;
}

interface Merged {
  created: number;
  updated: number;
}

/** papaparse's problems of a batch, one message per record. */
function problemsByRecord(problems: readonly { recordNumber: number; message: string }[]): Map<number, string> {
  const byRecord = new Map<number, string>();
  for (const { recordNumber, message } of problems) byRecord.set(recordNumber, byRecord.has(recordNumber) ? `${byRecord.get(recordNumber)}; ${message}` : message);
  return byRecord;
}

/** The upload's staging table as rows for the payout-instructions context to merge. */
function stagedRows(upload: PayoutInstructionUpload, table: string): StagedRows {
  const columns = new Set(UPLOAD_COLUMNS.filter((column) => upload.header.known[column] !== undefined));
  return { table, columns, tagKeys: upload.header.tags.map((tag) => tag.key) };
}

/** A unique violation of (campaign, external id): raw SQL through the ORM's connection throws pg's own error. */
function isRepeatedExternalId(error: unknown): boolean {
  const pgError = error as { code?: string; constraint?: string } | null;
  return pgError?.code === '23505' && pgError.constraint === 'payout_instruction_external_id_idx';
}

/** The merge met a repeated Id or a concurrent change (a row updated or an Id created meanwhile): it rolled back and may run again. */
class MergeConflict extends Error {}

/** The campaign cannot fund the net increase of held amounts: the upload fails as a whole. */
class ShortBalance extends Error {}

/**
 * Imports an accepted upload (docs/uploads.md, The import): reads the stored file as a stream with
 * papaparse, checks every row (RowRules), COPYs the valid ones into a staging table of its own, finds the row errors
 * that need the database in set-based SQL, then merges the rows into payout_instruction in ONE transaction: updates
 * of existing instructions (PATCH rules), inserts of new Drafts, their activity, one aggregated ledger movement and
 * the upload's final status. Nothing is written row by row through the ORM.
 *
 * All or nothing by default: any row error and the upload ends Failed, every error listed, no instruction touched.
 * In partial mode the valid rows land and the upload ends CompletedWithErrors.
 *
 * Crashes: nothing is half-applied, because every change to payout instructions is in the merge transaction. What
 * an attempt leaves behind (its staging table, its row errors, its counters) is cleared when the job runs again,
 * which restarts the import from the top of the file. A session advisory lock keeps two workers off one upload.
 *
 * Row numbers are record numbers in the file: the header is row 1 and blank lines count, so they match the rows a
 * spreadsheet shows (a quoted cell spanning lines is one row).
 */
@Injectable()
export class UploadImportService {
  private readonly logger = new Logger(UploadImportService.name);

  constructor(
    private readonly em: EntityManager,
    private readonly storage: FileStorage,
    private readonly ledger: LedgerService,
    private readonly instructions: StagedMerge,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The `upload-process` job. Does nothing for an upload that is gone or finished; otherwise (re)starts it. */
  async process(organizationId: string, uploadId: string): Promise<void> {
    const em = this.em.fork();
    scopeToOrganization(em, organizationId);
    const upload = await em.findOne(PayoutInstructionUpload, { id: uploadId });
    if (!upload || FINISHED.includes(upload.status)) return;

    // PostgreSQL looks every 2 s for this client during a statement: when the worker dies mid-merge, the merge is
    // stopped and rolled back at once, instead of running to its end and only then finding no one to answer.
    const db = new Client({ connectionString: this.config.databaseUrl, application_name: 'upload-import', options: '-c client_connection_check_interval=2000' });
    await db.connect();
    db.on('error', (error) => this.logger.warn({ err: error, uploadId }, 'Import connection error'));
    const table = stagingTable(upload.id);
    let locked = false;
    try {
      [{ locked }] = (await db.query<{ locked: boolean }>(`select pg_try_advisory_lock(hashtext('upload-import'), hashtext($1)) as locked`, [upload.id])).rows;
      if (!locked) throw new Error(`Upload ${upload.id} is being imported by another worker`);
      // Read again under the lock: another worker may have finished it between the first read and the lock.
      await em.refresh(upload);
      if (FINISHED.includes(upload.status)) return;
      await this.restart(em, db, upload, table);

      const campaign = await em.findOne(Campaign, { id: upload.campaignId });
      if (!campaign) return await this.fail(em, db, upload, table, { total: 0, failed: 0 }, 'The campaign of this upload no longer exists.');

      const clock = { started: performance.now(), readMs: 0, checkMs: 0, mergeMs: 0 };
      const staged = await this.stage(em, db, upload, table, new RowRules(upload.header, campaign.payoutMethods));
      clock.readMs = performance.now() - clock.started;
      if (staged.fatal !== undefined) return await this.fail(em, db, upload, table, staged, staged.fatal);

      let merged: Merged | undefined;
      let failed = staged.failed;
      // Repeated Ids are looked for only when needed (a sort of the whole staging table, about 3 s for 3.5 million
      // rows): the merge runs optimistically and the unique index of (campaign, Id) catches a repeat, which rolls it
      // back and sends it round again with the check. An all-or-nothing upload that fails anyway lists them too.
      let lookForRepeats = false;
      for (let attempt = 1; !merged; attempt++) {
        let lap = performance.now();
        failed += await this.findDatabaseErrors(db, upload, table, staged, lookForRepeats);
        if (failed > 0 && upload.mode === UploadMode.AllOrNothing) {
          if (!lookForRepeats) failed += await this.findRepeatedIds(db, upload, table, staged);
          return await this.fail(em, db, upload, table, { total: staged.total, failed }, `${failed} of ${staged.total} rows have errors, so none was imported (all-or-nothing upload): see the row errors.`);
        }
        clock.checkMs += performance.now() - lap;
        lap = performance.now();
        try {
          merged = await this.merge(em, upload, table, { total: staged.total, failed });
        } catch (error) {
          if (error instanceof ShortBalance) return await this.fail(em, db, upload, table, { total: staged.total, failed }, error.message);
          if (!(error instanceof MergeConflict) || attempt >= MERGE_ATTEMPTS) throw error;
          this.logger.log({ uploadId, attempt }, `The merge of an upload met a repeated Id or a concurrent change (${error.message}); trying again`);
          lookForRepeats = true;
        } finally {
          clock.mergeMs += performance.now() - lap;
        }
      }
      const ms = (value: number) => Math.round(value);
      this.logger.log(
        { uploadId, rows: staged.total, created: merged.created, updated: merged.updated, failed, readMs: ms(clock.readMs), checkMs: ms(clock.checkMs), mergeMs: ms(clock.mergeMs) },
        'Upload imported',
      );
    } finally {
      // Gone already when the upload finished; after an error, the next attempt starts from scratch anyway. Only the
      // lock's holder drops it: without the lock, the table is another worker's import in progress.
      if (locked) await db.query(`drop table if exists ${table}`).catch(() => undefined);
      await db.end().catch(() => undefined); // also releases the advisory lock
    }
  }

  /**
   * Records that an attempt failed for good (the processor calls it once the job's attempts are used up), so the
   * upload does not stay Processing for ever. Does nothing to an upload that has finished meanwhile.
   */
  async giveUp(organizationId: string, uploadId: string, reason: string): Promise<void> {
    const em = this.em.fork();
    scopeToOrganization(em, organizationId);
    const upload = await em.findOne(PayoutInstructionUpload, { id: uploadId });
    if (!upload || FINISHED.includes(upload.status)) return;
    await query(
      em,
      `with finished as (
         update payout_instruction_upload set status = ${FAILED}, failure_reason = ?, finished_on = clock_timestamp(), version = version + 1, updated_on = clock_timestamp()
         where id = ? and status in ${literals([UploadStatus.Queued, UploadStatus.Processing])}
         returning id, organization_id, status),
       events as (${UPLOAD_FINISHED})
       select id from finished`,
      [reason, upload.id],
    );
  }

  /** A fresh start: Processing, counters at zero, no row errors, an empty staging table. */
  private async restart(em: EntityManager, db: Client, upload: PayoutInstructionUpload, table: string): Promise<void> {
    await execute(
      em,
      `update payout_instruction_upload set status = ${PROCESSING}, started_on = now(), finished_on = null, failure_reason = null,
         total_rows = 0, processed_rows = 0, created_count = 0, updated_count = 0, failed_count = 0, version = version + 1, updated_on = now()
       where id = ?`,
      [upload.id],
    );
    await execute(em, 'delete from upload_row_error where upload_id = ?', [upload.id]);
    await db.query(`drop table if exists ${table}`);
    await db.query(createStagingSql(table));
  }

  /**
   * Reads the file and loads its valid rows into the staging table with one COPY, while row errors and progress are
   * written (and committed) through the ORM's connection. Memory stays bounded: one chunk of the file, its records
   * and their COPY text at a time; the next chunk is read once the COPY stream has taken the previous one.
   */
  private async stage(em: EntityManager, db: Client, upload: PayoutInstructionUpload, table: string, rules: RowRules): Promise<Staged> {
    const encoder = new StagingEncoder(upload.header.tags.map((t) => t.key));
    const ids = new RowIds();
    const errors: { row: number; error: RowError }[] = [];
    const flushErrors = async () => {
      if (errors.length) await this.recordErrors(em, upload.id, errors.splice(0));
    };
    const result: Staged = { total: 0, staged: 0, failed: 0, withoutEmail: 0 };
    let reported = 0;

    const sink: Writable = db.query(copyFrom(copyIntoStagingSql(table)));
    const loaded = finished(sink);
    loaded.catch(() => undefined); // awaited below; a COPY error also ends the writes through `drain`'s race
    try {
      for await (const batch of csvBatches(createReadStream(this.storage.absolutePath(upload.storageKey), { highWaterMark: READ_CHUNK_BYTES }))) {
        const problems = batch.problems.length ? problemsByRecord(batch.problems) : undefined;
        let text = '';
        for (let i = 0; i < batch.records.length; i++) {
          const rowNumber = batch.firstRecordNumber + i;
          if (rowNumber === 1) continue; // the header, read when the file was accepted (upload.header)
          const cells = batch.records[i];
          if (isBlankRecord(cells)) continue;
          result.total++;
          const problem = problems?.get(rowNumber);
          const check = problem === undefined ? rules.check(cells, batch.special) : { errors: [{ column: null, message: `The row is not valid CSV: ${problem}.` }] };
          if (check.errors) {
            result.failed++;
            for (const error of check.errors) errors.push({ row: rowNumber, error });
            continue;
          }
          text += encoder.line(rowNumber, ids.id(), check.row, batch.special);
          result.staged++;
          if (check.row.email === null) result.withoutEmail++;
        }
        if (text && !sink.write(text)) await Promise.race([once(sink, 'drain'), loaded]);
        if (errors.length >= ERROR_BATCH) await flushErrors();
        if (result.total - reported >= PROGRESS_EVERY_ROWS) {
          reported = result.total;
          await this.progress(em, upload.id, result);
        }
      }
      sink.end();
      await loaded;
    } catch (error) {
      sink.destroy(error instanceof Error ? error : new Error(String(error)));
      if (!(error instanceof RecordTooLongError)) throw error;
      result.failed++;
      errors.push({ row: error.recordNumber, error: { column: null, message: error.message } });
      result.fatal = `The file cannot be read past row ${error.recordNumber}: ${error.message}`;
    }
    await flushErrors();
    await this.progress(em, upload.id, result);
    return result;
  }

  /**
   * The row errors only the database can tell, in set-based SQL on the staging table: Ids of instructions that may
   * no longer change, new rows without an Email, updates that would leave more than 20 tags, and (when asked)
   * repeated Ids. The rows leave the staging table and
   * their errors are committed. Returns how many rows were refused.
   */
  private async findDatabaseErrors(db: Client, upload: PayoutInstructionUpload, table: string, staged: Staged, repeats: boolean): Promise<number> {
    if (staged.staged === 0) return 0;
    await db.query(`analyze ${table}`);
    if (upload.header.known.Id === undefined) return 0; // no Id: every row is new, and the rules checked its Email
    let refused = (await db.query(notUpdatableSql(table), [upload.id, upload.campaignId])).rowCount ?? 0;
    if (staged.withoutEmail > 0) refused += (await db.query(emailRequiredSql(table), [upload.id, upload.campaignId])).rowCount ?? 0;
    if (upload.header.tags.length > 0) {
      const keys = upload.header.tags.map((t) => t.key.toLowerCase());
      refused += (await db.query(tooManyTagsSql(table), [upload.id, upload.campaignId, keys, TAG_LIMITS.maxTags])).rowCount ?? 0;
    }
    if (repeats) refused += await this.findRepeatedIds(db, upload, table, staged);
    return refused;
  }

  /** Every occurrence of an Id after its first is a row error (and leaves the staging table). */
  private async findRepeatedIds(db: Client, upload: PayoutInstructionUpload, table: string, staged: Staged): Promise<number> {
    if (staged.staged === 0 || upload.header.known.Id === undefined) return 0;
    await db.query(`set work_mem = '64MB'`);
    return (await db.query(duplicateIdsSql(table), [upload.id])).rowCount ?? 0;
  }

  /**
   * The one transaction that changes payout instructions: updates, inserts, their activity, the ledger movement for
   * the net change of held funds, the upload's final counts and status, and the staging table's drop.
   */
  private async merge(em: EntityManager, upload: PayoutInstructionUpload, table: string, counts: { total: number; failed: number }): Promise<Merged> {
    try {
      return await em.transactional(async (tx) => {
        // A worker killed mid-merge leaves a statement running on its server backend; make the server notice.
        await execute(tx, `set local client_connection_check_interval = '2s'`);
        await execute(tx, `set local work_mem = '64MB'`);

        const rows = stagedRows(upload, table);
        const target = { organizationId: upload.organizationId, campaignId: upload.campaignId, uploadId: upload.id, now: new Date() };
        let updated = 0;
        let heldDelta = 0;
        if (upload.header.known.Id !== undefined) {
          const updates = await this.instructions.updateFromStaging(tx, rows, target);
          if (updates.matched !== updates.instructions) throw new MergeConflict(`${updates.matched} rows for ${updates.instructions} instructions`);
          if (updates.expected !== updates.changed) throw new MergeConflict(`${updates.expected} instructions to update, ${updates.changed} updated`);
          updated = updates.matched;
          heldDelta = updates.heldDeltaCents;
        }
        const created = await this.instructions.insertFromStaging(tx, rows, target);
        await this.moveHeldFunds(tx, upload, heldDelta);

        const status = counts.failed > 0 ? UploadStatus.CompletedWithErrors : UploadStatus.Completed;
        const finished = await query(
          tx,
          `with finished as (
             update payout_instruction_upload set status = ?, total_rows = ?, processed_rows = ?, created_count = ?, updated_count = ?, failed_count = ?,
               finished_on = clock_timestamp(), version = version + 1, updated_on = clock_timestamp()
             where id = ? and status = ${PROCESSING}
             returning id, organization_id, status),
           events as (${UPLOAD_FINISHED})
           select id from finished`,
          [status, counts.total, counts.total, created, updated, counts.failed, upload.id],
        );
        if (finished.length !== 1) throw new Error(`Upload ${upload.id} is no longer Processing`);
        await execute(tx, `drop table ${table}`);
        return { created, updated };
      });
    } catch (error) {
      // An Id twice in the file, or an instruction created meanwhile with an Id of the file (the next round sees it
      // as an update).
      if (isRepeatedExternalId(error)) throw new MergeConflict((error as Error).message);
      throw error;
    }
  }

  /** One aggregated ledger movement for the net change of the funds the updated instructions hold. */
  private async moveHeldFunds(tx: EntityManager, upload: PayoutInstructionUpload, deltaCents: number): Promise<void> {
    if (deltaCents === 0) return;
    const [kind, from, to]: [TransactionKind, AccountKind, AccountKind] =
      deltaCents > 0 ? ['Allocation', 'CampaignUnallocated', 'CampaignAllocated'] : ['Release', 'CampaignAllocated', 'CampaignUnallocated'];
    const accounts = await this.ledger.ensureAccounts(tx, upload.organizationId, upload.campaignId, [from, to]);
    try {
      await this.ledger.post(tx, { organizationId: upload.organizationId, kind, referenceId: upload.id, postings: transfer(accounts[from], accounts[to], Math.abs(deltaCents)) });
    } catch (error) {
      if (!isInsufficientFunds(error)) throw error;
      throw new ShortBalance(
        `The campaign's unallocated balance (${centsToAmount(error.balanceCents)}) cannot cover the ${centsToAmount(deltaCents)} more that the updated ` +
          'instructions would hold, so nothing was imported. Fund the campaign, or lower the amounts, and upload the file again.',
      );
    }
  }

  /** Ends the upload Failed: nothing merged, its row errors (already committed) kept, its staging table dropped. */
  private async fail(em: EntityManager, db: Client, upload: PayoutInstructionUpload, table: string, counts: { total: number; failed: number }, reason: string): Promise<void> {
    await db.query(`drop table if exists ${table}`);
    await query(
      em,
      `with finished as (
         update payout_instruction_upload set status = ${FAILED}, failure_reason = ?, total_rows = ?, processed_rows = ?, created_count = 0, updated_count = 0,
           failed_count = ?, finished_on = clock_timestamp(), version = version + 1, updated_on = clock_timestamp()
         where id = ? and status = ${PROCESSING}
         returning id, organization_id, status),
       events as (${UPLOAD_FINISHED})
       select id from finished`,
      [reason, counts.total, counts.total, counts.failed, upload.id],
    );
    this.logger.log({ uploadId: upload.id, rows: counts.total, failed: counts.failed, reason }, 'Upload failed');
  }

  private async progress(em: EntityManager, uploadId: string, staged: Staged): Promise<void> {
    await execute(
      em,
      `update payout_instruction_upload set processed_rows = ?, failed_count = ?, updated_on = now() where id = ? and status = ${PROCESSING}`,
      [staged.total, staged.failed, uploadId],
    );
  }

  private async recordErrors(em: EntityManager, uploadId: string, errors: readonly { row: number; error: RowError }[]): Promise<void> {
    await execute(
      em,
      `insert into upload_row_error (upload_id, row_number, column_name, message)
       select ?, e.row_number, nullif(e.column_name, ''), e.message
       from unnest(?::integer[], ?::text[], ?::text[]) as e(row_number, column_name, message)`,
      // '' stands for no column: the ORM writes arrays as lists of literals, where a null would leave a hole.
      [uploadId, errors.map((e) => e.row), errors.map((e) => e.error.column ?? ''), errors.map((e) => e.error.message)],
    );
  }
}
