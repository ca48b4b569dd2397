import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import type { Principal } from '../../core/auth/principal';
import { campaignFundingOf, LedgerService } from '../../core/ledger';
import { centsToAmount } from '../../core/money/money';
import { CampaignsService, todayUtc } from '../campaigns';
import { EmailDeliveries } from '../notifications';
import { InstructionTallies } from '../payout-instructions';
import { PayoutsService, type AttentionPayout } from '../payouts';
import { UploadsService } from '../uploads';
import { WebhookEndpointsService } from '../webhooks';
import { AttentionKind, type AttentionGroupView, type AttentionItemView, type AttentionView } from './dto/attention.view';

/** How many items of each kind the answer carries. */
export const ITEMS_PER_KIND = 10;
/** Failed payouts are counted among this many of the most recent (each is checked against its instruction). */
export const FAILED_PAYOUT_WINDOW = 1000;
const DAY = 86_400_000;
export const WALLET_UNCLAIMED_DAYS = 7;
export const CHECK_UNDEPOSITED_DAYS = 30;
export const RECENT_FAILURE_DAYS = 7;
export const EXPIRY_HORIZON_DAYS = 14;

type Item = Omit<AttentionItemView, 'campaignName'> & { campaignName?: string | null };
type Group = { kind: AttentionKind; count: number; items: Item[] };

const addDays = (date: string, days: number): string => new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY).toISOString().slice(0, 10);

/**
 * Needs attention (docs/attention.md): asks each owning context for a count and the first few of each kind of
 * problem, from its own indexes, and puts names to them. Reads only.
 */
@Injectable()
export class AttentionService {
  constructor(
    private readonly em: EntityManager,
    private readonly payouts: PayoutsService,
    private readonly instructions: InstructionTallies,
    private readonly uploads: UploadsService,
    private readonly emails: EmailDeliveries,
    private readonly webhooks: WebhookEndpointsService,
    private readonly campaigns: CampaignsService,
    private readonly ledger: LedgerService,
  ) {}

  async of(principal: Principal, now = new Date()): Promise<AttentionView> {
    const org = principal.organizationId;
    const recent = new Date(now.getTime() - RECENT_FAILURE_DAYS * DAY);
    const groups = await Promise.all([
      this.failedPayouts(org),
      this.payouts.unclaimedWallet(org, new Date(now.getTime() - WALLET_UNCLAIMED_DAYS * DAY), ITEMS_PER_KIND).then((found) => this.payoutGroup(org, AttentionKind.UnclaimedWalletPayouts, found.count, found.payouts)),
      this.payouts.undepositedChecks(org, new Date(now.getTime() - CHECK_UNDEPOSITED_DAYS * DAY), ITEMS_PER_KIND).then((found) => this.payoutGroup(org, AttentionKind.UndepositedChecks, found.count, found.payouts)),
      this.uploads.failedSince(org, recent, ITEMS_PER_KIND).then(
        ({ count, uploads }): Group => ({
          kind: AttentionKind.FailedUploads,
          count,
          items: uploads.map((u) => item({ id: u.id, campaignId: u.campaignId, label: u.fileName, reason: u.failureReason ?? null, on: (u.finishedOn ?? u.updatedOn).toISOString() })),
        }),
      ),
      this.emails.failedSince(org, recent, ITEMS_PER_KIND).then(
        ({ count, emails }): Group => ({
          kind: AttentionKind.FailedEmails,
          count,
          items: emails.map((e) =>
            item({ id: e.id, campaignId: e.campaignId, payoutInstructionId: e.payoutInstructionId, label: e.recipient, status: e.templateType, reason: e.reason, on: new Date(e.failedOn).toISOString() }),
          ),
        }),
      ),
      principal.scopes.has('webhooks:view')
        ? this.webhooks.disabledOf(org, ITEMS_PER_KIND).then(
            ({ count, endpoints }): Group => ({
              kind: AttentionKind.DisabledWebhookEndpoints,
              count,
              items: endpoints.map((e) => item({ id: e.id, label: e.url, reason: e.disabledReason ?? null, on: e.updatedOn.toISOString() })),
            }),
          )
        : null,
      ...(await this.campaignGroups(org)),
    ]);
    const present = groups.filter((group): group is Group => group !== null);
    const names = await this.campaigns.namesOf(present.flatMap((group) => group.items.flatMap((i) => (i.campaignId && i.campaignName === undefined ? [i.campaignId] : []))));
    return {
      generatedOn: now.toISOString(),
      items: present.map(
        (group): AttentionGroupView => ({
          ...group,
          items: group.items.map((i) => ({ ...i, campaignName: i.campaignName !== undefined ? i.campaignName : i.campaignId ? (names.get(i.campaignId) ?? null) : null })),
        }),
      ),
    };
  }

  /** Failed and Returned payouts no claim replaced, whose instruction was not reinitiated since. */
  private async failedPayouts(org: string): Promise<Group> {
    const candidates = await this.payouts.closedLatest(org, FAILED_PAYOUT_WINDOW);
    const open = await this.instructions.stillRestored(
      org,
      candidates.map((p) => ({ instructionId: p.payoutInstructionId, since: new Date(p.since) })),
    );
    const failed = candidates.filter((p) => open.has(p.payoutInstructionId));
    return this.payoutGroup(org, AttentionKind.FailedPayouts, failed.length, failed.slice(0, ITEMS_PER_KIND));
  }

  private async payoutGroup(org: string, kind: AttentionKind, count: number, payouts: readonly AttentionPayout[]): Promise<Group> {
    const recipients = await this.instructions.recipientsOf(
      org,
      payouts.map((p) => p.payoutInstructionId),
    );
    return {
      kind,
      count,
      items: payouts.map((p) =>
        item({
          id: p.id,
          campaignId: p.campaignId,
          payoutInstructionId: p.payoutInstructionId,
          label: recipients.get(p.payoutInstructionId)?.email ?? p.category,
          amount: centsToAmount(Number(p.amountCents)),
          status: p.status,
          reason: p.failureReason,
          on: new Date(p.since).toISOString(),
        }),
      ),
    };
  }

  /** Campaigns expiring soon with money left, and campaigns whose Drafts their money cannot cover. */
  private async campaignGroups(org: string): Promise<[Group, Group]> {
    const today = todayUtc();
    const running = await this.campaigns.running(org);
    const [balances, drafts] = await Promise.all([
      this.ledger.balancesOf(this.em, org, running.map((c) => c.id)),
      this.instructions.draftsOf(
        org,
        running.map((c) => c.id),
      ),
    ]);
    const unallocated = (id: string): number => campaignFundingOf(balances.get(id) ?? {}).unallocatedCents;
    const horizon = addDays(today, EXPIRY_HORIZON_DAYS);
    const expiring = running.filter((c) => c.expiryDate <= horizon && unallocated(c.id) > 0);
    const underfunded = running.filter((c) => {
      const draft = drafts.get(c.id);
      return draft !== undefined && draft.amountCents > unallocated(c.id);
    });
    return [
      {
        kind: AttentionKind.ExpiringCampaigns,
        count: expiring.length,
        items: expiring
          .slice(0, ITEMS_PER_KIND)
          .map((c) => item({ id: c.id, campaignId: c.id, campaignName: c.name, label: c.name, amount: centsToAmount(unallocated(c.id)), on: `${c.expiryDate}T00:00:00.000Z` })),
      },
      {
        kind: AttentionKind.UnderfundedDrafts,
        count: underfunded.length,
        items: underfunded.slice(0, ITEMS_PER_KIND).map((c) =>
          item({
            id: c.id,
            campaignId: c.id,
            campaignName: c.name,
            label: c.name,
            amount: centsToAmount(drafts.get(c.id)?.amountCents ?? 0),
            unallocatedAmount: centsToAmount(unallocated(c.id)),
            on: `${c.expiryDate}T00:00:00.000Z`,
          }),
        ),
      },
    ];
  }
}

function item(fields: Partial<Item> & Pick<Item, 'id' | 'label' | 'on'>): Item {
  return { campaignId: null, payoutInstructionId: null, amount: null, unallocatedAmount: null, status: null, reason: null, ...fields };
}
