import { achBatch } from './ach-batch';
import { authPath } from './auth-path';
import { bankAccountsCreate } from './bank-accounts-create';
import { bulkInitiate } from './bulk-initiate';
import { campaignExpiry } from './campaign-expiry';
import { consoleScenario } from './console';
import { emailSend } from './email-send';
import { fundsHoldersList } from './funds-holders-list';
import { growth } from './growth';
import { instructionWrites } from './instruction-writes';
import { payouts } from './payouts';
import { readBaseline } from './read-baseline';
import { reports } from './reports';
import { severalProcesses } from './several-processes';
import type { Scenario } from './scenario';
import { transactions } from './transactions';
import { uploadImport } from './upload-import';
import { webhooks } from './webhooks';

/** Run in this order by bench/run.ts. */
export const SCENARIOS: Scenario[] = [fundsHoldersList, bankAccountsCreate, instructionWrites, bulkInitiate, emailSend, uploadImport, payouts, achBatch, campaignExpiry, transactions, reports, authPath, webhooks, readBaseline, growth, severalProcesses, consoleScenario];
