import { RequestContext } from '@mikro-orm/postgresql';
import { scopeToOrganization } from '../../src/core/database/tenant-filter';
import { FieldEncryption } from '../../src/core/security/field-encryption';
import { WithdrawalAccountsService } from '../../src/modules/withdrawal-accounts';
import { insertCampaign } from '../factories/campaign.factory';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';
const UNKNOWN_ID = '0193a0f0-0000-7000-8000-00000000beef';

interface Org {
  id: string;
  token: string;
  fundsHolderId: string;
  bankAccountId: string;
  campaignId: string;
}

/** One of the two kinds of owner, with its collection in each version and the scope that lists its accounts. */
interface OwnerKind {
  kind: 'bank account' | 'campaign';
  collection: Record<string, string>;
  viewScope: Record<string, string>;
  idOf: (org: Org) => string;
}
const BANK_ACCOUNT: OwnerKind = {
  kind: 'bank account',
  collection: { [V2]: 'bank-accounts', [V3]: 'bank-accounts' },
  viewScope: { [V2]: 'bankAccounts:view', [V3]: 'bankAccounts:view' },
  idOf: (org) => org.bankAccountId,
};
const CAMPAIGN: OwnerKind = {
  kind: 'campaign',
  collection: { [V2]: 'campaigns', [V3]: 'distributions' },
  viewScope: { [V2]: 'campaigns:view', [V3]: 'distributions:view' },
  idOf: (org) => org.campaignId,
};

const body = (overrides: Record<string, unknown> = {}) => ({
  name: 'Operating account',
  accountHolderName: 'Ada Lovelace',
  routingNumber: '021000021',
  accountNumber: '000123456789',
  accountType: 'Checking',
  ...overrides,
});

describe('withdrawal accounts', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
  });

  /** A fresh organization, provisioned by its first request: its primary bank account and a campaign. */
  async function newOrg(): Promise<Org> {
    const id = newOrganizationId();
    const token = await tokenFor(id);
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(bearer(token)).expect(200);
    const [account] = accounts.body.data as { id: string; fundsHolderId: string }[];
    const campaignId = await insertCampaign(t.orm, id, account.fundsHolderId);
    return { id, token, fundsHolderId: account.fundsHolderId, bankAccountId: account.id, campaignId };
  }

  const pathOf = (prefix: string, owner: OwnerKind, ownerId: string, segment = 'withdrawal-accounts') => `${prefix}/${owner.collection[prefix]}/${ownerId}/${segment}`;
  const create = (org: Org, prefix: string, owner: OwnerKind, payload: object, segment?: string, token = org.token) =>
    t.http.post(pathOf(prefix, owner, owner.idOf(org), segment)).set(bearer(token)).send(payload);
  const list = (org: Org, prefix: string, owner: OwnerKind, query = '', segment?: string, token = org.token) =>
    t.http.get(`${pathOf(prefix, owner, owner.idOf(org), segment)}${query}`).set(bearer(token));

  /** The stored row, as the database holds it. */
  async function storedRow(id: string): Promise<Record<string, unknown>> {
    const [row] = await t.orm.em.fork().getConnection().execute<Record<string, unknown>[]>('select *, row_to_json(w)::text as whole from withdrawal_account w where id = ?', [id]);
    return row;
  }

  /** `destination()` as withdrawals and refunds call it: inside a request of the organization. */
  const destination = (organizationId: string, withdrawalAccountId: string, ownerIds: readonly string[]) =>
    RequestContext.create(t.orm.em, () => {
      scopeToOrganization(t.orm.em, organizationId);
      return t.app.get(WithdrawalAccountsService).destination(withdrawalAccountId, ownerIds);
    });

  describe.each([V2, V3])('under %s', (prefix) => {
    describe.each([BANK_ACCOUNT, CAMPAIGN])('of a $kind', (owner) => {
      let org: Org;
      beforeAll(async () => {
        org = await newOrg();
      });

      it('creates one (201, Location, both numbers masked) and lists it at both paths, newest first', async () => {
        const created = await create(org, prefix, owner, body()).expect(201);
        expect(created.body).toEqual({
          id: expect.stringMatching(/^[0-9a-f-]{36}$/),
          name: 'Operating account',
          accountHolderName: 'Ada Lovelace',
          routingNumber: '*****0021',
          accountNumber: '****6789',
          accountType: 'Checking',
          createdOn: expect.stringMatching(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/),
          notificationOfChange: null,
        });
        expect(created.headers.location).toBe(`${pathOf(prefix, owner, owner.idOf(org))}/${created.body.id}`);
        expect((await t.http.get(created.headers.location).set(bearer(org.token)).expect(200)).body).toEqual(created.body);

        // The earlier path creates the same way; its Location names the canonical path.
        const linked = await create(org, prefix, owner, body({ name: 'Reserve', accountNumber: '98765432', accountType: 'Savings' }), 'linked-accounts').expect(201);
        expect(linked.body).toMatchObject({ name: 'Reserve', routingNumber: '*****0021', accountNumber: '****5432', accountType: 'Savings' });
        expect(linked.headers.location).toBe(`${pathOf(prefix, owner, owner.idOf(org))}/${linked.body.id}`);

        for (const segment of ['withdrawal-accounts', 'linked-accounts']) {
          const page = await list(org, prefix, owner, '', segment).expect(200);
          expect(page.body).toEqual({ pageNumber: 1, pageSize: 20, totalPages: 1, totalItems: 2, data: [linked.body, created.body] });
        }
        expect(JSON.stringify(created.body) + JSON.stringify(linked.body)).not.toMatch(/000123456789|98765432|021000021/);
      });

      it('keeps the account number only encrypted, with its last four digits', async () => {
        const accountNumber = '31415926535';
        const created = await create(org, prefix, owner, body({ accountNumber })).expect(201);
        const row = await storedRow(created.body.id);
        expect(row).toMatchObject({ owner_type: owner === BANK_ACCOUNT ? 'BankAccount' : 'Campaign', owner_id: owner.idOf(org), routing_number: '021000021', account_number_last4: '6535' });
        expect(row.account_number_encrypted).toMatch(/^v1\.[0-9a-f]{8}\./);
        // No column holds the number, nor its first digits.
        expect(row.whole).not.toContain(accountNumber);
        expect(row.whole).not.toContain(accountNumber.slice(0, 7));
        expect(t.app.get(FieldEncryption).decrypt(row.account_number_encrypted as string)).toBe(accountNumber);
      });

      it('pages the list: pageNumber and pageSize, newest first, 400 past the limits', async () => {
        const own = await newOrg();
        const ids: string[] = [];
        for (const name of ['first', 'second', 'third']) ids.push((await create(own, prefix, owner, body({ name })).expect(201)).body.id);
        const first = await list(own, prefix, owner, '?pageSize=2').expect(200);
        expect(first.body).toMatchObject({ pageNumber: 1, pageSize: 2, totalPages: 2, totalItems: 3 });
        expect(first.body.data.map((a: { name: string }) => a.name)).toEqual(['third', 'second']);
        const second = await list(own, prefix, owner, '?pageSize=2&pageNumber=2', 'linked-accounts').expect(200);
        expect(second.body.data.map((a: { id: string }) => a.id)).toEqual([ids[0]]);
        expect((await list(own, prefix, owner, '?pageNumber=3&pageSize=2').expect(200)).body.data).toEqual([]);
        expect(Object.keys((await list(own, prefix, owner, '?pageSize=101').expect(400)).body.errors)).toEqual(['pageSize']);
        expect(Object.keys((await list(own, prefix, owner, '?pageNumber=0').expect(400)).body.errors)).toEqual(['pageNumber']);
      });

      it('refuses a routing number whose check digit is wrong with a 400 naming routingNumber', async () => {
        for (const segment of ['withdrawal-accounts', 'linked-accounts']) {
          const res = await create(org, prefix, owner, body({ routingNumber: '021000022' }), segment).expect(400);
          expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
          expect(res.body).toMatchObject({ status: 400, code: 'VALIDATION_FAILED' });
          expect(res.body.errors).toEqual({ routingNumber: ['routingNumber is not a valid ABA routing number: its check digit does not match.'] });
        }
      });

      it.each([
        ['name', ''],
        ['name', 'n'.repeat(101)],
        ['name', 7],
        ['accountHolderName', ''],
        ['accountHolderName', 'a'.repeat(201)],
        ['routingNumber', '02100002'],
        ['routingNumber', '02100002a'],
        ['routingNumber', 21000021],
        ['accountNumber', '123'],
        ['accountNumber', '1'.repeat(18)],
        ['accountNumber', '1234-5678'],
        ['accountType', 'Money'],
        ['accountType', null],
      ])('answers 400 naming %s for %j', async (field, value) => {
        const res = await create(org, prefix, owner, body({ [field]: value })).expect(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
        // The message never repeats what was sent (an account number must not travel back). The request's path and
        // trace id are random ids, which may hold the same digits by chance ("123" in a UUID): they are left out.
        const { instance: _path, traceId: _traceId, ...message } = res.body as Record<string, unknown>;
        if (field === 'accountNumber') expect(JSON.stringify(message)).not.toContain(String(value));
      });

      it('names every missing field, and an unknown member', async () => {
        const res = await create(org, prefix, owner, { nickname: 'x' }).expect(400);
        expect(Object.keys(res.body.errors).sort()).toEqual(['accountHolderName', 'accountNumber', 'accountType', 'name', 'nickname', 'routingNumber']);
      });

      it('answers 401 without a token and 403 without the scope', async () => {
        await t.http.post(pathOf(prefix, owner, owner.idOf(org))).send(body()).expect(401);
        await t.http.get(pathOf(prefix, owner, owner.idOf(org), 'linked-accounts')).expect(401);

        const viewOnly = await tokenFor(org.id, { scopes: [owner.viewScope[prefix]] });
        for (const segment of ['withdrawal-accounts', 'linked-accounts']) {
          const refused = await create(org, prefix, owner, body(), segment, viewOnly).expect(403);
          expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScopes: ['linkedAccounts:create'] });
          await list(org, prefix, owner, '', segment, viewOnly).expect(200);
        }
        const createOnly = await tokenFor(org.id, { scopes: ['linkedAccounts:create'] });
        const notListed = await list(org, prefix, owner, '', 'withdrawal-accounts', createOnly).expect(403);
        expect(notListed.body.requiredScopes).toEqual([owner.viewScope[prefix]]);
        await list(org, prefix, owner, '', 'linked-accounts', createOnly).expect(403);
        await create(org, prefix, owner, body(), 'linked-accounts', createOnly).expect(201);
      });

      it("answers 404 for an unknown owner and for another organization's", async () => {
        const other = await newOrg();
        const theirs = (await create(other, prefix, owner, body()).expect(201)).body.id as string;
        for (const ownerId of [UNKNOWN_ID, owner.idOf(other)]) {
          for (const segment of ['withdrawal-accounts', 'linked-accounts']) {
            const path = pathOf(prefix, owner, ownerId, segment);
            const refused = await t.http.post(path).set(bearer(org.token)).send(body()).expect(404);
            expect(refused.body).toMatchObject({ status: 404, code: 'NOT_FOUND' });
            await t.http.get(path).set(bearer(org.token)).expect(404);
          }
          await t.http.get(`${pathOf(prefix, owner, ownerId)}/${theirs}`).set(bearer(org.token)).expect(404);
        }
        // Their account under one of our owners is not ours either.
        await t.http.get(`${pathOf(prefix, owner, owner.idOf(org))}/${theirs}`).set(bearer(org.token)).expect(404);
        await t.http.get(`${pathOf(prefix, owner, 'not-a-uuid')}`).set(bearer(org.token)).expect(400);
      });

      it("removes one (204, scope linkedAccounts:create): gone from the list; 404 for another organization's or another owner's", async () => {
        const other = await newOrg();
        const theirs = (await create(other, prefix, owner, body()).expect(201)).body.id as string;
        const mine = (await create(org, prefix, owner, body({ name: 'To remove' })).expect(201)).body.id as string;
        const path = `${pathOf(prefix, owner, owner.idOf(org))}/${mine}`;
        const viewOnly = await tokenFor(org.id, { scopes: [owner.viewScope[prefix]] });
        const refused = await t.http.delete(path).set(bearer(viewOnly)).expect(403);
        expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', requiredScopes: ['linkedAccounts:create'] });
        await t.http.delete(path).expect(401);
        // Theirs, under our owner or theirs, and an unknown one: 404, and theirs stays.
        await t.http.delete(`${pathOf(prefix, owner, owner.idOf(org))}/${theirs}`).set(bearer(org.token)).expect(404);
        await t.http.delete(`${pathOf(prefix, owner, owner.idOf(other))}/${theirs}`).set(bearer(org.token)).expect(404);
        await t.http.delete(`${pathOf(prefix, owner, owner.idOf(org))}/${UNKNOWN_ID}`).set(bearer(org.token)).expect(404);
        await t.http.delete(`${pathOf(prefix, owner, owner.idOf(org))}/not-a-uuid`).set(bearer(org.token)).expect(400);
        await t.http.get(`${pathOf(prefix, owner, owner.idOf(other))}/${theirs}`).set(bearer(other.token)).expect(200);

        const removed = await t.http.delete(path).set(bearer(org.token)).expect(204);
        expect(removed.text).toBe('');
        await t.http.get(path).set(bearer(org.token)).expect(404);
        const listed = (await list(org, prefix, owner, '?pageSize=100').expect(200)).body.data as { id: string }[];
        expect(listed.map((a) => a.id)).not.toContain(mine);
        await t.http.delete(path).set(bearer(org.token)).expect(404);
      });
    });
  });

  describe('the destination of a withdrawal or refund (WithdrawalAccountsService.destination)', () => {
    let org: Org;
    let bankAccounts: string;
    let campaigns: string;
    beforeAll(async () => {
      org = await newOrg();
      bankAccounts = (await create(org, V2, BANK_ACCOUNT, body({ name: 'Treasury', accountNumber: '11112222' })).expect(201)).body.id;
      campaigns = (await create(org, V3, CAMPAIGN, body({ name: 'Refunds', accountNumber: '33334444', accountType: 'Savings' })).expect(201)).body.id;
    });

    it("gives the account's details, the number still encrypted, when it belongs to one of the owners", async () => {
      const found = await destination(org.id, bankAccounts, [org.bankAccountId]);
      expect(found).toEqual({
        id: bankAccounts,
        name: 'Treasury',
        accountHolderName: 'Ada Lovelace',
        routingNumber: '021000021',
        accountNumberEncrypted: expect.stringMatching(/^v1\./),
        accountNumberLast4: '2222',
        accountType: 'Checking',
      });
      expect(t.app.get(FieldEncryption).decrypt(found!.accountNumberEncrypted)).toBe('11112222');
      expect(await destination(org.id, campaigns, [org.bankAccountId, org.campaignId])).toMatchObject({ id: campaigns, accountNumberLast4: '4444', accountType: 'Savings' });
    });

    it('gives null when it belongs to none of the owners, is unknown, or is of another organization', async () => {
      expect(await destination(org.id, bankAccounts, [org.campaignId])).toBeNull();
      expect(await destination(org.id, campaigns, [org.bankAccountId])).toBeNull();
      expect(await destination(org.id, bankAccounts, [])).toBeNull();
      expect(await destination(org.id, UNKNOWN_ID, [org.bankAccountId, org.campaignId])).toBeNull();
      expect(await destination(org.id, 'not-a-uuid', [org.bankAccountId])).toBeNull();
      const other = await newOrg();
      expect(await destination(other.id, bankAccounts, [org.bankAccountId])).toBeNull();
    });
  });
});
