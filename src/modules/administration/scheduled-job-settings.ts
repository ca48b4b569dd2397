import { Injectable } from '@nestjs/common';
import { MikroORM, type EntityManager } from '@mikro-orm/postgresql';
import { execute, query } from '../../core/database/sql';

/** Any constant: the key of the advisory lock that orders pauses, resumes and workers' boots (see `exclusively`). */
const SCHEDULES_LOCK = 0x5c4ed01e;

/**
 * Operators' settings of the repeating jobs, in `scheduled_job_setting` (this module's table): for now, whether a job
 * is paused. PostgreSQL, not Redis, holds them, so a pause outlives a Redis flush and every restart.
 */
@Injectable()
export class ScheduledJobSettings {
  constructor(private readonly orm: MikroORM) {}

  /**
   * Runs `work` in a transaction holding the schedules' advisory lock: a pause (setting written, BullMQ scheduler
   * removed) and a worker's boot (settings read, schedulers upserted) never interleave, so a worker cannot put back
   * the scheduler of a job paused while it was reading.
   */
  exclusively<T>(work: (em: EntityManager) => Promise<T>): Promise<T> {
    return this.orm.em.fork().transactional(async (em) => {
      await query(em, 'select pg_advisory_xact_lock(?)', [SCHEDULES_LOCK]);
      return work(em);
    });
  }

  async pausedNames(em: EntityManager = this.orm.em.fork()): Promise<Set<string>> {
    const rows = await query<{ name: string }>(em, 'select name from scheduled_job_setting where paused');
    return new Set(rows.map((row) => row.name));
  }

  async setPaused(em: EntityManager, name: string, paused: boolean, by: string | null): Promise<void> {
    await execute(
      em,
      `insert into scheduled_job_setting (name, paused, updated_on, updated_by) values (?, ?, now(), ?)
       on conflict (name) do update set paused = excluded.paused, updated_on = excluded.updated_on, updated_by = excluded.updated_by`,
      [name, paused, by],
    );
  }
}
