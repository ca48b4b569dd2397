import { RequestContext } from '@mikro-orm/postgresql';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { claimCampaign, claimTokenIn, codeIn, emailTo, initiatedInstruction, METHODS, session } from '../factories/beneficiary';
import { balancesOf, V2, V3, type FundedCampaign } from '../factories/funded-campaign';
import type { SmtpSink } from '../utils/smtp-sink';
import { useMailingStack } from '../utils/mailing-stack';
import { eventually, type TestApp } from '../utils/test-app';

/**
 * The whole path a beneficiary takes over HTTP, for each instant category: the claim email from the SMTP sink, a
 * session from its link, the campaign password, the emailed code, the method, the payout, its completion by the
 * workers, and the money moved from allocated to paid out.
 */
describe('a beneficiary claims a payout (beneficiary API, workers, SMTP)', () => {
  let sink: SmtpSink;
  let t: TestApp;
  useMailingStack((stack) => ({ sink, t } = stack));

  const activityKinds = async (c: FundedCampaign, id: string) =>
    (await t.http.get(`${V2}/payout-instructions/${id}/activity?pageSize=100`).set(c.auth).expect(200)).body.data.map((e: { kind: string; actor: { type: string } }) => `${e.actor.type}:${e.kind}`);
  const ledgerViolations = (c: FundedCampaign) => RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));

  it.each([
    ['GiftCard', METHODS.amazonGiftCard, { email: 'ada.cards@example.com' }],
    ['PrepaidCard', METHODS.visaPrepaid, { email: 'ada.prepaid@example.com' }],
    ['DigitalWallet', METHODS.paypal, { email: 'ada.wallet@example.com' }],
  ])('%s: email → session → password → code → method → payout → Completed, balances moved', async (category, methodId, details) => {
    const c = await claimCampaign(t, { password: 'open sesame', otpThreshold: 20, methods: [METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal] });
    const { id, email } = await initiatedInstruction(t, c, { amount: 25 });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 25, paidOut: 0 });

    const invitation = await emailTo(sink, email, (e) => e.html.includes('/claim/'));
    const opened = await t.http.post('/beneficiary/sessions').send({ token: claimTokenIn(invitation) }).expect(201);
    expect(opened.body.claim).toMatchObject({ payoutInstructionId: id, status: 'Initiated', amount: 25, currency: 'USD', firstName: 'Ada', requirements: { password: 'Required', otp: 'Required' }, payout: null });
    expect(opened.body.claim.campaign).toMatchObject({ name: 'Spring study', welcomeHeadline: 'Thank you for taking part', campaignManager: 'Research Office', expiryDate: '2099-12-31' });
    const auth = session(opened.body.sessionToken);

    await t.http.post('/beneficiary/claim/:verify-password').set(auth).send({ password: 'open sesame' }).expect(204);
    await t.http.post('/beneficiary/claim/:send-otp').set(auth).expect(202);
    const otpEmail = await emailTo(sink, email, (e) => /\d{6}/.test(e.html) && !e.html.includes('/claim/'));
    await t.http.post('/beneficiary/claim/:verify-otp').set(auth).send({ code: codeIn(otpEmail) }).expect(204);
    expect((await t.http.get('/beneficiary/claim').set(auth).expect(200)).body.requirements).toEqual({ password: 'Satisfied', otp: 'Satisfied' });

    const offered = await t.http.get('/beneficiary/claim/payout-methods').set(auth).expect(200);
    expect(offered.body.data.map((m: { id: string }) => m.id)).toEqual([METHODS.amazonGiftCard, METHODS.visaPrepaid, METHODS.paypal]);
    const selected = await t.http.post('/beneficiary/claim/payout-method').set(auth).send({ payoutMethodId: methodId }).expect(200);
    expect(selected.body).toMatchObject({ status: 'PayoutMethodSelected', payoutMethodId: methodId });

    const requested = await t.http.post('/beneficiary/claim/payout').set(auth).send({ details }).expect(201);
    expect(requested.body).toMatchObject({ payoutInstructionId: id, payoutMethodId: methodId, category, amount: 25, status: 'Processing', details, card: null, completedOn: null });

    const completed = await eventually(async () => (await t.http.get('/beneficiary/claim/payout').set(auth).expect(200)).body, (p) => p.status === 'Completed');
    expect(completed.completedOn).not.toBeNull();
    if (category === 'DigitalWallet') expect(completed.card).toBeNull();
    else expect(completed.card).toEqual({ code: expect.stringMatching(/\S{8,}/), pin: expect.any(String), redemptionUrl: expect.stringMatching(/^https:\/\//) });

    const instruction = (await t.http.get(`${V2}/payout-instructions/${id}`).set(c.auth).expect(200)).body;
    expect(instruction).toMatchObject({ status: 'Fulfilled', payoutMethodId: methodId });
    expect(await balancesOf(t, c)).toMatchObject({ unallocated: 975, allocated: 0, paidOut: 25, received: 1000 });
    expect(await ledgerViolations(c)).toEqual([]);

    // The organization reads the same payout, its card masked and its link left out.
    const organizationRead = (await t.http.get(`${V3}/payout-instructions/${id}/payout`).set(c.auth).expect(200)).body;
    expect(organizationRead).toMatchObject({ id: completed.id, status: 'Completed', amount: 25 });
    if (completed.card) {
      expect(organizationRead.card.code).toBe('*'.repeat(completed.card.code.length - 4) + completed.card.code.slice(-4));
      expect(organizationRead.card.redemptionUrl).toBeNull();
    }

    const kinds = await activityKinds(c, id);
    expect(kinds).toEqual(
      expect.arrayContaining([
        'Beneficiary:ClaimSessionOpened',
        'Beneficiary:ClaimPasswordVerified',
        'Beneficiary:ClaimCodeSent',
        'Beneficiary:ClaimCodeVerified',
        'Beneficiary:ClaimPayoutMethodSelected',
        'Beneficiary:PayoutRequested',
        'System:PayoutInstructionFulfilled',
      ]),
    );
    if (category !== 'DigitalWallet') {
      const available = await emailTo(sink, email, (e) => e.html.includes('/claim/') && e !== invitation);
      expect(available.subject).toMatch(/available/i);
      expect(kinds).toContain('System:NotificationQueued');
    }
  });
});
