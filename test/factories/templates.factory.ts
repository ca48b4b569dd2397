import type { MikroORM } from '@mikro-orm/postgresql';
import { newId } from '../../src/core/database/base.entity';
import type { TestApp } from '../utils/test-app';

/** An organization's email template written straight to the database, bypassing the API's content checks. */
export async function insertTemplate(orm: MikroORM, organizationId: string, type: string): Promise<string> {
  const id = newId();
  await orm.em.getConnection().execute(
    'insert into email_template (id, organization_id, type, name, subject, html_body) values (?, ?, ?, ?, ?, ?)',
    [id, organizationId, type, `${type} template`, 'Your payment from {{CampaignName}}', '<p>Hello {{FirstName}}</p>'],
  );
  return id;
}

/** A valid body for POST (and PUT) /templates. */
export function templateBody(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    templateType: 'InitiateEmail',
    name: 'Spring invitation',
    subject: '{{FirstName}}, {{CampaignName}} sent you {{Amount}}',
    htmlBody: '<p>Hi {{FirstName}}, claim <a href="{{ClaimLink}}">{{Amount}}</a> by {{ExpiryDate}}.</p><a href="{{UnsubscribeLink}}">Unsubscribe</a>',
    ...overrides,
  };
}

/** Creates a template through the API and returns its record. */
export async function createTemplate(t: TestApp, auth: Record<string, string>, overrides: Record<string, unknown> = {}, prefix = '/v2/campaign-manager') {
  const res = await t.http.post(`${prefix}/templates`).set(auth).send(templateBody(overrides));
  if (res.status !== 201) throw new Error(`template create failed: ${res.status} ${JSON.stringify(res.body)}`);
  return res.body as { id: string; templateType: string; name: string; subject: string; htmlBody: string; createdOn: string; updatedOn: string } & Record<string, unknown>;
}
