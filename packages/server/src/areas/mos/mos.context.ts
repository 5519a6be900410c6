import { DEFAULT_LOCALE, type MosAction, type RundownId } from '@newsroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { RunningOrderCopies } from './mos.copies';
import type { MosLinks, MosSettings } from './mos.links';
import type { RundownQueue } from './mos.queue';

/** An action's part on one device of the rundown (run by that device's leader). */
export interface DeviceAction {
  rundownId: RundownId;
  deviceId: number;
  action: MosAction;
}

/**
 * What the parts of the MOS replication share (see mos.replication.ts): the platform, the MOS
 * settings, the device connections, what each device holds, and which rundowns are replicated.
 */
export interface MosContext {
  readonly platform: Platform;
  readonly settings: MosSettings;
  readonly log: FastifyBaseLogger;
  readonly links: MosLinks;
  /** Whether this instance leads the device (speaks MOS to it). */
  leads(deviceId: number): boolean;
  /** Runs an action's part on a device where that device's leader is. */
  onDevice(part: DeviceAction, deviceName: string): Promise<null>;
  /** The running order each device led here acknowledged last, per rundown. */
  readonly copies: RunningOrderCopies;
  /** One queue per rundown: its actions and syncs run one at a time. */
  readonly queue: RundownQueue;
  /** The MOS-enabled rundowns (those replicated). */
  readonly enabled: Set<number>;
  /** Rundowns with an action under way here (RundownMosState.busy). */
  readonly busy: Set<number>;
  /** Whether the replication is stopping (the app closes). */
  isStopped(): boolean;
}

/** The actor MOS devices act as (a story's display status, the automatic switch-off). */
export function mosActor(deviceId: number): Actor {
  return {
    userId: 0,
    nickname: 'MOS',
    name: 'MOS',
    isRoot: true,
    roles: ['ROLE_ROOT'],
    groupIds: [],
    sessionId: `mos:${deviceId}`,
    ip: '',
    locale: DEFAULT_LOCALE,
  };
}
