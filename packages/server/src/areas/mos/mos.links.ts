import net from 'node:net';
import {
  IMOSAckStatus,
  IMOSObjectStatus,
  MosConnection,
  type IMOSAck,
  type IMOSConnectionStatus,
  type IMOSListMachInfo,
  type IMOSObject,
  type IMOSROAck,
  type MosDevice,
} from '@mos-connection/connector';
import type { FastifyBaseLogger } from 'fastify';
import type { DeviceStatus, MachineInfo, MosRunningOrder } from '@newsroom/domain';
import type { MosConfig } from '../../config';
import type { DeviceRow } from '../devices/devices.repository';
import type { AnnouncedObject } from './mos.announcedObjects';
import { mosTypes, toRunningOrder } from './mos.messages';
import { describeMosObject } from './mos.objectDescription';

/**
 * The newsroom's MOS connections (NCS side, @mos-connection/connector): one MosConnection that
 * listens on our three MOS ports (devices send roElementStat there) and, per enabled MOS device,
 * one MosDevice connected to its primary and optional secondary (buddy) with its ports and
 * heartbeat. Nothing listens nor dials while no MOS device is enabled.
 *
 * Every send is raced against the MOS timeout (config MOS_TIMEOUT_MS): the connector retries and
 * queues on its own, but a newsroom screen must hear "unreachable" in time, never hang.
 */

/** The MOS settings: the server config's `mos` (MOS_ID, MOS_PORT_*, MOS_TIMEOUT_MS…). */
export type MosSettings = MosConfig;

/** A device did not answer in time, is not connected, or refused. */
export class MosUnreachable extends Error {}

/** What the links tell the replication. */
export interface MosLinkEvents {
  status(status: DeviceStatus): void;
  /** roElementStat of a story (itemId null) or of an item. */
  elementStatus(
    deviceId: number,
    roId: string,
    storyId: string,
    itemId: string | null,
    status: string,
  ): void;
  /** The running order a device asks for (roReq); null when it is not one replicated to it. */
  runningOrder(deviceId: number, roId: string): Promise<MosRunningOrder | null>;
  /** Objects a device announced (mosObj); `complete` = its whole list (mosListAll). */
  objects(deviceId: number, objects: AnnouncedObject[], complete: boolean): Promise<void>;
}

interface Link {
  device: DeviceRow;
  key: string;
  mos: MosDevice | null;
  status: DeviceStatus;
}

const linkKey = (d: DeviceRow) =>
  JSON.stringify([
    d.mosId,
    d.host,
    d.secondaryHost,
    d.lowerPort,
    d.upperPort,
    d.queryPort,
    d.heartbeatSeconds,
  ]);

function machineInfoOf(info: IMOSListMachInfo): MachineInfo {
  const text = (value: unknown) =>
    mosTypes.mosString128.is(value) ? mosTypes.mosString128.stringify(value) : String(value ?? '');
  return {
    manufacturer: text(info.manufacturer),
    model: text(info.model),
    hwRev: text(info.hwRev),
    swRev: text(info.swRev),
    serialNumber: text(info.SN),
    mosRevision: text(info.mosRev),
  };
}

/** The status of a device we keep no connection to. */
export function disabledStatus(deviceId: number): DeviceStatus {
  return {
    deviceId,
    primary: 'disabled',
    secondary: 'disabled',
    machineInfo: null,
    lastSeenAt: null,
  };
}

/** Races a promise against the MOS timeout. */
export async function withTimeout<T>(work: Promise<T>, ms: number): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([
      work,
      new Promise<never>((_, reject) => {
        timer = setTimeout(() => reject(new MosUnreachable(`no answer within ${ms} ms`)), ms);
      }),
    ]);
  } finally {
    clearTimeout(timer);
  }
}

export class MosLinks {
  private connection: MosConnection | null = null;
  private readonly links = new Map<number, Link>();

  constructor(
    private readonly settings: MosSettings,
    private readonly events: MosLinkEvents,
    private readonly log: FastifyBaseLogger,
    private readonly clock: () => Date,
  ) {}

  /** Connects to these devices (the enabled MOS ones), drops the others; none = stop listening. */
  async sync(devices: readonly DeviceRow[]): Promise<void> {
    const wanted = new Map(devices.map((d) => [d.id, d]));
    for (const [id, link] of this.links) {
      const device = wanted.get(id);
      if (device && linkKey(device) === link.key && link.mos) {
        link.device = device;
        continue;
      }
      await this.drop(id);
      if (!device) this.events.status(disabledStatus(id));
    }
    const fresh = devices.filter((d) => !this.links.has(d.id));
    if (this.links.size === 0 && fresh.length === 0) {
      await this.closeConnection();
      return;
    }
    for (const device of fresh) await this.open(device);
  }

  /** The live status of a device (disabled when we keep no connection to it). */
  status(deviceId: number): DeviceStatus {
    return this.links.get(deviceId)?.status ?? disabledStatus(deviceId);
  }

  /** The devices we keep a link to, connected or not (the metrics' MOS links). */
  counts(): { labels: { state: string }; value: number }[] {
    const connected = [...this.links.keys()].filter((id) => this.isConnected(id)).length;
    return [
      { labels: { state: 'connected' }, value: connected },
      { labels: { state: 'unreachable' }, value: this.links.size - connected },
    ];
  }

  /** Whether the first connection to the device is still being made (no answer either way yet). */
  isDialling(deviceId: number): boolean {
    return this.links.get(deviceId)?.status.primary === 'connecting';
  }

  /** Whether the device's primary or secondary answers heartbeats. */
  isConnected(deviceId: number): boolean {
    const status = this.links.get(deviceId)?.status;
    return status?.primary === 'connected' || status?.secondary === 'connected';
  }

  /**
   * Sends a message to a device we keep a connection to and waits for its answer (an
   * acknowledgement, an object list…), at most the MOS timeout.
   */
  async send<T>(deviceId: number, message: (device: MosDevice) => Promise<T>): Promise<T> {
    const link = this.links.get(deviceId);
    // Not connected yet (or any more): the connector would fail the send with its own error,
    // which callers would read as the device's refusal.
    if (!link?.mos || !this.isConnected(deviceId)) throw new MosUnreachable('not connected');
    const answer = await withTimeout(message(link.mos), this.settings.timeoutMs);
    this.seen(link);
    return answer;
  }

  /** Asks a device for its machine info now (POST /devices/{id}/test); answers its status. */
  async probe(device: DeviceRow): Promise<DeviceStatus> {
    const link = this.links.get(device.id);
    if (link?.mos) {
      await this.requestMachineInfo(link);
      return link.status;
    }
    // A device we do not keep a connection to (disabled): connect once, ask, hang up.
    const temporary = await this.open(device);
    if (temporary) {
      await this.requestMachineInfo(temporary);
      const status = { ...temporary.status };
      await this.drop(device.id);
      if (this.links.size === 0) await this.closeConnection();
      return status;
    }
    return { ...disabledStatus(device.id), primary: 'disconnected' };
  }

  /** Closes every connection and stops listening. */
  async close(): Promise<void> {
    for (const id of [...this.links.keys()]) await this.drop(id);
    await this.closeConnection();
  }

  private async listening(): Promise<MosConnection> {
    if (this.connection) return this.connection;
    const connection = new MosConnection({
      mosID: this.settings.mosId,
      acceptsConnections: true,
      isNCS: true,
      profiles: { '0': true, '1': true, '2': true, '3': false, '4': false },
      ports: this.settings.ports,
      host: this.settings.host,
      debug: false,
    });
    connection.on('error', (err) => this.log.debug({ err }, 'MOS connection error'));
    connection.on('warning', (message: unknown) =>
      this.log.debug({ message }, 'MOS connection warning'),
    );
    try {
      await connection.init();
    } catch (err) {
      await connection.dispose().catch(() => undefined);
      throw err;
    }
    this.connection = connection;
    return connection;
  }

  private async closeConnection(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    if (connection)
      await connection
        .dispose()
        .catch((err: unknown) => this.log.warn({ err }, 'MOS close failed'));
  }

  private async open(device: DeviceRow): Promise<Link | null> {
    const link: Link = {
      device,
      key: linkKey(device),
      mos: null,
      status: {
        deviceId: device.id,
        primary: 'connecting',
        secondary: device.secondaryHost ? 'connecting' : 'disabled',
        machineInfo: null,
        lastSeenAt: null,
      },
    };
    this.links.set(device.id, link);
    try {
      const connection = await this.listening();
      const ports = { lower: device.lowerPort, upper: device.upperPort, query: device.queryPort };
      const side = (host: string) => ({
        id: device.mosId,
        host,
        ports,
        timeout: this.settings.timeoutMs,
        heartbeatInterval: device.heartbeatSeconds * 1000,
      });
      const mos = await connection.connect({
        primary: side(device.host),
        ...(device.secondaryHost ? { secondary: side(device.secondaryHost) } : {}),
      });
      link.mos = mos;
      this.wire(link, mos);
    } catch (err) {
      this.log.warn({ err, deviceId: device.id }, 'MOS device connection failed');
      link.status = {
        ...link.status,
        primary: 'disconnected',
        secondary: device.secondaryHost ? 'disconnected' : 'disabled',
      };
    }
    this.events.status(link.status);
    return link.mos ? link : null;
  }

  private wire(link: Link, mos: MosDevice): void {
    const ack = (id: string): IMOSROAck => ({
      ID: mosTypes.mosString128.create(id),
      Status: mosTypes.mosString128.create('OK'),
      Stories: [],
    });
    const text = (value: Parameters<typeof mosTypes.mosString128.stringify>[0]) =>
      mosTypes.mosString128.stringify(value);
    mos.onConnectionChange((status: IMOSConnectionStatus) => {
      if (this.links.get(link.device.id) !== link) return;
      const wasConnected =
        link.status.primary === 'connected' || link.status.secondary === 'connected';
      link.status = {
        ...link.status,
        primary: status.PrimaryConnected ? 'connected' : 'disconnected',
        secondary: link.device.secondaryHost
          ? status.SecondaryConnected
            ? 'connected'
            : 'disconnected'
          : 'disabled',
      };
      const connected = status.PrimaryConnected || status.SecondaryConnected;
      if (connected) this.seen(link);
      this.events.status(link.status);
      if (connected && !wasConnected) {
        void this.requestMachineInfo(link);
        // An asset manager is searched (profile 3); any other device's list is short enough to hold.
        if (link.device.type !== 'MAM') void this.requestObjects(link);
      }
    });
    mos.onRequestMachineInfo(async () => ({
      manufacturer: mosTypes.mosString128.create('Open Newsroom'),
      model: mosTypes.mosString128.create('NRCS'),
      hwRev: mosTypes.mosString128.create(''),
      swRev: mosTypes.mosString128.create('1'),
      DOM: mosTypes.mosString128.create(''),
      SN: mosTypes.mosString128.create(this.settings.mosId),
      ID: mosTypes.mosString128.create(this.settings.mosId),
      time: mosTypes.mosTime.create(this.clock().getTime()),
      mosRev: mosTypes.mosString128.create('2.8.5'),
      supportedProfiles: { deviceType: 'NCS', profile0: true, profile1: true, profile2: true },
    }));
    mos.onRequestRunningOrder(async (roId) => {
      this.seen(link);
      const ro = await this.events.runningOrder(link.device.id, text(roId));
      return ro ? toRunningOrder(ro) : null;
    });
    mos.onMOSObjects(async (objects: IMOSObject[], complete = false) => {
      this.seen(link);
      const announced = objects.map((object) => ({
        description: describeMosObject(object),
        deleted: object.Status === IMOSObjectStatus.DELETED,
      }));
      // A mosObj's ack names the object; a whole list's names none.
      const one = complete ? undefined : objects[0];
      const mosAck = (status: IMOSAckStatus, description: string): IMOSAck => ({
        ID: mosTypes.mosString128.create(one ? describeMosObject(one).objectId : ''),
        Revision: Number(one?.Revision) || 0,
        Status: status,
        Description: mosTypes.mosString128.create(description),
      });
      try {
        await this.events.objects(link.device.id, announced, complete);
        return mosAck(IMOSAckStatus.ACK, '');
      } catch (err) {
        this.log.warn({ err, deviceId: link.device.id }, 'MOS objects not kept');
        return mosAck(IMOSAckStatus.NACK, 'not kept');
      }
    });
    mos.onRunningOrderStatus(async (status) => {
      this.seen(link);
      return ack(text(status.ID));
    });
    mos.onStoryStatus(async (status) => {
      this.seen(link);
      this.events.elementStatus(
        link.device.id,
        text(status.RunningOrderId),
        text(status.ID),
        null,
        String(status.Status),
      );
      // The roAck of a roElementStat names the running order, not the story (MOS 2.8.5).
      return ack(text(status.RunningOrderId));
    });
    mos.onItemStatus(async (status) => {
      this.seen(link);
      this.events.elementStatus(
        link.device.id,
        text(status.RunningOrderId),
        text(status.StoryId),
        text(status.ID),
        String(status.Status),
      );
      return ack(text(status.RunningOrderId));
    });
  }

  private seen(link: Link): void {
    link.status = { ...link.status, lastSeenAt: this.clock().toISOString() };
  }

  private async requestMachineInfo(link: Link): Promise<void> {
    if (!link.mos) return;
    try {
      const info = await withTimeout(link.mos.requestMachineInfo(), this.settings.timeoutMs);
      link.status = {
        ...link.status,
        primary: link.status.primary === 'disabled' ? 'disabled' : 'connected',
        machineInfo: machineInfoOf(info),
      };
      this.seen(link);
    } catch (err) {
      this.log.debug({ err, deviceId: link.device.id }, 'MOS reqMachInfo failed');
      if (link.status.primary === 'connecting')
        link.status = { ...link.status, primary: 'disconnected' };
    }
    if (this.links.get(link.device.id) === link) this.events.status(link.status);
  }

  /** Asks a device for its whole object list (mosReqAll, pause 0: one mosListAll follows). */
  private async requestObjects(link: Link): Promise<void> {
    if (!link.mos) return;
    try {
      await withTimeout(link.mos.sendRequestAllMOSObjects(0), this.settings.timeoutMs);
    } catch (err) {
      // A device without profile 1 refuses: it simply has no objects to list.
      this.log.debug({ err, deviceId: link.device.id }, 'MOS mosReqAll refused');
    }
  }

  private async drop(deviceId: number): Promise<void> {
    const link = this.links.get(deviceId);
    this.links.delete(deviceId);
    if (link?.mos && this.connection) {
      await this.connection
        .disposeMosDevice(link.mos)
        .catch((err: unknown) => this.log.debug({ err }, 'MOS dispose failed'));
    }
  }
}

/** Whether a TCP port answers (II and WS devices' test). */
export function tcpReachable(host: string, port: number, timeoutMs: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = net.connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(timeoutMs, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}
