import { CAMPAIGN_TAG, FundingTransfer } from './funding-transfer.entity';

const A = '0195f0a4-0000-7000-8000-00000000000a';
const B = '0195f0a4-0000-7000-8000-00000000000b';

function transferTaggedWith(campaignId: string | null, otherTags: Record<string, string> = {}): FundingTransfer {
  const transfer = new FundingTransfer();
  transfer.amountCents = 1_000;
  transfer.tags = { ...otherTags };
  transfer.attributeTo(campaignId);
  return transfer;
}

describe('funding transfer attribution', () => {
  it.each([
    [null, A, { from: null, to: A }],
    [A, B, { from: A, to: B }],
    [A, null, { from: A, to: null }],
    [A, A, null],
    [null, null, null],
  ])('from %s to %s moves %j', (current, wanted, move) => {
    expect(transferTaggedWith(current).reattributionTo(wanted)).toEqual(move);
  });

  it('reads an absent campaign (a new entity) as none', () => {
    const transfer = new FundingTransfer();
    expect(transfer.reattributionTo(null)).toBeNull();
    expect(transfer.reattributionTo(A)).toEqual({ from: null, to: A });
  });

  it('keeps the campaignId tag and the column in step, and other tags untouched', () => {
    const transfer = transferTaggedWith(A, { source: 'wire' });
    expect(transfer.campaignId).toBe(A);
    expect(transfer.tags).toEqual({ source: 'wire', [CAMPAIGN_TAG]: A });

    transfer.attributeTo(B);
    expect(transfer.tags).toEqual({ source: 'wire', [CAMPAIGN_TAG]: B });

    transfer.attributeTo(null);
    expect(transfer.campaignId).toBeNull();
    expect(transfer.tags).toEqual({ source: 'wire' });
  });
});
