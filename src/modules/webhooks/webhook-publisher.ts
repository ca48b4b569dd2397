import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { queryBound } from '../../core/database/sql';
import { Subscribe, type DomainEvent } from '../../core/events';
import { toV2Fields } from '../../core/http/api-version';
import { JobQueue } from '../../core/queue/job-queue.service';
import { centsToAmount } from '../../core/money/money';
import { CampaignsService, type CampaignView } from '../campaigns';
import { FundingService, FundingTransferView } from '../funding';
import { EmailDeliveries } from '../notifications';
import { InstructionProgress, PayoutInstructionView } from '../payout-instructions';
import { PayoutsService, PayoutView } from '../payouts';
import { UploadsService, UploadView } from '../uploads';
import { ApprovalRequestView, ApprovalsService } from '../approvals';
import type { WebhookEventType } from './webhook-events';

/** The domain events integrators receive (docs/webhooks.md). */
type Published = 'PayoutInstructionStatusChanged' | 'PayoutInstructionInitiated' | 'BeneficiaryUnsubscribed' | 'PayoutCompleted' | 'PayoutFailed' | 'PayoutReturned' | 'UploadFinished' | 'EmailFailed' | 'FundingReceived' | 'ApprovalRequested' | 'ApprovalRequestDecided' | 'CampaignBalanceLow';

/** The webhook type of each decision. */
const DECIDED: Record<string, WebhookEventType> = { Approved: 'approval_request.approved', Rejected: 'approval_request.rejected', Failed: 'approval_request.failed' };

/** A webhook event to write: the domain event's id (so handling it twice writes it once), its type and `data`. */
interface WebhookEventRow {
  id: string;
  organizationId: string;
  type: WebhookEventType;
  data: unknown;
  occurredOn: Date;
}

/**
 * Webhooks subscribe to domain events (docs/webhooks.md, docs/events.md): for the organizations with an endpoint,
 * each event becomes a webhook event whose `data` is the resource as the API shows it (v2 member names, masked as in
 * every answer), and one delivery per endpoint that wants its type, in one statement. The webhook event takes the
 * domain event's id: handling a batch again writes nothing twice.
 */
@Injectable()
export class WebhookPublisher {
  constructor(
    private readonly em: EntityManager,
    private readonly instructions: InstructionProgress,
    private readonly payouts: PayoutsService,
    private readonly uploads: UploadsService,
    private readonly funding: FundingService,
    private readonly emails: EmailDeliveries,
    private readonly approvals: ApprovalsService,
    private readonly campaigns: CampaignsService,
    private readonly jobs: JobQueue,
  ) {}

  @Subscribe('PayoutInstructionStatusChanged', 'PayoutInstructionInitiated', 'BeneficiaryUnsubscribed', 'PayoutCompleted', 'PayoutFailed', 'PayoutReturned', 'UploadFinished', 'EmailFailed', 'FundingReceived', 'ApprovalRequested', 'ApprovalRequestDecided', 'CampaignBalanceLow')
  async publish(events: DomainEvent<Published>[]): Promise<void> {
    const em = this.em.fork();
    const listening = await this.organizationsWithEndpoints(em, [...new Set(events.map((e) => e.organizationId))]);
    const wanted = events.filter((e) => listening.has(e.organizationId));
    if (wanted.length === 0) return;
    const rows = await this.webhookEvents(em, wanted);
    const written = await this.write(em, rows);
    if (written > 0) await this.jobs.nudge('webhooks-dispatch', {}, { coalesce: true });
  }

  private async organizationsWithEndpoints(em: EntityManager, organizationIds: string[]): Promise<Set<string>> {
    const rows = await queryBound<{ organization_id: string }>(
      em,
      'select distinct organization_id from webhook_endpoint where organization_id = any($1::uuid[]) and deleted_on is null',
      [organizationIds],
    );
    return new Set(rows.map((row) => row.organization_id));
  }

  /** Each event with its resource's view, read in one query per kind of resource. */
  private async webhookEvents(em: EntityManager, events: DomainEvent<Published>[]): Promise<WebhookEventRow[]> {
    const ids = (pick: (e: DomainEvent<Published>) => string | undefined) => [...new Set(events.map(pick).filter((id): id is string => id !== undefined))];
    const instructionIds = ids((e) =>
      e.type === 'PayoutInstructionStatusChanged' || e.type === 'PayoutInstructionInitiated' || e.type === 'BeneficiaryUnsubscribed' ? e.data.payoutInstructionId : undefined,
    );
    const payoutIds = ids((e) => (e.type === 'PayoutCompleted' || e.type === 'PayoutFailed' || e.type === 'PayoutReturned' ? e.data.payoutId : undefined));
    const uploadIds = ids((e) => (e.type === 'UploadFinished' ? e.data.uploadId : undefined));
    const transferIds = ids((e) => (e.type === 'FundingReceived' ? e.data.fundingTransferId : undefined));
    const emailIds = ids((e) => (e.type === 'EmailFailed' ? e.data.emailDeliveryId : undefined));
    const approvalIds = ids((e) => (e.type === 'ApprovalRequested' || e.type === 'ApprovalRequestDecided' ? e.data.approvalRequestId : undefined));
    const campaignIds = ids((e) => (e.type === 'CampaignBalanceLow' ? e.data.campaignId : undefined));

    const byId = <T extends { id: string }>(items: T[]) => new Map(items.map((item) => [item.id, item]));
    const instructions = byId(instructionIds.length ? (await this.instructions.findMany(em, instructionIds)).map((i) => PayoutInstructionView.of(i)) : []);
    const payouts = byId(payoutIds.length ? (await this.payouts.recordsOf(payoutIds, em)).map((r) => PayoutView.of(r, 'organization')) : []);
    const uploads = byId(uploadIds.length ? (await this.uploads.findMany(uploadIds)).map((u) => UploadView.of(u)) : []);
    const transfers = byId(transferIds.length ? (await this.funding.findMany(transferIds)).map((t) => FundingTransferView.of(t)) : []);
    const emails = byId(emailIds.length ? await this.emails.failedOf(emailIds) : []);
    const approvals = byId(approvalIds.length ? (await this.approvals.findMany(em, approvalIds)).map((r) => ApprovalRequestView.of(r)) : []);
    const campaigns = campaignIds.length ? await this.campaigns.viewsOf(em, campaignIds) : new Map<string, CampaignView>();

    return events.flatMap((event): WebhookEventRow[] => {
      const row = (type: WebhookEventType, view: object | undefined, extra: object = {}) =>
        // A resource gone since (none is deleted today) has nothing to show: its event is left out.
        view ? [{ id: event.id, organizationId: event.organizationId, type, data: toV2Fields({ ...view, ...extra }), occurredOn: event.occurredOn }] : [];
      switch (event.type) {
        case 'PayoutInstructionStatusChanged':
        case 'PayoutInstructionInitiated':
          // The statuses of the change itself, whatever happened to the instruction since.
          return row('payout_instruction.status_changed', instructions.get(event.data.payoutInstructionId), { status: event.data.status, previousStatus: event.data.previousStatus });
        case 'BeneficiaryUnsubscribed':
          return row('beneficiary.unsubscribed', instructions.get(event.data.payoutInstructionId));
        case 'PayoutCompleted':
          return row('payout.completed', payouts.get(event.data.payoutId));
        case 'PayoutFailed':
          return row('payout.failed', payouts.get(event.data.payoutId));
        case 'PayoutReturned':
          return row('payout.returned', payouts.get(event.data.payoutId));
        case 'UploadFinished':
          return row(event.data.status === 'Failed' ? 'upload.failed' : 'upload.completed', uploads.get(event.data.uploadId));
        case 'EmailFailed':
          return row('email.failed', emails.get(event.data.emailDeliveryId));
        case 'FundingReceived':
          return row('funding.received', transfers.get(event.data.fundingTransferId));
        case 'ApprovalRequested':
          return row('approval_request.created', approvals.get(event.data.approvalRequestId));
        case 'ApprovalRequestDecided':
          // The decision itself, whatever happened to the request since.
          return row(DECIDED[event.data.status] ?? 'approval_request.failed', approvals.get(event.data.approvalRequestId), { status: event.data.status });
        case 'CampaignBalanceLow':
          // The campaign as it now stands, with the alert's own figures as they were at the event.
          return row('campaign.balance_low', campaigns.get(event.data.campaignId), balanceLowData(event.data));
      }
    });
  }

  /** The events (once each) and their deliveries to every live endpoint that wants the type; how many events were new. */
  private async write(em: EntityManager, rows: WebhookEventRow[]): Promise<number> {
    if (rows.length === 0) return 0;
    const [result] = await queryBound<{ n: number }>(
      em,
      `with e as (
         insert into webhook_event (id, organization_id, type, data, occurred_on)
         select * from unnest($1::uuid[], $2::uuid[], $3::text[], $4::jsonb[], $5::timestamptz[])
         on conflict (id) do nothing
         returning id, organization_id, type),
       d as (
         insert into webhook_delivery (id, organization_id, event_id, endpoint_id)
         select uuid_generate_v7(), e.organization_id, e.id, p.id
         from e join webhook_endpoint p on p.organization_id = e.organization_id
         -- A disabled endpoint's deliveries wait: re-enabled, it gets what happened meanwhile.
         where p.deleted_on is null and (p.event_types is null or e.type = any(p.event_types)))
       select count(*)::int as n from e`,
      [rows.map((r) => r.id), rows.map((r) => r.organizationId), rows.map((r) => r.type), rows.map((r) => JSON.stringify(r.data)), rows.map((r) => r.occurredOn)],
    );
    return result?.n ?? 0;
  }
}

/** What `campaign.balance_low` adds to the campaign (docs/webhooks.md): dollars; `shortBy` only for a refused bulk initiation, else null. */
export function balanceLowData(data: DomainEvent<'CampaignBalanceLow'>['data']): { balance: number; threshold: number; reason: string; shortBy: number | null } {
  return {
    balance: centsToAmount(data.balanceCents),
    threshold: centsToAmount(data.thresholdCents),
    reason: data.reason,
    shortBy: data.shortByCents === null ? null : centsToAmount(data.shortByCents),
  };
}
