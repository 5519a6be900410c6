import { keepAnnouncedObjects } from './mos.announcedObjects';
import type { RundownId } from '@newsroom/domain';
import type { FastifyBaseLogger } from 'fastify';
import type { RealtimeEvent, RundownMosState } from '@newsroom/domain';
import type { Platform } from '../../platform/context';
import { startJobs } from '../../platform/jobs/scheduler';
import { runMosAction } from './mos.actions';
import type { MosCaller, MosCallKind, MosCallTypes } from './mos.calls';
import { MosForwarding } from './mos.forward';
import { MosLeadership } from './mos.leader';
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
 * - mos.leader: which instance speaks MOS; mos.calls / mos.forward: what the others ask of it.
 *
 * One instance speaks MOS, the leader (mos.leader.ts): only it listens on the MOS ports, dials the
 * devices and syncs; any other instance forwards its MOS calls to it through the database. What
 * each device holds lives in the leader's memory. After a restart or a hand-over of the lead,
 * the first sync of an enabled rundown sends roReplace (roCreate if refused).
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
      isStopped: () => this.stopped || !this.leading,
    };
    this.leadership = new MosLeadership(
      platform.database,
      { lead: () => this.lead(), stepDown: () => this.stepDown() },
      log,
    );
    this.forwarding = new MosForwarding(
      platform.database,
      FORWARD_TIMEOUTS * settings.timeoutMs + FORWARD_MARGIN_MS,
      log,
    );
  }

  /** Listens to committed events and forwarded calls, and tries to lead (see mos.leader). */
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

  /** Stops listening, steps down (queued work ends, MOS connections close), lets the lead go. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    this.removeGauge?.();
    await this.leadership.stop();
    await this.forwarding.stop();
  }

  /** Runs a MOS call here when this instance leads, on the leader otherwise. */
  readonly call: MosCaller = (kind, input) => {
    if (this.leadership.isLeader) return this.runHere(kind, input);
    const device = 'device' in input ? input.device.name : 'MOS';
    return this.forwarding.forward(kind, input, device);
  };

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
    state: ({ rundownId }) => this.stateOf(rundownId),
    statuses: () => deviceStatuses(this.ctx),
    test: ({ deviceId }) => testDevice(this.ctx, deviceId),
    search: ({ device, query }) => searchOverLinks(this.ctx.links, device, query),
    requestSync: ({ device }) => requestSyncOverLinks(this.ctx.links, device),
    requestObject: ({ device, objectId }) =>
      requestObjectOverLinks(this.ctx.links, device, objectId),
  };

  // ---------------------------------------------------------------- leading

  /** Connects to the enabled MOS devices, syncs their rundowns, starts auto-disable, serves calls. */
  private async lead(): Promise<void> {
    this.leading = true;
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
    this.forwarding.serve(this.runForwarded);
  }

  /** Stops serving calls and syncing, lets queued work end, closes every MOS connection. */
  private async stepDown(): Promise<void> {
    this.leading = false;
    this.forwarding.serve(null);
    for (const timer of this.resyncs.values()) clearTimeout(timer);
    this.resyncs.clear();
    await this.stopJobs?.();
    this.stopJobs = null;
    await this.ctx.queue.settled();
    await this.deviceReload;
    await this.ctx.links.close();
    // The next leader sends every device its running orders whole (roReplace).
    this.ctx.copies.clear();
    this.ctx.enabled.clear();
    this.ctx.busy.clear();
  }

  private readonly runForwarded = (kind: MosCallKind, input: unknown) =>
    this.runHere(kind, input as never);

  /** GET /rundowns/{id}/mos (after the caller's access was checked). */
  private async stateOf(rundownId: RundownId): Promise<RundownMosState> {
    const loaded = await loadRundown(this.platform, rundownId);
    if (!loaded) throw notFound();
    return rundownState(this.ctx, loaded);
  }

  // ---------------------------------------------------------------- reactions

  private onCommitted(event: RealtimeEvent): void {
    if (this.stopped || !this.leading) return;
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
  private reloadDevices(): Promise<void> {
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
      } while (this.deviceReloadAgain && !this.ctx.isStopped());
      for (const id of this.ctx.enabled) this.scheduleSync(id);
    };
    this.deviceReload = run().finally(() => {
      this.deviceReload = null;
    });
    return this.deviceReload;
  }

  private scheduleSync(rundownId: RundownId): void {
    if (this.ctx.isStopped()) return;
    void this.ctx.queue
      .runSyncOnce(rundownId, () => syncRundown(this.ctx, rundownId))
      ?.then((outOfSync) => {
        if (outOfSync) this.resyncLater(rundownId);
      })
      .catch((err: unknown) => this.ctx.log.error({ err, rundownId }, 'MOS replication failed'));
  }

  /** Syncs the rundown again after RESYNC_DELAY_MS (once, however often asked meanwhile). */
  private resyncLater(rundownId: RundownId): void {
    if (this.ctx.isStopped() || this.resyncs.has(rundownId)) return;
    const timer = setTimeout(() => {
      this.resyncs.delete(rundownId);
      this.scheduleSync(rundownId);
    }, RESYNC_DELAY_MS);
    timer.unref();
    this.resyncs.set(rundownId, timer);
  }
}
