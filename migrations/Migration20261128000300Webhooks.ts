import { Migration } from '@mikro-orm/migrations';

/**
 * Webhooks (docs/webhooks.md): an organization's endpoints, the events of its resources and one delivery per event and
 * endpoint. Events are captured by triggers on the tables of their causes, so every path that changes an instruction,
 * a payout, an upload, an email or a funding transfer writes its event in its own transaction (the outbox) without
 * knowing of webhooks; only organizations with an endpoint pay for it. The fan-out to endpoints happens in the same
 * statement. Workers then deliver, at least once.
 */
export class Migration20261128000300Webhooks extends Migration {
  override async up(): Promise<void> {
    this.addSql(`
      create table webhook_endpoint (
        id uuid primary key,
        organization_id uuid not null references organization (id),
        url text not null,
        event_types text[],
        description text,
        status text not null default 'Enabled' check (status in ('Enabled', 'Disabled')),
        disabled_reason text,
        -- whsec_ secrets, AES-256-GCM (docs/security.md); the previous one signs too until it expires.
        secret_encrypted text not null,
        previous_secret_encrypted text,
        previous_secret_expires_on timestamptz,
        deleted_on timestamptz,
        created_on timestamptz not null default now(),
        updated_on timestamptz not null default now()
      );`);
    this.addSql('create index webhook_endpoint_organization_idx on webhook_endpoint (organization_id, created_on, id);');

    this.addSql(`
      create table webhook_event (
        id uuid primary key,
        organization_id uuid not null,
        type text not null,
        data jsonb not null,
        occurred_on timestamptz not null default clock_timestamp()
      );`);
    this.addSql('create index webhook_event_organization_idx on webhook_event (organization_id, occurred_on desc, id desc);');

    this.addSql(`
      create table webhook_delivery (
        id uuid primary key,
        organization_id uuid not null,
        event_id uuid not null,
        endpoint_id uuid not null,
        status text not null default 'Pending' check (status in ('Pending', 'Delivered', 'Failed')),
        attempts integer not null default 0,
        next_attempt_on timestamptz not null default clock_timestamp(),
        -- A worker owns the row until then while it delivers it.
        leased_until timestamptz,
        last_status_code integer,
        last_error text,
        delivered_on timestamptz,
        created_on timestamptz not null default clock_timestamp()
      );`);
    this.addSql(`create index webhook_delivery_due_idx on webhook_delivery (next_attempt_on) where status = 'Pending';`);
    this.addSql('create index webhook_delivery_event_idx on webhook_delivery (event_id);');
    // The metrics' deliveries of the last hour.
    this.addSql('create index webhook_delivery_created_idx on webhook_delivery (created_on);');

    // Events and their deliveries, from a set of (organization, type, data) rows of one statement.
    this.addSql(`
      create function webhook_capture(events jsonb) returns void language sql as $$
        with e as (
          insert into webhook_event (id, organization_id, type, data)
          select uuid_generate_v7(), (x ->> 'organization_id')::uuid, x ->> 'type', x -> 'data' from jsonb_array_elements(events) x
          returning id, organization_id, type)
        insert into webhook_delivery (id, organization_id, event_id, endpoint_id)
        select uuid_generate_v7(), e.organization_id, e.id, p.id
        from e join webhook_endpoint p on p.organization_id = e.organization_id
        -- A disabled endpoint's deliveries wait: re-enabled, it gets what happened meanwhile.
        where p.deleted_on is null and (p.event_types is null or e.type = any(p.event_types));
        -- Wakes the workers' dispatcher at commit rather than at its next tick (one notification per transaction).
        select pg_notify('webhook_events', '');
      $$;`);

    const capture = (fn: string, rows: string) => `
      create function ${fn}() returns trigger language plpgsql set jit = off as $$
      declare captured jsonb;
      begin
        select jsonb_agg(x) into captured from (${rows}) x
        where exists (select 1 from webhook_endpoint p where p.organization_id = x.organization_id and p.deleted_on is null);
        if captured is not null then perform webhook_capture(captured); end if;
        return null;
      end $$;`;
    const amount = (cents: string) => `round(${cents} / 100.0, 2)`;

    this.addSql(
      capture(
        'webhook_capture_instruction',
        `select n.organization_id, 'payout_instruction.status_changed' as type,
                jsonb_build_object('id', n.id, 'campaignId', n.campaign_id, 'externalId', n.external_id, 'email', n.email,
                                   'amount', ${amount('n.amount_cents')}, 'status', n.status, 'previousStatus', o.status,
                                   'cancellationReason', n.cancellation_reason, 'tags', n.tags) as data
         from old_rows o join new_rows n using (id) where o.status is distinct from n.status
         union all
         select n.organization_id, 'beneficiary.unsubscribed',
                jsonb_build_object('payoutInstructionId', n.id, 'campaignId', n.campaign_id, 'email', n.email, 'externalId', n.external_id)
         from old_rows o join new_rows n using (id)
         where o.email_subscription_status is distinct from n.email_subscription_status and n.email_subscription_status = 'Unsubscribed'`,
      ),
    );
    this.addSql(`
      create trigger webhook_capture_instruction after update on payout_instruction
      referencing old table as old_rows new table as new_rows for each statement execute function webhook_capture_instruction();`);

    this.addSql(
      capture(
        'webhook_capture_payout',
        `select n.organization_id, case n.status when 'Completed' then 'payout.completed' else 'payout.failed' end as type,
                jsonb_build_object('id', n.id, 'payoutInstructionId', n.payout_instruction_id, 'campaignId', n.campaign_id,
                                   'payoutMethodId', n.payout_method_id, 'category', n.category, 'amount', ${amount('n.amount_cents')},
                                   'status', n.status, 'failureReason', n.failure_reason, 'requestedOn', n.requested_on, 'completedOn', n.completed_on) as data
         from old_rows o join new_rows n using (id) where o.status is distinct from n.status and n.status in ('Completed', 'Failed')`,
      ),
    );
    this.addSql(`
      create trigger webhook_capture_payout after update on payout
      referencing old table as old_rows new table as new_rows for each statement execute function webhook_capture_payout();`);

    this.addSql(
      capture(
        'webhook_capture_upload',
        `select n.organization_id, case when n.status = 'Failed' then 'upload.failed' else 'upload.completed' end as type,
                jsonb_build_object('id', n.id, 'campaignId', n.campaign_id, 'status', n.status) as data
         from old_rows o join new_rows n using (id)
         where o.status is distinct from n.status and n.status in ('Completed', 'CompletedWithErrors', 'Failed')`,
      ),
    );
    this.addSql(`
      create trigger webhook_capture_upload after update on payout_instruction_upload
      referencing old table as old_rows new table as new_rows for each statement execute function webhook_capture_upload();`);

    this.addSql(
      capture(
        'webhook_capture_email',
        `select n.organization_id, 'email.failed' as type,
                jsonb_build_object('id', n.id, 'payoutInstructionId', n.payout_instruction_id, 'campaignId', n.campaign_id,
                                   'templateType', n.template_type, 'recipient', n.recipient, 'reason', n.last_error) as data
         from old_rows o join new_rows n using (id) where o.delivery_status is distinct from n.delivery_status and n.delivery_status = 'Failed'`,
      ),
    );
    this.addSql(`
      create trigger webhook_capture_email after update on email_delivery
      referencing old table as old_rows new table as new_rows for each statement execute function webhook_capture_email();`);

    this.addSql(
      capture(
        'webhook_capture_funding',
        `select n.organization_id, 'funding.received' as type,
                jsonb_build_object('id', n.id, 'bankAccountId', n.bank_account_id, 'amount', ${amount('n.amount_cents')}, 'campaignId', n.campaign_id, 'receivedOn', n.received_on) as data
         from inserted n`,
      ),
    );
    this.addSql(`
      create trigger webhook_capture_funding after insert on funding_transfer
      referencing new table as inserted for each statement execute function webhook_capture_funding();`);
  }

  override async down(): Promise<void> {
    for (const [table, trigger] of [
      ['funding_transfer', 'webhook_capture_funding'],
      ['email_delivery', 'webhook_capture_email'],
      ['payout_instruction_upload', 'webhook_capture_upload'],
      ['payout', 'webhook_capture_payout'],
      ['payout_instruction', 'webhook_capture_instruction'],
    ]) {
      this.addSql(`drop trigger if exists ${trigger} on ${table};`);
      this.addSql(`drop function if exists ${trigger}();`);
    }
    this.addSql('drop function if exists webhook_capture(jsonb);');
    this.addSql('drop table if exists webhook_delivery;');
    this.addSql('drop table if exists webhook_event;');
    this.addSql('drop table if exists webhook_endpoint;');
  }
}
