import { runLoad } from '../load';
import { authorized, drain, type Scenario } from './scenario';

const CONCURRENCY = 16;

export const fundsHoldersList: Scenario = {
  name: 'GET /v2/campaign-manager/funds-holders',
  description: 'List the funds holders of one organization (token check, tenant filter, paged query, JSON).',
  async run(ctx) {
    const url = `${ctx.baseUrl}/v2/campaign-manager/funds-holders`;
    const headers = authorized(ctx);
    const result = await runLoad({
      concurrency: CONCURRENCY,
      warmupMs: 500,
      durationMs: 3_000,
      maxRequests: 200_000,
      async send() {
        const response = await fetch(url, { headers });
        await drain(response);
        return response.status === 200;
      },
    });
    return { ...result, concurrency: CONCURRENCY };
  },
};
