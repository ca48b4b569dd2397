import SMTPConnection, { type SMTPConnectionOptions, type SMTPEnvelope } from 'nodemailer/lib/smtp-connection';
import { parseConnectionUrl } from 'nodemailer/lib/shared';

/** A connection unused this long is closed by us rather than by the server in the middle of a message. */
const IDLE_CLOSE_MS = 60_000;

interface Slot {
  connection: SMTPConnection;
  retired: boolean;
  idleSince: number;
}

/**
 * A few SMTP connections (nodemailer's `SMTPConnection`, PIPELINING when the server offers it), each carrying one
 * message at a time, for messages already built. nodemailer's own pool builds each message as a stream of MIME nodes,
 * about 300 µs of CPU an email (docs/benchmarks.md, Emails and memory); this hands the connection one string.
 * A connection that failed is closed, and a new one opened for the next message.
 */
export class SmtpPool {
  private readonly options: SMTPConnectionOptions & { auth?: { user?: string; pass?: string } };
  private readonly idle: Slot[] = [];
  private readonly waiting: { resolve: (slot: Slot) => void; reject: (error: unknown) => void }[] = [];
  private open = 0;
  private closed = false;

  constructor(
    url: string,
    private readonly maxConnections: number,
    timeouts: { connectionTimeout: number; greetingTimeout: number; socketTimeout: number },
  ) {
    this.options = { ...(parseConnectionUrl(url) as SMTPConnectionOptions), ...timeouts };
  }

  /** Resolves once the server has accepted the message; rejects with nodemailer's error otherwise. */
  async send(envelope: SMTPEnvelope, message: string | Buffer): Promise<void> {
    const slot = await this.acquire();
    try {
      await new Promise<void>((resolve, reject) => slot.connection.send(envelope, message, (error) => (error ? reject(error) : resolve())));
    } catch (error) {
      const { code, responseCode } = error as { code?: string; responseCode?: number };
      // The server refused this message, not the session: reset the session and keep the connection.
      if ((code === 'EENVELOPE' || code === 'EMESSAGE') && responseCode !== 421 && !slot.retired) {
        slot.connection.reset((resetError) => (resetError ? this.discard(slot) : this.release(slot)));
      } else {
        this.discard(slot);
      }
      throw error;
    }
    this.release(slot);
  }

  /** Quits every idle connection (the busy ones close as they finish); sends still waiting for one fail. */
  close(): void {
    this.closed = true;
    for (const waiter of this.waiting.splice(0)) waiter.reject(new Error('The SMTP pool was closed'));
    for (const slot of [...this.idle]) {
      this.retire(slot);
      slot.connection.quit();
    }
  }

  private acquire(): Promise<Slot> {
    if (this.closed) return Promise.reject(new Error('The SMTP pool was closed'));
    for (let slot = this.idle.pop(); slot; slot = this.idle.pop()) {
      if (!slot.retired && Date.now() - slot.idleSince < IDLE_CLOSE_MS) return Promise.resolve(slot);
      this.discard(slot);
    }
    if (this.open < this.maxConnections) return this.connect();
    return new Promise((resolve, reject) => this.waiting.push({ resolve, reject }));
  }

  private async connect(): Promise<Slot> {
    this.open++;
    const connection = new SMTPConnection(this.options);
    const slot: Slot = { connection, retired: false, idleSince: Date.now() };
    // An error or end while idle (the server went away) retires the connection; those of a send reach its caller too.
    connection.on('error', () => this.retire(slot));
    connection.once('end', () => this.retire(slot));
    try {
      await new Promise<void>((resolve, reject) => connection.connect((error) => (error ? reject(error) : resolve())));
      const auth = this.options.auth;
      if (auth?.user) await new Promise<void>((resolve, reject) => connection.login({ user: auth.user, pass: auth.pass }, (error) => (error ? reject(error) : resolve())));
    } catch (error) {
      this.discard(slot);
      throw error;
    }
    return slot;
  }

  private release(slot: Slot): void {
    if (slot.retired || this.closed) return this.discard(slot);
    const waiter = this.waiting.shift();
    if (waiter) return waiter.resolve(slot);
    slot.idleSince = Date.now();
    this.idle.push(slot);
  }

  private discard(slot: Slot): void {
    this.retire(slot);
    slot.connection.close();
  }

  /** Counts a connection out, once; a send waiting for one may then open another. */
  private retire(slot: Slot): void {
    if (slot.retired) return;
    slot.retired = true;
    const at = this.idle.indexOf(slot);
    if (at !== -1) this.idle.splice(at, 1);
    this.open--;
    const waiter = this.closed ? undefined : this.waiting.shift();
    if (waiter) this.connect().then(waiter.resolve, waiter.reject);
  }
}
