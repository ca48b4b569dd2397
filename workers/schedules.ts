import { Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { JobQueue } from '../src/core/queue/job-queue.service';
import { QUEUE_OF_JOB, type JobName } from '../src/core/queue/job-registry';
import { REMINDERS_SCHEDULE_EVERY_SECONDS } from '../src/modules/notifications';

/** Repeating jobs, declared once; upserted on every worker boot (idempotent, whatever the number of workers). */
const SCHEDULES: { name: JobName; everyMs: number }[] = [
  { name: 'bank-accounts-sweep', everyMs: 60_000 },
  { name: 'idempotency-keys-purge', everyMs: 3_600_000 },
  { name: 'uploads-sweep', everyMs: 60_000 },
  // Emails coming due (a window's later part, lost jobs) become send jobs within seconds of their time.
  { name: 'emails-dispatch', everyMs: 5_000 },
  // Requested payouts whose wake-up was lost (Redis down at the time) or whose job died go out within seconds.
  { name: 'payouts-dispatch', everyMs: 2_000 },
  { name: 'reminders-schedule', everyMs: REMINDERS_SCHEDULE_EVERY_SECONDS * 1000 },
];

@Injectable()
export class Schedules implements OnApplicationBootstrap {
  constructor(private readonly jobs: JobQueue) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const { name, everyMs } of SCHEDULES) {
      await this.jobs.queue(QUEUE_OF_JOB[name]).upsertJobScheduler(name, { every: everyMs }, { name, data: {} });
    }
  }
}
