import { CpuPerRequest } from '../cpu-per-request';
import { runLoad } from '../load';
import { fundForDrafts } from './bulk-initiate';
import { authorized, createCampaign, drain, type Scenario } from './scenario';

const CONCURRENCY = 16;
const MAX_PAIRS = 20_000;

/**
 * The write path of an integration, one instruction at a time: create it (`POST …/payout-instructions`, 201), then
 * initiate it (`POST …/payout-instructions/{id}/:initiate`, 200). One measured request is the pair. Written for the
 * audit log (issue 33: its entry, in each change's transaction, may cost the write paths at most 5 %).
 */
export const instructionWrites: Scenario = {
  name: 'POST …/payout-instructions then …/{id}/:initiate (one instruction at a time)',
  description: 'A create and an initiation per measured request, at concurrency 16, on a funded campaign. No worker runs: the emails wait.',
  async run(ctx) {
    const campaignId = await createCampaign(ctx, 'Bench instruction writes');
    await fundForDrafts(ctx, campaignId, MAX_PAIRS);
    const base = `${ctx.baseUrl}/v2/campaign-manager/payout-instructions`;
    const headers = authorized(ctx, { 'Content-Type': 'application/json' });
    const cpu = new CpuPerRequest(ctx.databaseUrl);
    const result = await runLoad({
      concurrency: CONCURRENCY,
      warmupMs: 500,
      durationMs: 3_000,
      maxRequests: MAX_PAIRS,
      send: cpu.counted(async (index) => {
        const body = JSON.stringify({ campaignId, firstName: 'Bench', email: `writes${index}@example.com`, amount: 10 });
        const created = await fetch(base, { method: 'POST', headers, body });
        if (created.status !== 201) {
          await drain(created);
          return false;
        }
        const { id } = (await created.json()) as { id: string };
        const initiated = await fetch(`${base}/${id}/:initiate`, { method: 'POST', headers, body: '{}' });
        await drain(initiated);
        return initiated.status === 200;
      }),
    });
    return { ...result, concurrency: CONCURRENCY, figures: cpu.figures() };
  },
};
