import { describe, expect, it } from 'vitest';
import type { Rundown } from '@newsroom/domain';
import { createGroup } from '../../test/testApp';
import { rundownTemplates, templateBlocks, templateStories } from '../../platform/db/schema';
import {
  EDITOR,
  READER,
  WRITER,
  firstBlock,
  indexesAreDense,
  layout,
  standby,
  useRundownKit,
} from './rundowns.testkit';

/** Rundown routes: access, reading, creation from templates. */

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

describe('rundown access', () => {
  it('requires a session', async () => {
    const calls = [
      ['GET', '/api/rundowns/check?date=2030-01-01&programId=1'],
      ['GET', '/api/rundowns?date=2030-01-01&programId=1'],
      ['GET', '/api/rundowns/1'],
      ['GET', '/api/rundowns/grid?date=2030-01-01'],
      ['POST', '/api/rundowns'],
      ['POST', '/api/rundowns/1/recreate'],
      ['PATCH', '/api/rundowns/1'],
      ['PUT', '/api/rundowns/1/approve'],
      ['PUT', '/api/rundowns/1/displayed'],
      ['POST', '/api/rundowns/1/repaginate'],
      ['POST', '/api/rundowns/1/blocks'],
      ['PUT', '/api/rundowns/1/blocks/order'],
      ['PATCH', '/api/blocks/1'],
      ['DELETE', '/api/blocks/1'],
      ['PUT', '/api/blocks/1/approve'],
      ['PUT', '/api/blocks/1/status'],
      ['PUT', '/api/blocks/1/standby'],
      ['POST', '/api/blocks/1/stories'],
      ['POST', '/api/blocks/1/stories/from_template'],
      ['POST', '/api/stories/1/after'],
      ['PATCH', '/api/stories/1'],
      ['PUT', '/api/stories/1/status'],
      ['POST', '/api/stories/status'],
      ['PUT', '/api/stories/1/standby'],
      ['POST', '/api/stories/move'],
      ['POST', '/api/stories/copy'],
      ['DELETE', '/api/stories/1'],
      ['POST', '/api/rundowns/1/credits'],
      ['GET', '/api/rundowns/1/logs'],
    ] as const;
    for (const [method, url] of calls) {
      expect(
        (
          await kit.call(
            method,
            url,
            null,
            method === 'GET' || method === 'DELETE' ? undefined : {},
          )
        ).statusCode,
        `${method} ${url}`,
      ).toBe(401);
    }
  });

  it('refuses users lacking the roles, changing nothing', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, { slug: 'INTOCÁVEL' });
    const nobody = await kit.userWith({ permissions: {} });
    const reader = await kit.userWith({ permissions: READER });
    const writer = await kit.userWith({ permissions: WRITER });
    expect((await kit.call('GET', `/api/rundowns/${rundown.id}`, nobody.cookie)).statusCode).toBe(
      403,
    );
    expect(
      (
        await kit.call('POST', '/api/rundowns', reader.cookie, {
          date: kit.day(2),
          programId: rundown.programId,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (await kit.call('POST', `/api/rundowns/${rundown.id}/blocks`, reader.cookie)).statusCode,
    ).toBe(403);
    expect(
      (
        await kit.call('PATCH', `/api/stories/${story.id}`, reader.cookie, {
          field: 'slug',
          value: 'X',
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await kit.call('POST', '/api/stories/move', reader.cookie, {
          targetBlockId: standby(rundown).id,
          storiesIds: [story.id],
          targetStoryId: null,
        })
      ).statusCode,
    ).toBe(403);
    // Writing is not approving.
    expect(
      (
        await kit.call('PUT', `/api/rundowns/${rundown.id}/approve`, writer.cookie, {
          approve: true,
        })
      ).statusCode,
    ).toBe(403);
    expect(
      (
        await kit.call('PUT', `/api/blocks/${firstBlock(rundown).id}/approve`, writer.cookie, {
          approve: true,
        })
      ).statusCode,
    ).toBe(403);
    const after = await kit.load(reader.cookie, rundown.id);
    expect(layout(after)).toEqual([[story.id], []]);
    expect(after.blocks[0]!.stories[0]!.slug).toBe('INTOCÁVEL');
    expect(after.version).toBe((await kit.load(editor.cookie, rundown.id)).version);
  });

  it("answers 404 to outsiders of a program's groups", async () => {
    const group = await createGroup(kit.tdb.database);
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
    const outsider = await kit.userWith({ permissions: EDITOR });
    const programId = await kit.program({ groupIds: [group.id] });
    const rundown = await kit.rundown(member.cookie, { programId, date: kit.day(1) });
    const block = firstBlock(rundown);
    expect((await kit.call('GET', `/api/rundowns/${rundown.id}`, outsider.cookie)).statusCode).toBe(
      404,
    );
    expect(
      (
        await kit.call(
          'GET',
          `/api/rundowns?date=${kit.day(1)}&programId=${programId}`,
          outsider.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (
        await kit.call(
          'GET',
          `/api/rundowns/check?date=${kit.day(1)}&programId=${programId}`,
          outsider.cookie,
        )
      ).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('POST', '/api/rundowns', outsider.cookie, { date: kit.day(2), programId }))
        .statusCode,
    ).toBe(404);
    expect(
      (await kit.call('POST', `/api/blocks/${block.id}/stories`, outsider.cookie)).statusCode,
    ).toBe(404);
    expect(
      (await kit.call('GET', `/api/rundowns/${rundown.id}/logs`, outsider.cookie)).statusCode,
    ).toBe(404);
    const grid = (
      await kit.call('GET', `/api/rundowns/grid?date=${kit.day(1)}`, outsider.cookie)
    ).json<{ id: number }[]>();
    expect(grid.map((g) => g.id)).not.toContain(rundown.id);
    const memberGrid = (
      await kit.call('GET', `/api/rundowns/grid?date=${kit.day(1)}`, member.cookie)
    ).json<{ id: number; storyCount: number }[]>();
    expect(memberGrid.map((g) => g.id)).toContain(rundown.id);
  });
});

describe('rundown reading', () => {
  it('names new blocks in the language of the screen (Accept-Language)', async () => {
    const inLanguage = async (language: string, url: string) =>
      (
        await kit.t.app.inject({
          method: 'POST',
          url,
          headers: { cookie: editor.cookie, 'accept-language': language },
          payload:
            url === '/api/rundowns'
              ? { date: kit.day(3), programId: await kit.program() }
              : undefined,
        })
      ).json<{ id: number; name?: string; blocks?: { name: string }[] }>();
    const created = await inLanguage('es-ES,es;q=0.9', '/api/rundowns');
    expect(created.blocks!.map((b) => b.name)).toEqual(['Bloque 1', 'Standby']);
    expect((await inLanguage('en-US,en;q=0.9', `/api/rundowns/${created.id}/blocks`)).name).toBe(
      'Block 2',
    );
    expect((await inLanguage('pt-BR', `/api/rundowns/${created.id}/blocks`)).name).toBe('Bloco 3');
  });

  it('checks, creates and loads by program and date with abilities and timing', async () => {
    const programId = await kit.program();
    const date = kit.day(3);
    const check = async () =>
      (
        await kit.call(
          'GET',
          `/api/rundowns/check?date=${date}&programId=${programId}`,
          editor.cookie,
        )
      ).json();
    const before = await check();
    expect(before).toEqual({ exists: false, rundownId: null, canCreate: true });
    const missing = await kit.call(
      'GET',
      `/api/rundowns?date=${date}&programId=${programId}`,
      editor.cookie,
    );
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('rundown:notFoundForProgramAndDate');
    const created = await kit.rundown(editor.cookie, { programId, date });
    expect(created.blocks.map((b) => [b.name, b.isStandbyBlock])).toEqual([
      ['Bloco 1', false],
      ['Standby', true],
    ]);
    expect(created.start).toBe('12:00:00');
    const after = await check();
    expect(after).toEqual({ exists: true, rundownId: created.id, canCreate: false });
    await kit.addStory(editor.cookie, firstBlock(created).id, {
      slug: 'ABERTURA',
      totalMs: 60_000,
      estimatedMs: 50_000,
    });
    const view = (
      await kit.call('GET', `/api/rundowns?date=${date}&programId=${programId}`, editor.cookie)
    ).json<
      Rundown & {
        abilities: { canEdit: boolean; canApprove: boolean };
        timing: { duration: number; fullProduction: number; fullEstimated: number };
      }
    >();
    expect(view.abilities).toEqual({ canEdit: true, canApprove: true });
    expect(view.timing.duration).toBe(3_600_000);
    expect(view.timing.fullProduction).toBe(60_000);
    expect(view.timing.fullEstimated).toBe(50_000);
    const reader = await kit.userWith({ permissions: READER });
    expect(
      (await kit.call('GET', `/api/rundowns/${created.id}`, reader.cookie)).json().abilities,
    ).toEqual({ canEdit: false, canApprove: false });
  });
});

describe('rundowns from templates', () => {
  it("creates a rundown with a template's blocks and stories before Standby", async () => {
    const programId = await kit.program();
    const db = kit.tdb.database.db;
    const [template] = await db
      .insert(rundownTemplates)
      .values({ name: 'Padrão', programId })
      .returning();
    const [b1] = await db
      .insert(templateBlocks)
      .values({ templateId: template!.id, index: 0, name: 'Escalada', commercialMs: 90_000 })
      .returning();
    const [b2] = await db
      .insert(templateBlocks)
      .values({ templateId: template!.id, index: 1, name: 'Bloco 2' })
      .returning();
    await db.insert(templateStories).values([
      { blockId: b1!.id, index: 0, slug: 'ESCALADA', estimatedMs: 60_000 },
      { blockId: b2!.id, index: 0, slug: 'ENCERRAMENTO', estimatedMs: 30_000 },
    ]);
    const created = await kit.call('POST', '/api/rundowns', editor.cookie, {
      date: kit.day(4),
      programId,
      templateId: template!.id,
    });
    expect(created.statusCode, created.body).toBe(201);
    const rundown = created.json<Rundown>();
    expect(
      rundown.blocks.map((b) => [b.name, b.isStandbyBlock, b.stories.map((s) => s.slug)]),
    ).toEqual([
      ['Escalada', false, ['ESCALADA']],
      ['Bloco 2', false, ['ENCERRAMENTO']],
      ['Standby', true, []],
    ]);
    expect(indexesAreDense(rundown)).toBe(true);
    const unknown = await kit.call('POST', '/api/rundowns', editor.cookie, {
      date: kit.day(5),
      programId,
      templateId: 999_999,
    });
    expect(unknown.statusCode).toBe(404);
    expect(
      (
        await kit.call(
          'GET',
          `/api/rundowns/check?date=${kit.day(5)}&programId=${programId}`,
          editor.cookie,
        )
      ).json().exists,
    ).toBe(false);
  });
});
