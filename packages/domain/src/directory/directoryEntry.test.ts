import { describe, expect, it } from 'vitest';
import { DIRECTORY_DEFAULTS, directoryConfigUpdateSchema } from './directoryConfig';
import { groupMatches, isPerson, mapEntry, mappedGroupIds, normalizeDn } from './directoryEntry';

const attributes = DIRECTORY_DEFAULTS.attributes;
const mappings = [
  { directoryGroup: 'cn=Reporters,ou=groups,dc=example,dc=org', groupId: 3 },
  { directoryGroup: 'Editors', groupId: 1 },
];

const entry = (
  attrs: Record<string, string | string[]>,
  dn = 'uid=ana,ou=people,dc=example,dc=org',
) => ({
  dn,
  attributes: attrs,
});

describe('mapEntry', () => {
  it('maps the configured attributes to a person', () => {
    expect(
      mapEntry(
        entry({
          uid: 'ana',
          cn: ['Ana Souza', 'A. Souza'],
          mail: 'Ana@Example.org',
          memberOf: [
            'cn=reporters, ou=groups, dc=example, dc=org',
            'cn=Editors,ou=groups,dc=example,dc=org',
          ],
          entryUUID: '1b0c-77',
        }),
        attributes,
        mappings,
      ),
    ).toEqual({
      key: 'id:1b0c-77',
      dn: 'uid=ana,ou=people,dc=example,dc=org',
      nickname: 'ana',
      name: 'Ana Souza',
      email: 'ana@example.org',
      groupIds: [1, 3],
    });
  });

  it('reads attribute names without case (Active Directory answers sAMAccountName as typed)', () => {
    const mapped = mapEntry(
      entry({ samaccountname: 'bia', displayname: 'Bia', MAIL: 'bia@example.org' }),
      { ...attributes, nickname: 'sAMAccountName', name: 'displayName', email: 'mail' },
      [],
    );
    expect(isPerson(mapped) && [mapped.nickname, mapped.name]).toEqual(['bia', 'Bia']);
  });

  it.each([
    ['no login name', { mail: 'x@example.org' }, 'ldap:entry.missingNickname'],
    ['a blank login name', { uid: '  ', mail: 'x@example.org' }, 'ldap:entry.missingNickname'],
    [
      'a login name with a space',
      { uid: 'ana souza', mail: 'x@example.org' },
      'ldap:entry.badNickname',
    ],
    [
      'a login name too long',
      { uid: 'a'.repeat(61), mail: 'x@example.org' },
      'ldap:entry.badNickname',
    ],
    ['no e-mail', { uid: 'ana' }, 'ldap:entry.missingEmail'],
    ['a bad e-mail', { uid: 'ana', mail: 'not-mail' }, 'ldap:entry.badEmail'],
  ])('an entry with %s is a problem', (_, attrs, key) => {
    expect(mapEntry(entry(attrs), attributes, [])).toEqual({
      dn: 'uid=ana,ou=people,dc=example,dc=org',
      key,
    });
  });

  it('falls back to the login name for the name and to the DN for the key', () => {
    const mapped = mapEntry(
      entry({ uid: 'ana', mail: 'a@example.org' }, 'UID=Ana, OU=People,DC=example,DC=org'),
      attributes,
      [],
    );
    expect(isPerson(mapped) && [mapped.name, mapped.key]).toEqual([
      'ana',
      'dn:uid=ana,ou=people,dc=example,dc=org',
    ]);
  });
});

describe('group mapping', () => {
  it.each([
    ['cn=Reporters,ou=groups,dc=example,dc=org', 'cn=reporters, ou=groups,dc=example,dc=org', true],
    ['cn=Reporters,ou=groups,dc=example,dc=org', 'Reporters', true],
    ['cn=Reporters,ou=groups,dc=example,dc=org', 'cn=Reporters,ou=other,dc=example,dc=org', false],
    ['cn=Reporters,ou=groups,dc=example,dc=org', 'Report', false],
  ])('%s is %s: %s', (dn, wanted, expected) => {
    expect(groupMatches(dn, wanted)).toBe(expected);
  });

  it('maps to each newsroom group once, ascending', () => {
    expect(
      mappedGroupIds(
        ['cn=Editors,ou=g', 'cn=Reporters,ou=groups,dc=example,dc=org'],
        [...mappings, { directoryGroup: 'editors', groupId: 1 }],
      ),
    ).toEqual([1, 3]);
  });

  it('normalizes DNs', () => {
    expect(normalizeDn(' CN=A , OU=B ')).toBe('cn=a,ou=b');
  });
});

describe('directoryConfigUpdateSchema', () => {
  const valid = { ...DIRECTORY_DEFAULTS, groupMappings: [], version: 0 };
  it.each([
    [{ enabled: true, url: 'ldap://127.0.0.1:389', security: 'none' }, true],
    [{ enabled: true, url: 'ldap://127.0.0.1:389', security: 'startTls' }, true],
    [{ enabled: true, url: 'ldaps://dc1:636', security: 'ldaps' }, true],
    [{ enabled: true, url: 'ldaps://dc1:636', security: 'none' }, false],
    [{ enabled: true, url: 'ldap://dc1', security: 'ldaps' }, false],
    [{ enabled: true, url: '' }, false],
    [{ enabled: false, url: '' }, true],
    [{ url: 'http://dc1' }, false],
    [{ userFilter: 'objectClass=person' }, false],
  ])('%j valid: %s', (change, expected) => {
    expect(directoryConfigUpdateSchema.safeParse({ ...valid, ...change }).success).toBe(expected);
  });
});
