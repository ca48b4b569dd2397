import { Inject, Injectable, type OnApplicationBootstrap } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../src/core/config/app-config';
import { JobQueue } from '../src/core/queue/job-queue.service';
import { QUEUE_OF_JOB, type JobName } from '../src/core/queue/job-registry';
import { REMINDERS_SCHEDULE_EVERY_SECONDS } from '../src/modules/notifications';

/** Repeating jobs, declared once; upserted on every worker boot (idempotent, whatever the number of workers). */
const schedules = ({ bankRails, isSandbox }: AppConfig): { name: JobName; everyMs: number }[] => [
  { name: 'bank-accounts-sweep', everyMs: 60_000 },
  { name: 'idempotency-keys-purge', everyMs: 3_600_000 },
  { name: 'uploads-sweep', everyMs: 60_000 },
  // Campaigns expire by the calendar day (midnight UTC): 5 minutes after it at most, what nobody claimed is cancelled
  // and its money back to unallocated. A run with nothing to do is one indexed query.
  { name: 'campaign-expiry', everyMs: 300_000 },
  // Reports sum the tallies' rows: folding them every minute keeps a busy campaign's at a few hundred.
  { name: 'report-tallies-fold', everyMs: 60_000 },
  // Emails coming due (a window's later part, lost jobs) become send jobs within seconds of their time.
  { name: 'emails-dispatch', everyMs: 5_000 },
  // Requested payouts whose wake-up was lost (Redis down at the time) or whose job died go out within seconds.
  { name: 'payouts-dispatch', everyMs: 2_000 },
  { name: 'reminders-schedule', everyMs: REMINDERS_SCHEDULE_EVERY_SECONDS * 1000 },
  { name: 'ach-batch', everyMs: bankRails.achBatchEverySeconds * 1000 },
  { name: 'check-print-run', everyMs: bankRails.checkPrintRunEverySeconds * 1000 },
  // The sandbox bank and printer answer within seconds of their delay; production's answer through their own callbacks.
  // Queued direct ACH requests whose job was lost get a new one.
  { name: 'direct-ach-sweep', everyMs: 30_000 },
  ...(isSandbox ? [{ name: 'bank-rails-sandbox' as const, everyMs: 10_000 }] : []),
];

@Injectable()
export class Schedules implements OnApplicationBootstrap {
  constructor(
    private readonly jobs: JobQueue,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async onApplicationBootstrap(): Promise<void> {
    for (const { name, everyMs } of schedules(this.config)) {
      await this.jobs.queue(QUEUE_OF_JOB[name]).upsertJobScheduler(name, { every: everyMs }, { name, data: {} });
    }
  }
}
