import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { PreparedStatements, type PreparedStatement } from '../../core/database/prepared-statements';
import { isTransientMailError, Mailer } from '../../core/mail/mailer';
import { LinkTokens } from '../../core/security/link-token';
import { CampaignIcons } from '../campaigns';
import { isEmailTemplateType, TemplatesService } from '../templates';
import { decideDelivery } from './delivery-decision';
import { dynamicFields, withUnsubscribeLink } from './email-fields';

/**
 * How long one worker owns a row while it sends it: longer than every SMTP timeout together, so a slow server
 * never lets a second worker send the same email; short enough that a killed worker's row is retried soon.
 */
export const SEND_LEASE_SECONDS = 120;

/** Another worker is sending this email right now: try again later, when its outcome is recorded. */
export class EmailInFlightError extends Error {
  constructor(deliveryId: string) {
    super(`Email ${deliveryId} is being sent by another worker`);
  }
}

/** A send that the SMTP server refused for good (5xx), or whose last attempt failed: the row is `Failed`. */
export class EmailFailedError extends Error {
  constructor(deliveryId: string, cause: unknown) {
    super(`Email ${deliveryId} failed: ${errorText(cause)}`, { cause });
  }
}

export type SendOutcome = 'Sent' | 'Suppressed' | 'AlreadyDone';

/** A claimed outbox row with everything its email needs, read in the same statement that claimed it. */
interface ClaimedRow {
  id: string;
  organization_id: string;
  template_type: string;
  recipient: string;
  link_version: number | null;
  subject: string | null;
  html_body: string | null;
  payout_instruction_id: string | null;
  instruction_id: string | null;
  status: string | null;
  first_name: string | null;
  last_name: string | null;
  amount_cents: string | null;
  tags: Record<string, string> | null;
  email_subscription_status: string | null;
  current_link_version: number | null;
  campaign_name: string | null;
  icon_key: string | null;
  expiry_date: string | null;
  campaign_expired: boolean | null;
  template_id: string | null;
  template_version: number | null;
}

/**
 * Sends one queued email, exactly once as far as it can be (docs/emails.md, Send: one row, once):
 * 1. one statement claims the row with a lease (a second worker holding the same or a duplicate job finds it
 *    leased and retries later, when the outcome is recorded) and reads what the email needs;
 * 2. it renders, and hands the message to the SMTP server with a Message-ID derived from the row;
 * 3. the moment the server accepts, one statement marks the row `Sent` and records the activity. Only a crash
 *    between the server's acceptance and that statement can send twice, and the stable Message-ID lets the
 *    receiving side drop that copy.
 */
@Injectable()
export class EmailSender {
  constructor(
    private readonly sql: PreparedStatements,
    private readonly mailer: Mailer,
    private readonly templates: TemplatesService,
    private readonly links: LinkTokens,
    private readonly icons: CampaignIcons,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `finalAttempt`: a transient failure now marks the row `Failed` instead of waiting for a retry. */
  async send(deliveryId: string, finalAttempt: boolean): Promise<SendOutcome> {
    const row = await this.claim(deliveryId);
    if (!row) {
      if (await this.isQueued(deliveryId)) throw new EmailInFlightError(deliveryId);
      return 'AlreadyDone';
    }
    const decision = decideDelivery({
      templateType: row.template_type,
      instruction:
        row.payout_instruction_id && row.instruction_id
          ? {
              status: row.status ?? '',
              subscribed: row.email_subscription_status === 'Subscribed',
              linkVersion: row.current_link_version ?? 0,
              queuedWithLinkVersion: row.link_version,
            }
          : null,
      instructionMissing: row.payout_instruction_id !== null && row.instruction_id === null,
      campaignExpired: row.campaign_expired === true,
    });
    if (!decision.send) {
      await this.finish(row, 'Suppressed', { reason: decision.reason });
      return 'Suppressed';
    }

    const content = await this.contentOf(row);
    const messageId = this.mailer.messageIdFor(row.id);
    try {
      await this.mailer.send({ to: row.recipient, subject: content.subject, html: content.html, messageId, unsubscribeUrl: content.unsubscribeUrl });
    } catch (error) {
      if (isTransientMailError(error) && !finalAttempt) {
        await this.release(row.id, error);
        throw error;
      }
      await this.finish(row, 'Failed', { reason: errorText(error), content });
      throw new EmailFailedError(row.id, error);
    }
    await this.finish(row, 'Sent', { messageId, content });
    return 'Sent';
  }

  /** Claims a Queued row nobody holds, for SEND_LEASE_SECONDS, and reads the instruction, campaign and template. */
  private async claim(deliveryId: string): Promise<ClaimedRow | undefined> {
    const [row] = await this.sql.run<ClaimedRow>(CLAIM, [SEND_LEASE_SECONDS, deliveryId]);
    return row;
  }

  private async isQueued(deliveryId: string): Promise<boolean> {
    const [row] = await this.sql.run<{ queued: boolean }>(IS_QUEUED, [deliveryId]);
    return row?.queued === true;
  }

  /** Previews go as they were rendered; every other email is rendered now, with today's template and links. */
  private async contentOf(row: ClaimedRow): Promise<{ subject: string; html: string; unsubscribeUrl?: string }> {
    if (!row.payout_instruction_id) return { subject: row.subject ?? '', html: row.html_body ?? '' };
    if (!isEmailTemplateType(row.template_type)) throw new Error(`Unknown template type ${row.template_type}`);
    const instructionId = row.payout_instruction_id;
    const claimLink = `${this.config.publicBaseUrl}/claim/${this.links.sign('claim', { instructionId, linkVersion: row.current_link_version ?? 0 })}`;
    const unsubscribeUrl = `${this.config.publicBaseUrl}/public/unsubscribe/${this.links.sign('unsubscribe', { instructionId })}`;
    const source = await this.templates.sourceFor(row.template_type, row.template_id ? { id: row.template_id, version: row.template_version ?? 1 } : null);
    const fields = dynamicFields({
      firstName: row.first_name,
      lastName: row.last_name,
      amountCents: row.amount_cents === null ? null : Number(row.amount_cents),
      campaignName: row.campaign_name ?? '',
      // The template's own logo, when it has one, wins in render().
      campaignLogo: this.icons.urlOf(row.icon_key),
      expiryDate: row.expiry_date ?? '',
      claimLink,
      unsubscribeLink: unsubscribeUrl,
    });
    const rendered = this.templates.render(row.template_type, source, fields, row.tags ?? {});
    return { subject: rendered.subject, html: withUnsubscribeLink(rendered.html, unsubscribeUrl), unsubscribeUrl };
  }

  /** A transient failure with attempts left: the row stays Queued, free for the retry, with what went wrong. */
  private async release(deliveryId: string, error: unknown): Promise<void> {
    await this.sql.run(RELEASE, [errorText(error), deliveryId]);
  }

  /** The outcome and its activity entry, in one statement (no transaction to open: the shortest record). */
  private async finish(
    row: ClaimedRow,
    status: 'Sent' | 'Failed' | 'Suppressed',
    outcome: { messageId?: string; reason?: string; content?: { subject: string; html: string } },
  ): Promise<void> {
    const activity = ACTIVITY[status];
    const details = JSON.stringify({ templateType: row.template_type, recipient: row.recipient, deliveryId: row.id, ...(outcome.messageId ? { messageId: outcome.messageId } : {}), ...(outcome.reason ? { reason: outcome.reason } : {}) });
    await this.sql.run(FINISH, [
      status, outcome.messageId ?? null, outcome.reason ?? null, outcome.content?.subject ?? null, outcome.content?.html ?? null, row.id,
      activity.kind, `${activity.verb}: ${row.template_type} to ${row.recipient}`, details,
    ]);
  }
}

/** The sender's statements: prepared, as each email runs two of them. */
const CLAIM: PreparedStatement = {
  name: 'email-delivery-claim',
  text: `with claimed as (
           update email_delivery
           set claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1, updated_on = now()
           where id = $2 and delivery_status = 'Queued' and (claimed_until is null or claimed_until < now())
           returning id, organization_id, campaign_id, template_type, recipient, link_version, subject, html_body, payout_instruction_id
         )
         select c.id, c.organization_id, c.template_type, c.recipient, c.link_version, c.subject, c.html_body, c.payout_instruction_id,
                i.id as instruction_id, i.status, i.first_name, i.last_name, i.amount_cents, i.tags, i.email_subscription_status,
                i.link_version as current_link_version,
                k.name as campaign_name, k.icon_key, to_char(k.expiry_date, 'YYYY-MM-DD') as expiry_date,
                k.expiry_date < (now() at time zone 'UTC')::date as campaign_expired,
                t.id as template_id, t.version as template_version
         from claimed c
         left join payout_instruction i on i.id = c.payout_instruction_id
         left join campaign k on k.id = coalesce(c.campaign_id, i.campaign_id)
         left join email_template t on t.id = (k.email_templates ->> c.template_type)::uuid and t.organization_id = c.organization_id`,
};

const IS_QUEUED: PreparedStatement = {
  name: 'email-delivery-is-queued',
  text: `select delivery_status = 'Queued' as queued from email_delivery where id = $1`,
};

const RELEASE: PreparedStatement = {
  name: 'email-delivery-release',
  text: `update email_delivery set claimed_until = null, last_error = $1, updated_on = now() where id = $2 and delivery_status = 'Queued'`,
};

const FINISH: PreparedStatement = {
  name: 'email-delivery-finish',
  text: `with done as (
           update email_delivery
           set delivery_status = $1::text, message_id = $2, sent_on = case when $1::text = 'Sent' then now() end, last_error = $3,
               subject = coalesce($4::text, subject), html_body = coalesce($5::text, html_body), claimed_until = null, updated_on = now()
           where id = $6 and delivery_status = 'Queued'
           returning organization_id, payout_instruction_id
         )
         insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
         select uuid_generate_v7(), organization_id, payout_instruction_id, $7, $8, $9::jsonb, 'System', null, clock_timestamp() from done where payout_instruction_id is not null`,
};

const ACTIVITY = {
  Sent: { kind: 'NotificationSent', verb: 'Email sent' },
  Failed: { kind: 'NotificationFailed', verb: 'Email failed' },
  Suppressed: { kind: 'NotificationSuppressed', verb: 'Email not sent' },
} as const;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
