import { describe, expect, it } from 'vitest';
import {
  applyStatusChange,
  type Rundown,
  type RundownStatusChange,
  type StoryRow,
} from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { EDITOR, indexesAreDense, layout, useRundownKit } from './rundowns.testkit';

const kit = useRundownKit();

describe('rundowns under concurrent editors', () => {
  it('20 concurrent moves of the same stories by different sessions never lose or duplicate a story', async () => {
    const owner = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(owner.cookie);
    const second = await kit.addBlock(owner.cookie, rundown.id);
    const blockIds = [rundown.blocks[0]!.id, second.id];
    const ids: number[] = [];
    for (let i = 0; i < 8; i++)
      ids.push((await kit.addStory(owner.cookie, blockIds[i % 2]!, { slug: `MATÉRIA ${i}` })).id);
    const editors = await Promise.all(
      Array.from({ length: 20 }, () => kit.userWith({ permissions: EDITOR })),
    );
    // Three rounds of 20 simultaneous moves, each of overlapping stories towards both blocks.
    for (let round = 0; round < 3; round++) {
      const moves = editors.map((editor, n) => {
        const storiesIds = [
          ids[(n + round) % 8]!,
          ids[(n * 3 + 1) % 8]!,
          ids[(n * 5 + 2 + round) % 8]!,
        ].filter((id, i, all) => all.indexOf(id) === i);
        const body = { targetBlockId: blockIds[(n + round) % 2]!, storiesIds, targetStoryId: null };
        return fetch(`${kit.t.baseUrl}/api/stories/move`, {
          method: 'POST',
          headers: { cookie: editor.cookie, 'content-type': 'application/json' },
          body: JSON.stringify(body),
        });
      });
      const answers = await Promise.all(moves);
      expect(answers.map((a) => a.status)).toEqual(Array.from({ length: 20 }, () => 200));
      const state = await kit.load(owner.cookie, rundown.id);
      expect(indexesAreDense(state)).toBe(true);
    }
    const after = await kit.load(owner.cookie, rundown.id);
    const all = layout(after).flat();
    expect([...all].sort((a, b) => a - b)).toEqual([...ids].sort((a, b) => a - b));
    expect(indexesAreDense(after)).toBe(true);
    // Every move bumped the version once.
    const before = (await kit.load(owner.cookie, rundown.id)).version;
    expect(before).toBeGreaterThanOrEqual(rundown.version + 60);
    const logs = (
      await kit.call('GET', `/api/rundowns/${rundown.id}/logs?size=100`, owner.cookie)
    ).json<{ data: { action: string }[] }>();
    expect(logs.data.filter((l) => l.action === 'movement')).toHaveLength(60);
  }, 60_000);

  // How fast is the benches' business (bench/): here only that all 500 arrive.
  it('loads a 500-story rundown', async () => {
    const owner = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(owner.cookie);
    const { stories } = await import('../../platform/db/schema');
    await kit.tdb.database.db.insert(stories).values(
      Array.from({ length: 500 }, (_, index) => ({
        blockId: rundown.blocks[0]!.id,
        index,
        slug: `NOTA ${index}`,
        totalMs: 30_000,
        programId: rundown.programId,
      })),
    );
    const loaded = await kit.load(owner.cookie, rundown.id);
    expect(loaded.blocks[0]!.stories).toHaveLength(500);
  });
});

describe('two sessions in real time', () => {
  it("a move by one session reaches the other's socket with the new block orders", async () => {
    const one = await kit.userWith({ permissions: EDITOR });
    const two = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(one.cookie);
    const a = await kit.addStory(one.cookie, rundown.blocks[0]!.id, { slug: 'ABERTURA' });
    const b = await kit.addStory(one.cookie, rundown.blocks[0]!.id, { slug: 'CHUVA EM SP' });
    const socket = await connectStomp(kit.t.baseUrl, two.cookie, [
      '/topic/stories',
      '/topic/rundowns',
    ]);
    try {
      const moved = await kit.call('POST', '/api/stories/move', one.cookie, {
        targetBlockId: rundown.blocks[0]!.id,
        storiesIds: [b.id],
        targetStoryId: a.id,
      });
      expect(moved.statusCode).toBe(200);
      const event = await socket.next(
        '/topic/stories',
        (e) =>
          e.action === 'MOVE' &&
          (e.data as { rundownIds: number[] }).rundownIds.includes(rundown.id),
      );
      expect(event.data).toEqual({
        rundownIds: [rundown.id],
        blocks: [{ blockId: rundown.blocks[0]!.id, storyIds: [b.id, a.id] }],
      });
      expect(event.version).toBe((await kit.load(two.cookie, rundown.id)).version);
      const approved = await kit.call('PUT', `/api/rundowns/${rundown.id}/approve`, one.cookie, {
        approve: true,
      });
      expect(approved.statusCode).toBe(200);
      const update = await socket.next(
        '/topic/rundowns',
        (e) => e.action === 'UPDATE' && e.id === String(rundown.id),
      );
      expect((update.data as Rundown).approved).toBe(true);
      expect(update.version).toBe(approved.json<Rundown>().version);
    } finally {
      await socket.close();
    }
  });

  it("a display status change reaches the other's socket as the statuses it gave, not the whole rundown nor its item", async () => {
    const one = await kit.userWith({ permissions: EDITOR });
    const two = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(one.cookie);
    const block = rundown.blocks[0]!;
    const [a, b, c] = [
      await kit.addStory(one.cookie, block.id, { slug: 'ABERTURA' }),
      await kit.addStory(one.cookie, block.id, { slug: 'CHUVA EM SP' }),
      await kit.addStory(one.cookie, block.id, { slug: 'TRÂNSITO' }),
    ];
    await kit.call('PUT', `/api/blocks/${block.id}/approve`, one.cookie, { approve: true });
    // What the other browser holds: the document, without what is computed per viewer and clock.
    const held = async () => {
      const {
        timing: _timing,
        abilities: _abilities,
        ...document
      } = (await kit.load(two.cookie, rundown.id)) as Rundown & {
        timing?: unknown;
        abilities?: unknown;
      };
      return document as Rundown;
    };
    const socket = await connectStomp(kit.t.baseUrl, two.cookie, ['/topic/rundowns']);
    try {
      let seen = await held();
      const changes: [string, string, object?][] = [
        ['PUT', `/api/stories/${a.id}/status`],
        ['PUT', `/api/stories/${b.id}/status`],
        ['POST', '/api/stories/status', { storyIds: [c.id], status: 'play', cascade: true }],
        ['PUT', `/api/blocks/${block.id}/status`],
        ['PUT', `/api/blocks/${block.id}/status`],
        ['PUT', `/api/stories/${a.id}/status`],
        ['PUT', `/api/blocks/${block.id}/status`],
      ];
      const sent: number[][] = [];
      for (const [method, url, body] of changes) {
        const answer = await kit.call(method as 'PUT', url, one.cookie, body);
        expect(answer.statusCode, answer.body).toBe(200);
        const event = await socket.next(
          '/topic/rundowns',
          (e) => e.entity === 'rundown_status' && e.version === seen.version + 1,
        );
        const change = event.data as RundownStatusChange;
        sent.push([...change.blocks, ...change.stories].map((item) => item.id));
        const after = await held();
        expect(applyStatusChange(seen, change)).toEqual({ ...after, version: seen.version });
        seen = after;
      }
      // a on air; b replaces it; c on air stopping a and b; the block on air stops c; off air;
      // a and the block back to blank (nothing else written, sent the same way).
      expect(sent).toEqual([
        [a.id],
        [a.id, b.id],
        [b.id, c.id],
        [block.id, c.id],
        [block.id],
        [a.id],
        [block.id],
      ]);
    } finally {
      await socket.close();
    }
  });

  it("a paste of two copies reaches the other's socket as one rundown holding both", async () => {
    const one = await kit.userWith({ permissions: EDITOR });
    const two = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(one.cookie);
    const a = await kit.addStory(one.cookie, rundown.blocks[0]!.id, { slug: 'ABERTURA' });
    const b = await kit.addStory(one.cookie, rundown.blocks[0]!.id, { slug: 'CHUVA EM SP' });
    const socket = await connectStomp(kit.t.baseUrl, two.cookie, ['/topic/rundowns']);
    try {
      const copied = await kit.call('POST', '/api/stories/copy', one.cookie, {
        targetBlockId: rundown.blocks[0]!.id,
        storiesIds: [a.id, b.id],
        targetStoryId: a.id,
      });
      expect(copied.statusCode).toBe(200);
      const update = await socket.next(
        '/topic/rundowns',
        (e) => e.action === 'UPDATE' && e.id === String(rundown.id),
      );
      const slugs = (update.data as Rundown).blocks[0]!.stories.map((s) => s.slug);
      expect(slugs).toEqual(['ABERTURA', 'CHUVA EM SP', 'ABERTURA', 'CHUVA EM SP']);
      expect(update.version).toBe(copied.json<Rundown>().version);
    } finally {
      await socket.close();
    }
  });

  it('a private story arrives masked for an outsider and in full for its owner', async () => {
    const owner = await kit.userWith({ permissions: EDITOR });
    const outsider = await kit.userWith({ permissions: EDITOR });
    const rundown = await kit.rundown(owner.cookie);
    const story = await kit.addStory(owner.cookie, rundown.blocks[0]!.id, {
      slug: 'FURO',
      isPrivate: true,
    });
    const theirs = await connectStomp(kit.t.baseUrl, outsider.cookie, [
      '/topic/stories',
      '/topic/blocks',
    ]);
    const mine = await connectStomp(kit.t.baseUrl, owner.cookie, ['/topic/stories']);
    try {
      expect(
        (
          await kit.call('PATCH', `/api/stories/${story.id}`, owner.cookie, {
            field: 'slug',
            value: 'FURO EXCLUSIVO',
          })
        ).statusCode,
      ).toBe(200);
      const masked = await theirs.next(
        '/topic/stories',
        (e) => e.action === 'PATCH' && e.id === String(story.id),
      );
      expect(masked.data).toMatchObject({
        field: 'slug',
        value: '',
        story: { id: story.id, visible: false, slug: '', information: '' },
      });
      const full = await mine.next(
        '/topic/stories',
        (e) => e.action === 'PATCH' && e.id === String(story.id),
      );
      expect(full.data).toMatchObject({
        field: 'slug',
        value: 'FURO EXCLUSIVO',
        story: { visible: true, slug: 'FURO EXCLUSIVO' },
      });
      const approve = await kit.call(
        'PUT',
        `/api/blocks/${rundown.blocks[0]!.id}/approve`,
        owner.cookie,
        { approve: true },
      );
      expect(approve.statusCode).toBe(200);
      const block = await theirs.next(
        '/topic/blocks',
        (e) => e.action === 'UPDATE' && e.id === String(rundown.blocks[0]!.id),
      );
      expect((block.data as { stories: StoryRow[] }).stories[0]).toMatchObject({
        visible: false,
        slug: '',
      });
      // The same masking in GET answers.
      const seen = await kit.load(outsider.cookie, rundown.id);
      expect(seen.blocks[0]!.stories[0]).toMatchObject({
        id: story.id,
        visible: false,
        slug: '',
        information: '',
      });
      expect((await kit.load(owner.cookie, rundown.id)).blocks[0]!.stories[0]!.slug).toBe(
        'FURO EXCLUSIVO',
      );
      // An outsider cannot change it.
      expect(
        (
          await kit.call('PATCH', `/api/stories/${story.id}`, outsider.cookie, {
            field: 'slug',
            value: 'X',
          })
        ).statusCode,
      ).toBe(403);
    } finally {
      await theirs.close();
      await mine.close();
    }
  });
});
