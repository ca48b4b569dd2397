import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';
import { GIF_1PX, JPEG_4X3, PNG_1PX } from '../factories/images';
import { insertTemplate } from '../factories/templates.factory';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';
const FUTURE = '2099-06-30';

interface Org {
  id: string;
  token: string;
  holderId: string;
  bankAccountId: string;
  methods: Record<string, string>; // category → a payout method id
}

describe('campaign setup', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newOrg(options: { checkTransfer?: boolean } = {}): Promise<Org> {
    const id = newOrganizationId();
    const token = await tokenFor(id);
    const holders = await t.http.get(`${V2}/funds-holders`).set(bearer(token)).expect(200);
    if (options.checkTransfer) await t.orm.em.getConnection().execute('update organization set check_transfer_enabled = true where id = ?', [id]);
    const methods = await t.http.get(`${V2}/payout-methods?pageSize=100`).set(bearer(token)).expect(200);
    const byCategory: Record<string, string> = {};
    for (const method of methods.body.data) byCategory[method.category] ??= method.id;
    const accounts = await t.http.get(`${V2}/bank-accounts`).set(bearer(token)).expect(200);
    return { id, token, holderId: holders.body.data[0].id, bankAccountId: accounts.body.data[0].id, methods: byCategory };
  }

  const count = async (table: string, organizationId: string): Promise<number> =>
    Number((await t.orm.em.getConnection().execute(`select count(*) as n from ${table} where organization_id = ?`, [organizationId]))[0].n);

  const createCampaign = (org: Org, body: Record<string, unknown> = {}, prefix = V2) =>
    t.http
      .post(`${prefix}/${prefix === V3 ? 'distributions' : 'campaigns'}`)
      .set(bearer(org.token))
      .send({ name: 'Spring study', fundingSourceId: org.holderId, expiryDate: FUTURE, payoutMethodIds: [org.methods.GiftCard], ...body });

  describe.each([
    [V2, 'campaign-drafts', 'campaigns'],
    [V3, 'distribution-drafts', 'distributions'],
  ])('the whole path under %s', (prefix, drafts, campaigns) => {
    it('drafts with an icon and two payout methods, patches, promotes, funds 10,000.00 and shows it received and unallocated', async () => {
      const org = await newOrg();
      const reminderTemplate = await insertTemplate(t.orm, org.id, 'ReminderEmail');
      const created = await t.http
        .post(`${prefix}/${drafts}`)
        .set(bearer(org.token))
        .field('name', 'Rebates Q3')
        .field('fundingSourceId', org.holderId)
        .field('payoutMethodIds', org.methods.GiftCard)
        .field('payoutMethodIds', org.methods.AchBankTransfer)
        .field('otpThresholdAmount', '600')
        .attach('iconFile', PNG_1PX, { filename: 'logo.png', contentType: 'image/png' })
        .expect(201);
      expect(created.body.payoutMethods.map((m: { id: string }) => m.id)).toEqual([org.methods.GiftCard, org.methods.AchBankTransfer]);
      expect(created.body.iconUrl).toMatch(/\/public\/icons\/[0-9a-f-]{36}\.png$/);
      expect(created.body.otpThresholdAmount).toBe(600);
      const icon = await t.http.get(new URL(created.body.iconUrl).pathname).expect(200);
      expect(icon.headers['content-type']).toBe('image/png');

      const patched = await t.http
        .patch(`${prefix}/${drafts}/${created.body.id}`)
        .set(bearer(org.token))
        .send({
          operations: [
            { op: 'replace', path: '/name', value: 'Rebates Q3 2027' },
            { op: 'add', path: '/expiryDate', value: FUTURE },
            { op: 'add', path: '/emailTemplates/ReminderEmail', value: reminderTemplate },
            {
              op: 'replace',
              path: '/payoutMethods',
              value: [{ payoutMethodId: org.methods.GiftCard }, { payoutMethodId: org.methods.AchBankTransfer, isDisabled: true, disableReason: 'Bank holiday' }],
            },
          ],
        })
        .expect(200);
      expect(patched.body).toMatchObject({ name: 'Rebates Q3 2027', expiryDate: FUTURE, emailTemplates: { ReminderEmail: reminderTemplate } });

      const promoted = await t.http.post(`${prefix}/${drafts}/${created.body.id}/:promote`).set(bearer(org.token)).expect(201);
      expect(promoted.headers.location).toBe(`${prefix}/${campaigns}/${promoted.body.id}`);
      expect(promoted.body).toMatchObject({ name: 'Rebates Q3 2027', status: 'Active', isPasswordProtected: false, iconUrl: created.body.iconUrl });
      expect(promoted.body.payoutMethods).toEqual([
        expect.objectContaining({ id: org.methods.GiftCard, isDisabled: false, disableReason: null }),
        expect.objectContaining({ id: org.methods.AchBankTransfer, isDisabled: true, disableReason: 'Bank holiday' }),
      ]);
      await t.http.get(`${prefix}/${drafts}/${created.body.id}`).set(bearer(org.token)).expect(404);

      const campaignKey = prefix === V3 ? 'distributionId' : 'campaignId';
      await t.http
        .post(`${V3}/simulate/bank-accounts/${org.bankAccountId}/:receive-ach`)
        .set(bearer(org.token))
        .send({ amount: 10000, [campaignKey]: promoted.body.id })
        .expect(202);

      const detailed = await t.http.get(`${prefix}/${campaigns}/${promoted.body.id}?includeDetails=true`).set(bearer(org.token)).expect(200);
      expect(detailed.body.details).toMatchObject({
        totalFundsReceived: 10000,
        balances: { unallocated: 10000, allocated: 0, paidOut: 0, returned: 0 },
        totalPayoutInstructions: 0,
      });
      const listed = await t.http.get(`${prefix}/${campaigns}?includeDetails=true`).set(bearer(org.token)).expect(200);
      expect(listed.body.data[0].details.totalFundsReceived).toBe(10000);
      const plain = await t.http.get(`${prefix}/${campaigns}/${promoted.body.id}`).set(bearer(org.token)).expect(200);
      expect(plain.body.details).toBeUndefined();
    });
  });

  describe('rules: each answers 400 naming the field and writes nothing', () => {
    it('refuses an icon that is not PNG or JPEG by content, whatever its name', async () => {
      const org = await newOrg();
      const draft = await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('name', 'x').attach('iconFile', GIF_1PX, { filename: 'logo.png', contentType: 'image/png' });
      expect(draft.status).toBe(400);
      expect(Object.keys(draft.body.errors)).toEqual(['iconFile']);
      expect(await count('campaign_draft', org.id)).toBe(0);

      const campaign = await createCampaign(org).expect(201);
      const refused = await t.http.patch(`${V2}/campaigns/${campaign.body.id}/campaign-icon`).set(bearer(org.token)).attach('iconFile', GIF_1PX, 'icon.jpg');
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['iconFile']);
      const after = await t.http.get(`${V2}/campaigns/${campaign.body.id}`).set(bearer(org.token)).expect(200);
      expect(after.body.iconUrl).toBeNull();

      const jpeg = await t.http.patch(`${V2}/campaigns/${campaign.body.id}/campaign-icon`).set(bearer(org.token)).attach('iconFile', JPEG_4X3, 'icon.bin').expect(200);
      expect(jpeg.body.iconUrl).toMatch(/\.jpg$/);
    });

    it('allows one check payout method at most, on create, patch and promote', async () => {
      const org = await newOrg({ checkTransfer: true });
      const twoChecks = [org.methods.PaperCheck, org.methods.CheckTransfer];

      const create = await createCampaign(org, { payoutMethodIds: twoChecks });
      expect(create.status).toBe(400);
      expect(Object.keys(create.body.errors)).toEqual(['payoutMethodIds']);
      expect(await count('campaign', org.id)).toBe(0);

      const campaign = await createCampaign(org, { payoutMethodIds: [org.methods.PaperCheck] }).expect(201);
      const patch = await t.http.patch(`${V2}/campaigns/${campaign.body.id}`).set(bearer(org.token)).send({ payoutMethodIds: twoChecks });
      expect(patch.status).toBe(400);
      const unchanged = await t.http.get(`${V2}/campaigns/${campaign.body.id}`).set(bearer(org.token)).expect(200);
      expect(unchanged.body.payoutMethods.map((m: { id: string }) => m.id)).toEqual([org.methods.PaperCheck]);

      const draft = await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('name', 'Checks').expect(201);
      const draftPatch = await t.http
        .patch(`${V2}/campaign-drafts/${draft.body.id}`)
        .set(bearer(org.token))
        .send({ operations: [{ op: 'add', path: '/payoutMethodIds', value: twoChecks }] });
      expect(draftPatch.status).toBe(400);
      expect(Object.keys(draftPatch.body.errors)).toEqual(['payoutMethodIds']);
      // A draft written before the rule (or by hand) is still refused on promote.
      await t.orm.em.getConnection().execute(
        `update campaign_draft set funding_source_id = ?, expiry_date = ?, payout_methods = ?::jsonb where id = ?`,
        [org.holderId, FUTURE, JSON.stringify(twoChecks.map((id, i) => ({ payoutMethodId: id, name: `Check ${i}`, category: i ? 'CheckTransfer' : 'PaperCheck', isDisabled: false, disableReason: null }))), draft.body.id],
      );
      const promote = await t.http.post(`${V2}/campaign-drafts/${draft.body.id}/:promote`).set(bearer(org.token));
      expect(promote.status).toBe(400);
      expect(Object.keys(promote.body.errors)).toEqual(['payoutMethodIds']);
      expect(await count('campaign', org.id)).toBe(1);
      expect(await count('campaign_draft', org.id)).toBe(1);
    });

    it('offers CheckTransfer only where the organization may use it', async () => {
      const org = await newOrg({ checkTransfer: true });
      const other = await newOrg();
      const refused = await createCampaign(other, { payoutMethodIds: [org.methods.CheckTransfer] });
      expect(refused.status).toBe(400);
      expect(Object.keys(refused.body.errors)).toEqual(['payoutMethodIds']);
      expect(await count('campaign', other.id)).toBe(0);
    });

    it('names every missing or invalid field on promote, and keeps the draft', async () => {
      const org = await newOrg();
      const draft = await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('welcomeText', 'Hello').expect(201);
      const promote = await t.http.post(`${V2}/campaign-drafts/${draft.body.id}/:promote`).set(bearer(org.token));
      expect(promote.status).toBe(400);
      expect(Object.keys(promote.body.errors).sort()).toEqual(['expiryDate', 'fundingSourceId', 'name', 'payoutMethodIds']);
      expect(await count('campaign', org.id)).toBe(0);
      await t.http.get(`${V2}/campaign-drafts/${draft.body.id}`).set(bearer(org.token)).expect(200);
    });

    it('keeps a disabled payout method\'s reason within 200 characters on draft writes and on promote', async () => {
      const org = await newOrg();
      const draft = await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('name', 'Reasons').field('fundingSourceId', org.holderId).field('expiryDate', FUTURE).expect(201);
      const choice = (length: number) => [{ payoutMethodId: org.methods.GiftCard, isDisabled: true, disableReason: 'r'.repeat(length) }];
      const patch = await t.http
        .patch(`${V2}/campaign-drafts/${draft.body.id}`)
        .set(bearer(org.token))
        .send({ operations: [{ op: 'replace', path: '/payoutMethods', value: choice(201) }] });
      expect(patch.status).toBe(400);
      expect(Object.keys(patch.body.errors)).toEqual(['payoutMethods.0.disableReason']);
      const unchanged = await t.http.get(`${V2}/campaign-drafts/${draft.body.id}`).set(bearer(org.token)).expect(200);
      expect(unchanged.body.payoutMethods).toEqual([]);

      // A draft holding a longer reason (written before the rule, or by hand) is refused on promote.
      await t.orm.em.getConnection().execute(`update campaign_draft set payout_methods = ?::jsonb where id = ?`, [
        JSON.stringify(choice(201).map((c) => ({ ...c, name: 'Gift card', category: 'GiftCard' }))),
        draft.body.id,
      ]);
      const promote = await t.http.post(`${V2}/campaign-drafts/${draft.body.id}/:promote`).set(bearer(org.token));
      expect(promote.status).toBe(400);
      expect(Object.keys(promote.body.errors)).toEqual(['payoutMethods.0.disableReason']);
      expect(await count('campaign', org.id)).toBe(0);

      await t.http
        .patch(`${V2}/campaign-drafts/${draft.body.id}`)
        .set(bearer(org.token))
        .send({ operations: [{ op: 'replace', path: '/payoutMethods', value: choice(200) }] })
        .expect(200);
      const promoted = await t.http.post(`${V2}/campaign-drafts/${draft.body.id}/:promote`).set(bearer(org.token)).expect(201);
      expect(promoted.body.payoutMethods[0].disableReason).toHaveLength(200);
    });

    it('takes only templates of the organization, of the right type', async () => {
      const org = await newOrg();
      const other = await newOrg();
      const initiate = await insertTemplate(t.orm, org.id, 'InitiateEmail');
      const foreign = await insertTemplate(t.orm, other.id, 'ReminderEmail');

      const wrongType = await createCampaign(org, { emailTemplates: { ReminderEmail: initiate } });
      expect(wrongType.status).toBe(400);
      expect(Object.keys(wrongType.body.errors)).toEqual(['emailTemplates.ReminderEmail']);
      const notOurs = await createCampaign(org, { emailTemplates: { ReminderEmail: foreign } });
      expect(notOurs.status).toBe(400);
      expect(Object.keys(notOurs.body.errors)).toEqual(['emailTemplates.ReminderEmail']);
      const badKey = await createCampaign(org, { emailTemplates: { BirthdayEmail: initiate } });
      expect(badKey.status).toBe(400);
      expect(await count('campaign', org.id)).toBe(0);

      const ok = await createCampaign(org, { emailTemplates: { InitiateEmail: initiate } }).expect(201);
      expect(ok.body.emailTemplates).toEqual({ InitiateEmail: initiate });
    });

    it('checks dates: real calendar dates, displayEndDate not after expiryDate, expiry not past', async () => {
      const org = await newOrg();
      for (const [body, field] of [
        [{ expiryDate: '2099-02-30' }, 'expiryDate'],
        [{ displayEndDate: '2099-07-01' }, 'displayEndDate'],
        [{ expiryDate: '2020-01-01' }, 'expiryDate'],
      ] as const) {
        const res = await createCampaign(org, body);
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual([field]);
      }
      const draft = await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('expiryDate', '2099-01-01').field('displayEndDate', '2099-02-01');
      expect(draft.status).toBe(400);
      expect(Object.keys(draft.body.errors)).toEqual(['displayEndDate']);
      expect(await count('campaign', org.id)).toBe(0);
      expect(await count('campaign_draft', org.id)).toBe(0);
    });

    it('refuses a funds holder of another organization', async () => {
      const org = await newOrg();
      const other = await newOrg();
      const res = await createCampaign(org, { fundingSourceId: other.holderId });
      expect(res.status).toBe(400);
      expect(Object.keys(res.body.errors)).toEqual(['fundingSourceId']);
    });

    it('refuses malformed patch operations, all or nothing', async () => {
      const org = await newOrg();
      const draft = await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('name', 'Before').expect(201);
      const patch = (operations: unknown[]) => t.http.patch(`${V2}/campaign-drafts/${draft.body.id}`).set(bearer(org.token)).send({ operations });

      const badPath = await patch([{ op: 'replace', path: '/name', value: 'After' }, { op: 'replace', path: '/colour', value: 'red' }]);
      expect(badPath.status).toBe(400);
      expect(Object.keys(badPath.body.errors)).toEqual(['operations.1.path']);
      const badOp = await patch([{ op: 'move', path: '/name' }]);
      expect(Object.keys(badOp.body.errors)).toEqual(['operations.0.op']);
      const badValue = await patch([{ op: 'replace', path: '/name', value: 'After' }, { op: 'add', path: '/expiryDate', value: '31/12/2099' }]);
      expect(Object.keys(badValue.body.errors)).toEqual(['expiryDate']);

      const unchanged = await t.http.get(`${V2}/campaign-drafts/${draft.body.id}`).set(bearer(org.token)).expect(200);
      expect(unchanged.body.name).toBe('Before');
      const removed = await patch([{ op: 'remove', path: '/name' }]).expect(200);
      expect(removed.body.name).toBeNull();
    });
  });

  describe('campaigns', () => {
    it('patches as a JSON merge: members replace, null clears, unknown ones are refused', async () => {
      const org = await newOrg();
      const campaign = await createCampaign(org, { welcomeText: 'Welcome!', campaignManager: 'Dr. Rivera' }).expect(201);
      const patched = await t.http
        .patch(`${V2}/campaigns/${campaign.body.id}`)
        .set(bearer(org.token))
        .set('Content-Type', 'application/merge-patch+json')
        .send(JSON.stringify({ welcomeText: null, name: 'Renamed' }))
        .expect(200);
      expect(patched.body).toMatchObject({ name: 'Renamed', welcomeText: null, campaignManager: 'Dr. Rivera' });
      const unknown = await t.http.patch(`${V2}/campaigns/${campaign.body.id}`).set(bearer(org.token)).send({ fundingSourceId: org.holderId });
      expect(unknown.status).toBe(400);
      expect(Object.keys(unknown.body.errors)).toEqual(['fundingSourceId']);
    });

    it('speaks v3 field names under v3', async () => {
      const org = await newOrg();
      const created = await createCampaign(org, { distributionDescription: 'For panel members', distributionManager: 'Ops' }, V3).expect(201);
      expect(created.body).toMatchObject({ distributionDescription: 'For panel members', distributionManager: 'Ops' });
      expect(created.body.campaignDescription).toBeUndefined();
      expect(created.headers.location).toBe(`${V3}/distributions/${created.body.id}`);
      const v2 = await t.http.get(`${V2}/campaigns/${created.body.id}`).set(bearer(org.token)).expect(200);
      expect(v2.body).toMatchObject({ campaignDescription: 'For panel members', campaignManager: 'Ops' });
      const scoped = await tokenFor(org.id, { scopes: ['campaigns:view'] });
      await t.http.get(`${V3}/distributions/${created.body.id}`).set(bearer(scoped)).expect(403);
      const v3Scoped = await tokenFor(org.id, { scopes: ['distributions:view'] });
      await t.http.get(`${V3}/distributions/${created.body.id}`).set(bearer(v3Scoped)).expect(200);
      await t.http.get(`${V2}/campaigns/${created.body.id}`).set(bearer(v3Scoped)).expect(403);
    });

    it('sets and changes a password, never shows it, never removes it', async () => {
      const org = await newOrg();
      const campaign = await createCampaign(org).expect(201);
      await t.http.post(`${V2}/campaigns/${campaign.body.id}/:set-password`).set(bearer(org.token)).send({ password: 'open sesame' }).expect(204);
      const [{ password_hash: first }] = await t.orm.em.getConnection().execute('select password_hash from campaign where id = ?', [campaign.body.id]);
      expect(first).toMatch(/^scrypt\$/);
      const read = await t.http.get(`${V2}/campaigns/${campaign.body.id}`).set(bearer(org.token)).expect(200);
      expect(read.body.isPasswordProtected).toBe(true);
      expect(JSON.stringify(read.body)).not.toMatch(/password"|scrypt|sesame/);

      await t.http.post(`${V2}/campaigns/${campaign.body.id}/:set-password`).set(bearer(org.token)).send({ password: 'another secret' }).expect(204);
      const [{ password_hash: second }] = await t.orm.em.getConnection().execute('select password_hash from campaign where id = ?', [campaign.body.id]);
      expect(second).not.toBe(first);
      for (const password of ['', null, 'short']) {
        const res = await t.http.post(`${V2}/campaigns/${campaign.body.id}/:set-password`).set(bearer(org.token)).send({ password });
        expect(res.status).toBe(400);
        expect(Object.keys(res.body.errors)).toEqual(['password']);
      }
      const limited = await tokenFor(org.id, { scopes: ['campaigns:edit'] });
      await t.http.post(`${V2}/campaigns/${campaign.body.id}/:set-password`).set(bearer(limited)).send({ password: 'open sesame' }).expect(403);
    });

    it('is Expired after its expiry date', async () => {
      const org = await newOrg();
      const campaign = await createCampaign(org).expect(201);
      await t.orm.em.getConnection().execute("update campaign set expiry_date = current_date - 1, display_end_date = null where id = ?", [campaign.body.id]);
      const read = await t.http.get(`${V2}/campaigns/${campaign.body.id}`).set(bearer(org.token)).expect(200);
      expect(read.body.status).toBe('Expired');
      // Other fields stay editable on an expired campaign.
      await t.http.patch(`${V2}/campaigns/${campaign.body.id}`).set(bearer(org.token)).send({ welcomeText: 'Closed' }).expect(200);
    });

    it('shows the account details of its funds holder, masked', async () => {
      const org = await newOrg();
      const campaign = await createCampaign(org).expect(201);
      const details = await t.http.get(`${V2}/campaigns/${campaign.body.id}/account-details`).set(bearer(org.token)).expect(200);
      expect(details.body).toMatchObject({ id: org.bankAccountId, fundsHolderId: org.holderId, status: 'Active' });
      expect(details.body.accountNumber).toMatch(/^\*+\d{4}$/);
    });

    it('filters by bank account, and drafts by funds holder', async () => {
      const org = await newOrg();
      const campaign = await createCampaign(org).expect(201);
      const byAccount = await t.http.get(`${V2}/campaigns?bankAccountId=${org.bankAccountId}`).set(bearer(org.token)).expect(200);
      expect(byAccount.body.data.map((c: { id: string }) => c.id)).toEqual([campaign.body.id]);
      const other = await newOrg();
      const none = await t.http.get(`${V2}/campaigns?bankAccountId=${other.bankAccountId}`).set(bearer(org.token)).expect(200);
      expect(none.body.totalItems).toBe(0);
      const byInstruction = await t.http.get(`${V2}/campaigns?payoutInstructionId=${org.holderId}`).set(bearer(org.token)).expect(200);
      expect(byInstruction.body.totalItems).toBe(0);
      await t.http.get(`${V2}/campaigns?bankAccountId=nope`).set(bearer(org.token)).expect(400);

      await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('fundingSourceId', org.holderId).expect(201);
      await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).field('name', 'No holder').expect(201);
      const drafts = await t.http.get(`${V2}/campaign-drafts?fundingSourceId=${org.holderId}`).set(bearer(org.token)).expect(200);
      expect(drafts.body.totalItems).toBe(1);
      const all = await t.http.get(`${V2}/campaign-drafts?pageNumber=1&pageSize=20`).set(bearer(org.token)).expect(200);
      expect(all.body.totalItems).toBe(2);
    });

    it('deletes a draft', async () => {
      const org = await newOrg();
      const draft = await t.http.post(`${V2}/campaign-drafts`).set(bearer(org.token)).expect(201);
      await t.http.delete(`${V2}/campaign-drafts/${draft.body.id}`).set(bearer(org.token)).expect(204);
      await t.http.delete(`${V2}/campaign-drafts/${draft.body.id}`).set(bearer(org.token)).expect(404);
    });
  });
});
