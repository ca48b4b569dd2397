import { ApiProperty } from '@nestjs/swagger';
import type { ScheduledJobState } from '../scheduled-jobs.service';

/** `202` of `:publish`. */
export class PublishedMessagesView {
  @ApiProperty({ type: 'integer', minimum: 0, description: 'How many emails were made due now, or queued again.' }) count!: number;
}

export class QueueCountsView {
  @ApiProperty({ example: 'notifications', description: 'The BullMQ queue.' }) name!: string;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Jobs waiting for a worker (prioritized ones included).' }) waiting!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Jobs a worker is running now.' }) active!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Jobs waiting for their time: scheduled runs, delayed sends, retries after a backoff.' }) delayed!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Failed jobs kept (a week by default; sends are not kept, their email row has the outcome).' }) failed!: number;
  @ApiProperty({ type: 'integer', minimum: 0, description: 'Completed jobs kept (a day, at most 10,000, by default).' }) completed!: number;
}

export class QueueCountsListView {
  @ApiProperty({ type: [QueueCountsView] }) data!: QueueCountsView[];
}

export class ScheduleView {
  @ApiProperty({ type: 'integer', minimum: 1, description: 'The job runs this often.' }) everySeconds!: number;
}

export class ScheduledJobView {
  @ApiProperty({ example: 'ach-batch', description: 'The job’s name, as in `/admin/scheduled-jobs/{name}`.' }) name!: string;
  @ApiProperty({ type: ScheduleView }) schedule!: ScheduleView;
  @ApiProperty({ description: 'A paused job has no schedule until resumed; `:run` still runs it.' }) paused!: boolean;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When the schedule runs it next; null while paused.' }) nextRunOn!: string | null;
  @ApiProperty({ type: String, format: 'date-time', nullable: true, description: 'When its latest run started (scheduled, `:run` or a wake-up); null when none is recorded.' })
  lastRunOn!: string | null;
  @ApiProperty({ enum: ['Succeeded', 'Failed'], enumName: 'ScheduledJobRunOutcome', nullable: true, description: 'How its latest run ended; null when none is recorded.' })
  lastRunOutcome!: 'Succeeded' | 'Failed' | null;

  static of(state: ScheduledJobState): ScheduledJobView {
    return {
      name: state.definition.name,
      schedule: { everySeconds: state.definition.everySeconds },
      paused: state.paused,
      nextRunOn: state.nextRunOn?.toISOString() ?? null,
      lastRunOn: state.runs.lastRunOn?.toISOString() ?? null,
      lastRunOutcome: state.runs.lastRunOutcome,
    };
  }
}

export class ScheduledJobListView {
  @ApiProperty({ type: [ScheduledJobView] }) data!: ScheduledJobView[];
}
