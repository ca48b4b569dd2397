import { formatDuration } from './duration';

describe('a duration in words', () => {
  it('says the two largest units', () => {
    expect(formatDuration(null)).toBe('—');
    expect(formatDuration(0)).toBe('0 s');
    expect(formatDuration(45)).toBe('45 s');
    expect(formatDuration(725)).toBe('12 min 5 s');
    expect(formatDuration(3 * 3600 + 20 * 60 + 9)).toBe('3 h 20 min');
    expect(formatDuration(2 * 86_400 + 4 * 3600)).toBe('2 d 4 h');
    expect(formatDuration(86_400)).toBe('1 d');
  });
});
