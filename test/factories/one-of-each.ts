import { newId } from '../../src/core/database/base.entity';
import { EMAIL_TEMPLATE_TYPES } from '../../src/modules/templates';
import type { TestApp } from '../utils/test-app';
import { createInstruction, fundedCampaign, V2 } from './funded-campaign';
import { withdrawalAccountOf } from './money';
import { insertTemplate } from './templates.factory';

/**
 * A new organization with one of each resource (a template of each type), and the id a path names by the segment
 * before it (`bySegment`): what the OpenAPI walks call every operation on.
 */
export async function oneOfEach(t: TestApp) {
  const c = await fundedCampaign(t, 1_000_000);
  const holders = await t.http.get(`${V2}/funds-holders`).set(c.auth).expect(200);
  const catalog = await t.http.get(`${V2}/payout-methods?pageSize=100`).set(c.auth).expect(200);
  const draft = await t.http.post(`${V2}/campaign-drafts`).set(c.auth).field('name', 'Draft').expect(201);
  const templates = Object.fromEntries(await Promise.all(EMAIL_TEMPLATE_TYPES.map(async (type) => [type, await insertTemplate(t.orm, c.organizationId, type)] as const)));
  const transfers = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from funding_transfer where organization_id = ?', [c.organizationId]);
  const instruction = await createInstruction(t, c, { amount: 10 });
  const withdrawalAccount = await withdrawalAccountOf(t, c);
  // Nothing listens there: its deliveries fail, which no walk waits for.
  const webhook = await t.http.post(`${V2}/webhook-endpoints`).set(c.auth).send({ url: 'http://127.0.0.1:9/hook' }).expect(201);
  const holder: string = holders.body.data[0].id;
  // A request of someone else's waiting for approval; carried out, it fails (more than the campaign holds), moving nothing.
  const approvalRequest = newId();
  await t.orm.em.getConnection().execute(
    `insert into approval_request (id, organization_id, action, status, amount_cents, summary, operation, requested_by_subject, requested_on, expires_on)
     values (?, ?, 'Refund', 'Pending', 9999999900, ?::jsonb, ?::jsonb, 'someone-else', now(), now() + interval '7 days')`,
    [approvalRequest, c.organizationId, JSON.stringify({ campaignId: c.campaignId, count: 1 }), JSON.stringify({ kind: 'campaigns.refund', params: { campaignId: c.campaignId, body: { withdrawalAccountId: withdrawalAccount, amount: 99_999_999 } } })],
  );
  const [user] = await t.orm.em.getConnection().execute<{ id: string }[]>('select id from app_user where organization_id = ?', [c.organizationId]);
  const methods = (catalog.body.data as { id: string; category: string }[]).filter((m) => !['PaperCheck', 'CheckTransfer'].includes(m.category)).map((m) => m.id);
  const bySegment: Record<string, string> = {
    'funds-holders': holder,
    'funding-sources': holder,
    'bank-accounts': c.bankAccountId,
    campaigns: c.campaignId,
    distributions: c.campaignId,
    templates: templates.InitiateEmail,
    'campaign-drafts': draft.body.id,
    'distribution-drafts': draft.body.id,
    'payout-instructions': instruction.id,
    transfers: transfers[0].id,
    // The organization's one user, its last Administrator: a role change answers 409, never a refusal of its body.
    users: user.id,
    'webhook-endpoints': webhook.body.id,
    'approval-requests': approvalRequest,
    // No payout exists: a payout action answers 404, never a refusal of its body.
    payouts: '0193a0f0-0000-7000-8000-00000000dead',
    // The bank's files are the deployment's (operators only), none exists here: 404 to an operator, 403 to others.
    'bank-inbound-files': '0193a0f0-0000-7000-8000-00000000f11e',
    'bank-file-deliveries': '0193a0f0-0000-7000-8000-00000000f11d',
    // Nor a withdrawal: its simulations answer 404.
    transactions: '0193a0f0-0000-7000-8000-00000000beef',
  };
  const typeOfTemplate = Object.fromEntries(Object.entries(templates).map(([type, id]) => [id, type]));
  return { c, bySegment, holder, instruction, withdrawalAccount, methods, templates, typeOfTemplate };
}
export type OneOfEach = Awaited<ReturnType<typeof oneOfEach>>;
