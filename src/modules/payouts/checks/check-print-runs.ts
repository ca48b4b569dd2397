import { Inject, Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { APP_CONFIG, type AppConfig } from '../../../core/config/app-config';
import { newId } from '../../../core/database/base.entity';
import { query, queryBound } from '../../../core/database/sql';
import { centsToAmount } from '../../../core/money/money';
import { FieldEncryption } from '../../../core/security/field-encryption';
import { CampaignsService } from '../../campaigns';
import { InstructionProgress } from '../../payout-instructions';
import { PayoutOutcomes } from '../payout-outcomes';
import { PayoutRecords } from '../payout-records';
import { PayoutStatus } from '../payout-state';
import type { PayoutDetails } from '../providers/payout-provider';
import { payeeToPrint } from './check-payee';
import { renderCheckRun, type CheckDrawer, type CheckToPrint } from './check-printing';
import { readableBy, type FileReader } from '../ach/ach-files';
import { BankFileDeliveries } from '../../bank-files';
import { positivePayFile } from './positive-pay';

/** Checks per print run (one PDF each): a larger backlog is printed in several runs, one after the other. */
export const CHECKS_PER_RUN = 2_000;

/** Serialises print runs (the schedule and an administrator's trigger): a check is printed once. */
const CHECK_PRINT_RUN_LOCK = 7_310_002;

export interface PrintRunResult {
  printRunIds: string[];
  /** Checks printed. */
  count: number;
  /** Checks that could not be printed: their payouts failed, each with its reason. */
  failed: number;
}

/** A print run as recorded: its checks' count, numbers and total. */
export interface PrintRunSummary {
  id: string;
  organizationId: string | null;
  checkCount: number;
  totalCents: number;
  firstCheckNumber: string;
  lastCheckNumber: string;
  printedOn: Date;
}

interface PrintRunRow {
  id: string;
  organization_id: string | null;
  check_count: number;
  total_cents: string;
  first_check_number: string;
  last_check_number: string;
  /** A string as the driver reads it raw. */
  printed_on: Date | string;
}

const PRINT_RUN_COLUMNS = 'id, organization_id, check_count, total_cents, first_check_number, last_check_number, printed_on';

const summaryOf = (row: PrintRunRow): PrintRunSummary => ({
  id: row.id,
  organizationId: row.organization_id,
  checkCount: row.check_count,
  totalCents: Number(row.total_cents),
  firstCheckNumber: row.first_check_number,
  lastCheckNumber: row.last_check_number,
  printedOn: new Date(row.printed_on),
});

/** A payout taken into a run that cannot be printed, and why. */
interface Unprintable {
  payoutId: string;
  instructionId: string;
  reason: string;
}

/**
 * The check print run (docs/bank-rails.md): every `PaperCheck` and `CheckTransfer` payout waiting (of one
 * organization, when an administrator triggers it) gets the next check number, is printed into the run's one PDF and
 * becomes `SentForPrinting`, in one transaction with the PDF, so a run that dies midway prints nothing. A check that
 * cannot be printed (no payee name, a character the font lacks: check-payee.ts) is left out of the PDF and its payout
 * fails on its own with the reason, after the run's commit, through the failure path every payout takes.
 * The PDF is kept encrypted at rest, as a payout's details are.
 */
@Injectable()
export class CheckPrintRuns {
  private readonly drawer: CheckDrawer;

  constructor(
    private readonly em: EntityManager,
    private readonly payouts: PayoutRecords,
    private readonly progress: InstructionProgress,
    private readonly campaigns: CampaignsService,
    private readonly outcomes: PayoutOutcomes,
    private readonly encryption: FieldEncryption,
    private readonly bankFiles: BankFileDeliveries,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const rails = config.bankRails;
    this.drawer = { name: rails.companyName, addressLines: [], bankName: rails.odfiName, routingNumber: rails.odfiRoutingNumber, accountNumber: rails.checkAccountNumber };
  }

  /** Prints every waiting check now, in runs of CHECKS_PER_RUN; `organizationId` limits it to that organization's. */
  async run(organizationId: string | null = null): Promise<PrintRunResult> {
    const result: PrintRunResult = { printRunIds: [], count: 0, failed: 0 };
    for (;;) {
      const run = await this.em.transactional((em) => this.printOneRun(em, organizationId));
      if (run.printRunId) result.printRunIds.push(run.printRunId);
      result.count += run.printed;
      result.failed += await this.failUnprintable(run.unprintable);
      if (run.taken < CHECKS_PER_RUN) break;
    }
    // Committed: the runs and their positive pay files go to the bank now (docs/bank-files.md).
    if (result.printRunIds.length > 0) await this.bankFiles.wake();
    return result;
  }

  /**
   * The run's positive pay issue file (docs/bank-rails.md, Positive pay): its checks' numbers, amounts and payees, as
   * printed; null when there is no such run.
   */
  async positivePayFile(printRunId: string): Promise<Buffer | null> {
    const em = this.em.fork();
    const [run] = await query<{ printed_on: Date | string }>(em, 'select printed_on from check_print_run where id = ?', [printRunId]);
    if (!run) return null;
    const checks = await query<{ check_number: string; amount_cents: string; details_encrypted: string }>(
      em,
      'select check_number, amount_cents, details_encrypted from payout where check_print_run_id = ? order by check_number::bigint',
      [printRunId],
    );
    return positivePayFile(
      this.drawer.accountNumber,
      new Date(run.printed_on),
      checks.map((check) => ({
        checkNumber: check.check_number,
        amountCents: Number(check.amount_cents),
        payeeName: this.encryption.decryptJson<PayoutDetails>(check.details_encrypted).fullName?.trim() ?? '',
      })),
    );
  }

  /** The PDF of a print run, decrypted; null when there is no such run. */
  async pdf(printRunId: string): Promise<Buffer | null> {
    const [row] = await query<{ pdf: Buffer }>(this.em.fork(), 'select pdf from check_print_run where id = ?', [printRunId]);
    return row ? this.encryption.decryptBytes(row.pdf) : null;
  }

  /** The run's record (without its PDF); null when there is no such run. */
  async summary(printRunId: string): Promise<PrintRunSummary | null> {
    const [row] = await query<PrintRunRow>(this.em.fork(), `select ${PRINT_RUN_COLUMNS} from check_print_run where id = ?`, [printRunId]);
    return row ? summaryOf(row) : null;
  }

  /**
   * `GET /admin/check-print-runs`: the runs of the organization's own triggers, newest first, the id breaking ties;
   * with `deployment`, an operator's, the scheduled runs too, which hold every organization's checks and belong to none.
   */
  async pageOf(reader: FileReader, limit: number, offset: number): Promise<{ rows: PrintRunSummary[]; total: number }> {
    const em = this.em.fork();
    const where = readableBy(reader);
    const rows = await query<PrintRunRow>(em, `select ${PRINT_RUN_COLUMNS} from check_print_run where ${where} order by printed_on desc, id desc limit ? offset ?`, [
      reader.organizationId,
      limit,
      offset,
    ]);
    const [count] = await query<{ total: number }>(em, `select count(*)::int as total from check_print_run where ${where}`, [reader.organizationId]);
    return { rows: rows.map(summaryOf), total: count?.total ?? 0 };
  }

  /**
   * Each in its own transaction, instruction then payout locked as every failure path does (the run's transaction
   * holds payouts before instructions: failing them inside it could deadlock with a `:try-restore`).
   */
  private async failUnprintable(unprintable: readonly Unprintable[]): Promise<number> {
    let failed = 0;
    for (const { payoutId, instructionId, reason } of unprintable) {
      if (await this.em.transactional((em) => this.outcomes.fail(em, instructionId, payoutId, reason))) failed++;
    }
    return failed;
  }

  private async printOneRun(em: EntityManager, organizationId: string | null): Promise<{ printRunId: string | null; taken: number; printed: number; unprintable: Unprintable[] }> {
    await query(em, 'select pg_advisory_xact_lock(?)', [CHECK_PRINT_RUN_LOCK]);
    const rows = await this.payouts.takeAwaitingPrint(em, organizationId, CHECKS_PER_RUN);
    const unprintable: Unprintable[] = [];
    const printable = rows.flatMap((row) => {
      const toPrint = payeeToPrint(this.encryption.decryptJson<PayoutDetails>(row.details_encrypted));
      if (toPrint.ok) return [{ row, payee: toPrint.payee, mailingAddress: toPrint.mailingAddress }];
      unprintable.push({ payoutId: row.id, instructionId: row.payout_instruction_id, reason: toPrint.reason });
      return [];
    });
    if (printable.length === 0) return { printRunId: null, taken: rows.length, printed: 0, unprintable };
    const numbers = await query<{ n: string }>(em, 'select nextval(?) as n from generate_series(1, ?) order by 1', ['check_number_seq', printable.length]);
    const memos = await this.campaigns.namesOf(printable.map(({ row }) => row.campaign_id));
    const printRunId = newId();
    const printedOn = new Date();
    const checks: CheckToPrint[] = printable.map(({ row, payee, mailingAddress }, index) => ({
      checkNumber: numbers[index].n,
      payee,
      mailingAddress,
      amountCents: Number(row.amount_cents),
      memo: memos.get(row.campaign_id) ?? '',
      payoutId: row.id,
    }));
    const pdf = this.encryption.encryptBytes(await renderCheckRun({ id: printRunId, printedOn, checks }, this.drawer));
    const totalCents = checks.reduce((sum, check) => sum + check.amountCents, 0);
    // The PDF is bound as a parameter: written into the statement's text it would travel as megabytes of hex.
    await queryBound(
      em,
      'insert into check_print_run (id, organization_id, check_count, total_cents, first_check_number, last_check_number, pdf, printed_on) values ($1, $2, $3, $4, $5, $6, $7, $8)',
      [printRunId, organizationId, checks.length, totalCents, checks[0].checkNumber, checks[checks.length - 1].checkNumber, pdf, printedOn],
    );
    await this.payouts.printed(em, printRunId, checks.map((check) => ({ payoutId: check.payoutId, checkNumber: check.checkNumber })));
    // With a bank connection, the run and its positive pay file are delivered; their deliveries exist exactly when the run does.
    await this.bankFiles.enqueue(em, [
      { kind: 'CheckPrintRun', sourceId: printRunId, createdOn: printedOn },
      { kind: 'PositivePay', sourceId: printRunId, createdOn: printedOn },
    ]);
    await this.progress.recordMany(
      em,
      printable.map(({ row }, index) => ({
        instructionId: row.payout_instruction_id,
        kind: 'CheckSentForPrinting',
        description: `Check ${checks[index].checkNumber} sent for printing`,
        details: { payoutId: row.id, checkNumber: checks[index].checkNumber, printRunId, amount: centsToAmount(checks[index].amountCents), payoutStatus: PayoutStatus.SentForPrinting },
      })),
    );
    return { printRunId, taken: rows.length, printed: checks.length, unprintable };
  }
}
