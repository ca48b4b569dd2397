import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { execute, query } from '../../core/database/sql';

/** The actions a rule may cover (docs/approvals.md). `InitiatePayouts`: single and bulk `:initiate`, and `:reinitiate`. */
export const APPROVAL_ACTIONS = ['InitiatePayouts', 'Withdraw', 'Refund'] as const;
export type ApprovalAction = (typeof APPROVAL_ACTIONS)[number];

export interface ApprovalRule {
  action: ApprovalAction;
  thresholdCents: number;
}

/** The `approval_rule` table: an organization's rules, at most one per action (docs/approvals.md). */
@Injectable()
export class ApprovalRules {
  constructor(private readonly em: EntityManager) {}

  async of(organizationId: string): Promise<ApprovalRule[]> {
    const rows = await query<{ action: ApprovalAction; threshold_cents: string }>(
      this.em,
      'select action, threshold_cents from approval_rule where organization_id = ? order by action',
      [organizationId],
    );
    return rows.map((row) => ({ action: row.action, thresholdCents: Number(row.threshold_cents) }));
  }

  /** The threshold above which `action` waits for a second person; null when no rule covers it. */
  async thresholdOf(organizationId: string, action: ApprovalAction): Promise<number | null> {
    const [row] = await query<{ threshold_cents: string }>(this.em, 'select threshold_cents from approval_rule where organization_id = ? and action = ?', [organizationId, action]);
    return row ? Number(row.threshold_cents) : null;
  }

  /** The whole policy at once: the rules given replace the organization's (none given: no approval at all). */
  async replace(organizationId: string, rules: readonly ApprovalRule[]): Promise<void> {
    await this.em.transactional(async (em) => {
      await execute(em, 'delete from approval_rule where organization_id = ?', [organizationId]);
      if (rules.length === 0) return;
      await execute(
        em,
        'insert into approval_rule (organization_id, action, threshold_cents) select ?, action, threshold from unnest(?::text[], ?::bigint[]) as r(action, threshold)',
        [organizationId, rules.map((rule) => rule.action), rules.map((rule) => rule.thresholdCents)],
      );
    });
  }
}
