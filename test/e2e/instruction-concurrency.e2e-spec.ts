import { RequestContext } from '@mikro-orm/core';
import { LedgerInvariantChecker } from '../../src/core/ledger';
import { createTestApp, type TestApp } from '../utils/test-app';
import { balancesOf, createInstruction, fundedCampaign, V2 } from '../factories/funded-campaign';

/** A small deterministic generator, so a failing run can be replayed. */
function generator(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2 ** 31;
    return state / 2 ** 31;
  };
}

describe('money under concurrent requests', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('keeps every invariant when 240 initiate, cancel, amount change and reinitiate requests race at one short campaign', async () => {
    const c = await fundedCampaign(t, 1_000);
    const instructions: { id: string }[] = [];
    for (let n = 0; n < 60; n++) instructions.push(await createInstruction(t, c, { amount: 20 + (n % 31) }));
    const random = generator(20261121);
    const requests = Array.from({ length: 240 }, (_, n) => {
      const target = instructions[Math.floor(random() * instructions.length)].id;
      const roll = random();
      if (n < 60) return t.http.post(`${V2}/payout-instructions/${instructions[n].id}/:initiate`).set(c.auth).send({});
      if (roll < 0.3) return t.http.post(`${V2}/payout-instructions/${target}/:cancel`).set(c.auth).send({ cancellationReason: 'Other' });
      if (roll < 0.6) return t.http.patch(`${V2}/payout-instructions/${target}`).set(c.auth).send({ amount: 10 + Math.floor(random() * 80) });
      if (roll < 0.85) return t.http.post(`${V2}/payout-instructions/${target}/:reinitiate`).set(c.auth).send({});
      return t.http.post(`${V2}/payout-instructions/${target}/:initiate`).set(c.auth).send({});
    });
    const responses = await Promise.all(requests.map((r) => r.then((res) => res)));

    const statuses = responses.map((r) => r.status);
    expect(statuses.filter((s) => s >= 500)).toEqual([]);
    expect(statuses.every((s) => [200, 409].includes(s))).toBe(true);
    const conflicts = new Set(responses.filter((r) => r.status === 409).map((r) => r.body.code));
    expect([...conflicts].every((code) => ['INSUFFICIENT_DISTRIBUTION_BALANCE', 'INVALID_PAYOUT_INSTRUCTION_STATE'].includes(code))).toBe(true);
    // The campaign is short: some requests must have been refused for money, and some served.
    expect(conflicts.has('INSUFFICIENT_DISTRIBUTION_BALANCE')).toBe(true);
    expect(statuses.filter((s) => s === 200).length).toBeGreaterThan(60);

    const balances = await balancesOf(t, c);
    for (const value of [balances.unallocated, balances.allocated, balances.paidOut, balances.returned]) expect(value).toBeGreaterThanOrEqual(0);
    expect(balances.received).toBe(1_000);
    expect(Math.round((balances.unallocated + balances.allocated + balances.paidOut + balances.returned) * 100)).toBe(100_000);

    const [{ held }] = await t.orm.em.getConnection().execute(
      `select coalesce(sum(amount_cents), 0) as held from payout_instruction
       where campaign_id = ? and status in ('Initiated', 'Restored', 'PayoutMethodSelected', 'Requested')`,
      [c.campaignId],
    );
    expect(Math.round(balances.allocated * 100)).toBe(Number(held));

    const violations = await RequestContext.create(t.orm.em, () => t.app.get(LedgerInvariantChecker).check(t.orm.em.fork(), c.organizationId));
    expect(violations).toEqual([]);
  }, 30_000); // 300 requests on 2 cores: more than the default 5 s when the machine is busy
});
