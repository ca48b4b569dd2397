import { Injectable } from '@nestjs/common';
import { LockMode } from '@mikro-orm/core';
import { EntityManager } from '@mikro-orm/postgresql';
import { recordEvents } from '../../core/events';
import { Campaign } from '../campaigns';
import { ActivityLog, type Actor } from './activity-log';
import { EmailSubscriptionStatus, PayoutInstruction } from './payout-instruction.entity';

/** What the unsubscribe page shows: the beneficiary's choice, the campaign the emails are about and where they go. */
export interface EmailSubscription {
  status: EmailSubscriptionStatus;
  campaignName: string;
  email: string;
}

/** Whoever holds the instruction's unsubscribe link; links carry no identity beyond the instruction. */
const BENEFICIARY: Actor = { type: 'Beneficiary', id: null };

/** The page's caller is anonymous: no organization scopes the EntityManager, the signed link names the instruction. */
const ANY_TENANT = { filters: { tenant: false } } as const;

/**
 * A beneficiary's choice to receive emails about one payout instruction (docs/emails.md, Unsubscribing). Called from the anonymous
 * unsubscribe page, so every read opts out of the tenant filter; the instruction id comes from a signed link.
 */
@Injectable()
export class EmailSubscriptions {
  constructor(
    private readonly em: EntityManager,
    private readonly activity: ActivityLog,
  ) {}

  /** The current choice, without changing anything; undefined for an unknown instruction. */
  async current(instructionId: string): Promise<EmailSubscription | undefined> {
    const instruction = await this.em.findOne(PayoutInstruction, { id: instructionId }, ANY_TENANT);
    return instruction ? this.describe(this.em, instruction) : undefined;
  }

  /**
   * Sets the choice and records `PayoutInstructionEmailSubscriptionStatusUpdated`, in one transaction with the
   * instruction locked. Asking for the status it already has changes nothing and records nothing.
   */
  async change(instructionId: string, status: EmailSubscriptionStatus | `${EmailSubscriptionStatus}`): Promise<EmailSubscription | undefined> {
    const next = status as EmailSubscriptionStatus;
    return this.em.transactional(async (em) => {
      const instruction = await em.findOne(PayoutInstruction, { id: instructionId }, { ...ANY_TENANT, lockMode: LockMode.PESSIMISTIC_WRITE });
      if (!instruction) return undefined;
      const previous = instruction.emailSubscriptionStatus;
      if (previous !== next) {
        instruction.emailSubscriptionStatus = next;
        await em.flush();
        await this.activity.record(em, instruction.organizationId, instruction.id, BENEFICIARY, [
          {
            kind: 'PayoutInstructionEmailSubscriptionStatusUpdated',
            description: next === EmailSubscriptionStatus.Unsubscribed ? 'Unsubscribed from emails' : 'Resubscribed to emails',
            details: { emailSubscriptionStatus: next, previous },
          },
        ]);
        if (next === EmailSubscriptionStatus.Unsubscribed) {
          await recordEvents(em, [{ type: 'BeneficiaryUnsubscribed', organizationId: instruction.organizationId, data: { payoutInstructionId: instruction.id } }]);
        }
      }
      return this.describe(em, instruction);
    });
  }

  private async describe(em: EntityManager, instruction: PayoutInstruction): Promise<EmailSubscription> {
    const campaign = await em.findOne(Campaign, { id: instruction.campaignId, organizationId: instruction.organizationId }, { ...ANY_TENANT, fields: ['name'] });
    return { status: instruction.emailSubscriptionStatus, campaignName: campaign?.name ?? '', email: instruction.email };
  }
}
