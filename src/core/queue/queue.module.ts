import { Global, Module } from '@nestjs/common';
import { BullModule } from '@nestjs/bullmq';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { DEFAULT_JOB_OPTIONS, QUEUES } from './job-registry';
import { JobQueue } from './job-queue.service';

@Global()
@Module({
  imports: [
    BullModule.forRootAsync({
      inject: [APP_CONFIG],
      useFactory: (config: AppConfig) => ({
        // Producers fail fast instead of queueing commands forever while Redis is away.
        connection: { url: config.redisUrl, enableOfflineQueue: false, maxRetriesPerRequest: 1 },
        prefix: config.queuePrefix,
        defaultJobOptions: DEFAULT_JOB_OPTIONS,
      }),
    }),
    ...QUEUES.map((name) => BullModule.registerQueue({ name })),
  ],
  providers: [JobQueue],
  exports: [JobQueue, BullModule],
})
export class QueueModule {}
