import { DomainError, LOGIN_ANSWERS } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { connectionOf, loadConfig } from './ldap.config';
import { ldapRepository } from './ldap.repository';
import { checkUserPassword, DirectoryError, searchUsers, withDirectory } from './ldapClient';

/** A value as an LDAP filter may hold it (RFC 4515). */
function escapeValue(value: string): string {
  return value.replace(/[\\*()\0]/g, (ch) => `\\${ch.charCodeAt(0).toString(16).padStart(2, '0')}`);
}

/**
 * The password of an AD user is the directory's: a bind as the user's entry says whether it is
 * right. A wrong password is just `false` (the login answers as for a local one); a directory
 * switched off or not answering is `directory_unavailable` (503), so the screen can say so.
 */
export async function checkDirectoryPassword(
  platform: Platform,
  user: { id: number; nickname: string },
  password: string,
): Promise<boolean> {
  const { config, password: bindPassword } = await loadConfig(platform);
  const unavailable = (message: string) =>
    new DomainError('directory_unavailable', LOGIN_ANSWERS.directoryUnavailable, {
      serverMessage: message,
    });
  if (!config.enabled || config.url === '') throw unavailable('');
  const connection = connectionOf(config);
  try {
    // A user flagged by hand and never synced is looked up by login name.
    const dn =
      (await ldapRepository.dnOf(platform.database.db, user.id)) ??
      (await withDirectory(connection, config.bindDn, bindPassword, async (client) => {
        const [entry] = await searchUsers(client, {
          baseDn: config.baseDn,
          filter: `(&${config.userFilter}(${config.attributes.nickname}=${escapeValue(user.nickname)}))`,
          attributes: ['1.1'],
          binaryAttributes: [],
        });
        return entry?.dn;
      }));
    if (!dn) return false;
    return await checkUserPassword(connection, dn, password);
  } catch (error) {
    if (error instanceof DirectoryError) {
      if (error.kind === 'rejected') return false;
      throw unavailable(error.serverMessage);
    }
    throw error;
  }
}
