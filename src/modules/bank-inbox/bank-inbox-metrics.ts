import { Injectable, Logger, type OnModuleInit } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Counter } from 'prom-client';
import { Metrics, withTimeout } from '../../core/observability/metrics';
import { BankInboundFiles } from './bank-inbound-files';

const READ_TIMEOUT_MS = 1_000;

/**
 * `bank_inbound_files_total{kind,status}` in the API's `/metrics` (docs/bank-files-in.md), counted from the table when
 * scraped (the worker that reads the files has no registry): alert on an increase of `status="Quarantined"`.
 */
@Injectable()
export class BankInboxMetrics implements OnModuleInit {
  private readonly logger = new Logger(BankInboxMetrics.name);

  constructor(
    private readonly metrics: Metrics,
    private readonly em: EntityManager,
    private readonly files: BankInboundFiles,
  ) {}

  onModuleInit(): void {
    const read = () =>
      withTimeout(this.files.counts(this.em.fork()), READ_TIMEOUT_MS, 'the bank files did not answer').catch((error: unknown) => {
        this.logger.warn(`Could not count the bank files: ${error instanceof Error ? error.message : String(error)}`);
        return [];
      });
    new Counter({
      name: 'bank_inbound_files_total',
      help: 'Files read from the bank, by kind and status (Applied, Quarantined: nothing applied, see GET /admin/bank-inbound-files).',
      labelNames: ['kind', 'status'],
      registers: [this.metrics.registry],
      async collect() {
        this.reset();
        for (const row of await read()) this.inc({ kind: row.kind ?? 'Unknown', status: row.status }, Number(row.n));
      },
    });
  }
}
