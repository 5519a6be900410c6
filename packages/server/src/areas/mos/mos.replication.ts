import { keepAnnouncedObjects } from './mos.announcedObjects';
import type { RundownId } from '@newsroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import type {
  DeviceStatus,
  MosAction,
  MosActionResult,
  RealtimeEvent,
  RundownMosState,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { startJobs } from '../../platform/jobs/scheduler';
import { runMosAction } from './mos.actions';
import { autoDisableJob } from './mos.autoDisable';
import type { MosContext } from './mos.context';
import { RunningOrderCopies } from './mos.copies';
import { deviceStatuses, publishDeviceStatus, testDevice } from './mos.deviceStatus';
import { MosLinks, type MosSettings } from './mos.links';
import { loadRundown, requestedRunningOrder } from './mos.load';
import { RundownQueue } from './mos.queue';
import { mosRepository } from './mos.repository';
import { rundownState } from './mos.state';
import { applyElementStatus } from './mos.storyStatus';
import { syncRundown } from './mos.sync';
import { notFound } from '../../platform/http/refusals';

/**
 * MOS replication (issue 9): each MOS-enabled rundown is a running order on its program's MOS
 * devices (the playout device, and the CG device when it speaks MOS). This class wires the parts:
 *
 * - mos.links: the connections to the devices (MosLinks);
 * - mos.queue: one queue per rundown, so actions and syncs never interleave;
 * - mos.sync: a committed rundowns/blocks/stories/programs event marks every MOS-enabled rundown
 *   for a sync, which sends the difference from what each device acknowledged (mos.copies);
 * - mos.actions: enable / disable / ready / replace; mos.state: the rundown's MOS state;
 * - mos.deviceStatus: devices' connection statuses; mos.storyStatus: roElementStat → story status;
 * - mos.autoDisable: the scheduled switch-off after the show.
 *
 * What each device holds lives in memory: one server instance speaks MOS (see ARCHITECTURE).
 * After a restart the first sync of an enabled rundown sends roReplace (roCreate if refused).
 * Whenever a device may not hold the running order (it refused or did not answer a message, it
 * came back after an outage) the rundown is synced again, which sends that device the whole
 * running order: after RESYNC_DELAY_MS, and at once when a device connects.
 */
/** How long a device out of sync waits before the whole running order is sent to it again. */
export const RESYNC_DELAY_MS = 2_000;

export class MosReplication {
  private readonly ctx: MosContext;
  private deviceReload: Promise<void> | null = null;
  private deviceReloadAgain = false;
  private unlisten: (() => void) | null = null;
  private stopJobs: (() => Promise<void>) | null = null;
  private removeGauge: (() => void) | null = null;
  private stopped = false;
  private readonly resyncs = new Map<number, NodeJS.Timeout>();

  constructor(
    private readonly platform: Platform,
    settings: MosSettings,
    log: FastifyBaseLogger,
  ) {
    const links = new MosLinks(
      settings,
      {
        status: (status) => {
          publishDeviceStatus(this.ctx, status);
          if (status.primary === 'connected' || status.secondary === 'connected')
            for (const id of this.ctx.enabled) this.scheduleSync(id);
        },
        elementStatus: (deviceId, roId, storyId, _itemId, status) =>
          void applyElementStatus(this.ctx, deviceId, roId, storyId, status),
        runningOrder: (deviceId, roId) =>
          requestedRunningOrder(platform, this.ctx.enabled, deviceId, roId),
        objects: (deviceId, objects, complete) =>
          keepAnnouncedObjects(platform, deviceId, objects, complete),
      },
      log,
      platform.clock,
    );
    this.ctx = {
      platform,
      settings,
      log,
      links,
      copies: new RunningOrderCopies(),
      queue: new RundownQueue(),
      enabled: new Set(),
      busy: new Set(),
      isStopped: () => this.stopped,
    };
  }

  /** The connections to the MOS devices (shared with the media centre's object searches). */
  get links(): MosLinks {
    return this.ctx.links;
  }

  /** Connects to the enabled MOS devices, listens to committed events, starts auto-disable. */
  async start(): Promise<void> {
    this.unlisten = this.platform.hub.onCommitted((event) => this.onCommitted(event));
    this.removeGauge = this.platform.metrics.gauge(
      'nrcs_mos_links',
      'MOS devices this instance keeps a link to, by whether one of their machines answers',
      () => this.ctx.links.counts(),
      ['state'],
    );
    const db = this.platform.database.db;
    this.ctx.enabled.clear();
    for (const rundown of await mosRepository.mosEnabledRundowns(db))
      this.ctx.enabled.add(rundown.id);
    await this.reloadDevices();
    for (const id of this.ctx.enabled) this.scheduleSync(id);
    if (this.ctx.settings.autoDisableAfterMinutes !== null) {
      this.stopJobs = startJobs(
        this.platform.database,
        [autoDisableJob(this.ctx)],
        this.platform.clock,
        this.ctx.log,
      );
    }
  }

  /** Stops listening, lets queued work end, closes every MOS connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    for (const timer of this.resyncs.values()) clearTimeout(timer);
    this.resyncs.clear();
    this.unlisten?.();
    this.removeGauge?.();
    await this.stopJobs?.();
    await this.ctx.queue.settled();
    await this.deviceReload;
    await this.ctx.links.close();
  }

  /** POST /rundowns/{id}/mos/{action} (see mos.actions). */
  act(actor: Actor, rundownId: RundownId, action: MosAction): Promise<MosActionResult> {
    return runMosAction(this.ctx, actor, rundownId, action);
  }

  /** GET /rundowns/{id}/mos (after the caller's access was checked). */
  async stateOf(rundownId: RundownId): Promise<RundownMosState> {
    const loaded = await loadRundown(this.platform, rundownId);
    if (!loaded) throw notFound();
    return rundownState(this.ctx, loaded);
  }

  /** GET /devices/status. */
  statuses(): Promise<DeviceStatus[]> {
    return deviceStatuses(this.ctx);
  }

  /** POST /devices/{id}/test. */
  test(deviceId: number): Promise<DeviceStatus> {
    return testDevice(this.ctx, deviceId);
  }

  // ---------------------------------------------------------------- reactions

  private onCommitted(event: RealtimeEvent): void {
    if (this.stopped) return;
    if (event.topic === 'devices' && event.entity === 'device') {
      void this.reloadDevices();
      return;
    }
    const touchesRundowns =
      (event.topic === 'rundowns' && event.entity !== 'rundown_mos') ||
      event.topic === 'blocks' ||
      event.topic === 'stories' ||
      event.topic === 'programs';
    if (touchesRundowns) for (const id of this.ctx.enabled) this.scheduleSync(id);
  }

  /** Reconnects to the enabled MOS devices after a device change (coalesced). */
  reloadDevices(): Promise<void> {
    if (this.deviceReload) {
      this.deviceReloadAgain = true;
      return this.deviceReload;
    }
    const run = async () => {
      do {
        this.deviceReloadAgain = false;
        try {
          await this.ctx.links.sync(
            await mosRepository.enabledMosDevices(this.platform.database.db),
          );
        } catch (err) {
          this.ctx.log.error({ err }, 'MOS device reload failed');
        }
      } while (this.deviceReloadAgain && !this.stopped);
      for (const id of this.ctx.enabled) this.scheduleSync(id);
    };
    this.deviceReload = run().finally(() => {
      this.deviceReload = null;
    });
    return this.deviceReload;
  }

  private scheduleSync(rundownId: RundownId): void {
    if (this.stopped) return;
    void this.ctx.queue
      .runSyncOnce(rundownId, () => syncRundown(this.ctx, rundownId))
      ?.then((outOfSync) => {
        if (outOfSync) this.resyncLater(rundownId);
      })
      .catch((err: unknown) => this.ctx.log.error({ err, rundownId }, 'MOS replication failed'));
  }

  /** Syncs the rundown again after RESYNC_DELAY_MS (once, however often asked meanwhile). */
  private resyncLater(rundownId: RundownId): void {
    if (this.stopped || this.resyncs.has(rundownId)) return;
    const timer = setTimeout(() => {
      this.resyncs.delete(rundownId);
      this.scheduleSync(rundownId);
    }, RESYNC_DELAY_MS);
    timer.unref();
    this.resyncs.set(rundownId, timer);
  }
}
