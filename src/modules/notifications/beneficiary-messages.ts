import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { Subscribe, type DomainEvent } from '../../core/events';
import { JobQueue } from '../../core/queue/job-queue.service';
import { CARD_CATEGORIES } from '../payout-methods';
import type { PayoutInstruction } from '../payout-instructions';
import { EmailOutbox, type QueuedMessage } from './email-outbox';

type MessageEvent = 'PayoutInstructionInitiated' | 'ReminderRequested' | 'ClaimReopened' | 'PayoutCompleted';

/**
 * Every message to a beneficiary (docs/emails.md): what each event asks to tell them, decided here and only here.
 * The claim email of an initiation over `Email`, a reminder, the new claim link after a payout failed, was cancelled
 * or returned, and that a card is available. Which template, when, and, for the instruction as it stands, whether
 * at all (its channel, its subscription) are this module's choices; the causes only record what happened.
 */
@Injectable()
export class BeneficiaryMessages {
  constructor(
    private readonly em: EntityManager,
    private readonly outbox: EmailOutbox,
    private readonly jobs: JobQueue,
  ) {}

  @Subscribe('PayoutInstructionInitiated', 'ReminderRequested', 'ClaimReopened', 'PayoutCompleted')
  async tell(events: DomainEvent<MessageEvent>[]): Promise<void> {
    const messages = events.flatMap((event) => messageOf(event));
    if (messages.length === 0) return;
    const queued = await this.em.fork().transactional((em) => this.outbox.queueMessages(em, messages));
    if (queued > 0) await this.jobs.nudge('emails-dispatch', {}, { coalesce: true });
  }

  /**
   * A one-time code the beneficiary asked for, in the claim's transaction: sent whatever the channel (they asked) and
   * due now. `secretFields` is the code, encrypted by the caller; the sender forgets it once the email is sent.
   */
  queueCode(em: EntityManager, instruction: PayoutInstruction, secretFields: string): Promise<string> {
    return this.outbox.queue(em, instruction, 'OtpEmail', new Date(), secretFields);
  }
}

/** The message an event asks for, if any (pure: the instruction's channel and subscription are checked by the outbox's statement). */
export function messageOf(event: DomainEvent<MessageEvent>): QueuedMessage[] {
  const base = { eventId: event.id };
  switch (event.type) {
    case 'PayoutInstructionInitiated':
      // Initiated over `None`: the organization tells the beneficiary itself; its activity entry says so already.
      if (event.data.channel !== 'Email') return [];
      return [
        {
          ...base,
          instructionId: event.data.payoutInstructionId,
          templateType: 'InitiateEmail',
          scheduledFor: new Date(event.data.notifyAt),
          description: 'Claim email queued',
          actor: event.data.actor,
          channel: event.data.channel,
          linkVersion: event.data.linkVersion,
        },
      ];
    case 'ReminderRequested':
      return [
        {
          ...base,
          instructionId: event.data.payoutInstructionId,
          templateType: 'ReminderEmail',
          scheduledFor: new Date(event.data.notifyAt),
          description: event.data.bulk ? 'Reminder email queued (bulk)' : 'Reminder email queued',
          details: event.data.bulk ? { bulk: true } : {},
          actor: event.data.actor,
          channel: event.data.channel,
          linkVersion: event.data.linkVersion,
        },
      ];
    case 'ClaimReopened':
      return [
        {
          ...base,
          instructionId: event.data.payoutInstructionId,
          templateType: 'FailureReinitiateEmail',
          scheduledFor: event.occurredOn,
          description: 'New claim link queued',
          channel: event.data.channel,
          linkVersion: event.data.linkVersion,
        },
      ];
    case 'PayoutCompleted':
      // A card was issued: the claim page shows it. Other payouts end in the beneficiary's own account.
      if (!(CARD_CATEGORIES as readonly string[]).includes(event.data.category)) return [];
      return [{ ...base, instructionId: event.data.payoutInstructionId, templateType: 'PayoutAvailableEmail', scheduledFor: event.occurredOn, description: 'Payout available email queued' }];
  }
}
