import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { DeviceCharset } from '@newsroom/domain';
import { devices, deviceTemplates, programs } from '../../platform/db/schema';
import { EDITOR, READER, firstBlock, standby, unique } from '../rundowns/rundowns.testkit';
import { bodyOf, useStoryKit } from '../stories/story.testkit';
import { freePort } from '../../test/freePort';

/**
 * CGs and credits (issue 9, contract D) against a real TCP peer started here: a character
 * generator that speaks the intelligent interface, records every byte it receives and answers
 * each command with `*` (or the error code it is told to).
 */

// Short II limits (the connection, each write and each answer wait), read by the app's config.
const ENV = { CG_II_TIMEOUT_MS: '400', CG_II_FIRST_PAGE: '1001' };
const previousEnv = Object.fromEntries(Object.keys(ENV).map((name) => [name, process.env[name]]));
// The app reads the settings when it starts.
beforeAll(() => {
  Object.assign(process.env, ENV);
});
const kit = useStoryKit();
const editor = kit.userForAll({ permissions: EDITOR });
afterAll(() => {
  for (const [name, value] of Object.entries(previousEnv)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

// ---------------------------------------------------------------- the fake-free peer

interface Peer {
  port: number;
  /** Every byte received, in order. */
  received: () => Buffer;
  /** Complete commands received (decoded as latin1 unless told otherwise). */
  commands: (charset?: BufferEncoding) => string[];
  close: () => Promise<void>;
}

/** A character generator on a free loopback port; `answer` decides the reply to each command. */
async function startPeer(answer: (index: number) => string | null = () => '*'): Promise<Peer> {
  const chunks: Buffer[] = [];
  const sockets = new Set<net.Socket>();
  let seen = 0;
  const server = net.createServer((socket) => {
    sockets.add(socket);
    socket.on('close', () => sockets.delete(socket));
    socket.write('Welcome to the ChyronHego Intelligent Interface Telnet Server on test\r\n');
    socket.on('data', (chunk) => {
      chunks.push(chunk);
      const all = Buffer.concat(chunks);
      // A command ends with "\\" CR LF (in UTF-16BE the same characters, two bytes each).
      const ends = countEnds(all);
      while (seen < ends) {
        const reply = answer(seen);
        seen += 1;
        if (reply !== null) socket.write(`${reply}\r\n`);
      }
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const port = (server.address() as net.AddressInfo).port;
  return {
    port,
    received: () => Buffer.concat(chunks),
    commands: (encoding = 'latin1') =>
      Buffer.concat(chunks)
        .toString(encoding)
        .split('\\\\\r\n')
        .filter((c) => c !== '')
        .map((c) => `${c}\\\\\r\n`),
    close: () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy();
        server.close(() => resolve());
      }),
  };
}

function countEnds(bytes: Buffer): number {
  const narrow = bytes.toString('latin1').split('\\\\\r\n').length - 1;
  const wide =
    Buffer.from(bytes).length % 2 === 0
      ? Buffer.from(bytes).swap16().toString('utf16le').split('\\\\\r\n').length - 1
      : 0;
  return Math.max(narrow, wide);
}

let peers: Peer[] = [];
afterEach(async () => {
  await Promise.all(peers.map((p) => p.close()));
  peers = [];
});
async function peer(answer?: (index: number) => string | null): Promise<Peer> {
  const started = await startPeer(answer);
  peers.push(started);
  return started;
}

// ---------------------------------------------------------------- data

/** An II CG device with the demo templates, linked as the program's CG device. */
async function cgDevice(
  programId: number,
  values: { port: number; charset?: DeviceCharset; protocol?: 'II' | 'MOS'; enabled?: boolean },
): Promise<number> {
  const db = kit.tdb.database.db;
  const [device] = await db
    .insert(devices)
    .values({
      name: unique('GC'),
      type: 'CG',
      vendor: 'CHYRON',
      protocol: values.protocol ?? 'II',
      host: '127.0.0.1',
      port: values.port,
      charset: values.charset ?? 'UTF-8',
      enabled: values.enabled ?? true,
    })
    .returning();
  await db.insert(deviceTemplates).values([
    {
      deviceId: device!.id,
      number: 10,
      name: 'Nome e cargo',
      fields: [
        { number: 1, name: 'Nome', size: 32 },
        { number: 2, name: 'Cargo', size: 40 },
      ],
    },
    {
      deviceId: device!.id,
      number: 20,
      name: 'Local',
      fields: [{ number: 3, name: 'Local', size: 12 }],
    },
  ]);
  await db.update(programs).set({ cgDeviceId: device!.id }).where(eq(programs.id, programId));
  return device!.id;
}

let uuids = 0;
const field = (name: string, value: string, size = 0) => ({
  uuid: `f-${++uuids}`,
  name,
  value,
  size,
});
const nameCg = (name: string, role: string) => ({
  uuid: `cg-${++uuids}`,
  type: 'CG',
  code: '10',
  templateName: 'Nome e cargo',
  cgFields: [field('Nome', name, 32), field('Cargo', role, 40)],
});
const placeCg = (place: string) => ({
  uuid: `cg-${++uuids}`,
  type: 'CG',
  code: '20',
  templateName: 'Local',
  cgFields: [field('Local', place, 12)],
});

async function saveSections(storyId: number, sections: unknown[]) {
  const story = await kit.document(editor.cookie, storyId);
  return kit.save(editor.cookie, storyId, bodyOf(story, { sections }));
}

/** A rundown of a fresh program with stories carrying the given sections (first block). */
async function rundownWith(programId: number, storiesSections: unknown[][]) {
  const rundown = await kit.rundown(editor.cookie, { programId });
  const ids: number[] = [];
  for (const sections of storiesSections) {
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const saved = await saveSections(story.id, sections);
    expect(saved.statusCode, saved.body).toBe(200);
    ids.push(story.id);
  }
  return { rundown, ids };
}

const credits = (rundownId: number, cookie = editor.cookie) =>
  kit.call('POST', `/api/rundowns/${rundownId}/credits`, cookie);

// ---------------------------------------------------------------- credits

describe('credits over the intelligent interface', () => {
  it('requires a session and the rundown write role', async () => {
    expect((await credits(1, '')).statusCode).toBe(401);
    const reader = await kit.userWith({ permissions: READER });
    const rundown = await kit.rundown(editor.cookie);
    expect((await credits(rundown.id, reader.cookie)).statusCode).toBe(403);
  });

  it('sends every CG of the stories on air, in air order, as Write commands by field number', async () => {
    const cg = await peer();
    const programId = await kit.program();
    await cgDevice(programId, { port: cg.port });
    const { rundown, ids } = await rundownWith(programId, [
      [
        { type: 'FOOTER', subSections: [placeCg('Centro')] },
        {
          type: 'HEADER',
          subSections: [
            { uuid: 'txt-1', type: 'CAMERA_TEXT', text: 'Boa noite' },
            nameCg('Ana Souza', 'Moradora'),
          ],
        },
      ],
      [{ type: 'VT', subSections: [nameCg('João Silva', 'Feirante\\vendedor')] }],
      [{ type: 'HEADER', subSections: [nameCg('Fora do ar', 'Stand by')] }],
    ]);
    // The third story goes to Standby: not sent.
    const moved = await kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: standby(rundown).id,
      storiesIds: [ids[2]],
      targetStoryId: null,
    });
    expect(moved.statusCode, moved.body).toBe(200);

    const answer = await credits(rundown.id);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toMatchObject({ sent: 3, devices: [expect.any(String)] });
    expect(cg.received().toString('utf8')).toBe(
      'W\\1001\\10\\Ana Souza\\Moradora\\\\\r\n' +
        'W\\1002\\20\\\\\\Centro\\\\\r\n' +
        'W\\1003\\10\\João Silva\\Feirante/vendedor\\\\\r\n',
    );
  });

  it('speaks the device charset', async () => {
    const latin = await peer();
    const wide = await peer();
    const latinProgram = await kit.program();
    const wideProgram = await kit.program();
    await cgDevice(latinProgram, { port: latin.port, charset: 'WINDOWS-1252' });
    await cgDevice(wideProgram, { port: wide.port, charset: 'UTF-16BE' });
    const sections = [{ type: 'HEADER', subSections: [nameCg('Conceição', 'Diretora – €')] }];
    const a = await rundownWith(latinProgram, [sections]);
    const b = await rundownWith(wideProgram, [sections]);
    expect((await credits(a.rundown.id)).json()).toMatchObject({ sent: 1 });
    expect((await credits(b.rundown.id)).json()).toMatchObject({ sent: 1 });
    const command = 'W\\1001\\10\\Conceição\\Diretora – €\\\\\r\n';
    expect(latin.received()).toEqual(
      Buffer.concat([
        Buffer.from('W\\1001\\10\\Concei', 'latin1'),
        Buffer.from([0xe7, 0xe3]),
        Buffer.from('o\\Diretora ', 'latin1'),
        Buffer.from([0x96, 0x20, 0x80]),
        Buffer.from('\\\\\r\n', 'latin1'),
      ]),
    );
    expect(wide.received()).toEqual(Buffer.from(command, 'utf16le').swap16());
  });

  it('sends nothing without CGs, without a CG device, or to a MOS or disabled device', async () => {
    const cg = await peer();
    const noDevice = await rundownWith(await kit.program(), [
      [{ type: 'HEADER', subSections: [nameCg('Ana', 'Repórter')] }],
    ]);
    expect((await credits(noDevice.rundown.id)).json()).toEqual({ sent: 0, devices: [] });

    const emptyProgram = await kit.program();
    await cgDevice(emptyProgram, { port: cg.port });
    const empty = await rundownWith(emptyProgram, [
      [{ type: 'HEADER', subSections: [{ uuid: 't', type: 'CAMERA_TEXT', text: 'Boa noite' }] }],
    ]);
    expect((await credits(empty.rundown.id)).json()).toEqual({ sent: 0, devices: [] });

    for (const values of [{ protocol: 'MOS' as const }, { enabled: false }]) {
      const programId = await kit.program();
      await cgDevice(programId, { port: cg.port, ...values });
      const { rundown } = await rundownWith(programId, [
        [{ type: 'HEADER', subSections: [nameCg('Ana', 'Repórter')] }],
      ]);
      expect((await credits(rundown.id)).json()).toEqual({ sent: 0, devices: [] });
    }
    expect(cg.received()).toHaveLength(0);
  });

  it('answers credits_sendFailure within the timeout when the device is unreachable', async () => {
    const programId = await kit.program();
    await cgDevice(programId, { port: await freePort() });
    const { rundown } = await rundownWith(programId, [
      [{ type: 'HEADER', subSections: [nameCg('Ana', 'Repórter')] }],
    ]);
    const started = Date.now();
    const answer = await credits(rundown.id);
    expect(Date.now() - started).toBeLessThan(1500);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      code: 'rule_violation',
      message: 'rundown:credits_sendFailure',
      details: { reason: 'unreachable' },
    });
  });

  it('answers credits_sendFailure when the device refuses a command, after the ones it took', async () => {
    const cg = await peer((index) => (index === 1 ? '4191' : '*'));
    const programId = await kit.program();
    await cgDevice(programId, { port: cg.port });
    const { rundown } = await rundownWith(programId, [
      [
        {
          type: 'HEADER',
          subSections: [nameCg('Ana', 'Repórter'), placeCg('Sé'), nameCg('Rui', 'Guia')],
        },
      ],
    ]);
    const answer = await credits(rundown.id);
    expect(answer.statusCode).toBe(422);
    expect(answer.json()).toMatchObject({
      message: 'rundown:credits_sendFailure',
      details: { reason: 'refused', accepted: 1 },
    });
    // It stopped at the refusal: the third CG was never sent.
    expect(cg.commands()).toHaveLength(2);
  });

  it('takes a silent device as having accepted, one command at a time', async () => {
    const cg = await peer(() => null);
    const programId = await kit.program();
    await cgDevice(programId, { port: cg.port });
    const { rundown } = await rundownWith(programId, [
      [{ type: 'HEADER', subSections: [nameCg('Ana', 'Repórter'), placeCg('Sé')] }],
    ]);
    const answer = await credits(rundown.id);
    expect(answer.json()).toMatchObject({ sent: 2 });
    expect(cg.commands('utf8')).toEqual([
      'W\\1001\\10\\Ana\\Repórter\\\\\r\n',
      'W\\1002\\20\\\\\\Sé\\\\\r\n',
    ]);
  });
});

// ---------------------------------------------------------------- rules on save

describe('CG rules on story save and CG insert', () => {
  it('refuses a template not of the program device and a value over its field, changing nothing', async () => {
    const programId = await kit.program();
    await cgDevice(programId, { port: await freePort() });
    const { ids } = await rundownWith(programId, [
      [{ type: 'HEADER', subSections: [nameCg('Ana', 'Repórter')] }],
    ]);
    const before = await kit.document(editor.cookie, ids[0]!);

    const wrong = await saveSections(ids[0]!, [
      { type: 'HEADER', subSections: [{ ...nameCg('Ana', 'Repórter'), code: '99' }] },
    ]);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'device:templateNotOfProgramDevice',
      details: { fields: [{ field: 'sections.0.subSections.0.code' }] },
    });
    const unknownField = await saveSections(ids[0]!, [
      { type: 'HEADER', subSections: [{ ...placeCg('Sé'), cgFields: [field('Bairro', 'Sé')] }] },
    ]);
    expect(unknownField.json()).toMatchObject({ message: 'device:templateNotOfProgramDevice' });

    // The stored size says 0 (no limit) but the template's Local field holds 12.
    const tooLong = await saveSections(ids[0]!, [
      {
        type: 'HEADER',
        subSections: [{ ...placeCg(''), cgFields: [field('Local', 'Parque do Ibirapuera', 0)] }],
      },
    ]);
    expect(tooLong.statusCode).toBe(422);
    expect(tooLong.json()).toMatchObject({
      message: 'device:fieldTooLong',
      details: {
        fields: [{ field: 'sections.0.subSections.0.cgFields.0.value', params: { count: 12 } }],
      },
    });

    const after = await kit.document(editor.cookie, ids[0]!);
    expect(after.version).toBe(before.version);
    expect(after.sections).toEqual(before.sections);

    const inserted = await kit.call('POST', `/api/stories/${ids[0]}/cg`, editor.cookie, {
      sectionType: 'FOOTER',
      cg: { ...nameCg('Ana', 'Repórter'), code: '30', templateName: 'Crédito' },
    });
    expect(inserted.statusCode).toBe(422);
    expect(inserted.json()).toMatchObject({ message: 'device:templateNotOfProgramDevice' });
    const tooLongInsert = await kit.call('POST', `/api/stories/${ids[0]}/cg`, editor.cookie, {
      sectionType: 'FOOTER',
      cg: { ...placeCg(''), cgFields: [field('Local', 'Parque do Ibirapuera')] },
    });
    expect(tooLongInsert.json()).toMatchObject({ message: 'device:fieldTooLong' });
    expect((await kit.document(editor.cookie, ids[0]!)).version).toBe(before.version);

    const good = await kit.call('POST', `/api/stories/${ids[0]}/cg`, editor.cookie, {
      sectionType: 'FOOTER',
      cg: { ...placeCg('Ibirapuera'), templateName: '', code: '20' },
    });
    expect(good.statusCode, good.body).toBe(200);
  });

  it('checks a drawer story of a program, and skips one without a program or a program without a device', async () => {
    const programId = await kit.program();
    await cgDevice(programId, { port: await freePort() });
    const ofProgram = await kit.drawerStory({ ownerId: editor.id, programId });
    const free = await kit.drawerStory({ ownerId: editor.id, programId: null });
    const noDevice = await kit.drawerStory({ ownerId: editor.id, programId: await kit.program() });
    const sections = [
      { type: 'HEADER', subSections: [{ ...nameCg('Ana', 'Repórter'), code: '77' }] },
    ];
    expect((await saveSections(ofProgram, sections)).statusCode).toBe(422);
    expect((await saveSections(free, sections)).statusCode).toBe(200);
    expect((await saveSections(noDevice, sections)).statusCode).toBe(200);
    // A CG naming no template is free-form.
    const freeForm = [
      {
        type: 'HEADER',
        subSections: [
          {
            ...nameCg('Ana', ''),
            code: '',
            templateName: '',
            cgFields: [field('Livre', 'x'.repeat(100))],
          },
        ],
      },
    ];
    expect((await saveSections(ofProgram, freeForm)).statusCode).toBe(200);
  });
});

describe('CG rules on reportage save', () => {
  it('refuses an II CG whose template is not of its programs CG device, or a value too long', async () => {
    const reporter = await kit.userWith({ permissions: { news_report: 'admin' } });
    const programId = await kit.program();
    const deviceId = await cgDevice(programId, { port: await freePort() });
    const body = (cgs: unknown[], programsIds = [programId]) => ({
      slug: unique('reportagem'),
      date: kit.today,
      reporterId: reporter.id,
      programsIds,
      cgs,
    });
    const cii = (templateCode: string, value: string) => ({
      uuid: `cg-${++uuids}`,
      deviceId,
      ciiData: {
        templateCode,
        templateName: '',
        fields: [{ uuid: `f-${++uuids}`, name: 'Local', number: 3, size: 0, value }],
      },
    });
    const post = (payload: unknown) =>
      kit.call('POST', '/api/news_reports', reporter.cookie, payload);

    const wrong = await post(body([cii('10', 'Sé')]));
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json()).toMatchObject({
      message: 'device:templateNotOfProgramDevice',
      details: { fields: [{ field: 'cgs.0.ciiData.fields.0.name' }] },
    });
    const long = await post(body([cii('20', 'Parque do Ibirapuera')]));
    expect(long.json()).toMatchObject({
      message: 'device:fieldTooLong',
      details: { fields: [{ field: 'cgs.0.ciiData.fields.0.value', params: { count: 12 } }] },
    });
    expect((await post(body([cii('20', 'Ibirapuera')]))).statusCode).toBe(201);
    // Without a program with a CG device there is nothing to check against.
    expect((await post(body([cii('99', 'Parque do Ibirapuera')], []))).statusCode).toBe(201);
  });
});
