import { MemoryStore } from './memory-store';

describe('the embedded provider’s memory store', () => {
  afterEach(() => jest.useRealTimers());

  it('finds what it keeps until it expires, by id, by uid and by user code, per model', async () => {
    jest.useFakeTimers({ now: new Date('2026-12-01T10:00:00Z') });
    const store = new MemoryStore();
    const sessions = store.adapter('Session');
    await sessions.upsert('s1', { uid: 'u0', accountId: 'a' }, 60);
    // A session given a new uid is no longer found by its old one.
    await sessions.upsert('s1', { uid: 'u1', accountId: 'a' }, 60);
    expect(await sessions.findByUid('u0')).toBeUndefined();
    expect(await sessions.find('s1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await sessions.findByUid('u1')).toEqual({ uid: 'u1', accountId: 'a' });
    expect(await store.adapter('Interaction').find('s1')).toBeUndefined();
    await store.adapter('DeviceCode').upsert('d1', { userCode: 'ABCD' }, 60);
    expect(await store.adapter('DeviceCode').findByUserCode('ABCD')).toEqual({ userCode: 'ABCD' });
    jest.setSystemTime(new Date('2026-12-01T10:01:01Z'));
    expect(await sessions.find('s1')).toBeUndefined();
    expect(await sessions.findByUid('u1')).toBeUndefined();
  });

  it('marks a consumed entry, destroys one, and revokes everything of a grant', async () => {
    const store = new MemoryStore();
    const codes = store.adapter('AuthorizationCode');
    const refresh = store.adapter('RefreshToken');
    await codes.upsert('c1', { grantId: 'g1' }, 60);
    await refresh.upsert('r1', { grantId: 'g1' }, 60);
    await refresh.upsert('r2', { grantId: 'g2' }, 60);
    await codes.consume('c1');
    expect((await codes.find('c1'))?.consumed).toEqual(expect.any(Number));
    await refresh.revokeByGrantId('g1');
    expect(await codes.find('c1')).toBeUndefined();
    expect(await refresh.find('r1')).toBeUndefined();
    expect(await refresh.find('r2')).toEqual({ grantId: 'g2' });
    await refresh.destroy('r2');
    expect(await refresh.find('r2')).toBeUndefined();
  });
});
