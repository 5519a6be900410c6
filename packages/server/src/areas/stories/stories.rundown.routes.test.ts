import { describe, expect, it } from 'vitest';
import type { Rundown, StoryRow } from '@newsroom/domain';
import { locks } from '../../platform/db/schema';
import {
  EDITOR,
  firstBlock,
  indexesAreDense,
  layout,
  standby,
  useRundownKit,
} from '../rundowns/rundowns.testkit';

/** Story routes: creation, moves, copies and deletion. */

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

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
