import { Global, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DEFAULT_JOB_OPTIONS, QUEUES } from './job-registry';
import { JobFailures } from './job-failures';
import { JobQueue } from './job-queue.service';
import { OutboxDispatcher } from './outbox-dispatcher';

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // Workers need maxRetriesPerRequest null (their blocking reads must wait for Redis to come back); producers
        // get their fail-fast behaviour from JobQueue's timeout instead.
        connection: { url: config.redisUrl, maxRetriesPerRequest: null },
        prefix: config.queuePrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    ...QUEUES.map((name) => BullModule.registerQueue({ name })),
  ],
  providers: [JobQueue, JobFailures, OutboxDispatcher],
  exports: [JobQueue, JobFailures, OutboxDispatcher, BullModule],
})
export class QueueModule {}
