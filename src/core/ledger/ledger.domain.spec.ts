import assert from 'node:assert/strict';
import fc from 'fast-check';
import {
  type AccountKind,
  type AccountMeta,
  allowsNegative,
  applyPostings,
  BANK_ACCOUNT_KINDS,
  CAMPAIGN_ACCOUNT_KINDS,
  CAMPAIGN_FUNDING_KINDS,
  checkFlow,
  checkInvariants,
  decideTransaction,
  FLOWS,
  type LedgerState,
  mergePostings,
  type Posting,
  TRANSACTION_KINDS,
  type TransactionKind,
  transfer,
  validatePostings,
} from './ledger.domain';

// A small world: two bank accounts and three campaigns, each with its accounts; ids read "<owner>:<kind>".
const BANKS = ['bank-1', 'bank-2'];
const CAMPAIGNS = ['campaign-1', 'campaign-2', 'campaign-3'];
const account = (ownerId: string, kind: AccountKind): AccountMeta => ({ id: `${ownerId}:${kind}`, kind, ownerId, allowNegative: allowsNegative(kind) });
const ALL_ACCOUNTS = [
  ...BANKS.flatMap((bank) => BANK_ACCOUNT_KINDS.map((kind) => account(bank, kind))),
  ...CAMPAIGNS.flatMap((campaign) => CAMPAIGN_ACCOUNT_KINDS.map((kind) => account(campaign, kind))),
];
const ACCOUNTS = new Map(ALL_ACCOUNTS.map((meta) => [meta.id, meta]));
const ofKind = (kind: AccountKind) => ALL_ACCOUNTS.filter((meta) => meta.kind === kind);
const id = (ownerId: string, kind: AccountKind) => account(ownerId, kind).id;

interface World {
  balances: Map<string, number>;
  transactions: { id: string; kind: TransactionKind; postings: Posting[] }[];
}
const emptyWorld = (): World => ({ balances: new Map(ALL_ACCOUNTS.map((meta) => [meta.id, 0])), transactions: [] });
const stateOf = (world: World): LedgerState => ({
  accounts: ALL_ACCOUNTS.map((meta) => ({ ...meta, balanceCents: world.balances.get(meta.id)! })),
  transactions: world.transactions,
});
/** Applies a transaction the way LedgerService.post decides it; returns the decision. */
function step(world: World, kind: TransactionKind, postings: Posting[]) {
  const decision = decideTransaction(kind, postings, ACCOUNTS, world.balances);
  if (decision.ok) {
    world.balances = decision.balances;
    world.transactions.push({ id: `tx-${world.transactions.length + 1}`, kind, postings });
  }
  return decision;
}

describe('validatePostings', () => {
  const [a, b, c] = ['a', 'b', 'c'];

  it('accepts a balanced set of distinct accounts with non-zero integer amounts', () => {
    expect(validatePostings([...transfer(a, b, 100)])).toEqual([]);
    expect(validatePostings([{ accountId: a, amountCents: -300 }, { accountId: b, amountCents: 100 }, { accountId: c, amountCents: 200 }])).toEqual([]);
  });

  it('needs at least two postings', () => {
    expect(validatePostings([])).toEqual(['a transaction needs at least two postings']);
    expect(validatePostings([{ accountId: a, amountCents: 100 }])).toEqual(['a transaction needs at least two postings']);
  });

  it.each([
    ['zero', 0],
    ['a fraction of a cent', 12.5],
    ['beyond the safe integer range', 2 ** 53],
    ['not a number', Number.NaN],
    ['infinite', Number.POSITIVE_INFINITY],
  ])('refuses an amount that is %s', (_label, amount) => {
    expect(validatePostings([{ accountId: a, amountCents: amount }, { accountId: b, amountCents: -amount }])).toEqual([
      expect.stringContaining('non-zero integer number of cents'),
      expect.stringContaining('non-zero integer number of cents'),
    ]);
  });

  it('refuses postings that do not sum to zero, exactly even at the edge of the safe range', () => {
    expect(validatePostings([{ accountId: a, amountCents: -100 }, { accountId: b, amountCents: 99 }])).toEqual(['postings sum to -1, not zero']);
    const max = Number.MAX_SAFE_INTEGER;
    // As floats, max + max - max - (max - 1) rounds to 0; the exact sum is 1.
    expect(
      validatePostings([
        { accountId: a, amountCents: max },
        { accountId: b, amountCents: max },
        { accountId: c, amountCents: -max },
        { accountId: 'd', amountCents: -(max - 1) },
      ]),
    ).toEqual(['postings sum to 1, not zero']);
  });

  it('refuses the same account twice', () => {
    expect(validatePostings([{ accountId: a, amountCents: -100 }, { accountId: a, amountCents: 100 }])).toEqual([`account ${a} appears twice`]);
  });
});

describe('checkFlow', () => {
  it('accepts postings that take from the flow’s source kind and give to its target kind', () => {
    expect(checkFlow('Allocation', transfer(id('campaign-1', 'CampaignUnallocated'), id('campaign-1', 'CampaignAllocated'), 5), ACCOUNTS)).toBeNull();
    expect(checkFlow('FundingAttributed', transfer(id('bank-1', 'BankAccountUnattributed'), id('campaign-2', 'CampaignUnallocated'), 5), ACCOUNTS)).toBeNull();
  });

  it('refuses the wrong direction or the wrong kind of account', () => {
    expect(checkFlow('Allocation', transfer(id('campaign-1', 'CampaignAllocated'), id('campaign-1', 'CampaignUnallocated'), 5), ACCOUNTS)).toBe(
      'Allocation cannot take from a CampaignAllocated account',
    );
    expect(checkFlow('Payout', transfer(id('campaign-1', 'CampaignAllocated'), id('campaign-1', 'CampaignReturned'), 5), ACCOUNTS)).toBe(
      'Payout cannot give to a CampaignReturned account',
    );
  });

  it('keeps a campaign-internal flow inside one campaign', () => {
    expect(checkFlow('Allocation', transfer(id('campaign-1', 'CampaignUnallocated'), id('campaign-2', 'CampaignAllocated'), 5), ACCOUNTS)).toBe(
      'Allocation must stay within one owner',
    );
  });

  it('refuses an unknown account', () => {
    expect(checkFlow('Refund', transfer('nope', id('campaign-1', 'CampaignReturned'), 5), ACCOUNTS)).toBe('unknown account nope');
  });
});

describe('applyPostings', () => {
  const unallocated = id('campaign-1', 'CampaignUnallocated');
  const allocated = id('campaign-1', 'CampaignAllocated');
  const external = id('bank-1', 'ExternalFunding');

  it('moves money and leaves its input untouched', () => {
    const balances = new Map([[unallocated, 100]]);
    const result = applyPostings(balances, transfer(unallocated, allocated, 60), ACCOUNTS);
    expect(result).toEqual({ ok: true, balances: new Map([[unallocated, 40], [allocated, 60]]) });
    expect(balances).toEqual(new Map([[unallocated, 100]]));
  });

  it('refuses to take an account below zero, down to the last cent', () => {
    const balances = new Map([[unallocated, 100]]);
    expect(applyPostings(balances, transfer(unallocated, allocated, 100), ACCOUNTS).ok).toBe(true);
    expect(applyPostings(balances, transfer(unallocated, allocated, 101), ACCOUNTS)).toEqual({ ok: false, accountId: unallocated, reason: 'insufficient-funds' });
  });

  it('lets the outside world go negative', () => {
    const result = applyPostings(new Map(), transfer(external, id('bank-1', 'BankAccountUnattributed'), 500), ACCOUNTS);
    expect(result.ok && result.balances.get(external)).toBe(-500);
  });

  it('refuses unknown accounts and balances beyond the safe integer range', () => {
    expect(applyPostings(new Map(), transfer(external, 'nope', 1), ACCOUNTS)).toEqual({ ok: false, accountId: 'nope', reason: 'unknown-account' });
    const full = new Map([[allocated, Number.MAX_SAFE_INTEGER]]);
    expect(applyPostings(full, transfer(external, allocated, 1), ACCOUNTS)).toEqual({ ok: false, accountId: allocated, reason: 'overflow' });
  });
});

describe('mergePostings', () => {
  it('sums per account and drops accounts that net to zero', () => {
    const merged = mergePostings([...transfer('u', 'a', 100), ...transfer('u', 'a', 250), ...transfer('x', 'y', 5), ...transfer('y', 'x', 5)]);
    expect(merged).toEqual([
      { accountId: 'u', amountCents: -350 },
      { accountId: 'a', amountCents: 350 },
    ]);
  });
});

describe('checkInvariants', () => {
  /** A sound ledger: funded, attributed to campaign-1, partly allocated and paid out. */
  function soundWorld(): World {
    const world = emptyWorld();
    for (const [kind, from, to, cents] of [
      ['FundingReceived', id('bank-1', 'ExternalFunding'), id('bank-1', 'BankAccountUnattributed'), 1000],
      ['FundingAttributed', id('bank-1', 'BankAccountUnattributed'), id('campaign-1', 'CampaignUnallocated'), 800],
      ['Allocation', id('campaign-1', 'CampaignUnallocated'), id('campaign-1', 'CampaignAllocated'), 500],
      ['Payout', id('campaign-1', 'CampaignAllocated'), id('campaign-1', 'CampaignPaidOut'), 200],
    ] as const) {
      expect(step(world, kind, transfer(from, to, cents)).ok).toBe(true);
    }
    return world;
  }

  it('finds nothing wrong in a sound ledger', () => {
    expect(checkInvariants(stateOf(soundWorld()))).toEqual([]);
  });

  it('reports a transaction that does not sum to zero, or has a single posting', () => {
    const world = soundWorld();
    world.transactions.push({ id: 'bad', kind: 'Refund', postings: [{ accountId: id('campaign-2', 'CampaignReturned'), amountCents: 0 }] });
    expect(checkInvariants(stateOf(world))).toEqual([{ type: 'unbalanced-transaction', transactionId: 'bad', sumCents: 0, postingCount: 1 }]);
    world.transactions.pop();
    world.transactions.push({
      id: 'bad',
      kind: 'Refund',
      postings: [
        { accountId: id('campaign-2', 'CampaignReturned'), amountCents: 0 },
        { accountId: id('campaign-2', 'CampaignUnallocated'), amountCents: 7 },
      ],
    });
    expect(checkInvariants(stateOf(world))).toContainEqual({ type: 'unbalanced-transaction', transactionId: 'bad', sumCents: 7, postingCount: 2 });
  });

  it('reports a cached balance that differs from its postings', () => {
    const world = soundWorld();
    world.balances.set(id('campaign-1', 'CampaignPaidOut'), 201);
    expect(checkInvariants(stateOf(world))).toContainEqual({
      type: 'cached-balance-mismatch',
      accountId: id('campaign-1', 'CampaignPaidOut'),
      cachedCents: 201,
      postedCents: 200,
    });
  });

  it('reports a negative balance on an account that must not go negative, but not on the outside world', () => {
    const world = soundWorld();
    const overdraft = { id: 'over', kind: 'Refund' as const, postings: transfer(id('campaign-1', 'CampaignUnallocated'), id('campaign-1', 'CampaignReturned'), 400) };
    world.transactions.push(overdraft);
    world.balances.set(id('campaign-1', 'CampaignUnallocated'), -100);
    world.balances.set(id('campaign-1', 'CampaignReturned'), 400);
    expect(checkInvariants(stateOf(world))).toEqual([
      { type: 'negative-balance', accountId: id('campaign-1', 'CampaignUnallocated'), kind: 'CampaignUnallocated', balanceCents: -100 },
    ]);
  });

  it('reports a campaign whose money moved out other than by un-attribution', () => {
    const world = soundWorld();
    // Balanced and correctly cached, but an Allocation that crosses from campaign-1 into campaign-2.
    const crossing = transfer(id('campaign-1', 'CampaignUnallocated'), id('campaign-2', 'CampaignAllocated'), 50);
    world.transactions.push({ id: 'cross', kind: 'Allocation', postings: crossing });
    world.balances.set(id('campaign-1', 'CampaignUnallocated'), 250);
    world.balances.set(id('campaign-2', 'CampaignAllocated'), 50);
    expect(checkInvariants(stateOf(world))).toEqual([
      { type: 'campaign-equation', campaignId: 'campaign-1', receivedCents: 800, heldCents: 750 },
      { type: 'campaign-equation', campaignId: 'campaign-2', receivedCents: 0, heldCents: 50 },
    ]);
  });
});

describe('random sequences of transfers (property)', () => {
  // A command is a flow between accounts of the right kinds (possibly of different owners, possibly more than
  // the source holds), a transfer between any two accounts under any kind, or a malformed posting set.
  const amount = fc.oneof(fc.integer({ min: 1, max: 1_000 }), fc.integer({ min: 1, max: 100_000 }));
  // Flows mostly stay with the source's owner and often move a share of what the source holds (over 100%: an
  // overdraft), so that long chains (funding → attribution → allocation → payout → reversal) happen.
  const flowCommand = fc.record({
    type: fc.constant('flow' as const),
    kind: fc.constantFrom(...TRANSACTION_KINDS),
    from: fc.nat(),
    to: fc.nat(),
    sameOwner: fc.boolean(),
    amount,
    percentOfSource: fc.option(fc.integer({ min: 1, max: 130 })),
  });
  const anyCommand = fc.record({
    type: fc.constant('any' as const),
    kind: fc.constantFrom(...TRANSACTION_KINDS),
    from: fc.nat({ max: ALL_ACCOUNTS.length - 1 }),
    to: fc.nat({ max: ALL_ACCOUNTS.length - 1 }),
    amount,
  });
  const malformedCommand = fc.record({
    type: fc.constant('malformed' as const),
    kind: fc.constantFrom(...TRANSACTION_KINDS),
    postings: fc.array(
      fc.record({
        accountId: fc.constantFrom(...ALL_ACCOUNTS.map((meta) => meta.id)),
        amountCents: fc.oneof(fc.integer({ min: -1_000, max: 1_000 }), fc.constantFrom(0, 0.5, Number.NaN)),
      }),
      { maxLength: 4 },
    ),
  });
  const command = fc.oneof({ arbitrary: flowCommand, weight: 8 }, { arbitrary: anyCommand, weight: 1 }, { arbitrary: malformedCommand, weight: 1 });

  it('keeps every invariant: refusals change nothing, acceptances balance and never overdraw', () => {
    const seen = { accepted: new Set<TransactionKind>(), insufficient: 0, invalid: 0, steps: 0 };
    fc.assert(
      // size 'max': without it fast-check keeps arrays short (about ten commands), too short to reach payouts.
      fc.property(fc.array(command, { minLength: 1, maxLength: 60, size: 'max' }), (commands) => {
        const world = emptyWorld();
        const received = new Map<string, number>(); // an independent tally of what each campaign received
        for (const cmd of commands) {
          seen.steps++;
          let postings: Posting[];
          let expectAccepted: boolean | undefined;
          if (cmd.type === 'flow') {
            const sources = ofKind(FLOWS[cmd.kind].from);
            const targets = ofKind(FLOWS[cmd.kind].to);
            const from = sources[cmd.from % sources.length];
            const to = (cmd.sameOwner && targets.find((target) => target.ownerId === from.ownerId)) || targets[cmd.to % targets.length];
            const available = world.balances.get(from.id)!;
            const cents = cmd.percentOfSource && available > 0 ? Math.max(1, Math.floor((available * cmd.percentOfSource) / 100)) : cmd.amount;
            postings = transfer(from.id, to.id, cents);
            // The oracle, written independently of the code under test.
            const sameOwnerOk = !FLOWS[cmd.kind].sameOwner || from.ownerId === to.ownerId;
            expectAccepted = sameOwnerOk && (from.allowNegative || available >= cents);
          } else if (cmd.type === 'any') {
            postings = transfer(ALL_ACCOUNTS[cmd.from].id, ALL_ACCOUNTS[cmd.to].id, cmd.amount);
          } else {
            postings = cmd.postings;
          }

          const before = { balances: new Map(world.balances), count: world.transactions.length };
          const decision = step(world, cmd.kind, postings);
          // node:assert rather than expect(): this loop runs some 60,000 times.
          if (expectAccepted !== undefined) assert.equal(decision.ok, expectAccepted, `${cmd.kind} ${JSON.stringify(postings)}`);

          if (decision.ok) {
            seen.accepted.add(cmd.kind);
            assert.equal(postings.reduce((sum, posting) => sum + posting.amountCents, 0), 0);
            if (CAMPAIGN_FUNDING_KINDS.includes(cmd.kind)) {
              const campaignLeg = postings.find((posting) => ACCOUNTS.get(posting.accountId)!.kind === 'CampaignUnallocated')!;
              const campaignId = ACCOUNTS.get(campaignLeg.accountId)!.ownerId;
              received.set(campaignId, (received.get(campaignId) ?? 0) + campaignLeg.amountCents);
            }
          } else {
            if (decision.reason === 'insufficient-funds') seen.insufficient++;
            else seen.invalid++;
            assert.deepStrictEqual(world.balances, before.balances);
            assert.equal(world.transactions.length, before.count);
          }

          for (const meta of ALL_ACCOUNTS) if (!meta.allowNegative) assert.ok(world.balances.get(meta.id)! >= 0, `${meta.id} went negative`);
          assert.equal([...world.balances.values()].reduce((sum, cents) => sum + cents, 0), 0, 'money was created or destroyed');
          for (const campaign of CAMPAIGNS) {
            const held = CAMPAIGN_ACCOUNT_KINDS.reduce((sum, kind) => sum + world.balances.get(id(campaign, kind))!, 0);
            assert.equal(held, received.get(campaign) ?? 0, `${campaign}: received != unallocated + allocated + paid out + returned`);
          }
          assert.deepStrictEqual(checkInvariants(stateOf(world)), []);
        }
      }),
      // A fixed seed: the checks below are about what the generator reaches, and an unlucky random run can miss the
      // longest chain (a payout reversed) and fail for no fault of the ledger.
      { numRuns: 2_000, seed: 20_261_121 },
    );
    // The generator must reach every flow and both kinds of refusal, or the property proves little.
    expect([...seen.accepted].sort()).toEqual([...TRANSACTION_KINDS].sort());
    expect(seen.insufficient).toBeGreaterThan(100);
    expect(seen.invalid).toBeGreaterThan(100);
    expect(seen.steps).toBeGreaterThan(40_000);
  });
});
