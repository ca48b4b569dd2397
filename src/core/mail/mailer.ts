import { Inject, Injectable, Logger, type OnApplicationShutdown } from '@nestjs/common';
import nodemailer, { type Transporter } from 'nodemailer';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  /** Stable per email (derived from its outbox row), so receivers can drop the rare duplicate. */
  messageId: string;
  /** An HTTPS or mailto URL for the List-Unsubscribe header (RFC 2369), with RFC 8058 one-click. */
  unsubscribeUrl?: string;
}

/** How long the service waits on an SMTP server before calling the attempt failed (and retrying later). */
const SMTP_TIMEOUTS = { connectionTimeout: 10_000, greetingTimeout: 10_000, socketTimeout: 30_000 };
/** Connections kept open to the SMTP server: each carries one message at a time. */
export const SMTP_POOL_CONNECTIONS = 8;

/**
 * The one way out for email: nodemailer over a pool of SMTP connections (SMTP_URL). Without SMTP_URL the
 * message is built and dropped (a sandbox without a mail server still renders and records every email).
 */
@Injectable()
export class Mailer implements OnApplicationShutdown {
  private readonly logger = new Logger(Mailer.name);
  /** Created at the first email: processes that never send (the API) open nothing. */
  private transport?: Transporter;

  /** The sender's domain, which ends every Message-ID. */
  private readonly domain: string;

  constructor(@Inject(APP_CONFIG) private readonly config: AppConfig) {
    this.domain = /@([^>\s]+)>?\s*$/.exec(config.emailFrom)?.[1] ?? 'campaign-manager.local';
  }

  /** The Message-ID of an email that has this stable key (an outbox row id), on the sender's domain. */
  messageIdFor(key: string): string {
    return `<${key}@${this.domain}>`;
  }

  /** Resolves once the SMTP server has accepted the message; rejects with nodemailer's error otherwise. */
  async send(email: OutgoingEmail): Promise<void> {
    await this.transportOnce().sendMail({
      from: this.config.emailFrom,
      to: email.to,
      subject: email.subject,
      html: email.html,
      messageId: email.messageId,
      ...(email.unsubscribeUrl ? { list: { unsubscribe: email.unsubscribeUrl }, headers: { 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } } : {}),
    });
  }

  /** At application shutdown, after every module's destroy hook: the workers have sent what they were sending by then. */
  onApplicationShutdown(): void {
    this.transport?.close();
  }

  private transportOnce(): Transporter {
    if (this.transport) return this.transport;
    if (!this.config.smtpUrl) this.logger.warn('SMTP_URL is unset: emails are rendered and recorded as sent, but not delivered');
    this.transport = this.config.smtpUrl
      ? nodemailer.createTransport({ url: this.config.smtpUrl, pool: true, maxConnections: SMTP_POOL_CONNECTIONS, maxMessages: Infinity, ...SMTP_TIMEOUTS })
      : nodemailer.createTransport({ jsonTransport: true });
    return this.transport;
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
