import { isValidRoutingNumber, maskNumber, routingNumberWithChecksum, SandboxBank } from './sandbox-bank';

describe('sandbox bank', () => {
  it('checks ABA routing numbers', () => {
    expect(isValidRoutingNumber('021000021')).toBe(true); // a well-known real routing number
    expect(isValidRoutingNumber('021000022')).toBe(false);
    expect(isValidRoutingNumber('02100002')).toBe(false);
    expect(isValidRoutingNumber('02100002a')).toBe(false);
  });

  it('completes any eight digits with the right check digit', () => {
    for (const prefix of ['02100002', '12345678', '00000000', '99999999']) {
      expect(isValidRoutingNumber(routingNumberWithChecksum(prefix))).toBe(true);
    }
  });

  it('opens accounts with a valid routing number and a 12-digit account number', async () => {
    const opened = await new SandboxBank().openAccount('id');
    expect(isValidRoutingNumber(opened.routingNumber)).toBe(true);
    expect(opened.accountNumber).toMatch(/^[1-9]\d{11}$/);
  });

  it('masks all but the last four digits', () => {
    expect(maskNumber('123456789012')).toBe('********9012');
    expect(maskNumber('123')).toBe('123');
    expect(maskNumber(undefined)).toBeNull();
  });
});
