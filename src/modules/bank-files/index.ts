export { BankFilesMetricsModule, BankFilesModule } from './bank-files.module';
export { BankFileDeliveries, type BankFileDelivery } from './bank-file-deliveries';
export { BankFileSources, type BankFileReader } from './bank-file-sources';
export { BANK_FILE_KINDS, type BankFileKind } from './bank-file-names';
