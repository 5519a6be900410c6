import { randomBytes } from 'node:crypto';
import { asc, eq } from 'drizzle-orm';
import { beforeAll, describe, expect, it } from 'vitest';
import type {
  RundownTemplate,
  StoryTemplate,
  TemplateBlock,
  TemplateStory,
} from '@newsroom/domain';
import { blocks, programGroups, programs, rundowns, stories } from '../../platform/db/schema';
import { connectStomp } from '../../test/stompClient';
import { createGroup, createUser, loginCookie } from '../../test/testApp';
import { instantiateTemplate } from './rundownTemplates.instantiate';
import { useTestApp } from '../../test/useTestApp';
import { expectSessionRequired } from '../../platform/records/recordTestkit';
import { fieldRefusals } from '../../test/fieldRefusal';

let writerCookie: string;
let readerCookie: string;
let outsiderCookie: string;
let programId: number;
let restrictedProgramId: number;

async function makeProgram(groupIds: number[] = []): Promise<number> {
  const [row] = await tdb.database.db
    .insert(programs)
    .values({
      name: `Jornal ${randomBytes(3).toString('hex')}`,
      start: '06:00:00',
      end: '07:00:00',
    })
    .returning();
  for (const groupId of groupIds) {
    await tdb.database.db.insert(programGroups).values({ programId: row!.id, groupId });
  }
  return row!.id;
}

const { tdb, t, call } = useTestApp();

beforeAll(async () => {
  const group = await createGroup(tdb.database);
  const writer = await createUser(tdb.database, {
    permissions: { rundown: 'write' },
    groupIds: [group.id],
  });
  writerCookie = await loginCookie(t.app, writer.nickname);
  readerCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { rundown: 'read' }, groupIds: [group.id] }))
      .nickname,
  );
  outsiderCookie = await loginCookie(
    t.app,
    (await createUser(tdb.database, { permissions: { rundown: 'write' } })).nickname,
  );
  programId = await makeProgram();
  restrictedProgramId = await makeProgram([group.id]);
});

const templateName = () => `Padrão ${randomBytes(3).toString('hex')}`;

async function ok<T>(
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
  url: string,
  payload?: unknown,
  cookie = writerCookie,
): Promise<T> {
  const response = await call(method, url, cookie, payload);
  expect(response.statusCode, `${method} ${url}: ${response.body}`).toBeLessThan(300);
  return (response.body ? response.json() : undefined) as T;
}

const makeTemplate = (program = programId, name = templateName()) =>
  ok<RundownTemplate>('POST', '/api/rundown_templates', { name, programId: program });
const load = (id: number, cookie = readerCookie) =>
  ok<RundownTemplate>('GET', `/api/rundown_templates/${id}`, undefined, cookie);
const addBlock = (id: number) => ok<TemplateBlock>('POST', `/api/rundown_templates/${id}/blocks`);
const addStory = (blockId: number, slug?: string) =>
  ok<TemplateStory>('POST', `/api/template_blocks/${blockId}/stories`).then(async (story) =>
    slug === undefined
      ? story
      : ok<TemplateStory>('PATCH', `/api/template_stories/${story.id}`, {
          field: 'slug',
          value: slug,
        }),
  );
const slugsOf = (template: RundownTemplate) =>
  template.blocks.map((block) => [block.name, block.stories.map((story) => story.slug)]);

describe('rundown templates', () => {
  it('requires a session', async () => {
    await expectSessionRequired(
      call,
      [
        ['GET', '/api/rundown_templates?programId=1'],
        ['GET', '/api/rundown_templates/1'],
        ['POST', '/api/rundown_templates'],
        ['POST', '/api/rundown_templates/1/copy'],
        ['PATCH', '/api/rundown_templates/1'],
        ['DELETE', '/api/rundown_templates/1'],
        ['POST', '/api/rundown_templates/1/blocks'],
        ['POST', '/api/rundown_templates/1/repaginate'],
        ['PATCH', '/api/template_blocks/1'],
        ['DELETE', '/api/template_blocks/1'],
        ['POST', '/api/template_blocks/1/stories'],
        ['PATCH', '/api/template_stories/1'],
        ['DELETE', '/api/template_stories/1'],
        ['POST', '/api/template_stories/move'],
        ['GET', '/api/story_templates'],
        ['GET', '/api/story_templates/1'],
        ['POST', '/api/story_templates'],
        ['PUT', '/api/story_templates/1'],
        ['DELETE', '/api/story_templates/1'],
      ],
      () => ({}),
    );
  });

  it('needs rundown read to see and rundown write to change, changing nothing otherwise', async () => {
    const template = await makeTemplate();
    const nobody = await loginCookie(t.app, (await createUser(tdb.database)).nickname);
    expect(
      (await call('GET', `/api/rundown_templates?programId=${programId}`, nobody)).statusCode,
    ).toBe(403);
    expect((await call('GET', `/api/rundown_templates/${template.id}`, nobody)).statusCode).toBe(
      403,
    );
    expect((await call('GET', '/api/story_templates', nobody)).statusCode).toBe(403);
    const standby = template.blocks[0]!;
    for (const [method, url, payload] of [
      ['POST', '/api/rundown_templates', { name: templateName(), programId }],
      ['POST', `/api/rundown_templates/${template.id}/copy`, { name: templateName(), programId }],
      ['PATCH', `/api/rundown_templates/${template.id}`, { field: 'name', value: 'x' }],
      ['DELETE', `/api/rundown_templates/${template.id}`, undefined],
      ['POST', `/api/rundown_templates/${template.id}/blocks`, undefined],
      ['POST', `/api/rundown_templates/${template.id}/repaginate`, undefined],
      ['PATCH', `/api/template_blocks/${standby.id}`, { field: 'name', value: 'x' }],
      ['POST', `/api/template_blocks/${standby.id}/stories`, undefined],
      ['POST', '/api/story_templates', { name: 'x', programId: null }],
    ] as const) {
      expect((await call(method, url, readerCookie, payload)).statusCode, `${method} ${url}`).toBe(
        403,
      );
    }
    expect(await load(template.id)).toEqual(template);
  });

  it('creates a template with its Standby block and adds blocks before it', async () => {
    const template = await makeTemplate();
    expect(template.blocks).toEqual([
      expect.objectContaining({ name: 'Stand by', isStandbyBlock: true, index: 0, stories: [] }),
    ]);
    const first = await addBlock(template.id);
    const second = await addBlock(template.id);
    expect([first.name, second.name]).toEqual(['Bloco 1', 'Bloco 2']);
    const loaded = await load(template.id);
    expect(loaded.blocks.map((b) => [b.name, b.index, b.isStandbyBlock])).toEqual([
      ['Bloco 1', 0, false],
      ['Bloco 2', 1, false],
      ['Stand by', 2, true],
    ]);
    expect(loaded.version).toBeGreaterThan(template.version);
    const list = await ok<{ id: number; name: string }[]>(
      'GET',
      `/api/rundown_templates?programId=${programId}`,
      undefined,
      readerCookie,
    );
    expect(list).toContainEqual(expect.objectContaining({ id: template.id, name: template.name }));
  });

  it('refuses removing the Standby block (422) and removes other blocks with their stories', async () => {
    const template = await makeTemplate();
    const block = await addBlock(template.id);
    await addStory(block.id, 'VT');
    const standby = template.blocks[0]!;
    const refused = await call('DELETE', `/api/template_blocks/${standby.id}`, writerCookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'rundownTemplate:standbyCannotBeRemoved' });
    await ok('DELETE', `/api/template_blocks/${block.id}`);
    const loaded = await load(template.id);
    expect(loaded.blocks.map((b) => [b.name, b.index])).toEqual([['Stand by', 0]]);
  });

  it('patches one field at a time; a refused patch answers field, newValue and oldValue', async () => {
    const template = await makeTemplate();
    const block = await addBlock(template.id);
    const story = await addStory(block.id, 'ABERTURA');
    expect(
      await ok<TemplateStory>('PATCH', `/api/template_stories/${story.id}`, {
        field: 'estimatedMs',
        value: 90_000,
      }),
    ).toMatchObject({ estimatedMs: 90_000, slug: 'ABERTURA' });
    expect(
      await ok<TemplateBlock>('PATCH', `/api/template_blocks/${block.id}`, {
        field: 'breakTime',
        value: '06:20:00',
      }),
    ).toMatchObject({ breakTime: '06:20:00' });
    const renamed = templateName();
    expect(
      await ok<RundownTemplate>('PATCH', `/api/rundown_templates/${template.id}`, {
        field: 'name',
        value: renamed,
      }),
    ).toMatchObject({ name: renamed });

    const expectRefused = fieldRefusals(call, writerCookie);
    const estimate = { field: 'estimatedMs', value: -5 };
    await expectRefused(`/api/template_stories/${story.id}`, estimate, 400, 90_000);
    await expectRefused(`/api/template_blocks/${block.id}`, { field: 'standBy', value: true }, 400);

    const other = await makeTemplate();
    const taken = { field: 'name', value: renamed.toUpperCase() };
    await expectRefused(`/api/rundown_templates/${other.id}`, taken, 409, other.name);
    expect((await load(other.id)).name).toBe(other.name);
    const loaded = await load(template.id);
    expect(loaded.blocks[0]!.stories[0]).toMatchObject({ estimatedMs: 90_000 });
  });

  it('moves stories within and across blocks and repaginates in running order', async () => {
    const template = await makeTemplate();
    const one = await addBlock(template.id);
    const two = await addBlock(template.id);
    const a = await addStory(one.id, 'A');
    const b = await addStory(one.id, 'B');
    const c = await addStory(two.id, 'C');
    await addStory(template.blocks[0]!.id, 'S');
    let moved = await ok<RundownTemplate>('POST', '/api/template_stories/move', {
      targetBlockId: one.id,
      storyId: b.id,
      targetStoryId: a.id,
    });
    expect(slugsOf(moved)).toEqual([
      ['Bloco 1', ['B', 'A']],
      ['Bloco 2', ['C']],
      ['Stand by', ['S']],
    ]);
    moved = await ok<RundownTemplate>('POST', '/api/template_stories/move', {
      targetBlockId: two.id,
      storyId: b.id,
      targetStoryId: null,
    });
    expect(slugsOf(moved)).toEqual([
      ['Bloco 1', ['A']],
      ['Bloco 2', ['C', 'B']],
      ['Stand by', ['S']],
    ]);
    expect(moved.blocks[1]!.stories.map((s) => s.index)).toEqual([0, 1]);
    const outside = await call('POST', '/api/template_stories/move', writerCookie, {
      targetBlockId: one.id,
      storyId: c.id,
      targetStoryId: b.id,
    });
    expect(outside.statusCode).toBe(422);
    expect(slugsOf(await load(template.id))).toEqual(slugsOf(moved));

    const paged = await ok<RundownTemplate>(
      'POST',
      `/api/rundown_templates/${template.id}/repaginate`,
    );
    expect(paged.blocks.flatMap((block) => block.stories.map((s) => [s.slug, s.page]))).toEqual([
      ['A', '01'],
      ['C', '02'],
      ['B', '03'],
      ['S', '04'],
    ]);
    await ok('DELETE', `/api/template_stories/${c.id}`);
    expect((await load(template.id)).blocks[1]!.stories.map((s) => [s.slug, s.index])).toEqual([
      ['B', 0],
    ]);
  });

  it('copies a template with its blocks and stories, and removes a template', async () => {
    const template = await makeTemplate();
    const block = await addBlock(template.id);
    await addStory(block.id, 'ESCALADA');
    const name = templateName();
    const copy = await ok<RundownTemplate>('POST', `/api/rundown_templates/${template.id}/copy`, {
      name,
      programId: restrictedProgramId,
    });
    expect(copy).toMatchObject({ name, programId: restrictedProgramId });
    expect(slugsOf(copy)).toEqual([
      ['Bloco 1', ['ESCALADA']],
      ['Stand by', []],
    ]);
    await ok('DELETE', `/api/rundown_templates/${template.id}`);
    expect(
      (await call('GET', `/api/rundown_templates/${template.id}`, readerCookie)).statusCode,
    ).toBe(404);
    expect((await load(copy.id)).blocks).toHaveLength(2);
  });

  it('hides templates of a program restricted to groups from outsiders (404)', async () => {
    const template = await makeTemplate(restrictedProgramId);
    expect((await load(template.id)).id).toBe(template.id);
    for (const [method, url, payload] of [
      ['GET', `/api/rundown_templates?programId=${restrictedProgramId}`, undefined],
      ['GET', `/api/rundown_templates/${template.id}`, undefined],
      ['POST', '/api/rundown_templates', { name: templateName(), programId: restrictedProgramId }],
      ['POST', `/api/rundown_templates/${template.id}/blocks`, undefined],
      ['DELETE', `/api/rundown_templates/${template.id}`, undefined],
    ] as const) {
      expect(
        (await call(method, url, outsiderCookie, payload)).statusCode,
        `${method} ${url}`,
      ).toBe(404);
    }
    expect((await load(template.id)).blocks).toHaveLength(1);
  });

  it('publishes changes on the template topics with the new template version', async () => {
    const socket = await connectStomp(t.baseUrl, readerCookie, [
      '/topic/rundown_templates',
      '/topic/block_templates',
    ]);
    const outsider = await connectStomp(t.baseUrl, outsiderCookie, ['/topic/rundown_templates']);
    try {
      const template = await makeTemplate(restrictedProgramId);
      expect(
        await socket.next('/topic/rundown_templates', (e) => e.id === String(template.id)),
      ).toMatchObject({ action: 'CREATE', entity: 'rundown_template', data: template });
      const block = await addBlock(template.id);
      expect(
        await socket.next('/topic/block_templates', (e) => e.id === String(block.id)),
      ).toMatchObject({ action: 'CREATE', entity: 'template_block', data: block, version: 2 });
      const story = await addStory(block.id, 'VIVO');
      expect(
        await socket.next(
          '/topic/block_templates',
          (e) => e.id === String(story.id) && e.action === 'PATCH',
        ),
      ).toMatchObject({
        entity: 'template_story',
        data: { id: story.id, templateId: template.id, field: 'slug', value: 'VIVO' },
        version: 4,
      });
      await ok('POST', `/api/rundown_templates/${template.id}/repaginate`);
      expect(
        await socket.next(
          '/topic/rundown_templates',
          (e) => e.id === String(template.id) && e.action === 'UPDATE',
        ),
      ).toMatchObject({ version: 5 });
      // The outsider hears of a template of an open program, never of the restricted one.
      const open = await makeTemplate();
      const heard = await outsider.next('/topic/rundown_templates');
      expect(heard.id).toBe(String(open.id));
    } finally {
      await socket.close();
      await outsider.close();
    }
  });
});

describe('story templates', () => {
  it('creates, lists, changes at a version and removes', async () => {
    const storyReader = await createUser(tdb.database, {
      permissions: { rundown: 'read', story: 'read' },
    });
    const socket = await connectStomp(t.baseUrl, await loginCookie(t.app, storyReader.nickname), [
      '/topic/story_templates',
    ]);
    try {
      const created = await ok<StoryTemplate>('POST', '/api/story_templates', {
        name: 'PREVISÃO DO TEMPO',
        programId,
        slug: 'TEMPO',
        estimatedMs: 60_000,
      });
      expect(created).toMatchObject({ programId, slug: 'TEMPO', information: '', version: 1 });
      expect(
        await socket.next('/topic/story_templates', (e) => e.id === String(created.id)),
      ).toMatchObject({ action: 'CREATE', entity: 'story_template', data: created });
      const global = await ok<StoryTemplate>('POST', '/api/story_templates', {
        name: 'ENCERRAMENTO',
        programId: null,
      });
      const hidden = await ok<StoryTemplate>('POST', '/api/story_templates', {
        name: 'RESTRITO',
        programId: restrictedProgramId,
      });
      const listed = await ok<StoryTemplate[]>(
        'GET',
        `/api/story_templates?programId=${programId}`,
        undefined,
        readerCookie,
      );
      expect(listed.map((s) => s.id)).toEqual(expect.arrayContaining([created.id, global.id]));
      expect(listed.map((s) => s.id)).not.toContain(hidden.id);
      const outsiders = await ok<StoryTemplate[]>(
        'GET',
        '/api/story_templates',
        undefined,
        outsiderCookie,
      );
      expect(outsiders.map((s) => s.id)).not.toContain(hidden.id);
      expect(
        (await call('GET', `/api/story_templates/${hidden.id}`, outsiderCookie)).statusCode,
      ).toBe(404);

      const input = {
        name: 'PREVISÃO DO TEMPO',
        programId,
        slug: 'TEMPO SP',
        estimatedMs: 45_000,
        information: '',
      };
      const updated = await ok<StoryTemplate>('PUT', `/api/story_templates/${created.id}`, {
        ...input,
        version: 1,
      });
      expect(updated).toMatchObject({ slug: 'TEMPO SP', version: 2 });
      const stale = await call('PUT', `/api/story_templates/${created.id}`, writerCookie, {
        ...input,
        slug: 'OUTRO',
        version: 1,
      });
      expect(stale.statusCode).toBe(409);
      expect(stale.json().details.current).toMatchObject({ slug: 'TEMPO SP' });
      await ok('DELETE', `/api/story_templates/${created.id}`);
      expect(
        (await call('GET', `/api/story_templates/${created.id}`, readerCookie)).statusCode,
      ).toBe(404);
    } finally {
      await socket.close();
    }
  });
});

describe('instantiateTemplate', () => {
  it('copies blocks before the Standby block and stories with blank pages', async () => {
    const template = await makeTemplate();
    const opening = await addBlock(template.id);
    await ok('PATCH', `/api/template_blocks/${opening.id}`, { field: 'name', value: 'Abertura' });
    await ok('PATCH', `/api/template_blocks/${opening.id}`, {
      field: 'commercialMs',
      value: 120_000,
    });
    const story = await addStory(opening.id, 'ESCALADA');
    await ok('PATCH', `/api/template_stories/${story.id}`, { field: 'estimatedMs', value: 45_000 });
    await ok('PATCH', `/api/template_stories/${story.id}`, {
      field: 'information',
      value: 'Apresentadores',
    });
    await addStory(opening.id, 'VT');
    await addBlock(template.id);
    await addStory(template.blocks[0]!.id, 'RESERVA');
    await ok('POST', `/api/rundown_templates/${template.id}/repaginate`);

    const db = tdb.database.db;
    const [rundown] = await db
      .insert(rundowns)
      .values({ programId, date: '2030-01-02', start: '06:00:00', end: '07:00:00' })
      .returning();
    const [standby] = await db
      .insert(blocks)
      .values({ rundownId: rundown!.id, index: 0, name: 'Stand by', standBy: true })
      .returning();
    await db.transaction((tx) => instantiateTemplate(tx, template.id, rundown!.id));

    const rows = await db
      .select()
      .from(blocks)
      .where(eq(blocks.rundownId, rundown!.id))
      .orderBy(asc(blocks.index));
    expect(rows.map((b) => [b.name, b.index, b.commercialMs])).toEqual([
      ['Abertura', 0, 120_000],
      ['Bloco 2', 1, 0],
      ['Stand by', 2, 0],
    ]);
    expect(rows[2]!.id).toBe(standby!.id);
    const copied = await db.select().from(stories).orderBy(asc(stories.id));
    const ofRundown = copied.filter((s) => rows.some((b) => b.id === s.blockId));
    expect(
      ofRundown.map((s) => [
        s.blockId,
        s.index,
        s.slug,
        s.estimatedMs,
        s.information,
        s.page,
        s.programId,
      ]),
    ).toEqual([
      [rows[0]!.id, 0, 'ESCALADA', 45_000, 'Apresentadores', '', programId],
      [rows[0]!.id, 1, 'VT', 0, '', '', programId],
      [standby!.id, 0, 'RESERVA', 0, '', '', programId],
    ]);
  });

  it('refuses an unknown or removed template (404)', async () => {
    const template = await makeTemplate();
    await ok('DELETE', `/api/rundown_templates/${template.id}`);
    const db = tdb.database.db;
    const [rundown] = await db
      .insert(rundowns)
      .values({ programId, date: '2030-01-03', start: '06:00:00', end: '07:00:00' })
      .returning();
    await db
      .insert(blocks)
      .values({ rundownId: rundown!.id, index: 0, name: 'Stand by', standBy: true });
    await expect(
      db.transaction((tx) => instantiateTemplate(tx, template.id, rundown!.id)),
    ).rejects.toMatchObject({ code: 'not_found' });
  });
});
