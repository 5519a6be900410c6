import type { BranchConfig } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { loadSection } from '../settings/settings.service';
import { branchRepository } from './branch.repository';

/** What the branch answers but no one changes through the branch calls. */
export async function readOnlyBranchPart(platform: Platform) {
  return {
    version: platform.version,
    timeZone: platform.config.newsroomTimeZone,
    rundownLockMinutes: (await loadSection(platform.database.db, 'locks')).lockIntervalMinutes,
  };
}

/** The branch configuration as GET /branch/config answers it. */
export async function loadBranchConfig(platform: Platform): Promise<BranchConfig> {
  return {
    ...(await branchRepository.get(platform.database.db)),
    ...(await readOnlyBranchPart(platform)),
  };
}
