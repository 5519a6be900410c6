import { and, eq, inArray } from 'drizzle-orm';
import type { MosRunningOrder } from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import { mosDeviceCopies } from '../../platform/db/schema';

/** A device's copy of a running order as stored (mos.copies.ts). */
export interface StoredCopy {
  rundownId: number;
  deviceId: number;
  ro: MosRunningOrder | null;
  inSync: boolean;
  lastAckAt: Date | null;
  error: string | null;
}

/** The rows of what each MOS device holds (mos_device_copies). */
export const mosCopiesRepository = {
  /** The copies these devices hold, of every running order. */
  async ofDevices(db: Executor, deviceIds: readonly number[]): Promise<StoredCopy[]> {
    if (deviceIds.length === 0) return [];
    return db
      .select()
      .from(mosDeviceCopies)
      .where(inArray(mosDeviceCopies.deviceId, [...deviceIds]));
  },

  /** What each device holds of the rundown's running order. */
  async ofRundown(db: Executor, rundownId: number): Promise<StoredCopy[]> {
    return db.select().from(mosDeviceCopies).where(eq(mosDeviceCopies.rundownId, rundownId));
  },

  async write(db: Executor, copy: StoredCopy): Promise<void> {
    await db
      .insert(mosDeviceCopies)
      .values(copy)
      .onConflictDoUpdate({
        target: [mosDeviceCopies.rundownId, mosDeviceCopies.deviceId],
        set: { ro: copy.ro, inSync: copy.inSync, lastAckAt: copy.lastAckAt, error: copy.error },
      });
  },

  async remove(db: Executor, rundownId: number, deviceId: number): Promise<void> {
    await db
      .delete(mosDeviceCopies)
      .where(and(eq(mosDeviceCopies.rundownId, rundownId), eq(mosDeviceCopies.deviceId, deviceId)));
  },
};
