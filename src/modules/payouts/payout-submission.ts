import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { JobsOptions } from 'bullmq';
import { chunk, mapLimited } from '../../core/collections';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { jobId } from '../../core/queue/job-registry';
import { JobQueue } from '../../core/queue/job-queue.service';
import { OutboxDispatcher, type Outbox } from '../../core/queue/outbox-dispatcher';
import { FieldEncryption } from '../../core/security/field-encryption';
import { PayoutMethodCategory, PayoutMethodsService } from '../payout-methods';
import { PayoutOutcomes, type PayoutResult } from './payout-outcomes';
import { PayoutRecords, type UnsubmittedPayout } from './payout-records';
import { providerRequestOf, type PayoutDetails, type ProviderOutcome } from './providers/payout-provider';
import { PayoutProviders } from './providers/payout-providers';
import { TransientProviderError } from './providers/remote-provider';

/** Payouts taken per dispatch round. */
export const DISPATCH_LIMIT = 2_000;
/** A payout taken this long ago and still unsubmitted lost its job (a worker died, Redis lost it): taken again. */
export const RETAKE_AFTER_SECONDS = 60;
/** Provider calls of one batch in flight at once. */
const PROVIDER_CONCURRENCY = 16;

/** The submit job's backoff, computed by payoutRetryDelay (the payouts worker's backoffStrategy). */
export const PAYOUT_BACKOFF = 'provider-aware';

/**
 * The delay before a submit job's next attempt: exponential (1 s, 2 s, 4 s…), or the provider's Retry-After when it
 * sent a longer one with its 429 or 503 (docs/providers.md, Failures and retries).
 */
export function payoutRetryDelay(attemptsMade: number, _type?: string, error?: Error): number {
  const exponential = 1_000 * 2 ** Math.max(0, attemptsMade - 1);
  const asked = error instanceof TransientProviderError && error.retryAfterSeconds !== undefined ? error.retryAfterSeconds * 1_000 : 0;
  return Math.max(exponential, Math.min(asked, 3_600_000));
}

export const PAYOUT_SUBMIT_JOB_OPTIONS: JobsOptions = {
  attempts: 8,
  // Exponential from 1 s, or later when a provider said when to come back (payoutRetryDelay).
  backoff: { type: PAYOUT_BACKOFF, delay: 1_000 },
  removeOnComplete: true,
  removeOnFail: { age: 7 * 24 * 3600 },
};

/**
 * Takes requested payouts to their providers (docs/payouts.md, Submission). The payout row is the outbox: written
 * in the beneficiary's request, found here by the dispatcher (woken after that commit, and periodic), handed to
 * submit jobs in batches. A submit job asks each provider with a key derived from the payout id, so a job that
 * runs twice (a worker killed mid-batch) gets the same answers and records nothing twice.
 */
@Injectable()
export class PayoutSubmission {
  /** Payouts per submit job (PAYOUT_SUBMIT_BATCH_SIZE). */
  private readonly batchSize: number;

  constructor(
    private readonly em: EntityManager,
    private readonly records: PayoutRecords,
    private readonly outcomes: PayoutOutcomes,
    private readonly providers: PayoutProviders,
    private readonly methods: PayoutMethodsService,
    private readonly encryption: FieldEncryption,
    private readonly jobs: JobQueue,
    private readonly dispatcher: OutboxDispatcher,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    this.batchSize = config.payoutSubmitBatchSize;
  }

  /** After a commit that requested payouts: the dispatcher hands them to submit jobs at once. */
  wake(): Promise<void> {
    return this.jobs.nudge('payouts-dispatch', {}, { coalesce: true });
  }

  /** Hands unsubmitted payouts to submit jobs, in batches; returns how many it handed over. */
  dispatch(): Promise<number> {
    return this.dispatcher.drain(this.unsubmitted);
  }

  private readonly unsubmitted: Outbox<string> = {
    batch: DISPATCH_LIMIT,
    lease: (limit) => this.records.takeUnsubmitted(this.em, RETAKE_AFTER_SECONDS, limit),
    jobsFor: (ids) =>
      chunk(ids, this.batchSize).map((batch) => ({
        name: 'payouts-submit',
        data: { payoutIds: batch },
        options: { ...PAYOUT_SUBMIT_JOB_OPTIONS, jobId: jobId('payouts-submit', batch[0], String(Date.now())) },
      })),
    release: (ids) => this.records.untake(this.em, ids),
  };

  /** Asks the providers for each payout still to submit, then records every outcome in one transaction. */
  async submit(payoutIds: readonly string[]): Promise<number> {
    const payouts = await this.records.unsubmitted(this.em, payoutIds);
    if (payouts.length === 0) return 0;
    const brands = await this.methods.brandsOf([...new Set(payouts.map((p) => p.payout_method_id))]);
    const results = await mapLimited(payouts, PROVIDER_CONCURRENCY, async (payout): Promise<PayoutResult> => ({
      payoutId: payout.id,
      instructionId: payout.payout_instruction_id,
      outcome: await this.ask(payout, brands.get(payout.payout_method_id) ?? null),
    }));
    await this.outcomes.apply(results);
    return results.length;
  }

  /** One provider call; a transient failure throws, and the job retries the whole batch (the keys make that safe). */
  private ask(payout: UnsubmittedPayout, brand: string | null): Promise<ProviderOutcome> {
    const category = payout.category as PayoutMethodCategory;
    const request = providerRequestOf(
      { id: payout.id, category, payoutMethodId: payout.payout_method_id, amountCents: Number(payout.amount_cents) },
      brand,
      this.encryption.decryptJson<PayoutDetails>(payout.details_encrypted),
    );
    return this.providers.forCategory(category).request(request);
  }
}
