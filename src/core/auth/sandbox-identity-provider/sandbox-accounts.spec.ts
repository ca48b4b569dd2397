import { ALL_SCOPES } from '../scopes';
import { displayNameOf, nameBasedUuid, organizationIdOf, SandboxAccounts, subjectOf, tidyOrganizationName } from './sandbox-accounts';

describe('the sandbox’s accounts', () => {
  it('makes name-based UUIDs as RFC 9562 (version 5) does', () => {
    // Python: uuid.uuid5(uuid.NAMESPACE_DNS, 'acme')
    expect(nameBasedUuid('6ba7b810-9dad-11d1-80b4-00c04fd430c8', 'acme')).toBe('38394337-9aff-503a-b737-e711338283d4');
  });

  it('signs the same organization name, in any case and spacing, into the same organization, and another name into another', () => {
    expect(organizationIdOf('Acme Research')).toBe(organizationIdOf('  acme   RESEARCH '));
    expect(organizationIdOf('Acme Research')).not.toBe(organizationIdOf('Acme Research Ltd'));
    expect(organizationIdOf('Acme Research')).toMatch(/^[0-9a-f]{8}-[0-9a-f]{4}-5[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/);
    expect(tidyOrganizationName('  Acme \t Research ')).toBe('Acme Research');
  });

  it('makes the same email, in any case, the same subject, and names a person by the part before the @', () => {
    expect(subjectOf('Ada@Example.com ')).toBe(subjectOf('ada@example.com'));
    expect(subjectOf('ada@example.com')).not.toBe(subjectOf('grace@example.com'));
    expect(subjectOf('ada@example.com')).not.toBe(organizationIdOf('ada@example.com'));
    expect(displayNameOf('ada.lovelace@example.com')).toBe('ada.lovelace');
  });

  it('gives a token the organization its grant chose and the person, with every scope in permissions', () => {
    const accounts = new SandboxAccounts();
    const ada = accounts.signIn('Ada@Example.com');
    accounts.choose('grant-1', ' Acme  Research ');
    accounts.choose('grant-2', 'Globex');
    expect(accounts.tokenClaims(ada.sub, 'grant-1')).toEqual({
      org_id: organizationIdOf('Acme Research'),
      org_name: 'Acme Research',
      email: 'Ada@Example.com',
      email_verified: true,
      name: 'Ada',
      permissions: [...ALL_SCOPES],
    });
    // One person, two organizations: each grant keeps its own.
    expect(accounts.tokenClaims(ada.sub, 'grant-2')).toMatchObject({ org_id: organizationIdOf('Globex'), org_name: 'Globex' });
    expect(accounts.tokenClaims(ada.sub, 'grant-3')).toBeUndefined();
    expect(accounts.tokenClaims(subjectOf('grace@example.com'), 'grant-1')).toBeUndefined();
    expect(accounts.person(ada.sub)).toEqual({ sub: ada.sub, email: 'Ada@Example.com', name: 'Ada' });
  });
});
