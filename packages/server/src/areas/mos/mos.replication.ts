import type { FastifyBaseLogger } from 'fastify';
import { z } from 'zod';
import {
  applyMosOperations,
  diffRunningOrders,
  DEVICE_RULES,
  rundownIdOfRunningOrder,
  runningOrderIdOf,
  runningOrderOf,
  sectionSchema,
  type DeviceStatus,
  type MosAction,
  type MosActionResult,
  type MosRunningOrder,
  type RealtimeEvent,
  type RundownMosState,
  type RunningOrderDeviceState,
  type Section,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { emit } from '../../platform/realtime/outbox';
import { startJobs, type Job } from '../../platform/jobs/scheduler';
import type { DeviceRow } from '../devices/devices.repository';
import { mutateRundowns } from '../rundowns/rundowns.mutation';
import { presentRundown } from '../rundowns/rundowns.presenter';
import { rundownsRepository } from '../rundowns/rundowns.repository';
import {
  accessibleProgram,
  byRundown,
  editable,
  notFound,
  publishRundown,
} from '../rundowns/rundowns.shared';
import { changeStoriesStatus } from '../rundowns/stories.service';
import { todayIn } from '../rundowns/rundowns.time';
import { MosLinks, MosUnreachable, tcpReachable, type MosSettings } from './mos.links';
import {
  displayStatusOf,
  expectAck,
  mosTypes,
  readyToAir,
  sendOperation,
  toRunningOrder,
} from './mos.messages';
import { mosRepository } from './mos.repository';

/**
 * MOS replication (issue 9): each MOS-enabled rundown is a running order on its program's MOS
 * devices (the playout device, and the CG device when it speaks MOS).
 *
 * - Work on one rundown runs in its own queue, one message at a time: actions (enable, disable,
 *   ready, replace) and replications of committed changes never interleave, so a device always
 *   receives a running order's messages in the order they were computed.
 * - A committed rundowns/blocks/stories/programs event marks every MOS-enabled rundown for a
 *   sync; a sync already waiting in a queue absorbs the next marks. The sync loads the rundown,
 *   diffs it with the running order last acknowledged by each device and sends the difference.
 * - A device that failed (timeout, refusal, not connected) is out of sync: nothing more is sent
 *   to it until a replace (or enable) brings it up to date with roReplace / roCreate.
 * - What each device holds lives in memory: one server instance speaks MOS (see ARCHITECTURE).
 *   After a restart the first sync of an enabled rundown sends roReplace (roCreate if refused).
 */

const sectionsSchema = z.array(sectionSchema);

/** The actor MOS devices act as when they set a story's display status. */
function deviceActor(deviceId: number): Actor {
  return {
    userId: 0,
    nickname: 'MOS',
    name: 'MOS',
    isRoot: true,
    roles: ['ROLE_ROOT'],
    groupIds: [],
    sessionId: `mos:${deviceId}`,
    ip: '',
  };
}

/** What one device holds of one running order. */
interface DeviceCopy {
  /** The running order the device acknowledged last; null = unknown (send it whole). */
  ro: MosRunningOrder | null;
  inSync: boolean;
  lastAckAt: string | null;
  error: string | null;
}

/** A rundown loaded for MOS: its devices and its running order for each. */
interface Loaded {
  rundownId: number;
  mosEnabled: boolean;
  groupIds: number[];
  devices: DeviceRow[];
  runningOrderFor(device: DeviceRow): MosRunningOrder;
}

export class MosReplication {
  private readonly links: MosLinks;
  private readonly copies = new Map<number, Map<number, DeviceCopy>>();
  private readonly queues = new Map<number, Promise<unknown>>();
  private readonly waitingSync = new Set<number>();
  private readonly busy = new Set<number>();
  private enabled = new Set<number>();
  private deviceReload: Promise<void> | null = null;
  private deviceReloadAgain = false;
  private unlisten: (() => void) | null = null;
  private stopJobs: (() => void) | null = null;
  private stopped = false;

  constructor(
    private readonly platform: Platform,
    private readonly settings: MosSettings,
    private readonly log: FastifyBaseLogger,
  ) {
    this.links = new MosLinks(
      settings,
      {
        status: (status) => this.publishDeviceStatus(status),
        elementStatus: (deviceId, roId, storyId, _itemId, status) =>
          void this.applyElementStatus(deviceId, roId, storyId, status),
      },
      log,
      platform.clock,
    );
  }

  /** Connects to the enabled MOS devices, listens to committed events, starts auto-disable. */
  async start(): Promise<void> {
    this.unlisten = this.platform.hub.onCommitted((event) => this.onCommitted(event));
    const db = this.platform.database.db;
    this.enabled = new Set((await mosRepository.mosEnabledRundowns(db)).map((r) => r.id));
    await this.reloadDevices();
    for (const id of this.enabled) this.scheduleSync(id);
    if (this.settings.autoDisableAfterMinutes !== null) {
      this.stopJobs = startJobs(
        this.platform.database,
        [this.autoDisableJob()],
        this.platform.clock,
        this.log,
      );
    }
  }

  /** Stops listening, lets queued work end, closes every MOS connection. */
  async stop(): Promise<void> {
    this.stopped = true;
    this.unlisten?.();
    this.stopJobs?.();
    await Promise.allSettled([...this.queues.values()]);
    await this.deviceReload;
    await this.links.close();
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
    if (touchesRundowns) for (const id of this.enabled) this.scheduleSync(id);
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
          await this.links.sync(await mosRepository.enabledMosDevices(this.platform.database.db));
        } catch (err) {
          this.log.error({ err }, 'MOS device reload failed');
        }
      } while (this.deviceReloadAgain && !this.stopped);
      for (const id of this.enabled) this.scheduleSync(id);
    };
    this.deviceReload = run().finally(() => {
      this.deviceReload = null;
    });
    return this.deviceReload;
  }

  private enqueue<T>(rundownId: number, work: () => Promise<T>): Promise<T> {
    const previous = this.queues.get(rundownId) ?? Promise.resolve();
    const next = previous.then(work, work);
    const settled = next.catch(() => undefined);
    this.queues.set(rundownId, settled);
    void settled.then(() => {
      if (this.queues.get(rundownId) === settled) this.queues.delete(rundownId);
    });
    return next;
  }

  private scheduleSync(rundownId: number): void {
    if (this.waitingSync.has(rundownId) || this.stopped) return;
    this.waitingSync.add(rundownId);
    void this.enqueue(rundownId, async () => {
      this.waitingSync.delete(rundownId);
      await this.sync(rundownId);
    }).catch((err: unknown) => this.log.error({ err, rundownId }, 'MOS replication failed'));
  }

  // ---------------------------------------------------------------- loading

  private async load(rundownId: number): Promise<Loaded | null> {
    const db = this.platform.database.db;
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
          sectionsByStoryId,
        }),
    };
  }

  private copiesOf(rundownId: number): Map<number, DeviceCopy> {
    let copies = this.copies.get(rundownId);
    if (!copies) {
      copies = new Map();
      this.copies.set(rundownId, copies);
    }
    return copies;
  }

  // ---------------------------------------------------------------- sending

  private acknowledged(copy: DeviceCopy, ro: MosRunningOrder | null): void {
    copy.ro = ro;
    copy.inSync = ro !== null;
    copy.lastAckAt = this.platform.clock().toISOString();
    copy.error = null;
  }

  private failed(copy: DeviceCopy, device: DeviceRow, err: unknown): void {
    copy.inSync = false;
    copy.error = DEVICE_RULES.unreachable;
    this.log.warn(
      { err: err instanceof Error ? err.message : String(err), deviceId: device.id },
      'MOS message failed',
    );
  }

  /** Sends the whole running order: roCreate, or roReplace when the device already has it (or the reverse). */
  private async sendWhole(
    device: DeviceRow,
    ro: MosRunningOrder,
    first: 'create' | 'replace',
  ): Promise<void> {
    const message = toRunningOrder(ro);
    const create = async () =>
      expectAck(await this.links.send(device.id, (d) => d.sendCreateRunningOrder(message)));
    const replace = async () =>
      expectAck(await this.links.send(device.id, (d) => d.sendReplaceRunningOrder(message)));
    try {
      await (first === 'create' ? create() : replace());
    } catch (err) {
      if (err instanceof MosUnreachable) throw err;
      await (first === 'create' ? replace() : create());
    }
  }

  /** Brings every device of an enabled rundown up to date with the minimal messages. */
  private async sync(rundownId: number): Promise<void> {
    if (!this.enabled.has(rundownId)) return;
    const loaded = await this.load(rundownId);
    if (!loaded || !loaded.mosEnabled) {
      // Switched off or removed by another path: take the running order off the devices.
      await this.deleteEverywhere(rundownId, loaded?.devices ?? []);
      this.enabled.delete(rundownId);
      if (loaded) await this.publishState(rundownId, loaded);
      return;
    }
    const copies = this.copiesOf(rundownId);
    let changed = false;
    for (const [deviceId, copy] of copies) {
      if (loaded.devices.some((d) => d.id === deviceId)) continue;
      // No longer a device of the program: take the running order off it.
      const device = await mosRepository.device(this.platform.database.db, deviceId);
      if (device && copy.inSync)
        await this.sendDelete(device, runningOrderIdOf(rundownId)).catch(() => undefined);
      copies.delete(deviceId);
      changed = true;
    }
    await Promise.all(
      loaded.devices.map(async (device) => {
        const ro = loaded.runningOrderFor(device);
        let copy = copies.get(device.id);
        if (copy && !copy.inSync) return;
        if (!copy) {
          copy = { ro: null, inSync: false, lastAckAt: null, error: null };
          copies.set(device.id, copy);
        }
        try {
          if (copy.ro === null) {
            await this.sendWhole(device, ro, 'replace');
            this.acknowledged(copy, ro);
            changed = true;
            return;
          }
          const operations = diffRunningOrders(copy.ro, ro);
          for (const op of operations) {
            expectAck(await this.links.send(device.id, (d) => sendOperation(d, ro.roId, op)));
            this.acknowledged(copy, applyMosOperations(copy.ro!, [op]));
            changed = true;
          }
        } catch (err) {
          this.failed(copy, device, err);
          changed = true;
        }
      }),
    );
    if (changed) await this.publishState(rundownId, loaded);
  }

  private async sendDelete(device: DeviceRow, roId: string): Promise<void> {
    expectAck(
      await this.links.send(device.id, (d) =>
        d.sendDeleteRunningOrder(mosTypes.mosString128.create(roId)),
      ),
    );
  }

  private async deleteEverywhere(rundownId: number, devices: DeviceRow[]): Promise<void> {
    const copies = this.copies.get(rundownId);
    const db = this.platform.database.db;
    const ids = new Set([...devices.map((d) => d.id), ...(copies?.keys() ?? [])]);
    for (const id of ids) {
      const device = devices.find((d) => d.id === id) ?? (await mosRepository.device(db, id));
      if (device) await this.sendDelete(device, runningOrderIdOf(rundownId)).catch(() => undefined);
    }
    this.copies.delete(rundownId);
  }

  // ---------------------------------------------------------------- actions

  /**
   * POST /rundowns/{id}/mos/{action}: enable (roCreate), disable (roDelete), ready (roReadyToAir),
   * replace (roReplace). Answers which devices acknowledged and which did not in time.
   */
  async act(actor: Actor, rundownId: number, action: MosAction): Promise<MosActionResult> {
    // Access first (404 / 403 / 422 before anything is sent), then the work in the rundown's queue.
    if (action === 'enable') await this.setFlag(actor, rundownId, true);
    else if (action === 'disable') {
      // Out of the replicated set before the flag's own event arrives: no sync races the roDelete.
      const wasEnabled = this.enabled.delete(rundownId);
      try {
        await this.setFlag(actor, rundownId, false);
      } catch (err) {
        if (wasEnabled) this.enabled.add(rundownId);
        throw err;
      }
    } else {
      const row = await rundownsRepository.findRundown(this.platform.database.db, rundownId);
      if (!row) throw notFound();
      await accessibleProgram(this.platform.database.db, actor, row.programId);
    }
    return this.enqueue(rundownId, async () => {
      this.busy.add(rundownId);
      const loaded = await this.load(rundownId);
      if (!loaded) throw notFound();
      await this.publishState(rundownId, loaded);
      try {
        return await this.run(loaded, action);
      } finally {
        this.busy.delete(rundownId);
        await this.publishState(rundownId, loaded);
      }
    });
  }

  private async setFlag(actor: Actor, rundownId: number, enabled: boolean): Promise<void> {
    await mutateRundowns(this.platform, actor, byRundown(rundownId), async (m) => {
      const rundown = enabled ? editable(m, rundownId) : m.get(rundownId).rundown;
      if (rundown.mosEnabled === enabled) return;
      await rundownsRepository.updateRundown(m.tx, rundownId, { mosEnabled: enabled });
      // The automatic switch-off is no user's change: it leaves no log line.
      if (actor.userId > 0) {
        await m.log(rundownId, {
          action: 'update',
          entity: 'rundown',
          entityId: rundownId,
          label: null,
          details: { fields: ['mosEnabled'] },
        });
      }
      await publishRundown(m, rundownId);
    });
  }

  private async run(loaded: Loaded, action: MosAction): Promise<MosActionResult> {
    const rundownId = loaded.rundownId;
    const roId = runningOrderIdOf(rundownId);
    const copies = this.copiesOf(rundownId);
    if (action === 'disable') {
      // A device that answers, even refusing (it no longer has the running order), took part.
      const result = await this.eachDevice(loaded.devices, (device) =>
        this.sendDelete(device, roId).catch((err: unknown) => {
          if (err instanceof MosUnreachable) throw err;
        }),
      );
      this.copies.delete(rundownId);
      this.enabled.delete(rundownId);
      return result;
    }
    if (!loaded.mosEnabled) return { devices: [], unreachable: [] };
    this.enabled.add(rundownId);
    if (action === 'ready') {
      return this.eachDevice(loaded.devices, async (device) =>
        expectAck(await this.links.send(device.id, (d) => readyToAir(d, roId))),
      );
    }
    return this.eachDevice(loaded.devices, async (device) => {
      const copy: DeviceCopy = copies.get(device.id) ?? {
        ro: null,
        inSync: false,
        lastAckAt: null,
        error: null,
      };
      copies.set(device.id, copy);
      const ro = loaded.runningOrderFor(device);
      try {
        await this.sendWhole(device, ro, action === 'enable' ? 'create' : 'replace');
        this.acknowledged(copy, ro);
      } catch (err) {
        this.failed(copy, device, err);
        throw err;
      }
    });
  }

  /** Runs one message per device in parallel; sorts device names into acknowledged and unreachable. */
  private async eachDevice(
    devices: DeviceRow[],
    send: (device: DeviceRow) => Promise<void>,
  ): Promise<MosActionResult> {
    const outcomes = await Promise.allSettled(devices.map((device) => send(device)));
    const result: MosActionResult = { devices: [], unreachable: [] };
    outcomes.forEach((outcome, index) => {
      const name = devices[index]!.name;
      if (outcome.status === 'fulfilled') result.devices.push(name);
      else {
        result.unreachable.push(name);
        this.log.warn(
          { err: String(outcome.reason), device: name },
          'MOS action failed on a device',
        );
      }
    });
    return result;
  }

  // ---------------------------------------------------------------- state and status

  /** GET /rundowns/{id}/mos (after the caller's access was checked). */
  async stateOf(rundownId: number): Promise<RundownMosState> {
    const loaded = await this.load(rundownId);
    if (!loaded) throw notFound();
    return this.state(loaded);
  }

  private state(loaded: Loaded): RundownMosState {
    const copies = this.copies.get(loaded.rundownId) ?? new Map<number, DeviceCopy>();
    const devices: RunningOrderDeviceState[] = loaded.devices.map((device) => {
      const copy = copies.get(device.id);
      const check =
        copy?.inSync && loaded.mosEnabled
          ? 'EXIST'
          : this.links.isConnected(device.id)
            ? 'CAN_CREATE'
            : 'CANT_CREATE';
      return {
        deviceId: device.id,
        name: device.name,
        check,
        lastAckAt: copy?.lastAckAt ?? null,
        error: copy?.error ?? null,
      };
    });
    return {
      rundownId: loaded.rundownId,
      mosEnabled: loaded.mosEnabled,
      busy: this.busy.has(loaded.rundownId),
      devices,
    };
  }

  private async publishState(rundownId: number, loaded: Loaded): Promise<void> {
    const state = this.state(loaded);
    try {
      await this.platform.database.db.transaction(async (tx) => {
        await emit(tx, null, {
          topic: 'rundowns',
          action: 'UPDATE',
          entity: 'rundown_mos',
          id: rundownId,
          data: state,
          audience: { programGroupIds: loaded.groupIds },
        });
      });
    } catch (err) {
      this.log.warn({ err, rundownId }, 'MOS state push failed');
    }
  }

  private publishDeviceStatus(status: DeviceStatus): void {
    if (this.stopped) return;
    this.platform.database.db
      .transaction(async (tx) => {
        await emit(tx, null, {
          topic: 'devices',
          action: 'UPDATE',
          entity: 'device_status',
          id: status.deviceId,
          data: status,
        });
      })
      .catch((err: unknown) => this.log.warn({ err }, 'MOS device status push failed'));
  }

  /** GET /devices/status: every MOS device's connection (disabled ones as disabled). */
  async statuses(): Promise<DeviceStatus[]> {
    const devices = await mosRepository.mosDevices(this.platform.database.db);
    return devices.map((d) => this.links.status(d.id));
  }

  /** POST /devices/{id}/test: MOS devices answer reqMachInfo, II and WS devices a TCP connection. */
  async test(deviceId: number): Promise<DeviceStatus> {
    const device = await mosRepository.device(this.platform.database.db, deviceId);
    if (!device) throw notFound();
    if (device.protocol === 'MOS') {
      const status = await this.links.probe(device);
      this.publishDeviceStatus(status);
      return status;
    }
    let host = device.host;
    let port = device.port;
    if (device.protocol === 'WS' && device.webServiceUrl) {
      try {
        const url = new URL(device.webServiceUrl);
        host = url.hostname;
        port = Number(url.port) || (url.protocol === 'https:' ? 443 : 80);
      } catch {
        port = null;
      }
    }
    const ok =
      host !== '' && port !== null && (await tcpReachable(host, port, this.settings.timeoutMs));
    return {
      deviceId,
      primary: ok ? 'connected' : 'disconnected',
      secondary: 'disabled',
      machineInfo: null,
      lastSeenAt: ok ? this.platform.clock().toISOString() : null,
    };
  }

  /** roElementStat from a device: PLAY / STOP of a story (or of one of its items) sets its display status. */
  private async applyElementStatus(
    deviceId: number,
    roId: string,
    storyUuid: string,
    status: string,
  ): Promise<void> {
    const displayStatus = displayStatusOf(status);
    const rundownId = rundownIdOfRunningOrder(roId);
    if (!displayStatus || rundownId === null || this.stopped) return;
    try {
      const storyId = await mosRepository.storyIdByUuid(this.platform.database.db, storyUuid);
      if (storyId === null) return;
      await changeStoriesStatus(this.platform, deviceActor(deviceId), {
        storyIds: [storyId],
        status: displayStatus,
        cascade: displayStatus === 'play',
      });
    } catch (err) {
      this.log.warn({ err, deviceId, roId, storyUuid }, 'MOS status not applied');
    }
  }

  // ---------------------------------------------------------------- auto-disable

  /** Switches MOS off for rundowns whose show ended more than the configured minutes ago. */
  autoDisableJob(): Job {
    return {
      name: 'mos.autoDisable',
      everyMs: 60_000,
      run: async (tx, now) => {
        const due = dueForAutoDisable(
          await mosRepository.mosEnabledRundowns(tx),
          now,
          this.platform.config.newsroomTimeZone,
          this.settings.autoDisableAfterMinutes ?? 0,
        );
        for (const rundownId of due) {
          // Sent after this transaction: MOS messages never wait inside one.
          void this.act(deviceActor(0), rundownId, 'disable').catch((err: unknown) =>
            this.log.warn({ err, rundownId }, 'MOS auto-disable failed'),
          );
        }
      },
    };
  }
}

/** The rundowns whose show ended at least `graceMinutes` before `now` (newsroom time zone). */
export function dueForAutoDisable(
  rundowns: readonly { id: number; date: string; start: string; end: string }[],
  now: Date,
  timeZone: string,
  graceMinutes: number,
): number[] {
  const limit = localDateTime(timeZone, new Date(now.getTime() - graceMinutes * 60_000));
  return rundowns.filter((r) => showEnd(r) <= limit).map((r) => r.id);
}

/** `YYYY-MM-DDTHH:mm:ss` of an instant in a time zone. */
function localDateTime(zone: string, at: Date): string {
  const time = new Intl.DateTimeFormat('en-GB', {
    timeZone: zone,
    hour: '2-digit',
    minute: '2-digit',
    second: '2-digit',
    hourCycle: 'h23',
  }).format(at);
  return `${todayIn(zone, at)}T${time}`;
}

/** When a show ends, local time (the next day when it crosses midnight). */
function showEnd(rundown: { date: string; start: string; end: string }): string {
  const end = rundown.end.length === 5 ? `${rundown.end}:00` : rundown.end;
  if (rundown.end >= rundown.start) return `${rundown.date}T${end}`;
  const next = new Date(`${rundown.date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + 1);
  return `${next.toISOString().slice(0, 10)}T${end}`;
}
