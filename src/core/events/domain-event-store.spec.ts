import { UUID } from 'uuidv7';
import { firstIdOf } from '../database/base.entity';

describe('firstIdOf: the purge deletes events by id, since UUIDv7 ids begin with their time', () => {
  const at = new Date('2026-11-28T09:00:00.000Z');
  const made = (ms: number, random: number) => UUID.fromFieldsV7(ms, random & 0xfff, random & 0x3fffffff, random).toString();

  it('is the time in milliseconds, version 7 and zeros', () => {
    expect(firstIdOf(at)).toBe('01a22161-fe80-7000-8000-000000000000');
  });

  it('sorts below every id made at or after that millisecond, and above every id made before', () => {
    const boundary = firstIdOf(at);
    for (const random of [0, 1, 0x7ff, 0xfff, 0x3fffffff]) {
      expect(made(at.getTime(), random) >= boundary).toBe(true);
      expect(made(at.getTime() + 1, random) > boundary).toBe(true);
      expect(made(at.getTime() - 1, random) < boundary).toBe(true);
    }
  });
});
