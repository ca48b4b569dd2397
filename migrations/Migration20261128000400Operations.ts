import { Migration } from '@mikro-orm/migrations';

/**
 * Operators' settings of the repeating jobs (docs/administration.md): a paused job keeps no BullMQ scheduler, and
 * this row is what keeps it paused when workers restart (they upsert the schedulers of the others on boot).
 * Written by the administration module only.
 */
export class Migration20261128000400Operations extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table scheduled_job_setting (
        name text primary key,
        paused boolean not null default false,
        updated_on timestamptz not null default now(),
        -- the operator's token subject; null for a machine client without one
        updated_by text
      );`);
  }

  override async down(): Promise<void> {
    this.addSql('drop table if exists scheduled_job_setting;');
  }
}
