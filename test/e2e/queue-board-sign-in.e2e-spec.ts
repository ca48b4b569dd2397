import request from 'supertest';
import { loadConfig } from '../../src/core/config/app-config';
import { ALL_SCOPES } from '../../src/core/auth/scopes';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, type TestApp } from '../utils/test-app';

const OPERATOR_ORG = newOrganizationId();
const COOKIE = 'cm_board_token';

/**
 * A browser's way into Bull Board (docs/administration.md): a pasted token kept in an HttpOnly, SameSite=Strict
 * cookie for the board's path, which the board takes in place of the Authorization header with the same checks.
 * The board is a page for people, outside the OpenAPI document: plain supertest.
 */
describe('signing in to Bull Board from a browser', () => {
  let t: TestApp;
  let http: () => ReturnType<typeof request>;
  let operatorToken: string;

  beforeAll(async () => {
    process.env.OPERATOR_ORG_IDS = OPERATOR_ORG;
    t = await createTestApp();
    http = () => request(t.app.getHttpServer());
    operatorToken = await tokenFor(OPERATOR_ORG);
  });
  afterAll(async () => {
    await t.close();
    delete process.env.OPERATOR_ORG_IDS;
  });

  const signIn = (token: string, origin?: string) => {
    const post = http().post('/admin/queues/sign-in').type('form').send({ token });
    return origin ? post.set('Origin', origin) : post;
  };
  /** The cookie a sign-in set, as a browser would send it back. */
  const cookieOf = (response: request.Response) => (response.headers['set-cookie'] as unknown as string[])[0].split(';')[0];

  it('serves a form that posts the token to this origin only, with no script', async () => {
    const page = await http().get('/admin/queues/sign-in').expect(200).expect('Content-Type', /text\/html/);
    expect(page.text).toContain('<form method="post" action="/admin/queues/sign-in">');
    expect(page.headers['content-security-policy']).toContain("form-action 'self'");
    expect(page.headers['content-security-policy']).toContain("default-src 'none'");
  });

  it('sets an HttpOnly, SameSite=Strict cookie for the board only, and the board opens with it alone', async () => {
    const signedIn = await signIn(operatorToken).expect(303).expect('Location', '/admin/queues/board/');
    const [cookie] = signedIn.headers['set-cookie'] as unknown as string[];
    expect(cookie).toMatch(new RegExp(`^${COOKIE}=${operatorToken.replace(/[.]/g, '\\.')}; Path=/admin/queues/board; HttpOnly; SameSite=Strict$`));

    const page = await http().get('/admin/queues/board/').set('Cookie', cookieOf(signedIn)).expect(200);
    expect(page.text).toContain('<base href="/admin/queues/board/"');
    await http().get('/admin/queues/board/api/queues').set('Cookie', cookieOf(signedIn)).expect(200);
    // The cookie stands in for the board only: the API's own routes still want the header.
    await http().get('/v2/campaign-manager/admin/queues').set('Cookie', cookieOf(signedIn)).expect(401);
  });

  it('applies the same checks to a cookie as to a header: no token 401, another organization or scope 403', async () => {
    await http().get('/admin/queues/board/').expect(401);
    await http().get('/admin/queues/board/').set('Cookie', `${COOKIE}=not-a-token`).expect(401);
    const otherOrg = cookieOf(await signIn(await tokenFor(newOrganizationId())).expect(303));
    expect((await http().get('/admin/queues/board/').set('Cookie', otherOrg).expect(403)).body).toMatchObject({ code: 'INSUFFICIENT_SCOPE' });
    const narrow = cookieOf(await signIn(await tokenFor(OPERATOR_ORG, { scopes: ALL_SCOPES.filter((s) => s !== 'admin:manage') })).expect(303));
    await http().get('/admin/queues/board/').set('Cookie', narrow).expect(403);
    // A header, when sent, is the one checked.
    await http().get('/admin/queues/board/').set('Cookie', cookieOf(await signIn(operatorToken))).set(bearer('not-a-token')).expect(401);
  });

  it('refuses a post from another site, and a body that is no token, naming the field', async () => {
    const crossSite = await signIn(operatorToken, 'https://evil.example').expect(400);
    expect(crossSite.headers['set-cookie']).toBeUndefined();
    await signIn(operatorToken, new URL(loadConfig().publicBaseUrl).origin).expect(303); // this service's own origin
    expect((await signIn('pasted nonsense').expect(400)).body.errors).toHaveProperty('token');
  });

  it('signs out: the cookie is cleared for the board path', async () => {
    const out = await http().post('/admin/queues/sign-out').expect(303).expect('Location', '/admin/queues/sign-in');
    expect((out.headers['set-cookie'] as unknown as string[])[0]).toMatch(new RegExp(`^${COOKIE}=; Path=/admin/queues/board; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Strict$`));
  });
});
