import { createSign, createVerify, generateKeyPairSync, randomBytes } from 'node:crypto';
import { crc32 } from 'node:zlib';
import { FakeProviderServer, type Answer, type ScriptedFailure, type SeenRequest, type SignedCallback } from './fake-provider-server';

/**
 * PayPal's REST API as its published reference describes it (developer.paypal.com: Authentication `POST
 * /v1/oauth2/token`; Payouts v1 `POST /v1/payments/payouts`, `GET /v1/payments/payouts/{id}`, `GET|POST
 * /v1/payments/payouts-item/{id}[/cancel]`; Webhooks `POST /v1/notifications/verify-webhook-signature`), on a local port:
 * - OAuth2 client credentials (Basic client id:secret); others are 401 `{ error: 'invalid_client' }`. Every other
 *   call needs the Bearer token it issued (401 otherwise).
 * - A `sender_batch_id` used before is refused 400 `USER_BUSINESS_ERROR` with a link to the original batch: nothing
 *   is paid twice. A batch's item starts `PENDING` (`UNCLAIMED` when the receiver contains `unclaimed`); `settle`
 *   moves it on, as PayPal does later.
 * - A receiver without `@` or digits is refused 400 `VALIDATION_ERROR`; `failNext` scripts 500 / 429 answers for a receiver.
 * - Webhooks are signed as PayPal signs them (SHA256withRSA over `transmission_id|transmission_time|webhook_id|crc32(body)`,
 *   the certificate's URL in `PAYPAL-CERT-URL`); `verify-webhook-signature` checks that signature over the event's
 *   exact bytes and answers `{ verification_status: 'SUCCESS' | 'FAILURE' }`.
 */
export interface FakeItem {
  payout_item_id: string;
  payout_batch_id: string;
  transaction_status: string;
  payout_item: { sender_item_id: string; receiver: string; recipient_type: string; amount: { value: string; currency: string }; recipient_wallet?: string };
  errors?: { name: string; message: string };
}

export class FakePayPal {
  readonly server = new FakeProviderServer();
  readonly batches = new Map<string, { sender_batch_id: string; item: FakeItem }>();
  /** `POST /v1/payments/payouts` received per sender_batch_id (retries included). */
  readonly payoutRequests = new Map<string, number>();
  readonly webhookId = 'WH-FAKE-0001';
  private readonly tokens = new Set<string>();
  private readonly keys = generateKeyPairSync('rsa', { modulusLength: 2048 });
  private readonly script = new Map<string, ScriptedFailure[]>();

  constructor(
    readonly clientId: string,
    readonly clientSecret: string,
  ) {
    this.server.on('POST', /^\/v1\/oauth2\/token$/, (request) => {
      const basic = `Basic ${Buffer.from(`${this.clientId}:${this.clientSecret}`).toString('base64')}`;
      if (request.headers.authorization !== basic || !/grant_type=client_credentials/.test(request.body)) {
        return { status: 401, body: { error: 'invalid_client', error_description: 'Client Authentication failed' } };
      }
      const token = `A21AA${randomBytes(12).toString('hex')}`;
      this.tokens.add(token);
      return { status: 200, body: { scope: 'https://uri.paypal.com/services/payments/payouts', access_token: token, token_type: 'Bearer', app_id: 'APP-FAKE', expires_in: 32400, nonce: randomBytes(6).toString('hex') } };
    });
    const authed = (handler: (request: SeenRequest, params: string[]) => Answer) => (request: SeenRequest, params: string[]) =>
      this.tokens.has((request.headers.authorization ?? '').replace(/^Bearer /, ''))
        ? handler(request, params)
        : { status: 401, body: { error: 'invalid_token', error_description: 'Token signature verification failed' } };
    this.server.on('POST', /^\/v1\/payments\/payouts$/, authed((request) => this.createBatch(request)));
    this.server.on('GET', /^\/v1\/payments\/payouts\/([^/]+)$/, authed((_request, [id]) => {
      const batch = this.batches.get(id);
      if (!batch) return notFound();
      return { status: 200, body: { batch_header: { payout_batch_id: id, batch_status: 'SUCCESS', sender_batch_header: { sender_batch_id: batch.sender_batch_id } }, items: [batch.item] } };
    }));
    this.server.on('GET', /^\/v1\/payments\/payouts-item\/([^/]+)$/, authed((_request, [id]) => {
      const item = this.item(id);
      return item ? { status: 200, body: item } : notFound();
    }));
    this.server.on('POST', /^\/v1\/payments\/payouts-item\/([^/]+)\/cancel$/, authed((_request, [id]) => {
      const item = this.item(id);
      if (!item) return notFound();
      if (item.transaction_status !== 'UNCLAIMED') return { status: 400, body: { name: 'ITEM_CANCELLATION_NOT_ALLOWED', message: 'Only unclaimed payout items can be cancelled', debug_id: 'dbg' } };
      item.transaction_status = 'RETURNED';
      return { status: 200, body: item };
    }));
    this.server.on('POST', /^\/v1\/notifications\/verify-webhook-signature$/, authed((request) => this.verify(request)));
  }

  async start(): Promise<void> {
    await this.server.start();
  }

  stop(): Promise<void> {
    return this.server.stop();
  }

  get baseUrl(): string {
    return this.server.origin;
  }

  /** The next `POST /v1/payments/payouts` to this receiver answers these failures in turn. */
  failNext(receiver: string, ...failures: ScriptedFailure[]): void {
    this.script.set(receiver, [...(this.script.get(receiver) ?? []), ...failures]);
  }

  itemOf(senderItemId: string): FakeItem | undefined {
    return [...this.batches.values()].find((batch) => batch.item.payout_item.sender_item_id === senderItemId)?.item;
  }

  /** The item moves on at PayPal (the recipient accepted, it failed, it came back). */
  settle(senderItemId: string, status: string, errors?: FakeItem['errors']): FakeItem {
    const item = this.itemOf(senderItemId)!;
    item.transaction_status = status;
    if (errors) item.errors = errors;
    return item;
  }

  /** A PAYMENT.PAYOUTS-ITEM event as PayPal posts it, signed; `tamper` changes the body after signing. */
  callback(eventType: string, item: FakeItem, tamper = false): SignedCallback {
    const body = JSON.stringify({ id: `WH-${randomBytes(6).toString('hex')}`, event_version: '1.0', create_time: new Date().toISOString(), resource_type: 'payouts_item', event_type: eventType, summary: `Payout item ${eventType}`, resource: item });
    const transmissionId = randomBytes(8).toString('hex');
    const time = new Date().toISOString();
    const signature = createSign('sha256').update(`${transmissionId}|${time}|${this.webhookId}|${crc32(body)}`).sign(this.keys.privateKey, 'base64');
    return {
      body: tamper ? body.replace(eventType, `${eventType} `) : body,
      headers: {
        'PAYPAL-AUTH-ALGO': 'SHA256withRSA',
        'PAYPAL-CERT-URL': `${this.baseUrl}/v1/notifications/certs/CERT-FAKE`,
        'PAYPAL-TRANSMISSION-ID': transmissionId,
        'PAYPAL-TRANSMISSION-SIG': signature,
        'PAYPAL-TRANSMISSION-TIME': time,
      },
    };
  }

  private createBatch(request: SeenRequest): Answer {
    const body = JSON.parse(request.body) as { sender_batch_header?: { sender_batch_id?: string }; items?: { receiver?: string; recipient_type?: string; amount?: { value: string; currency: string }; sender_item_id?: string; recipient_wallet?: string }[] };
    const senderBatchId = body.sender_batch_header?.sender_batch_id ?? '';
    this.payoutRequests.set(senderBatchId, (this.payoutRequests.get(senderBatchId) ?? 0) + 1);
    const failure = this.script.get(body.items?.[0]?.receiver ?? '')?.shift();
    if (failure && !failure.afterWork) return { status: failure.status, headers: failure.headers, body: failure.body ?? { name: 'INTERNAL_SERVICE_ERROR', message: 'An internal service error has occurred', debug_id: 'dbg' } };
    const existing = [...this.batches.entries()].find(([, batch]) => batch.sender_batch_id === senderBatchId);
    if (existing) {
      return {
        status: 400,
        body: {
          name: 'USER_BUSINESS_ERROR',
          message: 'User business error.',
          debug_id: 'dbg',
          details: [{ field: 'SENDER_BATCH_ID', location: 'body', issue: 'Batch with given sender_batch_id already exists' }],
          links: [{ href: `${this.baseUrl}/v1/payments/payouts/${existing[0]}`, rel: 'self', method: 'GET', encType: 'application/json' }],
        },
      };
    }
    const item = body.items?.[0];
    if (!item?.receiver || !/[@\d]/.test(item.receiver) || !item.amount || !item.sender_item_id) {
      return { status: 400, body: { name: 'VALIDATION_ERROR', message: 'Invalid request - see details', debug_id: 'dbg', details: [{ field: 'items[0].receiver', location: 'body', issue: 'Receiver is invalid or does not match with type' }] } };
    }
    const batchId = randomBytes(6).toString('hex').toUpperCase();
    this.batches.set(batchId, {
      sender_batch_id: senderBatchId,
      item: {
        payout_item_id: randomBytes(6).toString('hex').toUpperCase(),
        payout_batch_id: batchId,
        transaction_status: /unclaimed/i.test(item.receiver) ? 'UNCLAIMED' : 'PENDING',
        payout_item: { sender_item_id: item.sender_item_id, receiver: item.receiver, recipient_type: item.recipient_type ?? 'EMAIL', amount: item.amount, recipient_wallet: item.recipient_wallet },
      },
    });
    if (failure) return { status: failure.status, headers: failure.headers, body: failure.body ?? { name: 'INTERNAL_SERVICE_ERROR', message: 'An internal service error has occurred', debug_id: 'dbg' } };
    return { status: 201, body: { batch_header: { payout_batch_id: batchId, batch_status: 'PENDING', sender_batch_header: body.sender_batch_header }, links: [{ href: `${this.baseUrl}/v1/payments/payouts/${batchId}`, rel: 'self', method: 'GET' }] } };
  }

  /** Checks the signature over the event's bytes exactly as received in the request (after `"webhook_event":`). */
  private verify(request: SeenRequest): Answer {
    const body = JSON.parse(request.body) as Record<string, string>;
    const at = request.body.indexOf('"webhook_event":');
    const event = at < 0 ? '' : request.body.slice(at + '"webhook_event":'.length, request.body.lastIndexOf('}'));
    const signed = `${body.transmission_id}|${body.transmission_time}|${body.webhook_id}|${crc32(event)}`;
    const ok = body.webhook_id === this.webhookId && body.auth_algo === 'SHA256withRSA' && createVerify('sha256').update(signed).verify(this.keys.publicKey, body.transmission_sig ?? '', 'base64');
    return { status: 200, body: { verification_status: ok ? 'SUCCESS' : 'FAILURE' } };
  }

  private item(id: string): FakeItem | undefined {
    return [...this.batches.values()].find((batch) => batch.item.payout_item_id === id)?.item;
  }
}

const notFound = (): Answer => ({ status: 404, body: { name: 'RESOURCE_NOT_FOUND', message: 'The specified resource does not exist.', debug_id: 'dbg' } });
