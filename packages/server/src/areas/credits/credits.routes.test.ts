import net from 'node:net';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CreditsList } from '@newsroom/domain';
import { devices, deviceTemplates, programs } from '../../platform/db/schema';
import { reportBody } from '../newsReports/newsReports.testkit';
import { EDITOR, READER, firstBlock, unique } from '../rundowns/rundowns.testkit';
import { bodyOf, useStoryKit } from '../stories/story.testkit';
import { createGroup } from '../../test/testApp';

/** The credits list (GET /credits) and sending one credit (POST /credits/send). */

const kit = useStoryKit();
const editor = kit.userForAll({ permissions: { ...EDITOR, news_report: 'write' } });
const reader = kit.userForAll({ permissions: { ...READER, news_report: 'read' } });
const nobody = kit.userForAll({ permissions: {} });

let uuids = 0;
const field = (name: string, value: string) => ({ uuid: `f-${++uuids}`, name, value, size: 0 });
const nameCg = (name: string, role: string) => ({
  uuid: `cg-${++uuids}`,
  type: 'CG',
  code: '10',
  templateName: 'Nome e cargo',
  cgFields: [field('Nome', name), field('Cargo', role)],
});
const placeCg = (place: string) => ({
  uuid: `cg-${++uuids}`,
  type: 'CG',
  code: '20',
  templateName: 'Local',
  cgFields: [field('Local', place)],
});

/** A story of the program's rundown on `date` with one section holding these subsections. */
async function storyWith(
  rundownId: number,
  blockId: number,
  slug: string,
  subSections: unknown[],
  cookie = editor.cookie,
) {
  const story = await kit.addStory(cookie, blockId, { slug });
  const loaded = await kit.document(cookie, story.id);
  const saved = await kit.save(
    cookie,
    story.id,
    bodyOf(loaded, { sections: [{ type: 'HEADER', subSections }] }),
  );
  expect(saved.statusCode, saved.body).toBe(200);
  return { rundownId, storyId: story.id };
}

async function newsReport(programId: number, date: string, cgs: unknown[]) {
  const response = await kit.call(
    'POST',
    '/api/news_reports',
    editor.cookie,
    reportBody(editor.id, { date, programsIds: [programId], cgs }),
  );
  expect(response.statusCode, response.body).toBe(201);
  return response.json<{ id: number; slug: string }>();
}

const list = (programId: number, date: string, cookie = reader.cookie) =>
  kit.call('GET', `/api/credits?date=${date}&programId=${programId}`, cookie);
const rowsOf = async (programId: number, date: string, cookie = reader.cookie) => {
  const response = await list(programId, date, cookie);
  expect(response.statusCode, response.body).toBe(200);
  return response.json<CreditsList>();
};

let date: string;
let programId: number;
let otherProgramId: number;
let anaCg: string;
let privateStoryId: number;

beforeAll(async () => {
  date = kit.day(3);
  programId = await kit.program();
  otherProgramId = await kit.program();
  const rundown = await kit.rundown(editor.cookie, { programId, date });
  const block = firstBlock(rundown).id;
  const ana = nameCg('Ana Souza', 'Moradora');
  anaCg = ana.uuid;
  await storyWith(rundown.id, block, 'CHUVA', [ana, placeCg('Centro')]);
  await storyWith(rundown.id, block, 'FEIRA', [
    nameCg('ana souza', 'moradora'),
    nameCg('João Silva', 'Feirante'),
  ]);
  const hidden = await storyWith(rundown.id, block, 'SIGILO', [
    nameCg('Fonte Sigilosa', 'Delator'),
  ]);
  privateStoryId = hidden.storyId;
  const made = await kit.call('PUT', `/api/stories/${privateStoryId}/private`, editor.cookie, {
    isPrivate: true,
  });
  expect(made.statusCode, made.body).toBe(200);
  await newsReport(programId, date, [
    {
      uuid: 'nr-cg',
      ciiData: {
        templateCode: '10',
        templateName: 'Nome e cargo',
        fields: [field('Nome', 'Maria Aparecida'), field('Função', 'Dona de casa')],
      },
    },
  ]);
  // Another program's day: never listed with this one.
  const other = await kit.rundown(editor.cookie, { programId: otherProgramId, date });
  await storyWith(other.id, firstBlock(other).id, 'OUTRO', [nameCg('Pedro Alves', 'Prefeito')]);
});

describe('credits list', () => {
  it('requires a session and a story or reportage read role', async () => {
    expect((await list(1, '2025-03-10', '')).statusCode).toBe(401);
    expect((await list(programId, date, nobody.cookie)).statusCode).toBe(403);
    expect((await list(programId, '2025-02-30')).statusCode).toBe(400);
    const send = await kit.call('POST', '/api/credits/send', reader.cookie, {
      date,
      programId,
      cgUuid: anaCg,
    });
    expect(send.statusCode).toBe(403);
  });

  it("lists one row per person of the program's day, by name, with the stories and reportages using it", async () => {
    const answer = await rowsOf(programId, date);
    expect(answer.rows.map((row) => [row.name, row.title])).toEqual([
      ['Ana Souza', 'Moradora'],
      ['João Silva', 'Feirante'],
      ['Maria Aparecida', 'Dona de casa'],
    ]);
    expect(answer.rows[0]!.usages.map((usage) => usage.slug)).toEqual(['CHUVA', 'FEIRA']);
    expect(answer.rows[0]!.cgUuid).toBe(anaCg);
    expect(answer.rows[2]!.usages[0]).toMatchObject({ kind: 'newsReport' });
    expect(answer.device).toEqual({ name: null, blockedBy: 'noDevice' });
  });

  it("shows a private story's credits to its owner only", async () => {
    const own = await rowsOf(programId, date, editor.cookie);
    expect(own.rows.map((row) => row.name)).toContain('Fonte Sigilosa');
    const others = await rowsOf(programId, date);
    expect(others.rows.map((row) => row.name)).not.toContain('Fonte Sigilosa');
  });

  it('lists nothing of a program restricted to groups the reader is not in', async () => {
    const group = await createGroup(kit.tdb.database);
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
    const restricted = await kit.program({ groupIds: [group.id] });
    const rundown = await kit.rundown(member.cookie, { programId: restricted, date });
    await storyWith(
      rundown.id,
      firstBlock(rundown).id,
      'RESTRITA',
      [nameCg('Rita', 'Juíza')],
      member.cookie,
    );
    expect((await rowsOf(restricted, date, member.cookie)).rows.map((r) => r.name)).toEqual([
      'Rita',
    ]);
    const outsider = await kit.userWith({ permissions: READER });
    expect((await rowsOf(restricted, date, outsider.cookie)).rows).toEqual([]);
  });
});

describe('sending a credit', () => {
  const send = (cgUuid: string, program = programId) =>
    kit.call('POST', '/api/credits/send', editor.cookie, { date, programId: program, cgUuid });

  let server: net.Server;
  let received = '';
  let port = 0;
  beforeAll(async () => {
    // A character generator speaking the intelligent interface: every command answered `*`.
    server = net.createServer((socket) => {
      socket.write('Welcome to the Intelligent Interface\r\n');
      socket.on('data', (chunk) => {
        received += chunk.toString('utf8');
        for (let i = 0; i < chunk.toString('utf8').split('\\\\\r\n').length - 1; i++)
          socket.write('*\r\n');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    port = (server.address() as net.AddressInfo).port;
  });
  afterAll(() => new Promise<void>((resolve) => server.close(() => resolve())));

  it('is refused without a device, and for a CG not in the list', async () => {
    const none = await send(anaCg);
    expect(none.statusCode).toBe(422);
    expect(none.json()).toMatchObject({ code: 'rule_violation' });
    expect((await send('no-such-cg')).statusCode).toBe(404);
    // The other program's credit is not in this program's list.
    expect((await send(anaCg, otherProgramId)).statusCode).toBe(404);
  });

  it("sends the row's CG to the program's II device", async () => {
    const db = kit.tdb.database.db;
    const [device] = await db
      .insert(devices)
      .values({
        name: unique('GC'),
        type: 'CG',
        vendor: 'CHYRON',
        protocol: 'II',
        host: '127.0.0.1',
        port,
        charset: 'UTF-8',
        enabled: true,
      })
      .returning();
    await db.insert(deviceTemplates).values({
      deviceId: device!.id,
      number: 10,
      name: 'Nome e cargo',
      fields: [
        { number: 1, name: 'Nome', size: 32 },
        { number: 2, name: 'Cargo', size: 40 },
      ],
    });
    await db.update(programs).set({ cgDeviceId: device!.id }).where(eq(programs.id, programId));
    expect((await rowsOf(programId, date)).device).toEqual({ name: device!.name, blockedBy: null });

    const answer = await send(anaCg);
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json()).toEqual({ sent: 1, devices: [device!.name] });
    expect(received).toContain('Ana Souza');
    expect(received).toContain('Moradora');
    expect(received).not.toContain('João');
  });
});
