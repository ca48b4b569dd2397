import { remoteNameOf, retryDelaySeconds } from './bank-file-names';

describe('bank file names', () => {
  const file = { kind: 'AchFile' as const, id: '0195a3f0-abcd-7000-8000-00000000c0de', createdOn: new Date('2026-11-28T09:05:07Z') };

  it('fills the bank pattern with the file’s UTC date and time, its short id and kind', () => {
    expect(remoteNameOf('ACH_{date}_{time}_{id}.txt', file, false)).toBe('ACH_20261128_090507_00000000C0DE.txt');
    expect(remoteNameOf('{kind}-{date}.dat', file, false)).toBe('AchFile-20261128.dat');
    expect(remoteNameOf('PPD{date}{date}', file, false)).toBe('PPD2026112820261128');
  });

  it('names two files made in the same millisecond apart (the random part of their UUIDv7 ids)', () => {
    const twin = { ...file, id: '0195a3f0-abcd-7000-8000-0000000beef0' };
    expect(remoteNameOf('ACH_{date}_{time}_{id}.txt', twin, false)).not.toBe(remoteNameOf('ACH_{date}_{time}_{id}.txt', file, false));
  });

  it('adds .pgp to an encrypted file', () => {
    expect(remoteNameOf('ACH_{date}.txt', file, true)).toBe('ACH_20261128.txt.pgp');
  });

  it('waits 30 s after the first failure, doubling, at most an hour', () => {
    expect([1, 2, 3, 8, 20].map(retryDelaySeconds)).toEqual([30, 60, 120, 3_600, 3_600]);
  });
});
