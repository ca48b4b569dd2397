import { describeChange, maskCorrectedData } from './change-codes';

describe('NOC change codes', () => {
  it('names each code and masks the account number parts of the corrected data', () => {
    expect(describeChange('C01')).toBe('Incorrect account number');
    expect(maskCorrectedData('C01', '987654321')).toBe('****4321');
    expect(maskCorrectedData('C02', '021000021')).toBe('021000021');
    expect(maskCorrectedData('C03', '021000021   987654321')).toBe('021000021 ****4321');
    expect(maskCorrectedData('C06', '987654321        32')).toBe('****4321 32');
    expect(maskCorrectedData('C07', '021000021987654321        32')).toBe('021000021 ****4321 32');
    expect(maskCorrectedData('C05', '32')).toBe('32');
  });
});
