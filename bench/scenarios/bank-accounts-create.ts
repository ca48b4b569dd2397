import { CpuPerRequest } from '../cpu-per-request';
import { runLoad } from '../load';
import { authorized, drain, type Scenario } from './scenario';

const CONCURRENCY = 16;

export const bankAccountsCreate: Scenario = {
  name: 'POST /v2/campaign-manager/bank-accounts',
  description: 'Request a bank account (202): validation, an insert and a job on the money-movement queue. No worker runs, so jobs wait.',
  async run(ctx) {
    const url = `${ctx.baseUrl}/v2/campaign-manager/bank-accounts`;
    const headers = authorized(ctx, { 'Content-Type': 'application/json' });
    const cpu = new CpuPerRequest(ctx.databaseUrl);
    const result = await runLoad({
      concurrency: CONCURRENCY,
      warmupMs: 500,
      durationMs: 3_000,
      maxRequests: 100_000,
      send: cpu.counted(async (index) => {
        const body = JSON.stringify({ fundsHolderId: ctx.fundsHolderId, name: `Bench account ${index}` });
        const response = await fetch(url, { method: 'POST', headers, body });
        await drain(response);
        return response.status === 202;
      }),
    });
    return { ...result, concurrency: CONCURRENCY, figures: cpu.figures() };
  },
};
