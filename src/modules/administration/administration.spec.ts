import { QUEUE_OF_JOB } from '../../core/queue/job-registry';
import { boardUrl } from './queue-board';
import { overdueSeconds } from './scheduled-job-metrics';
import { finishedRun, runRecordOf } from './scheduled-job-runs';
import { SCHEDULED_JOB_NAMES, scheduledJobs } from './scheduled-jobs';

const CONFIG = { bankRails: { achBatchEverySeconds: 900, checkPrintRunEverySeconds: 86_400 }, isSandbox: false };

describe('scheduled jobs', () => {
  it('names each repeating job once, as the contract does, with a job of the registry and a positive interval', () => {
    const jobs = scheduledJobs({ ...CONFIG, isSandbox: true });
    expect(new Set(jobs.map((j) => j.name)).size).toBe(jobs.length);
    expect(new Set(jobs.map((j) => j.job)).size).toBe(jobs.length);
    expect(jobs.map((j) => j.name)).toEqual(expect.arrayContaining(['ach-batch', 'check-print-run', 'email-dispatch', 'automatic-reminders', 'campaign-expiry', 'stale-uploads']));
    for (const job of jobs) {
      expect(job.name).toMatch(/^[a-z0-9-]{1,64}$/);
      expect(QUEUE_OF_JOB[job.job]).toBeDefined();
      expect(Number.isInteger(job.everySeconds) && job.everySeconds > 0).toBe(true);
    }
  });

  it('takes the bank rails’ intervals from the configuration, and runs the sandbox bank in the sandbox only', () => {
    const production = scheduledJobs(CONFIG);
    expect(production.find((j) => j.name === 'ach-batch')?.everySeconds).toBe(900);
    expect(production.find((j) => j.name === 'check-print-run')?.everySeconds).toBe(86_400);
    expect(production.map((j) => j.job)).not.toContain('bank-rails-sandbox');
    expect(scheduledJobs({ ...CONFIG, isSandbox: true }).map((j) => j.job)).toContain('bank-rails-sandbox');
  });

  it('records the runs of every job any configuration schedules, and of no other', () => {
    const connected = scheduledJobs({ ...CONFIG, isSandbox: true, bankConnection: { inboxPollSeconds: 300 } });
    expect([...SCHEDULED_JOB_NAMES].sort()).toEqual(connected.map((j) => j.job).sort());
    expect(connected.find((j) => j.job === 'bank-inbox-poll')?.everySeconds).toBe(300);
    // Files go to the bank and its inbox is polled only with a bank connection (docs/bank-files.md).
    expect(scheduledJobs({ ...CONFIG, isSandbox: true }).map((j) => j.job)).not.toContain('bank-inbox-poll');
    expect(scheduledJobs({ ...CONFIG, isSandbox: true }).map((j) => j.job)).not.toContain('bank-files-deliver');
    expect(SCHEDULED_JOB_NAMES.has('email-send')).toBe(false);
  });
});

describe('runs of scheduled jobs', () => {
  it('measures a run’s lag from the time it was due: its creation plus its delay', () => {
    expect(finishedRun({ timestamp: 1_000, processedOn: 6_500, opts: { delay: 5_000 } }, 'Succeeded')).toEqual({ outcome: 'Succeeded', startedOn: 6_500, lagMs: 500 });
    expect(finishedRun({ timestamp: 1_000, processedOn: 1_200, opts: {} }, 'Failed')).toEqual({ outcome: 'Failed', startedOn: 1_200, lagMs: 200 });
    // A clock a little ahead on the producer's side never makes a negative lag.
    expect(finishedRun({ timestamp: 2_000, processedOn: 1_500, opts: {} }, 'Succeeded').lagMs).toBe(0);
    expect(finishedRun({ timestamp: 2_000, processedOn: undefined, opts: {} }, 'Succeeded', 9_000).startedOn).toBe(9_000);
  });

  it('reads what Redis keeps, and nothing when it keeps nothing or something malformed', () => {
    expect(runRecordOf({ succeeded: '3', failed: '1', lastRunOn: '1700000000000', lastRunOutcome: 'Failed', lastLagMs: '42' })).toEqual({
      succeeded: 3,
      failed: 1,
      lastRunOn: new Date(1_700_000_000_000),
      lastRunOutcome: 'Failed',
      lastLagMs: 42,
    });
    expect(runRecordOf({})).toEqual({ succeeded: 0, failed: 0, lastRunOn: null, lastRunOutcome: null, lastLagMs: null });
    expect(runRecordOf({ succeeded: 'x', lastRunOn: 'soon', lastRunOutcome: 'Succeeded' })).toEqual({ succeeded: 0, failed: 0, lastRunOn: null, lastRunOutcome: null, lastLagMs: null });
    expect(runRecordOf({ lastRunOn: '5', lastRunOutcome: 'Maybe' }).lastRunOutcome).toBeNull();
  });

  it('counts a next run overdue only when it is past due and the job is not paused', () => {
    expect(overdueSeconds({ paused: false, nextRunOn: new Date(10_000) }, 13_500)).toBe(3.5);
    expect(overdueSeconds({ paused: false, nextRunOn: new Date(10_000) }, 9_000)).toBe(0);
    expect(overdueSeconds({ paused: true, nextRunOn: new Date(10_000) }, 13_500)).toBe(0);
    expect(overdueSeconds({ paused: false, nextRunOn: null }, 13_500)).toBe(0);
  });
});

describe('the queue board', () => {
  it('hands the board its own URL, query included', () => {
    expect(boardUrl('/admin/queues/board')).toBe('/');
    expect(boardUrl('/admin/queues/board/')).toBe('/');
    expect(boardUrl('/admin/queues/board?x=1')).toBe('/?x=1');
    expect(boardUrl('/admin/queues/board/api/queues?activeQueue=payouts')).toBe('/api/queues?activeQueue=payouts');
    expect(boardUrl('/admin/queues/board/static/js/main.js')).toBe('/static/js/main.js');
  });
});
