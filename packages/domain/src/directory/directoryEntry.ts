import { z } from 'zod';
import {
  EMAIL_MAX_LENGTH,
  NICKNAME_MAX_LENGTH,
  NICKNAME_PATTERN,
  USER_NAME_MAX_LENGTH,
} from '../users/user';
import type { AttributeMap, DirectoryPerson, EntryProblem, GroupMapping } from './directoryConfig';

/**
 * From a directory entry to a newsroom user: which attribute gives which field, what makes an
 * entry unusable, which newsroom groups its directory groups map to. Pure, so the filter preview
 * and the sync show the same people.
 *
 * Pitfalls: attributes may hold several values (the first is used); DNs compare without case
 * and without the spaces some servers put after commas; an entry without a unique id falls back
 * to its DN, so renaming it in the directory makes a new user.
 */

/** An entry as read: its DN and its attributes' values as text. */
export interface DirectoryEntry {
  dn: string;
  attributes: Readonly<Record<string, string | readonly string[] | undefined>>;
}

/** A person of the directory and the key that finds their user again at the next sync. */
export interface MappedPerson extends DirectoryPerson {
  /** `id:<unique id>`, or `dn:<normalized DN>` for an entry without one. */
  key: string;
}

/** Keys of the problems an entry can have (namespace `ldap`). */
export const ENTRY_PROBLEMS = {
  missingNickname: 'ldap:entry.missingNickname',
  badNickname: 'ldap:entry.badNickname',
  missingEmail: 'ldap:entry.missingEmail',
  badEmail: 'ldap:entry.badEmail',
  /** Another entry of the directory has the same login name or e-mail. */
  duplicate: 'ldap:entry.duplicate',
  /** Another user (a local one, say) has this login name or e-mail: left alone. */
  taken: 'ldap:entry.taken',
} as const;

const emailSchema = z.email().max(EMAIL_MAX_LENGTH);

/** The first non-empty value of an attribute, trimmed; attribute names compare without case. */
export function firstValue(entry: DirectoryEntry, attribute: string): string | null {
  const name = attribute.toLowerCase();
  const found = Object.entries(entry.attributes).find(([key]) => key.toLowerCase() === name)?.[1];
  const values = typeof found === 'string' ? [found] : (found ?? []);
  for (const value of values) {
    const trimmed = value.trim();
    if (trimmed !== '') return trimmed;
  }
  return null;
}

function allValues(entry: DirectoryEntry, attribute: string): string[] {
  const name = attribute.toLowerCase();
  const found = Object.entries(entry.attributes).find(([key]) => key.toLowerCase() === name)?.[1];
  return typeof found === 'string' ? [found] : [...(found ?? [])];
}

/** A DN as compared: lower case, no spaces around the separators. */
export function normalizeDn(dn: string): string {
  return dn
    .trim()
    .replace(/\s*([,=+])\s*/g, '$1')
    .toLowerCase();
}

/** The value of a DN's first RDN (`cn=Reporters,ou=groups,…` → `reporters`), lower case. */
function firstRdnValue(dn: string): string {
  const first = normalizeDn(dn).split(',')[0] ?? '';
  const at = first.indexOf('=');
  return at < 0 ? first : first.slice(at + 1);
}

/** Whether a directory group (a DN from the groups attribute) is the mapping's group. */
export function groupMatches(groupDn: string, directoryGroup: string): boolean {
  const wanted = normalizeDn(directoryGroup);
  return wanted.includes('=') ? normalizeDn(groupDn) === wanted : firstRdnValue(groupDn) === wanted;
}

/** The newsroom groups an entry's directory groups map to, ascending, each once. */
export function mappedGroupIds(
  groupDns: readonly string[],
  mappings: readonly GroupMapping[],
): number[] {
  const ids = mappings
    .filter((mapping) => groupDns.some((dn) => groupMatches(dn, mapping.directoryGroup)))
    .map((mapping) => mapping.groupId);
  return [...new Set(ids)].sort((a, b) => a - b);
}

/** The person an entry makes, or the reason it makes none. */
export function mapEntry(
  entry: DirectoryEntry,
  attributes: AttributeMap,
  mappings: readonly GroupMapping[],
): MappedPerson | EntryProblem {
  const problem = (key: string): EntryProblem => ({ dn: entry.dn, key });
  const nickname = firstValue(entry, attributes.nickname);
  if (nickname === null) return problem(ENTRY_PROBLEMS.missingNickname);
  if (nickname.length > NICKNAME_MAX_LENGTH || !NICKNAME_PATTERN.test(nickname))
    return problem(ENTRY_PROBLEMS.badNickname);
  const email = firstValue(entry, attributes.email);
  if (email === null) return problem(ENTRY_PROBLEMS.missingEmail);
  if (!emailSchema.safeParse(email).success) return problem(ENTRY_PROBLEMS.badEmail);
  const name = (firstValue(entry, attributes.name) ?? nickname).slice(0, USER_NAME_MAX_LENGTH);
  const uniqueId = firstValue(entry, attributes.uniqueId);
  return {
    key: uniqueId === null ? `dn:${normalizeDn(entry.dn)}` : `id:${uniqueId}`,
    dn: entry.dn,
    nickname,
    name,
    email: email.toLowerCase(),
    groupIds: mappedGroupIds(allValues(entry, attributes.groups), mappings),
  };
}

/** Whether {@link mapEntry} found a person. */
export function isPerson(mapped: MappedPerson | EntryProblem): mapped is MappedPerson {
  return 'key' in mapped;
}
