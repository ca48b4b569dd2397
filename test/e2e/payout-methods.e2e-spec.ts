import { RequestContext } from '@mikro-orm/core';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { newId } from '../../src/core/database/base.entity';
import { DomainError } from '../../src/core/errors/domain-error';
import { countCheckMethods, PayoutMethodsService, type PayoutMethodSummary } from '../../src/modules/payout-methods';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const PREFIXES = ['/v2/campaign-manager', '/v3/distribution-manager'];

/** The seeded catalog in listing order: id, name, category, minimum and maximum in dollars. */
const CATALOG = [
  ['0193a0f0-5c00-7000-8000-000000000001', 'Amazon.com eGift Card', 'GiftCard', 1, 2000],
  ['0193a0f0-5c00-7000-8000-000000000002', 'Walmart eGift Card', 'GiftCard', 1, 1000],
  ['0193a0f0-5c00-7000-8000-000000000003', 'Target GiftCard', 'GiftCard', 5, 1000],
  ['0193a0f0-5c00-7000-8000-000000000004', 'Starbucks eGift Card', 'GiftCard', 5, 500],
  ['0193a0f0-5c00-7000-8000-000000000005', 'Apple Gift Card', 'GiftCard', 10, 2000],
  ['0193a0f0-5c00-7000-8000-000000000006', 'Visa Virtual Reward Card', 'PrepaidCard', 1, 2000],
  ['0193a0f0-5c00-7000-8000-000000000007', 'Prepaid Mastercard', 'PrepaidCard', 10, 5000],
  ['0193a0f0-5c00-7000-8000-000000000008', 'ACH bank transfer', 'AchBankTransfer', 1, 25000],
  ['0193a0f0-5c00-7000-8000-000000000009', 'PayPal', 'DigitalWallet', 1, 10000],
  ['0193a0f0-5c00-7000-8000-00000000000a', 'Venmo', 'DigitalWallet', 1, 5000],
  ['0193a0f0-5c00-7000-8000-00000000000b', 'Paper check', 'PaperCheck', 5, 10000],
  ['0193a0f0-5c00-7000-8000-00000000000c', 'Check transfer', 'CheckTransfer', 5, 10000],
] as const;
const ids = (category?: string) => CATALOG.filter((m) => !category || m[2] === category).map((m) => m[0] as string);
const [AMAZON, , , STARBUCKS, , , , ACH, , VENMO, PAPER_CHECK, CHECK_TRANSFER] = ids();
const WITHOUT_CHECK_TRANSFER = ids().filter((id) => id !== CHECK_TRANSFER);

interface PayoutMethodBody {
  id: string;
  name: string;
  category: string;
  brand: string | null;
  description: string;
  requirements: { field: string; description: string }[];
  transactionLimits: { currency: string; minimumAmount: number; maximumAmount: number };
}

describe('payout methods', () => {
  let t: TestApp;
  /** A retired method, added for this run: never listed, never readable, never attachable. */
  const retiredId = newId();

  const execute = (sql: string, params: unknown[]) => t.orm.em.getConnection().execute(sql, params);
  const allowCheckTransfer = (organizationId: string) => execute('update organization set check_transfer_enabled = true where id = ?', [organizationId]);
  /** A new organization that has made its first request (so its row exists), and its token. */
  async function newOrganization(): Promise<{ organizationId: string; token: string }> {
    const organizationId = newOrganizationId();
    const token = await tokenFor(organizationId);
    await t.http.get(`${PREFIXES[0]}/payout-methods`).set(bearer(token)).expect(200);
    return { organizationId, token };
  }

  beforeAll(async () => {
    t = await createTestApp();
    await execute(
      `insert into payout_method (id, name, category, brand, description, requirements, min_amount_cents, max_amount_cents, is_active, sort_order)
       values (?, 'Retired test card', 'GiftCard', 'Nobody', 'Retired.', '[]', 100, 1000, false, 0)`,
      [retiredId],
    );
  });
  afterAll(async () => {
    await execute('delete from payout_method where id = ?', [retiredId]);
    await t.close();
  });

  describe.each(PREFIXES)('under %s', (prefix) => {
    it('lists every active method but CheckTransfer for a new organization, in catalog order, paged with the defaults', async () => {
      const token = await tokenFor(newOrganizationId());
      const list = await t.http.get(`${prefix}/payout-methods`).set(bearer(token)).expect(200);
      expect(list.body).toMatchObject({ pageNumber: 1, pageSize: 20, totalItems: 11, totalPages: 1 });
      const data = list.body.data as PayoutMethodBody[];
      expect(data.map((m) => m.id)).toEqual(WITHOUT_CHECK_TRANSFER);
      expect(data.map((m) => m.name)).toEqual(CATALOG.filter((m) => m[2] !== 'CheckTransfer').map((m) => m[1]));
      expect(new Set(data.map((m) => m.category))).toEqual(new Set(['GiftCard', 'PrepaidCard', 'AchBankTransfer', 'DigitalWallet', 'PaperCheck']));
      expect(new Set(data.filter((m) => m.category === 'GiftCard').map((m) => m.brand))).toEqual(new Set(['Amazon', 'Walmart', 'Target', 'Starbucks', 'Apple']));
      expect(data.map((m) => m.id)).not.toContain(retiredId);
      for (const method of data) {
        expect(method.requirements.length).toBeGreaterThan(0);
        expect(method.transactionLimits.minimumAmount).toBeGreaterThan(0);
        expect(method.transactionLimits.maximumAmount).toBeGreaterThanOrEqual(method.transactionLimits.minimumAmount);
      }
    });

    it('pages through the catalog and refuses out-of-range paging', async () => {
      const token = await tokenFor(newOrganizationId());
      const second = await t.http.get(`${prefix}/payout-methods?pageNumber=2&pageSize=4`).set(bearer(token)).expect(200);
      expect(second.body).toMatchObject({ pageNumber: 2, pageSize: 4, totalItems: 11, totalPages: 3 });
      expect(second.body.data.map((m: PayoutMethodBody) => m.id)).toEqual(WITHOUT_CHECK_TRANSFER.slice(4, 8));
      const last = await t.http.get(`${prefix}/payout-methods?pageNumber=3&pageSize=4`).set(bearer(token)).expect(200);
      expect(last.body.data.map((m: PayoutMethodBody) => m.id)).toEqual(WITHOUT_CHECK_TRANSFER.slice(8));
      const beyond = await t.http.get(`${prefix}/payout-methods?pageNumber=4&pageSize=4`).set(bearer(token)).expect(200);
      expect(beyond.body).toMatchObject({ pageNumber: 4, totalItems: 11, data: [] });

      for (const query of ['pageSize=101', 'pageNumber=0', 'pageSize=2.5', 'pageNumber=abc']) {
        const refused = await t.http.get(`${prefix}/payout-methods?${query}`).set(bearer(token)).expect(400);
        expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      }
    });

    it('reads one method: name, category, requirements and transaction limits in dollars', async () => {
      const token = await tokenFor(newOrganizationId());
      const ach = await t.http.get(`${prefix}/payout-methods/${ACH}`).set(bearer(token)).expect(200);
      expect(ach.body).toEqual({
        id: ACH,
        name: 'ACH bank transfer',
        category: 'AchBankTransfer',
        brand: null,
        description: expect.stringContaining('ACH network'),
        requirements: [
          { field: 'fullName', description: expect.any(String) },
          { field: 'bankRoutingNumber', description: expect.any(String) },
          { field: 'bankAccountNumber', description: expect.any(String) },
        ],
        transactionLimits: { currency: 'USD', minimumAmount: 1, maximumAmount: 25000 },
      });

      const starbucks = await t.http.get(`${prefix}/payout-methods/${STARBUCKS.toUpperCase()}`).set(bearer(token)).expect(200);
      expect(starbucks.body).toMatchObject({ id: STARBUCKS, name: 'Starbucks eGift Card', category: 'GiftCard', brand: 'Starbucks' });
      expect(starbucks.body.requirements).toEqual([{ field: 'email', description: expect.any(String) }]);
      expect(starbucks.body.transactionLimits).toEqual({ currency: 'USD', minimumAmount: 5, maximumAmount: 500 });

      const paperCheck = await t.http.get(`${prefix}/payout-methods/${PAPER_CHECK}`).set(bearer(token)).expect(200);
      expect(paperCheck.body).toMatchObject({ category: 'PaperCheck', transactionLimits: { minimumAmount: 5, maximumAmount: 10000 } });
      expect(paperCheck.body.requirements.map((r: { field: string }) => r.field)).toEqual(['mailingAddress']);

      // Every listed method reads the same by id, with the seeded limits.
      const list = await t.http.get(`${prefix}/payout-methods`).set(bearer(token)).expect(200);
      for (const method of list.body.data as PayoutMethodBody[]) {
        const one = await t.http.get(`${prefix}/payout-methods/${method.id}`).set(bearer(token)).expect(200);
        expect(one.body).toEqual(method);
        const [, , , minimumAmount, maximumAmount] = CATALOG.find((m) => m[0] === method.id)!;
        expect(method.transactionLimits).toEqual({ currency: 'USD', minimumAmount, maximumAmount });
      }
    });

    it('offers CheckTransfer only once the organization is allowed to use it', async () => {
      const { organizationId, token } = await newOrganization();
      const notFound = await t.http.get(`${prefix}/payout-methods/${CHECK_TRANSFER}`).set(bearer(token)).expect(404);
      expect(notFound.headers['content-type']).toMatch(/^application\/problem\+json/);

      await allowCheckTransfer(organizationId);

      const list = await t.http.get(`${prefix}/payout-methods`).set(bearer(token)).expect(200);
      expect(list.body).toMatchObject({ totalItems: 12, totalPages: 1 });
      expect(list.body.data.map((m: PayoutMethodBody) => m.id)).toEqual(ids());
      const check = await t.http.get(`${prefix}/payout-methods/${CHECK_TRANSFER}`).set(bearer(token)).expect(200);
      expect(check.body).toEqual({
        id: CHECK_TRANSFER,
        name: 'Check transfer',
        category: 'CheckTransfer',
        brand: null,
        description: expect.any(String),
        requirements: [
          { field: 'fullName', description: expect.any(String) },
          { field: 'mailingAddress', description: expect.any(String) },
        ],
        transactionLimits: { currency: 'USD', minimumAmount: 5, maximumAmount: 10000 },
      });

      // The setting is the organization's own: another organization still does not see it.
      const other = await newOrganization();
      await t.http.get(`${prefix}/payout-methods/${CHECK_TRANSFER}`).set(bearer(other.token)).expect(404);
      const otherList = await t.http.get(`${prefix}/payout-methods`).set(bearer(other.token)).expect(200);
      expect(otherList.body.data.map((m: PayoutMethodBody) => m.id)).not.toContain(CHECK_TRANSFER);
    });

    it('requires the payoutMethods:view scope', async () => {
      const organizationId = newOrganizationId();
      const without = await tokenFor(organizationId, { scopes: ALL_SCOPES.filter((s) => s !== 'payoutMethods:view') });
      for (const path of ['payout-methods', `payout-methods/${AMAZON}`]) {
        const refused = await t.http.get(`${prefix}/${path}`).set(bearer(without)).expect(403);
        expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
        await t.http.get(`${prefix}/${path}`).expect(401);
      }
      const only = await tokenFor(organizationId, { scopes: ['payoutMethods:view'] });
      await t.http.get(`${prefix}/payout-methods`).set(bearer(only)).expect(200);
      await t.http.get(`${prefix}/payout-methods/${AMAZON}`).set(bearer(only)).expect(200);
    });

    it('answers 400 for a malformed id and 404 for an unknown or retired one', async () => {
      const token = await tokenFor(newOrganizationId());
      const malformed = await t.http.get(`${prefix}/payout-methods/not-a-uuid`).set(bearer(token)).expect(400);
      expect(malformed.body.errors).toEqual({ id: [expect.stringContaining('UUID')] });
      const unknown = await t.http.get(`${prefix}/payout-methods/${newId()}`).set(bearer(token)).expect(404);
      expect(unknown.body).toMatchObject({ status: 404, detail: expect.stringContaining('Payout method') });
      await t.http.get(`${prefix}/payout-methods/${retiredId}`).set(bearer(token)).expect(404);
    });
  });

  describe('resolving the methods of a campaign', () => {
    const resolve = (organizationId: string, payoutMethodIds: readonly string[]): Promise<PayoutMethodSummary[]> =>
      RequestContext.create(t.orm.em, () => t.app.get(PayoutMethodsService).resolveForCampaign(organizationId, payoutMethodIds));
    async function refusal(organizationId: string, payoutMethodIds: readonly string[]): Promise<string[]> {
      const error = await resolve(organizationId, payoutMethodIds).then(
        () => undefined,
        (caught: unknown) => caught,
      );
      expect(error).toBeInstanceOf(DomainError);
      expect(error).toMatchObject({ kind: 'invalid', code: 'VALIDATION_FAILED' });
      const errors = (error as DomainError).extensions.errors as Record<string, string[]>;
      expect(Object.keys(errors)).toEqual(['payoutMethodIds']);
      return errors.payoutMethodIds;
    }

    it('returns summaries in the given order, limits in cents', async () => {
      const { organizationId } = await newOrganization();
      expect(await resolve(organizationId, [VENMO, AMAZON.toUpperCase(), ACH])).toEqual([
        { id: VENMO, name: 'Venmo', category: 'DigitalWallet', minAmountCents: 100, maxAmountCents: 500000 },
        { id: AMAZON, name: 'Amazon.com eGift Card', category: 'GiftCard', minAmountCents: 100, maxAmountCents: 200000 },
        { id: ACH, name: 'ACH bank transfer', category: 'AchBankTransfer', minAmountCents: 100, maxAmountCents: 2500000 },
      ]);
      expect(await resolve(organizationId, [])).toEqual([]);
    });

    it('refuses unknown, retired, repeated and malformed ids and a CheckTransfer the organization may not use, naming each', async () => {
      const { organizationId } = await newOrganization();
      const unknown = newId();
      expect(await refusal(organizationId, [AMAZON, unknown, retiredId, CHECK_TRANSFER, AMAZON, 'nope'])).toEqual([
        `Payout method ${unknown} does not exist.`,
        `Payout method ${retiredId} (Retired test card) is no longer available.`,
        `Payout method ${CHECK_TRANSFER} (Check transfer) is not available to your organization.`,
        `Payout method ${AMAZON} is listed more than once.`,
        'Payout method id "nope" is not a UUID.',
      ]);
      expect(await refusal(organizationId, [VENMO, VENMO.toUpperCase()])).toEqual([`Payout method ${VENMO} is listed more than once.`]);
    });

    it('accepts CheckTransfer for the organization given, when that organization may use it', async () => {
      const allowed = await newOrganization();
      const notAllowed = await newOrganization();
      await allowCheckTransfer(allowed.organizationId);

      const summaries = await resolve(allowed.organizationId, [CHECK_TRANSFER, PAPER_CHECK]);
      expect(summaries.map((s) => s.category)).toEqual(['CheckTransfer', 'PaperCheck']);
      // The one-check-method rule is the campaign's; the helper counts both kinds together.
      expect(countCheckMethods(summaries)).toBe(2);

      expect(await refusal(notAllowed.organizationId, [CHECK_TRANSFER])).toEqual([
        `Payout method ${CHECK_TRANSFER} (Check transfer) is not available to your organization.`,
      ]);
      // An organization that has never made a request may not use it either.
      expect(await refusal(newOrganizationId(), [PAPER_CHECK, CHECK_TRANSFER])).toHaveLength(1);
    });
  });
});
