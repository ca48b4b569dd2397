import { cookieValue } from './bearer-cookie';

describe('cookieValue', () => {
  it('finds the named cookie among others, by its whole name', () => {
    expect(cookieValue('a=1; cm_board_token=x.y.z; b=2', 'cm_board_token')).toBe('x.y.z');
    expect(cookieValue('old_cm_board_token=x.y.z', 'cm_board_token')).toBeUndefined();
  });

  it('gives undefined for no header, no such cookie or an empty value', () => {
    expect(cookieValue(undefined, 'cm_board_token')).toBeUndefined();
    expect(cookieValue('a=1', 'cm_board_token')).toBeUndefined();
    expect(cookieValue('cm_board_token=', 'cm_board_token')).toBeUndefined();
  });
});
