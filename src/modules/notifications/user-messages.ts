import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
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
  eventId: string;
  organizationId: string;
  organizationName: string;
  recipient: string;
  requestedBy: string | null;
  request: string;
  approvalLink: string;
  expiresOn: Date;
}

const longDate = new Intl.DateTimeFormat('en-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * Every message to a user of the service (docs/emails.md): today the invitation, rendered at once from the
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

  /** Once per recipient and event, however often it is handled; answers whether it was queued now. */
  async queueApprovalRequest(em: EntityManager, message: ApprovalRequestMessage): Promise<boolean> {
    const source = await this.templates.organizationSource(message.organizationId, 'ApprovalRequestEmail');
    const rendered = this.templates.render(
      'ApprovalRequestEmail',
      source,
      {
        OrganizationName: message.organizationName,
        RequestedBy: message.requestedBy ?? 'A machine client',
        Request: message.request,
        ApprovalLink: message.approvalLink,
        ExpiryDate: longDate.format(message.expiresOn),
      },
      {},
    );
    const email = { organizationId: message.organizationId, templateType: 'ApprovalRequestEmail' as const, recipient: message.recipient, subject: rendered.subject, htmlBody: rendered.html };
    return this.outbox.queueForEvent(em, email, message.eventId);
  }
}
