import type { MikroORM } from '@mikro-orm/postgresql';
import { newId } from '../../src/core/database/base.entity';

/** An organization's email template written straight to the database (the templates API comes with notifications). */
export async function insertTemplate(orm: MikroORM, organizationId: string, type: string): Promise<string> {
  const id = newId();
  await orm.em.getConnection().execute(
    'insert into email_template (id, organization_id, type, name, subject, html_body) values (?, ?, ?, ?, ?, ?)',
    [id, organizationId, type, `${type} template`, 'Your payment from {{CampaignName}}', '<p>Hello {{FirstName}}</p>'],
  );
  return id;
}
