import type { RundownId } from '@newsroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import { DEVICE_RULES, type MosRunningOrder } from '@newsroom/domain';
import type { DeviceRow } from '../devices/devices.repository';
import { MosRefused } from './mos.messages';

/**
 * What each device holds of each running order, in the memory of the one instance that speaks
 * MOS (the leader, mos.leader.ts). A device that failed a message (refused it, or did not answer in time although it
 * may hold the change) is out of sync: the next sync sends it the whole running order again.
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

/** The copies of every rundown's running order, by rundown then device id. */
export class RunningOrderCopies {
  private readonly byRundown = new Map<number, Map<number, DeviceCopy>>();

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

  /** Forgets the rundown (its running order was taken off the devices). */
  forget(rundownId: RundownId): void {
    this.byRundown.delete(rundownId);
  }

  /** Forgets every rundown (this instance no longer speaks MOS). */
  clear(): void {
    this.byRundown.clear();
  }
}
