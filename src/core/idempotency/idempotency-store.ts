import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { IDEMPOTENCY_KEY_TTL_HOURS } from './idempotency-key';

export type IdempotencyState = 'InProgress' | 'Completed';

/** A remembered key of an organization (a row of `idempotency_key` younger than the TTL). */
export interface IdempotencyRecord {
  state: IdempotencyState;
  /** Null while a multipart request is in progress: its fingerprint is known only once its body has gone by. */
  requestHash: string | null;
  responseStatus: number | null;
  responseHeaders: Record<string, string | string[]> | null;
  /** The handler's result as JSON text (text, not jsonb, so that it replays byte for byte); null for no body. */
  responseBody: string | null;
}

export interface ClaimRequest {
  organizationId: string;
  key: string;
  requestHash: string | null;
  method: string;
  path: string;
}

export interface StoredResponse {
  requestHash: string;
  status: number;
  headers: Record<string, string | string[]>;
  body: string | null;
}

interface RecordRow {
  state: IdempotencyState;
  request_hash: string | null;
  response_status: number | null;
  response_headers: Record<string, string | string[]> | null;
  response_body: string | null;
}

const TTL = `interval '${IDEMPOTENCY_KEY_TTL_HOURS} hours'`;

/**
 * The `idempotency_key` table, in raw SQL. Every statement runs on its own pooled connection in autocommit, never
 * in the request's transaction: a claim must be visible to a concurrent duplicate at once, and must outlive a
 * rollback of the work it guards.
 */
@Injectable()
export class IdempotencyStore {
  constructor(private readonly em: EntityManager) {}

  /**
   * Claims the key for a request: true when this request now owns it (no row, or only an expired one, which is
   * replaced in the same statement), false when a live row exists. Atomic: of concurrent claims, exactly one wins.
   */
  async claim(request: ClaimRequest): Promise<boolean> {
    const rows = await this.query<{ claimed: number }>(
      `insert into idempotency_key as k (organization_id, key, request_hash, method, path, state)
       values (?, ?, ?, ?, ?, 'InProgress')
       on conflict (organization_id, key) do update
         set request_hash = excluded.request_hash, method = excluded.method, path = excluded.path, state = 'InProgress',
             response_status = null, response_headers = null, response_body = null, created_on = now(), completed_on = null
         where k.created_on <= now() - ${TTL}
       returning 1 as claimed`,
      [request.organizationId, request.key, request.requestHash, request.method, request.path],
    );
    return rows.length === 1;
  }

  /** The live (younger than the TTL) record of the key, if any. */
  async find(organizationId: string, key: string): Promise<IdempotencyRecord | undefined> {
    const [row] = await this.query<RecordRow>(
      `select state, request_hash, response_status, response_headers, response_body
         from idempotency_key
        where organization_id = ? and key = ? and created_on > now() - ${TTL}`,
      [organizationId, key],
    );
    if (!row) return undefined;
    return {
      state: row.state,
      requestHash: row.request_hash,
      responseStatus: row.response_status,
      responseHeaders: row.response_headers,
      responseBody: row.response_body,
    };
  }

  /** Records the answer of the request that holds the claim; from now on repeats replay it. */
  async complete(organizationId: string, key: string, response: StoredResponse): Promise<void> {
    await this.query(
      `update idempotency_key
          set state = 'Completed', request_hash = ?, response_status = ?, response_headers = ?::jsonb, response_body = ?,
              completed_on = now()
        where organization_id = ? and key = ? and state = 'InProgress'`,
      [response.requestHash, response.status, JSON.stringify(response.headers), response.body, organizationId, key],
    );
  }

  /** Gives the key back after the request failed, so that the client may retry it (corrected) with the same key. */
  async release(organizationId: string, key: string): Promise<void> {
    await this.query(`delete from idempotency_key where organization_id = ? and key = ? and state = 'InProgress'`, [organizationId, key]);
  }

  /** Deletes expired records (they already count as absent); for a maintenance sweep. Returns how many went. */
  async purgeExpired(): Promise<number> {
    const rows = await this.query<{ key: string }>(`delete from idempotency_key where created_on <= now() - ${TTL} returning key`);
    return rows.length;
  }

  /** MikroORM inlines `?` parameters as escaped literals (see ledger-sql.ts). No transaction context: autocommit. */
  private query<T extends object>(sql: string, params: readonly unknown[] = []): Promise<T[]> {
    return this.em.getConnection().execute<T[]>(sql, params.map((param) => param ?? null), 'all');
  }
}
