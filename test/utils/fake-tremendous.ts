import { randomBytes } from 'node:crypto';
import { signTremendous } from '../../src/modules/payouts/providers/tremendous/tremendous-mapping';
import { FakeProviderServer, type Answer, type ScriptedFailure, type SeenRequest, type SignedCallback } from './fake-provider-server';

/**
 * Tremendous's API v2 as its published reference describes it (developers.tremendous.com, API reference: Orders
 * `POST /orders` and `GET /orders/{id}` (by id or external_id), Rewards `GET /rewards/{id}` and
 * `POST /rewards/{id}/cancel`, Funding sources `GET /funding_sources`; the `tremendous` SDK's generated types),
 * on a local port under `/api/v2`:
 * - Bearer API key; another key is 401 `{ errors: { message } }`.
 * - `external_id` makes an order idempotent: a repeat answers 201 with the order created first and creates nothing.
 * - A recipient email containing `invalid` is refused 400 with Tremendous's error body; `approval` in it leaves the
 *   order `PENDING APPROVAL` until `approve`; otherwise the order is `EXECUTED` with a `LINK` reward.
 * - `failNext` scripts 500 / 429 (with Retry-After) answers for a recipient, before or after the order is made.
 * - Webhooks (Webhooks reference): `{ event, uuid, created_utc, payload: { resource: { id, type }, meta } }` signed
 *   `Tremendous-Webhook-Signature: sha256=<HMAC-SHA256 hex of the body>` with the webhook's private key.
 */
export interface FakeOrder {
  id: string;
  external_id: string;
  status: string;
  created_at: string;
  payment: { funding_source_id: string };
  rewards: { id: string; order_id: string; value: { denomination: number; currency_code: string }; recipient: { name?: string; email?: string }; delivery: { method: string; status: string; link?: string } }[];
}

export class FakeTremendous {
  readonly server = new FakeProviderServer();
  readonly orders = new Map<string, FakeOrder>();
  /** `POST /orders` received per external_id (retries included). */
  readonly orderRequests = new Map<string, number>();
  readonly fundingSourceId = 'FS_BALANCE';
  private readonly script = new Map<string, ScriptedFailure[]>();

  /** The key it accepts: change it to play a key revoked at Tremendous. */
  apiKey: string;

  constructor(
    apiKey: string,
    readonly webhookSecret: string,
  ) {
    this.apiKey = apiKey;
    const route = (handler: (request: SeenRequest, params: string[]) => Answer) => (request: SeenRequest, params: string[]) =>
      request.headers.authorization === `Bearer ${this.apiKey}` ? handler(request, params) : { status: 401, body: { errors: { message: 'Unauthorized: the API key is not valid', payload: {} } } };
    this.server.on('GET', /^\/api\/v2\/funding_sources$/, route(() => ({ status: 200, body: { funding_sources: [{ id: this.fundingSourceId, method: 'balance', meta: { available_cents: 1_000_000, pending_cents: 0 } }] } })));
    this.server.on('POST', /^\/api\/v2\/orders$/, route((request) => this.createOrder(request)));
    this.server.on('GET', /^\/api\/v2\/orders\/([^/]+)$/, route((_request, [id]) => this.answerOrder(this.find(id))));
    this.server.on('GET', /^\/api\/v2\/rewards\/([^/]+)$/, route((_request, [id]) => {
      const order = this.byReward(id);
      return order ? { status: 200, body: { reward: order.rewards[0] } } : { status: 404, body: { errors: { message: 'Reward not found', payload: {} } } };
    }));
    this.server.on('POST', /^\/api\/v2\/rewards\/([^/]+)\/cancel$/, route((_request, [id]) => {
      const order = this.byReward(id);
      if (!order) return { status: 404, body: { errors: { message: 'Reward not found', payload: {} } } };
      if (order.rewards[0].delivery.status === 'SUCCEEDED') return { status: 422, body: { errors: { message: 'Reward cannot be canceled: it was delivered', payload: {} } } };
      order.status = 'CANCELED';
      return { status: 200, body: {} };
    }));
  }

  async start(): Promise<void> {
    await this.server.start();
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  get baseUrl(): string {
    return `${this.server.origin}/api/v2`;
  }

  /** The next `POST /orders` for this recipient email answers these failures in turn (after making the order when `afterWork`). */
  failNext(email: string, ...failures: ScriptedFailure[]): void {
    this.script.set(email, [...(this.script.get(email) ?? []), ...failures]);
  }

  /** Orders made for an external id (a repeat makes none). */
  ordersFor(externalId: string): FakeOrder[] {
    return [...this.orders.values()].filter((order) => order.external_id === externalId);
  }

  /** An order waiting for approval is approved: executed, its reward's link delivered. */
  approve(externalId: string): FakeOrder {
    const order = this.find(externalId)!;
    order.status = 'EXECUTED';
    order.rewards[0].delivery = { method: 'LINK', status: 'SUCCEEDED', link: `${this.server.origin}/rewards/payout/${order.rewards[0].id}` };
    return order;
  }

  /** An executed order placed by someone else on the account (from Tremendous's dashboard), with its own external id. */
  placeOrder(externalId: string): FakeOrder {
    const id = `ORD${randomBytes(5).toString('hex').toUpperCase()}`;
    const rewardId = `RWD${randomBytes(5).toString('hex').toUpperCase()}`;
    const order: FakeOrder = {
      id,
      external_id: externalId,
      status: 'EXECUTED',
      created_at: new Date().toISOString(),
      payment: { funding_source_id: this.fundingSourceId },
      rewards: [{ id: rewardId, order_id: id, value: { denomination: 10, currency_code: 'USD' }, recipient: {}, delivery: { method: 'LINK', status: 'SUCCEEDED', link: `${this.server.origin}/rewards/payout/${rewardId}` } }],
    };
    this.orders.set(id, order);
    return order;
  }

  /** An order waiting for approval is rejected by the approver. */
  reject(externalId: string): FakeOrder {
    const order = this.find(externalId)!;
    order.status = 'CANCELED';
    return order;
  }

  /** A webhook as Tremendous sends it, signed with `secret` (the webhook's by default). */
  callback(event: string, resource: { id: string; type: 'rewards' | 'orders' }, secret = this.webhookSecret): SignedCallback {
    const body = JSON.stringify({ event, uuid: randomBytes(8).toString('hex'), created_utc: new Date().toISOString(), payload: { resource, meta: {} } });
    return { body, headers: { 'Tremendous-Webhook-Signature': signTremendous(body, secret) } };
  }

  private createOrder(request: SeenRequest): Answer {
    const body = JSON.parse(request.body) as { external_id?: string; payment?: { funding_source_id?: string }; reward?: { products?: string[]; campaign_id?: string; value?: { denomination?: number }; recipient?: { name?: string; email?: string } } };
    const externalId = body.external_id ?? '';
    this.orderRequests.set(externalId, (this.orderRequests.get(externalId) ?? 0) + 1);
    const failure = this.script.get(body.reward?.recipient?.email ?? '')?.shift();
    if (failure && !failure.afterWork) return { status: failure.status, headers: failure.headers, body: failure.body ?? { errors: { message: 'Internal server error', payload: {} } } };
    const existing = this.find(externalId);
    let answer: Answer;
    if (existing) answer = this.answerOrder(existing, 201);
    else {
      const reward = body.reward;
      const email = reward?.recipient?.email ?? '';
      if (!reward?.value?.denomination || (!reward.products?.length && !reward.campaign_id) || body.payment?.funding_source_id !== this.fundingSourceId) {
        return { status: 400, body: { errors: { message: 'Invalid order: products or campaign, value and funding source are required', payload: {} } } };
      }
      if (/invalid/i.test(email)) return { status: 400, body: { errors: { message: 'Recipient email is invalid', payload: { reward: { recipient: { email: ['is invalid'] } } } } } };
      const id = `ORD${randomBytes(5).toString('hex').toUpperCase()}`;
      const rewardId = `RWD${randomBytes(5).toString('hex').toUpperCase()}`;
      const waits = /approval/i.test(email);
      const order: FakeOrder = {
        id,
        external_id: externalId,
        status: waits ? 'PENDING APPROVAL' : 'EXECUTED',
        created_at: new Date().toISOString(),
        payment: { funding_source_id: this.fundingSourceId },
        rewards: [
          {
            id: rewardId,
            order_id: id,
            value: { denomination: reward.value.denomination, currency_code: 'USD' },
            recipient: reward.recipient ?? {},
            delivery: waits ? { method: 'LINK', status: 'PENDING' } : { method: 'LINK', status: 'SUCCEEDED', link: `${this.server.origin}/rewards/payout/${rewardId}` },
          },
        ],
      };
      this.orders.set(id, order);
      answer = this.answerOrder(order, 201);
    }
    return failure ? { status: failure.status, headers: failure.headers, body: failure.body ?? { errors: { message: 'Internal server error', payload: {} } } } : answer;
  }

  private answerOrder(order: FakeOrder | undefined, status = 200): Answer {
    return order ? { status, body: { order } } : { status: 404, body: { errors: { message: 'Order not found', payload: {} } } };
  }

  private find(idOrExternalId: string): FakeOrder | undefined {
    return this.orders.get(idOrExternalId) ?? [...this.orders.values()].find((order) => order.external_id === idOrExternalId);
  }

  private byReward(rewardId: string): FakeOrder | undefined {
    return [...this.orders.values()].find((order) => order.rewards[0].id === rewardId);
  }
}
