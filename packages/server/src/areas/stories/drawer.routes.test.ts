import { describe, expect, it } from 'vitest';
import type { Paged, Rundown, StoryDocument, StorySummary } from '@newsroom/domain';
import { connectStomp } from '../../test/stompClient';
import { EDITOR, READER, firstBlock, standby, useRundownKit } from '../rundowns/rundowns.testkit';

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

const newDrawerStory = async (slug: string, programId: number | null = null) => {
  const response = await kit.call('POST', '/api/drawer/stories', editor.cookie, {
    slug,
    programId,
  });
  expect(response.statusCode).toBe(201);
  return response.json<StoryDocument>();
};
const ids = (rundown: Rundown) => rundown.blocks.map((b) => b.stories.map((s) => s.id));
const logsOf = async (rundownId: number) =>
  (await kit.call('GET', `/api/rundowns/${rundownId}/logs?size=100`, editor.cookie)).json<{
    data: { action: string; details: unknown }[];
  }>().data;

describe('drawer', () => {
  it('requires a session', async () => {
    for (const url of [
      '/api/drawer/stories',
      '/api/drawer/send',
      '/api/drawer/move',
      '/api/drawer/remove',
    ])
      expect((await kit.call('POST', url, null, {})).statusCode).toBe(401);
  });

  it('refuses a reader (403)', async () => {
    const reader = await kit.userWith({ permissions: READER });
    expect((await kit.call('POST', '/api/drawer/stories', reader.cookie, {})).statusCode).toBe(403);
    expect(
      (await kit.call('POST', '/api/drawer/send', reader.cookie, { storyIds: [1] })).statusCode,
    ).toBe(403);
    expect(
      (await kit.call('POST', '/api/drawer/remove', reader.cookie, { storyIds: [1] })).statusCode,
    ).toBe(403);
  });

  it('creates an empty drawer story dated today, owned by the caller, and publishes it', async () => {
    const socket = await connectStomp(kit.t.baseUrl, editor.cookie, ['/topic/stories']);
    try {
      const story = await newDrawerStory('  ideia de pauta ');
      expect(story).toMatchObject({
        slug: 'IDEIA DE PAUTA',
        location: 'drawer',
        date: kit.today,
        ownerId: editor.id,
        blockId: null,
        sections: [],
      });
      const event = await socket.next(
        '/topic/stories',
        (e) => e.action === 'CREATE' && e.id === String(story.id),
      );
      expect(event.data).toMatchObject({
        id: story.id,
        rundownId: null,
        location: 'drawer',
        slug: 'IDEIA DE PAUTA',
      });
    } finally {
      await socket.close();
    }
  });

  it('sends a rundown story to the drawer: rundown version, log movement, DELETE for grids and CREATE for drawers', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown).id;
    const keep = await kit.addStory(editor.cookie, block, { slug: 'FICA' });
    const leave = await kit.addStory(editor.cookie, block, { slug: 'VAI PARA A GAVETA' });
    const last = await kit.addStory(editor.cookie, block, { slug: 'ÚLTIMA' });
    const before = await kit.load(editor.cookie, rundown.id);
    const watcher = await kit.userWith({ permissions: EDITOR });
    const socket = await connectStomp(kit.t.baseUrl, watcher.cookie, ['/topic/stories']);
    try {
      const response = await kit.call('POST', '/api/drawer/send', editor.cookie, {
        storyIds: [leave.id],
      });
      expect(response.statusCode).toBe(200);
      const [view] = response.json<Rundown[]>();
      expect(view!.version).toBe(before.version + 1);
      expect(ids(view!)[0]).toEqual([keep.id, last.id]);
      expect(view!.blocks[0]!.stories.map((s) => s.index)).toEqual([0, 1]);
      const gridEvent = await socket.next(
        '/topic/stories',
        (e) => e.action === 'DELETE' && e.id === String(leave.id),
      );
      expect(gridEvent.data).toEqual({ id: leave.id, blockId: block, rundownId: rundown.id });
      expect(gridEvent.version).toBe(view!.version);
      const drawerEvent = await socket.next(
        '/topic/stories',
        (e) => e.action === 'CREATE' && e.id === String(leave.id),
      );
      expect(drawerEvent.data).toMatchObject({
        rundownId: null,
        location: 'drawer',
        date: rundown.date,
        slug: 'VAI PARA A GAVETA',
      });
    } finally {
      await socket.close();
    }
    const drawer = (
      await kit.call(
        'GET',
        `/api/stories/filter?filter=DRAWER&date=${rundown.date}&programId=${rundown.programId}`,
        editor.cookie,
      )
    ).json<Paged<StorySummary>>();
    expect(drawer.data).toMatchObject([{ id: leave.id, page: '', date: rundown.date }]);
    expect((await logsOf(rundown.id))[0]).toMatchObject({
      action: 'movement',
      details: { storyIds: [leave.id], toDrawer: true },
    });
  });

  it('sends several stories with one rundown UPDATE', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const a = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const b = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const response = await kit.call('POST', '/api/drawer/send', editor.cookie, {
      storyIds: [a.id, b.id],
    });
    expect(response.statusCode).toBe(200);
    expect(ids(response.json<Rundown[]>()[0]!)[0]).toEqual([]);
  });

  it('refuses the story on air (422 story:onAir) and a displayed rundown (422 rundown:displayed), changing nothing', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const onAir = await kit.addStory(editor.cookie, firstBlock(rundown).id, { approved: true });
    expect(
      (await kit.call('PUT', `/api/stories/${onAir.id}/status`, editor.cookie)).statusCode,
    ).toBe(200);
    const before = await kit.load(editor.cookie, rundown.id);
    const refused = await kit.call('POST', '/api/drawer/send', editor.cookie, {
      storyIds: [onAir.id],
    });
    expect(refused.statusCode).toBe(422);
    expect(refused.json()).toMatchObject({ message: 'story:onAir' });
    const closed = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(closed).id);
    await kit.call('PUT', `/api/rundowns/${closed.id}/displayed`, editor.cookie, {
      displayed: true,
    });
    const displayed = await kit.call('POST', '/api/drawer/send', editor.cookie, {
      storyIds: [story.id],
    });
    expect(displayed.json()).toMatchObject({ message: 'rundown:displayed' });
    expect(await kit.load(editor.cookie, rundown.id)).toEqual(before);
    expect(ids(await kit.load(editor.cookie, closed.id))[0]).toEqual([story.id]);
  });

  it('moves drawer stories before a story of a block (CREATE with rundownId) and to Standby', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown).id;
    const there = await kit.addStory(editor.cookie, block, { slug: 'JÁ ESTAVA' });
    const one = await newDrawerStory('DA GAVETA');
    const socket = await connectStomp(kit.t.baseUrl, editor.cookie, ['/topic/stories']);
    try {
      const moved = await kit.call('POST', '/api/drawer/move', editor.cookie, {
        storyIds: [one.id],
        destination: 'TO_AIR',
        targetBlockId: block,
        targetStoryId: there.id,
      });
      expect(moved.statusCode).toBe(200);
      const [view] = moved.json<Rundown[]>();
      expect(ids(view!)[0]).toEqual([one.id, there.id]);
      expect(view!.blocks[0]!.stories[0]).toMatchObject({ programId: rundown.programId, index: 0 });
      const created = await socket.next(
        '/topic/stories',
        (e) => e.action === 'CREATE' && e.id === String(one.id),
      );
      expect(created.data).toMatchObject({
        id: one.id,
        blockId: block,
        index: 0,
        rundownId: rundown.id,
      });
      expect(created.version).toBe(view!.version);
      const left = await socket.next(
        '/topic/stories',
        (e) => e.action === 'DELETE' && e.id === String(one.id),
      );
      expect(left.data).toEqual({ id: one.id, blockId: null, rundownId: null });
    } finally {
      await socket.close();
    }
    const two = await newDrawerStory('PARA O STANDBY');
    const three = await newDrawerStory('TAMBÉM');
    const parked = await kit.call('POST', '/api/drawer/move', editor.cookie, {
      storyIds: [two.id, three.id],
      destination: 'ON_STANDBY',
      rundownId: rundown.id,
    });
    expect(parked.statusCode).toBe(200);
    expect(standby(parked.json<Rundown[]>()[0]!).stories.map((s) => s.id)).toEqual([
      two.id,
      three.id,
    ]);
    const noop = await kit.call('POST', '/api/drawer/move', editor.cookie, {
      storyIds: [two.id],
      destination: 'ON_DRAWER',
    });
    expect(noop.json()).toEqual([]);
    expect((await logsOf(rundown.id)).filter((l) => l.action === 'movement')).toHaveLength(2);
  });

  it('refuses moving a rundown story (422 story:notInDrawer) and bad targets (400), changing nothing', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown).id;
    const inRundown = await kit.addStory(editor.cookie, block);
    const drawer = await newDrawerStory('NÃO SAI');
    const before = await kit.load(editor.cookie, rundown.id);
    const notInDrawer = await kit.call('POST', '/api/drawer/move', editor.cookie, {
      storyIds: [inRundown.id],
      destination: 'ON_STANDBY',
      rundownId: rundown.id,
    });
    expect(notInDrawer.statusCode).toBe(422);
    expect(notInDrawer.json()).toMatchObject({ message: 'story:notInDrawer' });
    expect(
      (
        await kit.call('POST', '/api/drawer/move', editor.cookie, {
          storyIds: [drawer.id],
          destination: 'TO_AIR',
        })
      ).statusCode,
    ).toBe(400);
    expect(
      (
        await kit.call('POST', '/api/drawer/move', editor.cookie, {
          storyIds: [],
          destination: 'ON_DRAWER',
        })
      ).statusCode,
    ).toBe(400);
    const badTarget = await kit.call('POST', '/api/drawer/move', editor.cookie, {
      storyIds: [drawer.id],
      destination: 'TO_AIR',
      targetBlockId: block,
      targetStoryId: 999_999,
    });
    expect(badTarget.statusCode).toBe(400);
    expect(
      (await kit.call('POST', '/api/drawer/send', editor.cookie, { storyIds: [drawer.id] }))
        .statusCode,
    ).toBe(404);
    expect(await kit.load(editor.cookie, rundown.id)).toEqual(before);
    const still = (
      await kit.call(
        'GET',
        `/api/stories/filter?filter=DRAWER&text=${encodeURIComponent('NÃO SAI')}`,
        editor.cookie,
      )
    ).json<Paged<StorySummary>>();
    expect(still.data.map((s) => s.id)).toEqual([drawer.id]);
  });

  it('removes drawer stories (POST /drawer/remove and DELETE /stories/{id}) into the trash', async () => {
    const a = await newDrawerStory('REMOVER A');
    const b = await newDrawerStory('REMOVER B');
    const rundown = await kit.rundown(editor.cookie);
    const inRundown = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const refused = await kit.call('POST', '/api/drawer/remove', editor.cookie, {
      storyIds: [a.id, inRundown.id],
    });
    expect(refused.json()).toMatchObject({ message: 'story:notInDrawer' });
    const socket = await connectStomp(kit.t.baseUrl, editor.cookie, ['/topic/stories']);
    try {
      expect(
        (await kit.call('POST', '/api/drawer/remove', editor.cookie, { storyIds: [a.id] }))
          .statusCode,
      ).toBe(204);
      expect((await kit.call('DELETE', `/api/stories/${b.id}`, editor.cookie)).statusCode).toBe(
        204,
      );
      const event = await socket.next(
        '/topic/stories',
        (e) => e.action === 'DELETE' && e.id === String(b.id),
      );
      expect(event.data).toEqual({ id: b.id, blockId: null, rundownId: null });
    } finally {
      await socket.close();
    }
    const trash = (await kit.call('GET', '/api/stories/excluded?text=REMOVER', editor.cookie)).json<
      Paged<StorySummary>
    >();
    expect(trash.data.map((s) => s.id).sort()).toEqual([a.id, b.id].sort());
    expect(
      (await kit.call('POST', '/api/drawer/remove', editor.cookie, { storyIds: [a.id] }))
        .statusCode,
    ).toBe(404);
  });
});
