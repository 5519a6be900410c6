import { describe, expect, it } from 'vitest';
import type { Paged, Rundown, StoryCounter, StoryDocument, StorySummary } from '@newsroom/domain';
import { createGroup } from '../../test/testApp';
import {
  EDITOR,
  READER,
  firstBlock,
  standby,
  useRundownKit,
  unique,
} from '../rundowns/rundowns.testkit';

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

const filter = async (cookie: string, query: string) => {
  const response = await kit.call('GET', `/api/stories/filter?${query}`, cookie);
  expect(response.statusCode).toBe(200);
  return response.json<Paged<StorySummary>>();
};

describe('story lists', () => {
  it('requires a session', async () => {
    expect((await kit.call('GET', '/api/stories/filter', null)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/stories/counter', null)).statusCode).toBe(401);
    expect((await kit.call('GET', '/api/stories/excluded', null)).statusCode).toBe(401);
    expect((await kit.call('PUT', '/api/stories/1/restore', null)).statusCode).toBe(401);
  });

  it('refuses a user without the story role (403), and restore to a reader', async () => {
    const stranger = await kit.userWith({ permissions: { rundown: 'read' } });
    expect((await kit.call('GET', '/api/stories/filter', stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/stories/counter', stranger.cookie)).statusCode).toBe(403);
    expect((await kit.call('GET', '/api/stories/excluded', stranger.cookie)).statusCode).toBe(403);
    const reader = await kit.userWith({ permissions: READER });
    expect((await kit.call('PUT', '/api/stories/1/restore', reader.cookie)).statusCode).toBe(403);
  });

  it('filters by program, date and text (ignoring accents), each filter and the counter agree', async () => {
    const programId = await kit.program();
    const rundown = await kit.rundown(editor.cookie, { programId });
    const block = firstBlock(rundown).id;
    const sugar = await kit.addStory(editor.cookie, block, { slug: 'PREÇO DO AÇÚCAR' });
    const standing = await kit.addStory(editor.cookie, block, { slug: 'NOTA RESERVA' });
    const aired = await kit.addStory(editor.cookie, block, { slug: 'ABERTURA' });
    expect(
      (await kit.call('PUT', `/api/stories/${standing.id}/standby`, editor.cookie)).statusCode,
    ).toBe(200);
    for (let i = 0; i < 2; i++)
      expect(
        (await kit.call('PUT', `/api/stories/${aired.id}/status`, editor.cookie)).statusCode,
      ).toBe(200);
    const drawer = (
      await kit.call('POST', '/api/drawer/stories', editor.cookie, {
        slug: 'gaveta acucar',
        programId,
      })
    ).json<StoryDocument>();

    const all = await filter(editor.cookie, `programId=${programId}`);
    expect(all.total).toBe(4);
    expect(all.data.map((s) => s.id).sort()).toEqual(
      [sugar.id, standing.id, aired.id, drawer.id].sort(),
    );
    const byDate = await filter(editor.cookie, `programId=${programId}&date=${rundown.date}`);
    expect(byDate.data.map((s) => s.id)).toEqual([sugar.id, aired.id, standing.id]);
    expect(byDate.data[0]).toMatchObject({
      location: 'rundown',
      rundownId: rundown.id,
      date: rundown.date,
      authorNickname: editor.nickname,
    });
    const drawerOnly = await filter(editor.cookie, `filter=DRAWER&programId=${programId}`);
    expect(drawerOnly.data.map((s) => s.id)).toEqual([drawer.id]);
    expect(drawerOnly.data[0]).toMatchObject({
      location: 'drawer',
      rundownId: null,
      blockId: null,
      date: kit.today,
      slug: 'GAVETA ACUCAR',
    });
    const standBy = await filter(editor.cookie, `filter=STAND_BY&programId=${programId}`);
    expect(standBy.data).toMatchObject([
      { id: standing.id, location: 'standby', blockId: standby(rundown).id },
    ]);
    const displayed = await filter(editor.cookie, `filter=DISPLAYED&programId=${programId}`);
    expect(displayed.data).toMatchObject([{ id: aired.id, displayStatus: 'stop' }]);
    const text = await filter(
      editor.cookie,
      `programId=${programId}&text=${encodeURIComponent('açucar')}`,
    );
    expect(text.data.map((s) => s.id).sort()).toEqual([sugar.id, drawer.id].sort());

    const counter = (
      await kit.call('GET', `/api/stories/counter?programId=${programId}`, editor.cookie)
    ).json<StoryCounter>();
    expect(counter).toEqual({ ALL: 4, DRAWER: 1, STAND_BY: 1, DISPLAYED: 1 });
    const textCounter = (
      await kit.call(
        'GET',
        `/api/stories/counter?programId=${programId}&text=ACUCAR&date=${kit.today}`,
        editor.cookie,
      )
    ).json<StoryCounter>();
    expect(textCounter).toEqual({ ALL: 1, DRAWER: 1, STAND_BY: 0, DISPLAYED: 0 });
  });

  it('pages: size and page, total of every match', async () => {
    const programId = await kit.program();
    const rundown = await kit.rundown(editor.cookie, { programId });
    const ids: number[] = [];
    for (let i = 0; i < 5; i++)
      ids.push(
        (await kit.addStory(editor.cookie, firstBlock(rundown).id, { slug: `PÁGINA ${i}` })).id,
      );
    const first = await filter(editor.cookie, `programId=${programId}&size=2&page=0`);
    const last = await filter(editor.cookie, `programId=${programId}&size=2&page=2`);
    expect(first).toMatchObject({ total: 5, page: 0, size: 2 });
    expect(first.data.map((s) => s.id)).toEqual(ids.slice(0, 2));
    expect(last.data.map((s) => s.id)).toEqual(ids.slice(4));
  });

  it("hides stories of a program restricted to other groups, and masks others' private stories", async () => {
    const group = await createGroup(kit.tdb.database);
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
    const outsider = await kit.userWith({ permissions: EDITOR });
    const programId = await kit.program({ groupIds: [group.id] });
    const rundown = await kit.rundown(member.cookie, { programId });
    const secret = await kit.addStory(member.cookie, firstBlock(rundown).id, {
      slug: 'FURO EXCLUSIVO',
      isPrivate: true,
    });
    expect((await filter(member.cookie, `programId=${programId}`)).data).toMatchObject([
      { id: secret.id, slug: 'FURO EXCLUSIVO', visible: true },
    ]);
    expect((await filter(outsider.cookie, `programId=${programId}`)).total).toBe(0);
    const counter = (
      await kit.call('GET', `/api/stories/counter?programId=${programId}`, outsider.cookie)
    ).json<StoryCounter>();
    expect(counter.ALL).toBe(0);
    const colleague = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
    expect((await filter(colleague.cookie, `programId=${programId}`)).data).toMatchObject([
      { id: secret.id, slug: '', visible: false },
    ]);
    expect((await filter(colleague.cookie, `programId=${programId}&text=FURO`)).total).toBe(0);
  });

  it('refuses bad queries (400)', async () => {
    expect(
      (await kit.call('GET', '/api/stories/filter?filter=NOPE', editor.cookie)).statusCode,
    ).toBe(400);
    expect(
      (await kit.call('GET', '/api/stories/filter?date=10/03/2025', editor.cookie)).statusCode,
    ).toBe(400);
    expect(
      (await kit.call('GET', '/api/stories/counter?programId=x', editor.cookie)).statusCode,
    ).toBe(400);
  });
});

describe('trash and restore', () => {
  const remove = async (id: number) =>
    expect((await kit.call('DELETE', `/api/stories/${id}`, editor.cookie)).statusCode).toBe(204);
  const restore = (id: number) => kit.call('PUT', `/api/stories/${id}/restore`, editor.cookie);

  it('lists removed stories and restores one to the end of its block (rundown event, log)', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown).id;
    const slug = unique('LIXEIRA');
    const gone = await kit.addStory(editor.cookie, block, { slug });
    const other = await kit.addStory(editor.cookie, block, { slug: 'FICA' });
    await remove(gone.id);
    const trash = (
      await kit.call('GET', `/api/stories/excluded?text=${encodeURIComponent(slug)}`, editor.cookie)
    ).json<Paged<StorySummary>>();
    expect(trash.data).toMatchObject([{ id: gone.id, excluded: true, rundownId: rundown.id }]);
    expect((await filter(editor.cookie, `text=${encodeURIComponent(slug)}`)).total).toBe(0);
    const before = await kit.load(editor.cookie, rundown.id);
    const restored = await restore(gone.id);
    expect(restored.statusCode).toBe(200);
    expect(restored.json<StoryDocument>()).toMatchObject({
      id: gone.id,
      excluded: false,
      location: 'rundown',
      blockId: block,
    });
    const after = await kit.load(editor.cookie, rundown.id);
    expect(after.blocks[0]!.stories.map((s) => s.id)).toEqual([other.id, gone.id]);
    expect(after.version).toBe(before.version + 1);
    const again = await restore(gone.id);
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ message: 'document:notExcluded' });
    expect((await kit.load(editor.cookie, rundown.id)).version).toBe(after.version);
  });

  it('restores into the drawer (date kept) when the rundown is displayed or the block is gone', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const aired = await kit.addStory(editor.cookie, firstBlock(rundown).id, { slug: 'NO AR' });
    await remove(aired.id);
    expect(
      (
        await kit.call('PUT', `/api/rundowns/${rundown.id}/displayed`, editor.cookie, {
          displayed: true,
        })
      ).statusCode,
    ).toBe(200);
    const toDrawer = await restore(aired.id);
    expect(toDrawer.statusCode).toBe(200);
    expect(toDrawer.json<StoryDocument>()).toMatchObject({
      location: 'drawer',
      blockId: null,
      rundownId: null,
      date: rundown.date,
    });

    const second = await kit.rundown(editor.cookie);
    const extra = await kit.addBlock(editor.cookie, second.id);
    const lost = await kit.addStory(editor.cookie, extra.id, { slug: 'BLOCO APAGADO' });
    await remove(lost.id);
    expect((await kit.call('DELETE', `/api/blocks/${extra.id}`, editor.cookie)).statusCode).toBe(
      204,
    );
    const trash = (
      await kit.call('GET', '/api/stories/excluded?text=BLOCO%20APAGADO&size=100', editor.cookie)
    ).json<Paged<StorySummary>>();
    expect(trash.data.map((s) => s.id)).toContain(lost.id);
    const back = await restore(lost.id);
    expect(back.json<StoryDocument>()).toMatchObject({
      location: 'drawer',
      date: second.date,
      programId: second.programId,
    });
    const loaded: Rundown = await kit.load(editor.cookie, second.id);
    expect(loaded.blocks.flatMap((b) => b.stories).map((s) => s.id)).not.toContain(lost.id);
  });

  it('answers 404 for an unknown story and a story of a hidden program', async () => {
    expect((await restore(999_999)).statusCode).toBe(404);
    const group = await createGroup(kit.tdb.database);
    const member = await kit.userWith({ permissions: EDITOR, groupIds: [group.id] });
    const rundown = await kit.rundown(member.cookie, {
      programId: await kit.program({ groupIds: [group.id] }),
    });
    const story = await kit.addStory(member.cookie, firstBlock(rundown).id);
    expect((await kit.call('DELETE', `/api/stories/${story.id}`, member.cookie)).statusCode).toBe(
      204,
    );
    expect((await restore(story.id)).statusCode).toBe(404);
  });
});
