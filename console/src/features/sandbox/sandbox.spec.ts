import { claimLink, emailDocument } from './email-html';
import { applicableSimulations, isReturnCode } from './simulations';

describe('sandbox payout simulations', () => {
  it('offers each simulation only where the API applies it', () => {
    expect(applicableSimulations({ category: 'AchBankTransfer', status: 'Pending' })).toEqual(['settleAch']);
    expect(applicableSimulations({ category: 'AchBankTransfer', status: 'Processing' })).toEqual(['settleAch', 'returnAch']);
    expect(applicableSimulations({ category: 'AchBankTransfer', status: 'Completed' })).toEqual(['returnAch']);
    expect(applicableSimulations({ category: 'AchBankTransfer', status: 'Returned' })).toEqual([]);
    expect(applicableSimulations({ category: 'PaperCheck', status: 'Pending' })).toEqual(['failPayout']);
    expect(applicableSimulations({ category: 'CheckTransfer', status: 'Mailed' })).toEqual(['depositCheck', 'failPayout']);
    expect(applicableSimulations({ category: 'DigitalWallet', status: 'Processing' })).toEqual(['completePayout', 'failPayout']);
    expect(applicableSimulations({ category: 'GiftCard', status: 'Completed' })).toEqual([]);
    expect(applicableSimulations({ category: 'GiftCard', status: 'Failed' })).toEqual([]);
  });

  it('knows an ACH return code', () => {
    expect(['R01', 'R10', 'R85'].every(isReturnCode)).toBe(true);
    expect(['R00', 'R86', 'r01', 'X01', 'R1'].some(isReturnCode)).toBe(false);
  });
});

describe('a simulated email in a frame', () => {
  it('makes its links open in a new tab', () => {
    expect(emailDocument('<html><head><title>x</title></head><body>y</body></html>')).toBe('<html><head><base target="_blank"><title>x</title></head><body>y</body></html>');
    expect(emailDocument('<html lang="en"><body>y</body></html>')).toBe('<html lang="en"><head><base target="_blank"></head><body>y</body></html>');
    expect(emailDocument('<p>y</p>')).toBe('<base target="_blank"><p>y</p>');
    expect(emailDocument('<head><base href="/"></head>')).toBe('<head><base href="/"></head>');
  });

  it('finds its claim link', () => {
    expect(claimLink('<a href="http://localhost:3000/public/unsubscribe/u">x</a><a class="b" href="http://localhost:3000/claim/abc.def?x=1&amp;y=2">Claim</a>')).toBe('http://localhost:3000/claim/abc.def?x=1&y=2');
    expect(claimLink('<p>Your code is 123456</p>')).toBeNull();
  });
});
