import type {
  DeviceStatus,
  Media,
  MosAction,
  MosActionResult,
  RundownId,
  RundownMosState,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';

/**
 * What the rest of the app asks of MOS. A call that needs a device's connection runs on the
 * instance leading that device (mos.leader.ts): at once when that is this one, otherwise
 * forwarded to it (mos.forward.ts), so inputs and outputs are plain JSON. A rundown's action,
 * its MOS state and the status list run on any instance (an action's part on each device goes
 * to that device's leader as `deviceAct`).
 */

/** A device as refusals name it. */
export interface NamedDevice {
  id: number;
  name: string;
}

/** A media-centre search of a MOS device. */
export interface MosObjectQuery {
  q: string;
  /** From 0. */
  page: number;
  size: number;
  /** Who searches (mosReqObjList username). */
  username: string;
}

/** Every call: its input and its answer. */
export interface MosCallTypes {
  act: {
    input: { actor: Actor; rundownId: RundownId; action: MosAction };
    output: MosActionResult;
  };
  deviceAct: {
    input: { rundownId: RundownId; deviceId: number; deviceName: string; action: MosAction };
    output: null;
  };
  state: { input: { rundownId: RundownId }; output: RundownMosState };
  statuses: { input: Record<string, never>; output: DeviceStatus[] };
  test: { input: { deviceId: number }; output: DeviceStatus };
  search: {
    input: { device: NamedDevice; query: MosObjectQuery };
    output: { items: Media[]; total: number };
  };
  requestSync: { input: { device: NamedDevice }; output: null };
  requestObject: { input: { device: NamedDevice; objectId: string }; output: Media };
}

/** The name of a call. */
export type MosCallKind = keyof MosCallTypes;

/** Runs a call where the MOS connections are. */
export type MosCaller = <K extends MosCallKind>(
  kind: K,
  input: MosCallTypes[K]['input'],
) => Promise<MosCallTypes[K]['output']>;

/** The running app's MOS caller, by platform (the mos area provides it while it runs). */
const running = new WeakMap<Platform, MosCaller>();

/** Offers MOS calls to the other areas (mos routes, while the app runs). */
export function provideMosCaller(platform: Platform, caller: MosCaller | null): void {
  if (caller) running.set(platform, caller);
  else running.delete(platform);
}

/** The running app's MOS caller, or null when the MOS slice is not running. */
export function runningMosCaller(platform: Platform): MosCaller | null {
  return running.get(platform) ?? null;
}
