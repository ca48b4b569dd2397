import { Injectable } from '@nestjs/common';
import type { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import type { EmailTemplateType } from '../templates';
import type { PayoutInstruction } from './payout-instruction.entity';

/**
 * The email outbox (docs/emails.md): an action that notifies writes a `Queued` row in its own transaction; the
 * notification workers render and send it. Nothing leaves the process from here.
 */
@Injectable()
export class EmailOutbox {
  async queue(em: EntityManager, instruction: PayoutInstruction, templateType: EmailTemplateType, scheduledFor: Date = new Date()): Promise<string> {
    const id = newId();
    await em.getConnection().execute(
      `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, scheduled_for, link_version)
       values (?, ?, ?, ?, ?, ?, ?, ?)`,
      [id, instruction.organizationId, instruction.campaignId, instruction.id, templateType, instruction.email, scheduledFor, instruction.linkVersion],
      'run',
      em.getTransactionContext(),
    );
    return id;
  }
}
