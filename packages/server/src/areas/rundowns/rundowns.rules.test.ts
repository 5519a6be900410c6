import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Block, Rundown, StoryRow } from '@newsroom/domain';
import { rundowns } from '../../platform/db/schema';
import {
  EDITOR,
  WRITER,
  firstBlock,
  indexesAreDense,
  layout,
  standby,
  useRundownKit,
} from './rundowns.testkit';

/** The rules of rundowns, their blocks and stories (spec 1 §4). */

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

/** Every kind of change of a rundown, its blocks and stories, tried once each (in this order). */
async function everyEdit(rundown: Rundown, story: StoryRow) {
  return [
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
}

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

  it('a rundown closes the lock interval after its show ends (rundown:closed)', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      slug: 'VT ELEIÇÕES',
    });
    // The show aired two days ago: far past the settings' default interval of 60 minutes.
    const airedOn = async (date: string) =>
      kit.tdb.database.db.update(rundowns).set({ date }).where(eq(rundowns.id, rundown.id));
    await airedOn(kit.day(-2));
    const version = (await kit.load(editor.cookie, rundown.id)).version;
    for (const r of await everyEdit(rundown, story)) {
      expect(r.statusCode, r.body).toBe(422);
      expect(r.json().message).toBe('rundown:closed');
    }
    const after = await kit.load(editor.cookie, rundown.id);
    expect(after.version).toBe(version);
    expect(after.blocks[0]!.stories[0]!.slug).toBe('VT ELEIÇÕES');
    await airedOn(rundown.date);
    const patched = await kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
      field: 'slug',
      value: 'VT APURAÇÃO',
    });
    expect(patched.statusCode, patched.body).toBe(200);
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
    const refusals = await everyEdit(rundown, story);
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

  it("answers every rundown change as the caller's view: private stories masked, abilities and timing", async () => {
    const rundown = await kit.rundown(editor.cookie);
    const owner = await kit.userWith({ permissions: WRITER });
    const secret = await kit.addStory(owner.cookie, firstBlock(rundown).id, {
      slug: 'FONTE SIGILOSA',
    });
    const made = await kit.call('PATCH', `/api/stories/${secret.id}`, owner.cookie, {
      field: 'isPrivate',
      value: true,
    });
    expect(made.statusCode).toBe(200);
    const other = await kit.userWith({ permissions: EDITOR });
    const answer = await kit.call('POST', `/api/rundowns/${rundown.id}/repaginate`, other.cookie);
    expect(answer.statusCode).toBe(200);
    const body = answer.json();
    const masked = body.blocks
      .flatMap((b: { stories: StoryRow[] }) => b.stories)
      .find((s: StoryRow) => s.id === secret.id);
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
