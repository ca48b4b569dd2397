import ssh2 from 'ssh2';
import { BankPgp, BankSftp, BankSftpTimeoutError, HostKeyMismatchError, isPgpMessage } from '../../../src/core/bank-connection';
import type { BankConnectionConfig } from '../../../src/core/config/bank-connection.config';
import { startSftpServer, type SftpTestServer } from '../../utils/sftp-server';
import { decryptWith, encryptTo, testPgpKey, type TestPgpKey } from '../../utils/pgp-keys';

/** The kernel's bank connection against a real SFTP server and real PGP keys (docs/bank-files.md). */
describe('bank connection: SFTP with a pinned host key, and PGP', () => {
  let server: SftpTestServer;
  let bankKey: TestPgpKey;
  let ourKey: TestPgpKey;
  const clientKey = ssh2.utils.generateKeyPairSync('ed25519');

  beforeAll(async () => {
    server = await startSftpServer({ authorizedKey: clientKey.public });
    [bankKey, ourKey] = await Promise.all([testPgpKey('Bank'), testPgpKey('Campaign Manager')]);
  });
  afterAll(() => server.stop());

  const settings = (overrides: Partial<BankConnectionConfig> = {}): { bankConnection: BankConnectionConfig } => ({
    bankConnection: {
      host: '127.0.0.1',
      port: server.port,
      username: server.username,
      password: server.password,
      hostKeySha256: server.hostKeySha256,
      outboxDir: '/outbound',
      inboxDir: '/inbound',
      pgp: { bankPublicKey: bankKey.publicKey, ourPrivateKey: ourKey.privateKey, passphrase: ourKey.passphrase },
      fileNames: { AchFile: 'ACH_{date}.txt', CheckPrintRun: 'CHECKS_{date}.pdf', PositivePay: 'POSPAY_{date}.csv' },
      inboxPollSeconds: 300,
      timeoutSeconds: 120,
      ...overrides,
    },
  });

  it('writes, renames, lists, reads and removes files over a password session', async () => {
    const sftp = new BankSftp(settings());
    await sftp.session(async (session) => {
      await session.write('/outbound/file.txt.part', Buffer.from('101 hello'));
      expect(await session.exists('/outbound/file.txt')).toBe(false);
      await session.rename('/outbound/file.txt.part', '/outbound/file.txt');
      expect(await session.exists('/outbound/file.txt')).toBe(true);
      expect((await session.list('/outbound')).map((file) => [file.name, file.size])).toEqual([['file.txt', 9]]);
      expect((await session.read('/outbound/file.txt')).toString()).toBe('101 hello');
      await session.remove('/outbound/file.txt');
      expect(await session.list('/outbound')).toEqual([]);
    });
  });

  it('signs in with an SSH key instead of a password', async () => {
    const sftp = new BankSftp(settings({ password: undefined, privateKey: clientKey.private }));
    expect(await sftp.session((session) => session.list('/inbound'))).toEqual([]);
  });

  it('refuses a server whose host key is not the pinned one, and a wrong password', async () => {
    const pinnedElsewhere = new BankSftp(settings({ hostKeySha256: 'SHA256:' + 'A'.repeat(43) }));
    const refused = await pinnedElsewhere.session(() => Promise.resolve('connected')).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HostKeyMismatchError);
    expect((refused as Error).message).toContain(server.hostKeySha256);
    await expect(new BankSftp(settings({ password: 'wrong' })).session(() => Promise.resolve('connected'))).rejects.toThrow(/authentication/i);
  });

  it('ends a session whose operation stalls past BANK_SFTP_TIMEOUT_SECONDS, failing the operation rather than waiting for ever', async () => {
    server.stallWrites();
    const started = Date.now();
    try {
      const error = await new BankSftp(settings({ timeoutSeconds: 1 }))
        .session((session) => session.write('/outbound/stalled.txt.part', Buffer.from('101 stalled')))
        .catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(BankSftpTimeoutError);
      expect((error as Error).message).toBe('Writing /outbound/stalled.txt.part took longer than 1 s (BANK_SFTP_TIMEOUT_SECONDS); the connection was ended');
      expect(Date.now() - started).toBeLessThan(5_000);
    } finally {
      server.releaseWrites();
    }
    // The server itself is fine: the next session works within the bound.
    expect(await new BankSftp(settings({ timeoutSeconds: 1 })).session((session) => session.exists('/outbound'))).toBe(true);
  });

  it('encrypts to the bank key (only the bank reads it) and decrypts what the bank encrypted to us', async () => {
    const pgp = new BankPgp(settings());
    const nacha = Buffer.from('101 021000021 1000000001\n');
    const encrypted = await pgp.encryptForBank(nacha);
    expect(isPgpMessage(encrypted)).toBe(true);
    expect(encrypted.includes(nacha)).toBe(false);
    expect(await decryptWith(bankKey, encrypted)).toEqual(nacha);
    await expect(decryptWith(ourKey, encrypted)).rejects.toThrow();

    for (const armored of [false, true]) {
      const fromBank = await encryptTo(ourKey, Buffer.from('01,BANK,CM,261128'), armored);
      expect(isPgpMessage(fromBank)).toBe(true);
      expect((await pgp.decrypt(fromBank)).toString()).toBe('01,BANK,CM,261128');
    }
    expect(isPgpMessage(nacha)).toBe(false);
    expect(isPgpMessage(Buffer.from('\ufeff<?xml version="1.0"?>'))).toBe(false);
  });

  it('sends files unencrypted when the bank gave no key, and cannot read a PGP file without ours', async () => {
    const pgp = new BankPgp(settings({ pgp: {} }));
    expect(pgp.encryptsOutgoing).toBe(false);
    expect(await pgp.encryptForBank(Buffer.from('plain'))).toEqual(Buffer.from('plain'));
    await expect(pgp.decrypt(await encryptTo(ourKey, Buffer.from('x')))).rejects.toThrow(/BANK_PGP_PRIVATE_KEY_FILE/);
  });
});
