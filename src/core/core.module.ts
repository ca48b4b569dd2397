import { Module } from '@nestjs/common';
import { ConfigModule } from './config/config.module';
import { DatabaseModule } from './database/database.module';
import { QueueModule } from './queue/queue.module';
import { EventsModule } from './events/events.module';
import { StorageModule } from './storage/storage.module';
import { LedgerModule } from './ledger/ledger.module';
import { IdempotencyModule } from './idempotency/idempotency.module';
import { ObservabilityModule } from './observability/observability.module';
import { SecurityModule } from './security/security.module';
import { BankConnectionModule } from './bank-connection';

/** The shared kernel every process (API, worker, tests) starts with. */
@Module({
  imports: [ConfigModule, ObservabilityModule, DatabaseModule, QueueModule, EventsModule, StorageModule, LedgerModule, IdempotencyModule, SecurityModule, BankConnectionModule],
  exports: [ConfigModule, ObservabilityModule, DatabaseModule, QueueModule, EventsModule, StorageModule, LedgerModule, IdempotencyModule, SecurityModule, BankConnectionModule],
})
export class CoreModule {}
