import { randomUUID } from 'node:crypto';
import { Body, Controller, Post, RequestMethod } from '@nestjs/common';
import { INTERCEPTORS_METADATA, METHOD_METADATA } from '@nestjs/common/constants';
import { ApplicationConfig, ModuleRef, ModulesContainer } from '@nestjs/core';
import { CurrentPrincipal, type Principal } from '../../src/core/auth/principal';
import { IdempotencyInterceptor } from '../../src/core/idempotency/idempotency.interceptor';
import { BankAccountsService } from '../../src/modules/bank-accounts';
import type { Response } from 'supertest';
import { balancesOf, createInstruction, fundedCampaign } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';
import { handleRecordedEvents } from '../utils/recorded-events';
import { NotAudited } from '../../src/modules/audit-log';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';

/**
 * A route of this file only: it opens a bank account (its transaction commits), then falls over, as a process might.
 * Outside the audit log's transaction (`@NotAudited()`), which would roll the account back: a 500 after the commit
 * still happens there when the connection is lost once COMMIT was sent, and is what this route stands for.
 */
@Controller(`${V2}/test-only`)
@NotAudited()
class FailsAfterCommitController {
  constructor(private readonly modules: ModuleRef) {}

  @Post('fails-after-commit')
  async open(@CurrentPrincipal() principal: Principal, @Body() dto: { fundsHolderId: string; name: string }): Promise<void> {
    await this.modules.get(BankAccountsService, { strict: false }).request(principal.organizationId, dto);
    throw new Error('fell over after the commit');
  }
}

/** An Idempotency-Key makes a repeated POST answer the first answer instead of doing the work again. */
describe('idempotency keys', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp([FailsAfterCommitController]);
  });
  afterAll(async () => {
    await t.close();
  });

  it('runs on every POST operation, first of its interceptors, while no GET operation has any (reads stay cheap)', () => {
    expect(t.app.get(ApplicationConfig).getGlobalInterceptors()).toEqual([]);
    const operations: { name: string; method: RequestMethod; first: unknown; count: number }[] = [];
    for (const module of t.app.get(ModulesContainer).values()) {
      for (const { metatype } of module.controllers.values()) {
        const prototype = (metatype as { prototype: Record<string, unknown> }).prototype;
        for (const name of Object.getOwnPropertyNames(prototype)) {
          const handler = Object.getOwnPropertyDescriptor(prototype, name)?.value as object;
          const method = typeof handler === 'function' ? (Reflect.getMetadata(METHOD_METADATA, handler) as RequestMethod | undefined) : undefined;
          if (method === undefined) continue;
          const interceptors = (Reflect.getMetadata(INTERCEPTORS_METADATA, handler) as unknown[] | undefined) ?? [];
          operations.push({ name: `${(metatype as { name: string }).name}.${name}`, method, first: interceptors[0], count: interceptors.length });
        }
      }
    }
    const posts = operations.filter((o) => o.method === RequestMethod.POST);
    expect(posts.length).toBeGreaterThan(40);
    expect(posts.filter((o) => !(o.first instanceof IdempotencyInterceptor)).map((o) => o.name)).toEqual([]);
    expect(operations.filter((o) => o.method === RequestMethod.GET && o.count > 0).map((o) => o.name)).toEqual([]);
  });

  /** A new organization (provisioned by its first request) and its primary funds holder. */
  async function newOrganization(): Promise<{ organizationId: string; token: string; fundsHolderId: string }> {
    const organizationId = newOrganizationId();
    const token = await tokenFor(organizationId);
    const holders = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200);
    return { organizationId, token, fundsHolderId: holders.body.data[0].id };
  }

  const createAccount = (token: string, body: object, key?: string, prefix = V2) => {
    const call = t.http.post(`${prefix}/bank-accounts`).set(bearer(token));
    return (key === undefined ? call : call.set('Idempotency-Key', key)).send(body);
  };

  const accountCount = async (token: string): Promise<number> => {
    const list = await t.http.get(`${V2}/bank-accounts`).set(bearer(token)).expect(200);
    return list.body.totalItems;
  };

  const fundsHolderCount = async (token: string): Promise<number> => {
    const list = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200);
    return list.body.totalItems;
  };

  const expectProblem = (response: Response, status: number, code: string) => {
    expect(response.status).toBe(status);
    expect(response.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(response.body).toMatchObject({ status, code });
  };

  it('replays the first answer to a repeat with the same key and body, and creates one bank account', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const before = await accountCount(token);
    const key = `create-account-${randomUUID()}`;

    const first = await createAccount(token, { fundsHolderId, name: 'Study payouts' }, key).expect(202);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    expect(first.headers.location).toMatch(new RegExp(`^${V2}/bank-accounts/[0-9a-f-]{36}$`));

    // Same members in another order: the same request.
    const repeat = await createAccount(token, { name: 'Study payouts', fundsHolderId }, key).expect(202);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers.location).toBe(first.headers.location);
    expect(repeat.text).toBe(first.text);

    expect(await accountCount(token)).toBe(before + 1);
    await t.http.get(first.headers.location).set(bearer(token)).expect(200);
  });

  it('replays an unexpected failure (500) rather than run again what may have committed: one bank account', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const before = await accountCount(token);
    const key = `fails-after-commit-${randomUUID()}`;
    const send = () => t.http.post(`${V2}/test-only/fails-after-commit`).set(bearer(token)).set('Idempotency-Key', key).send({ fundsHolderId, name: 'Study payouts' });

    const first = await send();
    expectProblem(first, 500, 'INTERNAL_ERROR');
    expect(await accountCount(token)).toBe(before + 1);
    const repeat = await send();
    expectProblem(repeat, 500, 'INTERNAL_ERROR');
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.body.detail).toContain(`traceId ${first.body.traceId}`);
    expect(await accountCount(token)).toBe(before + 1);
  });

  it('keeps the key in progress when recording the answer fails: a repeat answers 409 and does not run again', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const before = await accountCount(token);
    const key = `unrecorded-${randomUUID()}`;
    // The recording itself refused, by the database, for this key only.
    await t.orm.em.getConnection().execute(`
      create or replace function refuse_recording() returns trigger language plpgsql as $$
      begin if new.key like 'unrecorded-%' and new.state = 'Completed' then raise exception 'recording refused'; end if; return new; end $$;
      create trigger refuse_recording before update on idempotency_key for each row execute function refuse_recording();`);
    try {
      const first = await createAccount(token, { fundsHolderId, name: 'Study payouts' }, key).expect(202);
      expect(first.headers.location).toMatch(new RegExp(`^${V2}/bank-accounts/`));
      const repeat = await createAccount(token, { fundsHolderId, name: 'Study payouts' }, key);
      expectProblem(repeat, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
      expect(await accountCount(token)).toBe(before + 1);
    } finally {
      await t.orm.em.getConnection().execute('drop trigger refuse_recording on idempotency_key; drop function refuse_recording();');
    }
  });

  it('answers 422 IDEMPOTENCY_KEY_REUSED to the same key with a different body, and creates nothing', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const key = randomUUID();
    await createAccount(token, { fundsHolderId, name: 'First' }, key).expect(202);
    const count = await accountCount(token);

    const reused = await createAccount(token, { fundsHolderId, name: 'Second' }, key);
    expectProblem(reused, 422, 'IDEMPOTENCY_KEY_REUSED');
    expect(reused.headers['idempotent-replayed']).toBeUndefined();
    expect(await accountCount(token)).toBe(count);
  });

  it('treats the same key on v2 and on v3 as different requests (the path, with its version, is part of the request)', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const key = randomUUID();
    await createAccount(token, { fundsHolderId, name: 'Versioned' }, key, V2).expect(202);
    const v3 = await createAccount(token, { fundsHolderId, name: 'Versioned' }, key, V3);
    expectProblem(v3, 422, 'IDEMPOTENCY_KEY_REUSED');

    const v3Key = randomUUID();
    const first = await createAccount(token, { fundsHolderId, name: 'Versioned' }, v3Key, V3).expect(202);
    const repeat = await createAccount(token, { fundsHolderId, name: 'Versioned' }, v3Key, V3).expect(202);
    expect(first.headers.location).toMatch(new RegExp(`^${V3}/bank-accounts/`));
    expect(repeat.headers.location).toBe(first.headers.location);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
  });

  it('keeps keys per organization: the same key in two organizations is two independent requests', async () => {
    const a = await newOrganization();
    const b = await newOrganization();
    const key = `shared-${randomUUID()}`;

    const inA = await createAccount(a.token, { fundsHolderId: a.fundsHolderId, name: 'Payouts' }, key).expect(202);
    const inB = await createAccount(b.token, { fundsHolderId: b.fundsHolderId, name: 'Payouts' }, key).expect(202);
    expect(inB.headers['idempotent-replayed']).toBeUndefined();
    expect(inB.headers.location).not.toBe(inA.headers.location);
    await t.http.get(inB.headers.location).set(bearer(b.token)).expect(200);
    await t.http.get(inA.headers.location).set(bearer(b.token)).expect(404);
    expect(await accountCount(a.token)).toBe(2);
    expect(await accountCount(b.token)).toBe(2);

    // A repeat in A still replays A's answer.
    const again = await createAccount(a.token, { fundsHolderId: a.fundsHolderId, name: 'Payouts' }, key).expect(202);
    expect(again.headers.location).toBe(inA.headers.location);
  });

  it('refuses a key of 256 characters or an empty key with a 400 naming Idempotency-Key, and takes 255', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const count = await accountCount(token);

    const tooLong = await createAccount(token, { fundsHolderId, name: 'Long key' }, 'k'.repeat(256));
    expectProblem(tooLong, 400, 'VALIDATION_FAILED');
    expect(Object.keys(tooLong.body.errors)).toEqual(['Idempotency-Key']);

    const empty = await createAccount(token, { fundsHolderId, name: 'Empty key' }, '');
    expectProblem(empty, 400, 'VALIDATION_FAILED');
    expect(Object.keys(empty.body.errors)).toEqual(['Idempotency-Key']);
    expect(await accountCount(token)).toBe(count);

    // The longest key, with characters that need quoting in SQL, round-trips.
    const longest = `'?"\\;${'k'.repeat(250)}`;
    expect(longest).toHaveLength(255);
    const first = await createAccount(token, { fundsHolderId, name: 'Longest key' }, longest).expect(202);
    const repeat = await createAccount(token, { fundsHolderId, name: 'Longest key' }, longest).expect(202);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers.location).toBe(first.headers.location);
    expect(await accountCount(token)).toBe(count + 1);
  });

  it('does not keep the key of a failed request: the corrected retry with the same key is carried out', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const key = randomUUID();

    const unknownHolder = await createAccount(token, { fundsHolderId: randomUUID(), name: 'Retry' }, key);
    expectProblem(unknownHolder, 404, 'NOT_FOUND');
    const invalid = await createAccount(token, { fundsHolderId, name: '' }, key);
    expectProblem(invalid, 400, 'VALIDATION_FAILED');
    const count = await accountCount(token);

    const corrected = await createAccount(token, { fundsHolderId, name: 'Retry' }, key).expect(202);
    expect(corrected.headers['idempotent-replayed']).toBeUndefined();
    expect(await accountCount(token)).toBe(count + 1);
    const repeat = await createAccount(token, { fundsHolderId, name: 'Retry' }, key).expect(202);
    expect(repeat.headers['idempotent-replayed']).toBe('true');
    expect(repeat.headers.location).toBe(corrected.headers.location);
  });

  it('creates exactly one bank account for 10 concurrent duplicates; the others answer 409 in progress or replay', async () => {
    const { token, fundsHolderId } = await newOrganization();
    const before = await accountCount(token);
    const key = randomUUID();

    const responses = await Promise.all(Array.from({ length: 10 }, () => createAccount(token, { fundsHolderId, name: 'Concurrent' }, key)));
    const carriedOut = responses.filter((r) => r.status === 202 && r.headers['idempotent-replayed'] === undefined);
    const replayed = responses.filter((r) => r.status === 202 && r.headers['idempotent-replayed'] === 'true');
    const inProgress = responses.filter((r) => r.status === 409);
    expect(carriedOut).toHaveLength(1);
    expect(replayed.length + inProgress.length).toBe(9);
    for (const r of replayed) expect(r.headers.location).toBe(carriedOut[0]!.headers.location);
    for (const r of inProgress) expectProblem(r, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(await accountCount(token)).toBe(before + 1);

    const later = await createAccount(token, { fundsHolderId, name: 'Concurrent' }, key).expect(202);
    expect(later.headers['idempotent-replayed']).toBe('true');
    expect(later.headers.location).toBe(carriedOut[0]!.headers.location);
  });

  /** Direct SQL on this run's database, to put a key in a state no quick request can hold it in. */
  const sql = (query: string, params: unknown[]) => t.orm.em.getConnection().execute(query, params, 'run');

  it('answers 409 IDEMPOTENCY_REQUEST_IN_PROGRESS while the first request with the key is still running', async () => {
    const { organizationId, token, fundsHolderId } = await newOrganization();
    const count = await accountCount(token);
    const key = randomUUID();
    await sql(`insert into idempotency_key (organization_id, key, method, path, state) values (?, ?, 'POST', ?, 'InProgress')`, [organizationId, key, `${V2}/bank-accounts`]);

    const duplicate = await createAccount(token, { fundsHolderId, name: 'Still running' }, key);
    expectProblem(duplicate, 409, 'IDEMPOTENCY_REQUEST_IN_PROGRESS');
    expect(await accountCount(token)).toBe(count);
  });

  it('forgets a key after 24 hours: a repeat then is carried out again', async () => {
    const { organizationId, token, fundsHolderId } = await newOrganization();
    const key = randomUUID();
    const first = await createAccount(token, { fundsHolderId, name: 'Daily' }, key).expect(202);
    const count = await accountCount(token);

    await sql(`update idempotency_key set created_on = now() - interval '23 hours 59 minutes' where organization_id = ? and key = ?`, [organizationId, key]);
    const replayed = await createAccount(token, { fundsHolderId, name: 'Daily' }, key).expect(202);
    expect(replayed.headers['idempotent-replayed']).toBe('true');

    await sql(`update idempotency_key set created_on = now() - interval '24 hours 1 minute' where organization_id = ? and key = ?`, [organizationId, key]);
    const again = await createAccount(token, { fundsHolderId, name: 'Daily' }, key).expect(202);
    expect(again.headers['idempotent-replayed']).toBeUndefined();
    expect(again.headers.location).not.toBe(first.headers.location);
    expect(await accountCount(token)).toBe(count + 1);
    // The expired record was replaced: the key now stands for the new request.
    const repeat = await createAccount(token, { fundsHolderId, name: 'Daily' }, key).expect(202);
    expect(repeat.headers.location).toBe(again.headers.location);
  });

  describe('multipart: creating a settlement fund', () => {
    const document = Buffer.from('%PDF-1.4 supporting document');
    const createFund = (token: string, key: string, file = document, fileName = 'articles.pdf', prefix = V2) =>
      t.http
        .post(`${prefix}/funds-holders`)
        .set(bearer(token))
        .set('Idempotency-Key', key)
        .field('settlementFundName', 'Rebates FBO')
        .attach('attachments', file, { filename: fileName, contentType: 'application/pdf' });

    it('creates one settlement fund for the same key and form sent twice, and replays the first answer', async () => {
      const { token } = await newOrganization();
      const key = randomUUID();

      const first = await createFund(token, key).expect(201);
      expect(first.body).toMatchObject({ name: 'Rebates FBO', type: 'SettlementFund' });
      expect(first.headers['idempotent-replayed']).toBeUndefined();

      const repeat = await createFund(token, key).expect(201);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.body).toEqual(first.body);
      expect(repeat.text).toBe(first.text);
      expect(await fundsHolderCount(token)).toBe(2);

      // Under v3 the answer goes through the v3 mapping on the way out, the first time and when replayed.
      const v3Key = randomUUID();
      const v3 = await createFund(token, v3Key, document, 'articles.pdf', V3).expect(201);
      const v3Repeat = await createFund(token, v3Key, document, 'articles.pdf', V3).expect(201);
      expect(v3Repeat.headers['idempotent-replayed']).toBe('true');
      expect(v3Repeat.text).toBe(v3.text);
      expect(await fundsHolderCount(token)).toBe(3);
    });

    it('answers 422 to the same key with a file of other content (same name and size) or another file name', async () => {
      const { token } = await newOrganization();
      const key = randomUUID();
      await createFund(token, key).expect(201);

      const otherContent = Buffer.from(document.toString().replace('document', 'DOCUMENT'));
      expect(otherContent.length).toBe(document.length);
      expectProblem(await createFund(token, key, otherContent), 422, 'IDEMPOTENCY_KEY_REUSED');
      expectProblem(await createFund(token, key, document, 'other.pdf'), 422, 'IDEMPOTENCY_KEY_REUSED');
      expect(await fundsHolderCount(token)).toBe(2);
    });

    it('does not keep the key of a failed multipart request', async () => {
      const { token } = await newOrganization();
      const key = randomUUID();
      const missingName = await t.http
        .post(`${V2}/funds-holders`)
        .set(bearer(token))
        .set('Idempotency-Key', key)
        .attach('attachments', document, { filename: 'articles.pdf', contentType: 'application/pdf' });
      expectProblem(missingName, 400, 'VALIDATION_FAILED');

      const retried = await createFund(token, key).expect(201);
      expect(retried.headers['idempotent-replayed']).toBeUndefined();
      const repeat = await createFund(token, key).expect(201);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
      expect(repeat.body.id).toBe(retried.body.id);
      expect(await fundsHolderCount(token)).toBe(2);
    });
  });
  describe('actions: every POST honours the key the same way', () => {
    const act = (auth: Record<string, string>, path: string, key: string, body: object = {}) => t.http.post(path).set(auth).set('Idempotency-Key', key).send(body);

    /** The repeat answers exactly what the first did, marked replayed. */
    const expectReplay = (first: Response, repeat: Response) => {
      expect(repeat.status).toBe(first.status);
      expect(repeat.text).toBe(first.text);
      expect(repeat.headers['idempotent-replayed']).toBe('true');
    };

    it(':initiate, :send-reminder, :cancel and :reinitiate repeated with their key replay the first answer; the money moves once', async () => {
      const c = await fundedCampaign(t, 100);
      const { id } = await createInstruction(t, c, { amount: 40 });
      const path = (action: string) => `${V2}/payout-instructions/${id}/${action}`;

      const initiated = await act(c.auth, path(':initiate'), 'initiate-1', { channel: 'Email' }).expect(200);
      expectReplay(initiated, await act(c.auth, path(':initiate'), 'initiate-1', { channel: 'Email' }));
      expect((await balancesOf(t, c)).allocated).toBe(40);

      const reminded = await act(c.auth, path(':send-reminder'), 'remind-1').expect(200);
      expectReplay(reminded, await act(c.auth, path(':send-reminder'), 'remind-1'));

      const cancelled = await act(c.auth, path(':cancel'), 'cancel-1', { cancellationReason: 'Other' }).expect(200);
      expectReplay(cancelled, await act(c.auth, path(':cancel'), 'cancel-1', { cancellationReason: 'Other' }));
      expect((await balancesOf(t, c)).unallocated).toBe(100);

      const reinitiated = await act(c.auth, path(':reinitiate'), 'reinitiate-1', { channel: 'None' }).expect(200);
      expectReplay(reinitiated, await act(c.auth, path(':reinitiate'), 'reinitiate-1', { channel: 'None' }));
      expect(await balancesOf(t, c)).toMatchObject({ unallocated: 60, allocated: 40 });

      await handleRecordedEvents(t);
      const emails = await t.orm.em.getConnection().execute<{ n: number }[]>('select count(*)::int as n from email_delivery where payout_instruction_id = ?', [id]);
      expect(emails[0].n).toBe(2); // one claim email and one reminder; the replays sent nothing
    });

    it('the bulk :initiate and :send-reminders replay their 202 and count; the same key with another body is 422', async () => {
      const c = await fundedCampaign(t, 100);
      const { id } = await createInstruction(t, c, { amount: 30 });
      const bulk = `${V2}/campaigns/${c.campaignId}/payout-instructions`;

      const initiated = await act(c.auth, `${bulk}/:initiate`, 'bulk-1', { payoutInstructionIds: [id] }).expect(202);
      expect(initiated.body.count).toBe(1);
      expectReplay(initiated, await act(c.auth, `${bulk}/:initiate`, 'bulk-1', { payoutInstructionIds: [id] }));
      expect((await balancesOf(t, c)).allocated).toBe(30);

      const reminded = await act(c.auth, `${bulk}/:send-reminders`, 'bulk-2', { payoutInstructionIds: [id] }).expect(202);
      expectReplay(reminded, await act(c.auth, `${bulk}/:send-reminders`, 'bulk-2', { payoutInstructionIds: [id] }));

      expectProblem(await act(c.auth, `${bulk}/:send-reminders`, 'bulk-2', { statuses: ['Initiated'] }), 422, 'IDEMPOTENCY_KEY_REUSED');
      expectProblem(await act(c.auth, `${V2}/payout-instructions/${id}/:send-reminder`, 'bulk-2'), 422, 'IDEMPOTENCY_KEY_REUSED');
    });

    it(':try-restore that fails keeps no key: its repeat is carried out again and answers the same conflict', async () => {
      const c = await fundedCampaign(t, 100);
      const { id } = await createInstruction(t, c, { amount: 10 });
      const first = await act(c.auth, `${V2}/payout-instructions/${id}/:try-restore`, 'restore-1');
      expectProblem(first, 409, 'INVALID_PAYOUT_INSTRUCTION_STATE');
      const repeat = await act(c.auth, `${V2}/payout-instructions/${id}/:try-restore`, 'restore-1');
      expectProblem(repeat, 409, 'INVALID_PAYOUT_INSTRUCTION_STATE');
      expect(repeat.headers['idempotent-replayed']).toBeUndefined();
    });

    it('documents the header, 409 and 422 on every POST of an organization, and on no other operation (beneficiary sessions included)', async () => {
      const document = (await t.http.get('/openapi.json').expect(200)).body as {
        paths: Record<string, Record<string, { security?: Record<string, unknown>[]; parameters?: { name: string; in: string }[]; responses: Record<string, unknown> }>>;
      };
      for (const [path, item] of Object.entries(document.paths)) {
        for (const [method, operation] of Object.entries(item)) {
          const documented = (operation.parameters ?? []).some((p) => p.in === 'header' && p.name === 'Idempotency-Key');
          const expected = method === 'post' && (operation.security ?? []).some((requirement) => 'IdentityProviderPolicy' in requirement);
          expect([`${method} ${path}`, documented]).toEqual([`${method} ${path}`, expected]);
          if (expected) expect(Object.keys(operation.responses)).toEqual(expect.arrayContaining(['409', '422']));
        }
      }
    });
  });
});
