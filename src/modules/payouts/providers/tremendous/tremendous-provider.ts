import type { FundingSourcesApi, OrdersApi, RewardsApi } from 'tremendous';
import type { TremendousConfig } from '../../../../core/config/payout-providers.config';
import type { PayoutMethodCategory } from '../../../payout-methods';
import type { CancelOutcome, ProviderOutcome, ProviderPayoutRequest } from '../payout-provider';
import { describeFailure, httpFailureOf, pingFailure, refusalOrThrow } from '../provider-http';
import type { CallbackOutcome, PingResult, ReceivedCallback, RemotePayoutProvider } from '../remote-provider';
import { outcomeOfOrder, parseTremendousWebhook, tremendousMessage, TREMENDOUS_PAYOUT_EVENTS, verifyTremendousSignature, type TremendousOrder } from './tremendous-mapping';

/** Each call's limit: a provider that hangs must not hold a submit job's lease. */
const TIMEOUT_MS = 20_000;

/**
 * Gift and prepaid cards through Tremendous's API v2 with its SDK (docs/providers.md, Tremendous). An order per
 * payout, `external_id` = our key: Tremendous answers a repeated external_id with the order it created first, so a
 * retried submit pays once. The reward is delivered as a link (`LINK`), which the beneficiary gets as the card.
 */
export class TremendousProvider implements RemotePayoutProvider {
  readonly name = 'tremendous' as const;
  private apis?: Promise<{ orders: OrdersApi; rewards: RewardsApi; fundingSources: FundingSourcesApi }>;

  constructor(
    private readonly config: TremendousConfig,
    readonly categories: readonly PayoutMethodCategory[],
  ) {}

  /** The SDK's clients, loaded at first use: a deployment without Tremendous never loads it (docs/providers.md). */
  private sdk(): Promise<{ orders: OrdersApi; rewards: RewardsApi; fundingSources: FundingSourcesApi }> {
    this.apis ??= import('tremendous').then(({ Configuration, FundingSourcesApi, OrdersApi, RewardsApi }) => {
      const configuration = new Configuration({ basePath: this.config.baseUrl, accessToken: this.config.apiKey, baseOptions: { timeout: TIMEOUT_MS } });
      return { orders: new OrdersApi(configuration), rewards: new RewardsApi(configuration), fundingSources: new FundingSourcesApi(configuration) };
    });
    return this.apis;
  }

  async request(request: ProviderPayoutRequest): Promise<ProviderOutcome> {
    const product = request.brand ? this.config.products[request.brand] : undefined;
    if (!product && !this.config.campaignId) {
      return { status: 'Failed', reference: null, reason: `No Tremendous product is configured for the brand ${request.brand ?? '(none)'} (TREMENDOUS_PRODUCTS)` };
    }
    try {
      const { data } = await (await this.sdk()).orders.createOrder({
        external_id: request.idempotencyKey,
        payment: { funding_source_id: this.config.fundingSourceId },
        reward: {
          ...(this.config.campaignId ? { campaign_id: this.config.campaignId } : {}),
          ...(product ? { products: [product] } : {}),
          value: { denomination: request.amountCents / 100, currency_code: 'USD' },
          recipient: { name: request.recipient.fullName ?? request.recipient.email ?? 'Recipient', ...(request.recipient.email ? { email: request.recipient.email } : {}) },
          delivery: { method: 'LINK' },
        },
      });
      return outcomeOfOrder(data.order as TremendousOrder);
    } catch (error) {
      const refusal = refusalOrThrow('Tremendous', error, tremendousMessage);
      return { status: 'Failed', reference: null, reason: tremendousMessage(refusal.body) ?? `Tremendous refused the order (${refusal.status})` };
    }
  }

  /** A reward not redeemed yet is cancelled (`DELETE`-like `POST /rewards/{id}/cancel`); an order never placed has nothing to cancel. */
  async cancel(idempotencyKey: string): Promise<CancelOutcome> {
    let order: TremendousOrder;
    try {
      order = (await (await this.sdk()).orders.getOrder(idempotencyKey)).data.order as TremendousOrder;
    } catch (error) {
      if (httpFailureOf(error)?.status === 404) return { cancelled: false, reason: 'Tremendous has no order for this payout yet; try again once it has answered' };
      return { cancelled: false, reason: describeFailure('Tremendous', error, tremendousMessage) };
    }
    if (order.status === 'FAILED' || order.status === 'CANCELED') return { cancelled: true };
    const rewardId = order.rewards?.[0]?.id;
    if (!rewardId) return { cancelled: false, reason: 'The Tremendous order has no reward to cancel' };
    try {
      await (await this.sdk()).rewards.cancelReward(rewardId);
      return { cancelled: true };
    } catch (error) {
      return { cancelled: false, reason: describeFailure('Tremendous', error, tremendousMessage) };
    }
  }

  /** `GET /funding_sources`: the cheapest authenticated read. */
  async ping(): Promise<PingResult> {
    try {
      const { data } = await (await this.sdk()).fundingSources.listFundingSources();
      const found = data.funding_sources.some((source) => source.id === this.config.fundingSourceId);
      return found
        ? { status: 'Ok', refused: false, message: 'Tremendous accepted the API key; the funding source is there.' }
        : { status: 'Failed', refused: false, message: 'Tremendous accepted the API key, but TREMENDOUS_FUNDING_SOURCE_ID is not one of its funding sources.' };
    } catch (error) {
      return pingFailure('Tremendous', error, tremendousMessage);
    }
  }

  async verifyCallback(callback: ReceivedCallback): Promise<boolean> {
    return verifyTremendousSignature(callback.rawBody, callback.headers['tremendous-webhook-signature'], this.config.webhookSecret);
  }

  /**
   * A webhook names a reward or an order only: the order is read back from the API (the callback's word is not
   * taken for the status), and mapped as a submit's answer is.
   */
  async callbackOutcomes(callback: ReceivedCallback): Promise<CallbackOutcome[]> {
    const { event, resource } = parseTremendousWebhook(callback.body);
    if (!TREMENDOUS_PAYOUT_EVENTS.has(event) || !resource) return [];
    try {
      const orderId = resource.type === 'rewards' ? (await (await this.sdk()).rewards.getReward(resource.id)).data.reward.order_id : resource.id;
      if (!orderId) return [];
      const order = (await (await this.sdk()).orders.getOrder(orderId)).data.order as TremendousOrder;
      if (!order.external_id) return [];
      const outcome = outcomeOfOrder(order);
      return outcome.status === 'Processing' ? [] : [{ idempotencyKey: order.external_id, outcome }];
    } catch (error) {
      if (httpFailureOf(error)?.status === 404) return [];
      refusalOrThrow('Tremendous', error, tremendousMessage);
      return [];
    }
  }
}
