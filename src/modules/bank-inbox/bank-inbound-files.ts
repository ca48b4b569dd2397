import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { execute, query, queryBound } from '../../core/database/sql';

export enum BankInboundFileStatus {
  Applied = 'Applied',
  Quarantined = 'Quarantined',
}

/** One file read from the bank (docs/bank-files-in.md), as recorded. */
export interface BankInboundFileRow {
  id: string;
  name: string;
  kind: string | null;
  sha256: string;
  size_bytes: number;
  status: BankInboundFileStatus;
  error: string | null;
  summary: Record<string, unknown>;
  received_on: Date;
}

const COLUMNS = 'id, name, kind, sha256, size_bytes, status, error, summary, received_on';

/** The `bank_inbound_file` table: the only code that reads or writes it. */
@Injectable()
export class BankInboundFiles {
  /**
   * Records a file in the caller's transaction; null when a file of the same content is recorded already (by
   * another run: ON CONFLICT waits for its transaction, then skips), so a file is applied once whatever happens.
   */
  async insert(
    em: EntityManager,
    file: { name: string; kind: string | null; sha256: string; sizeBytes: number; status: BankInboundFileStatus; error: string | null; summary: Record<string, unknown> },
  ): Promise<string | null> {
    const [row] = await query<{ id: string }>(
      em,
      `insert into bank_inbound_file (${COLUMNS}) values (?, ?, ?, ?, ?, ?, ?, ?::jsonb, now())
       on conflict (sha256) do nothing returning id`,
      [newId(), file.name, file.kind, file.sha256, file.sizeBytes, file.status, file.error, JSON.stringify(file.summary)],
    );
    return row?.id ?? null;
  }

  async setSummary(em: EntityManager, id: string, summary: Record<string, unknown>): Promise<void> {
    await execute(em, `update bank_inbound_file set summary = ?::jsonb where id = ?`, [JSON.stringify(summary), id]);
  }

  async bySha256(em: EntityManager, sha256: string): Promise<BankInboundFileRow | null> {
    const [row] = await query<BankInboundFileRow>(em, `select ${COLUMNS} from bank_inbound_file where sha256 = ?`, [sha256]);
    return row ?? null;
  }

  /** Of `names`, those recorded already (a poll reads only the others). */
  async knownNames(em: EntityManager, names: readonly string[]): Promise<Set<string>> {
    if (names.length === 0) return new Set();
    const rows = await queryBound<{ name: string }>(em, 'select distinct name from bank_inbound_file where name = any($1::text[])', [[...names]]);
    return new Set(rows.map((row) => row.name));
  }

  async find(em: EntityManager, id: string): Promise<BankInboundFileRow | null> {
    const [row] = await query<BankInboundFileRow>(em, `select ${COLUMNS} from bank_inbound_file where id = ?::uuid`, [id]);
    return row ?? null;
  }

  async page(em: EntityManager, limit: number, offset: number): Promise<{ rows: BankInboundFileRow[]; total: number }> {
    const rows = await query<BankInboundFileRow>(em, `select ${COLUMNS} from bank_inbound_file order by received_on desc, id desc limit ? offset ?`, [limit, offset]);
    const [{ total }] = await query<{ total: string }>(em, `select count(*) as total from bank_inbound_file`);
    return { rows, total: Number(total) };
  }

  /** Counts by kind and status, for `/metrics`. */
  counts(em: EntityManager): Promise<{ kind: string | null; status: string; n: string }[]> {
    return query(em, `select kind, status, count(*) as n from bank_inbound_file group by kind, status`);
  }
}
