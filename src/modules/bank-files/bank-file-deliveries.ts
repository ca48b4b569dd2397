import { createHash } from 'node:crypto';
import { Injectable, Logger } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BankPgp, BankSftp } from '../../core/bank-connection';
import { newId } from '../../core/database/base.entity';
import { literal, query, queryBound } from '../../core/database/sql';
import { DomainError } from '../../core/errors/domain-error';
import { pageOffset, toPage, type Page, type PageQuery } from '../../core/http/paging';
import { JobQueue } from '../../core/queue/job-queue.service';
import { MAX_DELIVERY_ATTEMPTS, remoteNameOf, retryDelaySeconds, type BankFileKind } from './bank-file-names';
import { BankFileSources } from './bank-file-sources';

export enum BankFileDeliveryStatus {
  /** Waiting for its first attempt or its next one. */
  Pending = 'Pending',
  Delivered = 'Delivered',
  /** Its attempts spent: `:retry` sends it again. */
  Failed = 'Failed',
}

const { Pending, Delivered, Failed } = BankFileDeliveryStatus;

export interface BankFileDelivery {
  id: string;
  kind: BankFileKind;
  sourceId: string;
  remoteName: string;
  status: BankFileDeliveryStatus;
  attempts: number;
  lastError: string | null;
  nextAttemptOn: Date | null;
  sizeBytes: number | null;
  sha256: string | null;
  foundOnServer: boolean;
  createdOn: Date;
  deliveredOn: Date | null;
}

interface Row {
  id: string;
  kind: BankFileKind;
  source_id: string;
  remote_name: string;
  status: BankFileDeliveryStatus;
  attempts: number;
  last_error: string | null;
  next_attempt_on: Date | string;
  size_bytes: string | null;
  sha256: string | null;
  found_on_server: boolean;
  created_on: Date | string;
  delivered_on: Date | string | null;
}

const COLUMNS = 'id, kind, source_id, remote_name, status, attempts, last_error, next_attempt_on, size_bytes, sha256, found_on_server, created_on, delivered_on';

const deliveryOf = (row: Row): BankFileDelivery => ({
  id: row.id,
  kind: row.kind,
  sourceId: row.source_id,
  remoteName: row.remote_name,
  status: row.status,
  attempts: row.attempts,
  lastError: row.last_error,
  nextAttemptOn: row.status === Pending ? new Date(row.next_attempt_on) : null,
  sizeBytes: row.size_bytes === null ? null : Number(row.size_bytes),
  sha256: row.sha256,
  foundOnServer: row.found_on_server,
  createdOn: new Date(row.created_on),
  deliveredOn: row.delivered_on === null ? null : new Date(row.delivered_on),
});

/** How one attempt ended. */
type Attempt = { delivered: true; sizeBytes: number | null; sha256: string | null; foundOnServer: boolean } | { delivered: false; error: string };

/**
 * Bank files out (docs/bank-files.md), the `bank_file_delivery` table: each file the bank must receive gets a row in
 * the transaction that made the file, and the deliverer takes due rows one at a time under a row lock held for the
 * upload. A file is written as `<name>.part` and renamed, so the bank never sees half a file; before writing, a name
 * already on the server means an earlier attempt got that far (a worker killed before its commit): delivered, not
 * sent again. A killed worker's lock ends with its connection, and the next run takes the row.
 */
@Injectable()
export class BankFileDeliveries {
  private readonly logger = new Logger(BankFileDeliveries.name);

  constructor(
    private readonly em: EntityManager,
    private readonly sftp: BankSftp,
    private readonly pgp: BankPgp,
    private readonly sources: BankFileSources,
    private readonly jobs: JobQueue,
  ) {}

  /** Whether files are delivered at all: a bank connection is configured (BANK_SFTP_HOST). */
  get configured(): boolean {
    return this.sftp.configured;
  }

  /**
   * In the transaction that made the files: one delivery each, named now; nothing without a bank connection. The
   * caller wakes the deliverer once it committed (`wake`).
   */
  async enqueue(em: EntityManager, files: readonly { kind: BankFileKind; sourceId: string; createdOn: Date }[]): Promise<void> {
    if (!this.sftp.configured || files.length === 0) return;
    const names = this.sftp.settings.fileNames;
    const encrypted = this.pgp.encryptsOutgoing;
    await queryBound(
      em,
      `insert into bank_file_delivery (id, kind, source_id, remote_name)
       select * from unnest($1::uuid[], $2::text[], $3::uuid[], $4::text[]) on conflict (kind, source_id) do nothing`,
      [
        files.map(() => newId()),
        files.map((file) => file.kind),
        files.map((file) => file.sourceId),
        files.map((file) => remoteNameOf(names[file.kind], { kind: file.kind, id: file.sourceId, createdOn: file.createdOn }, encrypted)),
      ],
    );
  }

  /** After the commit that enqueued deliveries: the deliverer runs now rather than at its next round. */
  async wake(): Promise<void> {
    if (this.sftp.configured) await this.jobs.nudge('bank-files-deliver', {}, { coalesce: true });
  }

  /** Delivers the due files, one at a time, until none is due (or `limit`); answers how each ended. */
  async deliverDue(limit = 50): Promise<{ delivered: number; retrying: number; failed: number }> {
    const counts = { delivered: 0, retrying: 0, failed: 0 };
    if (!this.sftp.configured) return counts;
    for (let taken = 0; taken < limit; taken++) {
      const outcome = await this.em.fork().transactional(async (tx) => {
        const [row] = await query<Row>(
          tx,
          `select ${COLUMNS} from bank_file_delivery where status = ${literal(Pending)} and next_attempt_on <= now() order by next_attempt_on, id limit 1 for update skip locked`,
        );
        return row ? this.attemptIn(tx, row) : null;
      });
      if (!outcome) break;
      counts[outcome] += 1;
    }
    return counts;
  }

  /** A failed delivery goes again with a new set of attempts; 409 for one that is not `Failed`. */
  async retry(id: string): Promise<BankFileDelivery> {
    const [row] = await query<Row>(
      this.em.fork(),
      `update bank_file_delivery set status = ${literal(Pending)}, attempts = 0, next_attempt_on = now() where id = ? and status = ${literal(Failed)} returning ${COLUMNS}`,
      [id],
    );
    if (!row) {
      const existing = await this.find(id);
      throw DomainError.conflict('BANK_FILE_DELIVERY_NOT_FAILED', `Delivery ${id} is ${existing.status}: only a Failed delivery is sent again.`);
    }
    await this.wake();
    return deliveryOf(row);
  }

  async find(id: string): Promise<BankFileDelivery> {
    const [row] = await query<Row>(this.em.fork(), `select ${COLUMNS} from bank_file_delivery where id = ?`, [id]);
    if (!row) throw DomainError.notFound('Bank file delivery', id);
    return deliveryOf(row);
  }

  /** Newest first, the id breaking ties. */
  async page(page: PageQuery): Promise<Page<BankFileDelivery>> {
    const em = this.em.fork();
    const { limit, offset } = pageOffset(page);
    const rows = await query<Row>(em, `select ${COLUMNS} from bank_file_delivery order by created_on desc, id desc limit ? offset ?`, [limit, offset]);
    const [count] = await query<{ total: number }>(em, 'select count(*)::int as total from bank_file_delivery');
    return toPage(rows.map(deliveryOf), count?.total ?? 0, page);
  }

  /** Deliveries by status, for `/metrics`. */
  counts(em: EntityManager): Promise<{ kind: string; status: string; n: string }[]> {
    return query(em, 'select kind, status, count(*) as n from bank_file_delivery group by kind, status');
  }

  private async attemptIn(tx: EntityManager, row: Row): Promise<'delivered' | 'retrying' | 'failed'> {
    const attempts = row.attempts + 1;
    const attempt = await this.upload(row);
    if (attempt.delivered) {
      await query(
        tx,
        `update bank_file_delivery set status = ${literal(Delivered)}, attempts = ?, delivered_on = now(), size_bytes = ?, sha256 = ?, found_on_server = ?, last_error = null where id = ?`,
        [attempts, attempt.sizeBytes, attempt.sha256, attempt.foundOnServer, row.id],
      );
      this.logger.log(`Delivered ${row.kind} ${row.source_id} to the bank as ${row.remote_name}${attempt.foundOnServer ? ' (found there from an earlier attempt)' : ''}`);
      return 'delivered';
    }
    const failed = attempts >= MAX_DELIVERY_ATTEMPTS;
    await query(tx, `update bank_file_delivery set status = ?, attempts = ?, last_error = ?, next_attempt_on = now() + make_interval(secs => ?) where id = ?`, [
      failed ? Failed : Pending,
      attempts,
      attempt.error,
      retryDelaySeconds(attempts),
      row.id,
    ]);
    const message = `Delivering ${row.kind} ${row.source_id} to the bank as ${row.remote_name} failed (attempt ${attempts} of ${MAX_DELIVERY_ATTEMPTS}): ${attempt.error}`;
    if (failed) this.logger.error(`${message}; given up, POST /admin/bank-file-deliveries/${row.id}/:retry sends it again`);
    else this.logger.warn(message);
    return failed ? 'failed' : 'retrying';
  }

  /** One attempt: the content (encrypted to the bank's key if it gave one), written under a temporary name and renamed. */
  private async upload(row: Row): Promise<Attempt> {
    try {
      const payload = await this.pgp.encryptForBank(await this.sources.read(row.kind, row.source_id));
      const target = `${this.sftp.settings.outboxDir}/${row.remote_name}`;
      const foundOnServer = await this.sftp.session(async (session) => {
        if (await session.exists(target)) return true;
        const partial = `${target}.part`;
        if (await session.exists(partial)) await session.remove(partial);
        await session.write(partial, payload);
        await session.rename(partial, target);
        return false;
      });
      // Found there: what an earlier attempt sent is not known byte for byte (PGP differs each time), so no size or hash.
      if (foundOnServer) return { delivered: true, sizeBytes: null, sha256: null, foundOnServer };
      return { delivered: true, sizeBytes: payload.length, sha256: createHash('sha256').update(payload).digest('hex'), foundOnServer };
    } catch (error) {
      return { delivered: false, error: error instanceof Error ? error.message : String(error) };
    }
  }
}
