import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';
import PostalMime from 'postal-mime';

export interface ReceivedEmail {
  to: string[];
  subject: string;
  html: string;
  messageId: string;
  headers: Record<string, string>;
}

/** How the sink answers the DATA of the next messages: refuse with an SMTP code, or take its time first. */
type Behaviour = { refuseWith: number } | { holdMs: number } | { arrive: () => void; released: Promise<void> };

/** A message the sink holds until the test lets it go: `arrived` once its data is in, `release()` to answer it. */
export interface Held {
  arrived: Promise<void>;
  release(): void;
}

/**
 * A real SMTP server in the test process (the `smtp-server` package): it accepts everything, parses what it gets
 * (postal-mime) and keeps it for assertions. Tests can make it refuse (4xx/5xx) or stall the next messages.
 */
export class SmtpSink {
  readonly received: ReceivedEmail[] = [];
  private readonly behaviours: Behaviour[] = [];
  private constructor(private readonly server: SMTPServer) {}

  static async start(): Promise<SmtpSink> {
    const server: SMTPServer = new SMTPServer({
      authOptional: true,
      disabledCommands: ['STARTTLS', 'AUTH'],
      logger: false,
      onData(stream, _session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          sink.answer(Buffer.concat(chunks)).then(
            () => callback(),
            (error: Error) => callback(error),
          );
        });
      },
    });
    const sink = new SmtpSink(server);
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return sink;
  }

  get url(): string {
    return `smtp://127.0.0.1:${(this.server.server.address() as AddressInfo).port}`;
  }

  /** The next `count` messages are refused with `code` (4xx: try later; 5xx: never). */
  refuseNext(count: number, code = 451): void {
    for (let i = 0; i < count; i++) this.behaviours.push({ refuseWith: code });
  }

  /** The next message is accepted only after `ms`. */
  holdNext(ms: number): void {
    this.behaviours.push({ holdMs: ms });
  }

  /** Holds the next message, unanswered, until `release()`: no timing to guess, the test decides when it is answered. */
  holdNextUntilReleased(): Held {
    let arrive!: () => void;
    let release!: () => void;
    const arrived = new Promise<void>((resolve) => (arrive = resolve));
    const released = new Promise<void>((resolve) => (release = resolve));
    this.behaviours.push({ arrive, released });
    return { arrived, release };
  }

  to(address: string): ReceivedEmail[] {
    return this.received.filter((email) => email.to.includes(address.toLowerCase()));
  }

  async close(): Promise<void> {
    await new Promise<void>((resolve) => this.server.close(() => resolve()));
  }

  private async answer(raw: Buffer): Promise<void> {
    const behaviour = this.behaviours.shift();
    if (behaviour && 'refuseWith' in behaviour) {
      throw Object.assign(new Error(behaviour.refuseWith >= 500 ? 'Mailbox unavailable' : 'Try again later'), { responseCode: behaviour.refuseWith });
    }
    if (behaviour && 'released' in behaviour) {
      behaviour.arrive();
      await behaviour.released;
    } else if (behaviour) await new Promise((resolve) => setTimeout(resolve, behaviour.holdMs));
    const email = await PostalMime.parse(raw);
    this.received.push({
      to: (email.to ?? []).flatMap((address) => ('address' in address && address.address ? [address.address.toLowerCase()] : [])),
      subject: email.subject ?? '',
      html: email.html ?? '',
      messageId: email.messageId ?? '',
      headers: Object.fromEntries(email.headers.map((header) => [header.key, header.value])),
    });
  }
}
