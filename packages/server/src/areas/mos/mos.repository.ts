import { and, eq, inArray } from 'drizzle-orm';
import type { Executor } from '../../platform/db/client';
import { blocks, devices, programs, rundowns, stories } from '../../platform/db/schema';
import { devicesRepository, type DeviceRow } from '../devices/devices.repository';

/** A rundown's program as MOS needs it: its name and its devices. */
export interface MosProgram {
  id: number;
  name: string;
  playoutDeviceId: number | null;
  cgDeviceId: number | null;
}

/** The only Drizzle code of the MOS area (rundown trees are read through the rundowns area). */
export const mosRepository = {
  /** Enabled MOS devices (the ones the newsroom keeps a connection to). */
  async enabledMosDevices(db: Executor): Promise<DeviceRow[]> {
    return devicesRepository.listEnabled(db, { protocol: 'MOS' });
  },

  /** Every MOS device, enabled or not (the status list). */
  async mosDevices(db: Executor): Promise<DeviceRow[]> {
    return db
      .select()
      .from(devices)
      .where(eq(devices.protocol, 'MOS'))
      .orderBy(devices.name, devices.id);
  },

  async device(db: Executor, id: number): Promise<DeviceRow | undefined> {
    const [row] = await db.select().from(devices).where(eq(devices.id, id));
    return row;
  },

  async program(db: Executor, id: number): Promise<MosProgram | undefined> {
    const [row] = await db
      .select({
        id: programs.id,
        name: programs.name,
        playoutDeviceId: programs.playoutDeviceId,
        cgDeviceId: programs.cgDeviceId,
      })
      .from(programs)
      .where(eq(programs.id, id));
    return row;
  },

  /** The enabled MOS devices among these ids, in the order asked. */
  async enabledMosDevicesAmong(db: Executor, ids: number[]): Promise<DeviceRow[]> {
    if (ids.length === 0) return [];
    const rows = await db
      .select()
      .from(devices)
      .where(and(inArray(devices.id, ids), eq(devices.enabled, true), eq(devices.protocol, 'MOS')));
    return ids.flatMap((id) => rows.filter((r) => r.id === id));
  },

  /** The id of a live story of the rundown by its uuid (a MOS storyID); null when it is not there. */
  async storyIdByUuid(db: Executor, rundownId: number, uuid: string): Promise<number | null> {
    if (!/^[0-9a-f-]{36}$/i.test(uuid)) return null;
    const [row] = await db
      .select({ id: stories.id })
      .from(stories)
      .innerJoin(blocks, eq(blocks.id, stories.blockId))
      .where(
        and(eq(stories.uuid, uuid), eq(stories.excluded, false), eq(blocks.rundownId, rundownId)),
      );
    return row?.id ?? null;
  },

  /** Rundowns with MOS replication on (date and times, for the replication and auto-disable). */
  async mosEnabledRundowns(
    db: Executor,
  ): Promise<{ id: number; date: string; start: string; end: string }[]> {
    return db
      .select({ id: rundowns.id, date: rundowns.date, start: rundowns.start, end: rundowns.end })
      .from(rundowns)
      .where(eq(rundowns.mosEnabled, true));
  },
};
