import { mapLimited } from '../../src/core/collections';
import { LinkTokens } from '../../src/core/security/link-token';
import { bearer, newOrganizationId, tokenFor } from '../utils/auth';
import type { SmtpSink, ReceivedEmail } from '../utils/smtp-sink';
import { eventually, type TestApp } from '../utils/test-app';
import { V2, V3, type FundedCampaign } from './funded-campaign';
import { query } from '../../src/core/database/sql';

/** Catalog ids (fixed by the payout methods migration). */
export const METHODS = {
  amazonGiftCard: '0193a0f0-5c00-7000-8000-000000000001',
  visaPrepaid: '0193a0f0-5c00-7000-8000-000000000006',
  prepaidMastercard: '0193a0f0-5c00-7000-8000-000000000007',
  ach: '0193a0f0-5c00-7000-8000-000000000008',
  paypal: '0193a0f0-5c00-7000-8000-000000000009',
  venmo: '0193a0f0-5c00-7000-8000-00000000000a',
  paperCheck: '0193a0f0-5c00-7000-8000-00000000000b',
  checkTransfer: '0193a0f0-5c00-7000-8000-00000000000c',
} as const;

export interface ClaimCampaignOptions {
  dollars?: number;
  methods?: readonly string[];
  password?: string;
  otpThreshold?: number;
  name?: string;
  /** The organization's name, from its token's `org_name` (who is paying, on the claim page and in the emails); null: none. */
  organizationName?: string | null;
  /** Lets the organization use `CheckTransfer` first (the sandbox simulation of the operator's setting). */
  enableCheckTransfer?: boolean;
}

/** A funded campaign a beneficiary can claim from: its methods, and optionally a password and an OTP threshold. */
export async function claimCampaign(t: TestApp, options: ClaimCampaignOptions = {}): Promise<FundedCampaign> {
  const organizationId = newOrganizationId();
  const organizationName = options.organizationName === undefined ? 'Lovelace Foundation' : options.organizationName;
  const auth = bearer(await tokenFor(organizationId, { subject: 'admin-ada', ...(organizationName ? { claims: { org_name: organizationName } } : {}) }));
  if (options.enableCheckTransfer) await t.http.post(`${V3}/simulate/organization/:enable-check-transfer`).set(auth).expect(202);
  const holders = await t.http.get(`${V2}/funds-holders`).set(auth).expect(200);
  const accounts = await t.http.get(`${V2}/bank-accounts`).set(auth).expect(200);
  const campaign = await t.http
    .post(`${V2}/campaigns`)
    .set(auth)
    .send({
      name: options.name ?? 'Spring study',
      fundingSourceId: holders.body.data[0].id,
      expiryDate: '2099-12-31',
      payoutMethodIds: options.methods ?? [METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal],
      welcomeHeadline: 'Thank you for taking part',
      welcomeText: 'Choose how you would like to receive your payment.',
      campaignManager: 'Research Office',
      ...(options.otpThreshold !== undefined ? { otpThresholdAmount: options.otpThreshold } : {}),
    })
    .expect(201);
  const campaignId = campaign.body.id as string;
  if (options.password) await t.http.post(`${V2}/campaigns/${campaignId}/:set-password`).set(auth).send({ password: options.password }).expect(204);
  const dollars = options.dollars ?? 1_000;
  if (dollars > 0) await t.http.post(`${V3}/simulate/bank-accounts/${accounts.body.data[0].id}/:receive-ach`).set(auth).send({ amount: dollars, campaignId }).expect(202);
  return { organizationId, token: '', campaignId, bankAccountId: accounts.body.data[0].id, auth };
}

/** An initiated instruction (its claim email queued), with the beneficiary's address. */
export async function initiatedInstruction(t: TestApp, c: FundedCampaign, body: Record<string, unknown> = {}): Promise<{ id: string; email: string }> {
  const email = (body.email as string | undefined) ?? `ben.${Math.random().toString(36).slice(2, 10)}@example.com`;
  const created = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, firstName: 'Ada', amount: 25, ...body, email }).expect(201);
  await t.http.post(`${V2}/payout-instructions/${created.body.id}/:initiate`).set(c.auth).send({ channel: 'Email' }).expect(200);
  return { id: created.body.id, email };
}

/** The newest email of `templateType`'s kind to `address` that satisfies `match`, waiting for the workers to send it. */
export async function emailTo(sink: SmtpSink, address: string, match: (email: ReceivedEmail) => boolean, timeoutMs = 30_000): Promise<ReceivedEmail> {
  const found = await eventually(async () => sink.to(address).filter(match), (emails) => emails.length > 0, timeoutMs);
  return found[found.length - 1];
}

/** The token of the claim link in an email's body. */
export function claimTokenIn(email: ReceivedEmail): string {
  const match = /\/claim\/([A-Za-z0-9_-]+)/.exec(email.html);
  if (!match) throw new Error(`No claim link in "${email.subject}"`);
  return match[1];
}

/** The 6-digit code of an `OtpEmail`. */
export function codeIn(email: ReceivedEmail): string {
  const match = />\s*(\d{6})\s*</.exec(email.html);
  if (!match) throw new Error(`No code in "${email.subject}"`);
  return match[1];
}

export const session = (token: string) => ({ Authorization: `Bearer ${token}` });

/** `work` over `items`, `limit` at a time (the service's own helper). */
export const inParallel = mapLimited;

/** Draft instructions of the campaign created over HTTP (`POST /payout-instructions`), `parallel` at a time; their ids, in the order of `bodies`. */
export async function draftInstructions(t: TestApp, c: FundedCampaign, bodies: readonly Record<string, unknown>[], parallel = 16): Promise<string[]> {
  return inParallel(bodies, parallel, async (body) => {
    const created = await t.http.post(`${V2}/payout-instructions`).set(c.auth).send({ campaignId: c.campaignId, firstName: 'Ada', ...body }).expect(201);
    return created.body.id as string;
  });
}

/** The claim link tokens of instructions, signed as their claim emails would be (with each one's current link version, read from the table). */
export async function claimTokensFor(t: TestApp, instructionIds: readonly string[]): Promise<Map<string, string>> {
  const rows = await query<{ id: string; link_version: number }>(t.orm.em.fork(), 'select id, link_version from payout_instruction where id = any(?::uuid[])', [instructionIds]);
  const links = t.app.get(LinkTokens);
  return new Map(rows.map((row) => [row.id, links.sign('claim', { instructionId: row.id, linkVersion: row.link_version })]));
}

/**
 * A beneficiary on a campaign without password or code: opens a session from the claim link's token, selects
 * `payoutMethodId` and requests the payout with `details` (201, `Processing`, or `Pending` for a bank rail's). The
 * session's headers.
 */
export async function requestPayoutWith(t: TestApp, token: string, payoutMethodId: string, details: Record<string, unknown>, status = 'Processing'): Promise<Record<string, string>> {
  const opened = await t.http.post('/beneficiary/sessions').send({ token }).expect(201);
  const auth = session(opened.body.sessionToken);
  await t.http.post('/beneficiary/claim/payout-method').set(auth).send({ payoutMethodId }).expect(200);
  const requested = await t.http.post('/beneficiary/claim/payout').set(auth).send({ details }).expect(201);
  if (requested.body.status !== status) throw new Error(`Payout requested as ${requested.body.status}`);
  return auth;
}
