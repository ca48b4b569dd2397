import { Injectable } from '@nestjs/common';
import { EntityManager } from '@mikro-orm/postgresql';
import { BatchedCalls } from '../../core/database/batched-calls';
import { PreparedStatements, type PreparedStatement } from '../../core/database/prepared-statements';
import { execute, literal, query } from '../../core/database/sql';
import { eventsOf } from '../../core/events';
import { EmailDeliveryStatus } from '../../core/mail/email-delivery-status';
import { activityEntriesOf, type Actor } from '../payout-instructions';

const { Queued, Sent, Failed } = EmailDeliveryStatus;

/**
 * Emails an operator cannot send again: a one-time code travels encrypted in the row and is forgotten once the row has
 * an outcome, so a failed `OtpEmail` has nothing left to send (the beneficiary asks for a new code).
 */
const NOT_RESENDABLE = ['OtpEmail'];

/** A queued email claimed for sending, with what it needs from its instruction, campaign and template (one row). */
export interface ClaimedEmail {
  id: string;
  organization_id: string;
  template_type: string;
  recipient: string;
  link_version: number | null;
  subject: string | null;
  html_body: string | null;
  payout_instruction_id: string | null;
  instruction_id: string | null;
  status: string | null;
  first_name: string | null;
  last_name: string | null;
  amount_cents: string | null;
  tags: Record<string, string> | null;
  email_subscription_status: string | null;
  current_link_version: number | null;
  campaign_name: string | null;
  /** Who is paying and whom to ask, and the campaign's methods (its `payout_methods`): what a claim email says. */
  organization_name: string | null;
  campaign_manager: string | null;
  payout_methods: { name: string; isDisabled: boolean; minAmountCents?: number; maxAmountCents?: number }[] | null;
  icon_key: string | null;
  expiry_date: string | null;
  campaign_expired: boolean | null;
  template_id: string | null;
  template_version: number | null;
  /** Encrypted fields the template needs and the table must not keep in clear (the one-time code). */
  secret_fields: string | null;
}

/** How a send ended, for the row and its instruction's activity. */
export interface DeliveryOutcome {
  status: Exclude<EmailDeliveryStatus, EmailDeliveryStatus.Queued>;
  messageId: string | null;
  reason: string | null;
  /** What was sent (or would have been), kept on the row; null keeps what the row has. */
  subject: string | null;
  htmlBody: string | null;
  activity: { kind: string; description: string; details: string };
}

/** Claims and outcomes of concurrent send jobs gathered into one statement (a worker runs 32 sends at a time). */
const BATCH = { maxBatch: 100, maxInFlight: 2 };

/**
 * The life of a queued `email_delivery` row after the outbox wrote it, for the notification workers: handed to a
 * send job as it comes due (dispatch), leased by the worker that sends it, and closed with its outcome and the
 * activity entry in one statement. The send path runs a thousand times a second: its statements are prepared, and
 * the claims (and the outcomes) of the jobs running side by side go to PostgreSQL together, one statement a batch.
 */
/** An email that gave up, as integrators see it. */
export interface FailedEmail {
  id: string;
  payoutInstructionId: string | null;
  campaignId: string | null;
  templateType: string;
  recipient: string;
  reason: string | null;
}

@Injectable()
export class EmailDeliveries {
  private readonly claims: BatchedCalls<{ id: string; leaseSeconds: number }, ClaimedEmail | undefined>;
  private readonly outcomes: BatchedCalls<{ id: string; outcome: DeliveryOutcome }, void>;

  constructor(
    private readonly em: EntityManager,
    private readonly sql: PreparedStatements,
  ) {
    this.claims = new BatchedCalls((calls) => this.claimMany(calls), BATCH);
    this.outcomes = new BatchedCalls((calls) => this.finishMany(calls), BATCH);
  }

  /** Failed emails by id, as the `email.failed` webhook describes them (docs/webhooks.md). */
  failedOf(ids: readonly string[]): Promise<FailedEmail[]> {
    return query<FailedEmail>(
      this.em.fork(),
      `select id, payout_instruction_id as "payoutInstructionId", campaign_id as "campaignId", template_type as "templateType", recipient, last_error as reason
       from email_delivery where id = any(?::uuid[])`,
      [ids],
    );
  }

  /**
   * Needs attention (docs/attention.md): the organization's emails that gave up since `since` (and were not queued
   * again), newest first, at most `limit`, and how many (`email_delivery_failed_idx`).
   */
  async failedSince(organizationId: string, since: Date, limit: number): Promise<{ count: number; emails: (FailedEmail & { failedOn: Date })[] }> {
    const where = `organization_id = ? and delivery_status = ${literal(Failed)} and updated_on >= ?`;
    const em = this.em.fork();
    const [emails, [{ n }]] = await Promise.all([
      query<FailedEmail & { failedOn: Date }>(
        em,
        `select id, payout_instruction_id as "payoutInstructionId", campaign_id as "campaignId", template_type as "templateType", recipient, last_error as reason, updated_on as "failedOn"
         from email_delivery where ${where} order by updated_on desc, id desc limit ?`,
        [organizationId, since, limit],
      ),
      query<{ n: number }>(em, `select count(*)::float8 as n from email_delivery where ${where}`, [organizationId, since]),
    ]);
    return { count: n, emails };
  }

  /**
   * Marks up to `limit` Queued rows due within `horizonSeconds` as dispatched, and returns them with the delay to
   * their time. A row dispatched more than `redispatchAfterSeconds` ago lost its job and is taken again; concurrent
   * dispatchers skip each other's rows.
   */
  takeDue(horizonSeconds: number, redispatchAfterSeconds: number, limit: number): Promise<{ id: string; delay_ms: string }[]> {
    return query(
      this.em,
      `with due as (
         select id from email_delivery
         where delivery_status = ${literal(Queued)} and scheduled_for <= now() + make_interval(secs => ?)
           and (dispatched_on is null or dispatched_on < now() - make_interval(secs => ?))
         order by scheduled_for
         limit ?
         for update skip locked
       )
       update email_delivery d set dispatched_on = now() from due where d.id = due.id
       returning d.id, greatest(0, ceil(extract(epoch from d.scheduled_for - now()) * 1000))::bigint as delay_ms`,
      [horizonSeconds, redispatchAfterSeconds, limit],
    );
  }

  /** Hands rows back undispatched (their jobs could not be created), so the next dispatch takes them at once. */
  async undispatch(ids: readonly string[]): Promise<void> {
    await execute(this.em, 'update email_delivery set dispatched_on = null where id = any(?::uuid[])', [ids]);
  }

  /**
   * An operator's "send now" (`POST /admin/messages/:publish`, `Queued`): every Queued email of the organization (or
   * of one campaign) is due now, whatever its window said. Nothing else changes, so the sending rules hold: the
   * dispatcher hands each row to one send job, the lease lets one worker send it once. Returns how many rows, and
   * those that already have a send job delayed to their old time (dispatched within the last horizon), whose job
   * the caller may promote.
   */
  async publishNow(organizationId: string, campaignId?: string): Promise<{ count: number; alreadyDispatched: string[] }> {
    const [row] = await query<{ count: number; dispatched: string[] | null }>(
      this.em,
      `with published as (
         update email_delivery d set scheduled_for = now(), updated_on = now()
         from (select id, scheduled_for as was_scheduled_for from email_delivery
               where organization_id = ? and delivery_status = ${literal(Queued)} ${campaignId ? 'and campaign_id = ?' : ''}
               for update) due
         where d.id = due.id
         returning d.id, d.dispatched_on, due.was_scheduled_for
       )
       select count(*)::int as count,
              array_agg(id) filter (where dispatched_on is not null and was_scheduled_for > now()) as dispatched
       from published`,
      campaignId ? [organizationId, campaignId] : [organizationId],
    );
    return { count: row?.count ?? 0, alreadyDispatched: row?.dispatched ?? [] };
  }

  /**
   * An operator's "send again" (`POST /admin/messages/:publish`, `Failed`): the organization's (or one campaign's)
   * Failed emails become Queued again, due now, with a fresh retry budget: attempts back to 0, no lease, never
   * dispatched (the next dispatch takes them at once). `last_error` keeps why they failed until the new outcome
   * replaces it. Each gets a `NotificationQueued` entry in its instruction's activity. One-time codes cannot be sent
   * again (their code is gone). Returns how many.
   */
  async requeueFailed(organizationId: string, actor: Actor, campaignId?: string): Promise<number> {
    const [row] = await query<{ count: number }>(
      this.em,
      `with requeued as (
         update email_delivery
         set delivery_status = ${literal(Queued)}, scheduled_for = now(), attempts = 0, claimed_until = null, dispatched_on = null,
             message_id = null, sent_on = null, updated_on = now()
         where organization_id = ? and delivery_status = ${literal(Failed)} and template_type <> all(?::text[])
           ${campaignId ? 'and campaign_id = ?' : ''}
         returning id, organization_id, payout_instruction_id, template_type, recipient
       ),
       activity as (${activityEntriesOf(
         'requeued',
         {
           instructionId: 'payout_instruction_id',
           kind: "'NotificationQueued'",
           description: "'Failed email queued again'",
           details: "jsonb_build_object('templateType', template_type, 'recipient', recipient, 'deliveryId', id)",
           actorType: '?',
           actorId: '?',
         },
         { where: 'payout_instruction_id is not null' },
       )})
       select count(*)::int as count from requeued`,
      [organizationId, NOT_RESENDABLE, ...(campaignId ? [campaignId] : []), actor.type, actor.id],
    );
    return row?.count ?? 0;
  }

  /** Claims a Queued row nobody holds, for `leaseSeconds`, and reads the instruction, campaign and template. */
  claim(deliveryId: string, leaseSeconds: number): Promise<ClaimedEmail | undefined> {
    return this.claims.call({ id: deliveryId, leaseSeconds });
  }

  async isQueued(deliveryId: string): Promise<boolean> {
    const [row] = await this.sql.run<{ queued: boolean }>(IS_QUEUED, [deliveryId]);
    return row?.queued === true;
  }

  /** A transient failure with attempts left: the row stays Queued, free for the retry, with what went wrong. */
  async release(deliveryId: string, error: string): Promise<void> {
    await this.sql.run(RELEASE, [error, deliveryId]);
  }

  /**
   * The outcome and its activity entry, in one statement with the outcomes of the other sends of the moment (no
   * transaction to open: the shortest record). Resolves once it is committed.
   */
  finish(deliveryId: string, outcome: DeliveryOutcome): Promise<void> {
    return this.outcomes.call({ id: deliveryId, outcome });
  }

  /**
   * One statement for a batch of claims. The same row asked for twice in a batch (a job delivered twice) is given to
   * the first asker only: the others find it leased, as they would a moment later.
   */
  private async claimMany(calls: { id: string; leaseSeconds: number }[]): Promise<(ClaimedEmail | undefined)[]> {
    const leaseSeconds = Math.max(...calls.map((call) => call.leaseSeconds));
    const rows = await this.sql.run<ClaimedEmail>(CLAIM, [leaseSeconds, [...new Set(calls.map((call) => call.id))]]);
    const byId = new Map(rows.map((row) => [row.id, row]));
    return calls.map((call) => {
      const row = byId.get(call.id);
      byId.delete(call.id);
      return row;
    });
  }

  private async finishMany(calls: { id: string; outcome: DeliveryOutcome }[]): Promise<void[]> {
    const column = <T>(pick: (outcome: DeliveryOutcome) => T): T[] => calls.map((call) => pick(call.outcome));
    await this.sql.run(FINISH, [
      calls.map((call) => call.id), column((o) => o.status), column((o) => o.messageId), column((o) => o.reason), column((o) => o.subject),
      column((o) => o.htmlBody), column((o) => o.activity.kind), column((o) => o.activity.description), column((o) => o.activity.details),
    ]);
    return calls.map(() => undefined);
  }
}

const CLAIM: PreparedStatement = {
  name: 'email-delivery-claim-many',
  text: `with claimed as (
           update email_delivery
           set claimed_until = now() + make_interval(secs => $1), attempts = attempts + 1, updated_on = now()
           where id = any($2::uuid[]) and delivery_status = ${literal(Queued)} and (claimed_until is null or claimed_until < now())
           returning id, organization_id, campaign_id, template_type, recipient, link_version, subject, html_body, payout_instruction_id, secret_fields
         )
         select c.id, c.organization_id, c.template_type, c.recipient, c.link_version, c.subject, c.html_body, c.payout_instruction_id, c.secret_fields,
                i.id as instruction_id, i.status, i.first_name, i.last_name, i.amount_cents, i.tags, i.email_subscription_status,
                i.link_version as current_link_version,
                k.name as campaign_name, k.icon_key, to_char(k.expiry_date, 'YYYY-MM-DD') as expiry_date,
                o.name as organization_name, k.campaign_manager, k.payout_methods,
                k.expiry_date < (now() at time zone 'UTC')::date as campaign_expired,
                t.id as template_id, t.version as template_version
         from claimed c
         left join payout_instruction i on i.id = c.payout_instruction_id
         left join campaign k on k.id = coalesce(c.campaign_id, i.campaign_id)
         left join organization o on o.id = c.organization_id
         left join email_template t on t.id = (k.email_templates ->> c.template_type)::uuid and t.organization_id = c.organization_id`,
};

const IS_QUEUED: PreparedStatement = {
  name: 'email-delivery-is-queued',
  text: `select delivery_status = ${literal(Queued)} as queued from email_delivery where id = $1`,
};

const RELEASE: PreparedStatement = {
  name: 'email-delivery-release',
  text: `update email_delivery set claimed_until = null, last_error = $1, updated_on = now() where id = $2 and delivery_status = ${literal(Queued)}`,
};

const FINISH: PreparedStatement = {
  name: 'email-delivery-finish-many',
  text: `with outcome as (
           select * from unnest($1::uuid[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[], $7::text[], $8::text[], $9::text[])
             as o(id, status, message_id, reason, subject, html_body, kind, description, details)
         ),
         done as (
           update email_delivery d
           set delivery_status = o.status, message_id = o.message_id, sent_on = case when o.status = ${literal(Sent)} then now() end, last_error = o.reason,
               subject = coalesce(o.subject, d.subject), html_body = coalesce(o.html_body, d.html_body), claimed_until = null, updated_on = now(),
               secret_fields = null
           from outcome o
           where d.id = o.id and d.delivery_status = ${literal(Queued)}
           returning d.id, d.organization_id, d.payout_instruction_id, o.status, o.kind, o.description, o.details
         ),
         events as (${eventsOf('EmailFailed', 'done', { emailDeliveryId: 'id' }, `status = ${literal(Failed)}`)})
         ${activityEntriesOf('done', { instructionId: 'payout_instruction_id', kind: 'kind', description: 'description', details: 'details::jsonb' }, { where: 'payout_instruction_id is not null' })}`,
};
