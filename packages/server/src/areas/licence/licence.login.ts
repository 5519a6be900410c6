import { DomainError, licenceLoginRefusal, type Permissions } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { licencePolicy } from './licence.policy';
import { licenceRepository } from './licence.repository';
import { installationLicence } from './licence.service';

/**
 * Refuses a login the licence does not allow (spec 3 §6, §8): `error_license_invalid` when the
 * licence is expired or invalid, `error_max_user_limit` when more users are enabled than it
 * allows or every concurrent login is taken. Called by the login once the password is right;
 * the community build (no licence) and administrators are never refused.
 */
export async function enforceLicenceAtLogin(
  platform: Platform,
  user: { permissions: Permissions; isRoot: boolean },
): Promise<void> {
  const current = await installationLicence(platform);
  if (current.state === 'community') return;
  const db = platform.database.db;
  const [enabledUsers, openSessions] = await Promise.all([
    licenceRepository.enabledUsers(db),
    licenceRepository.openSessions(db, platform.clock(), platform.config.sessionIdleMs),
  ]);
  const payload = current.reading.kind === 'verified' ? current.reading.payload : null;
  const refusal = licenceLoginRefusal(
    current.state,
    payload,
    { enabledUsers, openSessions },
    licencePolicy.isExemptAtLogin(user),
  );
  if (refusal) throw new DomainError(refusal, refusal);
}
