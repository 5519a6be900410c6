import { describe, expect, it } from 'vitest';
import { eq } from 'drizzle-orm';
import type { Block, PresenterRate, StoryRow } from '@newsroom/domain';
import { programPeople, stories } from '../../platform/db/schema';
import { EDITOR, READER, WRITER, firstBlock, useRundownKit } from './rundowns.testkit';
import type { RundownView } from './rundowns.presenter';

/** Hard hit times on blocks and stories, and presenter read rates (issue 26). */

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });
const writer = kit.userForAll({ permissions: WRITER });
const reader = kit.userForAll({ permissions: READER });

const words = (count: number) => Array.from({ length: count }, () => 'palavra').join(' ');
const readStory = (presenterId: number, count: number) => [
  {
    type: 'HEADER',
    cueIn: '',
    cueOut: '',
    durationMs: 0,
    voDurationMs: 0,
    subSections: [
      { uuid: `u${count}`, type: 'CAMERA_TEXT', text: words(count), presenterId, durationMs: 0 },
    ],
  },
];

describe('hit times', () => {
  it('requires authentication', async () => {
    const response = await kit.call('PATCH', '/api/blocks/1', null, {
      field: 'hitTime',
      value: '12:30:00',
    });
    expect(response.statusCode).toBe(401);
  });

  it('refuses a reader (403)', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const response = await kit.call(
      'PATCH',
      `/api/blocks/${firstBlock(rundown).id}`,
      reader.cookie,
      {
        field: 'hitTime',
        value: '12:30:00',
      },
    );
    expect(response.statusCode).toBe(403);
  });

  it.each([['25:00:00'], ['12:3'], [1230], ['noon']])(
    'refuses %j with rundown:invalidHitTime',
    async (value) => {
      const rundown = await kit.rundown(editor.cookie);
      const response = await kit.call(
        'PATCH',
        `/api/blocks/${firstBlock(rundown).id}`,
        writer.cookie,
        {
          field: 'hitTime',
          value,
        },
      );
      expect(response.statusCode).toBe(400);
      expect(response.json()).toMatchObject({
        code: 'validation_failed',
        message: 'rundown:invalidHitTime',
      });
    },
  );

  it('pins a block and a story, answers the cut or fill per hit, and clears', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown);
    await kit.addStory(writer.cookie, block.id, { totalMs: 600_000 });
    const second = await kit.addBlock(writer.cookie, rundown.id);
    const pinned = await kit.addStory(writer.cookie, second.id, { totalMs: 60_000 });
    // The show starts 12:00; the first block lasts 10 min: a 12:08 block hit needs a 2 min cut.
    const blockHit = await kit.call('PATCH', `/api/blocks/${second.id}`, writer.cookie, {
      field: 'hitTime',
      value: '12:08',
    });
    expect(blockHit.json<Block>().hitTime).toBe('12:08:00');
    const storyHit = await kit.call('PATCH', `/api/stories/${pinned.id}`, writer.cookie, {
      field: 'hitTime',
      value: '12:08:30',
    });
    expect(storyHit.json<StoryRow>().hitTime).toBe('12:08:30');
    const view = (
      await kit.call('GET', `/api/rundowns/${rundown.id}`, reader.cookie)
    ).json<RundownView>();
    expect(view.blocks[1]!.hitTime).toBe('12:08:00');
    expect(view.timing.hits).toEqual([
      {
        entity: 'block',
        id: second.id,
        hitMs: 43_680_000,
        reachMs: 43_800_000,
        diffMs: -120_000,
        isPast: false,
      },
      {
        entity: 'story',
        id: pinned.id,
        hitMs: 43_710_000,
        reachMs: 43_680_000,
        diffMs: 30_000,
        isPast: false,
      },
    ]);
    const cleared = await kit.call('PATCH', `/api/blocks/${second.id}`, writer.cookie, {
      field: 'hitTime',
      value: null,
    });
    expect(cleared.json<Block>().hitTime).toBeNull();
  });
});

describe('presenter read rates', () => {
  it('requires authentication', async () => {
    expect((await kit.call('GET', '/api/presenters/read-rates', null)).statusCode).toBe(401);
  });

  it('lets readers read and only writers set', async () => {
    const presenter = await kit.userWith({ permissions: READER });
    const set = (cookie: string, wpm: number | null) =>
      kit.call('PUT', `/api/presenters/${presenter.id}/read-rate`, cookie, { wpm });
    expect((await set(reader.cookie, 150)).statusCode).toBe(403);
    expect((await set(writer.cookie, 20)).statusCode).toBe(400);
    expect(
      (await kit.call('PUT', '/api/presenters/999999/read-rate', writer.cookie, { wpm: 150 }))
        .statusCode,
    ).toBe(404);
    const saved = await set(writer.cookie, 150);
    expect(saved.json<PresenterRate>()).toMatchObject({
      wpm: 150,
      effectiveWpm: 150,
      suggestion: null,
    });
    const list = await kit.call('GET', '/api/presenters/read-rates', reader.cookie);
    expect(list.statusCode).toBe(200);
    // The default reporter rate, 0.075 s per character, is 133 words a minute.
    expect(list.json()).toMatchObject({ defaultWpm: 133 });
    const cleared = await set(writer.cookie, null);
    expect(cleared.json<PresenterRate>()).toMatchObject({ wpm: null, effectiveWpm: 133 });
  });

  it('counts presenter words in the rundown answer', async () => {
    const presenter = await kit.userWith({ permissions: READER });
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(writer.cookie, firstBlock(rundown).id);
    await kit.tdb.database.db
      .update(stories)
      .set({ sections: readStory(presenter.id, 42) })
      .where(eq(stories.id, story.id));
    await kit.call('PATCH', `/api/stories/${story.id}`, writer.cookie, {
      field: 'slug',
      value: 'X',
    });
    const loaded = await kit.load(reader.cookie, rundown.id);
    expect(firstBlock(loaded).stories[0]!.readWords).toEqual([
      { presenterId: presenter.id, words: 42 },
    ]);
  });

  it('stores the counts on save; sections written without them are counted at load', async () => {
    const presenter = await kit.userWith({ permissions: READER });
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(writer.cookie, firstBlock(rundown).id);
    const current = await kit.call('GET', `/api/stories/${story.id}`, writer.cookie);
    const saved = await kit.call('PUT', `/api/stories/${story.id}`, writer.cookie, {
      version: current.json<{ version: number }>().version,
      slug: 'CONTADA',
      sections: readStory(presenter.id, 30),
    });
    expect(saved.statusCode).toBe(200);
    const stored = async () =>
      (
        await kit.tdb.database.db
          .select({ readWords: stories.readWords })
          .from(stories)
          .where(eq(stories.id, story.id))
      )[0]!.readWords;
    expect(await stored()).toEqual([{ presenterId: presenter.id, words: 30 }]);
    const counted = async () =>
      firstBlock(await kit.load(reader.cookie, rundown.id)).stories[0]!.readWords;
    expect(await counted()).toEqual([{ presenterId: presenter.id, words: 30 }]);

    // A write of the sections alone (a path that does not count) clears the counts (trigger).
    await kit.tdb.database.db
      .update(stories)
      .set({ sections: readStory(presenter.id, 12) })
      .where(eq(stories.id, story.id));
    expect(await stored()).toBeNull();
    await kit.call('PATCH', `/api/stories/${story.id}`, writer.cookie, {
      field: 'slug',
      value: 'Y',
    });
    expect(await counted()).toEqual([{ presenterId: presenter.id, words: 12 }]);
  });

  it('suggests a rate when an aired rundown is closed, and accepts it', async () => {
    const presenter = await kit.userWith({ permissions: READER });
    const rundown = await kit.rundown(editor.cookie);
    await kit.tdb.database.db
      .insert(programPeople)
      .values({ programId: rundown.programId, userId: presenter.id, role: 'presenter' });
    const accept = () =>
      kit.call('POST', `/api/presenters/${presenter.id}/read-rate/accept`, writer.cookie);
    expect((await accept()).json()).toMatchObject({ message: 'rundown:noRateSuggestion' });
    const aired = async (count: number, seconds: number) => {
      const story = await kit.addStory(writer.cookie, firstBlock(rundown).id);
      const playTime = new Date('2026-01-10T15:00:00Z');
      await kit.tdb.database.db
        .update(stories)
        .set({
          sections: readStory(presenter.id, count),
          playTime,
          stopTime: new Date(playTime.getTime() + seconds * 1000),
          displayStatus: 'stop',
        })
        .where(eq(stories.id, story.id));
    };
    await aired(80, 30);
    await aired(70, 30);
    await aired(50, 2); // too short to be a read: ignored
    const closed = await kit.call('PUT', `/api/rundowns/${rundown.id}/displayed`, editor.cookie, {
      displayed: true,
    });
    expect(closed.statusCode).toBe(200);
    const list = await kit.call('GET', '/api/presenters/read-rates', reader.cookie);
    const row = list
      .json<{ presenters: PresenterRate[] }>()
      .presenters.find((p) => p.userId === presenter.id);
    expect(row?.suggestion).toMatchObject({
      wpm: 150,
      words: 150,
      seconds: 60,
      stories: 2,
      rundownId: rundown.id,
    });
    expect(
      (await kit.call('POST', `/api/presenters/${presenter.id}/read-rate/accept`, reader.cookie))
        .statusCode,
    ).toBe(403);
    const accepted = await accept();
    expect(accepted.json<PresenterRate>()).toMatchObject({
      wpm: 150,
      effectiveWpm: 150,
      suggestion: null,
    });
  });
});
