import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync } from 'node:fs';
import { open, readdir, rename, rm, stat, type FileHandle } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import ssh2 from 'ssh2';
import type { AuthContext, Connection, SFTPWrapper } from 'ssh2';
import { freePort } from './free-port';

const { Server, utils } = ssh2;
const { OPEN_MODE, STATUS_CODE } = utils.sftp;

export interface SftpServerOptions {
  username?: string;
  password?: string;
  /** An OpenSSH public key the server accepts besides the password. */
  authorizedKey?: string;
  /** Folders made at the start, e.g. `['/outbound', '/inbound']`. */
  folders?: string[];
}

/**
 * A real SFTP server for the tests (docs/bank-files.md, Tests), on `ssh2`'s server: password and public-key
 * authentication, a host key of its own, files kept in a temporary folder. `stallWrites()` holds every WRITE until
 * `releaseWrites()`, so a test can kill an uploader mid-upload.
 */
export class SftpTestServer {
  readonly root: string;
  readonly hostKey: { private: string; public: string };
  readonly hostKeySha256: string;
  readonly username: string;
  readonly password: string;
  port = 0;
  /** WRITE requests received, by path relative to the root (the uploads seen). */
  readonly writes = new Map<string, number>();
  private server?: InstanceType<typeof Server>;
  private readonly connections = new Set<Connection>();
  private stalled?: { promise: Promise<void>; release: () => void };
  private readonly authorizedKey?: ssh2.ParsedKey;

  constructor(options: SftpServerOptions = {}) {
    this.root = mkdtempSync(path.join(tmpdir(), 'sftp-'));
    for (const folder of options.folders ?? ['/outbound', '/inbound']) mkdirSync(this.local(folder), { recursive: true });
    const pair = utils.generateKeyPairSync('ed25519');
    this.hostKey = { private: pair.private, public: pair.public };
    const parsed = utils.parseKey(pair.public);
    if (parsed instanceof Error) throw parsed;
    this.hostKeySha256 = `SHA256:${createHash('sha256').update(parsed.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
    this.username = options.username ?? 'campaign-manager';
    this.password = options.password ?? 'bank-password';
    if (options.authorizedKey) {
      const key = utils.parseKey(options.authorizedKey);
      if (key instanceof Error) throw key;
      this.authorizedKey = key;
    }
  }

  /** Where a remote path lives on disk; never outside the root. */
  local(remote: string): string {
    const resolved = path.posix.resolve('/', remote);
    return path.join(this.root, resolved);
  }

  async start(): Promise<this> {
    this.port = await freePort();
    this.server = new Server({ hostKeys: [this.hostKey.private] }, (client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    return this;
  }

  /**
   * From now on the server presents another host key, as an impostor at the bank's address would (`false`: its own
   * again); answers the fingerprint it now presents. Connections already open are left as they are.
   */
  async presentOtherHostKey(other = true): Promise<string> {
    const key = other ? utils.generateKeyPairSync('ed25519') : this.hostKey;
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    this.server = new Server({ hostKeys: [key.private] }, (client) => this.accept(client));
    await new Promise<void>((resolve) => this.server!.listen(this.port, '127.0.0.1', resolve));
    const parsed = utils.parseKey(key.public);
    if (parsed instanceof Error) throw parsed;
    return `SHA256:${createHash('sha256').update(parsed.getPublicSSH()).digest('base64').replace(/=+$/, '')}`;
  }

  stallWrites(): void {
    let release = (): void => undefined;
    const promise = new Promise<void>((resolve) => (release = resolve));
    this.stalled = { promise, release };
  }

  releaseWrites(): void {
    const stalled = this.stalled;
    this.stalled = undefined;
    stalled?.release();
  }

  /** Resolves once a WRITE to a path matching `pattern` arrived (the uploader is mid-upload). */
  async writeSeen(pattern: RegExp, timeoutMs = 20_000): Promise<string> {
    const started = Date.now();
    for (;;) {
      const seen = [...this.writes.keys()].find((name) => pattern.test(name));
      if (seen) return seen;
      if (Date.now() - started > timeoutMs) throw new Error(`No write to ${pattern} within ${timeoutMs} ms`);
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async files(remoteDir: string): Promise<string[]> {
    return (await readdir(this.local(remoteDir), { withFileTypes: true })).filter((entry) => entry.isFile()).map((entry) => entry.name).sort();
  }

  async stop(): Promise<void> {
    this.releaseWrites();
    for (const connection of this.connections) connection.end();
    await new Promise<void>((resolve) => (this.server ? this.server.close(() => resolve()) : resolve()));
    await rm(this.root, { recursive: true, force: true });
  }

  private accept(client: Connection): void {
    this.connections.add(client);
    client.on('close', () => this.connections.delete(client));
    client.on('error', () => undefined);
    client.on('authentication', (ctx) => this.authenticate(ctx));
    client.on('ready', () => {
      client.on('session', (acceptSession) => {
        const session = acceptSession();
        session.on('sftp', (acceptSftp) => this.serve(acceptSftp()));
      });
    });
  }

  private authenticate(ctx: AuthContext): void {
    if (ctx.username !== this.username) return ctx.reject();
    if (ctx.method === 'password' && ctx.password === this.password) return ctx.accept();
    if (ctx.method === 'publickey' && this.authorizedKey && ctx.key.algo === this.authorizedKey.type && ctx.key.data.equals(this.authorizedKey.getPublicSSH())) {
      if (!ctx.signature) return ctx.accept();
      if (ctx.blob && this.authorizedKey.verify(ctx.blob, ctx.signature, ctx.hashAlgo)) return ctx.accept();
    }
    ctx.reject(['password', 'publickey']);
  }

  private serve(sftp: SFTPWrapper): void {
    const handles = new Map<number, { file?: FileHandle; dir?: string[]; path: string }>();
    let next = 0;
    const handleOf = (id: number): Buffer => {
      const buffer = Buffer.alloc(4);
      buffer.writeUInt32BE(id);
      return buffer;
    };
    const idOf = (handle: Buffer): number => (handle.length === 4 ? handle.readUInt32BE(0) : -1);
    const fail = (reqid: number, error: unknown): void => {
      const code = (error as NodeJS.ErrnoException).code;
      sftp.status(reqid, code === 'ENOENT' ? STATUS_CODE.NO_SUCH_FILE : code === 'EACCES' ? STATUS_CODE.PERMISSION_DENIED : STATUS_CODE.FAILURE);
    };
    const attrsOf = async (file: string) => {
      const s = await stat(file);
      return { mode: s.mode, uid: 0, gid: 0, size: s.size, atime: Math.floor(s.atimeMs / 1000), mtime: Math.floor(s.mtimeMs / 1000) };
    };
    const relative = (remote: string): string => path.posix.resolve('/', remote);
    // A client gone mid-upload (killed, or timed out) never sends CLOSE: its files are closed with its channel.
    sftp.on('close', () => {
      for (const entry of handles.values()) void entry.file?.close().catch(() => undefined);
      handles.clear();
    });

    sftp.on('OPEN', (reqid, filename, flags) => {
      const mode = flags & OPEN_MODE.WRITE ? (flags & OPEN_MODE.APPEND ? 'a' : flags & OPEN_MODE.TRUNC || flags & OPEN_MODE.CREAT ? 'w' : 'r+') : 'r';
      open(this.local(filename), mode).then(
        (file) => {
          const id = next++;
          handles.set(id, { file, path: relative(filename) });
          sftp.handle(reqid, handleOf(id));
        },
        (error) => fail(reqid, error),
      );
    });
    sftp.on('WRITE', (reqid, handle, offset, data) => {
      const entry = handles.get(idOf(handle));
      if (!entry?.file) return sftp.status(reqid, STATUS_CODE.FAILURE);
      this.writes.set(entry.path, (this.writes.get(entry.path) ?? 0) + 1);
      const write = async () => {
        if (this.stalled) await this.stalled.promise;
        await entry.file!.write(data, 0, data.length, offset);
      };
      write().then(() => sftp.status(reqid, STATUS_CODE.OK), (error) => fail(reqid, error));
    });
    sftp.on('READ', (reqid, handle, offset, length) => {
      const entry = handles.get(idOf(handle));
      if (!entry?.file) return sftp.status(reqid, STATUS_CODE.FAILURE);
      const buffer = Buffer.alloc(length);
      entry.file.read(buffer, 0, length, offset).then(
        ({ bytesRead }) => (bytesRead === 0 ? sftp.status(reqid, STATUS_CODE.EOF) : sftp.data(reqid, buffer.subarray(0, bytesRead))),
        (error) => fail(reqid, error),
      );
    });
    sftp.on('FSTAT', (reqid, handle) => {
      const entry = handles.get(idOf(handle));
      if (!entry) return sftp.status(reqid, STATUS_CODE.FAILURE);
      attrsOf(this.local(entry.path)).then((attrs) => sftp.attrs(reqid, attrs), (error) => fail(reqid, error));
    });
    const statPath = (reqid: number, remote: string) => attrsOf(this.local(remote)).then((attrs) => sftp.attrs(reqid, attrs), (error) => fail(reqid, error));
    sftp.on('STAT', statPath);
    sftp.on('LSTAT', statPath);
    sftp.on('CLOSE', (reqid, handle) => {
      const id = idOf(handle);
      const entry = handles.get(id);
      handles.delete(id);
      (entry?.file ? entry.file.close() : Promise.resolve()).then(() => sftp.status(reqid, STATUS_CODE.OK), (error) => fail(reqid, error));
    });
    sftp.on('OPENDIR', (reqid, remote) => {
      readdir(this.local(remote)).then(
        (names) => {
          const id = next++;
          handles.set(id, { dir: names, path: relative(remote) });
          sftp.handle(reqid, handleOf(id));
        },
        (error) => fail(reqid, error),
      );
    });
    sftp.on('READDIR', (reqid, handle) => {
      const entry = handles.get(idOf(handle));
      if (!entry?.dir) return sftp.status(reqid, STATUS_CODE.FAILURE);
      const names = entry.dir.splice(0);
      if (names.length === 0) return sftp.status(reqid, STATUS_CODE.EOF);
      Promise.all(
        names.map(async (name) => {
          const attrs = await attrsOf(path.join(this.local(entry.path), name));
          const type = (attrs.mode & 0o170000) === 0o040000 ? 'd' : '-';
          return { filename: name, longname: `${type}rw-r--r-- 1 bank bank ${attrs.size} Jan 1 00:00 ${name}`, attrs };
        }),
      ).then((list) => sftp.name(reqid, list), (error) => fail(reqid, error));
    });
    sftp.on('REMOVE', (reqid, remote) => {
      rm(this.local(remote)).then(() => sftp.status(reqid, STATUS_CODE.OK), (error) => fail(reqid, error));
    });
    sftp.on('RENAME', (reqid, from, to) => {
      // SFTP v3's rename refuses an existing target, as OpenSSH's does.
      stat(this.local(to)).then(
        () => sftp.status(reqid, STATUS_CODE.FAILURE),
        () => rename(this.local(from), this.local(to)).then(() => sftp.status(reqid, STATUS_CODE.OK), (error) => fail(reqid, error)),
      );
    });
    sftp.on('MKDIR', (reqid, remote) => {
      import('node:fs/promises').then(({ mkdir }) => mkdir(this.local(remote))).then(() => sftp.status(reqid, STATUS_CODE.OK), (error) => fail(reqid, error));
    });
    sftp.on('REALPATH', (reqid, remote) => {
      const resolved = relative(remote);
      sftp.name(reqid, [{ filename: resolved, longname: resolved, attrs: {} as never }]);
    });
  }
}

/** A started test SFTP server. */
export const startSftpServer = (options?: SftpServerOptions): Promise<SftpTestServer> => new SftpTestServer(options).start();
