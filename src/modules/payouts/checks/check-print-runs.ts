import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { newId } from '../../../core/database/base.entity';
import { query, queryBound } from '../../../core/database/sql';
import { centsToAmount } from '../../../core/money/money';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { CampaignsService } from '../../campaigns';
import { InstructionProgress } from '../../payout-instructions';
import { PayoutRecords } from '../payout-records';
import { PayoutStatus } from '../payout-state';
import type { PayoutDetails } from '../providers/payout-provider';
import { renderCheckRun, type CheckDrawer, type CheckToPrint } from './check-printing';

/** Checks per print run (one PDF each): a larger backlog is printed in several runs, one after the other. */
export const CHECKS_PER_RUN = 2_000;

/** Serialises print runs (the schedule and an administrator's trigger): a check is printed once. */
const CHECK_PRINT_RUN_LOCK = 7_310_002;

export interface PrintRunResult {
  printRunIds: string[];
  count: number;
}

/**
 * The check print run (docs/bank-rails.md): every `PaperCheck` and `CheckTransfer` payout waiting (of one
 * organization, when an administrator triggers it) gets the next check number, is printed into the run's one PDF and
 * becomes `SentForPrinting`, in one transaction with the PDF, so a run that dies midway prints nothing.
 */
@Injectable()
export class CheckPrintRuns {
  private readonly drawer: CheckDrawer;

  constructor(
    private readonly em: EntityManager,
    private readonly payouts: PayoutRecords,
    private readonly progress: InstructionProgress,
    private readonly campaigns: CampaignsService,
    private readonly encryption: FieldEncryption,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const rails = config.bankRails;
    this.drawer = { name: rails.companyName, addressLines: [], bankName: rails.odfiName, routingNumber: rails.odfiRoutingNumber, accountNumber: rails.checkAccountNumber };
  }

  /** Prints every waiting check now, in runs of CHECKS_PER_RUN; `organizationId` limits it to that organization's. */
  async run(organizationId: string | null = null): Promise<PrintRunResult> {
    const result: PrintRunResult = { printRunIds: [], count: 0 };
    for (;;) {
      const run = await this.em.transactional((em) => this.printOneRun(em, organizationId));
      if (!run) return result;
      result.printRunIds.push(run.id);
      result.count += run.count;
      if (run.count < CHECKS_PER_RUN) return result;
    }
  }

  /** The PDF of a print run; null when there is no such run. */
  async pdf(printRunId: string): Promise<Buffer | null> {
    const [row] = await query<{ pdf: Buffer }>(this.em.fork(), 'select pdf from check_print_run where id = ?', [printRunId]);
    return row?.pdf ?? null;
  }

  private async printOneRun(em: EntityManager, organizationId: string | null): Promise<{ id: string; count: number } | null> {
    await query(em, 'select pg_advisory_xact_lock(?)', [CHECK_PRINT_RUN_LOCK]);
    const rows = await this.payouts.takeAwaitingPrint(em, organizationId, CHECKS_PER_RUN);
    if (rows.length === 0) return null;
    const numbers = await query<{ n: string }>(em, 'select nextval(?) as n from generate_series(1, ?) order by 1', ['check_number_seq', rows.length]);
    const memos = await this.campaigns.namesOf(rows.map((row) => row.campaign_id));
    const printRunId = newId();
    const printedOn = new Date();
    const checks: CheckToPrint[] = rows.map((row, index) => {
      const details = this.encryption.decryptJson<PayoutDetails>(row.details_encrypted);
      if (!details.fullName || !details.mailingAddress) throw new Error(`Check payout ${row.id} has no payee name or mailing address`);
      return {
        checkNumber: numbers[index].n,
        payee: details.fullName,
        mailingAddress: details.mailingAddress,
        amountCents: Number(row.amount_cents),
        memo: memos.get(row.campaign_id) ?? '',
        payoutId: row.id,
      };
    });
    const pdf = await renderCheckRun({ id: printRunId, printedOn, checks }, this.drawer);
    const totalCents = checks.reduce((sum, check) => sum + check.amountCents, 0);
    // The PDF is bound as a parameter: written into the statement's text it would travel as megabytes of hex.
    await queryBound(
      em,
      'insert into check_print_run (id, organization_id, check_count, total_cents, first_check_number, last_check_number, pdf, printed_on) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [printRunId, organizationId, checks.length, totalCents, checks[0].checkNumber, checks[checks.length - 1].checkNumber, pdf, printedOn],
    );
    await this.payouts.printed(em, printRunId, checks.map((check) => ({ payoutId: check.payoutId, checkNumber: check.checkNumber })));
    await this.progress.recordMany(
      em,
      rows.map((row, index) => ({
        instructionId: row.payout_instruction_id,
        kind: 'CheckSentForPrinting',
        description: `Check ${checks[index].checkNumber} sent for printing`,
        details: { payoutId: row.id, checkNumber: checks[index].checkNumber, printRunId, amount: centsToAmount(checks[index].amountCents), payoutStatus: PayoutStatus.SentForPrinting },
      })),
    );
    return { id: printRunId, count: checks.length };
  }
}
