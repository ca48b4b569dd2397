export { AdministrationModule } from './administration.module';
export { ScheduledJobsModule } from './scheduled-jobs.module';
export { ScheduledJobs, type ScheduledJobState } from './scheduled-jobs.service';
export { ScheduledJobRuns, type RunOutcome, type RunRecord } from './scheduled-job-runs';
export { ScheduledJobSettings } from './scheduled-job-settings';
export { scheduledJobs, SCHEDULED_JOB_NAMES, type ScheduledJobDefinition, type SchedulableJob } from './scheduled-jobs';
