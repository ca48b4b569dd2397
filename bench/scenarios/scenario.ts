import type { LoadResult } from '../load';

/** What every scenario gets: the running API, a token of a fresh organization and that organization's primary funds holder. */
export interface BenchContext {
  /** `http://127.0.0.1:<port>` of the in-process API. */
  baseUrl: string;
  /** Sandbox token with every scope, for `organizationId`. */
  token: string;
  organizationId: string;
  /** The organization's primary funds holder (provisioned on the first request). */
  fundsHolderId: string;
  /** The bench's own database, for scenarios that prepare data faster than the API could. */
  databaseUrl: string;
  /** Signs a token for another organization, e.g. for a scenario that needs an empty one. */
  tokenFor(organizationId: string, scopes?: readonly string[]): Promise<string>;
}

export interface ScenarioResult extends LoadResult {
  concurrency: number;
  /** Figures that are not request rates (a bulk action's duration, rows per second…), printed under the table. */
  figures?: Record<string, string>;
}

/** One measured workload. Add a file under bench/scenarios and list it in scenarios/index.ts. */
export interface Scenario {
  name: string;
  description: string;
  run(ctx: BenchContext): Promise<ScenarioResult>;
}

export const authorized = (ctx: BenchContext, headers: Record<string, string> = {}) => ({ Authorization: `Bearer ${ctx.token}`, ...headers });

/** Reads and discards the body so the connection returns to the pool. */
export async function drain(response: Response): Promise<void> {
  await response.arrayBuffer();
}

/** The body of a response with the expected status; any other status fails the scenario with what the API said. */
export async function json<T>(response: Response, expected: number): Promise<T> {
  if (response.status !== expected) throw new Error(`${response.url} answered ${response.status}: ${await response.text()}`);
  return (await response.json()) as T;
}

/** A campaign of the bench organization paying by gift card (up to at least $100), created through the API. */
export async function createCampaign(ctx: BenchContext, name: string): Promise<string> {
  const headers = authorized(ctx, { 'Content-Type': 'application/json' });
  const methods = await json<{ data: { id: string; category: string; transactionLimits: { maximumAmount: number } }[] }>(
    await fetch(`${ctx.baseUrl}/v2/campaign-manager/payout-methods?pageSize=100`, { headers }),
    200,
  );
  const giftCard = methods.data.find((m) => m.category === 'GiftCard' && m.transactionLimits.maximumAmount >= 100) ?? methods.data[0];
  const campaign = await json<{ id: string }>(
    await fetch(`${ctx.baseUrl}/v2/campaign-manager/campaigns`, {
      method: 'POST',
      headers,
      body: JSON.stringify({ name, fundingSourceId: ctx.fundsHolderId, expiryDate: '2099-12-31', payoutMethodIds: [giftCard.id] }),
    }),
    201,
  );
  return campaign.id;
}
