import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { newId } from '../../core/database/base.entity';
import { literal, literals, query } from '../../core/database/sql';
import { CampaignsService, todayUtc } from '../campaigns';
import { statusChangesOf } from './instruction-events';
import { InstructionMoney } from './instruction-money';
import { allowedFrom, fundsMovement, nextStatus, PayoutInstructionStatus } from './payout-instruction-state';
import { CancellationReason } from './payout-instruction.entity';

/** Instructions per transaction: a batch's locks and its activity rows stay small, its one Release covers them all. */
export const EXPIRY_BATCH_SIZE = 5_000;

export interface ExpiryRun {
  /** Only this campaign (the sandbox's `:expire`); else every expired campaign with something left to cancel. */
  campaignId?: string;
  batchSize?: number;
}

export interface ExpiryOutcome {
  /** Instructions cancelled with `CampaignExpired` by this run. */
  cancelled: number;
  /** Cents returned from allocated to unallocated, over all campaigns. */
  releasedCents: number;
}

interface ExpiredCampaign {
  id: string;
  organization_id: string;
}

/** The states the sweep takes (`expire` in the state machine) and the one it leaves them in. */
const EXPIRABLE = allowedFrom('expire');
const CANCELLED = nextStatus(EXPIRABLE[0], 'expire');
const REASON = CancellationReason.CampaignExpired;

/**
 * Campaign expiry (docs/campaign-expiry.md): every instruction of an expired campaign that nobody has claimed yet
 * (Draft, Initiated, Restored) is cancelled with `CampaignExpired`, its funds released to the campaign's unallocated
 * balance. Set-based, a batch per transaction, each batch one UPDATE (with its activity rows) and one aggregated
 * Release. Rows are taken `for update skip locked` in id order: two runs at once share the work and never release
 * one instruction twice, a run never waits on an instruction someone is acting on (the next run takes it), and
 * since it waits on nothing but the ledger accounts, locked in id order by LedgerService, it cannot deadlock with
 * the other money paths (all of which lock instructions before accounts). A second run finds nothing to do.
 */
@Injectable()
export class CampaignExpirySweep {
  constructor(
    private readonly em: EntityManager,
    private readonly money: InstructionMoney,
    private readonly campaigns: CampaignsService,
  ) {}

  /** Sandbox `:expire`: the campaign (the caller's, else 404) expired yesterday, and its sweep runs now. */
  async expireNow(campaignId: string): Promise<ExpiryOutcome> {
    const campaign = await this.campaigns.expireAsOfYesterday(campaignId);
    return this.run({ campaignId: campaign.id });
  }

  async run(options: ExpiryRun = {}): Promise<ExpiryOutcome> {
    const batchSize = options.batchSize ?? EXPIRY_BATCH_SIZE;
    const today = todayUtc();
    const outcome: ExpiryOutcome = { cancelled: 0, releasedCents: 0 };
    for (const campaign of await this.expiredCampaigns(today, options.campaignId)) {
      // Batches go in id order, each after the last id of the one before: none walks again over rows already done.
      let after: string | null = null;
      for (;;) {
        const batch = await this.expireBatch(campaign, today, batchSize, after);
        outcome.cancelled += batch.count;
        outcome.releasedCents += batch.releasedCents;
        if (batch.count < batchSize || batch.lastId === null) break;
        after = batch.lastId;
      }
    }
    return outcome;
  }

  /** Campaigns past their expiry date (UTC) that still have instructions to cancel, in id order. */
  private expiredCampaigns(today: string, campaignId: string | undefined): Promise<ExpiredCampaign[]> {
    return query<ExpiredCampaign>(
      this.em,
      `select k.id, k.organization_id from campaign k
       where k.expiry_date < ?::date ${campaignId ? 'and k.id = ?' : ''}
         and exists (select 1 from payout_instruction i where i.campaign_id = k.id and i.status in ${literals(EXPIRABLE)})
       order by k.id`,
      campaignId ? [today, campaignId] : [today],
    );
  }

  /**
   * One transaction: up to `batchSize` expirable instructions of the campaign (after `after`), locked in id order,
   * cancelled with their activity in one statement, then one Release of what they held. The campaign's expiry is
   * checked again in the statement, so an expiry date moved forward meanwhile stops the sweep.
   */
  private expireBatch(campaign: ExpiredCampaign, today: string, batchSize: number, after: string | null): Promise<{ count: number; releasedCents: number; lastId: string | null }> {
    return this.em.transactional(async (em) => {
      const rows = await query<{ status: PayoutInstructionStatus; count: string; cents: string; last_id: string }>(
        em,
        `with picked as (
           select i.id, i.status from payout_instruction i
           where i.campaign_id = ? and i.status in ${literals(EXPIRABLE)} ${after ? 'and i.id > ?' : ''}
             and exists (select 1 from campaign k where k.id = ? and k.expiry_date < ?::date)
           order by i.id
           limit ?
           for update of i skip locked
         ),
         expired as (
           update payout_instruction i
           set status = ${literal(CANCELLED)}, cancellation_reason = ${literal(REASON)}, version = i.version + 1, updated_on = now()
           from picked p
           where i.id = p.id
           returning i.id, i.organization_id, p.status as previous, i.amount_cents
         ),
         events as (${statusChangesOf('expired', { id: 'id', previousStatus: 'previous', status: literal(CANCELLED) })}),
         activity as (
           insert into payout_instruction_activity (id, organization_id, payout_instruction_id, kind, description, details, actor_type, actor_id, occurred_on)
           select uuid_generate_v7(), organization_id, id, 'PayoutInstructionCancelled', 'Cancelled: the campaign expired',
                  jsonb_build_object('from', previous, 'to', ${literal(CANCELLED)}, 'cancellationReason', ${literal(REASON)}), 'System', null, clock_timestamp()
           from expired
         )
         select previous as status, count(*) as count, coalesce(sum(amount_cents), 0) as cents, max(id::text collate "C") as last_id
         from expired group by previous`,
        [campaign.id, ...(after ? [after] : []), campaign.id, today, batchSize],
      );
      // What each state held comes back (Initiated, Restored); a Draft held nothing. One Release for the batch.
      const releasedCents = rows.filter((row) => fundsMovement(row.status, CANCELLED) === 'release').reduce((sum, row) => sum + Number(row.cents), 0);
      await this.money.move(em, campaign.organization_id, campaign.id, 'release', releasedCents, newId());
      const lastIds = rows.map((row) => row.last_id).sort();
      return { count: rows.reduce((sum, row) => sum + Number(row.count), 0), releasedCents, lastId: lastIds.at(-1) ?? null };
    });
  }
}
