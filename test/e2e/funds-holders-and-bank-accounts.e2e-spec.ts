import type { INestApplicationContext } from '@nestjs/common';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import { createTestApp, eventually, startWorker, type TestApp } from '../utils/test-app';

const PREFIXES = ['/v2/campaign-manager', '/v3/distribution-manager'];

describe('funds holders and bank accounts', () => {
  let t: TestApp;
  let worker: INestApplicationContext;

  beforeAll(async () => {
    t = await createTestApp();
    worker = await startWorker();
  });
  afterAll(async () => {
    await worker.close();
    await t.close();
  });

  describe.each(PREFIXES)('under %s', (prefix) => {
    let token: string;
    beforeAll(async () => {
      token = await tokenFor(newOrganizationId());
    });

    it('lists the primary organization account, active with masked banking details', async () => {
      const list = await t.http.get(`${prefix}/funds-holders`).set(bearer(token)).expect(200);
      expect(list.body).toMatchObject({ pageNumber: 1, pageSize: 20, totalItems: 1, totalPages: 1 });
      expect(list.body.data[0]).toMatchObject({ type: 'OrganizationAccount', status: 'Active' });

      const detail = await t.http.get(`${prefix}/funds-holders/${list.body.data[0].id}`).set(bearer(token)).expect(200);
      expect(detail.body.bankingDetails.routingNumber).toMatch(/^\*{5}\d{4}$/);
      expect(detail.body.bankingDetails.accountNumber).toMatch(/^\*+\d{4}$/);
      expect(detail.body.bankAccounts).toHaveLength(1);
    });

    it('creates a settlement fund with an attachment, which becomes active once its bank account is open', async () => {
      const created = await t.http
        .post(`${prefix}/funds-holders`)
        .set(bearer(token))
        .field('settlementFundName', 'Rebates FBO')
        .attach('attachments', Buffer.from('%PDF-1.4 supporting document'), { filename: 'articles.pdf', contentType: 'application/pdf' })
        .expect(201);
      expect(created.body).toMatchObject({ name: 'Rebates FBO', type: 'SettlementFund', status: 'Pending', bankingDetails: null });
      expect(created.body.attachments).toEqual([expect.objectContaining({ fileName: 'articles.pdf', contentType: 'application/pdf', sizeBytes: 28 })]);

      const active = await eventually(
        () => t.http.get(`${prefix}/funds-holders/${created.body.id}`).set(bearer(token)),
        (res) => res.body.status === 'Active',
      );
      expect(active.body.bankingDetails.bankName).toBe('Sandbox National Bank');

      const list = await t.http.get(`${prefix}/funds-holders`).set(bearer(token)).expect(200);
      expect(list.body.data.map((h: { type: string }) => h.type)).toEqual(['OrganizationAccount', 'SettlementFund']);
    });

    it('creates a bank account (202 with Location) that a worker opens', async () => {
      const holders = await t.http.get(`${prefix}/funds-holders`).set(bearer(token)).expect(200);
      const response = await t.http
        .post(`${prefix}/bank-accounts`)
        .set(bearer(token))
        .send({ fundsHolderId: holders.body.data[0].id, name: 'Study payouts' })
        .expect(202);
      expect(response.text).toBe('');
      expect(response.headers.location).toMatch(new RegExp(`^${prefix}/bank-accounts/[0-9a-f-]{36}$`));

      const opened = await eventually(
        () => t.http.get(response.headers.location).set(bearer(token)),
        (res) => res.body.status === 'Active',
      );
      expect(opened.body).toMatchObject({ name: 'Study payouts', currency: 'USD', bankName: 'Sandbox National Bank' });
      expect(opened.body.accountNumber).toMatch(/^\*+\d{4}$/);

      const list = await t.http.get(`${prefix}/bank-accounts`).set(bearer(token)).expect(200);
      expect(list.body.pageSize).toBe(20);
      expect(list.body.data.map((a: { id: string }) => a.id)).toContain(opened.body.id);
    });
  });
});
