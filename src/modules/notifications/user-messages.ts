import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import type { BalanceLowReason } from '../../core/events';
import { TemplatesService } from '../templates';
import { EmailOutbox } from './email-outbox';

/** An invitation to an organization, as its email tells it. */
export interface InvitationMessage {
  organizationId: string;
  organizationName: string;
  recipient: string;
  roleName: string;
  invitationLink: string;
  invitedBy: string | null;
  expiresOn: Date;
}

/** An approval request, as the email to a person who may decide it tells it. */
export interface ApprovalRequestMessage {
  /** The domain event's id: with the recipient, the key that makes handling it twice harmless. */
  eventId: string;
  organizationId: string;
  organizationName: string;
  /** The addresses of the people who may approve it, the requester left out. */
  recipients: readonly string[];
  requestedBy: string | null;
  request: string;
  approvalLink: string;
  expiresOn: Date;
}

/** A campaign's low-balance alert, as its email tells it (docs/balance-alerts.md). */
export interface BalanceLowMessage {
  /** The domain event's id: with the recipient, the key that makes handling it twice harmless. */
  eventId: string;
  organizationId: string;
  organizationName: string;
  campaignName: string;
  campaignLink: string;
  balanceCents: number;
  thresholdCents: number;
  reason: BalanceLowReason;
  shortByCents: number | null;
  /** The Administrators' addresses. */
  recipients: readonly string[];
}

/** A quarantined bank file, as the email to an operator organization's Administrators tells it (docs/bank-files-in.md). */
export interface BankFileQuarantinedMessage {
  eventId: string;
  organizationId: string;
  fileName: string;
  error: string;
  operationsLink: string;
  recipients: readonly string[];
}

const REASONS: Record<BalanceLowReason, string> = {
  BalanceFell: 'Its balance fell below the alert.',
  ThresholdChanged: 'Its alert was set above its balance.',
  BulkInitiationRefused: 'A bulk initiation was refused for lack of money.',
};

const dollars = new Intl.NumberFormat('en-US', { style: 'currency', currency: 'USD' });
const formatCents = (cents: number): string => dollars.format(cents / 100);

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Every message to a user of the service (docs/emails.md): the invitation, an approval waiting and the low-balance alert, rendered at once from the
 * organization's own template (else the default) and queued in the caller's transaction, so it goes exactly when
 * the invitation exists.
 */
@Injectable()
export class UserMessages {
  constructor(
    private readonly templates: TemplatesService,
    private readonly outbox: EmailOutbox,
  ) {}

  /** Returns the queued email's id. */
  async queueInvitation(em: EntityManager, invitation: InvitationMessage): Promise<string> {
    const source = await this.templates.organizationSource(invitation.organizationId, 'InvitationEmail');
    const rendered = this.templates.render(
      'InvitationEmail',
      source,
      {
        OrganizationName: invitation.organizationName,
        RoleName: invitation.roleName,
        InvitationLink: invitation.invitationLink,
        InvitedBy: invitation.invitedBy ?? '',
        ExpiryDate: longDate.format(invitation.expiresOn),
      },
      {},
    );
    return this.outbox.queuePreview(em, { organizationId: invitation.organizationId, templateType: 'InvitationEmail', recipient: invitation.recipient, subject: rendered.subject, htmlBody: rendered.html });
  }

  /** An approval waiting, to each recipient (docs/approvals.md); keyed by the event. Returns how many were queued. */
  queueApprovalRequests(em: EntityManager, messages: readonly ApprovalRequestMessage[]): Promise<number> {
    return this.queueForEvents(
      em,
      'ApprovalRequestEmail',
      messages.map((message) => ({
        ...message,
        fields: {
          OrganizationName: message.organizationName,
          RequestedBy: message.requestedBy ?? 'A machine client',
          Request: message.request,
          ApprovalLink: message.approvalLink,
          ExpiryDate: longDate.format(message.expiresOn),
        },
      })),
    );
  }

  /**
   * A low-balance alert to each recipient, rendered from the organization's `BalanceLowEmail` template (else the
   * default) and queued in the caller's transaction, keyed by the event: a second run queues nothing. Returns how
   * many were queued.
   */
  queueBalanceLow(em: EntityManager, messages: readonly BalanceLowMessage[]): Promise<number> {
    return this.queueForEvents(
      em,
      'BalanceLowEmail',
      messages.map((message) => ({
        ...message,
        fields: {
          OrganizationName: message.organizationName,
          CampaignName: message.campaignName,
          CampaignLink: message.campaignLink,
          Balance: formatCents(message.balanceCents),
          Threshold: formatCents(message.thresholdCents),
          Reason: REASONS[message.reason],
          ShortBy: message.shortByCents === null ? '' : formatCents(message.shortByCents),
        },
      })),
    );
  }

  /** The quarantine alert to each recipient, keyed by the event (as queueBalanceLow). Returns how many were queued. */
  queueBankFileQuarantined(em: EntityManager, messages: readonly BankFileQuarantinedMessage[]): Promise<number> {
    return this.queueForEvents(
      em,
      'BankFileQuarantinedEmail',
      messages.map((message) => ({ ...message, fields: { FileName: message.fileName, Error: message.error, OperationsLink: message.operationsLink } })),
    );
  }

  /**
   * Each message rendered once from the organization's template of `type` (else the default) and queued to each of
   * its recipients, keyed by its event and the recipient: handling the events again queues nothing twice.
   */
  private async queueForEvents(
    em: EntityManager,
    type: 'ApprovalRequestEmail' | 'BalanceLowEmail' | 'BankFileQuarantinedEmail',
    messages: readonly { eventId: string; organizationId: string; recipients: readonly string[]; fields: Record<string, string> }[],
  ): Promise<number> {
    const emails = [];
    for (const message of messages) {
      if (message.recipients.length === 0) continue;
      const rendered = this.templates.render(type, await this.templates.organizationSource(message.organizationId, type), message.fields, {});
      for (const recipient of message.recipients) {
        emails.push({ organizationId: message.organizationId, templateType: type, recipient, subject: rendered.subject, htmlBody: rendered.html, dedupeKey: `event-${message.eventId}` });
      }
    }
    return this.outbox.queueToUsers(em, emails);
  }
}
