export { BankConnectionModule } from './bank-connection.module';
export { BankPgp, isPgpMessage } from './bank-pgp';
export { BankSftp, BankSftpTimeoutError, HostKeyMismatchError, hostKeyFingerprint, type BankSftpSession, type RemoteFile } from './bank-sftp';
