import type { EntityManager } from '@mikro-orm/postgresql';
import type { JobQueue } from '../../core/queue/job-queue.service';
import type { PreviewOutbox } from './preview-outbox';
import { TemplatesService } from './templates.service';

/** A TemplatesService whose database answers from `rows` and counts the queries it is asked. */
function serviceWith(rows: Record<string, { type: string; version: number; subject: string; html_body: string; campaign_logo: string | null }>) {
  const execute = jest.fn(async (_sql: string, params: string[]) => {
    const row = rows[params[0]];
    return row ? [{ id: params[0], ...row }] : [];
  });
  const em = { getConnection: () => ({ execute }) } as unknown as EntityManager;
  return { service: new TemplatesService(em, {} as JobQueue, {} as PreviewOutbox), execute };
}

const ID = '0195a3f0-0000-7000-8000-0000000000aa';

describe('TemplatesService for the email workers', () => {
  it('reads a template by id once per version, and renders it with aliases and exact-case tags', async () => {
    const rows = { [ID]: { type: 'ReminderEmail', version: 3, subject: 'Hi {{FirstName}}', html_body: '<p>{{DistributionName}} {{tag:Team}} {{tag:team}}</p>{{#if CampaignLogo}}<img src="{{CampaignLogo}}">{{/if}}', campaign_logo: 'https://cdn.example.com/t.png' } };
    const { service, execute } = serviceWith(rows);
    const source = await service.sourceFor('ReminderEmail', { id: ID, version: 3 });
    expect(source).toEqual({ key: `${ID}:3`, subject: 'Hi {{FirstName}}', htmlBody: rows[ID].html_body, campaignLogo: 'https://cdn.example.com/t.png' });
    expect(await service.sourceFor('ReminderEmail', { id: ID, version: 3 })).toBe(source);
    expect(execute).toHaveBeenCalledTimes(1);

    const rendered = service.render('ReminderEmail', source, { FirstName: 'Ada', CampaignName: 'Study', DistributionName: 'ignored', CampaignLogo: 'https://icon/x.png', OtpCode: '1' }, { Team: 'R&D' });
    expect(rendered).toEqual({ subject: 'Hi Ada', html: '<p>Study R&amp;D tag:team</p><img src="https://cdn.example.com/t.png">' });
  });

  it('falls back to the default when the template is gone or of another type, and reads a new version again', async () => {
    const rows = { [ID]: { type: 'InitiateEmail', version: 1, subject: 's', html_body: 'b', campaign_logo: null } };
    const { service, execute } = serviceWith(rows);
    expect((await service.sourceFor('ReminderEmail', { id: ID, version: 1 })).key).toBe('default:ReminderEmail');
    expect((await service.sourceFor('ReminderEmail', { id: ID, version: 1 })).key).toBe('default:ReminderEmail');
    expect(execute).toHaveBeenCalledTimes(1);
    expect((await service.sourceFor('PushEmail', { id: '0195a3f0-0000-7000-8000-0000000000bb', version: 1 })).key).toBe('default:PushEmail');
    expect((await service.sourceFor('PushEmail', null)).htmlBody).toContain('{{#> layout}}');

    rows[ID] = { ...rows[ID], version: 2, subject: 'new' };
    expect(await service.sourceFor('InitiateEmail', { id: ID, version: 2 })).toMatchObject({ key: `${ID}:2`, subject: 'new' });
    expect(execute).toHaveBeenCalledTimes(3);
  });

  it('renders the defaults with their layout and the logo of the fields when the source has none', async () => {
    const { service } = serviceWith({});
    const source = await service.sourceFor('InitiateEmail');
    const { html, subject } = service.render('InitiateEmail', source, { FirstName: 'Ada', DistributionName: 'Study', Amount: '$5.00', DistributionLogo: 'https://icon/x.png' }, {});
    expect(subject).toBe('Hi Ada, Study sent you $5.00');
    expect(html).toContain('<img src="https://icon/x.png"');
  });
});
