import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { query, queryBound } from '../../../core/database/sql';
import { FieldEncryption } from '../../../core/security/field-encryption';
import type { NachaTotals } from './nacha-writer';

/**
 * Who reads the files: an organization reads its own; an operator (`deployment`) the deployment's scheduled ones as
 * well, which it sends to the bank anyway (docs/bank-rails.md, The files).
 */
export interface FileReader {
  organizationId: string;
  deployment: boolean;
}

/** Whether a file of `organizationId` is the reader's. */
export const isReadableBy = (reader: FileReader, organizationId: string | null): boolean =>
  organizationId === null ? reader.deployment : organizationId === reader.organizationId;

/** The same rule in SQL, over an `organization_id` column; binds the reader's organization once. */
export const readableBy = (reader: FileReader): string => (reader.deployment ? '(organization_id = ? or organization_id is null)' : 'organization_id = ?');

/** A trace number's sequence part has seven digits. */
const MAX_TRACE_SEQUENCE = 9_999_999;

/** A NACHA file as recorded: who it was for, when it takes effect, and its control totals. */
export interface AchFileSummary {
  id: string;
  organizationId: string | null;
  effectiveDate: string;
  batchCount: number;
  entryCount: number;
  entryHash: string | null;
  totalCreditCents: number;
  lineCount: number;
  createdOn: Date;
}

interface SummaryRow {
  id: string;
  organization_id: string | null;
  effective_date: string;
  batch_count: number;
  entry_count: number;
  entry_hash: string | null;
  total_credit_cents: string;
  line_count: number;
  /** A string as the driver reads it raw. */
  created_on: Date | string;
}

const SUMMARY_COLUMNS = "id, organization_id, to_char(effective_date, 'YYYY-MM-DD') as effective_date, batch_count, entry_count, entry_hash, total_credit_cents, line_count, created_on";

function summaryOf(row: SummaryRow): AchFileSummary {
  return {
    id: row.id,
    organizationId: row.organization_id,
    effectiveDate: row.effective_date,
    batchCount: row.batch_count,
    entryCount: row.entry_count,
    entryHash: row.entry_hash,
    totalCreditCents: Number(row.total_credit_cents),
    lineCount: row.line_count,
    createdOn: new Date(row.created_on),
  };
}

/**
 * The `ach_file` and `ach_file_part` tables (docs/bank-rails.md): each NACHA file, written part by part in its
 * batch's transaction, so that it exists exactly when its transfers are `Submitted`. A file holds account numbers in
 * full, so each part is encrypted at rest like any other (docs/security.md).
 */
@Injectable()
export class AchFiles {
  constructor(private readonly encryption: FieldEncryption) {}

  async create(em: EntityManager, id: string, organizationId: string | null, effectiveDate: string, firstTraceSequence: number): Promise<void> {
    await query(em, 'insert into ach_file (id, organization_id, effective_date, first_trace_sequence) values (?, ?, ?::date, ?)', [id, organizationId, effectiveDate, firstTraceSequence]);
  }

  /**
   * Where the next file's trace sequence starts: after the last file's, so that trace numbers do not repeat across
   * files; back at 1 when `count` entries would not fit below 10,000,000 (seven digits). Call under the batch lock.
   */
  async nextTraceSequence(em: EntityManager, count: number): Promise<number> {
    const [last] = await query<{ last_trace_sequence: number | null }>(em, 'select last_trace_sequence from ach_file where last_trace_sequence is not null order by created_on desc, id desc limit 1');
    const next = (last?.last_trace_sequence ?? 0) + 1;
    return next + count - 1 > MAX_TRACE_SEQUENCE ? 1 : next;
  }

  async writePart(em: EntityManager, achFileId: string, partNumber: number, content: string): Promise<void> {
    await queryBound(em, 'insert into ach_file_part (ach_file_id, part_number, content_encrypted) values ($1, $2, $3)', [achFileId, partNumber, this.encryption.encrypt(content)]);
  }

  async complete(em: EntityManager, achFileId: string, totals: NachaTotals, lastTraceSequence: number): Promise<void> {
    await query(em, 'update ach_file set batch_count = ?, entry_count = ?, entry_hash = ?, total_credit_cents = ?, line_count = ?, last_trace_sequence = ? where id = ?', [
      totals.batchCount,
      totals.entryCount,
      totals.entryHash,
      totals.totalCreditCents,
      totals.lineCount,
      lastTraceSequence,
      achFileId,
    ]);
  }

  async summary(em: EntityManager, achFileId: string): Promise<AchFileSummary | null> {
    const [row] = await query<SummaryRow>(em, `select ${SUMMARY_COLUMNS} from ach_file where id = ?`, [achFileId]);
    return row ? summaryOf(row) : null;
  }

  /**
   * `GET /admin/ach-files`: the files of the organization's own batches (its administrators' triggers), newest first,
   * the id breaking ties; with `deployment`, an operator's, the scheduled batch's files too, which hold every
   * organization's entries and belong to none (docs/bank-rails.md, The files).
   */
  async pageOf(em: EntityManager, reader: FileReader, limit: number, offset: number): Promise<{ rows: AchFileSummary[]; total: number }> {
    const where = readableBy(reader);
    const rows = await query<SummaryRow>(em, `select ${SUMMARY_COLUMNS} from ach_file where ${where} order by created_on desc, id desc limit ? offset ?`, [reader.organizationId, limit, offset]);
    const [count] = await query<{ total: number }>(em, `select count(*)::int as total from ach_file where ${where}`, [reader.organizationId]);
    return { rows: rows.map(summaryOf), total: count?.total ?? 0 };
  }

  /** The file's text, its parts in order, as the bank receives it. */
  async *content(em: EntityManager, achFileId: string, partsAtATime = 20): AsyncGenerator<string> {
    for (let from = 0; ; from += partsAtATime) {
      const parts = await query<{ content_encrypted: string }>(
        em,
        'select content_encrypted from ach_file_part where ach_file_id = ? and part_number >= ? order by part_number limit ?',
        [achFileId, from, partsAtATime],
      );
      for (const part of parts) yield this.encryption.decrypt(part.content_encrypted);
      if (parts.length < partsAtATime) return;
    }
  }
}
