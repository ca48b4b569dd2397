import { Client } from 'pg';
import { loadConfig } from '../../src/core/config/app-config';
import { FieldEncryption } from '../../src/core/security/field-encryption';

/**
 * A campaign of many payout instructions written with set-based SQL, as the app writes them: the reports scenario
 * (bench/scenarios/reports.ts) writes instructions, payouts and claim emails; the console's (console.ts) the
 * instructions alone. Each statement runs the tally triggers once.
 */

/** What a beneficiary gave for each requirement of a method, encrypted once per method (as `PayoutsService.create` stores it). */
const DETAIL_VALUES: Record<string, unknown> = {
  email: 'payee@example.com',
  phoneNumber: '+15555550100',
  fullName: 'Ada Lovelace',
  dateOfBirth: '1990-12-10',
  mailingAddress: { line1: '1 Main Street', city: 'Denver', state: 'CO', postalCode: '80202', country: 'US' },
};
const FIRST_NAMES = ['Ada', 'Grace', 'Katherine', 'Mary', 'José', 'Zoë', 'Alan', 'Edsger', 'Barbara', 'Donald', 'Frances'];
const LAST_NAMES = ['Lovelace', 'Hopper', 'Johnson', 'Jackson', 'Núñez', 'Ångström', 'Turing', 'Dijkstra', 'Liskov', 'Knuth', 'Allen', 'Hamilton', 'Ritchie'];

/** A method the seeded instructions choose, with a beneficiary's details for it encrypted once. */
export interface SeedMethod {
  id: string;
  details: string;
}

/**
 * Methods every amount of 1 to 50 dollars can use, of the categories paid at once by a provider (no rail rows to
 * write), each with what a beneficiary gave for its requirements, encrypted as `PayoutsService.create` stores it.
 */
export async function seedMethods(db: Client): Promise<SeedMethod[]> {
  const { rows } = await db.query<{ id: string; requirements: { field: string }[] }>(
    `select id, requirements from payout_method
     where is_active and category in ('GiftCard', 'PrepaidCard', 'DigitalWallet') and min_amount_cents <= 100 and max_amount_cents >= 5000
     order by sort_order, id`,
  );
  const config = loadConfig();
  const encryption = new FieldEncryption(config.dataEncryptionKey, config.dataEncryptionOldKeys);
  return rows.map((m) => ({ id: m.id, details: encryption.encryptJson(Object.fromEntries(m.requirements.map(({ field }) => [field, DETAIL_VALUES[field] ?? 'bench']))) }));
}

/**
 * Instruction n (1…`instructions`), one statement: external id `bench-<n>`, email `b<n>@example.com`, created over the
 * last `days` days; a third (n % 3 = 0) claimed: a method chosen, initiated, and Fulfilled (85 %) or Requested (15 %);
 * of the others 9 % Draft, 6 % Cancelled (half of them after an initiation) and the rest Initiated. Run it in a
 * transaction with room for the triggers' sorts (`set local work_mem = '256MB'`).
 */
export async function insertInstructions(
  db: Client,
  organizationId: string,
  campaignId: string,
  methods: SeedMethod[],
  options: { instructions: number; days: number },
): Promise<void> {
  await db.query(
    `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, last_name, email, amount_cents, status, cancellation_reason,
                                     tags, payout_method_id, link_version, initiated_on, created_on, updated_on)
     select uuid_generate_v7(), $1, $2, 'bench-' || n, ($3::text[])[1 + n % cardinality($3::text[])], ($4::text[])[1 + n % cardinality($4::text[])],
            'b' || n || '@example.com', 100 + (n * 7919) % 4901, status, case when status = 'Cancelled' then 'Withdrew from the study' end,
            case when n % 4 = 0 then '{}'::jsonb else jsonb_build_object('cohort', chr(65 + (n % 5)::int), 'site', 's' || n % 7) end,
            case when claimed then ($5::uuid[])[1 + (n / 300) % cardinality($5::uuid[])] end,
            case when initiated then 1 else 0 end,
            case when initiated then created + (now() - created) * (0.05 + ((n * 31) % 90) / 100.0) end,
            created, case when initiated then now() else created end
     from (
       select n, claimed, created, status, status not in ('Draft', 'Cancelled') or (status = 'Cancelled' and m >= 12) as initiated
       from (
         select n, claimed, m, now() - make_interval(days => $7) * (((n * 7919) % 1000003) / 1000003.0) as created,
                case when claimed then (case when m < 85 then 'Fulfilled' else 'Requested' end)
                     when m < 9 then 'Draft' when m < 15 then 'Cancelled' else 'Initiated' end as status
         from (select g::bigint as n, g % 3 = 0 as claimed, (g / 3) % 100 as m from generate_series(1, $6::int) g) g
       ) s
     ) i`,
    [organizationId, campaignId, FIRST_NAMES, LAST_NAMES, methods.map((m) => m.id), options.instructions, options.days],
  );
}

/** A payout for each claimed instruction of the campaign: Completed for the Fulfilled ones, Processing for the others. */
export async function insertPayouts(db: Client, campaignId: string, methods: SeedMethod[]): Promise<void> {
  await db.query(
    `insert into payout (id, organization_id, payout_instruction_id, campaign_id, payout_method_id, category, amount_cents, status, details_encrypted,
                         provider_reference, submitted_on, requested_on, completed_on, created_on, updated_on)
     select uuid_generate_v7(), i.organization_id, i.id, i.campaign_id, i.payout_method_id, m.category, i.amount_cents,
            case when i.status = 'Fulfilled' then 'Completed' else 'Processing' end,
            ($3::text[])[array_position($2::uuid[], i.payout_method_id)], 'sim-' || i.external_id,
            r.requested, r.requested, case when i.status = 'Fulfilled' then r.requested + (now() - r.requested) / 10 end, r.requested,
            case when i.status = 'Fulfilled' then r.requested + (now() - r.requested) / 10 else r.requested end
     from payout_instruction i
     join payout_method m on m.id = i.payout_method_id
     cross join lateral (select i.initiated_on + (now() - i.initiated_on) / 2 as requested) r
     where i.campaign_id = $1 and i.payout_method_id is not null`,
    [campaignId, methods.map((m) => m.id), methods.map((m) => m.details)],
  );
}

/** The claim email of each initiated instruction of the campaign: 94 % Sent, 5 % Failed, 1 % Suppressed. */
export async function insertClaimEmails(db: Client, campaignId: string): Promise<void> {
  await db.query(
    `insert into email_delivery (id, organization_id, campaign_id, payout_instruction_id, template_type, recipient, delivery_status, scheduled_for, link_version,
                                 subject, attempts, last_error, message_id, sent_on, created_on, updated_on)
     select uuid_generate_v7(), organization_id, campaign_id, id, 'InitiateEmail', email, delivery_status, initiated_on, 1,
            'You have a payment waiting', case delivery_status when 'Sent' then 1 when 'Failed' then 3 else 0 end,
            case when delivery_status = 'Failed' then '550 5.1.1 Mailbox unavailable' end,
            case when delivery_status = 'Sent' then 'bench-' || external_id end,
            case when delivery_status = 'Sent' then initiated_on + interval '30 seconds' end,
            initiated_on, initiated_on + interval '30 seconds'
     from (
       select organization_id, campaign_id, id, email, external_id, initiated_on,
              case when h < 94 then 'Sent' when h < 99 then 'Failed' else 'Suppressed' end as delivery_status
       from (select *, (substr(external_id, 7)::bigint * 37) % 100 as h from payout_instruction where campaign_id = $1 and initiated_on is not null) i
     ) e`,
    [campaignId],
  );
}

/** The tables the seeding writes, its triggers' included. */
export const SEEDED_TABLES = [
  'payout_instruction',
  'payout',
  'email_delivery',
  'payout_instruction_tally',
  'payout_instruction_tag_tally',
  'organization_beneficiary',
  'email_delivery_tally',
  'payout_tally',
] as const;

/** `vacuum analyze` of each table, one after the other (outside a transaction). */
export async function vacuumAnalyze(db: Client, tables: readonly string[] = SEEDED_TABLES): Promise<void> {
  for (const table of tables) await db.query(`vacuum analyze ${table}`);
}
