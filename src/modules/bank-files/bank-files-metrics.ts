import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Gauge } from 'prom-client';
import { Metrics, withTimeout } from '../../core/observability/metrics';
import { BankFileDeliveries } from './bank-file-deliveries';

/**
 * `bank_file_deliveries{kind,status}` in the API's `/metrics` (docs/bank-files.md), counted from the table when scraped
 * (the worker that delivers has no registry): alert on any `status="Failed"`.
 */
@Injectable()
export class BankFilesMetrics implements OnModuleInit {
  private readonly logger = new Logger(BankFilesMetrics.name);

  constructor(
    private readonly metrics: Metrics,
    private readonly em: EntityManager,
    private readonly deliveries: BankFileDeliveries,
  ) {}

  onModuleInit(): void {
    if (!this.deliveries.configured) return;
    const read = () =>
      withTimeout(this.deliveries.counts(this.em.fork()), 1_000, 'the bank file deliveries did not answer').catch((error: unknown) => {
        this.logger.warn(`Could not count the bank file deliveries: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      });
    new Gauge({
      name: 'bank_file_deliveries',
      help: 'Files for the bank by kind and delivery status (Pending, Delivered, Failed: attempts spent, see GET /admin/bank-file-deliveries).',
      labelNames: ['kind', 'status'],
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const row of await read()) this.set({ kind: row.kind, status: row.status }, Number(row.n));
      },
    });
  }
}
