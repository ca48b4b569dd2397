import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { query } from '../../core/database/sql';
import { LIVE_PAYOUT_STATUSES, PayoutStatus } from './payout-state';

/** Payouts of a campaign by method: how many and how much, among live payouts (on their way or paid). */
export interface MethodTally {
  payoutMethodId: string;
  count: number;
  cents: number;
}

/** Payouts completed on one UTC day (still completed: a later return takes them off their day). */
export interface CompletedDay {
  day: string;
  count: number;
  cents: number;
}

/** One payout of a campaign's history, with every status it took. */
export interface PayoutHistoryRow {
  payoutId: string;
  payoutInstructionId: string;
  payoutMethodId: string;
  category: string;
  amountCents: number;
  status: PayoutStatus;
  requestedOn: Date;
  completedOn: Date | null;
  statusChanges: { status: PayoutStatus; on: Date }[];
}

export interface PayoutHistoryQuery {
  from?: string;
  to?: string;
  status?: PayoutStatus;
  limit: number;
  offset: number;
}

/**
 * Reads of the payout tallies kept by triggers on `payout` (docs/reports.md) and of the payouts themselves for the
 * history report; folds the tallies now and then.
 */
@Injectable()
export class PayoutTallies {
  constructor(private readonly em: EntityManager) {}

  async byMethod(organizationId: string, campaignId: string): Promise<MethodTally[]> {
    const rows = await query<{ payout_method_id: string; n: string; cents: string }>(
      this.em,
      `select payout_method_id, sum(entered - exited) as n, sum(entered_cents - exited_cents) as cents
       from payout_tally where organization_id = ? and campaign_id = ? and status = any(?::text[])
       group by payout_method_id having sum(entered - exited) > 0 order by n desc, payout_method_id`,
      [organizationId, campaignId, [...LIVE_PAYOUT_STATUSES]],
    );
    return rows.map((r) => ({ payoutMethodId: r.payout_method_id, count: Number(r.n), cents: Number(r.cents) }));
  }

  /**
   * Payouts completed per UTC day, oldest first: of one campaign or the whole organization, on or after `from` and
   * on or before `to` when given. Net of returns on the same day's tally.
   */
  async completedByDay(organizationId: string, scope: { campaignId?: string; from?: string; to?: string }): Promise<CompletedDay[]> {
    const rows = await query<{ day: string; n: string; cents: string }>(
      this.em,
      `select to_char(day, 'YYYY-MM-DD') as day, sum(entered) as n, sum(entered_cents) as cents
       from payout_tally
       where organization_id = ? and (?::uuid is null or campaign_id = ?::uuid) and status = ?
         and day >= coalesce(?::date, '-infinity') and day <= coalesce(?::date, 'infinity')
       group by day having sum(entered) > 0 order by day`,
      [organizationId, scope.campaignId ?? null, scope.campaignId ?? null, PayoutStatus.Completed, scope.from ?? null, scope.to ?? null],
    );
    return rows.map((r) => ({ day: r.day, count: Number(r.n), cents: Number(r.cents) }));
  }

  /** The organization's completed payouts now (net of returns), and those completed on or after each of `since`. */
  async completedTotals(organizationId: string, since: readonly string[]): Promise<{ count: number; cents: number; since: { count: number; cents: number }[] }> {
    const [row] = await query<Record<string, string>>(
      this.em,
      `select coalesce(sum(entered - exited), 0) as n, coalesce(sum(entered_cents - exited_cents), 0) as cents
              ${since.map((_, i) => `, coalesce(sum(entered) filter (where day >= ?::date), 0) as n${i}, coalesce(sum(entered_cents) filter (where day >= ?::date), 0) as c${i}`).join('')}
       from payout_tally where organization_id = ? and status = ?`,
      [...since.flatMap((day) => [day, day]), organizationId, PayoutStatus.Completed],
    );
    return { count: Number(row.n), cents: Number(row.cents), since: since.map((_, i) => ({ count: Number(row[`n${i}`]), cents: Number(row[`c${i}`]) })) };
  }

  /** A page of the campaign's payouts, newest request first (id as tie-break), with their status changes. */
  async history(organizationId: string, campaignId: string, q: PayoutHistoryQuery): Promise<{ rows: PayoutHistoryRow[]; total: number }> {
    const where = `organization_id = ? and campaign_id = ? and (?::text is null or status = ?::text)
      and requested_on >= coalesce(?::date, '-infinity')::timestamp at time zone 'UTC'
      and requested_on < (coalesce(?::date, 'infinity') + 1)::timestamp at time zone 'UTC'`;
    const params = [organizationId, campaignId, q.status ?? null, q.status ?? null, q.from ?? null, q.to ?? null];
    const [rows, [count]] = await Promise.all([
      query<{ id: string; payout_instruction_id: string; payout_method_id: string; category: string; amount_cents: string; status: PayoutStatus; requested_on: Date; completed_on: Date | null; changes: { status: PayoutStatus; on: string }[] }>(
        this.em,
        `select p.id, p.payout_instruction_id, p.payout_method_id, p.category, p.amount_cents, p.status, p.requested_on, p.completed_on,
                coalesce((select json_agg(json_build_object('status', c.status, 'on', c.changed_on) order by c.id) from payout_status_change c where c.payout_id = p.id), '[]') as changes
         from payout p where ${where} order by requested_on desc, id desc limit ? offset ?`,
        [...params, q.limit, q.offset],
      ),
      query<{ n: string }>(this.em, `select count(*) as n from payout where ${where}`, params),
    ]);
    return {
      total: Number(count.n),
      rows: rows.map((r) => ({
        payoutId: r.id,
        payoutInstructionId: r.payout_instruction_id,
        payoutMethodId: r.payout_method_id,
        category: r.category,
        amountCents: Number(r.amount_cents),
        status: r.status,
        requestedOn: new Date(r.requested_on),
        completedOn: r.completed_on ? new Date(r.completed_on) : null,
        statusChanges: r.changes.map((c) => ({ status: c.status, on: new Date(c.on) })),
      })),
    };
  }

  /** Folds the payout tally's deltas into one row per key (the sums unchanged); the rows removed. */
  async fold(): Promise<number> {
    return this.em.transactional(async (em) => {
      const [lock] = await query<{ ok: boolean }>(em, `select pg_try_advisory_xact_lock(hashtext('payout_tally fold')) as ok`);
      if (!lock.ok) return 0;
      const [row] = await query<{ n: string }>(
        em,
        `with gone as (delete from payout_tally returning *),
         kept as (insert into payout_tally (organization_id, campaign_id, payout_method_id, day, status, entered, exited, entered_cents, exited_cents)
           select organization_id, campaign_id, payout_method_id, day, status, sum(entered), sum(exited), sum(entered_cents), sum(exited_cents)
           from gone group by organization_id, campaign_id, payout_method_id, day, status
           having sum(entered) <> 0 or sum(exited) <> 0
           returning 1)
         select (select count(*) from gone) - (select count(*) from kept) as n`,
      );
      return Number(row.n);
    });
  }
}
