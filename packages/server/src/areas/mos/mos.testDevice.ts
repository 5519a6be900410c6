import { firstReceived } from '../../test/firstReceived';
import { freePort } from '../../test/freePort';
import {
  IMOSObjectPathType,
  IMOSObjectStatus,
  IMOSObjectType,
  IMOSScope,
  MosConnection,
  MosModel,
  type IMOSAck,
  type IMOSObject,
  type IMOSObjectList,
  type IMOSRequestObjectList,
  type IMOSROAck,
  type IMOSROStory,
  type IMOSString128,
  type MosDevice,
} from '@mos-connection/connector';
import { mosTypes } from './mos.messages';

/**
 * A real MOS device for the tests (built with @mos-connection/connector, isNCS false) listening
 * on loopback ports: as a playout it acknowledges everything and records what the newsroom sent;
 * given objects, it is also an asset manager answering mosReqObjList (profile 3) from them.
 */

const str = (value: string) => mosTypes.mosString128.create(value);

/** Portuguese clips, stills and sounds of a MOS asset manager (objTB 25 or 1000). */
export const MOS_FIXTURE_OBJECTS: IMOSObject[] = [
  {
    ID: str('MOS-ACV-0001'),
    Slug: str('VT ALAGAMENTO MARGINAL'),
    MosAbstract: 'Marginal alagada após temporal no fim da tarde',
    Type: IMOSObjectType.VIDEO,
    TimeBase: 25,
    Duration: 2_250,
    Paths: [
      {
        Type: IMOSObjectPathType.PATH,
        Description: 'MXF HD',
        Target: 'smb://acervo/MOS-ACV-0001.mxf',
      },
      {
        Type: IMOSObjectPathType.PROXY_PATH,
        Description: 'MP4 proxy',
        Target: 'http://acervo/proxy/MOS-ACV-0001.mp4',
      },
      {
        Type: IMOSObjectPathType.METADATA_PATH,
        Description: 'XML',
        Target: 'http://acervo/meta/MOS-ACV-0001.xml',
      },
    ],
    MosExternalMetaData: [
      {
        MosScope: IMOSScope.PLAYLIST,
        MosSchema: 'http://acervo/schema',
        MosPayload: { editor: 'Carla' },
      },
    ],
  },
  {
    ID: str('MOS-ACV-0002'),
    Slug: str('SONORA DEFESA CIVIL'),
    MosAbstract: 'Coordenador da Defesa Civil fala sobre o alagamento',
    Type: IMOSObjectType.VIDEO,
    TimeBase: 25,
    Duration: 800,
  },
  {
    ID: str('MOS-ACV-0003'),
    Slug: str('FOTO ALAGAMENTO PONTE'),
    MosAbstract: 'Ponte da Marginal coberta pela água',
    Type: IMOSObjectType.STILL,
    TimeBase: 0,
    Duration: 0,
  },
  {
    ID: str('MOS-ACV-0004'),
    Slug: str('SOBE SOM CHUVA'),
    Type: IMOSObjectType.AUDIO,
    TimeBase: 1000,
    Duration: 12_000,
  },
];

const asArray = <T>(value: T | T[] | undefined): T[] =>
  value === undefined ? [] : Array.isArray(value) ? value : [value];

/**
 * @mos-connection 4.1.1 as a MOS device parses mosReqObjList iterating `searchGroup` (and each
 * group's `searchField`) as arrays, so a request with none or one of them throws before the
 * callback. The newsroom sends only a generalSearch: the test device reads such requests too.
 */
let objectListParsing = false;
function readAnyObjectListRequest(): void {
  if (objectListParsing) return;
  objectListParsing = true;
  const parse = MosModel.XMLMosRequestObjectList.fromXML;
  Object.assign(MosModel.XMLMosRequestObjectList, {
    fromXML: (xml: Record<string, unknown>): IMOSRequestObjectList =>
      parse({
        ...xml,
        searchGroup: asArray(xml.searchGroup as Record<string, unknown>[] | undefined).map(
          (group) => ({ ...group, searchField: asArray(group.searchField) }),
        ),
      }),
  });
}

/** A parsed request's field: a MOS string, or the bare text the XML held (an empty element: {}). */
const plain = (value: unknown): string =>
  mosTypes.mosString128.is(value)
    ? mosTypes.mosString128.stringify(value)
    : typeof value === 'string' || typeof value === 'number'
      ? String(value)
      : '';

const fold = (value: string) => value.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();

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
  /** The object-list requests received (asset manager), in order. */
  readonly objectListRequests: {
    username: string;
    generalSearch: string;
    start: number;
    end: number;
  }[] = [];
  private connection: MosConnection | null = null;
  private toNewsroom: MosDevice | null = null;
  private whenConnected: (() => void)[] = [];

  constructor(
    readonly mosId: string,
    readonly ports: { lower: number; upper: number; query: number },
    private readonly newsroom: {
      mosId: string;
      ports: { lower: number; upper: number; query: number };
    },
    /** Objects it holds as an asset manager; null = no object search (it refuses mosReqObjList). */
    private readonly objects: IMOSObject[] | null = null,
  ) {
    if (objects) readAnyObjectListRequest();
  }

  async start(): Promise<void> {
    const connection = new MosConnection({
      mosID: this.mosId,
      acceptsConnections: true,
      isNCS: false,
      profiles: { '0': true, '1': true, '2': true, '3': this.objects !== null },
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

  /** Resolves once the newsroom has connected to this device (its messages can then arrive). */
  newsroomConnected(): Promise<void> {
    if (this.toNewsroom) return Promise.resolve();
    return new Promise((resolve) => this.whenConnected.push(resolve));
  }

  /** Resolves with the first message received since `from` that matches (polling, at most `ms`). */
  next(match: (m: Received) => boolean, from = 0, ms = 8_000): Promise<Received> {
    return firstReceived(this.received, match, from, ms, (m) => m);
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

  /** Announces an object to the newsroom (mosObj, profile 1); resolves with its mosAck. */
  async announce(object: IMOSObject): Promise<IMOSAck> {
    if (!this.toNewsroom) throw new Error('the newsroom has not connected yet');
    return this.toNewsroom.sendMOSObject(object);
  }

  /** mosObjList: the objects whose slug or abstract hold every word, in the range asked (1-based). */
  private objectList(objects: IMOSObject[], request: IMOSRequestObjectList): IMOSObjectList {
    const words = fold(plain(request.generalSearch)).split(/\s+/).filter(Boolean);
    const start = Number(request.listReturnStart) || 1;
    const end = Number(request.listReturnEnd) || start + 99;
    this.objectListRequests.push({
      username: plain(request.username),
      generalSearch: plain(request.generalSearch),
      start,
      end,
    });
    const found = objects.filter((o) =>
      words.every((word) => fold(`${text(o.Slug)} ${o.MosAbstract ?? ''}`).includes(word)),
    );
    const page = found.slice(start - 1, end);
    return {
      username: plain(request.username),
      queryID: plain(request.queryID),
      listReturnStart: page.length > 0 ? start : 0,
      listReturnEnd: page.length > 0 ? start + page.length - 1 : 0,
      listReturnTotal: found.length,
      list: page,
    };
  }

  private wire(device: MosDevice): void {
    this.toNewsroom = device;
    for (const resolve of this.whenConnected.splice(0)) resolve();
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
    const objects = this.objects;
    if (objects) device.onRequestObjectList(async (request) => this.objectList(objects, request));
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
