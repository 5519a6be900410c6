import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Block, Rundown, StoryRow } from '@newsroom/domain';
import { createGroup } from '../../test/testApp';
import { locks, rundownTemplates, templateBlocks, templateStories } from '../../platform/db/schema';
import {
  EDITOR,
  READER,
  WRITER,
  indexesAreDense,
  layout,
  startRundownKit,
  type RundownKit,
} from './rundowns.testkit';

let kit: RundownKit;
let editor: { id: number; nickname: string; cookie: string };

beforeAll(async () => {
  kit = await startRundownKit();
  editor = await kit.userWith({ permissions: EDITOR });
});
afterAll(async () => kit.close());

const firstBlock = (r: Rundown) => r.blocks[0]!;
const standby = (r: Rundown) => r.blocks.at(-1)!;

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
  it('checks, creates and loads by program and date with abilities and timing', async () => {
    const programId = await kit.program();
    const date = kit.day(3);
    const before = (
      await kit.call(
        'GET',
        `/api/rundowns/check?date=${date}&programId=${programId}`,
        editor.cookie,
      )
    ).json();
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
    const after = (
      await kit.call(
        'GET',
        `/api/rundowns/check?date=${date}&programId=${programId}`,
        editor.cookie,
      )
    ).json();
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

describe('rundown rules', () => {
  it('one rundown per date and program', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const again = await kit.call('POST', '/api/rundowns', editor.cookie, {
      date: rundown.date,
      programId: rundown.programId,
    });
    expect(again.statusCode).toBe(422);
    expect(again.json().message).toBe('rundown:existsForDate');
    const other = await kit.rundown(editor.cookie, {
      programId: rundown.programId,
      date: kit.day(9),
    });
    const moved = await kit.call('PATCH', `/api/rundowns/${other.id}`, editor.cookie, {
      field: 'date',
      value: rundown.date,
    });
    expect(moved.statusCode).toBe(422);
    expect(moved.json().message).toBe('rundown:existsForDate');
    expect((await kit.load(editor.cookie, other.id)).date).toBe(kit.day(9));
  });

  it('the date never moves to the past', async () => {
    const programId = await kit.program();
    const past = await kit.call('POST', '/api/rundowns', editor.cookie, {
      date: kit.day(-1),
      programId,
    });
    expect(past.statusCode).toBe(422);
    expect(past.json().message).toBe('rundown:dateInPast');
    expect(
      (await kit.call('POST', '/api/rundowns', editor.cookie, { date: kit.today, programId }))
        .statusCode,
    ).toBe(201);
    const rundown = await kit.rundown(editor.cookie);
    const patched = await kit.call('PATCH', `/api/rundowns/${rundown.id}`, editor.cookie, {
      field: 'date',
      value: kit.day(-3),
    });
    expect(patched.statusCode).toBe(422);
    expect(patched.json()).toMatchObject({
      message: 'rundown:dateInPast',
      details: { field: 'date', newValue: kit.day(-3), oldValue: rundown.date },
    });
  });

  it('a displayed rundown refuses changes until reopened', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      slug: 'VT ELEIÇÕES',
    });
    expect(
      (
        await kit.call('PUT', `/api/rundowns/${rundown.id}/displayed`, editor.cookie, {
          displayed: true,
        })
      ).statusCode,
    ).toBe(200);
    const version = (await kit.load(editor.cookie, rundown.id)).version;
    const refusals = [
      await kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
        field: 'slug',
        value: 'OUTRO',
      }),
      await kit.call('POST', `/api/rundowns/${rundown.id}/blocks`, editor.cookie),
      await kit.call('POST', `/api/blocks/${firstBlock(rundown).id}/stories`, editor.cookie),
      await kit.call('PUT', `/api/stories/${story.id}/status`, editor.cookie),
      await kit.call('PATCH', `/api/rundowns/${rundown.id}`, editor.cookie, {
        field: 'end',
        value: '14:00:00',
      }),
      await kit.call('POST', '/api/stories/move', editor.cookie, {
        targetBlockId: standby(rundown).id,
        storiesIds: [story.id],
        targetStoryId: null,
      }),
      await kit.call('DELETE', `/api/stories/${story.id}`, editor.cookie),
      await kit.call('PUT', `/api/rundowns/${rundown.id}/approve`, editor.cookie, {
        approve: true,
      }),
    ];
    for (const r of refusals) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe('rundown:displayed');
    }
    const after = await kit.load(editor.cookie, rundown.id);
    expect(after.version).toBe(version);
    expect(after.blocks[0]!.stories[0]!.slug).toBe('VT ELEIÇÕES');
    expect(
      (await kit.call('GET', `/api/rundowns/${rundown.id}`, editor.cookie)).json().abilities
        .canEdit,
    ).toBe(false);
    expect(
      (
        await kit.call('PUT', `/api/rundowns/${rundown.id}/displayed`, editor.cookie, {
          displayed: false,
        })
      ).statusCode,
    ).toBe(200);
    expect(
      (
        await kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
          field: 'slug',
          value: 'OUTRO',
        })
      ).statusCode,
    ).toBe(200);
  });

  it('recreates only an empty rundown', async () => {
    const rundown = await kit.rundown(editor.cookie);
    await kit.addBlock(editor.cookie, rundown.id);
    const emptied = await kit.call(
      'POST',
      `/api/rundowns/${rundown.id}/recreate`,
      editor.cookie,
      {},
    );
    expect(emptied.statusCode, emptied.body).toBe(200);
    expect(emptied.json<Rundown>().blocks.map((b) => b.name)).toEqual(['Bloco 1', 'Standby']);
    const fresh = emptied.json<Rundown>();
    const story = await kit.addStory(editor.cookie, firstBlock(fresh).id);
    const refused = await kit.call(
      'POST',
      `/api/rundowns/${rundown.id}/recreate`,
      editor.cookie,
      {},
    );
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('rundown:notEmpty');
    expect(layout(await kit.load(editor.cookie, rundown.id))).toEqual([[story.id], []]);
  });

  it('answers every rundown change as the caller\'s view: private stories masked, abilities and timing', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const owner = await kit.userWith({ permissions: WRITER });
    const secret = await kit.addStory(owner.cookie, firstBlock(rundown).id, { slug: 'FONTE SIGILOSA' });
    const made = await kit.call('PATCH', `/api/stories/${secret.id}`, owner.cookie, { field: 'isPrivate', value: true });
    expect(made.statusCode).toBe(200);
    const other = await kit.userWith({ permissions: EDITOR });
    const answer = await kit.call('POST', `/api/rundowns/${rundown.id}/repaginate`, other.cookie);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const masked = body.blocks.flatMap((b: { stories: StoryRow[] }) => b.stories).find((s: StoryRow) => s.id === secret.id);
    expect(masked).toMatchObject({ visible: false, slug: '' });
    expect(answer.body).not.toContain('FONTE SIGILOSA');
    expect(body.abilities).toEqual({ canEdit: true, canApprove: true });
    expect(body.timing).toHaveProperty('fullTotal');
  });

  it('private stories cannot be approved and approved ones cannot be private', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const privateStory = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      isPrivate: true,
    });
    const approve = await kit.call('PATCH', `/api/stories/${privateStory.id}`, editor.cookie, {
      field: 'approved',
      value: true,
    });
    expect(approve.statusCode).toBe(422);
    expect(approve.json()).toMatchObject({
      message: 'story:privateCannotBeApproved',
      details: { field: 'approved', newValue: true, oldValue: false },
    });
    const approved = await kit.addStory(editor.cookie, firstBlock(rundown).id, { approved: true });
    const hide = await kit.call('PATCH', `/api/stories/${approved.id}`, editor.cookie, {
      field: 'isPrivate',
      value: true,
    });
    expect(hide.statusCode).toBe(422);
    expect(hide.json().message).toBe('story:approvedCannotBePrivate');
    // Approving the block skips the private story.
    const block = (
      await kit.call('PUT', `/api/blocks/${firstBlock(rundown).id}/approve`, editor.cookie, {
        approve: true,
      })
    ).json<Block>();
    expect(block.stories.map((s) => [s.id, s.approved])).toEqual([
      [privateStory.id, false],
      [approved.id, true],
    ]);
  });

  it('a block with private stories cannot be removed; Standby neither', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const extra = await kit.addBlock(editor.cookie, rundown.id);
    await kit.addStory(editor.cookie, extra.id, { isPrivate: true });
    const refused = await kit.call('DELETE', `/api/blocks/${extra.id}`, editor.cookie);
    expect(refused.statusCode).toBe(422);
    expect(refused.json().message).toBe('block:hasPrivateStories');
    const standbyRefused = await kit.call(
      'DELETE',
      `/api/blocks/${standby(rundown).id}`,
      editor.cookie,
    );
    expect(standbyRefused.statusCode).toBe(422);
    expect(standbyRefused.json().message).toBe('block:standbyCannotBeRemoved');
    expect((await kit.load(editor.cookie, rundown.id)).blocks).toHaveLength(3);
    const plain = await kit.addBlock(editor.cookie, rundown.id);
    expect((await kit.call('DELETE', `/api/blocks/${plain.id}`, editor.cookie)).statusCode).toBe(
      204,
    );
    const after = await kit.load(editor.cookie, rundown.id);
    expect(after.blocks.map((b) => b.id)).toEqual([
      rundown.blocks[0]!.id,
      extra.id,
      standby(rundown).id,
    ]);
    expect(indexesAreDense(after)).toBe(true);
  });

  it('Standby stays last: new blocks go before it and it cannot be reordered', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const second = await kit.addBlock(editor.cookie, rundown.id);
    const [first, , last] = (await kit.load(editor.cookie, rundown.id)).blocks;
    expect(last!.isStandbyBlock).toBe(true);
    expect(second.index).toBe(1);
    const wrong = await kit.call('PUT', `/api/rundowns/${rundown.id}/blocks/order`, editor.cookie, {
      blockIds: [last!.id, first!.id, second.id],
    });
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().message).toBe('block:standbyIsLast');
    expect(
      (await kit.call('PUT', `/api/blocks/${last!.id}/standby`, editor.cookie)).statusCode,
    ).toBe(422);
    const ok = await kit.call('PUT', `/api/rundowns/${rundown.id}/blocks/order`, editor.cookie, {
      blockIds: [second.id, first!.id],
    });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(ok.json<Rundown>().blocks.map((b) => b.id)).toEqual([second.id, first!.id, last!.id]);
    const bad = await kit.call('PUT', `/api/rundowns/${rundown.id}/blocks/order`, editor.cookie, {
      blockIds: [second.id],
    });
    expect(bad.statusCode).toBe(400);
  });

  it('bulk status skips unapproved and standby stories, cascade stops earlier ones', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown).id;
    const a = await kit.addStory(editor.cookie, block, { approved: true, totalMs: 10_000 });
    const b = await kit.addStory(editor.cookie, block, { approved: false });
    const c = await kit.addStory(editor.cookie, block, { approved: true, totalMs: 20_000 });
    const d = await kit.addStory(editor.cookie, standby(rundown).id, { approved: true });
    const answer = await kit.call('POST', '/api/stories/status', editor.cookie, {
      storyIds: [b.id, c.id, d.id],
      status: 'play',
      cascade: true,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const after = await kit.load(editor.cookie, rundown.id);
    const status = Object.fromEntries(
      after.blocks.flatMap((x) => x.stories).map((s) => [s.id, s.displayStatus]),
    );
    expect(status).toEqual({ [a.id]: 'stop', [b.id]: 'blank', [c.id]: 'play', [d.id]: 'blank' });
    expect(after.onAir).toMatchObject({ entity: 'story', id: c.id, totalMs: 20_000 });
  });
});

describe('story moves and copies', () => {
  it('moves within and across blocks and rundowns without gaps or duplicates', async () => {
    const one = await kit.rundown(editor.cookie);
    const b2 = await kit.addBlock(editor.cookie, one.id);
    const s = [] as StoryRow[];
    for (let i = 0; i < 4; i++)
      s.push(await kit.addStory(editor.cookie, firstBlock(one).id, { slug: `S${i}` }));
    // Within a block: the last two before the first.
    let answer = await kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: firstBlock(one).id,
      storiesIds: [s[3]!.id, s[2]!.id],
      targetStoryId: s[0]!.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(layout(await kit.load(editor.cookie, one.id))).toEqual([
      [s[3]!.id, s[2]!.id, s[0]!.id, s[1]!.id],
      [],
      [],
    ]);
    // Across blocks, to the end.
    answer = await kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: b2.id,
      storiesIds: [s[0]!.id],
      targetStoryId: null,
    });
    expect(answer.statusCode).toBe(200);
    let loaded = await kit.load(editor.cookie, one.id);
    expect(layout(loaded)).toEqual([[s[3]!.id, s[2]!.id, s[1]!.id], [s[0]!.id], []]);
    expect(indexesAreDense(loaded)).toBe(true);
    // Across rundowns (of another program).
    const two = await kit.rundown(editor.cookie);
    const t0 = await kit.addStory(editor.cookie, firstBlock(two).id);
    answer = await kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: firstBlock(two).id,
      storiesIds: [s[1]!.id, s[0]!.id],
      targetStoryId: t0.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(
      answer
        .json<Rundown[]>()
        .map((r) => r.id)
        .sort(),
    ).toEqual([one.id, two.id].sort());
    loaded = await kit.load(editor.cookie, one.id);
    const other = await kit.load(editor.cookie, two.id);
    expect(layout(loaded)).toEqual([[s[3]!.id, s[2]!.id], [], []]);
    expect(layout(other)).toEqual([[s[1]!.id, s[0]!.id, t0.id], []]);
    expect(other.blocks[0]!.stories[0]!.programId).toBe(two.programId);
    expect(indexesAreDense(loaded) && indexesAreDense(other)).toBe(true);
    // A target among the moved stories is refused and changes nothing.
    answer = await kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: firstBlock(two).id,
      storiesIds: [t0.id],
      targetStoryId: t0.id,
    });
    expect(answer.statusCode).toBe(400);
    expect(layout(await kit.load(editor.cookie, two.id))).toEqual(layout(other));
  });

  it('copies (paste of a copy) land before the target with new ids; standby send goes last', async () => {
    const one = await kit.rundown(editor.cookie);
    const a = await kit.addStory(editor.cookie, firstBlock(one).id, {
      slug: 'CHUVA EM SP',
      approved: true,
    });
    const b = await kit.addStory(editor.cookie, firstBlock(one).id, { slug: 'STAND-UP TRÂNSITO' });
    const two = await kit.rundown(editor.cookie);
    const t0 = await kit.addStory(editor.cookie, firstBlock(two).id, { slug: 'ESCALADA' });
    const answer = await kit.call('POST', '/api/stories/copy', editor.cookie, {
      targetBlockId: firstBlock(two).id,
      storiesIds: [b.id, a.id],
      targetStoryId: t0.id,
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const copied = await kit.load(editor.cookie, two.id);
    expect(copied.blocks[0]!.stories.map((s) => [s.slug, s.approved])).toEqual([
      ['STAND-UP TRÂNSITO', false],
      ['CHUVA EM SP', false],
      ['ESCALADA', false],
    ]);
    expect(copied.blocks[0]!.stories.map((s) => s.id)).not.toContain(a.id);
    expect(indexesAreDense(copied)).toBe(true);
    expect(layout(await kit.load(editor.cookie, one.id))).toEqual([[a.id, b.id], []]);
    const sent = await kit.call('PUT', `/api/stories/${a.id}/standby`, editor.cookie);
    expect(sent.statusCode, sent.body).toBe(200);
    expect(layout(await kit.load(editor.cookie, one.id))).toEqual([[b.id], [a.id]]);
  });

  it('creates stories at the end, after a story and from a template; repaginates', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const a = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const c = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const b = (
      await kit.call('POST', `/api/stories/${a.id}/after`, editor.cookie)
    ).json<StoryRow>();
    const z = await kit.addStory(editor.cookie, standby(rundown).id);
    expect(layout(await kit.load(editor.cookie, rundown.id))).toEqual([[a.id, b.id, c.id], [z.id]]);
    const paged = (
      await kit.call('POST', `/api/rundowns/${rundown.id}/repaginate`, editor.cookie)
    ).json<Rundown>();
    expect(paged.blocks.flatMap((x) => x.stories.map((s) => s.page))).toEqual([
      '01',
      '02',
      '03',
      '04',
    ]);
    const missing = await kit.call(
      'POST',
      `/api/blocks/${firstBlock(rundown).id}/stories/from_template`,
      editor.cookie,
      { storyTemplateId: 999_999 },
    );
    expect(missing.statusCode).toBe(404);
  });

  it('deleting a story is refused while another user holds its edit lock', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const next = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const other = await kit.userWith({ permissions: EDITOR });
    await kit.tdb.database.db.insert(locks).values({
      entityType: 'story',
      entityId: String(story.id),
      userId: other.id,
      sessionId: 'someone-else',
      acquiredAt: new Date(),
      expiresAt: new Date(Date.now() + 60_000),
    });
    const refused = await kit.call('DELETE', `/api/stories/${story.id}`, editor.cookie);
    expect(refused.statusCode).toBe(412);
    expect(refused.json().code).toBe('locked_by_other');
    expect((await kit.call('DELETE', `/api/stories/${next.id}`, editor.cookie)).statusCode).toBe(
      204,
    );
    expect(layout(await kit.load(editor.cookie, rundown.id))).toEqual([[story.id], []]);
  });
});

describe('field patches, on air, credits and logs', () => {
  it('a failed patch names field, new value and old value and changes nothing', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      estimatedMs: 30_000,
    });
    const bad = await kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
      field: 'estimatedMs',
      value: -5,
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().details).toMatchObject({
      field: 'estimatedMs',
      newValue: -5,
      oldValue: 30_000,
    });
    const unknown = await kit.call(
      'PATCH',
      `/api/blocks/${firstBlock(rundown).id}`,
      editor.cookie,
      { field: 'index', value: 3 },
    );
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json().details).toMatchObject({ field: 'index', newValue: 3 });
    const time = await kit.call('PATCH', `/api/rundowns/${rundown.id}`, editor.cookie, {
      field: 'start',
      value: '25:00',
    });
    expect(time.statusCode).toBe(400);
    expect(time.json().details).toMatchObject({
      field: 'start',
      newValue: '25:00',
      oldValue: '12:00:00',
    });
    const ok = await kit.call('PATCH', `/api/blocks/${firstBlock(rundown).id}`, editor.cookie, {
      field: 'commercialMs',
      value: 120_000,
    });
    expect(ok.json<Block>().commercialMs).toBe(120_000);
    const end = await kit.call('PATCH', `/api/rundowns/${rundown.id}`, editor.cookie, {
      field: 'end',
      value: '13:30',
    });
    expect(end.json<Rundown>().end).toBe('13:30:00');
    expect((await kit.load(editor.cookie, rundown.id)).blocks[0]!.stories[0]!.estimatedMs).toBe(
      30_000,
    );
  });

  it('play records the on-air item, stop of it clears it', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      totalMs: 90_000,
      approved: true,
    });
    const played = await kit.call('PUT', `/api/stories/${story.id}/status`, editor.cookie);
    expect(played.json<StoryRow>().displayStatus).toBe('play');
    expect(played.json<StoryRow>().playTime).not.toBeNull();
    let loaded = (await kit.call('GET', `/api/rundowns/${rundown.id}`, editor.cookie)).json<
      Rundown & { timing: { onAirRemainingMs: number | null } }
    >();
    expect(loaded.onAir).toMatchObject({ entity: 'story', id: story.id, totalMs: 90_000 });
    expect(loaded.timing.onAirRemainingMs).not.toBeNull();
    const block = await kit.call(
      'PUT',
      `/api/blocks/${firstBlock(rundown).id}/status`,
      editor.cookie,
    );
    expect(block.json<Block>().displayStatus).toBe('play');
    loaded = (await kit.call('GET', `/api/rundowns/${rundown.id}`, editor.cookie)).json();
    expect(loaded.onAir).toMatchObject({
      entity: 'block',
      id: firstBlock(rundown).id,
      totalMs: 90_000,
    });
    // Stopping the story (not on air any more) leaves the block on air.
    expect(
      (await kit.call('PUT', `/api/stories/${story.id}/status`, editor.cookie)).json<StoryRow>()
        .displayStatus,
    ).toBe('stop');
    expect((await kit.load(editor.cookie, rundown.id)).onAir?.entity).toBe('block');
    expect(
      (
        await kit.call('PUT', `/api/blocks/${firstBlock(rundown).id}/status`, editor.cookie)
      ).json<Block>().displayStatus,
    ).toBe('stop');
    expect((await kit.load(editor.cookie, rundown.id)).onAir).toBeNull();
    // Status toggles write no log.
    const logs = (
      await kit.call('GET', `/api/rundowns/${rundown.id}/logs?size=100`, editor.cookie)
    ).json<{ data: { details: unknown }[] }>();
    expect(JSON.stringify(logs.data)).not.toContain('displayStatus');
  });

  it('credits send nothing without a character generator', async () => {
    const rundown = await kit.rundown(editor.cookie);
    expect(
      (await kit.call('POST', `/api/rundowns/${rundown.id}/credits`, editor.cookie)).json(),
    ).toEqual({ sent: 0, devices: [] });
  });

  it('logs every change, newest first, paged', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      slug: 'ENCERRAMENTO',
    });
    await kit.call('PUT', `/api/rundowns/${rundown.id}/approve`, editor.cookie, { approve: true });
    await kit.call('POST', '/api/stories/move', editor.cookie, {
      targetBlockId: standby(rundown).id,
      storiesIds: [story.id],
      targetStoryId: null,
    });
    await kit.call('DELETE', `/api/stories/${story.id}`, editor.cookie);
    const page = (
      await kit.call('GET', `/api/rundowns/${rundown.id}/logs?page=0&size=3`, editor.cookie)
    ).json<{
      data: {
        action: string;
        entity: string;
        nickname: string;
        label: string | null;
        details: unknown;
      }[];
      total: number;
      page: number;
      size: number;
    }>();
    expect(page.total).toBe(6);
    expect(page.size).toBe(3);
    expect(page.data.map((l) => [l.action, l.entity])).toEqual([
      ['deletion', 'story'],
      ['movement', 'story'],
      ['approval', 'rundown'],
    ]);
    expect(page.data[0]!.nickname).toBe(editor.nickname);
    const rest = (
      await kit.call('GET', `/api/rundowns/${rundown.id}/logs?page=1&size=3`, editor.cookie)
    ).json<{ data: { action: string; details: unknown }[] }>();
    expect(rest.data.map((l) => l.action)).toEqual(['update', 'creation', 'creation']);
    expect(rest.data[0]!.details).toEqual({
      field: 'slug',
      oldValue: '',
      newValue: 'ENCERRAMENTO',
    });
  });
});
