import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { createTemplate, templateBody } from '../factories/templates.factory';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const V2 = '/v2/campaign-manager';
const V3 = '/v3/distribution-manager';

interface Org {
  id: string;
  auth: Record<string, string>;
}

interface DeliveryRow {
  id: string;
  campaign_id: string | null;
  payout_instruction_id: string | null;
  template_type: string;
  recipient: string;
  delivery_status: string;
  subject: string;
  html_body: string;
}

describe('email templates', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  async function newOrg(scopes?: readonly string[]): Promise<Org> {
    const id = newOrganizationId();
    const auth = bearer(await tokenFor(id, { scopes }));
    await t.http.get(`${V2}/funds-holders`).set(bearer(await tokenFor(id))).expect(200); // provisions the organization
    return { id, auth };
  }

  const deliveries = async (organizationId: string): Promise<DeliveryRow[]> =>
    t.orm.em
      .getConnection()
      .execute<DeliveryRow[]>(
        'select id, campaign_id, payout_instruction_id, template_type, recipient, delivery_status, subject, html_body from email_delivery where organization_id = ? order by created_on',
        [organizationId],
      );

  const templateCount = async (organizationId: string): Promise<number> =>
    Number((await t.orm.em.getConnection().execute('select count(*) as n from email_template where organization_id = ?', [organizationId]))[0].n);

  describe.each([V2, V3])('type schemas under %s', (prefix) => {
    it('lists every type with its fields, examples and aliases, and says tag placeholders are accepted', async () => {
      const org = await newOrg(['templates:view']);
      const res = await t.http.get(`${prefix}/templates/template-type-schemas`).set(org.auth).expect(200);
      expect(res.body.map((s: { templateType: string }) => s.templateType)).toEqual(['InitiateEmail', 'ReminderEmail', 'FailureReinitiateEmail', 'OtpEmail', 'PushEmail', 'PayoutAvailableEmail', 'InvitationEmail', 'ApprovalRequestEmail', 'BalanceLowEmail', 'BankFileQuarantinedEmail']);
      const byType = Object.fromEntries(res.body.map((s: { templateType: string; fields: { name: string }[] }) => [s.templateType, s]));
      const names = (type: string) => byType[type].fields.map((f: { name: string }) => f.name);
      expect(names('InitiateEmail')).toEqual(['FirstName', 'LastName', 'Amount', 'CampaignName', 'OrganizationName', 'Contact', 'PayoutMethods', 'CampaignLogo', 'ClaimLink', 'ExpiryDate', 'UnsubscribeLink']);
      expect(names('OtpEmail')).toEqual(['FirstName', 'LastName', 'CampaignName', 'CampaignLogo', 'OtpCode', 'UnsubscribeLink']);
      expect(names('InvitationEmail')).toEqual(['OrganizationName', 'RoleName', 'InvitationLink', 'InvitedBy', 'ExpiryDate']);
      expect(names('BalanceLowEmail')).toEqual(['OrganizationName', 'CampaignName', 'CampaignLink', 'Balance', 'Threshold', 'Reason', 'ShortBy']);
      expect(names('BankFileQuarantinedEmail')).toEqual(['FileName', 'Error', 'OperationsLink']);
      expect(byType.ReminderEmail.fields.find((f: { name: string }) => f.name === 'CampaignName')).toEqual({
        name: 'CampaignName',
        description: expect.any(String),
        example: 'Spring 2027 research study',
        aliases: ['DistributionName'],
      });
      expect(byType.PushEmail.fields.find((f: { name: string }) => f.name === 'Amount').example).toBe('$1,234.50');
      expect(byType.PushEmail.fields.find((f: { name: string }) => f.name === 'CampaignLogo').aliases).toEqual(['DistributionLogo']);
      for (const schema of res.body) expect(schema.tagPlaceholders).toContain('{{tag:Key}}');
    });
  });

  describe('create, read, list and replace', () => {
    it('creates with 201 and Location, reads it back, lists newest first with a type filter and paging', async () => {
      const org = await newOrg();
      const created = await t.http
        .post(`${V2}/templates`)
        .set(org.auth)
        .send(templateBody({ campaignLogo: 'https://cdn.example.com/logo.png' }))
        .expect(201);
      expect(created.headers.location).toBe(`${V2}/templates/${created.body.id}`);
      expect(created.body).toEqual({
        id: expect.stringMatching(/^[0-9a-f-]{36}$/),
        templateType: 'InitiateEmail',
        name: 'Spring invitation',
        subject: templateBody().subject,
        htmlBody: templateBody().htmlBody,
        campaignLogo: 'https://cdn.example.com/logo.png',
        createdOn: expect.stringMatching(/^\d{4}-\d\d-\d\dT\d\d:\d\d:\d\d\.\d{3}Z$/),
        updatedOn: expect.any(String),
      });
      expect((await t.http.get(created.headers.location).set(org.auth).expect(200)).body).toEqual(created.body);

      const reminder = await createTemplate(t, org.auth, { templateType: 'ReminderEmail', name: 'Nudge' });
      const newest = await createTemplate(t, org.auth, { name: 'Third' });

      const all = await t.http.get(`${V2}/templates`).set(org.auth).expect(200);
      expect(all.body).toMatchObject({ pageNumber: 1, pageSize: 20, totalItems: 3, totalPages: 1 });
      expect(all.body.data.map((x: { id: string }) => x.id)).toEqual([newest.id, reminder.id, created.body.id]);

      const initiate = await t.http.get(`${V2}/templates?templateType=InitiateEmail`).set(org.auth).expect(200);
      expect(initiate.body.data.map((x: { id: string }) => x.id)).toEqual([newest.id, created.body.id]);
      expect(initiate.body.totalItems).toBe(2);

      const page = await t.http.get(`${V2}/templates?pageSize=1&pageNumber=2`).set(org.auth).expect(200);
      expect(page.body).toMatchObject({ pageNumber: 2, pageSize: 1, totalItems: 3, totalPages: 3 });
      expect(page.body.data.map((x: { id: string }) => x.id)).toEqual([reminder.id]);

      const badFilter = await t.http.get(`${V2}/templates?templateType=SmsMessage`).set(org.auth).expect(400);
      expect(Object.keys(badFilter.body.errors)).toEqual(['templateType']);
      await t.http.get(`${V2}/templates?pageSize=101`).set(org.auth).expect(400);
    });

    it('replaces a template with PUT, bumping its version, and refuses a change of type', async () => {
      const org = await newOrg();
      const created = await createTemplate(t, org.auth, { campaignLogo: 'https://cdn.example.com/a.png' });
      await new Promise((resolve) => setTimeout(resolve, 5));
      const replaced = await t.http
        .put(`${V2}/templates/${created.id}`)
        .set(org.auth)
        .send(templateBody({ name: 'Renamed', subject: 'New {{CampaignName}}' }))
        .expect(200);
      expect(replaced.body).toMatchObject({ id: created.id, name: 'Renamed', subject: 'New {{CampaignName}}', campaignLogo: null, createdOn: created.createdOn });
      expect(Date.parse(replaced.body.updatedOn)).toBeGreaterThan(Date.parse(created.updatedOn));
      const [row] = await t.orm.em.getConnection().execute('select version, name from email_template where id = ?', [created.id]);
      expect(row).toEqual({ version: 2, name: 'Renamed' });

      const typeChange = await t.http.put(`${V2}/templates/${created.id}`).set(org.auth).send(templateBody({ templateType: 'ReminderEmail' })).expect(400);
      expect(Object.keys(typeChange.body.errors)).toEqual(['templateType']);
      expect(typeChange.body.errors.templateType[0]).toContain('cannot change');
      const badContent = await t.http.put(`${V2}/templates/${created.id}`).set(org.auth).send(templateBody({ htmlBody: '{{Nope}}' })).expect(400);
      expect(Object.keys(badContent.body.errors)).toEqual(['htmlBody']);
      expect((await t.http.get(`${V2}/templates/${created.id}`).set(org.auth).expect(200)).body.name).toBe('Renamed');
    });

    it("answers 404 for another organization's template and for an unknown one, 400 for a malformed id", async () => {
      const owner = await newOrg();
      const other = await newOrg();
      const template = await createTemplate(t, owner.auth);
      await t.http.get(`${V2}/templates/${template.id}`).set(other.auth).expect(404);
      await t.http.put(`${V2}/templates/${template.id}`).set(other.auth).send(templateBody({ name: 'Hijack' })).expect(404);
      await t.http.get(`${V2}/templates/0195a3f0-0000-7000-8000-000000000000`).set(owner.auth).expect(404);
      await t.http.get(`${V2}/templates/not-a-uuid`).set(owner.auth).expect(400);
      expect((await t.http.get(`${V2}/templates`).set(other.auth).expect(200)).body.totalItems).toBe(0);
      const preview = await t.http.post(`${V2}/templates/:send-preview`).set(other.auth).send({ templateType: 'InitiateEmail', recipient: 'a@example.com', templateId: template.id });
      expect(preview.status).toBe(404);
      expect((await t.http.get(`${V2}/templates/${template.id}`).set(owner.auth).expect(200)).body.name).toBe('Spring invitation');
    });
  });

  describe('content rules on save', () => {
    it.each([
      ['a compile error, with its line', { htmlBody: '<p>\n{{#if FirstName}}open' }, 'htmlBody', /^Line 2: the content is not valid Handlebars/],
      ['a placeholder the type does not offer', { subject: 'Hi {{Firstname}}' }, 'subject', /\{\{Firstname\}\} is not a field of this template type.*\{\{FirstName\}\}/],
      ['a field of another type', { htmlBody: 'Code {{OtpCode}}' }, 'htmlBody', /\{\{OtpCode\}\} is not a field/],
      ['a partial', { htmlBody: '{{> layout}}' }, 'htmlBody', /partials/],
      ['triple-stash output', { htmlBody: '{{{FirstName}}}' }, 'htmlBody', /without HTML escaping/],
      ['an each block', { htmlBody: '{{#each FirstName}}x{{/each}}' }, 'htmlBody', /\{\{#each\}\} is not allowed/],
      ['a helper', { htmlBody: '{{lookup FirstName "x"}}' }, 'htmlBody', /calls a helper/],
      ['a data variable', { htmlBody: '{{@root.FirstName}}' }, 'htmlBody', /data variable/],
    ])('refuses %s with a 400 naming the member', async (_case, overrides, member, message) => {
      const org = await newOrg();
      const res = await t.http.post(`${V2}/templates`).set(org.auth).send(templateBody(overrides)).expect(400);
      expect(res.headers['content-type']).toMatch(/^application\/problem\+json/);
      expect(Object.keys(res.body.errors)).toEqual([member]);
      expect(res.body.errors[member]).toEqual([expect.stringMatching(message)]);
      expect(await templateCount(org.id)).toBe(0);
    });

    it('accepts tag placeholders, aliases and #if over fields', async () => {
      const org = await newOrg();
      const body = templateBody({ subject: '{{DistributionName}}: {{tag:Order id}}', htmlBody: '{{#if DistributionLogo}}<img src="{{DistributionLogo}}">{{else}}-{{/if}}{{ tag:Cohort }}' });
      await t.http.post(`${V2}/templates`).set(org.auth).send(body).expect(201);
    });

    it('refuses unknown members, a blank name, too long content and a non-http logo', async () => {
      const org = await newOrg();
      const unknown = await t.http.post(`${V2}/templates`).set(org.auth).send(templateBody({ body: 'x' })).expect(400);
      expect(Object.keys(unknown.body.errors)).toEqual(['body']);
      const invalid = await t.http
        .post(`${V2}/templates`)
        .set(org.auth)
        .send(templateBody({ name: '  ', subject: 'x'.repeat(999), campaignLogo: 'ftp://cdn.example.com/logo.png', templateType: 'SmsMessage' }))
        .expect(400);
      expect(Object.keys(invalid.body.errors).sort()).toEqual(['campaignLogo', 'name', 'subject', 'templateType']);
      expect(invalid.body.errors.campaignLogo).toEqual(['campaignLogo must start with http:// or https://.']);
      // A URL the validator refuses for its host is told so, not called "not an http or https URL".
      const noDomain = await t.http.post(`${V2}/templates`).set(org.auth).send(templateBody({ campaignLogo: 'https://com' })).expect(400);
      expect(noDomain.body.errors).toEqual({ campaignLogo: ['campaignLogo must have a host with a top-level domain, such as example.com; com has none.'] });
      expect(await templateCount(org.id)).toBe(0);
    });
  });

  describe('the logo under both names', () => {
    it('accepts distributionLogo as an alias in v2, and refuses both names', async () => {
      const org = await newOrg();
      const alias = await t.http.post(`${V2}/templates`).set(org.auth).send(templateBody({ distributionLogo: 'https://cdn.example.com/d.png' })).expect(201);
      expect(alias.body.campaignLogo).toBe('https://cdn.example.com/d.png');
      expect(alias.body).not.toHaveProperty('distributionLogo');

      const both = await t.http
        .post(`${V2}/templates`)
        .set(org.auth)
        .send(templateBody({ campaignLogo: 'https://cdn.example.com/c.png', distributionLogo: 'https://cdn.example.com/d.png' }))
        .expect(400);
      expect(both.body.errors).toEqual({ distributionLogo: ['distributionLogo and "campaignLogo" are the same field; send one.'] });
      expect(await templateCount(org.id)).toBe(1);
    });

    it('names it distributionLogo in v3, reads the old name too, and refuses both names', async () => {
      const org = await newOrg();
      const created = await t.http.post(`${V3}/templates`).set(org.auth).send(templateBody({ distributionLogo: 'https://cdn.example.com/d.png' })).expect(201);
      expect(created.headers.location).toBe(`${V3}/templates/${created.body.id}`);
      expect(created.body.distributionLogo).toBe('https://cdn.example.com/d.png');
      expect(created.body).not.toHaveProperty('campaignLogo');
      expect((await t.http.get(`${V2}/templates/${created.body.id}`).set(org.auth).expect(200)).body.campaignLogo).toBe('https://cdn.example.com/d.png');

      const oldName = await t.http.put(`${V3}/templates/${created.body.id}`).set(org.auth).send(templateBody({ campaignLogo: 'https://cdn.example.com/c.png' })).expect(200);
      expect(oldName.body.distributionLogo).toBe('https://cdn.example.com/c.png');

      const both = await t.http
        .post(`${V3}/templates`)
        .set(org.auth)
        .send(templateBody({ campaignLogo: 'https://cdn.example.com/c.png', distributionLogo: 'https://cdn.example.com/d.png' }))
        .expect(400);
      expect(both.body.errors).toEqual({ distributionLogo: ['distributionLogo and "campaignLogo" are the same field; send one.'] });
      const bothV3Ids = await t.http.get(`${V3}/templates?distributionId=0195a3f0-0000-7000-8000-000000000000&campaignId=0195a3f0-0000-7000-8000-000000000000`).set(org.auth).expect(400);
      expect(Object.keys(bothV3Ids.body.errors)).toEqual(['distributionId']);
      expect(await templateCount(org.id)).toBe(1);
    });
  });

  describe('scopes', () => {
    it('needs templates:view to read, templates:create to create, templates:edit to replace, templates:sendPreview to preview', async () => {
      const admin = await newOrg();
      const template = await createTemplate(t, admin.auth);
      const viewer = bearer(await tokenFor(admin.id, { scopes: ['templates:view'] }));
      const allBut = async (scope: string) => bearer(await tokenFor(admin.id, { scopes: ALL_SCOPES.filter((s) => s !== scope) }));

      await t.http.get(`${V2}/templates`).set(viewer).expect(200);
      await t.http.get(`${V3}/templates/template-type-schemas`).set(viewer).expect(200);
      await t.http.get(`${V2}/templates/${template.id}`).set(await allBut('templates:view')).expect(403);
      await t.http.get(`${V2}/templates`).set(await allBut('templates:view')).expect(403);
      const refused = await t.http.post(`${V2}/templates`).set(await allBut('templates:create')).send(templateBody()).expect(403);
      expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
      await t.http.put(`${V2}/templates/${template.id}`).set(viewer).send(templateBody({ name: 'No' })).expect(403);
      await t.http.post(`${V2}/templates/:send-preview`).set(await allBut('templates:sendPreview')).send({ templateType: 'InitiateEmail', recipient: 'a@example.com' }).expect(403);
      expect(await templateCount(admin.id)).toBe(1);
      expect(await deliveries(admin.id)).toEqual([]);
    });
  });

  describe('send-preview', () => {
    it('queues exactly one email of a saved template, escaped, with exact-case tags and tag:Key for a missing one', async () => {
      const org = await newOrg();
      const template = await createTemplate(t, org.auth, {
        subject: 'Hi {{FirstName}} & {{tag:Team}}',
        htmlBody: '<p>{{FirstName}}</p><p>{{tag:Team}}|{{tag:team}}|{{tag:Missing}}</p><p>{{DistributionName}}/{{CampaignName}}</p><p>{{Amount}}</p>{{#if CampaignLogo}}<img src="{{CampaignLogo}}">{{/if}}',
        campaignLogo: 'https://cdn.example.com/logo.png',
      });
      const res = await t.http
        .post(`${V2}/templates/:send-preview`)
        .set(org.auth)
        .send({
          templateType: 'InitiateEmail',
          recipient: 'reviewer@example.com',
          templateId: template.id,
          dynamicFields: { FirstName: '<script>alert(1)</script>', DistributionName: 'Study "B"', 'tag:Team': 'R&D' },
        })
        .expect(202);

      const rows = await deliveries(org.id);
      expect(rows).toHaveLength(1);
      const [row] = rows;
      expect(row).toMatchObject({ campaign_id: null, payout_instruction_id: null, template_type: 'InitiateEmail', recipient: 'reviewer@example.com', delivery_status: 'Queued' });
      expect(row.subject).toBe('Hi <script>alert(1)</script> & R&D');
      expect(row.html_body).toBe(
        '<p>&lt;script&gt;alert(1)&lt;/script&gt;</p><p>R&amp;D|tag:team|tag:Missing</p><p>Study &quot;B&quot;/Study &quot;B&quot;</p><p>$1,234.50</p><img src="https://cdn.example.com/logo.png">',
      );
      expect(res.body).toEqual({ id: row.id, templateType: 'InitiateEmail', recipient: 'reviewer@example.com', subject: row.subject, htmlBody: row.html_body, deliveryStatus: 'Queued' });
    });

    it("sends the type's default, filled with example values, when no content is given", async () => {
      const org = await newOrg();
      const res = await t.http.post(`${V3}/templates/:send-preview`).set(org.auth).send({ templateType: 'OtpEmail', recipient: 'r@example.com', dynamicFields: { FirstName: 'Grace' } }).expect(202);
      expect(res.body.subject).toBe('Your Spring 2027 research study verification code: 482913');
      expect(res.body.htmlBody).toMatch(/^<!DOCTYPE html>/);
      expect(res.body.htmlBody).toContain('Hi Grace,');
      expect(res.body.htmlBody).toContain('https://payouts.example.com/public/unsubscribe/EXAMPLE-LINK');
      const rows = await deliveries(org.id);
      expect(rows.map((r) => [r.template_type, r.delivery_status, r.html_body])).toEqual([['OtpEmail', 'Queued', res.body.htmlBody]]);
    });

    it('queues one email for a repeated Idempotency-Key', async () => {
      const org = await newOrg();
      const send = () => t.http.post(`${V2}/templates/:send-preview`).set(org.auth).set('Idempotency-Key', 'preview-1').send({ templateType: 'PushEmail', recipient: 'r@example.com' });
      const first = await send().expect(202);
      const again = await send().expect(202);
      expect(again.body).toEqual(first.body);
      expect((await deliveries(org.id)).map((r) => r.id)).toEqual([first.body.id]);
    });

    it.each([V2, V3])('takes the type from the saved template when templateType is left out (%s)', async (prefix) => {
      const org = await newOrg();
      const template = await createTemplate(t, org.auth, { templateType: 'ReminderEmail', subject: 'Reminder for {{FirstName}}', htmlBody: '<p>{{FirstName}}</p>' });
      const preview = (body: Record<string, unknown>) => t.http.post(`${prefix}/templates/:send-preview`).set(org.auth).send({ templateId: template.id, recipient: 'r@example.com', ...body });
      const res = await preview({ dynamicFields: { FirstName: 'Ada' } }).expect(202);
      expect(res.body).toMatchObject({ templateType: 'ReminderEmail', subject: 'Reminder for Ada', htmlBody: '<p>Ada</p>' });
      await preview({ templateType: 'ReminderEmail' }).expect(202);
      const mismatch = await preview({ templateType: 'InitiateEmail' }).expect(400);
      expect(Object.keys(mismatch.body.errors)).toEqual(['templateType']);
      expect((await deliveries(org.id)).map((r) => r.template_type)).toEqual(['ReminderEmail', 'ReminderEmail']);
    });

    it('renders inline content, with v3 keys in dynamicFields left as given', async () => {
      const org = await newOrg();
      const res = await t.http
        .post(`${V3}/templates/:send-preview`)
        .set(org.auth)
        .send({ templateType: 'PushEmail', recipient: 'r@example.com', subject: '{{DistributionName}}', htmlBody: '{{CampaignName}}:{{tag:campaignId}}', dynamicFields: { DistributionName: 'Q3', 'tag:campaignId': 'kept' } })
        .expect(202);
      expect([res.body.subject, res.body.htmlBody]).toEqual(['Q3', 'Q3:kept']);
    });

    it('refuses bad requests with 400 naming the field, and writes nothing', async () => {
      const org = await newOrg();
      const reminder = await createTemplate(t, org.auth, { templateType: 'ReminderEmail' });
      const preview = (body: Record<string, unknown>, prefix = V2) =>
        t.http.post(`${prefix}/templates/:send-preview`).set(org.auth).send({ templateType: 'InitiateEmail', recipient: 'r@example.com', ...body });
      const cases: [Record<string, unknown>, string[], RegExp?][] = [
        [{ dynamicFields: { Nope: 'x' } }, ['dynamicFields.Nope'], /not a field of InitiateEmail/],
        [{ dynamicFields: { OtpCode: '1' } }, ['dynamicFields.OtpCode']],
        [{ dynamicFields: { CampaignName: 'a', DistributionName: 'b' } }, ['dynamicFields.DistributionName'], /same field/],
        [{ dynamicFields: { 'tag:a,b': 'x' } }, ['dynamicFields.tag:a,b']],
        [{ dynamicFields: { [`tag:${'k'.repeat(65)}`]: 'x' } }, [`dynamicFields.tag:${'k'.repeat(65)}`]],
        [{ dynamicFields: { 'tag:Cohort': '<b>' } }, ['dynamicFields.tag:Cohort']],
        [{ dynamicFields: { 'tag:Region': 'a', 'tag:REGION': 'b' } }, ['dynamicFields'], /"Region" and "REGION" differ only by case/],
        [{ dynamicFields: { FirstName: 'x'.repeat(2001) } }, ['dynamicFields.FirstName']],
        [{ dynamicFields: { FirstName: 1 } }, ['dynamicFields.FirstName']],
        [{ dynamicFields: 'x' }, ['dynamicFields']],
        [{ templateId: reminder.id }, ['templateType'], /ReminderEmail template, not a InitiateEmail one/],
        [{ templateType: undefined }, ['templateType'], /required unless templateId/],
        [{ templateType: undefined, subject: 'x', htmlBody: 'y' }, ['templateType'], /required unless templateId/],
        [{ subject: 'Only subject' }, ['htmlBody']],
        [{ subject: 'x', htmlBody: '{{> layout}}' }, ['htmlBody'], /partials/],
        [{ subject: 'x', htmlBody: 'y', templateId: reminder.id }, ['templateId']],
        [{ recipient: 'not-an-email' }, ['recipient']],
        [{ templateType: 'SmsMessage' }, ['templateType']],
        [{ extra: true }, ['extra']],
      ];
      for (const [body, fields, message] of cases) {
        const res = await preview(body);
        expect({ body, status: res.status, fields: Object.keys(res.body.errors ?? {}) }).toEqual({ body, status: 400, fields });
        if (message) expect(res.body.errors[fields[0]][0]).toMatch(message);
      }
      const v3 = await preview({ dynamicFields: { DistributionLogo: 'https://a/1.png', CampaignLogo: 'https://a/2.png' } }, V3);
      expect(v3.status).toBe(400);
      expect(Object.keys(v3.body.errors)).toEqual(['dynamicFields.CampaignLogo']);
      expect(await deliveries(org.id)).toEqual([]);
    });
  });

  describe.each([V2, V3])('render-preview under %s', (prefix) => {
    it('renders unsaved content as the emails are rendered, with examples, sample values and tags; stores and sends nothing', async () => {
      const org = await newOrg(['templates:view']);
      const res = await t.http
        .post(`${prefix}/templates/:render-preview`)
        .set(org.auth)
        .send({
          templateType: 'InitiateEmail',
          subject: 'Hi {{FirstName}} & {{tag:Cohort}}',
          htmlBody: '<p>{{FirstName}} {{Amount}} {{DistributionName}}</p><p>{{tag:Cohort}}|{{tag:Missing}}</p>{{#if CampaignLogo}}<img src="{{CampaignLogo}}">{{/if}}',
          campaignLogo: 'https://cdn.example.com/logo.png',
          dynamicFields: { FirstName: '<Ada>', 'tag:Cohort': 'B-1' },
        })
        .expect(200);
      expect(res.body).toEqual({
        templateType: 'InitiateEmail',
        subject: 'Hi <Ada> & B-1',
        htmlBody: '<p>&lt;Ada&gt; $1,234.50 Spring 2027 research study</p><p>B-1|tag:Missing</p><img src="https://cdn.example.com/logo.png">',
      });
      // A template being edited is sent as it is: its name is accepted and ignored.
      const named = await t.http.post(`${prefix}/templates/:render-preview`).set(org.auth).send({ templateType: 'OtpEmail', name: 'Mine', subject: 'Code', htmlBody: '{{OtpCode}}' }).expect(200);
      expect(named.body.htmlBody).toBe('482913');
      expect(await templateCount(org.id)).toBe(0);
      expect(await deliveries(org.id)).toEqual([]);
    });

    it('refuses bad content and values with 400 naming the field, and needs templates:view', async () => {
      const org = await newOrg();
      const render = (body: Record<string, unknown>) =>
        t.http.post(`${prefix}/templates/:render-preview`).set(org.auth).send({ templateType: 'InitiateEmail', subject: 'S', htmlBody: 'B', ...body });
      const cases: [Record<string, unknown>, string][] = [
        [{ htmlBody: '{{OtpCode}}' }, 'htmlBody'],
        [{ subject: '{{#each x}}{{/each}}' }, 'subject'],
        [{ htmlBody: '{{#if FirstName}}' }, 'htmlBody'],
        [{ subject: '' }, 'subject'],
        [{ templateType: 'Nope' }, 'templateType'],
        [{ campaignLogo: 'ftp://x' }, prefix === V2 ? 'campaignLogo' : 'distributionLogo'], // v3 names it distributionLogo
        [{ dynamicFields: { Nope: 'x' } }, 'dynamicFields.Nope'],
      ];
      for (const [body, field] of cases) {
        const res = await render(body).expect(400);
        expect(Object.keys(res.body.errors)).toContain(field);
      }
      const noView = bearer(await tokenFor(org.id, { scopes: ALL_SCOPES.filter((s) => s !== 'templates:view') }));
      await t.http.post(`${prefix}/templates/:render-preview`).set(noView).send({ templateType: 'InitiateEmail', subject: 'S', htmlBody: 'B' }).expect(403);
    });
  });
});
