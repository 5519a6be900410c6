import {
  FILTER_PREVIEW_MAX,
  isPerson,
  LDAP_KEYS,
  mapEntry,
  ruleViolation,
  type DirectoryTest,
  type FilterPreview,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { connectionOf, loadConfig } from './ldap.config';
import { failureOf, searchOf } from './ldap.sync';
import { DirectoryError, searchUsers, withDirectory } from './ldapClient';

/** The test-connection button and the filter preview of the directory screen. */

/** POST /ldap/test: binds with the service account and reads the base DN's users once. */
export async function testConnection(platform: Platform): Promise<DirectoryTest> {
  const { config, password } = await loadConfig(platform);
  if (config.url === '') return { ok: false, key: LDAP_KEYS.disabled, serverMessage: '' };
  try {
    await withDirectory(connectionOf(config), config.bindDn, password, async (client) => {
      await client.search(config.baseDn, { scope: 'base', attributes: ['1.1'] });
    });
    return { ok: true, key: 'ldap:connectionOk', serverMessage: '' };
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    const { errorKey, serverMessage } = failureOf(error);
    return { ok: false, key: errorKey, serverMessage };
  }
}

/** POST /ldap/filter: who the saved filter brings, as the sync would map them. */
export async function previewFilter(platform: Platform): Promise<FilterPreview> {
  const { config, password } = await loadConfig(platform);
  if (config.url === '') throw ruleViolation(LDAP_KEYS.disabled);
  try {
    const entries = await withDirectory(connectionOf(config), config.bindDn, password, (client) =>
      searchUsers(client, searchOf(config)),
    );
    const mapped = entries.map((entry) => mapEntry(entry, config.attributes, config.groupMappings));
    return {
      total: entries.length,
      people: mapped
        .filter(isPerson)
        .slice(0, FILTER_PREVIEW_MAX)
        .map(({ key: _key, ...person }) => person),
      problems: mapped.filter((m) => !isPerson(m)).slice(0, FILTER_PREVIEW_MAX),
    };
  } catch (error) {
    if (!(error instanceof DirectoryError)) throw error;
    const { errorKey, serverMessage } = failureOf(error);
    throw ruleViolation(errorKey, { serverMessage });
  }
}
