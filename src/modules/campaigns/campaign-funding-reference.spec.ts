import { fundingReferencesIn, newFundingReference } from './campaign-funding-reference';

describe('campaign funding reference', () => {
  it('is CM- and 8 unambiguous characters, and is found back in any case inside a remittance text', () => {
    const code = newFundingReference();
    expect(code).toMatch(/^CM-[2-9A-HJKMNP-Z]{8}$/);
    expect(fundingReferencesIn(`Invoice 12 / ${code.toLowerCase()} thanks`)).toEqual([code]);
  });

  it('finds nothing in text without one, nor in a longer token or with ambiguous characters', () => {
    expect(fundingReferencesIn('payment for march')).toEqual([]);
    expect(fundingReferencesIn('CM-7K3Q9X2DX')).toEqual([]);
    expect(fundingReferencesIn('CM-7K3Q9X2O')).toEqual([]);
    expect(fundingReferencesIn('ref:CM-7K3Q9X2D,CM-7K3Q9X2D')).toEqual(['CM-7K3Q9X2D']);
  });
});
