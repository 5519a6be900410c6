import type { RundownId } from '@newsroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import { DEVICE_RULES, type MosRunningOrder } from '@newsroom/domain';
import type { DeviceRow } from '../devices/devices.repository';
import type { Db } from '../../platform/db/client';
import { mosCopiesRepository } from './mos.copies.repository';
import { MosRefused } from './mos.messages';

/**
 * What each device holds of each running order (in mos_device_copies, and in the memory of the
 * instance leading the device, mos.leader.ts). A device that failed a message (refused it, or did
 * not answer in time although it may hold the change) is out of sync: the next sync sends it the
 * whole running order again.
 */

/** What one device holds of one running order. */
export interface DeviceCopy {
  /** The running order the device acknowledged last; null = unknown (send it whole). */
  ro: MosRunningOrder | null;
  inSync: boolean;
  lastAckAt: string | null;
  error: string | null;
}

/** A device's copy before anything was acknowledged. */
export function unknownCopy(): DeviceCopy {
  return { ro: null, inSync: false, lastAckAt: null, error: null };
}

/** The device acknowledged `ro` (null: it holds nothing known). */
export function acknowledged(copy: DeviceCopy, ro: MosRunningOrder | null, now: Date): void {
  copy.ro = ro;
  copy.inSync = ro !== null;
  copy.lastAckAt = now.toISOString();
  copy.error = null;
}

/** A message to the device failed: it is out of sync until the whole running order is sent. */
export function failed(
  copy: DeviceCopy,
  device: DeviceRow,
  err: unknown,
  log: FastifyBaseLogger,
): void {
  copy.inSync = false;
  copy.error = err instanceof MosRefused ? DEVICE_RULES.refused : DEVICE_RULES.unreachable;
  log.warn(
    { err: err instanceof Error ? err.message : String(err), deviceId: device.id },
    'MOS message failed',
  );
}

/**
 * The copies of every rundown's running order on the devices this instance leads, by rundown
 * then device id: kept in memory for the syncs, and written to mos_device_copies on every change
 * so the device's next leader continues from them.
 */
export class RunningOrderCopies {
  private readonly byRundown = new Map<number, Map<number, DeviceCopy>>();

  constructor(
    private readonly db: Db,
    private readonly log: FastifyBaseLogger,
  ) {}

  /** The rundown's copies, created empty when there are none. */
  of(rundownId: RundownId): Map<number, DeviceCopy> {
    let copies = this.byRundown.get(rundownId);
    if (!copies) {
      copies = new Map();
      this.byRundown.set(rundownId, copies);
    }
    return copies;
  }

  /** The rundown's copies when there are any. */
  find(rundownId: RundownId): Map<number, DeviceCopy> | undefined {
    return this.byRundown.get(rundownId);
  }

  /** Writes the device's copy (after it changed). A failed write is logged: memory stays right. */
  async keep(rundownId: RundownId, deviceId: number, copy: DeviceCopy): Promise<void> {
    try {
      await mosCopiesRepository.write(this.db, {
        rundownId,
        deviceId,
        ro: copy.ro,
        inSync: copy.inSync,
        lastAckAt: copy.lastAckAt === null ? null : new Date(copy.lastAckAt),
        error: copy.error,
      });
    } catch (err) {
      this.log.warn({ err, rundownId, deviceId }, 'MOS copy not stored');
    }
  }

  /** The device no longer holds the rundown's running order. */
  async remove(rundownId: RundownId, deviceId: number): Promise<void> {
    this.byRundown.get(rundownId)?.delete(deviceId);
    await mosCopiesRepository.remove(this.db, rundownId, deviceId);
  }

  /** Forgets the rundown on every device led here (its running order was taken off them). */
  async forget(rundownId: RundownId): Promise<void> {
    for (const deviceId of [...(this.byRundown.get(rundownId)?.keys() ?? [])])
      await this.remove(rundownId, deviceId);
    this.byRundown.delete(rundownId);
  }

  /** Reads what these devices hold (this instance now leads them). */
  async load(deviceIds: readonly number[]): Promise<void> {
    for (const row of await mosCopiesRepository.ofDevices(this.db, deviceIds)) {
      this.of(row.rundownId).set(row.deviceId, {
        ro: row.ro,
        inSync: row.inSync,
        lastAckAt: row.lastAckAt?.toISOString() ?? null,
        error: row.error,
      });
    }
  }

  /** Forgets these devices' copies here (another instance leads them now). */
  drop(deviceIds: readonly number[]): void {
    for (const copies of this.byRundown.values()) for (const id of deviceIds) copies.delete(id);
  }
}
