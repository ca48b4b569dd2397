import { Module } from '@nestjs/common';
import { ScheduledJobRuns } from './scheduled-job-runs';
import { ScheduledJobSettings } from './scheduled-job-settings';
import { ScheduledJobs } from './scheduled-jobs.service';

/**
 * The repeating jobs, for both processes: workers apply their schedules on boot and record their runs; the API
 * (AdministrationModule) lists, pauses, resumes and runs them.
 */
@Module({
  providers: [ScheduledJobSettings, ScheduledJobRuns, ScheduledJobs],
  exports: [ScheduledJobSettings, ScheduledJobRuns, ScheduledJobs],
})
export class ScheduledJobsModule {}
