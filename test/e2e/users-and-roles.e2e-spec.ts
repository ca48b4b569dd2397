import { ROLES } from '../../src/modules/users';
import { inParallel } from '../factories/beneficiary';
import { V2, V3 } from '../factories/funded-campaign';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { useMailingStack } from '../utils/mailing-stack';
import type { SmtpSink } from '../utils/smtp-sink';
import { eventually, type TestApp } from '../utils/test-app';

jest.setTimeout(60_000);

const ROLE = Object.fromEntries(ROLES.map((role) => [role.name, role.id])) as Record<'Administrator' | 'Manager' | 'Viewer', string>;
type RoleName = keyof typeof ROLE;

/**
 * Users, roles and invitations (docs/users-and-roles.md) over real HTTP, PostgreSQL, Redis and an SMTP sink: users
 * made just in time, what each role may do (the token's scopes that the role also holds), role changes and removals
 * on the next request, the last Administrator, and every invitation rule with its email.
 */
describe('users, roles and invitations', () => {
  let t: TestApp;
  let sink: SmtpSink;
  useMailingStack((stack) => ({ t, sink } = stack));

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);
  /** A person's headers: a token of the organization for `subject`, with every scope unless told, and a verified email claim. */
  const person = async (organizationId: string, subject: string, claims: Record<string, unknown> = {}, scopes?: string[]) =>
    bearer(await tokenFor(organizationId, { subject, claims: { email: `${subject}@example.com`, email_verified: true, ...claims }, ...(scopes ? { scopes } : {}) }));
  const me = async (organizationId: string, auth: Record<string, string>, subject: string) => {
    const users = (await t.http.get(`${V2}/users?pageSize=100`).set(auth).expect(200)).body.data as { id: string; subject: string; role: { name: string } }[];
    return users.find((user) => user.subject === subject)!;
  };

  /** A new organization whose first user (`admin`) administers it. */
  async function organization(name = 'Acme Research'): Promise<{ id: string; admin: Record<string, string> }> {
    const id = newOrganizationId();
    const admin = await person(id, 'admin', { org_name: name, name: 'Ada Admin' });
    await t.http.get(`${V2}/users`).set(admin).expect(200);
    return { id, admin };
  }

  /** A user of `role`, through an invitation accepted by signing in. */
  async function member(org: { id: string; admin: Record<string, string> }, subject: string, role: RoleName, scopes?: string[]): Promise<Record<string, string>> {
    await t.http.post(`${V2}/invitations/bulk`).set(org.admin).send({ invitations: [{ email: `${subject}@example.com`, roleId: ROLE[role] }] }).expect(201);
    const auth = await person(org.id, subject, {}, scopes);
    await t.http.get(`${V2}/roles`).set(auth).expect(200);
    return auth;
  }

  describe('users made just in time', () => {
    it('makes the first user an Administrator with the token’s email and name, and names the organization from org_name', async () => {
      const org = await organization('Wonder Labs');
      const [admin] = (await t.http.get(`${V2}/users`).set(org.admin).expect(200)).body.data;
      expect(admin).toEqual({
        id: expect.any(String),
        subject: 'admin',
        email: 'admin@example.com',
        name: 'Ada Admin',
        role: { id: ROLE.Administrator, name: 'Administrator' },
        status: 'Active',
        createdOn: expect.any(String),
        lastSeenOn: expect.any(String),
      });
      const [{ name }] = await sql<{ name: string }>('select name from organization where id = ?', [org.id]);
      expect(name).toBe('Wonder Labs');
      expect((await t.http.get(`${V2}/users/${admin.id}`).set(org.admin).expect(200)).body).toEqual(admin);
    });

    it('makes one user of eight first requests at once, and one Administrator of two first people at once', async () => {
      const org = await organization();
      const newcomer = await person(org.id, 'newcomer');
      const answers = await inParallel(Array.from({ length: 8 }), 8, () => t.http.get(`${V2}/funds-holders`).set(newcomer));
      expect(answers.map((a) => a.status)).toEqual(Array(8).fill(200));
      const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from app_user where organization_id = ? and subject = ?', [org.id, 'newcomer']);
      expect(n).toBe(1);
      expect((await me(org.id, org.admin, 'newcomer')).role.name).toBe('Viewer');

      const fresh = newOrganizationId();
      const [a, b] = [await person(fresh, 'first-a'), await person(fresh, 'first-b')];
      await Promise.all([t.http.get(`${V2}/funds-holders`).set(a).expect(200), t.http.get(`${V2}/funds-holders`).set(b).expect(200)]);
      const roles = await sql<{ role: string }>('select role from app_user where organization_id = ? order by role', [fresh]);
      expect(roles.map((r) => r.role)).toEqual(['Administrator', 'Viewer']);
    });

    it('keeps a machine client out of the users, with its token’s scopes', async () => {
      const org = await organization();
      const machine = bearer(await tokenFor(org.id, { subject: 'ci-bot', claims: { gty: 'client-credentials' } }));
      await t.http.post(`${V2}/bank-accounts`).set(machine).send({}).expect(400); // past the guard: the body is what is wrong
      const users = (await t.http.get(`${V2}/users`).set(machine).expect(200)).body.data as { subject: string }[];
      expect(users.map((u) => u.subject)).toEqual(['admin']);
    });

    it('writes lastSeenOn at most once a minute', async () => {
      const org = await organization();
      const [{ last_seen_on: first }] = await sql<{ last_seen_on: Date }>('select last_seen_on from app_user where organization_id = ?', [org.id]);
      await new Promise((resolve) => setTimeout(resolve, 2_100)); // past the admission cache
      await t.http.get(`${V2}/roles`).set(org.admin).expect(200);
      const [{ last_seen_on: again }] = await sql<{ last_seen_on: Date }>('select last_seen_on from app_user where organization_id = ?', [org.id]);
      expect(again).toEqual(first);
      await sql(`update app_user set last_seen_on = now() - interval '2 minutes' where organization_id = ?`, [org.id]);
      await new Promise((resolve) => setTimeout(resolve, 2_100));
      await t.http.get(`${V2}/roles`).set(org.admin).expect(200);
      const [{ fresh }] = await sql<{ fresh: boolean }>(`select last_seen_on > now() - interval '10 seconds' as fresh from app_user where organization_id = ?`, [org.id]);
      expect(fresh).toBe(true);
    });
  });

  describe('what each role may do', () => {
    /** A route of each module, who may pass the guard, and a request that, past it, answers anything but 403. */
    const ROUTES: { name: string; roles: RoleName[]; send: (auth: Record<string, string>, org: { campaignId: string; userId: string }) => Promise<{ status: number; body: { code?: string } }> }[] = [
      { name: 'GET /funds-holders', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/funds-holders`).set(a) },
      { name: 'POST /funds-holders', roles: ['Administrator'], send: (a) => t.http.post(`${V3}/funds-holders`).set(a).field('settlementFundName', 'x') },
      { name: 'POST /bank-accounts', roles: ['Administrator', 'Manager'], send: (a) => t.http.post(`${V2}/bank-accounts`).set(a).send({}) },
      { name: 'GET /campaigns', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/campaigns`).set(a) },
      { name: 'POST /campaigns', roles: ['Administrator', 'Manager'], send: (a) => t.http.post(`${V2}/campaigns`).set(a).send({}) },
      { name: 'POST /distributions (v3)', roles: ['Administrator', 'Manager'], send: (a) => t.http.post(`${V3}/distributions`).set(a).send({}) },
      { name: 'POST /payout-instructions', roles: ['Administrator', 'Manager'], send: (a) => t.http.post(`${V2}/payout-instructions`).set(a).send({}) },
      { name: 'GET /payout-methods', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/payout-methods`).set(a) },
      { name: 'POST /templates', roles: ['Administrator', 'Manager'], send: (a) => t.http.post(`${V2}/templates`).set(a).send({}) },
      { name: 'GET reports', roles: ['Administrator', 'Manager', 'Viewer'], send: (a, o) => t.http.get(`${V2}/reports/campaigns/${o.campaignId}/conversion`).set(a) },
      { name: 'POST :refund', roles: ['Administrator'], send: (a, o) => t.http.post(`${V2}/campaigns/${o.campaignId}/:refund`).set(a).send({}) },
      { name: 'POST /admin/transfers/:trigger', roles: ['Administrator'], send: (a) => t.http.post(`${V2}/admin/transfers/:trigger`).set(a).send({}) },
      { name: 'GET /users', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/users`).set(a) },
      { name: 'PUT /users/{id}/role', roles: ['Administrator'], send: (a, o) => t.http.put(`${V2}/users/${o.userId}/role`).set(a).send({}) },
      { name: 'POST /invitations/bulk', roles: ['Administrator'], send: (a) => t.http.post(`${V2}/invitations/bulk`).set(a).send({}) },
      { name: 'GET /invitations', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/invitations`).set(a) },
      { name: 'GET /campaign-drafts', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/campaign-drafts`).set(a) },
      { name: 'POST /campaign-drafts', roles: ['Administrator', 'Manager'], send: (a) => t.http.post(`${V2}/campaign-drafts`).set(a).field('name', 'Draft') },
      { name: 'GET sample file (uploads)', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/campaigns/payout-instructions/:get-sample-file`).set(a) },
      { name: 'POST withdrawal account', roles: ['Administrator', 'Manager'], send: (a, o) => t.http.post(`${V2}/campaigns/${o.campaignId}/withdrawal-accounts`).set(a).send({}) },
      { name: 'PATCH transfer tags (funding)', roles: ['Administrator', 'Manager'], send: (a) => t.http.patch(`${V2}/bank-accounts/transfers/0193a0f0-0000-7000-8000-00000000dead/tags`).set(a).send({}) },
      { name: 'GET /ach-transfers (payouts)', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/ach-transfers`).set(a) },
      { name: 'GET /roles', roles: ['Administrator', 'Manager', 'Viewer'], send: (a) => t.http.get(`${V2}/roles`).set(a) },
      { name: 'POST /templates/:send-preview', roles: ['Administrator', 'Manager'], send: (a) => t.http.post(`${V2}/templates/:send-preview`).set(a).send({}) },
    ];

    it('lets each role through where its role and its token both allow, and answers 403 INSUFFICIENT_SCOPE elsewhere', async () => {
      const org = await organization();
      const holders = await t.http.get(`${V2}/funds-holders`).set(org.admin).expect(200);
      const campaign = await t.http.post(`${V2}/campaigns`).set(org.admin).send({ name: 'Study', fundingSourceId: holders.body.data[0].id, expiryDate: '2099-12-31', payoutMethodIds: ['0193a0f0-5c00-7000-8000-000000000001'] }).expect(201);
      const people: Record<RoleName, Record<string, string>> = { Administrator: org.admin, Manager: await member(org, 'manager', 'Manager'), Viewer: await member(org, 'viewer', 'Viewer') };
      const target = { campaignId: campaign.body.id as string, userId: (await me(org.id, org.admin, 'viewer')).id };
      const outcome: string[] = [];
      for (const route of ROUTES) {
        for (const role of Object.keys(people) as RoleName[]) {
          const answer = await route.send(people[role], target);
          const allowed = route.roles.includes(role);
          if (allowed ? answer.status === 403 : answer.status !== 403 || answer.body.code !== 'INSUFFICIENT_SCOPE') outcome.push(`${role} ${route.name}: ${answer.status} ${answer.body.code ?? ''}`);
        }
      }
      expect(outcome).toEqual([]);
    });

    it('takes the token’s scopes that the role also holds: a Manager whose token lacks campaigns:create cannot create', async () => {
      const org = await organization();
      const narrow = await member(org, 'narrow', 'Manager', ['campaigns:view', 'roles:view']);
      await t.http.get(`${V2}/campaigns`).set(narrow).expect(200);
      const refused = await t.http.post(`${V2}/campaigns`).set(narrow).send({}).expect(403);
      expect(refused.body).toMatchObject({ code: 'INSUFFICIENT_SCOPE', detail: expect.stringContaining('The token lacks') });
      const viewer = await member(org, 'viewer2', 'Viewer');
      const byRole = await t.http.post(`${V2}/campaigns`).set(viewer).send({}).expect(403);
      expect(byRole.body.detail).toContain('The role Viewer does not hold');
    });

    it('lists the roles with their scopes, and reads one', async () => {
      const org = await organization();
      const roles = (await t.http.get(`${V2}/roles`).set(org.admin).expect(200)).body.data as { id: string; name: string; scopes: string[] }[];
      expect(roles.map((r) => r.name)).toEqual(['Administrator', 'Manager', 'Viewer']);
      expect(roles[2].scopes).toContain('reports:view');
      expect(roles[2].scopes).not.toContain('campaigns:create');
      expect((await t.http.get(`${V3}/roles/${ROLE.Manager}`).set(org.admin).expect(200)).body.name).toBe('Manager');
      await t.http.get(`${V2}/roles/0195a3f0-0000-7000-8000-0000000affff`).set(org.admin).expect(404);
    });
  });

  describe('role changes and removals', () => {
    it('apply to the next request, are recorded with their actor, and a removed user is back only by a new invitation', async () => {
      const org = await organization();
      const viewer = await member(org, 'riley', 'Viewer');
      const riley = await me(org.id, org.admin, 'riley');
      await t.http.post(`${V2}/campaigns`).set(viewer).send({}).expect(403);

      const changed = await t.http.put(`${V2}/users/${riley.id}/role`).set(org.admin).send({ roleId: ROLE.Manager }).expect(200);
      expect(changed.body.role).toEqual({ id: ROLE.Manager, name: 'Manager' });
      await t.http.post(`${V2}/campaigns`).set(viewer).send({}).expect(400); // a Manager now: past the guard

      await t.http.delete(`${V2}/users/${riley.id}`).set(org.admin).expect(204);
      const refused = await t.http.get(`${V2}/roles`).set(viewer).expect(403);
      expect(refused.body.code).toBe('USER_REMOVED');
      await t.http.get(`${V2}/users/${riley.id}`).set(org.admin).expect(404);
      expect(((await t.http.get(`${V2}/users`).set(org.admin).expect(200)).body.data as { subject: string }[]).map((u) => u.subject)).not.toContain('riley');

      await t.http.post(`${V2}/invitations/bulk`).set(org.admin).send({ invitations: [{ email: 'RILEY@example.com', roleId: ROLE.Viewer }] }).expect(201);
      await t.http.get(`${V2}/roles`).set(viewer).expect(200);
      const back = await me(org.id, org.admin, 'riley');
      expect(back).toMatchObject({ id: riley.id, role: { name: 'Viewer' } });

      const [admin] = (await t.http.get(`${V2}/users`).set(org.admin).expect(200)).body.data as { id: string }[];
      const changes = await sql<{ kind: string; actor_id: string | null }>('select kind, actor_id from app_user_change where user_id = ? order by occurred_on, id', [riley.id]);
      expect(changes.map((c) => `${c.kind}:${c.actor_id === admin.id ? 'admin' : c.actor_id === null ? 'service' : c.actor_id}`)).toEqual([
        'UserCreated:service',
        'RoleChanged:admin',
        'UserRemoved:admin',
        'UserReactivated:service',
      ]);
    });

    it('answers 400 for an unknown role and 404 for another organization’s user', async () => {
      const org = await organization();
      const other = await organization();
      const [admin] = (await t.http.get(`${V2}/users`).set(org.admin).expect(200)).body.data as { id: string }[];
      expect((await t.http.put(`${V2}/users/${admin.id}/role`).set(org.admin).send({ roleId: '0195a3f0-0000-7000-8000-0000000affff' }).expect(400)).body.errors).toHaveProperty('roleId');
      await t.http.put(`${V2}/users/${admin.id}/role`).set(other.admin).send({ roleId: ROLE.Viewer }).expect(404);
      await t.http.delete(`${V2}/users/${admin.id}`).set(other.admin).expect(404);
    });

    it('keeps the last Administrator: alone, and under two demotions at once', async () => {
      const org = await organization();
      const [admin] = (await t.http.get(`${V2}/users`).set(org.admin).expect(200)).body.data as { id: string }[];
      expect((await t.http.put(`${V2}/users/${admin.id}/role`).set(org.admin).send({ roleId: ROLE.Viewer }).expect(409)).body.code).toBe('LAST_ADMINISTRATOR');
      expect((await t.http.delete(`${V2}/users/${admin.id}`).set(org.admin).expect(409)).body.code).toBe('LAST_ADMINISTRATOR');

      const second = await member(org, 'second', 'Administrator');
      const secondId = (await me(org.id, org.admin, 'second')).id;
      const [a, b] = await Promise.all([
        t.http.put(`${V2}/users/${secondId}/role`).set(org.admin).send({ roleId: ROLE.Viewer }),
        t.http.put(`${V2}/users/${admin.id}/role`).set(second).send({ roleId: ROLE.Viewer }),
      ]);
      expect([a.status, b.status].sort()).toEqual([200, 409]);
      const [{ n }] = await sql<{ n: number }>(`select count(*)::int as n from app_user where organization_id = ? and role = 'Administrator' and status = 'Active'`, [org.id]);
      expect(n).toBe(1);
    });
  });

  describe('invitations', () => {
    it('invites up to five at once, each emailed with a link to its page, and lists the pending ones', async () => {
      const org = await organization('Acme Research');
      const sent = await t.http
        .post(`${V2}/invitations/bulk`)
        .set(org.admin)
        .send({ invitations: [{ email: 'grace@example.com', roleId: ROLE.Manager }, { email: 'alan@example.com', roleId: ROLE.Viewer }] })
        .expect(201);
      expect(sent.body.data).toEqual([
        expect.objectContaining({ email: 'grace@example.com', role: { id: ROLE.Manager, name: 'Manager' }, status: 'Pending', invitedBy: 'Ada Admin' }),
        expect.objectContaining({ email: 'alan@example.com', role: { id: ROLE.Viewer, name: 'Viewer' }, status: 'Pending' }),
      ]);
      const days = (Date.parse(sent.body.data[0].expiresOn) - Date.parse(sent.body.data[0].createdOn)) / 86_400_000;
      expect(days).toBeCloseTo(7, 2);
      const pending = (await t.http.get(`${V2}/invitations`).set(org.admin).expect(200)).body;
      expect(pending.totalItems).toBe(2);

      const email = (await eventually(async () => sink.to('grace@example.com'), (emails) => emails.length > 0, 30_000))[0];
      expect(email.subject).toBe('You are invited to Acme Research on Campaign Manager');
      expect(email.html).toContain('as a <strong>Manager</strong>');
      const link = /href="(https?:\/\/[^"]+\/invitations\/[A-Za-z0-9_-]+)"/.exec(email.html)?.[1];
      expect(link).toBeDefined();
      const page = await t.http.get(new URL(link!).pathname).expect(200);
      expect(page.text).toContain('Acme Research');
    });

    it('sends the organization’s own InvitationEmail template when it has one', async () => {
      const org = await organization('Own Words Ltd');
      await t.http
        .post(`${V2}/templates`)
        .set(org.admin)
        .send({ templateType: 'InvitationEmail', name: 'Our invitation', subject: 'Join {{OrganizationName}} as {{RoleName}}', htmlBody: '<p>From {{InvitedBy}}: <a href="{{InvitationLink}}">accept by {{ExpiryDate}}</a></p>' })
        .expect(201);
      await t.http.post(`${V2}/invitations/bulk`).set(org.admin).send({ invitations: [{ email: 'own-words@example.com', roleId: ROLE.Viewer }] }).expect(201);
      const email = (await eventually(async () => sink.to('own-words@example.com'), (emails) => emails.length > 0, 30_000))[0];
      expect(email.subject).toBe('Join Own Words Ltd as Viewer');
      expect(email.html).toMatch(/^<p>From Ada Admin: <a href="http[^"]+\/invitations\/[A-Za-z0-9_-]+">accept by [A-Z][a-z]+ \d{1,2}, \d{4}<\/a><\/p>/);
    });

    it('refuses, all or nothing and by index: none or more than five, a bad email or role, twice in one request, a user, a pending invitation', async () => {
      const org = await organization();
      const invite = (invitations: unknown[]) => t.http.post(`${V2}/invitations/bulk`).set(org.admin).send({ invitations });
      expect((await invite([]).expect(400)).body.errors).toHaveProperty('invitations');
      expect((await invite(Array.from({ length: 6 }, (_, i) => ({ email: `p${i}@example.com`, roleId: ROLE.Viewer }))).expect(400)).body.errors).toHaveProperty('invitations');
      expect((await invite([{ email: 'ok@example.com', roleId: ROLE.Viewer }, { email: 'not-an-email', roleId: ROLE.Viewer }]).expect(400)).body.errors).toHaveProperty(['invitations.1.email']);
      expect((await invite([{ email: 'ok@example.com', roleId: '0195a3f0-0000-7000-8000-0000000affff' }]).expect(400)).body.errors).toHaveProperty(['invitations.0.roleId']);
      expect((await invite([{ email: 'twice@example.com', roleId: ROLE.Viewer }, { email: 'TWICE@example.com', roleId: ROLE.Viewer }]).expect(400)).body.errors).toHaveProperty(['invitations.1.email']);
      expect((await invite([{ email: 'ok@example.com', roleId: ROLE.Viewer }, { email: 'ADMIN@example.com', roleId: ROLE.Viewer }]).expect(400)).body.errors).toHaveProperty(['invitations.1.email']);
      await invite([{ email: 'pending@example.com', roleId: ROLE.Viewer }]).expect(201);
      expect((await invite([{ email: 'ok@example.com', roleId: ROLE.Viewer }, { email: 'Pending@example.com', roleId: ROLE.Viewer }]).expect(400)).body.errors).toHaveProperty(['invitations.1.email']);
      // Nothing of the refused requests was written: only the one accepted invitation.
      const [{ n }] = await sql<{ n: number }>('select count(*)::int as n from invitation where organization_id = ?', [org.id]);
      expect(n).toBe(1);
    });

    it('cancels a pending one (then 409), lets one expire after 7 days, and accepts on sign-in with the invited email', async () => {
      const org = await organization();
      const [cancelled, expired, accepted] = (
        await t.http
          .post(`${V2}/invitations/bulk`)
          .set(org.admin)
          .send({ invitations: ['cancel', 'expire', 'accept'].map((name) => ({ email: `${name}@example.com`, roleId: ROLE.Manager })) })
          .expect(201)
      ).body.data as { id: string }[];
      await t.http.delete(`${V2}/invitations/${cancelled.id}`).set(org.admin).expect(204);
      expect((await t.http.delete(`${V2}/invitations/${cancelled.id}`).set(org.admin).expect(409)).body).toMatchObject({ code: 'INVITATION_NOT_PENDING', invitationStatus: 'Cancelled' });

      await sql(`update invitation set expires_on = now() - interval '1 second' where id = ?`, [expired.id]);
      expect((await t.http.delete(`${V2}/invitations/${expired.id}`).set(org.admin).expect(409)).body.invitationStatus).toBe('Expired');
      const late = await person(org.id, 'expire');
      await t.http.post(`${V2}/campaigns`).set(late).send({}).expect(403); // a Viewer: the invitation had expired
      // Invited again, the expired one gives way.
      await t.http.post(`${V2}/invitations/bulk`).set(org.admin).send({ invitations: [{ email: 'someone-else@example.com', roleId: ROLE.Viewer }, { email: 'cancel@example.com', roleId: ROLE.Viewer }] }).expect(201);

      const pending = (await t.http.get(`${V2}/invitations?pageSize=100`).set(org.admin).expect(200)).body.data as { email: string }[];
      expect(pending.map((i) => i.email).sort()).toEqual(['accept@example.com', 'cancel@example.com', 'someone-else@example.com']);

      const newcomer = await person(org.id, 'new-person', { email: 'Accept@Example.com' });
      await t.http.post(`${V2}/campaigns`).set(newcomer).send({}).expect(400); // a Manager by the invitation: past the guard
      expect((await me(org.id, org.admin, 'new-person')).role.name).toBe('Manager');
      const [row] = await sql<{ status: string; accepted_by_user_id: string }>('select status, accepted_by_user_id from invitation where id = ?', [accepted.id]);
      expect(row).toEqual({ status: 'Accepted', accepted_by_user_id: (await me(org.id, org.admin, 'new-person')).id });
      await t.http.delete(`${V2}/invitations/${accepted.id}`).set(org.admin).expect(409);
    });

    it('accepts only on a verified email: never on email_verified false, nor on an absent claim by default', async () => {
      const org = await organization();
      const [invitation] = (await t.http.post(`${V2}/invitations/bulk`).set(org.admin).send({ invitations: [{ email: 'mallory@example.com', roleId: ROLE.Manager }] }).expect(201)).body
        .data as { id: string }[];
      const statusOf = async () => (await sql<{ status: string }>('select status from invitation where id = ?', [invitation.id]))[0].status;

      // The invitee's address in tokens whose identity provider did not vouch for it: Viewers, the invitation still pending.
      const unverified = await person(org.id, 'mallory-unverified', { email: 'Mallory@example.com', email_verified: false });
      const unsaid = await person(org.id, 'mallory-unsaid', { email: 'mallory@example.com', email_verified: undefined });
      for (const [auth, subject] of [[unverified, 'mallory-unverified'], [unsaid, 'mallory-unsaid']] as const) {
        await t.http.post(`${V2}/campaigns`).set(auth).send({}).expect(403);
        expect((await me(org.id, org.admin, subject)).role.name).toBe('Viewer');
      }
      expect(await statusOf()).toBe('Pending');
      // Nor does it bring a removed user back.
      await t.http.delete(`${V2}/users/${(await me(org.id, org.admin, 'mallory-unverified')).id}`).set(org.admin).expect(204);
      expect((await t.http.get(`${V2}/roles`).set(unverified).expect(403)).body.code).toBe('USER_REMOVED');
      expect(await statusOf()).toBe('Pending');

      // The verified address accepts it.
      const verified = await person(org.id, 'mallory', { email: 'mallory@example.com', email_verified: true });
      await t.http.post(`${V2}/campaigns`).set(verified).send({}).expect(400);
      expect((await me(org.id, org.admin, 'mallory')).role.name).toBe('Manager');
      expect(await statusOf()).toBe('Accepted');
    });
  });
});
