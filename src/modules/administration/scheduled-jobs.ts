import type { BankConnectionConfig } from '../../core/config/bank-connection.config';
import type { AppConfig, BankRailsConfig } from '../../core/config/app-config';
import type { JobName, JobPayloads } from '../../core/queue/job-registry';
import { REMINDERS_SCHEDULE_EVERY_SECONDS } from '../notifications';

/** Jobs that take no payload: the only ones a schedule (or an operator's `:run`) can start. */
export type SchedulableJob = { [N in JobName]: JobPayloads[N] extends Record<string, never> ? N : never }[JobName];

/** One repeating job of the deployment (docs/queues-and-jobs.md, Schedules; docs/administration.md). */
export interface ScheduledJobDefinition {
  /** The operators' name (`/admin/scheduled-jobs/{name}`), as the API contract names them. */
  readonly name: string;
  /** The job it runs; also the id of its BullMQ job scheduler (kept from before schedules had names of their own). */
  readonly job: SchedulableJob;
  readonly everySeconds: number;
}

/**
 * Every repeating job, declared once: workers upsert a BullMQ job scheduler for each one not paused when they boot
 * (workers/schedules.ts), the API lists them and pauses, resumes and runs them (`/admin/scheduled-jobs`).
 */
export type ScheduleConfig = Pick<AppConfig, 'isSandbox'> & {
  readonly bankRails: Pick<BankRailsConfig, 'achBatchEverySeconds' | 'checkPrintRunEverySeconds'>;
  /** With a bank connection only (docs/bank-files.md): absent, nothing is delivered to the bank or read from it. */
  readonly bankConnection?: Pick<BankConnectionConfig, 'inboxPollSeconds'>;
};

export function scheduledJobs({ bankRails, isSandbox, bankConnection }: ScheduleConfig): ScheduledJobDefinition[] {
  return [
    // Pending bank accounts whose provisioning job was lost get a new one.
    { name: 'bank-accounts-sweep', job: 'bank-accounts-sweep', everySeconds: 60 },
    { name: 'idempotency-keys-purge', job: 'idempotency-keys-purge', everySeconds: 3_600 },
    // Unfinished uploads whose job was lost get a new one; those whose job ended unfinished are Failed.
    { name: 'stale-uploads', job: 'uploads-sweep', everySeconds: 60 },
    // Campaigns expire by the calendar day (midnight UTC): 5 minutes after it at most, what nobody claimed is cancelled
    // and its money back to unallocated. A run with nothing to do is one indexed query.
    { name: 'campaign-expiry', job: 'campaign-expiry', everySeconds: 300 },
    // Reports sum the tallies' rows: folding them every minute keeps a busy campaign's at a few hundred.
    { name: 'report-tallies-fold', job: 'report-tallies-fold', everySeconds: 60 },
    // Emails coming due (a window's later part, lost jobs) become send jobs within seconds of their time.
    { name: 'email-dispatch', job: 'emails-dispatch', everySeconds: 5 },
    // Requested payouts whose wake-up was lost (Redis down at the time) or whose job died go out within seconds.
    { name: 'payouts-dispatch', job: 'payouts-dispatch', everySeconds: 2 },
    { name: 'automatic-reminders', job: 'reminders-schedule', everySeconds: REMINDERS_SCHEDULE_EVERY_SECONDS },
    { name: 'ach-batch', job: 'ach-batch', everySeconds: bankRails.achBatchEverySeconds },
    { name: 'check-print-run', job: 'check-print-run', everySeconds: bankRails.checkPrintRunEverySeconds },
    // Queued direct ACH requests whose job was lost get a new one.
    { name: 'direct-ach-sweep', job: 'direct-ach-sweep', everySeconds: 30 },
    // Domain events are dispatched at the commit that records them (the worker listens); this catches what it missed.
    { name: 'events-dispatch', job: 'events-dispatch', everySeconds: 1 },
    { name: 'events-purge', job: 'events-purge', everySeconds: 3_600 },
    // Deliveries are woken when their events are handled; retries come due by the clock, looked for every second.
    { name: 'webhooks-dispatch', job: 'webhooks-dispatch', everySeconds: 1 },
    // The sandbox bank and printer answer within seconds of their delay; production's answer through their own callbacks.
    ...(isSandbox ? [{ name: 'bank-rails-sandbox', job: 'bank-rails-sandbox' as const, everySeconds: 10 }] : []),
    // With a bank connection only: files go to the bank as they are made (woken then; this catches retries and lost
    // wake-ups), and its returns, NOCs and statements are read from its inbox.
    ...(bankConnection
      ? [
          { name: 'bank-files-deliver', job: 'bank-files-deliver' as const, everySeconds: 15 },
          // A real bank sends no settlement message: transfers settle on their effective date, looked for hourly.
          { name: 'ach-settlement', job: 'ach-settlement' as const, everySeconds: 3_600 },
          { name: 'bank-inbox-poll', job: 'bank-inbox-poll' as const, everySeconds: bankConnection.inboxPollSeconds },
        ]
      : []),
  ];
}

/** The job names any schedule may run, whatever the configuration: the runs worth recording (scheduled-job-runs.ts). */
export const SCHEDULED_JOB_NAMES: ReadonlySet<JobName> = new Set(
  scheduledJobs({ bankRails: { achBatchEverySeconds: 1, checkPrintRunEverySeconds: 1 }, isSandbox: true, bankConnection: { inboxPollSeconds: 1 } }).map((s) => s.job),
);
