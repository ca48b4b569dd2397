import { PayoutMethodCategory } from '../../payout-methods';
import { CANCELLED_REASON, outcomeOf, type SandboxBookEntry, sandboxReference } from './sandbox-provider-books';

const entry = (fields: Partial<SandboxBookEntry>): SandboxBookEntry => ({
  idempotencyKey: 'payout-1',
  category: 'DigitalWallet',
  reference: 'sbx_digitalwallet_1',
  amountCents: 500,
  status: 'Completed',
  credentials: null,
  requestCount: 1,
  cancelledOn: null,
  ...fields,
});

describe('sandbox provider books', () => {
  it('names references sbx_<category>_<random>', () => {
    expect(sandboxReference(PayoutMethodCategory.GiftCard)).toMatch(/^sbx_giftcard_[0-9a-f]{20}$/);
    expect(sandboxReference(PayoutMethodCategory.DigitalWallet)).toMatch(/^sbx_digitalwallet_[0-9a-f]{20}$/);
    expect(sandboxReference(PayoutMethodCategory.PrepaidCard)).not.toBe(sandboxReference(PayoutMethodCategory.PrepaidCard));
  });

  it('answers what an entry says: completed (with a card), processing, or failed once cancelled', () => {
    const credentials = { code: 'ABCD-EFGH-JKLM-NPQR', pin: '1234', redemptionUrl: 'https://sandbox-rewards.example/redeem/r' };
    expect(outcomeOf(entry({}))).toEqual({ status: 'Completed', reference: 'sbx_digitalwallet_1' });
    expect(outcomeOf(entry({ credentials }))).toEqual({ status: 'Completed', reference: 'sbx_digitalwallet_1', credentials });
    expect(outcomeOf(entry({ status: 'Processing' }))).toEqual({ status: 'Processing', reference: 'sbx_digitalwallet_1' });
    expect(outcomeOf(entry({ status: 'Failed', cancelledOn: new Date() }))).toEqual({ status: 'Failed', reference: 'sbx_digitalwallet_1', reason: CANCELLED_REASON });
    expect(CANCELLED_REASON).toBe('Cancelled before it was paid');
  });
});
