import { Migration } from '@mikro-orm/migrations';

/**
 * Idempotency keys (docs/api-conventions.md, Idempotency keys): one row per organization and key, claimed `InProgress` by the first request and
 * `Completed` with its answer. Rows older than 24 hours count as absent and are replaced; `created_on` is indexed for
 * purging them.
 */
export class Migration20261121000400IdempotencyKeys extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table idempotency_key (
        organization_id uuid not null references organization (id),
        key text not null check (char_length(key) between 1 and 255),
        request_hash text,
        method text not null,
        path text not null,
        state text not null check (state in ('InProgress', 'Completed')),
        response_status integer,
        response_headers jsonb,
        response_body text,
        created_on timestamptz not null default now(),
        completed_on timestamptz,
        primary key (organization_id, key),
        constraint idempotency_key_completed_has_answer
          check (state <> 'Completed' or (request_hash is not null and response_status is not null and completed_on is not null))
      );`);
    this.addSql('create index idempotency_key_created_on_idx on idempotency_key (created_on);');
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists idempotency_key;');
  }
}
