import fc from 'fast-check';
import {
  BANK_BALANCE_KINDS,
  crossesBankBalance,
  FLOWS,
  STATEMENT_OF,
  STATEMENT_STATUS_AFTER,
  STATEMENT_STATUSES,
  statementStatusesBefore,
  statementSumCents,
  TRANSACTION_KINDS,
  type StatementDirection,
} from './ledger.domain';

describe('the statement of a bank account', () => {
  it('has a line for exactly the transaction kinds that move money into or out of a bank account’s balance', () => {
    const crossing = TRANSACTION_KINDS.filter(crossesBankBalance).sort();
    expect(Object.keys(STATEMENT_OF).sort()).toEqual(crossing);
    expect(crossing).toEqual(['FundingReceived', 'Payout', 'PayoutReversed', 'Refund', 'RefundReturned', 'Withdrawal', 'WithdrawalReturned']);
  });

  it('credits what comes into the balance and debits what leaves it', () => {
    for (const kind of TRANSACTION_KINDS.filter(crossesBankBalance)) {
      const into = BANK_BALANCE_KINDS.includes(FLOWS[kind].to);
      expect([kind, STATEMENT_OF[kind]!.direction]).toEqual([kind, into ? 'Credit' : 'Debit']);
    }
  });

  it('returns only what left: a return credits the type of the debit it returns', () => {
    for (const entry of Object.values(STATEMENT_OF)) {
      if (!entry?.returns) continue;
      expect(entry.direction).toBe('Credit');
      expect(Object.values(STATEMENT_OF).some((original) => original?.type === entry.returns && original.direction === 'Debit')).toBe(true);
    }
  });

  it('moves a line forward only: Pending, Submitted, Completed, Returned', () => {
    expect(statementStatusesBefore('Submitted')).toEqual(['Pending']);
    expect(statementStatusesBefore('Completed')).toEqual(['Pending', 'Submitted']);
    expect(statementStatusesBefore('Returned')).toEqual(['Pending', 'Submitted', 'Completed']);
    for (const from of STATEMENT_STATUSES) {
      for (const to of STATEMENT_STATUS_AFTER[from]) expect(STATEMENT_STATUSES.indexOf(to)).toBeGreaterThan(STATEMENT_STATUSES.indexOf(from));
    }
  });

  it('property: the sum of a statement is its credits less its debits, whatever the order of its lines', () => {
    const line = fc.record({ direction: fc.constantFrom<StatementDirection>('Credit', 'Debit'), amountCents: fc.integer({ min: 1, max: 1_000_000_000 }) });
    fc.assert(
      fc.property(fc.array(line), fc.nat(), (lines, seed) => {
        const credits = lines.filter((l) => l.direction === 'Credit').reduce((sum, l) => sum + l.amountCents, 0);
        const debits = lines.filter((l) => l.direction === 'Debit').reduce((sum, l) => sum + l.amountCents, 0);
        const shuffled = [...lines].sort((a, b) => ((a.amountCents * 31 + seed) % 7) - ((b.amountCents * 31 + seed) % 7));
        expect(statementSumCents(lines)).toBe(credits - debits);
        expect(statementSumCents(shuffled)).toBe(credits - debits);
      }),
    );
  });
});
