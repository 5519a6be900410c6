import { addDaysToDate, newsroomToday } from '@newsroom/domain';
import { and, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type { DeviceStatus, Media, MediaDevice, Paged, Rundown, StoryRow } from '@newsroom/domain';
import { outbox } from '../../platform/db/schema';
import { childText } from '../../test/mosXml';
import { StrictMosDevice, type HeldRunningOrder } from '../../test/strictMosDevice';
import type { StrictObject } from '../../test/strictMosObjects';
import { useTestApp } from '../../test/useTestApp';
import { tcpReachable } from './mos.links';
import { freePorts } from './mos.testDevice';
import { mosVideoSection, ncsPortsEnv, seedMosPlayout, until } from './mos.testkit';

/**
 * MOS against a device written straight from the MOS 2.8.5 protocol (raw sockets, UTF-16BE,
 * its own XML reader): every message the newsroom sends must pass its checks, and what the
 * device holds must be the rundown.
 */

const NCS_ID = 'nrcs.strict.mos';
const DEVICE_MOS_ID = 'strict.playout.mos';
const env: Record<string, string> = {
  MOS_ID: NCS_ID,
  MOS_TIMEOUT_MS: '1500',
  MOS_HOST: '127.0.0.1',
};
let device: StrictMosDevice;
let deviceId: number;
let programId: number;
/** The rundown the replication test enabled, and its first block. */
let shown: { rundownId: number; blockId: number; roId: string };
let editor: string;
let reader: string;
let mediaReader: string;

/** A clip of the playout: 30 s at 25 units per second. */
const clip = (id: string, slug: string, abstract: string): StrictObject => ({
  id,
  slug,
  abstract,
  type: 'VIDEO',
  timeBase: 25,
  duration: 750,
  path: `smb://playout/${id}.mxf`,
});
const CLIPS = [
  clip('CLIP-1', 'VT ENCHENTE', 'Ruas alagadas no centro'),
  clip('CLIP-2', 'VINHETA ABERTURA', 'Vinheta do jornal'),
  clip('CLIP-3', 'SONORA PREFEITO', 'Prefeito fala sobre a água da chuva'),
];

const { tdb, call, signIn } = useTestApp({
  env,
  async seed() {
    const ncsPorts = await freePorts();
    const devicePorts = await freePorts();
    Object.assign(env, ncsPortsEnv(ncsPorts));
    device = new StrictMosDevice(DEVICE_MOS_ID, devicePorts, { ncsId: NCS_ID, ports: ncsPorts });
    device.objects = CLIPS;
    await device.start();
    ({ deviceId, programId } = await seedMosPlayout(tdb.database.db, devicePorts, {
      device: { name: 'Playout Estrito', vendor: 'OTHER', mosId: DEVICE_MOS_ID },
      program: { name: 'Jornal do Meio-Dia', start: '12:00:00', end: '13:00:00' },
    }));
  },
});

beforeAll(async () => {
  editor = (await signIn({ permissions: { rundown: 'admin', story: 'admin' } })).cookie;
  reader = (await signIn({ permissions: { rundown: 'read', story: 'read' } })).cookie;
  mediaReader = (await signIn({ permissions: { media: 'read' } })).cookie;
});

const statusOfDevice = async () =>
  (await call('GET', '/api/devices/status', reader))
    .json<DeviceStatus[]>()
    .find((s) => s.deviceId === deviceId);

async function addStory(blockId: number, slug: string, sections: unknown[] = []) {
  const story = (await call('POST', `/api/blocks/${blockId}/stories`, editor)).json<StoryRow>();
  for (const [field, value] of [
    ['slug', slug],
    ['approved', true],
  ] as const)
    expect(
      (await call('PATCH', `/api/stories/${story.id}`, editor, { field, value })).statusCode,
    ).toBe(200);
  if (sections.length > 0) {
    const { version } = (await call('GET', `/api/stories/${story.id}`, editor)).json<StoryRow>();
    const saved = await call('PUT', `/api/stories/${story.id}`, editor, {
      version,
      slug,
      sections,
    });
    expect(saved.statusCode, saved.body).toBe(200);
  }
  return (await call('GET', `/api/stories/${story.id}`, editor)).json<StoryRow>();
}

/** What the device should hold for a rundown: its stories in air order with their items. */
async function expected(rundownId: number): Promise<HeldRunningOrder['stories']> {
  const rundown = (await call('GET', `/api/rundowns/${rundownId}`, reader)).json<Rundown>();
  const stories = rundown.blocks.flatMap((b) => b.stories);
  return Promise.all(
    stories.map(async (s) => {
      const full = (await call('GET', `/api/stories/${s.id}`, reader)).json<{
        sections: {
          subSections: {
            uuid: string;
            slug: string;
            channel: string;
            media?: { objectId: string };
          }[];
        }[];
      }>();
      return {
        id: s.uuid,
        slug: s.slug,
        items: full.sections
          .flatMap((section) => section.subSections)
          .filter((sub) => sub.media)
          .map((sub) => ({
            id: sub.uuid,
            slug: sub.slug,
            objectId: sub.media!.objectId,
            channel: sub.channel,
          })),
      };
    }),
  );
}

/** A MOS time as an instant (a comma before the fraction, as the protocol writes it). */
const instant = (mosTime: string) => new Date(mosTime.replace(',', '.')).toISOString();

describe('MOS to a device written from the protocol', () => {
  it('listens for devices on MOS_HOST only', async () => {
    const lower = Number(env.MOS_PORT_LOWER);
    expect(await tcpReachable('127.0.0.1', lower, 1_000)).toBe(true);
    // Another loopback address of this machine: reachable only if bound to every interface.
    expect(await tcpReachable('127.0.0.2', lower, 1_000)).toBe(false);
  });

  it('keeps the machine info as the device wrote it', async () => {
    const status = await until(statusOfDevice, (s) => s?.machineInfo != null);
    expect(status!.machineInfo).toMatchObject({ hwRev: '1.0', swRev: '2.8.5', model: 'SD-2.8.5' });
  });

  it('replicates a rundown that the device accepts message by message and holds exactly', async () => {
    await until(statusOfDevice, (s) => s?.primary === 'connected');
    const date = addDaysToDate(newsroomToday('America/Sao_Paulo', new Date()), 1);
    const rundown = (
      await call('POST', '/api/rundowns', editor, { date, programId })
    ).json<Rundown>();
    const blockId = rundown.blocks[0]!.id;
    const s1 = await addStory(blockId, 'ABERTURA', [
      mosVideoSection('11111111-1111-4111-8111-111111111111', 'OBJ-1'),
    ]);
    const s2 = await addStory(blockId, 'ENCHENTE', [
      mosVideoSection('22222222-2222-4222-8222-222222222222', 'OBJ-2'),
    ]);
    const s3 = await addStory(blockId, 'ESPORTE');
    const roId = `NRCS-RD-${rundown.id}`;
    shown = { rundownId: rundown.id, blockId, roId };

    expect((await call('POST', `/api/rundowns/${rundown.id}/mos/enable`, editor)).statusCode).toBe(
      200,
    );
    await device.next((m) => m.type === 'roCreate' && m.roId === roId);
    const held = () => device.runningOrders.get(roId)!;
    // 12:00 in São Paulo is 15:00 UTC; the duration is hh:mm:ss.
    expect(held().edStart).toMatch(/(Z|[+-]\d{2}:\d{2})$/);
    expect(instant(held().edStart)).toBe(new Date(`${date}T15:00:00Z`).toISOString());
    expect(held().edDur).toBe('01:00:00');
    expect(held().stories).toEqual(await expected(rundown.id));

    let mark = device.received.length;
    await call('POST', '/api/stories/move', editor, {
      targetBlockId: blockId,
      storiesIds: [s3.id],
      targetStoryId: s1.id,
    });
    await device.next((m) => m.roId === roId, mark);
    mark = device.received.length;
    expect((await call('DELETE', `/api/stories/${s2.id}`, editor)).statusCode).toBe(204);
    await device.next((m) => m.roId === roId, mark);
    expect(held().stories).toEqual(await expected(rundown.id));
    expect(held().stories.map((s) => s.slug)).toEqual(['ESPORTE', 'ABERTURA']);

    expect(device.problems).toEqual([]);
  }, 60_000);

  it('answers roElementStat with a roAck that names the running order', async () => {
    const roId = [...device.runningOrders.keys()][0]!;
    const storyId = device.runningOrders.get(roId)!.stories[0]!.id;
    const { ack, problems } = await device.storyStatus(roId, storyId, 'PLAY');
    expect(problems).toEqual([]);
    expect(ack.name).toBe('roAck');
    expect(ack.children.find((c) => c.name === 'roID')?.text).toBe(roId);
  });

  it('reads messages however TCP splits them: at odd bytes, byte by byte', async () => {
    expect((await device.heartbeat(7)).ack.name).toBe('heartbeat');
    expect((await device.heartbeat(1)).ack.name).toBe('heartbeat');
    const roId = [...device.runningOrders.keys()][0]!;
    const storyId = device.runningOrders.get(roId)!.stories[0]!.id;
    expect((await device.storyStatus(roId, storyId, 'STOP', 3)).ack.name).toBe('roAck');
  });

  it('answers a message of 300 KB cut at odd bytes', async () => {
    expect((await device.bigHeartbeat(300_000, 65_537)).ack.name).toBe('heartbeat');
  });

  it('hangs up on a <mos> that never closes instead of buffering it without limit', async () => {
    expect(await device.flood(9 * 1024 * 1024)).toBe(true);
    // The newsroom still answers on a new connection.
    expect((await device.heartbeat()).ack.name).toBe('heartbeat');
  });

  it('serves roReq with the running order it replicates to that device, NACK for another', async () => {
    const { ack, problems } = await device.requestRunningOrder(shown.roId);
    expect(problems).toEqual([]);
    expect(ack.name).toBe('roList');
    const stories = ack.children.filter((c) => c.name === 'story');
    expect(stories.map((s) => s.children.find((c) => c.name === 'storyID')?.text)).toEqual(
      (await expected(shown.rundownId)).map((s) => s.id),
    );
    const unknown = await device.requestRunningOrder('NRCS-RD-999999');
    expect(unknown.ack.name).toBe('roAck');
    expect(unknown.ack.children.find((c) => c.name === 'roStatus')?.text).toBe('NACK');
  });

  it('applies a status only within the running order the device holds', async () => {
    const [first, second] = (await expected(shown.rundownId)).map((s) => s.id);
    const statusOf = async (uuid: string) =>
      (await call('GET', `/api/rundowns/${shown.rundownId}`, reader))
        .json<Rundown>()
        .blocks.flatMap((b) => b.stories)
        .find((s) => s.uuid === uuid)?.displayStatus;
    await device.storyStatus(shown.roId, first!, 'STOP');
    await until(
      () => statusOf(first!),
      (status) => status !== 'play',
    );
    // The same story named under a running order that is not replicated to this device.
    await device.storyStatus('NRCS-RD-999999', first!, 'PLAY');
    await device.storyStatus(shown.roId, second!, 'PLAY');
    await until(
      () => statusOf(second!),
      (status) => status === 'play',
    );
    expect(await statusOf(first!)).not.toBe('play');
  });

  describe('keeps the objects it announces (profile 1) for the media centre', () => {
    const media = async (q = '') =>
      (await call('GET', `/api/media/search?deviceId=${deviceId}&q=${q}`, mediaReader)).json<
        Paged<Media>
      >();
    const objectIds = async (q = '') => (await media(q)).data.map((m) => m.objectId);
    const ackOf = ({ ack, problems }: Awaited<ReturnType<typeof device.announce>>) => ({
      name: ack.name,
      objectId: childText(ack, 'objID'),
      status: childText(ack, 'status'),
      problems,
    });
    const mediaDevices = async () =>
      (await call('GET', '/api/media/devices', mediaReader)).json<MediaDevice[]>();

    it('asks for the whole list once connected and lists it, searchable without accents', async () => {
      const asked = await device.next((m) => m.type === 'mosReqAll');
      expect(asked).toMatchObject({ port: 'lower', problems: [] });
      expect(asked.xml).toContain('<pause>0</pause>');
      await until(media, (page) => page.total === 3);
      expect(ackOf(device.listAnswers[0]!)).toEqual({
        name: 'mosAck',
        objectId: '',
        status: 'ACK',
        problems: [],
      });
      expect(await mediaDevices()).toContainEqual({
        id: deviceId,
        name: 'Playout Estrito',
        protocol: 'MOS',
      });
      // By slug: SONORA PREFEITO, VINHETA ABERTURA, VT ENCHENTE.
      expect(await objectIds()).toEqual(['CLIP-3', 'CLIP-2', 'CLIP-1']);
      expect((await media('AGUA')).data).toEqual([
        expect.objectContaining({
          objectId: 'CLIP-3',
          slug: 'SONORA PREFEITO',
          durationMs: 30_000,
          type: 'VIDEO',
          paths: [{ techDescription: 'MXF HD', url: 'smb://playout/CLIP-3.mxf' }],
        }),
      ]);
    });

    it('adds, changes and removes one object, acknowledging each with a mosAck', async () => {
      const water = clip('CLIP-4', 'VT ÁGUA NA PISTA', 'Motoristas enfrentam alagamento');
      expect(ackOf(await device.announce(water))).toEqual({
        name: 'mosAck',
        objectId: 'CLIP-4',
        status: 'ACK',
        problems: [],
      });
      expect(await objectIds('agua pista')).toEqual(['CLIP-4']);
      await device.announce({ ...water, slug: 'VT ÁGUA NA PISTA 2', status: 'UPDATED' });
      expect((await media('pista')).data.map((m) => m.slug)).toEqual(['VT ÁGUA NA PISTA 2']);
      expect(ackOf(await device.announce({ ...water, status: 'DELETED' })).status).toBe('ACK');
      expect(await objectIds('pista')).toEqual([]);
      // Every open media centre hears of each change.
      const told = await tdb.database.db
        .select({ data: outbox.data })
        .from(outbox)
        .where(and(eq(outbox.topic, 'media'), eq(outbox.entity, 'mos_objects')));
      expect(told.length).toBeGreaterThanOrEqual(4);
      expect(told.at(-1)!.data).toEqual({ deviceId });
    });

    it('replaces everything with a new whole list; an empty one leaves the media centre', async () => {
      await device.announceAll([clip('CLIP-9', 'VT NOVO', 'Lista nova')]);
      expect(await objectIds()).toEqual(['CLIP-9']);
      expect(ackOf(await device.announceAll([])).status).toBe('ACK');
      expect((await mediaDevices()).map((d) => d.id)).not.toContain(deviceId);
      const gone = await call('GET', `/api/media/search?deviceId=${deviceId}`, mediaReader);
      expect(gone.statusCode).toBe(404);
      expect(device.problems).toEqual([]);
    });
  });

  describe('ends every doubt with the whole running order', () => {
    /** Waits for a roReplace of the shown rundown since `mark`, then checks what the device holds and that no error is shown. */
    async function resynced(mark: number) {
      await device.next((m) => m.type === 'roReplace' && m.roId === shown.roId, mark, 15_000);
      expect(device.runningOrders.get(shown.roId)!.stories).toEqual(
        await expected(shown.rundownId),
      );
      // The device's ack of that roReplace reaches the newsroom just after it: then no error.
      const errorShown = async () =>
        (await call('GET', `/api/rundowns/${shown.rundownId}/mos`, reader)).json<{
          devices: { error: string | null }[];
        }>().devices[0]!.error;
      expect(await until(errorShown, (error) => error === null)).toBeNull();
      expect(device.problems).toEqual([]);
    }

    it('after a refusal (NACK)', async () => {
      const mark = device.received.length;
      device.answering = { kind: 'nack', count: 1 };
      await addStory(shown.blockId, 'RECUSADA');
      await resynced(mark);
      expect(device.runningOrders.get(shown.roId)!.stories.map((s) => s.slug)).toContain(
        'RECUSADA',
      );
    }, 60_000);

    it('after an answer later than the timeout', async () => {
      const mark = device.received.length;
      device.answering = { kind: 'late', ms: 2_500, count: 1 };
      await addStory(shown.blockId, 'ATRASADA');
      await resynced(mark);
    }, 60_000);

    it('after an outage, by itself once the device is back', async () => {
      await device.stop();
      await until(statusOfDevice, (s) => s?.primary === 'disconnected', 15_000);
      await addStory(shown.blockId, 'DURANTE A QUEDA');
      const mark = device.received.length;
      await device.start();
      await resynced(mark);
      expect(device.problems).toEqual([]);
    }, 60_000);
  });
});
