import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { ScheduledJobs } from '../src/modules/administration';

/**
 * Upserts the BullMQ job scheduler of every repeating job on each worker boot (idempotent, whatever the number of
 * workers), except the jobs operators paused, whose schedulers are removed. The list of repeating jobs is declared
 * once, in `src/modules/administration/scheduled-jobs.ts` (the API lists, pauses and runs them too): add a new
 * repeating job there.
 */
@Injectable()
export class Schedules implements OnApplicationBootstrap {
  constructor(private readonly scheduled: ScheduledJobs) {}

  async onApplicationBootstrap(): Promise<void> {
    await this.scheduled.applyAll();
  }
}
