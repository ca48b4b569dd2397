import { Client } from 'pg';
import { authorized, createCampaign, drain, json, type Scenario } from './scenario';

const INSTRUCTIONS = 100_000;
const AMOUNT_CENTS = 1_000;

/**
 * Issue 14's target: the expiry of a campaign with 100,000 initiated instructions takes under 10 s. The drafts are
 * written with one SQL statement and initiated by one bulk request without emails (channel None), so the ledger
 * holds their allocation as the API made it; then the sandbox's `:expire` is timed: it backdates the campaign and
 * runs the sweep for it (20 batches of 5,000: one UPDATE with its activity rows and one Release each).
 */
export const campaignExpiry: Scenario = {
  // `npm run bench -- campaign-expiry` selects it by this name.
  name: `campaign-expiry: POST …/simulate/distributions/{id}/:expire (${INSTRUCTIONS.toLocaleString('en-US')} initiated)`,
  description: 'The expiry sweep of one campaign: every instruction cancelled with CampaignExpired, its activity, one Release per batch.',
  async run(ctx) {
    const headers = authorized(ctx, { 'Content-Type': 'application/json' });
    const campaignId = await createCampaign(ctx, 'Bench expiry');
    const accounts = await json<{ data: { id: string }[] }>(await fetch(`${ctx.baseUrl}/v2/campaign-manager/bank-accounts`, { headers }), 200);
    await drain(
      await fetch(`${ctx.baseUrl}/v3/distribution-manager/simulate/bank-accounts/${accounts.data[0].id}/:receive-ach`, {
        method: 'POST',
        headers,
        body: JSON.stringify({ amount: (INSTRUCTIONS * AMOUNT_CENTS) / 100, campaignId }),
      }),
    );

    const db = new Client({ connectionString: ctx.databaseUrl });
    await db.connect();
    try {
      await db.query(
        `insert into payout_instruction (id, organization_id, campaign_id, external_id, first_name, email, amount_cents)
         select uuid_generate_v7(), $1, $2, 'E-' || g, 'Bench', 'expiry' || g || '@example.com', $3 from generate_series(1, $4) g`,
        [ctx.organizationId, campaignId, AMOUNT_CENTS, INSTRUCTIONS],
      );
      const initiated = await json<{ count: number }>(
        await fetch(`${ctx.baseUrl}/v2/campaign-manager/campaigns/${campaignId}/payout-instructions/:initiate`, { method: 'POST', headers, body: JSON.stringify({ channel: 'None' }) }),
        202,
      );
      if (initiated.count !== INSTRUCTIONS) throw new Error(`Initiated ${initiated.count} of ${INSTRUCTIONS}`);
      await db.query('analyze payout_instruction');

      const started = performance.now();
      const response = await fetch(`${ctx.baseUrl}/v3/distribution-manager/simulate/distributions/${campaignId}/:expire`, { method: 'POST', headers });
      const result = await json<{ cancelled: number }>(response, 202);
      const elapsedMs = performance.now() - started;

      const { rows } = await db.query<{ n: string }>(`select count(*) as n from payout_instruction where campaign_id = $1 and cancellation_reason = 'CampaignExpired'`, [campaignId]);
      const campaign = await json<{ details: { balances: { unallocated: number; allocated: number } } }>(
        await fetch(`${ctx.baseUrl}/v2/campaign-manager/campaigns/${campaignId}?includeDetails=true`, { headers }),
        200,
      );
      const ok =
        result.cancelled === INSTRUCTIONS &&
        Number(rows[0].n) === INSTRUCTIONS &&
        campaign.details.balances.allocated === 0 &&
        campaign.details.balances.unallocated === (INSTRUCTIONS * AMOUNT_CENTS) / 100;
      return {
        concurrency: 1,
        requests: 1,
        errors: ok ? 0 : 1,
        elapsedMs,
        requestsPerSecond: 1000 / elapsedMs,
        p50Ms: elapsedMs,
        p95Ms: elapsedMs,
        p99Ms: elapsedMs,
        maxMs: elapsedMs,
        figures: {
          'instructions cancelled': result.cancelled.toLocaleString('en-US'),
          'time (target < 10 s)': `${(elapsedMs / 1000).toFixed(2)} s`,
          'instructions per second': Math.round((result.cancelled / elapsedMs) * 1000).toLocaleString('en-US'),
          'unallocated after (dollars)': campaign.details.balances.unallocated.toLocaleString('en-US'),
        },
      };
    } finally {
      await db.end();
    }
  },
};
