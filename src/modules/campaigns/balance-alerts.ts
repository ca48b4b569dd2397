import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { execute, query } from '../../core/database/sql';
import { recordEvents } from '../../core/events';
import { LedgerService } from '../../core/ledger';
import { shortBy, thresholdStep } from './balance-alert-rules';

/**
 * A campaign's low-balance alert (docs/balance-alerts.md), as far as code drives it: the state row when the
 * threshold is set, changed or cleared, and the alert of a bulk initiation refused for money. Movements of the
 * balance are watched by the balance row's trigger (the migration), which no path can go around.
 */
@Injectable()
export class BalanceAlerts {
  constructor(
    private readonly em: EntityManager,
    private readonly ledger: LedgerService,
  ) {}

  /**
   * Locks the campaign's unallocated balance row, as every post does first: a threshold change and a movement then
   * take turns, so neither judges the other's old value. Call before writing the campaign (one lock order: balance
   * row, campaign row, state row). Returns the balance.
   */
  async lockBalance(em: EntityManager, organizationId: string, campaignId: string): Promise<number> {
    const { CampaignUnallocated: accountId } = await this.ledger.ensureAccounts(em, organizationId, campaignId, ['CampaignUnallocated']);
    return (await this.ledger.lockAccounts(em, organizationId, [accountId])).get(accountId)!.balanceCents;
  }

  /**
   * The threshold set (on create, or changed) or cleared (null), inside the caller's transaction after
   * `lockBalance`: the state row follows, and a change that puts an armed campaign below its new threshold records
   * the alert (`ThresholdChanged`).
   */
  async thresholdSet(em: EntityManager, organizationId: string, campaignId: string, thresholdCents: number | null, balanceCents: number, on: 'create' | 'change'): Promise<void> {
    if (thresholdCents === null) {
      await execute(em, 'delete from campaign_balance_alert where campaign_id = ?', [campaignId]);
      return;
    }
    const [previous] = await query<{ alerted: boolean }>(em, 'select alerted from campaign_balance_alert where campaign_id = ?', [campaignId]);
    const step = thresholdStep(previous ?? null, balanceCents, thresholdCents, on);
    await execute(
      em,
      `insert into campaign_balance_alert (campaign_id, organization_id, alerted) values (?, ?, ?)
       on conflict (campaign_id) do update set alerted = excluded.alerted`,
      [campaignId, organizationId, step.alerted],
    );
    if (step.raise) {
      await recordEvents(em, [
        { type: 'CampaignBalanceLow', organizationId, data: { campaignId, balanceCents, thresholdCents, reason: 'ThresholdChanged', shortByCents: null } },
      ]);
    }
  }

  /**
   * A bulk initiation refused for money (409 INSUFFICIENT_DISTRIBUTION_BALANCE): alerts a campaign that has a
   * threshold, whatever its state (the balance did not move; someone tried to spend more than there is). The
   * request's transaction rolls back, so this is a top-level transaction of its own on another connection (a fork
   * has no transaction context, whatever encloses the caller).
   */
  async bulkInitiationRefused(organizationId: string, campaignId: string, neededCents: number, availableCents: number): Promise<void> {
    await this.em.fork().transactional(async (em) => {
      const [campaign] = await query<{ threshold: string | null }>(
        em,
        'select low_balance_alert_cents as threshold from campaign where id = ? and organization_id = ?',
        [campaignId, organizationId],
      );
      if (campaign?.threshold == null) return;
      await recordEvents(em, [
        {
          type: 'CampaignBalanceLow',
          organizationId,
          data: { campaignId, balanceCents: availableCents, thresholdCents: Number(campaign.threshold), reason: 'BulkInitiationRefused', shortByCents: shortBy(neededCents, availableCents) },
        },
      ]);
    });
  }
}
