import { RequestContext } from '@mikro-orm/postgresql';
import type { Response } from 'supertest';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { LinkTokens } from '../../src/core/security/link-token';
import { claimCampaign, claimTokenIn, codeIn, emailTo, initiatedInstruction, METHODS, session, type ClaimCampaignOptions } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import type { ReceivedEmail, SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

/** Catalog id of the Starbucks eGift Card ($5–$500). */
const STARBUCKS = '0193a0f0-5c00-7000-8000-000000000004';
const SLOW = 30_000;

type Headers = Record<string, string>;

interface OpenClaim {
  c: FundedCampaign;
  id: string;
  email: string;
  /** The claim link's token from the invitation email. */
  link: string;
  auth: Headers;
  claim: Record<string, unknown>;
}

interface ClaimOptions extends ClaimCampaignOptions {
  amount?: number;
}

/**
 * Every refusal of the beneficiary API (docs/claims.md, docs/payouts.md) over real HTTP, with the workers
 * and the SMTP sink where a refusal depends on an email (codes, new claim links), and the organization's side of
 * a payout: its read, the sandbox's failure and completion, and `:try-restore`.
 */
describe('beneficiary API refusals and the organization side of payouts', () => {
  let sink: SmtpSink;
  let t: TestApp;
  useMailingStack((stack) => ({ sink, t } = stack));

  const sql = <T = Record<string, unknown>>(text: string, params: unknown[] = []) => t.orm.em.fork().getConnection().execute<T[]>(text, params);
  const ledgerViolations = (c: FundedCampaign) => RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
  const activity = async (c: FundedCampaign, id: string): Promise<{ kind: string; actor: { type: string; id: string | null }; details: Record<string, unknown> }[]> =>
    (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data;
  const instructionOf = async (c: FundedCampaign, id: string) => (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body;

  const openSession = (token: string) => t.http.post('/beneficiary/sessions').send({ token });
  const isInvitation = (e: ReceivedEmail) => e.html.includes('/claim/') && !/another way/i.test(e.subject);
  const isNewLink = (e: ReceivedEmail) => /another way/i.test(e.subject) && e.html.includes('/claim/');

  /** A funded campaign, an initiated instruction, its invitation from the sink and a session from its link. */
  async function openClaim(options: ClaimOptions = {}): Promise<OpenClaim> {
    const { amount = 25, ...campaign } = options;
    const c = await claimCampaign(t, campaign);
    const { id, email } = await initiatedInstruction(t, c, { amount });
    const link = claimTokenIn(await emailTo(sink, email, isInvitation));
    const opened = await openSession(link).expect(201);
    return { c, id, email, link, auth: session(opened.body.sessionToken), claim: opened.body.claim };
  }

  /** A problem answer: its status, its code, and its extensions. */
  function expectProblem(res: Response, status: number, code: string, extensions: Record<string, unknown> = {}): void {
    expect({ status: res.status, code: res.body.code, ...pick(res.body, Object.keys(extensions)) }).toEqual({ status, code, ...extensions });
    expect(res.body.status).toBe(status);
  }

  /** The Retry-After header: a whole number of seconds, at least 1 and at most `max`. */
  function retryAfterOf(res: Response, max: number): number {
    const header = res.headers['retry-after'];
    expect(header).toMatch(/^[1-9][0-9]*$/);
    const seconds = Number(header);
    expect(seconds).toBeGreaterThanOrEqual(1);
    expect(seconds).toBeLessThanOrEqual(max);
    return seconds;
  }

  const select = (auth: Headers, payoutMethodId: string) => t.http.post('/beneficiary/claim/payout-method').set(auth).send({ payoutMethodId });
  const requestPayout = (auth: Headers, details: Record<string, unknown>) => t.http.post('/beneficiary/claim/payout').set(auth).send({ details });

  /** The code of the session's latest OtpEmail after `:send-otp`. */
  async function sendCode(claim: OpenClaim, before = 0): Promise<string> {
    await t.http.post('/beneficiary/claim/:send-otp').set(claim.auth).expect(202);
    const codes = await eventually(async () => sink.to(claim.email).filter((e) => !e.html.includes('/claim/') && />\s*\d{6}\s*</.test(e.html)), (found) => found.length > before, 30_000);
    return codeIn(codes[codes.length - 1]);
  }
  const otherCode = (code: string) => String((Number(code) + 1) % 1_000_000).padStart(6, '0');

  /** Waits until the workers took the payout to its provider (the sandbox wallet keeps an `unclaimed` one Processing). */
  async function submitted(instructionId: string): Promise<void> {
    await eventually(
      () => sql<{ submitted_on: Date | null }>('select submitted_on from payout where payout_instruction_id = ?', [instructionId]),
      (rows) => rows.length === 1 && rows[0].submitted_on !== null,
    );
  }

  /** A claim whose PayPal payout its recipient never accepts: requested, and at the provider, Processing. */
  async function unclaimedWalletPayout(options: ClaimOptions = {}): Promise<OpenClaim & { payoutId: string }> {
    const claim = await openClaim({ methods: [METHODS.paypal, METHODS.amazonGiftCard], ...options });
    await select(claim.auth, METHODS.paypal).expect(200);
    const requested = await requestPayout(claim.auth, { email: 'unclaimed.ada@example.com' }).expect(201);
    await submitted(claim.id);
    const payout = await t.http.get('/beneficiary/claim/payout').set(claim.auth).expect(200);
    expect(payout.body).toMatchObject({ id: requested.body.id, status: 'Processing', category: 'DigitalWallet' });
    return { ...claim, payoutId: requested.body.id };
  }

  describe('opening a session', () => {
    it('a forged, tampered or other-purpose link token answers 404 CLAIM_LINK_INVALID', async () => {
      const claim = await openClaim();
      const tampered = `${claim.link.slice(0, -2)}${claim.link.endsWith('AA') ? 'BB' : 'AA'}`;
      const unsubscribeToken = t.app.get(LinkTokens).sign('unsubscribe', { instructionId: claim.id });
      const unknownInstruction = t.app.get(LinkTokens).sign('claim', { instructionId: '0195a3f0-0000-7000-8000-00000000dead', linkVersion: 1 });
      for (const token of ['not-a-token', tampered, unsubscribeToken, unknownInstruction]) {
        expectProblem(await openSession(token), 404, 'CLAIM_LINK_INVALID');
      }
      expect((await activity(claim.c, claim.id)).filter((e) => e.kind === 'ClaimSessionOpened')).toEqual([expect.objectContaining({ actor: { type: 'Beneficiary', id: null } })]);
    }, SLOW);

    it('the link of a cancelled instruction answers 404 CLAIM_LINK_INVALID and its open session 401', async () => {
      const claim = await openClaim();
      await t.http.post(`${V2}/payout-instructions/${claim.id}/:cancel`).set(claim.c.auth).send({ cancellationReason: 'DuplicatePayment' }).expect(200);
      expectProblem(await openSession(claim.link), 404, 'CLAIM_LINK_INVALID');
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.auth), 401, 'CLAIM_SESSION_INVALID');
    }, SLOW);

    it('a campaign that expired answers 410 CAMPAIGN_EXPIRED, to a new session and to an open one', async () => {
      const claim = await openClaim();
      const yesterday = new Date(Date.now() - 86_400_000).toISOString().slice(0, 10);
      await sql('update campaign set expiry_date = ? where id = ?', [yesterday, claim.c.campaignId]);
      expectProblem(await openSession(claim.link), 410, 'CAMPAIGN_EXPIRED');
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.auth), 410, 'CAMPAIGN_EXPIRED');
      expectProblem(await select(claim.auth, METHODS.amazonGiftCard), 410, 'CAMPAIGN_EXPIRED');
      expect((await instructionOf(claim.c, claim.id)).status).toBe('Initiated');
    }, SLOW);
  });

  describe('the campaign password', () => {
    it('a wrong password answers 400 INVALID_CAMPAIGN_PASSWORD with attemptsRemaining 4, recorded as the beneficiary’s', async () => {
      const claim = await openClaim({ password: 'open sesame' });
      const wrong = await t.http.post('/beneficiary/claim/:verify-password').set(claim.auth).send({ password: 'open sesame!' });
      expectProblem(wrong, 400, 'INVALID_CAMPAIGN_PASSWORD', { attemptsRemaining: 4 });
      expect(Object.keys(wrong.body.errors)).toEqual(['password']);
      expect((await t.http.get('/beneficiary/claim').set(claim.auth).expect(200)).body.requirements).toEqual({ password: 'Required', otp: 'NotRequired' });
      const failed = (await activity(claim.c, claim.id)).filter((e) => e.kind === 'ClaimPasswordFailed');
      expect(failed).toEqual([expect.objectContaining({ actor: { type: 'Beneficiary', id: null }, details: expect.objectContaining({ attemptsRemaining: 4 }) })]);
    }, SLOW);

    it('5 wrong tries across sessions: the 5th still 400 with attemptsRemaining 0, then every try — even the right one, in any session — 429 with Retry-After ≤ 900', async () => {
      const claim = await openClaim({ password: 'open sesame' });
      const second = session((await openSession(claim.link).expect(201)).body.sessionToken);
      const tryPassword = (auth: Headers, password: string) => t.http.post('/beneficiary/claim/:verify-password').set(auth).send({ password });

      const remaining: number[] = [];
      for (const auth of [claim.auth, claim.auth, claim.auth, second, second]) {
        const wrong = await tryPassword(auth, 'guess');
        expectProblem(wrong, 400, 'INVALID_CAMPAIGN_PASSWORD');
        remaining.push(wrong.body.attemptsRemaining);
      }
      expect(remaining).toEqual([4, 3, 2, 1, 0]);

      const third = session((await openSession(claim.link).expect(201)).body.sessionToken);
      for (const [auth, password] of [
        [second, 'open sesame'],
        [claim.auth, 'open sesame'],
        [third, 'open sesame'],
        [third, 'guess'],
      ] as const) {
        const locked = await tryPassword(auth, password);
        expectProblem(locked, 429, 'RATE_LIMITED');
        retryAfterOf(locked, 900);
      }
      for (const auth of [claim.auth, second, third]) {
        expect((await t.http.get('/beneficiary/claim').set(auth).expect(200)).body.requirements.password).toBe('Required');
      }
      expect((await activity(claim.c, claim.id)).filter((e) => e.kind === 'ClaimPasswordVerified')).toEqual([]);
    }, SLOW);
  });

  describe('the one-time code', () => {
    it('a second :send-otp within 60 s answers 429 with Retry-After ≤ 60', async () => {
      const claim = await openClaim({ otpThreshold: 20 });
      await t.http.post('/beneficiary/claim/:send-otp').set(claim.auth).expect(202);
      const again = await t.http.post('/beneficiary/claim/:send-otp').set(claim.auth);
      expectProblem(again, 429, 'RATE_LIMITED');
      retryAfterOf(again, 60);
      expect((await activity(claim.c, claim.id)).filter((e) => e.kind === 'ClaimCodeSent')).toHaveLength(1);
    }, SLOW);

    it('a wrong code answers 400 INVALID_OTP with attemptsRemaining; after 5 the right code is refused too', async () => {
      const claim = await openClaim({ otpThreshold: 20 });
      const code = await sendCode(claim);
      const remaining: number[] = [];
      for (let i = 0; i < 5; i++) {
        const wrong = await t.http.post('/beneficiary/claim/:verify-otp').set(claim.auth).send({ code: otherCode(code) });
        expectProblem(wrong, 400, 'INVALID_OTP');
        expect(Object.keys(wrong.body.errors)).toEqual(['code']);
        remaining.push(wrong.body.attemptsRemaining);
      }
      expect(remaining).toEqual([4, 3, 2, 1, 0]);
      expectProblem(await t.http.post('/beneficiary/claim/:verify-otp').set(claim.auth).send({ code }), 400, 'INVALID_OTP', { attemptsRemaining: 0 });
      expect((await t.http.get('/beneficiary/claim').set(claim.auth).expect(200)).body.requirements.otp).toBe('Required');
      const failed = (await activity(claim.c, claim.id)).filter((e) => e.kind === 'ClaimCodeFailed');
      expect(failed).toHaveLength(5);
      expect(failed.every((e) => e.actor.type === 'Beneficiary' && e.actor.id === null)).toBe(true);
    }, SLOW);

    /** As if the codes of the instruction were sent a minute earlier: the next may be sent now. */
    const pastTheMinute = (claim: OpenClaim) => sql(`update claim_otp set sent_on = sent_on - interval '61 seconds' where payout_instruction_id = ?`, [claim.id]);
    const verifyCode = (auth: Headers, code: string) => t.http.post('/beneficiary/claim/:verify-otp').set(auth).send({ code });

    it('after 20 wrong codes a day per instruction, across sessions and codes, locks both steps: 429 CLAIM_CODE_LOCKED until the oldest is a day old, in the activity once', async () => {
      const claim = await openClaim({ otpThreshold: 20 });
      const second = { ...claim, auth: session((await openSession(claim.link).expect(201)).body.sessionToken) };
      // Five codes, alternating sessions, four wrong tries each: the fifth code has a try left when the day's 20 are spent.
      let code = '';
      for (let round = 0; round < 5; round++) {
        const which = round % 2 === 0 ? claim : second;
        if (round > 0) await pastTheMinute(claim);
        code = await sendCode(which, round);
        for (let i = 0; i < 4; i++) {
          const wrong = await verifyCode(which.auth, otherCode(code));
          expectProblem(wrong, 400, 'INVALID_OTP');
          if (round === 4 && i === 3) expect(wrong.body.detail).toMatch(/no more codes can be tried for this payout for 24 hours/);
        }
      }
      // The right code of the fifth (sent to the first session), and any other request for a code, from any session, new or not: locked.
      const third = session((await openSession(claim.link).expect(201)).body.sessionToken);
      const right = await verifyCode(claim.auth, code);
      expectProblem(right, 429, 'CLAIM_CODE_LOCKED');
      expect(retryAfterOf(right, 86_400)).toBeGreaterThan(86_400 - 300);
      expect(right.body.detail).toBe('Too many wrong codes for this payout: try again in 24 hour(s).');
      await pastTheMinute(claim);
      for (const auth of [claim.auth, third]) expectProblem(await t.http.post('/beneficiary/claim/:send-otp').set(auth), 429, 'CLAIM_CODE_LOCKED');
      expectProblem(await verifyCode(third, code), 429, 'CLAIM_CODE_LOCKED');
      expect((await t.http.get('/beneficiary/claim').set(second.auth).expect(200)).body.requirements.otp).toBe('Required');

      const entries = await activity(claim.c, claim.id);
      expect(entries.filter((e) => e.kind === 'ClaimCodeFailed')).toHaveLength(20);
      const locked = entries.filter((e) => e.kind === 'ClaimCodeLocked');
      expect(locked).toEqual([expect.objectContaining({ actor: expect.objectContaining({ type: 'Beneficiary' }), details: expect.objectContaining({ reason: 'WrongCodes' }) })]);

      // A day after the oldest wrong try the lock is over: the fifth code (still within its 10 minutes) verifies.
      await sql(`update claim_failure set occurred_on = occurred_on - interval '1 day' where payout_instruction_id = ?`, [claim.id]);
      await verifyCode(claim.auth, code).expect(204);
    }, 60_000);

    it('sends at most 10 codes a day per instruction, across sessions: the next answers 429 CLAIM_CODE_LOCKED, the last code still verifies', async () => {
      const claim = await openClaim({ otpThreshold: 20 });
      const second = { ...claim, auth: session((await openSession(claim.link).expect(201)).body.sessionToken) };
      let code = '';
      for (let sent = 0; sent < 10; sent++) {
        if (sent > 0) await pastTheMinute(claim);
        code = await sendCode(sent % 2 === 0 ? claim : second, sent);
      }
      await pastTheMinute(claim);
      const refused = await t.http.post('/beneficiary/claim/:send-otp').set(claim.auth);
      expectProblem(refused, 429, 'CLAIM_CODE_LOCKED');
      expect(retryAfterOf(refused, 86_400)).toBeGreaterThan(86_400 - 900);
      expect(refused.body.detail).toMatch(/^Too many codes were sent for this payout: ask again in \d+ hour\(s\)\.$/);
      expectProblem(await t.http.post('/beneficiary/claim/:send-otp').set(second.auth), 429, 'CLAIM_CODE_LOCKED');
      expect(sink.to(claim.email).filter((e) => />\s*\d{6}\s*</.test(e.html) && !e.html.includes('/claim/'))).toHaveLength(10);
      const locked = (await activity(claim.c, claim.id)).filter((e) => e.kind === 'ClaimCodeLocked');
      expect(locked).toEqual([expect.objectContaining({ actor: expect.objectContaining({ type: 'Beneficiary' }), details: expect.objectContaining({ reason: 'CodesSent' }) })]);
      // The tenth code went to the second session: it can still be entered.
      await verifyCode(second.auth, code).expect(204);
    }, 60_000);

    it('a code older than 10 minutes answers 400 INVALID_OTP with attemptsRemaining 0', async () => {
      const claim = await openClaim({ otpThreshold: 20 });
      const code = await sendCode(claim);
      await sql(`update claim_otp set expires_on = now() - interval '1 second' where payout_instruction_id = ?`, [claim.id]);
      expectProblem(await t.http.post('/beneficiary/claim/:verify-otp').set(claim.auth).send({ code }), 400, 'INVALID_OTP', { attemptsRemaining: 0 });
      expect((await t.http.get('/beneficiary/claim').set(claim.auth).expect(200)).body.requirements.otp).toBe('Required');
    }, SLOW);
  });

  describe('steps', () => {
    it('before the password every step but :verify-password answers 403 CLAIM_STEP_REQUIRED step "password", then "otp" until the code; GET /beneficiary/claim says which', async () => {
      const claim = await openClaim({ password: 'open sesame', otpThreshold: 20 });
      const gated = (auth: Headers) => [
        () => t.http.post('/beneficiary/claim/:send-otp').set(auth),
        () => t.http.post('/beneficiary/claim/:verify-otp').set(auth).send({ code: '123456' }),
        () => t.http.get('/beneficiary/claim/payout-methods').set(auth),
        () => select(auth, METHODS.amazonGiftCard),
        () => requestPayout(auth, { email: 'ada@example.com' }),
        () => t.http.get('/beneficiary/claim/payout').set(auth),
      ];
      expect(claim.claim).toMatchObject({ requirements: { password: 'Required', otp: 'Required' }, payout: null });
      for (const refused of gated(claim.auth)) {
        expectProblem(await refused(), 403, 'CLAIM_STEP_REQUIRED', { step: 'password', requirements: { password: 'Required', otp: 'Required' } });
      }

      await t.http.post('/beneficiary/claim/:verify-password').set(claim.auth).send({ password: 'open sesame' }).expect(204);
      expect((await t.http.get('/beneficiary/claim').set(claim.auth).expect(200)).body.requirements).toEqual({ password: 'Satisfied', otp: 'Required' });
      const [, , ...needingCode] = gated(claim.auth);
      for (const refused of needingCode) {
        expectProblem(await refused(), 403, 'CLAIM_STEP_REQUIRED', { step: 'otp', requirements: { password: 'Satisfied', otp: 'Required' } });
      }
      expect((await instructionOf(claim.c, claim.id)).status).toBe('Initiated');

      // The password is per session: a new session starts over.
      const fresh = session((await openSession(claim.link).expect(201)).body.sessionToken);
      expectProblem(await t.http.get('/beneficiary/claim/payout-methods').set(fresh), 403, 'CLAIM_STEP_REQUIRED', { step: 'password' });
    }, SLOW);
  });

  describe('sessions and tokens', () => {
    it('a session voided by a PATCH of the instruction’s email answers 401 CLAIM_SESSION_INVALID; the old link 404, the new one opens', async () => {
      const claim = await openClaim();
      const newEmail = `moved.${claim.email}`;
      const patched = await t.http.patch(`${V2}/payout-instructions/${claim.id}`).set(claim.c.auth).send({ email: newEmail }).expect(200);
      expect(patched.body.status).toBe('Restored');
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.auth), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await select(claim.auth, METHODS.amazonGiftCard), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await openSession(claim.link), 404, 'CLAIM_LINK_INVALID');

      // Restored: the new link works once the instruction is sent again.
      await t.http.post(`${V2}/payout-instructions/${claim.id}/:reinitiate`).set(claim.c.auth).send({ channel: 'Email' }).expect(200);
      const link = claimTokenIn(await emailTo(sink, newEmail, (e) => e.html.includes('/claim/')));
      expect(link).not.toBe(claim.link);
      expect((await openSession(link).expect(201)).body.claim).toMatchObject({ payoutInstructionId: claim.id, status: 'Initiated' });
    }, SLOW);

    it('a reinitiation voids the sessions and link of the old one', async () => {
      const claim = await openClaim();
      await t.http.post(`${V2}/payout-instructions/${claim.id}/:reinitiate`).set(claim.c.auth).send({ channel: 'Email' }).expect(200);
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.auth), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await openSession(claim.link), 404, 'CLAIM_LINK_INVALID');
      const link = claimTokenIn(await emailTo(sink, claim.email, (e) => isInvitation(e) && claimTokenIn(e) !== claim.link));
      await openSession(link).expect(201);
    }, SLOW);

    it('an expired (60 minutes), unknown or missing session answers 401 CLAIM_SESSION_INVALID', async () => {
      const claim = await openClaim();
      await t.http.get('/beneficiary/claim').set(claim.auth).expect(200);
      await sql(`update claim_session set expires_on = now() - interval '1 second' where payout_instruction_id = ?`, [claim.id]);
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.auth), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await t.http.get('/beneficiary/claim').set(session('bm90LWEtc2Vzc2lvbg')), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await t.http.get('/beneficiary/claim'), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await t.http.post('/beneficiary/claim/:verify-password').set(claim.auth).send({ password: 'x' }), 401, 'CLAIM_SESSION_INVALID');
    }, SLOW);

    it('an organization token opens no beneficiary route (401)', async () => {
      const claim = await openClaim();
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.c.auth), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await t.http.get('/beneficiary/claim/payout-methods').set(claim.c.auth), 401, 'CLAIM_SESSION_INVALID');
      expectProblem(await select(claim.c.auth, METHODS.amazonGiftCard), 401, 'CLAIM_SESSION_INVALID');
    }, SLOW);

    it('a session token opens no organization route (401)', async () => {
      const claim = await openClaim();
      expectProblem(await t.http.get(`${V2}/payout-instructions`).set(claim.auth), 401, 'UNAUTHENTICATED');
      expectProblem(await t.http.get(`${V2}/payout-instructions/${claim.id}/payout`).set(claim.auth), 401, 'UNAUTHENTICATED');
      expectProblem(await t.http.get(`${V3}/payout-instructions/${claim.id}`).set(claim.auth), 401, 'UNAUTHENTICATED');
    }, SLOW);
  });

  describe('methods, details and the payout request', () => {
    it('the methods offered leave out a disabled one and one whose limits do not cover the amount; selecting either answers 400 PAYOUT_METHOD_NOT_OFFERED', async () => {
      const claim = await openClaim({ amount: 600, methods: [METHODS.amazonGiftCard, STARBUCKS, METHODS.visaPrepaid, METHODS.paypal] });
      await t.http
        .patch(`${V2}/campaigns/${claim.c.campaignId}`)
        .set(claim.c.auth)
        .send({
          payoutMethods: [
            { payoutMethodId: METHODS.amazonGiftCard },
            { payoutMethodId: STARBUCKS },
            { payoutMethodId: METHODS.visaPrepaid },
            { payoutMethodId: METHODS.paypal, isDisabled: true, disableReason: 'PayPal payouts are paused this week' },
          ],
        })
        .expect(200);

      const offered = await t.http.get('/beneficiary/claim/payout-methods').set(claim.auth).expect(200);
      expect(offered.body.data.map((m: { id: string }) => m.id)).toEqual([METHODS.amazonGiftCard, METHODS.visaPrepaid]);

      for (const methodId of [STARBUCKS, METHODS.paypal, METHODS.venmo]) {
        const refused = await select(claim.auth, methodId);
        expectProblem(refused, 400, 'PAYOUT_METHOD_NOT_OFFERED');
        expect(Object.keys(refused.body.errors)).toEqual(['payoutMethodId']);
      }
      const claimNow = (await t.http.get('/beneficiary/claim').set(claim.auth).expect(200)).body;
      expect(claimNow).toMatchObject({ status: 'Initiated', payoutMethodId: null });
      await select(claim.auth, METHODS.amazonGiftCard).expect(200);
    }, SLOW);

    it('requesting a payout before selecting a method answers 409 INVALID_PAYOUT_INSTRUCTION_STATE', async () => {
      const claim = await openClaim();
      expectProblem(await requestPayout(claim.auth, { email: 'ada@example.com' }), 409, 'INVALID_PAYOUT_INSTRUCTION_STATE', { currentStatus: 'Initiated' });
      expectProblem(await t.http.get('/beneficiary/claim/payout').set(claim.auth), 404, 'NOT_FOUND');
      expect((await sql('select id from payout where payout_instruction_id = ?', [claim.id])).length).toBe(0);
    }, SLOW);

    const today = new Date();
    const tenYearsAgo = `${today.getUTCFullYear() - 10}-06-15`;
    it.each([
      [
        'Prepaid Mastercard: a missing name, an unknown state, a 4-digit ZIP, a child’s date of birth and a detail it does not take',
        METHODS.prepaidMastercard,
        { mailingAddress: { line1: '1 Main St', city: 'Springfield', state: 'ZZ', postalCode: '1234' }, dateOfBirth: tenYearsAgo, email: 'ada@example.com' },
        ['details.dateOfBirth', 'details.email', 'details.fullName', 'details.mailingAddress.postalCode', 'details.mailingAddress.state'],
      ],
      ['Venmo: a phone number outside the US', METHODS.venmo, { phoneNumber: '+442071838750' }, ['details.phoneNumber']],
      ['Venmo: a US number not in E.164', METHODS.venmo, { phoneNumber: '(202) 555-0143' }, ['details.phoneNumber']],
      ['PayPal: an email that is not one', METHODS.paypal, { email: 'ada at example.com' }, ['details.email']],
      ['Prepaid Mastercard: no mailing address and a date of birth that does not exist', METHODS.prepaidMastercard, { fullName: 'Ada Lovelace', dateOfBirth: '1990-02-30' }, ['details.dateOfBirth', 'details.mailingAddress']],
    ])('details are checked against the method: %s → 400 naming each field', async (_name, methodId, details, fields) => {
      const claim = await openClaim({ methods: [METHODS.prepaidMastercard, METHODS.venmo, METHODS.paypal] });
      await select(claim.auth, methodId).expect(200);
      const refused = await requestPayout(claim.auth, details);
      expectProblem(refused, 400, 'VALIDATION_FAILED');
      expect(Object.keys(refused.body.errors).sort()).toEqual(fields);
      expect((await t.http.get('/beneficiary/claim').set(claim.auth).expect(200)).body).toMatchObject({ status: 'PayoutMethodSelected', payoutMethodId: methodId, payout: null });
      expect((await sql('select id from payout where payout_instruction_id = ?', [claim.id])).length).toBe(0);
    }, SLOW);

    it('two payout requests at once in one session: exactly one 201 and one 409, one payout, the ledger holds', async () => {
      const claim = await openClaim({ methods: [METHODS.amazonGiftCard] });
      await select(claim.auth, METHODS.amazonGiftCard).expect(200);
      const answers = await Promise.all([requestPayout(claim.auth, { email: 'ada.a@example.com' }), requestPayout(claim.auth, { email: 'ada.b@example.com' })]);
      expect(answers.map((a) => a.status).sort()).toEqual([201, 409]);
      const conflict = answers.find((a) => a.status === 409)!;
      expect(['INVALID_PAYOUT_INSTRUCTION_STATE', 'PAYOUT_ALREADY_REQUESTED']).toContain(conflict.body.code);
      expect(await sql('select id from payout where payout_instruction_id = ?', [claim.id])).toHaveLength(1);

      await eventually(async () => (await t.http.get('/beneficiary/claim/payout').set(claim.auth).expect(200)).body.status, (s) => s === 'Completed');
      expect(await balancesOf(t, claim.c)).toMatchObject({ unallocated: 975, allocated: 0, paidOut: 25, received: 1000 });
      expect(await ledgerViolations(claim.c)).toEqual([]);
      expect((await activity(claim.c, claim.id)).filter((e) => e.kind === 'PayoutRequested')).toHaveLength(1);
    }, SLOW);
  });

  describe('the organization side', () => {
    it('GET …/payout answers 404 before a payout exists, then the payout with its card masked, under v2 and v3', async () => {
      const claim = await openClaim({ methods: [METHODS.amazonGiftCard] });
      for (const prefix of [V2, V3]) expectProblem(await t.http.get(`${prefix}/payout-instructions/${claim.id}/payout`).set(claim.c.auth), 404, 'NOT_FOUND');

      await select(claim.auth, METHODS.amazonGiftCard).expect(200);
      await requestPayout(claim.auth, { email: 'ada.cards@example.com' }).expect(201);
      const own = await eventually(async () => (await t.http.get('/beneficiary/claim/payout').set(claim.auth).expect(200)).body, (p) => p.status === 'Completed');
      expect(own.card).toEqual({ code: expect.stringMatching(/\S{8,}/), pin: expect.any(String), redemptionUrl: expect.stringMatching(/^https:\/\//) });

      for (const prefix of [V2, V3]) {
        const read = (await t.http.get(`${prefix}/payout-instructions/${claim.id}/payout`).set(claim.c.auth).expect(200)).body;
        expect(read).toMatchObject({ id: own.id, status: 'Completed', amount: 25, details: { email: 'ada.cards@example.com' } });
        expect(read.card.code).toBe('*'.repeat(own.card.code.length - 4) + own.card.code.slice(-4));
        expect(read.card.code).not.toBe(own.card.code);
        expect(read.card.redemptionUrl).toBeNull();
      }
      // Another organization cannot read it.
      const stranger = await claimCampaign(t, { dollars: 0 });
      expectProblem(await t.http.get(`${V2}/payout-instructions/${claim.id}/payout`).set(stranger.auth), 404, 'NOT_FOUND');
    }, SLOW);

    it('the simulations answer 409 NO_PAYOUT_TO_SIMULATE when no payout was requested', async () => {
      const claim = await openClaim();
      for (const simulation of [':complete-payout', ':fail-payout']) {
        const refused = await t.http.post(`${V3}/simulate/payout-instructions/${claim.id}/${simulation}`).set(claim.c.auth).send(simulation === ':fail-payout' ? { reason: 'Account closed' } : {});
        expectProblem(refused, 409, 'NO_PAYOUT_TO_SIMULATE', { payoutStatus: null });
      }
      expect((await instructionOf(claim.c, claim.id)).status).toBe('Initiated');
    }, SLOW);

    it(':fail-payout → payout Failed, instruction Restored with funds allocated, FailureReinitiateEmail with a new link that opens a session; the old link 404', async () => {
      const claim = await unclaimedWalletPayout();
      await t.http.post(`${V3}/simulate/payout-instructions/${claim.id}/:fail-payout`).set(claim.c.auth).send({ reason: 'Account closed' }).expect(202);

      const payout = (await t.http.get(`${V3}/payout-instructions/${claim.id}/payout`).set(claim.c.auth).expect(200)).body;
      expect(payout).toMatchObject({ id: claim.payoutId, status: 'Failed', failureReason: 'Account closed', completedOn: null });
      expect(await instructionOf(claim.c, claim.id)).toMatchObject({ status: 'Restored', payoutMethodId: null });
      expect(await balancesOf(t, claim.c)).toMatchObject({ unallocated: 975, allocated: 25, paidOut: 0, received: 1000 });
      expect(await ledgerViolations(claim.c)).toEqual([]);

      const reinitiation = await emailTo(sink, claim.email, isNewLink);
      const link = claimTokenIn(reinitiation);
      expect(link).not.toBe(claim.link);
      expectProblem(await openSession(claim.link), 404, 'CLAIM_LINK_INVALID');
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.auth), 401, 'CLAIM_SESSION_INVALID');
      const reopened = await openSession(link).expect(201);
      expect(reopened.body.claim).toMatchObject({ payoutInstructionId: claim.id, status: 'Restored', payoutMethodId: null });

      expect(await activity(claim.c, claim.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'PayoutFailed', details: expect.objectContaining({ from: 'Requested', to: 'Restored', payoutId: claim.payoutId, reason: 'Account closed' }) }),
          expect.objectContaining({ kind: 'NotificationQueued', details: expect.objectContaining({ templateType: 'FailureReinitiateEmail' }) }),
        ]),
      );
      expectProblem(
        await t.http.post(`${V3}/simulate/payout-instructions/${claim.id}/:fail-payout`).set(claim.c.auth).send({ reason: 'Again' }),
        409,
        'NO_PAYOUT_TO_SIMULATE',
        { payoutStatus: 'Failed' },
      );
      // Funds still allocated: the beneficiary can claim again.
      await select(session(reopened.body.sessionToken), METHODS.amazonGiftCard).expect(200);
    }, SLOW);

    it(':fail-payout of an unsubscribed beneficiary sends no email and records NotificationSkipped', async () => {
      const claim = await openClaim({ methods: [METHODS.paypal] });
      const unsubscribe = `/public/unsubscribe/${t.app.get(LinkTokens).sign('unsubscribe', { instructionId: claim.id })}`;
      await t.http.post(unsubscribe).type('form').send({ action: 'unsubscribe' }).expect(200);
      await select(claim.auth, METHODS.paypal).expect(200);
      await requestPayout(claim.auth, { email: 'unclaimed.ada@example.com' }).expect(201);
      await submitted(claim.id);
      const before = sink.to(claim.email).length;

      await t.http.post(`${V3}/simulate/payout-instructions/${claim.id}/:fail-payout`).set(claim.c.auth).send({ reason: 'Account closed' }).expect(202);
      expect(await instructionOf(claim.c, claim.id)).toMatchObject({ status: 'Restored', emailSubscriptionStatus: 'Unsubscribed' });
      // Notifications decide in the worker, from the ClaimReopened event: the skip is the sign they have.
      const entries = await eventually(() => activity(claim.c, claim.id), (list) => list.some((e) => e.kind === 'NotificationSkipped'), 30_000);
      expect(entries).toEqual(expect.arrayContaining([expect.objectContaining({ kind: 'NotificationSkipped', details: expect.objectContaining({ templateType: 'FailureReinitiateEmail', reason: 'Unsubscribed' }) })]));
      expect(entries.filter((e) => e.kind === 'NotificationQueued' && e.details.templateType === 'FailureReinitiateEmail')).toEqual([]);
      expect(await sql(`select id from email_delivery where payout_instruction_id = ? and template_type = 'FailureReinitiateEmail'`, [claim.id])).toEqual([]);
      await new Promise((resolve) => setTimeout(resolve, 500));
      expect(sink.to(claim.email)).toHaveLength(before);
      expect(await balancesOf(t, claim.c)).toMatchObject({ allocated: 25, paidOut: 0 });
    }, SLOW);

    it(':try-restore of an unaccepted wallet payout cancels it at its provider: payout Cancelled, instruction Restored, funds allocated, a new link emailed', async () => {
      const claim = await unclaimedWalletPayout();
      const restored = await t.http.post(`${V2}/payout-instructions/${claim.id}/:try-restore`).set(claim.c.auth).expect(200);
      expect(restored.body).toMatchObject({ id: claim.id, status: 'Restored' });

      expect((await t.http.get(`${V2}/payout-instructions/${claim.id}/payout`).set(claim.c.auth).expect(200)).body).toMatchObject({ id: claim.payoutId, status: 'Cancelled' });
      // The provider's own books: the transfer it held is cancelled.
      expect(await sql('select status, cancelled_on is not null as cancelled, request_count from sandbox_provider_payout where idempotency_key = ?', [`payout-${claim.payoutId}`])).toEqual([
        { status: 'Failed', cancelled: true, request_count: 1 },
      ]);
      expect(await balancesOf(t, claim.c)).toMatchObject({ unallocated: 975, allocated: 25, paidOut: 0 });
      expect(await ledgerViolations(claim.c)).toEqual([]);

      const link = claimTokenIn(await emailTo(sink, claim.email, isNewLink));
      expect(link).not.toBe(claim.link);
      expectProblem(await openSession(claim.link), 404, 'CLAIM_LINK_INVALID');
      expectProblem(await t.http.get('/beneficiary/claim').set(claim.auth), 401, 'CLAIM_SESSION_INVALID');
      expect((await openSession(link).expect(201)).body.claim).toMatchObject({ status: 'Restored' });
      expect(await activity(claim.c, claim.id)).toEqual(
        expect.arrayContaining([
          expect.objectContaining({ kind: 'PayoutProcessing', details: { payoutId: claim.payoutId }, actor: { type: 'System', id: null } }),
          expect.objectContaining({ kind: 'PayoutInstructionRestored', details: expect.objectContaining({ from: 'Requested', to: 'Restored', payoutId: claim.payoutId }) }),
          expect.objectContaining({ kind: 'NotificationQueued', details: expect.objectContaining({ templateType: 'FailureReinitiateEmail' }) }),
        ]),
      );
    }, SLOW);

    it(':complete-payout of the unaccepted wallet payout → Completed, Fulfilled, paid out; then :try-restore 409 and the simulations 409 NO_PAYOUT_TO_SIMULATE', async () => {
      const claim = await unclaimedWalletPayout();
      await t.http.post(`${V3}/simulate/payout-instructions/${claim.id}/:complete-payout`).set(claim.c.auth).expect(202);

      expect((await t.http.get(`${V3}/payout-instructions/${claim.id}/payout`).set(claim.c.auth).expect(200)).body).toMatchObject({
        id: claim.payoutId,
        status: 'Completed',
        completedOn: expect.any(String),
        card: null,
      });
      expect((await instructionOf(claim.c, claim.id)).status).toBe('Fulfilled');
      expect(await balancesOf(t, claim.c)).toMatchObject({ unallocated: 975, allocated: 0, paidOut: 25, received: 1000 });
      expect(await ledgerViolations(claim.c)).toEqual([]);

      expectProblem(await t.http.post(`${V2}/payout-instructions/${claim.id}/:try-restore`).set(claim.c.auth), 409, 'INVALID_PAYOUT_INSTRUCTION_STATE', { currentStatus: 'Fulfilled' });
      expectProblem(await t.http.post(`${V3}/simulate/payout-instructions/${claim.id}/:complete-payout`).set(claim.c.auth), 409, 'NO_PAYOUT_TO_SIMULATE', { payoutStatus: 'Completed' });
      expectProblem(
        await t.http.post(`${V3}/simulate/payout-instructions/${claim.id}/:fail-payout`).set(claim.c.auth).send({ reason: 'Too late' }),
        409,
        'NO_PAYOUT_TO_SIMULATE',
        { payoutStatus: 'Completed' },
      );
      expect(await balancesOf(t, claim.c)).toMatchObject({ allocated: 0, paidOut: 25 });
    }, SLOW);
  });
});

function pick(object: Record<string, unknown>, keys: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(keys.map((key) => [key, object[key]]));
}
