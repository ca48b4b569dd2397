import { givenName, placeholderName } from './organization-name';

const ID = '01a21f9d-0000-7000-8000-000000000001';

describe('an organization’s name for beneficiaries', () => {
  it('is the name a token gave it', () => {
    expect(givenName(ID, 'Acme Research')).toBe('Acme Research');
    expect(givenName(ID, '  Acme Research ')).toBe('Acme Research');
  });

  it('is none while it holds only its placeholder, its id, or nothing', () => {
    expect(placeholderName(ID)).toBe('Organization 01a21f9d');
    expect(givenName(ID, placeholderName(ID))).toBeNull();
    expect(givenName(ID, ID)).toBeNull();
    expect(givenName(ID, ' ')).toBeNull();
    expect(givenName(ID, null)).toBeNull();
  });
});
