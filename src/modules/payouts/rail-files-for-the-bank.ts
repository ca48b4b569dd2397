import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BankFileSources } from '../bank-files';
import { AchFiles } from './ach/ach-files';
import { CheckPrintRuns } from './checks/check-print-runs';

/**
 * Tells the bank-files context how to read the rails' files (docs/bank-files.md): a NACHA file's text, a print run's
 * PDF, its positive pay file. Registered as the module starts, so bank-files depends on no other context.
 */
@Injectable()
export class RailFilesForTheBank {
  constructor(sources: BankFileSources, em: EntityManager, achFiles: AchFiles, printRuns: CheckPrintRuns) {
    sources.register('AchFile', async (id) => {
      const fork = em.fork();
      if (!(await achFiles.summary(fork, id))) return null;
      const parts: string[] = [];
      for await (const part of achFiles.content(fork, id)) parts.push(part);
      return Buffer.from(parts.join(''), 'utf8');
    });
    sources.register('CheckPrintRun', (id) => printRuns.pdf(id));
    sources.register('PositivePay', (id) => printRuns.positivePayFile(id));
  }
}
