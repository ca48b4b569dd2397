import { createHash } from 'node:crypto';
import { Inject, Injectable, Logger } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { recordEvents } from '../../core/events';
import { EntityManager } from '@mikro-orm/postgresql';
import { fundingReferencesIn } from '../campaigns';
import { FundingService } from '../funding';
import { BankRails } from '../payouts';
import { WithdrawalAccountsService } from '../withdrawal-accounts';
import { BankInboundFiles, BankInboundFileStatus } from './bank-inbound-files';
import { BankFileError } from './parsers/bank-file-error';
import { isPgp, kindOf, parseBankFile, type ParsedBankFile } from './parsers/detect';
import type { ParsedStatement } from './parsers/statement';
import { BankPgp } from '../../core/bank-connection';

/** An account number as banks write it, with or without separators and leading zeros: does it name `ours`? */
const sameAccount = (ours: string) => {
  const digits = (text: string) => text.replace(/[^0-9]/g, '').replace(/^0+/, '');
  const wanted = digits(ours);
  return (theirs: string) => digits(theirs) === wanted;
};

/** What a poll needs of an SFTP session (the kernel's `BankSftpSession`). */
export interface InboxFolder {
  list(dir: string): Promise<{ name: string; size: number; modifiedOn: Date }[]>;
  read(path: string): Promise<Buffer>;
}

/** What a poll of the inbox did. */
export interface PollOutcome {
  listed: number;
  applied: number;
  quarantined: number;
  duplicates: number;
  /** Files whose reading or applying failed (nothing of them recorded): tried again at the next poll. */
  failed: number;
}

/** What became of one file handed to `ingest`. */
export interface IngestOutcome {
  readonly id: string | null;
  readonly status: BankInboundFileStatus;
  /** True when a file of the same content was recorded before (or by a concurrent run): nothing was done now. */
  readonly duplicate: boolean;
}

/**
 * Bank files in (docs/bank-files-in.md): a file the bank sent (returns and NOCs, camt.053 or BAI2 statements) is
 * decrypted if it is PGP, parsed whole, and then either applied in ONE transaction with its `bank_inbound_file` row
 * (unique on its content's sha256, so it is applied once whatever happens), or quarantined: recorded with its error,
 * nothing applied, an error-level log line (counted in `/metrics` as `bank_inbound_files_total{status="Quarantined"}`)
 * and an email to the Administrators of each operator organization (`BankFileQuarantined`).
 */
@Injectable()
export class BankInbox {
  private readonly logger = new Logger(BankInbox.name);

  constructor(
    private readonly em: EntityManager,
    private readonly files: BankInboundFiles,
    private readonly rails: BankRails,
    private readonly funding: FundingService,
    private readonly pgp: BankPgp,
    private readonly withdrawalAccounts: WithdrawalAccountsService,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async ingest(file: { name: string; content: Buffer }): Promise<IngestOutcome> {
    const sha256 = createHash('sha256').update(file.content).digest('hex');
    const known = await this.files.bySha256(this.em.fork(), sha256);
    if (known) return { id: known.id, status: known.status, duplicate: true };

    let parsed: ParsedBankFile;
    let text = '';
    try {
      const plain = isPgp(file.content) ? await this.decrypt(file.content) : file.content;
      text = plain.toString('utf8');
      parsed = parseBankFile(text);
    } catch (error) {
      if (!(error instanceof BankFileError)) throw error;
      return this.quarantine(file, sha256, kindOf(text), error);
    }

    return this.em.fork().transactional(async (tx) => {
      const id = await this.files.insert(tx, { name: file.name, kind: parsed.kind, sha256, sizeBytes: file.content.length, status: BankInboundFileStatus.Applied, error: null, summary: {} });
      if (!id) return { id: (await this.files.bySha256(tx, sha256))?.id ?? null, status: BankInboundFileStatus.Applied, duplicate: true };
      const summary = await this.apply(tx, parsed);
      await this.files.setSummary(tx, id, summary);
      this.logger.log(`Bank file ${file.name} (${parsed.kind}) applied: ${JSON.stringify(summary)}`);
      return { id, status: BankInboundFileStatus.Applied, duplicate: false };
    });
  }

  /**
   * Reads the files of the inbox folder not recorded yet, oldest first, and ingests each (docs/bank-files-in.md,
   * Pick-up over SFTP). Remote files are left in place: their names and content hashes keep them from being read twice.
   * Names ending `.part` or `.tmp` (an upload still being written) are skipped.
   */
  async pollFolder(folder: InboxFolder, dir: string): Promise<PollOutcome> {
    const listed = (await folder.list(dir)).filter((file) => !/\.(part|tmp)$/i.test(file.name));
    const known = await this.files.knownNames(this.em.fork(), listed.map((file) => file.name));
    const outcome: PollOutcome = { listed: listed.length, applied: 0, quarantined: 0, duplicates: 0, failed: 0 };
    const fresh = listed.filter((file) => !known.has(file.name)).sort((a, b) => a.modifiedOn.getTime() - b.modifiedOn.getTime() || a.name.localeCompare(b.name));
    for (const file of fresh) {
      let result: IngestOutcome;
      try {
        result = await this.ingest({ name: file.name, content: await folder.read(`${dir.replace(/\/$/, '')}/${file.name}`) });
      } catch (error) {
        // One file failing (a lost connection, a database error) does not hold up the others; its transaction rolled back.
        this.logger.error(`Bank file ${file.name} could not be read or applied, tried again at the next poll: ${error instanceof Error ? error.message : String(error)}`);
        outcome.failed += 1;
        continue;
      }
      if (result.duplicate) outcome.duplicates += 1;
      else if (result.status === BankInboundFileStatus.Applied) outcome.applied += 1;
      else outcome.quarantined += 1;
    }
    return outcome;
  }

  private async apply(tx: EntityManager, parsed: ParsedBankFile): Promise<Record<string, unknown>> {
    if (parsed.kind === 'NachaReturns') {
      const returns = await this.rails.applyBankReturns(tx, parsed.returns);
      const nocs = await this.rails.applyNotificationsOfChange(tx, parsed.notificationsOfChange);
      await this.withdrawalAccounts.noteChanges(tx, nocs.withdrawalAccountChanges ?? []);
      return {
        returns: parsed.returns.length,
        returned: returns.applied.length,
        returnsUnknown: returns.unknownTraceNumbers,
        returnsNotApplicable: returns.notApplicable,
        notificationsOfChange: parsed.notificationsOfChange.length,
        notificationsOfChangeRecorded: nocs.applied.length,
        notificationsOfChangeUnknown: nocs.unknownTraceNumbers,
      };
    }
    const outcome = await this.funding.receiveStatementCredits(
      tx,
      parsed.credits.map((credit) => ({ ...credit, fundingReferences: fundingReferencesIn(credit.remittance) })),
    );
    return { credits: parsed.credits.length, ignoredEntries: parsed.ignored, ...outcome, ...(await this.applyPaidChecks(tx, parsed.paidChecks)) };
  }

  /**
   * Checks paid from the account the service's checks are drawn on (`CHECK_ACCOUNT_NUMBER`, Lob's checks included)
   * complete their payouts; checks paid from any other account are not ours (docs/bank-files-in.md, Paid checks).
   */
  private async applyPaidChecks(tx: EntityManager, paidChecks: ParsedStatement['paidChecks']): Promise<Record<string, unknown>> {
    if (paidChecks.length === 0) return {};
    const drawnOn = sameAccount(this.config.bankRails.checkAccountNumber);
    const ours = paidChecks.filter((check) => drawnOn(check.accountNumber));
    const outcome = await this.rails.applyPaidChecks(tx, ours);
    for (const { checkNumber, issuedCents, paidCents } of outcome.amountDiffers) {
      this.logger.warn(`Check ${checkNumber} was paid for ${paidCents} cents but issued for ${issuedCents}: left open for an operator (docs/bank-files-in.md, Paid checks)`);
    }
    return {
      paidChecks: paidChecks.length,
      checksPaid: outcome.paid.length,
      checksUnknown: outcome.unknownCheckNumbers,
      checksAmountDiffers: outcome.amountDiffers,
      checksNotApplicable: outcome.notApplicable,
      checksOnOtherAccounts: paidChecks.length - ours.length,
    };
  }

  private async decrypt(content: Buffer): Promise<Buffer> {
    try {
      return await this.pgp.decrypt(content);
    } catch (error) {
      throw new BankFileError('PGP', `could not be decrypted: ${error instanceof Error ? error.message : String(error)}`);
    }
  }

  /** Recorded with its error and, in the same transaction, the alert's event to each operator organization (an email to its Administrators). */
  private async quarantine(file: { name: string; content: Buffer }, sha256: string, kind: string | null, error: BankFileError): Promise<IngestOutcome> {
    const id = await this.em.fork().transactional(async (tx) => {
      const inserted = await this.files.insert(tx, { name: file.name, kind, sha256, sizeBytes: file.content.length, status: BankInboundFileStatus.Quarantined, error: error.message, summary: {} });
      if (inserted) {
        const data = { bankInboundFileId: inserted, name: file.name, error: error.message };
        await recordEvents(tx, [...this.config.operatorOrganizationIds].map((organizationId) => ({ type: 'BankFileQuarantined' as const, organizationId, data })));
      }
      return inserted;
    });
    if (!id) return { id: (await this.files.bySha256(this.em.fork(), sha256))?.id ?? null, status: BankInboundFileStatus.Quarantined, duplicate: true };
    this.logger.error(`Bank file ${file.name} quarantined, nothing applied: ${error.message} (docs/bank-files-in.md, Quarantine)`);
    return { id, status: BankInboundFileStatus.Quarantined, duplicate: false };
  }
}
