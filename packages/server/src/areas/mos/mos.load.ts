import type { RundownId } from '@newsroom/domain';
import { z } from 'zod';
import {
  rundownIdOfRunningOrder,
  runningOrderOf,
  sectionSchema,
  type MosRunningOrder,
  type Section,
} from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import type { DeviceRow } from '../devices/devices.repository';
import { presentRundown } from '../rundowns/rundowns.presenter';
import { rundownsRepository } from '../rundowns/rundowns.repository';
import { mosRepository } from './mos.repository';

const sectionsSchema = z.array(sectionSchema);

/** A rundown loaded for MOS: its devices and its running order for each. */
export interface LoadedRundown {
  rundownId: RundownId;
  mosEnabled: boolean;
  /** Its program's groups (the audience of its MOS state). */
  groupIds: number[];
  /** Its program's enabled MOS devices: the playout device, and the CG device when it speaks MOS. */
  devices: DeviceRow[];
  runningOrderFor(device: DeviceRow): MosRunningOrder;
}

/** Loads a rundown as MOS sends it; null when it does not exist. */
export async function loadRundown(
  platform: Platform,
  rundownId: RundownId,
): Promise<LoadedRundown | null> {
  const db = platform.database.db;
  const tree = await rundownsRepository.loadTree(db, rundownId);
  if (!tree) return null;
  const rundown = presentRundown(tree);
  const program = await mosRepository.program(db, rundown.programId);
  const access = (await rundownsRepository.programAccess(db, [rundown.programId])).get(
    rundown.programId,
  );
  const ids = [program?.playoutDeviceId, program?.cgDeviceId].filter(
    (id): id is number => typeof id === 'number',
  );
  const devices = await mosRepository.enabledMosDevicesAmong(db, [...new Set(ids)]);
  const sectionsByStoryId = new Map<number, Section[]>(
    tree.stories.map((row) => {
      const parsed = sectionsSchema.safeParse(row.sections);
      return [row.id, parsed.success ? parsed.data : []];
    }),
  );
  return {
    rundownId,
    mosEnabled: rundown.mosEnabled,
    groupIds: access?.groupIds ?? [],
    devices,
    runningOrderFor: (device) =>
      runningOrderOf(rundown, {
        programName: program?.name ?? '',
        mosId: device.mosId,
        defaultChannel: device.defaultChannel ?? '',
        timeZone: platform.config.newsroomTimeZone,
        sectionsByStoryId,
      }),
  };
}

/**
 * The running order a device asks for (roReq): one of an enabled rundown of which it is a
 * device; null for any other id.
 */
export async function requestedRunningOrder(
  platform: Platform,
  enabled: ReadonlySet<number>,
  deviceId: number,
  roId: string,
): Promise<MosRunningOrder | null> {
  const rundownId = rundownIdOfRunningOrder(roId);
  if (rundownId === null || !enabled.has(rundownId)) return null;
  const loaded = await loadRundown(platform, rundownId);
  const device = loaded?.devices.find((d) => d.id === deviceId);
  return loaded?.mosEnabled && device ? loaded.runningOrderFor(device) : null;
}
