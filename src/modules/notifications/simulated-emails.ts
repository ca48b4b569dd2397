import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { EmailTemplateType } from '../templates';
import type { DeliveryStatus, SimulatedEmailView } from './dto/simulated-email.view';

interface EmailRow {
  id: string;
  recipient: string;
  template_type: EmailTemplateType;
  delivery_status: DeliveryStatus;
  payout_instruction_id: string | null;
  subject: string | null;
  html_body: string | null;
  scheduled_for: Date;
  sent_on: Date | null;
  created_on: Date;
}

const iso = (value: Date | string): string => new Date(value).toISOString();

/** The organization's emails, newest first, for the sandbox's `GET /simulate/emails`. */
@Injectable()
export class SimulatedEmails {
  constructor(private readonly em: EntityManager) {}

  async latest(organizationId: string, filter: { limit: number; payoutInstructionId?: string }): Promise<SimulatedEmailView[]> {
    const params: unknown[] = [organizationId];
    let where = 'organization_id = ?';
    if (filter.payoutInstructionId) {
      where += ' and payout_instruction_id = ?';
      params.push(filter.payoutInstructionId);
    }
    const rows = await this.em.getConnection().execute<EmailRow[]>(
      `select id, recipient, template_type, delivery_status, payout_instruction_id, subject, html_body, scheduled_for, sent_on, created_on
       from email_delivery where ${where} order by created_on desc, id desc limit ?`,
      [...params, filter.limit],
    );
    return rows.map((r) => ({
      id: r.id,
      recipient: r.recipient,
      templateType: r.template_type,
      deliveryStatus: r.delivery_status,
      payoutInstructionId: r.payout_instruction_id,
      subject: r.subject,
      htmlBody: r.html_body,
      scheduledFor: iso(r.scheduled_for),
      sentOn: r.sent_on === null ? null : iso(r.sent_on),
      createdOn: iso(r.created_on),
    }));
  }
}
