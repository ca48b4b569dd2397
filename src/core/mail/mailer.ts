import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../config/app-config';
import { MessageBuilder, type OutgoingEmail } from './message';
import { SmtpPool } from './smtp-pool';

export type { OutgoingEmail } from './message';

/** How long the service waits on an SMTP server before calling the attempt failed (and retrying later). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Connections kept open to the SMTP server: each carries one message at a time (envelope and DATA pipelined). */
export const SMTP_POOL_CONNECTIONS = 8;

/**
 * The one way out for email: messages built by MessageBuilder, sent over a pool of nodemailer SMTP connections
 * (SMTP_URL). Without SMTP_URL the message is built and dropped (a sandbox without a mail server still renders and
 * records every email).
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  /** Created at the first email: processes that never send (the API) open nothing. */
  private pool?: SmtpPool;
  private warned = false;
  private readonly messages: MessageBuilder;

  /** The sender's domain, which ends every Message-ID. */
  private readonly domain: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.domain = /@([^>\s]+)>?\s*$/.exec(config.emailFrom)?.[1] ?? 'campaign-manager.local';
    this.messages = new MessageBuilder(config.emailFrom);
  }

  /** The Message-ID of an email that has this stable key (an outbox row id), on the sender's domain. */
  messageIdFor(key: string): string {
    return `<${key}@${this.domain}>`;
  }

  /** Resolves once the SMTP server has accepted the message; rejects with nodemailer's error otherwise. */
  async send(email: OutgoingEmail): Promise<void> {
    const message = await this.messages.build(email);
    const pool = this.poolOnce();
    if (pool) await pool.send(message.envelope, message.raw);
  }

  /** At application shutdown, after every module's destroy hook: the workers have sent what they were sending by then. */
  onApplicationShutdown(): void {
    this.pool?.close();
  }

  private poolOnce(): SmtpPool | undefined {
    if (this.pool || !this.config.smtpUrl) {
      if (!this.config.smtpUrl && !this.warned) this.logger.warn('SMTP_URL is unset: emails are rendered and recorded as sent, but not delivered');
      this.warned = true;
      return this.pool;
    }
    this.pool = new SmtpPool(this.config.smtpUrl, SMTP_POOL_CONNECTIONS, SMTP_TIMEOUTS);
    return this.pool;
  }
}

/**
 * Whether the same message may go through on a later attempt: SMTP 4xx replies (and 503), dropped or refused
 * connections, timeouts. A 5xx reply (unknown mailbox, policy rejection) will be refused again.
 */
export function isTransientMailError(error: unknown): boolean {
  const permanent = (error as { permanent?: unknown } | null)?.permanent;
  return permanent !== true;
}
