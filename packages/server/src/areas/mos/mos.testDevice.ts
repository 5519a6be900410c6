import net from 'node:net';
import {
  IMOSObjectStatus,
  MosConnection,
  type IMOSROAck,
  type IMOSROStory,
  type IMOSString128,
  type MosDevice,
} from '@mos-connection/connector';
import { mosTypes } from './mos.messages';

/**
 * A real MOS device for the tests (a playout built with @mos-connection/connector, isNCS false)
 * listening on loopback ports: it acknowledges everything and records what the newsroom sent.
 */

/** A loopback port free right now. */
export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = net.createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as net.AddressInfo;
      server.close(() => resolve(port));
    });
  });
}

/** Three free ports (lower, upper, query). */
export async function freePorts(): Promise<{ lower: number; upper: number; query: number }> {
  return { lower: await freePort(), upper: await freePort(), query: await freePort() };
}

/** A message the device received, with ids as plain strings. */
export interface Received {
  type:
    | 'roCreate'
    | 'roReplace'
    | 'roDelete'
    | 'roReadyToAir'
    | 'roMetadataReplace'
    | 'INSERT'
    | 'MOVE'
    | 'DELETE'
    | 'REPLACE';
  roId: string;
  /** Stories sent (create, replace, insert, replace story). */
  stories: {
    id: string;
    slug: string;
    items: { id: string; objectId: string; slug: string; channel: string }[];
  }[];
  /** Story ids moved or deleted. */
  storyIds: string[];
  /** The element target of INSERT / MOVE ('' = the end). */
  target: string;
}

const text = (value: IMOSString128 | undefined) =>
  value ? mosTypes.mosString128.stringify(value) : '';

function storiesOf(stories: IMOSROStory[]): Received['stories'] {
  return stories.map((s) => ({
    id: text(s.ID),
    slug: text(s.Slug),
    items: s.Items.map((i) => ({
      id: text(i.ID),
      objectId: text(i.ObjectID),
      slug: text(i.Slug),
      channel: text(i.Channel),
    })),
  }));
}

export class TestMosDevice {
  readonly received: Received[] = [];
  private connection: MosConnection | null = null;
  private toNewsroom: MosDevice | null = null;

  constructor(
    readonly mosId: string,
    readonly ports: { lower: number; upper: number; query: number },
    private readonly newsroom: {
      mosId: string;
      ports: { lower: number; upper: number; query: number };
    },
  ) {}

  async start(): Promise<void> {
    const connection = new MosConnection({
      mosID: this.mosId,
      acceptsConnections: true,
      isNCS: false,
      profiles: { '0': true, '1': true, '2': true },
      ports: this.ports,
      // Messages from an unknown NCS open the way back to it (for roElementStat).
      openRelay: {
        options: { id: this.newsroom.mosId, host: '127.0.0.1', ports: this.newsroom.ports },
      },
    });
    connection.on('error', () => undefined);
    connection.onConnection((device) => this.wire(device));
    await connection.init();
    this.connection = connection;
  }

  async stop(): Promise<void> {
    const connection = this.connection;
    this.connection = null;
    this.toNewsroom = null;
    await connection?.dispose();
  }

  /** Resolves with the first message received since `from` that matches (polling, at most `ms`). */
  async next(match: (m: Received) => boolean, from = 0, ms = 8_000): Promise<Received> {
    const until = Date.now() + ms;
    for (;;) {
      const found = this.received.slice(from).find(match);
      if (found) return found;
      if (Date.now() > until)
        throw new Error(
          `no matching MOS message; received ${JSON.stringify(this.received.slice(from))}`,
        );
      await new Promise((resolve) => setTimeout(resolve, 25));
    }
  }

  /** Sends roElementStat for a story (PLAY, STOP…) to the newsroom. */
  async storyStatus(roId: string, storyId: string, status: IMOSObjectStatus): Promise<void> {
    if (!this.toNewsroom) throw new Error('the newsroom has not connected yet');
    await this.toNewsroom.sendStoryStatus({
      RunningOrderId: mosTypes.mosString128.create(roId),
      ID: mosTypes.mosString128.create(storyId),
      Status: status,
      Time: mosTypes.mosTime.create(Date.now()),
    });
  }

  private wire(device: MosDevice): void {
    this.toNewsroom = device;
    const ack = (id: IMOSString128): IMOSROAck => ({
      ID: id,
      Status: mosTypes.mosString128.create('OK'),
      Stories: [],
    });
    const record = (entry: Partial<Received> & Pick<Received, 'type' | 'roId'>) =>
      this.received.push({ stories: [], storyIds: [], target: '', ...entry });
    device.onRequestMachineInfo(async () => ({
      manufacturer: mosTypes.mosString128.create('Test Playout Inc.'),
      model: mosTypes.mosString128.create('TP-1'),
      hwRev: mosTypes.mosString128.create('1.0'),
      swRev: mosTypes.mosString128.create('4.1'),
      DOM: mosTypes.mosString128.create(''),
      SN: mosTypes.mosString128.create('SN-42'),
      ID: mosTypes.mosString128.create(this.mosId),
      time: mosTypes.mosTime.create(Date.now()),
      mosRev: mosTypes.mosString128.create('2.8.5'),
      supportedProfiles: { deviceType: 'MOS', profile0: true, profile1: true, profile2: true },
    }));
    device.onCreateRunningOrder(async (ro) => {
      record({ type: 'roCreate', roId: text(ro.ID), stories: storiesOf(ro.Stories) });
      return ack(ro.ID);
    });
    device.onReplaceRunningOrder(async (ro) => {
      record({ type: 'roReplace', roId: text(ro.ID), stories: storiesOf(ro.Stories) });
      return ack(ro.ID);
    });
    device.onDeleteRunningOrder(async (id) => {
      record({ type: 'roDelete', roId: text(id) });
      return ack(id);
    });
    device.onReadyToAir(async (action) => {
      record({ type: 'roReadyToAir', roId: text(action.ID) });
      return ack(action.ID);
    });
    device.onMetadataReplace(async (ro) => {
      record({ type: 'roMetadataReplace', roId: text(ro.ID) });
      return ack(ro.ID);
    });
    device.onROInsertStories(async (action, stories) => {
      record({
        type: 'INSERT',
        roId: text(action.RunningOrderID),
        target: text(action.StoryID),
        stories: storiesOf(stories),
      });
      return ack(action.RunningOrderID);
    });
    device.onROMoveStories(async (action, ids) => {
      record({
        type: 'MOVE',
        roId: text(action.RunningOrderID),
        target: text(action.StoryID),
        storyIds: ids.map(text),
      });
      return ack(action.RunningOrderID);
    });
    device.onRODeleteStories(async (action, ids) => {
      record({ type: 'DELETE', roId: text(action.RunningOrderID), storyIds: ids.map(text) });
      return ack(action.RunningOrderID);
    });
    device.onROReplaceStories(async (action, stories) => {
      record({
        type: 'REPLACE',
        roId: text(action.RunningOrderID),
        target: text(action.StoryID),
        stories: storiesOf(stories),
      });
      return ack(action.RunningOrderID);
    });
  }
}

export { IMOSObjectStatus };
