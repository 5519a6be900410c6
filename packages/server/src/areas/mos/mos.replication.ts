import { keepAnnouncedObjects } from './mos.announcedObjects';
import type { RundownId } from '@newsroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent, RundownMosState } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { startJobs } from '../../platform/jobs/scheduler';
import { runMosAction, runOnDevice } from './mos.actions';
import type { MosCaller, MosCallKind, MosCallTypes } from './mos.calls';
import { MosForwarding } from './mos.forward';
import { listenerKey, MosLeadership } from './mos.leader';
import { searchOverLinks } from './mos.objectSearch';
import { requestObjectOverLinks, requestSyncOverLinks } from './mos.objectRequests';
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
 * - mos.leader: which instance speaks MOS to which device; mos.calls / mos.forward: what the
 *   others ask of a device's leader.
 *
 * Each enabled MOS device has one leader (mos.leader.ts): only it dials the device and syncs the
 * device's running orders; a call for a device made elsewhere is forwarded to it through the
 * database. What each device holds is stored as the device acknowledges (mos.copies), so a new
 * leader, after a restart or a hand-over, goes on with the difference.
 * Whenever a device may not hold the running order (it refused or did not answer a message, it
 * came back after an outage) the rundown is synced again, which sends that device the whole
 * running order: after RESYNC_DELAY_MS, and at once when a device connects.
 */
/** How long a device out of sync waits before the whole running order is sent to it again. */
export const RESYNC_DELAY_MS = 2_000;
/** How many MOS timeouts a forwarded call may last (an action may wait behind a sync). */
const FORWARD_TIMEOUTS = 4;
/** Above those timeouts, for the database round trips of a forwarded call. */
const FORWARD_MARGIN_MS = 2_000;

export class MosReplication {
  private readonly ctx: MosContext;
  private deviceReload: Promise<void> | null = null;
  private deviceReloadAgain = false;
  private unlisten: (() => void) | null = null;
  private stopJobs: (() => Promise<void>) | null = null;
  private removeGauge: (() => void) | null = null;
  private stopped = false;
  private leading = false;
  /** The devices this instance speaks MOS to (their copies loaded). */
  private led: ReadonlySet<number> = new Set();
  private readonly resyncs = new Map<number, NodeJS.Timeout>();
  private readonly leadership: MosLeadership;
  private readonly forwarding: MosForwarding;

  constructor(
    private readonly platform: Platform,
    settings: MosSettings,
    log: FastifyBaseLogger,
  ) {
    const links = new MosLinks(
      settings,
      {
        status: (status) => {
          // A device just let go is another instance's to report.
          if (!this.led.has(status.deviceId)) return;
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
      leads: (deviceId) => this.led.has(deviceId),
      onDevice: (part, deviceName) =>
        this.toLeader('deviceAct', { ...part, deviceName }, part.deviceId, deviceName),
      copies: new RunningOrderCopies(platform.database.db, log),
      queue: new RundownQueue(),
      enabled: new Set(),
      busy: new Set(),
      isStopped: () => this.stopped || !this.leadership.isListener,
    };
    this.leadership = new MosLeadership(
      platform.database,
      listenerKey(settings),
      { lead: (deviceIds) => this.lead(deviceIds) },
      log,
    );
    this.forwarding = new MosForwarding(
      platform.database,
      FORWARD_TIMEOUTS * settings.timeoutMs + FORWARD_MARGIN_MS,
      log,
    );
  }

  /** Listens to committed events and forwarded calls, and takes its devices (see mos.leader). */
  async start(): Promise<void> {
    this.unlisten = this.platform.hub.onCommitted((event) => this.onCommitted(event));
    this.removeGauge = this.platform.metrics.gauge(
      'nrcs_mos_links',
      'MOS devices this instance keeps a link to, by whether one of their machines answers',
      () => this.ctx.links.counts(),
      ['state'],
    );
    await this.forwarding.start();
    await this.leadership.start();
  }

  /** Stops listening, lets every device go (queued work ends, MOS connections close). */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    this.removeGauge?.();
    await this.leadership.stop();
    await this.forwarding.stop();
  }

  /**
   * Runs a MOS call: a rundown's action, its state and the status list here (from the tables and
   * the devices' leaders); a call for one device where that device's leader is.
   */
  readonly call: MosCaller = async (kind, input) => {
    if ('device' in input) return this.toLeader(kind, input, input.device.id, input.device.name);
    if (kind === 'test') {
      const { deviceId } = input as MosCallTypes['test']['input'];
      const device = await mosRepository.device(this.platform.database.db, deviceId);
      // A disabled MOS device has no leader: any instance that speaks MOS tries it.
      if (device?.protocol === 'MOS')
        return this.toLeader(kind, input, device.enabled ? device.id : null, device.name);
    }
    if (kind === 'deviceAct') {
      const part = input as MosCallTypes['deviceAct']['input'];
      return this.toLeader(kind, input, part.deviceId, part.deviceName);
    }
    return this.runHere(kind, input);
  };

  /** Runs the call here when this instance leads the device (null: speaks MOS at all). */
  private toLeader<K extends MosCallKind>(
    kind: K,
    input: MosCallTypes[K]['input'],
    deviceId: number | null,
    deviceName: string,
  ): Promise<MosCallTypes[K]['output']> {
    if (this.serves(deviceId)) return this.runHere(kind, input);
    return this.forwarding.forward(kind, input, deviceName, deviceId);
  }

  private readonly serves = (deviceId: number | null): boolean =>
    deviceId === null ? this.leadership.isListener : this.led.has(deviceId);

  private runHere<K extends MosCallKind>(
    kind: K,
    input: MosCallTypes[K]['input'],
  ): Promise<MosCallTypes[K]['output']> {
    const run = this.handlers[kind] as (
      input: MosCallTypes[K]['input'],
    ) => Promise<MosCallTypes[K]['output']>;
    return run(input);
  }

  private readonly handlers: {
    [K in MosCallKind]: (input: MosCallTypes[K]['input']) => Promise<MosCallTypes[K]['output']>;
  } = {
    act: ({ actor, rundownId, action }) => runMosAction(this.ctx, actor, rundownId, action),
    deviceAct: ({ rundownId, deviceId, action }) =>
      runOnDevice(this.ctx, { rundownId, deviceId, action }),
    state: ({ rundownId }) => this.stateOf(rundownId),
    statuses: () => deviceStatuses(this.ctx),
    test: ({ deviceId }) => testDevice(this.ctx, deviceId),
    search: ({ device, query }) => searchOverLinks(this.ctx.links, device, query),
    requestSync: ({ device }) => requestSyncOverLinks(this.ctx.links, device),
    requestObject: ({ device, objectId }) =>
      requestObjectOverLinks(this.ctx.links, device, objectId),
  };

  // ---------------------------------------------------------------- leading

  /**
   * Speaks MOS to these devices from now on (mos.leader): lets the others go once their queued
   * work ended, reads what the new ones hold before any sync, connects, syncs the enabled
   * rundowns, runs auto-disable while it leads any, serves the calls for them.
   */
  private async lead(deviceIds: ReadonlySet<number>): Promise<void> {
    const gone = [...this.led].filter((id) => !deviceIds.has(id));
    const fresh = [...deviceIds].filter((id) => !this.led.has(id));
    this.led = new Set([...this.led].filter((id) => deviceIds.has(id)));
    this.forwarding.serve(this.leadership.isListener ? this.runForwarded : null, this.serves);
    if (gone.length > 0) {
      await this.ctx.queue.settled();
      this.ctx.copies.drop(gone);
    }
    if (fresh.length > 0) await this.ctx.copies.load(fresh);
    this.led = new Set(deviceIds);
    this.leading = deviceIds.size > 0;
    this.ctx.enabled.clear();
    if (this.leading) {
      const db = this.platform.database.db;
      for (const rundown of await mosRepository.mosEnabledRundowns(db))
        this.ctx.enabled.add(rundown.id);
    } else {
      for (const timer of this.resyncs.values()) clearTimeout(timer);
      this.resyncs.clear();
    }
    await this.reloadDevices();
    if (this.leading && !this.stopJobs && this.ctx.settings.autoDisableAfterMinutes !== null) {
      this.stopJobs = startJobs(
        this.platform.database,
        [autoDisableJob(this.ctx)],
        this.platform.clock,
        this.ctx.log,
      );
    } else if (!this.leading && this.stopJobs) {
      await this.stopJobs();
      this.stopJobs = null;
    }
    this.forwarding.serve(this.leadership.isListener ? this.runForwarded : null, this.serves);
  }

  private readonly runForwarded = (kind: MosCallKind, input: unknown) =>
    this.runHere(kind, input as never);

  /** GET /rundowns/{id}/mos (after the caller's access was checked). */
  private async stateOf(rundownId: RundownId): Promise<RundownMosState> {
    const loaded = await loadRundown(this.platform, rundownId);
    if (!loaded) throw notFound();
    return await rundownState(this.ctx, loaded);
  }

  // ---------------------------------------------------------------- reactions

  private onCommitted(event: RealtimeEvent): void {
    if (this.stopped) return;
    if (event.topic === 'devices' && event.entity === 'device') {
      // Every instance looks again: a device enabled needs a leader, a changed one a reconnect.
      void this.leadership.refresh();
      return;
    }
    if (!this.leading) return;
    const touchesRundowns =
      (event.topic === 'rundowns' && event.entity !== 'rundown_mos') ||
      event.topic === 'blocks' ||
      event.topic === 'stories' ||
      event.topic === 'programs';
    if (touchesRundowns) for (const id of this.ctx.enabled) this.scheduleSync(id);
  }

  /** Connects to the enabled MOS devices led here, drops the others (coalesced). */
  private reloadDevices(): Promise<void> {
    if (this.deviceReload) {
      this.deviceReloadAgain = true;
      return this.deviceReload;
    }
    const run = async () => {
      do {
        this.deviceReloadAgain = false;
        try {
          const devices = await mosRepository.enabledMosDevices(this.platform.database.db);
          await this.ctx.links.sync(devices.filter((d) => this.led.has(d.id)));
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
    if (this.stopped || !this.leading) return;
    void this.ctx.queue
      .runSyncOnce(rundownId, () => syncRundown(this.ctx, rundownId))
      ?.then((outOfSync) => {
        if (outOfSync) this.resyncLater(rundownId);
      })
      .catch((err: unknown) => this.ctx.log.error({ err, rundownId }, 'MOS replication failed'));
  }

  /** Syncs the rundown again after RESYNC_DELAY_MS (once, however often asked meanwhile). */
  private resyncLater(rundownId: RundownId): void {
    if (this.stopped || !this.leading || this.resyncs.has(rundownId)) return;
    const timer = setTimeout(() => {
      this.resyncs.delete(rundownId);
      this.scheduleSync(rundownId);
    }, RESYNC_DELAY_MS);
    timer.unref();
    this.resyncs.set(rundownId, timer);
  }
}
