import MailComposer from 'nodemailer/lib/mail-composer';
import { encodeWords, foldLines } from 'nodemailer/lib/mime-funcs';
import MimeNode from 'nodemailer/lib/mime-node';
import { encode as encodeQuotedPrintable, wrap as wrapQuotedPrintable } from 'nodemailer/lib/qp';

export interface OutgoingEmail {
  to: string;
  subject: string;
  html: string;
  /** Stable per email (derived from its outbox row), so receivers can drop the rare duplicate. */
  messageId: string;
  /** An HTTPS or mailto URL for the List-Unsubscribe header (RFC 2369), with RFC 8058 one-click. */
  unsubscribeUrl?: string;
}

/** A message ready for SMTP: its envelope and its text (headers and body, CRLF line ends). */
export interface BuiltMessage {
  envelope: { from: string; to: string[] };
  raw: string | Buffer;
}

/** Printable ASCII without spaces, in one header line: an address, a Message-ID or a URL that needs no encoding. */
const PLAIN_TOKEN = /^[\x21-\x7e]{1,900}$/;

/**
 * Builds the service's emails: one HTML part, quoted-printable, as nodemailer's MailComposer builds it. The common
 * case (an ASCII recipient) is written directly, in a few microseconds, with nodemailer's own encoders for the subject
 * and the body; anything else (an internationalized address) goes through MailComposer (about 300 µs an email:
 * docs/benchmarks.md, Emails and memory).
 */
export class MessageBuilder {
  private readonly fromHeader: string;
  private readonly envelopeFrom: string;

  constructor(private readonly from: string) {
    const node = new MimeNode('text/html');
    node.setHeader('From', from);
    this.fromHeader = /^From: .*(?:\r\n[ \t].*)*/m.exec(node.buildHeaders())?.[0] ?? `From: ${from}`;
    this.envelopeFrom = node.getEnvelope().from || '';
  }

  async build(email: OutgoingEmail, date: Date = new Date()): Promise<BuiltMessage> {
    return this.direct(email, date) ?? this.composed(email, date);
  }

  /** The common case, or undefined when a value needs more than encoding the subject and the body. */
  direct(email: OutgoingEmail, date: Date): BuiltMessage | undefined {
    if (!PLAIN_TOKEN.test(email.to) || !/^<[\x21-\x7e]{1,900}>$/.test(email.messageId)) return undefined;
    if (email.unsubscribeUrl !== undefined && !PLAIN_TOKEN.test(email.unsubscribeUrl)) return undefined;
    const subject = email.subject.replace(/\r?\n|\r/g, ' ');
    const headers = [
      this.fromHeader,
      `To: ${email.to}`,
      foldLines(`Subject: ${encodeWords(subject, 'Q', 52, true)}`, 76),
      `Message-ID: ${email.messageId}`,
      `Date: ${date.toUTCString().replace(/GMT/, '+0000')}`,
      ...(email.unsubscribeUrl ? [`List-Unsubscribe: <${email.unsubscribeUrl}>`, 'List-Unsubscribe-Post: List-Unsubscribe=One-Click'] : []),
      'MIME-Version: 1.0',
      'Content-Type: text/html; charset=utf-8',
      'Content-Transfer-Encoding: quoted-printable',
    ];
    const raw = `${headers.join('\r\n')}\r\n\r\n${wrapQuotedPrintable(encodeQuotedPrintable(email.html), 76)}\r\n`;
    return { envelope: { from: this.envelopeFrom, to: [email.to] }, raw };
  }

  /** Any message, through nodemailer's MailComposer. */
  async composed(email: OutgoingEmail, date: Date): Promise<BuiltMessage> {
    const node = new MailComposer({
      from: this.from,
      to: email.to,
      subject: email.subject,
      html: email.html,
      messageId: email.messageId,
      date,
      // MailComposer has no `list` option (nodemailer's Mail adds those headers): written as the direct path does.
      ...(email.unsubscribeUrl
        ? { headers: { 'List-Unsubscribe': { prepared: true, value: `<${email.unsubscribeUrl}>` }, 'List-Unsubscribe-Post': 'List-Unsubscribe=One-Click' } }
        : {}),
    }).compile();
    const envelope = node.getEnvelope();
    return { envelope: { from: envelope.from || '', to: envelope.to }, raw: await node.build() };
  }
}
