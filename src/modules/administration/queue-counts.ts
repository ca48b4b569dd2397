import { Injectable } from '@nestjs/common';
import { withTimeout } from '../../core/observability/metrics';
import { ENQUEUE_TIMEOUT_MS, JobQueue } from '../../core/queue/job-queue.service';
import { QUEUES } from '../../core/queue/job-registry';
import type { QueueCountsView } from './dto/administration.views';

/** Each queue's jobs by state, read from Redis at once (the API's `GET /admin/queues`). */
@Injectable()
export class QueueCounts {
  constructor(private readonly jobs: JobQueue) {}

  all(): Promise<QueueCountsView[]> {
    return Promise.all(
      QUEUES.map(async (name) => {
        const counts = await withTimeout(
          this.jobs.queue(name).getJobCounts('waiting', 'prioritized', 'active', 'delayed', 'failed', 'completed'),
          ENQUEUE_TIMEOUT_MS,
          `queue ${name}: Redis did not answer within ${ENQUEUE_TIMEOUT_MS} ms`,
        );
        return {
          name,
          waiting: (counts.waiting ?? 0) + (counts.prioritized ?? 0),
          active: counts.active ?? 0,
          delayed: counts.delayed ?? 0,
          failed: counts.failed ?? 0,
          completed: counts.completed ?? 0,
        };
      }),
    );
  }
}
