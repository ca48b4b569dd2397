import { Inject, Injectable } from '@nestjs/common';
import { APP_CONFIG, type AppConfig } from '../../core/config/app-config';
import { isTransientMailError, Mailer } from '../../core/mail/mailer';
import { FieldEncryption } from '../../core/security/field-encryption';
import { LinkTokens } from '../../core/security/link-token';
import { CampaignIcons } from '../campaigns';
import { givenName } from '../organization';
import { EmailDeliveryStatus } from '../../core/mail/email-delivery-status';
import { EmailSubscriptionStatus } from '../payout-instructions';
import { EmailDeliveries, type ClaimedEmail } from './email-deliveries';
import { isEmailTemplateType, TemplatesService } from '../templates';
import { decideDelivery } from './delivery-decision';
import { dynamicFields, offeredMethodNames, withUnsubscribeLink } from './email-fields';

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
    private readonly deliveries: EmailDeliveries,
    private readonly mailer: Mailer,
    private readonly templates: TemplatesService,
    private readonly links: LinkTokens,
    private readonly icons: CampaignIcons,
    private readonly encryption: FieldEncryption,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** `finalAttempt`: a transient failure now marks the row `Failed` instead of waiting for a retry. */
  async send(deliveryId: string, finalAttempt: boolean): Promise<SendOutcome> {
    const row = await this.deliveries.claim(deliveryId, SEND_LEASE_SECONDS);
    if (!row) {
      if (await this.deliveries.isQueued(deliveryId)) throw new EmailInFlightError(deliveryId);
      return 'AlreadyDone';
    }
    const decision = decideDelivery({
      templateType: row.template_type,
      instruction:
        row.payout_instruction_id && row.instruction_id
          ? {
              status: row.status ?? '',
              subscribed: row.email_subscription_status === EmailSubscriptionStatus.Subscribed,
              linkVersion: row.current_link_version ?? 0,
              queuedWithLinkVersion: row.link_version,
            }
          : null,
      instructionMissing: row.payout_instruction_id !== null && row.instruction_id === null,
      campaignExpired: row.campaign_expired === true,
    });
    if (!decision.send) {
      await this.finish(row, EmailDeliveryStatus.Suppressed, { reason: decision.reason });
      return 'Suppressed';
    }

    const content = await this.contentOf(row);
    const messageId = this.mailer.messageIdFor(row.id);
    try {
      await this.mailer.send({ to: row.recipient, subject: content.subject, html: content.sentHtml ?? content.html, messageId, unsubscribeUrl: content.unsubscribeUrl });
    } catch (error) {
      if (isTransientMailError(error) && !finalAttempt) {
        await this.deliveries.release(row.id, errorText(error));
        throw error;
      }
      await this.finish(row, EmailDeliveryStatus.Failed, { reason: errorText(error), content });
      throw new EmailFailedError(row.id, error);
    }
    await this.finish(row, EmailDeliveryStatus.Sent, { messageId, content });
    return 'Sent';
  }

  /**
   * Previews go as they were rendered; every other email is rendered now, with today's template and links. An email
   * with secret fields (a one-time code) is sent as `sentHtml`, and kept as `html`, rendered with the secrets masked.
   */
  private async contentOf(row: ClaimedEmail): Promise<{ subject: string; html: string; sentHtml?: string; unsubscribeUrl?: string }> {
    if (!row.payout_instruction_id) return { subject: row.subject ?? '', html: row.html_body ?? '' };
    if (!isEmailTemplateType(row.template_type)) throw new Error(`Unknown template type ${row.template_type}`);
    const instructionId = row.payout_instruction_id;
    const claimLink = `${this.config.publicBaseUrl}/claim/${this.links.sign('claim', { instructionId, linkVersion: row.current_link_version ?? 0 })}`;
    const unsubscribeUrl = `${this.config.publicBaseUrl}/public/unsubscribe/${this.links.sign('unsubscribe', { instructionId })}`;
    const source = await this.templates.sourceFor(row.template_type, row.template_id ? { id: row.template_id, version: row.template_version ?? 1 } : null);
    const amountCents = row.amount_cents === null ? null : Number(row.amount_cents);
    const fields = dynamicFields({
      firstName: row.first_name,
      lastName: row.last_name,
      amountCents,
      campaignName: row.campaign_name ?? '',
      organizationName: givenName(row.organization_id, row.organization_name),
      campaignManager: row.campaign_manager,
      payoutMethods: offeredMethodNames(row.payout_methods, amountCents),
      // The template's own logo, when it has one, wins in render().
      campaignLogo: this.icons.urlOf(row.icon_key),
      expiryDate: row.expiry_date ?? '',
      claimLink,
      unsubscribeLink: unsubscribeUrl,
    });
    const secrets = row.secret_fields ? this.encryption.decryptJson<Record<string, string>>(row.secret_fields) : {};
    const masked = Object.fromEntries(Object.keys(secrets).map((name) => [name, '••••••']));
    const kept = this.templates.render(row.template_type, source, { ...fields, ...masked }, row.tags ?? {});
    const html = withUnsubscribeLink(kept.html, unsubscribeUrl);
    if (!row.secret_fields) return { subject: kept.subject, html, unsubscribeUrl };
    const sent = this.templates.render(row.template_type, source, { ...fields, ...secrets }, row.tags ?? {});
    return { subject: sent.subject, html, sentHtml: withUnsubscribeLink(sent.html, unsubscribeUrl), unsubscribeUrl };
  }

  /** Records the outcome on the row and in the instruction's activity. */
  private async finish(
    row: ClaimedEmail,
    status: keyof typeof ACTIVITY,
    outcome: { messageId?: string; reason?: string; content?: { subject: string; html: string } },
  ): Promise<void> {
    const activity = ACTIVITY[status];
    const details = JSON.stringify({ templateType: row.template_type, recipient: row.recipient, deliveryId: row.id, ...(outcome.messageId ? { messageId: outcome.messageId } : {}), ...(outcome.reason ? { reason: outcome.reason } : {}) });
    await this.deliveries.finish(row.id, {
      status,
      messageId: outcome.messageId ?? null,
      reason: outcome.reason ?? null,
      subject: outcome.content?.subject ?? null,
      htmlBody: outcome.content?.html ?? null,
      activity: { kind: activity.kind, description: `${activity.verb}: ${row.template_type} to ${row.recipient}`, details },
    });
  }
}

const ACTIVITY = {
  [EmailDeliveryStatus.Sent]: { kind: 'NotificationSent', verb: 'Email sent' },
  [EmailDeliveryStatus.Failed]: { kind: 'NotificationFailed', verb: 'Email failed' },
  [EmailDeliveryStatus.Suppressed]: { kind: 'NotificationSuppressed', verb: 'Email not sent' },
} as const;

const errorText = (error: unknown): string => (error instanceof Error ? error.message : String(error)).slice(0, 1_000);
