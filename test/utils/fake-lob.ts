import { randomBytes } from 'node:crypto';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { lobSignature } from '../../src/modules/payouts/providers/lob/lob-signature';

/**
 * A local Lob (API v1) for the tests, speaking what Lob's reference documents for the calls we make
 * (https://docs.lob.com: "Checks" create/retrieve/cancel, "Bank Accounts" retrieve, "Errors", "Idempotent Requests",
 * "Webhooks"): HTTP Basic auth with the API key as user name; `POST /v1/checks` with an `Idempotency-Key` header,
 * whose repeat answers the check the key made first; `DELETE /v1/checks/{id}` before the check is mailed only;
 * errors as `{"error":{"message","status_code","code"}}` (401 bad key, 422 bad fields, 429 with Retry-After, 500).
 */
export interface FakeLobCheck {
  id: string;
  object: 'check';
  description?: string;
  metadata: Record<string, string>;
  to: Record<string, unknown>;
  from: string;
  bank_account: string;
  amount: number;
  memo?: string;
  check_number: number;
  mail_type: 'usps_first_class';
  send_date: string;
  date_created: string;
  date_modified: string;
  deleted?: boolean;
  /** The fake's own: mailed checks cannot be cancelled. */
  mailed: boolean;
}

type Failure = { status: number; retryAfter?: number; afterCreating?: boolean };

export class FakeLob {
  readonly checks = new Map<string, FakeLobCheck>();
  /** Every `POST /v1/checks` received, answered or not: a retried create shows here, not in `checks`. */
  readonly createRequests: { idempotencyKey: string | undefined; body: Record<string, unknown> }[] = [];
  readonly deleteRequests: string[] = [];
  private readonly byKey = new Map<string, string>();
  private readonly failures: Failure[] = [];
  private nextCheckNumber = 10_001;
  /** Set while the key is revoked at Lob: every call answers 401. */
  private revoked = false;

  private constructor(
    private readonly server: Server,
    readonly apiKey: string,
    readonly bankAccountId: string,
  ) {}

  static async start(options: { apiKey?: string; bankAccountId?: string } = {}): Promise<FakeLob> {
    const server = createServer();
    const fake = new FakeLob(server, options.apiKey ?? `test_${randomBytes(8).toString('hex')}`, options.bankAccountId ?? 'bank_8cad8df5354d33f');
    server.on('request', (req: IncomingMessage, res: ServerResponse) => void fake.handle(req, res));
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    return fake;
  }

  get baseUrl(): string {
    return `http://127.0.0.1:${(this.server.address() as AddressInfo).port}/v1`;
  }

  /** The next creates answer these statuses, in order; `afterCreating` makes the check first (an answer lost on the way). */
  failNextCreates(...failures: Failure[]): void {
    this.failures.push(...failures);
  }

  /** The account's key revoked (true) or restored (false) in Lob's dashboard. */
  revokeKey(revoked = true): void {
    this.revoked = revoked;
  }

  checkOfKey(key: string): FakeLobCheck | undefined {
    const id = this.byKey.get(key);
    return id ? this.checks.get(id) : undefined;
  }

  /** Lob printed and mailed it: it can no longer be cancelled. */
  markMailed(checkId: string): void {
    const check = this.checks.get(checkId);
    if (check) check.mailed = true;
  }

  /**
   * A webhook as Lob sends it: the `event` object of `eventType` for the check, its raw JSON, and the signature
   * headers (`Lob-Signature` over `<timestamp>.<raw body>`), ready to post to `/provider-callbacks/lob`.
   */
  event(eventType: string, checkId: string, secret: string, options: { timestamp?: number } = {}): { raw: string; headers: Record<string, string> } {
    const check = this.checks.get(checkId);
    const { mailed: _mailed, ...body } = check ?? ({ id: checkId, object: 'check', metadata: {} } as unknown as FakeLobCheck);
    const event = {
      id: `evt_${randomBytes(8).toString('hex')}`,
      object: 'event',
      reference_id: checkId,
      date_created: new Date().toISOString(),
      event_type: { id: eventType, enabled_for_test: true, resource: 'checks', object: 'event_type' },
      body,
    };
    const raw = JSON.stringify(event);
    const timestamp = String(options.timestamp ?? Date.now());
    return { raw, headers: { 'Content-Type': 'application/json', 'Lob-Signature': lobSignature(secret, timestamp, raw), 'Lob-Signature-Timestamp': timestamp } };
  }

  close(): Promise<void> {
    this.server.closeAllConnections();
    return new Promise((resolve) => this.server.close(() => resolve()));
  }

  private async handle(req: IncomingMessage, res: ServerResponse): Promise<void> {
    const raw = await new Promise<string>((resolve) => {
      let text = '';
      req.on('data', (chunk: Buffer) => (text += chunk.toString('utf8')));
      req.on('end', () => resolve(text));
    });
    if (!this.authorized(req)) return this.error(res, 401, 'Your API key is not valid. Please sign up on lob.com to get a valid api key.', 'unauthorized');
    const url = new URL(req.url ?? '/', 'http://fake');
    const check = /^\/v1\/checks\/(chk_[a-zA-Z0-9]+)$/.exec(url.pathname);
    const bank = /^\/v1\/bank_accounts\/(bank_[a-zA-Z0-9]+)$/.exec(url.pathname);
    if (req.method === 'POST' && url.pathname === '/v1/checks') return this.create(req, res, raw);
    if (req.method === 'GET' && check) return this.found(res, check[1]);
    if (req.method === 'DELETE' && check) return this.cancel(res, check[1]);
    if (req.method === 'GET' && bank) {
      if (bank[1] !== this.bankAccountId) return this.error(res, 404, 'bank account not found', 'not_found');
      return this.json(res, 200, { id: bank[1], object: 'bank_account', routing_number: '322271627', account_number: '123456789', account_type: 'company', signatory: 'Jane Doe', verified: true, deleted: false, date_created: '2026-01-01T00:00:00.000Z', date_modified: '2026-01-01T00:00:00.000Z' });
    }
    this.error(res, 404, 'The requested resource was not found.', 'not_found');
  }

  private authorized(req: IncomingMessage): boolean {
    const [scheme, encoded] = (req.headers.authorization ?? '').split(' ');
    if (scheme !== 'Basic' || !encoded) return false;
    return !this.revoked && Buffer.from(encoded, 'base64').toString('utf8').split(':')[0] === this.apiKey;
  }

  private create(req: IncomingMessage, res: ServerResponse, raw: string): void {
    const key = (req.headers['idempotency-key'] as string | undefined) ?? undefined;
    let body: Record<string, unknown>;
    try {
      body = JSON.parse(raw) as Record<string, unknown>;
    } catch {
      return this.error(res, 400, 'Invalid JSON', 'bad_request');
    }
    this.createRequests.push({ idempotencyKey: key, body });
    const failure = this.failures.shift();
    if (failure && !failure.afterCreating) return this.fail(res, failure);
    // Lob answers a repeated key with the check the key made first.
    const existing = key ? this.checkOfKey(key) : undefined;
    if (existing) return failure ? this.fail(res, failure) : this.json(res, 200, this.view(existing));
    for (const field of ['to', 'from', 'bank_account', 'amount']) if (body[field] === undefined) return this.error(res, 422, `${field} is required`, 'invalid');
    if (body.bank_account !== this.bankAccountId) return this.error(res, 422, 'bank_account is not a verified bank account', 'invalid');
    const to = body.to as Record<string, unknown>;
    if (typeof to !== 'object' || /undeliverable/i.test(String(to.address_line1))) return this.error(res, 422, 'The to address is undeliverable.', 'invalid');
    const now = new Date().toISOString();
    const created: FakeLobCheck = {
      id: `chk_${randomBytes(8).toString('hex')}`,
      object: 'check',
      description: body.description as string | undefined,
      metadata: (body.metadata ?? {}) as Record<string, string>,
      to,
      from: body.from as string,
      bank_account: body.bank_account as string,
      amount: body.amount as number,
      ...(body.memo ? { memo: body.memo as string } : {}),
      check_number: this.nextCheckNumber++,
      mail_type: 'usps_first_class',
      send_date: now,
      date_created: now,
      date_modified: now,
      mailed: false,
    };
    this.checks.set(created.id, created);
    if (key) this.byKey.set(key, created.id);
    if (failure) return this.fail(res, failure);
    this.json(res, 200, this.view(created));
  }

  private found(res: ServerResponse, id: string): void {
    const check = this.checks.get(id);
    if (!check || check.deleted) return this.error(res, 404, 'check not found', 'not_found');
    this.json(res, 200, this.view(check));
  }

  private cancel(res: ServerResponse, id: string): void {
    this.deleteRequests.push(id);
    const check = this.checks.get(id);
    if (!check || check.deleted) return this.error(res, 404, 'check not found', 'not_found');
    if (check.mailed) return this.error(res, 422, 'This check has already been mailed and can no longer be canceled.', 'invalid');
    check.deleted = true;
    this.json(res, 200, { id, deleted: true, object: 'check' });
  }

  private view(check: FakeLobCheck): Omit<FakeLobCheck, 'mailed'> {
    const { mailed: _mailed, ...view } = check;
    return view;
  }

  private fail(res: ServerResponse, failure: Failure): void {
    if (failure.retryAfter !== undefined) res.setHeader('Retry-After', String(failure.retryAfter));
    const messages: Record<number, [string, string]> = { 429: ['Too many requests', 'rate_limit_exceeded'], 500: ['Internal server error', 'internal_server_error'] };
    const [message, code] = messages[failure.status] ?? ['Service unavailable', 'service_unavailable'];
    this.error(res, failure.status, message, code);
  }

  private error(res: ServerResponse, status: number, message: string, code: string): void {
    this.json(res, status, { error: { message, status_code: status, code } });
  }

  private json(res: ServerResponse, status: number, body: unknown): void {
    res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
  }
}
