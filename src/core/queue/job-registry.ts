import type { JobsOptions } from 'bullmq';

/** Every queue, job and payload in one place (docs/queues-and-jobs.md). Payloads carry ids only: handlers reload state. */
export const QUEUES = ['notifications', 'uploads', 'money-movement', 'payouts', 'maintenance', 'webhooks', 'events'] as const;
export type QueueName = (typeof QUEUES)[number];

export interface JobPayloads {
  'bank-account-provision': { organizationId: string; bankAccountId: string };
  /** Periodic: hands pending bank accounts whose job was lost back to the worker. */
  'bank-accounts-sweep': Record<string, never>;
  /** Periodic: deletes idempotency records past their 24 hours (they already count as absent). */
  'idempotency-keys-purge': Record<string, never>;
  /** Periodic: hands unfinished uploads whose job was lost back to the worker; fails those whose job ended unfinished. */
  'uploads-sweep': Record<string, never>;
  /** Periodic: cancels what nobody claimed of campaigns past their expiry date, funds back to unallocated (docs/campaign-expiry.md). */
  'campaign-expiry': Record<string, never>;
  /** Periodic: folds the report tallies' deltas into one row per key, so reports keep reading a few rows (docs/reports.md). */
  'report-tallies-fold': Record<string, never>;
  /** Parses, validates and merges an uploaded file of payout instructions. */
  'upload-process': { organizationId: string; uploadId: string };
  /** Renders and sends one queued email (an `email_delivery` row), and records the outcome. */
  'email-send': { deliveryId: string };
  /** Turns queued emails coming due into send jobs, in batches; woken by actions that queue emails, and periodic. */
  'emails-dispatch': Record<string, never>;
  /** Periodic: queues the automatic reminders of campaigns that ask for them. */
  'reminders-schedule': Record<string, never>;
  /** Hands requested payouts to submit jobs in batches; woken after a payout is requested, and periodic. */
  'payouts-dispatch': Record<string, never>;
  /** Asks the providers for a batch of payouts and records their outcomes (docs/payouts.md). */
  'payouts-submit': { payoutIds: string[] };
  /** Periodic: every pending ACH transfer into one NACHA file, submitted (docs/bank-rails.md). */
  'ach-batch': Record<string, never>;
  /** Periodic (daily by default): the checks waiting are numbered and printed into one PDF. */
  'check-print-run': Record<string, never>;
  /** Sandbox, periodic: the sandbox bank settles submitted transfers, the sandbox printer mails printed checks. */
  'bank-rails-sandbox': Record<string, never>;
  /** Decides one queued direct ACH request (docs/bank-rails.md): the ACH payout requested, or the instruction cancelled. */
  'direct-ach-request': { requestId: string };
  /** Periodic: hands queued direct ACH requests whose job was lost back to the worker. */
  'direct-ach-sweep': Record<string, never>;
  /** Turns webhook deliveries coming due (new events, retries) into deliver jobs, in batches; woken after events are written, and periodic. */
  'webhooks-dispatch': Record<string, never>;
  /** Delivers a batch of webhook deliveries to their endpoints, signed, and records each outcome (docs/webhooks.md). */
  'webhooks-deliver': { deliveryIds: string[] };
  /** Hands recorded domain events to their subscribers' handle jobs, in batches; woken at the commits that record them, and periodic (docs/events.md). */
  'events-dispatch': Record<string, never>;
  /** Runs one subscriber (`Class.method`) on a batch of events, at least once. */
  'events-handle': { subscriber: string; eventIds: string[] };
  /** Periodic: deletes domain events past their 30 days. */
  'events-purge': Record<string, never>;
  /** With a bank connection: delivers the due files to the bank's SFTP server (docs/bank-files.md); woken after a batch or print run, and periodic. */
  'bank-files-deliver': Record<string, never>;
  /** Periodic, with a bank connection: submitted ACH transfers settle on their effective date (docs/bank-files.md, Settlement). */
  'ach-settlement': Record<string, never>;
  /** Periodic, with a bank connection: the bank's SFTP inbox read, each new file applied once or quarantined (docs/bank-files-in.md). */
  'bank-inbox-poll': Record<string, never>;
}
export type JobName = keyof JobPayloads;

export const QUEUE_OF_JOB: { readonly [N in JobName]: QueueName } = {
  'bank-account-provision': 'money-movement',
  'bank-accounts-sweep': 'maintenance',
  'idempotency-keys-purge': 'maintenance',
  'upload-process': 'uploads',
  'uploads-sweep': 'maintenance',
  'campaign-expiry': 'maintenance',
  'report-tallies-fold': 'maintenance',
  'email-send': 'notifications',
  'emails-dispatch': 'notifications',
  'reminders-schedule': 'notifications',
  'payouts-dispatch': 'payouts',
  'payouts-submit': 'payouts',
  'ach-batch': 'payouts',
  'check-print-run': 'payouts',
  'bank-rails-sandbox': 'payouts',
  'direct-ach-request': 'payouts',
  'direct-ach-sweep': 'payouts',
  'webhooks-dispatch': 'webhooks',
  'webhooks-deliver': 'webhooks',
  'events-dispatch': 'events',
  'events-handle': 'events',
  'events-purge': 'maintenance',
  'bank-files-deliver': 'payouts',
  'ach-settlement': 'payouts',
  'bank-inbox-poll': 'maintenance',
};

/** Transient failures retry with exponential backoff; permanent ones throw UnrecoverableError. */
export const DEFAULT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  backoff: { type: 'exponential', delay: 1_000 },
  removeOnComplete: { age: 24 * 3600, count: 10_000 },
  removeOnFail: { age: 7 * 24 * 3600 },
};

/** BullMQ job ids may not contain ':' and must not be all digits; business keys are joined with '-'. */
export const jobId = (name: JobName, ...keys: string[]): string => [name, ...keys].join('-');
