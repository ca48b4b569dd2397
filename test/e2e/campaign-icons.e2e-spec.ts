import { mkdtempSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, eventually, type TestApp } from '../utils/test-app';
import { GIF_1PX, JPEG_4X3, JPEG_HEADER, PNG_1PX, PNG_HEADER_THEN_HTML } from '../factories/images';

const V2 = '/v2/campaign-manager';

/** Icons are decoded whole before they are kept, and served as what they were decoded as. */
describe('campaign icons', () => {
  let t: TestApp;
  let storageDir: string;
  const runStorageDir = process.env.STORAGE_DIR;

  beforeAll(async () => {
    // A storage folder of this file's own, so "nothing stored" can be checked on disk; under a dot-folder, like the
    // default ./.data/storage.
    storageDir = path.join(mkdtempSync(path.join(process.env.TEST_TMP_DIR!, 'icons-')), '.data', 'storage');
    process.env.STORAGE_DIR = storageDir;
    t = await createTestApp();
  });
  afterAll(async () => {
    await t.close();
    process.env.STORAGE_DIR = runStorageDir;
  });

  const filesIn = (folder: string): string[] => {
    try {
      return readdirSync(path.join(storageDir, folder));
    } catch {
      return [];
    }
  };

  const createDraft = (token: string, icon: Buffer, filename: string) =>
    t.http.post(`${V2}/campaign-drafts`).set(bearer(token)).field('name', 'Icon check').attach('iconFile', icon, { filename, contentType: 'image/png' });

  it.each([
    ['a PNG signature followed by an HTML page', PNG_HEADER_THEN_HTML, /not a complete, valid PNG image/],
    ['a whole PNG followed by an HTML page', Buffer.concat([PNG_1PX, Buffer.from('<html><script>alert(1)</script></html>')]), /not a complete, valid PNG image/],
    ['a truncated PNG', PNG_1PX.subarray(0, 40), /not a complete, valid PNG image/],
    ['a JPEG header with no image', JPEG_HEADER, /not a complete, valid JPEG image/],
    ['a GIF', GIF_1PX, /must be a PNG or JPEG image/],
  ])('refuses %s with 400 naming iconFile, and stores nothing', async (_, icon, reason) => {
    const organizationId = newOrganizationId();
    const token = await tokenFor(organizationId);
    const refused = await createDraft(token, icon, 'logo.png');
    expect(refused.status).toBe(400);
    expect(refused.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect(refused.body.errors).toEqual({ iconFile: [expect.stringMatching(reason)] });
    expect(filesIn('icons')).toEqual([]);
    await eventually(async () => filesIn('tmp'), (files) => files.length === 0);
    const drafts = await t.orm.em.getConnection().execute('select count(*)::int as n from campaign_draft where organization_id = ?', [organizationId]);
    expect(drafts[0].n).toBe(0);
  });

  it('refuses a bad icon on the icon route too, keeping the icon the draft had', async () => {
    const token = await tokenFor(newOrganizationId());
    const draft = await createDraft(token, PNG_1PX, 'logo.png').expect(201);
    const refused = await t.http.patch(`${V2}/campaign-drafts/${draft.body.id}/campaign-icon`).set(bearer(token)).attach('iconFile', PNG_HEADER_THEN_HTML, 'icon.png');
    expect(refused.status).toBe(400);
    expect(Object.keys(refused.body.errors)).toEqual(['iconFile']);
    const after = await t.http.get(`${V2}/campaign-drafts/${draft.body.id}`).set(bearer(token)).expect(200);
    expect(after.body.iconUrl).toBe(draft.body.iconUrl);
  });

  it.each([
    ['PNG', PNG_1PX, 'photo.jpg', 'png', 'image/png'],
    ['JPEG', JPEG_4X3, 'logo.png', 'jpg', 'image/jpeg'],
  ])('keeps a %s, whatever its name, and serves it as what it is with nosniff', async (_, icon, filename, extension, contentType) => {
    const token = await tokenFor(newOrganizationId());
    const created = await createDraft(token, icon, filename).expect(201);
    expect(created.body.iconUrl).toMatch(new RegExp(`/public/icons/[0-9a-f-]{36}\\.${extension}$`));

    const served = await t.http.get(new URL(created.body.iconUrl).pathname).buffer(true).expect(200);
    expect(served.headers['content-type']).toBe(contentType);
    expect(served.headers['x-content-type-options']).toBe('nosniff');
    expect(served.headers['cross-origin-resource-policy']).toBe('cross-origin');
    expect(Buffer.compare(served.body as Buffer, icon)).toBe(0);
  });

  it('serves an icon from a storage folder under a dot-folder, as the default ./.data/storage is', async () => {
    expect(storageDir.split(path.sep)).toContain('.data');
    const created = await createDraft(await tokenFor(newOrganizationId()), PNG_1PX, 'logo.png').expect(201);
    const served = await t.http.get(new URL(created.body.iconUrl).pathname).buffer(true).expect(200);
    expect(Buffer.compare(served.body as Buffer, PNG_1PX)).toBe(0);
  });

  it('serves only names it gave, and nothing outside the icons folder', async () => {
    await t.http.get('/public/icons/logo.html').expect(404);
    await t.http.get('/public/icons/..%2F..%2Fetc%2Fpasswd').expect(404);
    await t.http.get('/public/icons/00000000-0000-0000-0000-000000000000.png').expect(404);
  });
});
