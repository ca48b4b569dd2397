import { remoteNameOf, retryDelaySeconds } from './bank-file-names';

describe('bank file names', () => {
  const file = { kind: 'AchFile' as const, id: '0195a3f0-abcd-7000-8000-000000000001', createdOn: new Date('2026-11-28T09:05:07Z') };

  it('fills the bank pattern with the file’s UTC date and time, its short id and kind', () => {
    expect(remoteNameOf('ACH_{date}_{time}_{id}.txt', file, false)).toBe('ACH_20261128_090507_0195A3F0.txt');
    expect(remoteNameOf('{kind}-{date}.dat', file, false)).toBe('AchFile-20261128.dat');
    expect(remoteNameOf('PPD{date}{date}', file, false)).toBe('PPD2026112820261128');
  });

  it('adds .pgp to an encrypted file', () => {
    expect(remoteNameOf('ACH_{date}.txt', file, true)).toBe('ACH_20261128.txt.pgp');
  });

  it('waits 30 s after the first failure, doubling, at most an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3_600, 3_600]);
  });
});
