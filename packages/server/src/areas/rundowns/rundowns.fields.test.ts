import { describe, expect, it } from 'vitest';
import type { Block, Rundown, StoryRow } from '@newsroom/domain';
import { fieldRefusals } from '../../test/fieldRefusal';
import { EDITOR, firstBlock, standby, useRundownKit } from './rundowns.testkit';

/** Field patches, on air, credits and logs. */

const kit = useRundownKit();
const editor = kit.userForAll({ permissions: EDITOR });

describe('field patches, on air, credits and logs', () => {
  it('a failed patch names field, new value and old value and changes nothing', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id, {
      estimatedMs: 30_000,
    });
    const expectRefused = fieldRefusals(kit.call, editor.cookie);
    const negative = { field: 'estimatedMs', value: -5 };
    await expectRefused(`/api/stories/${story.id}`, negative, 400, 30_000);
    await expectRefused(`/api/blocks/${firstBlock(rundown).id}`, { field: 'index', value: 3 }, 400);
    const pastMidnight = { field: 'start', value: '25:00' };
    await expectRefused(`/api/rundowns/${rundown.id}`, pastMidnight, 400, '12:00:00');
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

  it('answers a rundown field patch with the rundown as a load finds it, timing included', async () => {
    const rundown = await kit.rundown(editor.cookie);
    await kit.addStory(editor.cookie, firstBlock(rundown).id, { estimatedMs: 90_000 });
    for (const patch of [
      { field: 'start', value: '11:15' },
      { field: 'end', value: '12:45' },
      { field: 'productionMs', value: 150_000 },
    ]) {
      const patched = await kit.call('PATCH', `/api/rundowns/${rundown.id}`, editor.cookie, patch);
      expect(patched.statusCode).toBe(200);
      expect(patched.json<Rundown>()).toEqual(await kit.load(editor.cookie, rundown.id));
    }
  });

  it('answers 400 to a patch of an inherited object key and changes nothing', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const block = firstBlock(rundown);
    const story = await kit.addStory(editor.cookie, block.id, { estimatedMs: 30_000 });
    const before = await kit.load(editor.cookie, rundown.id);
    const targets = [
      `/api/rundowns/${rundown.id}`,
      `/api/blocks/${block.id}`,
      `/api/stories/${story.id}`,
    ];
    for (const url of targets) {
      for (const field of ['constructor', '__proto__', 'toString', 'hasOwnProperty', 'valueOf']) {
        const response = await kit.call('PATCH', url, editor.cookie, { field, value: 'x' });
        expect(response.statusCode, `${url} ${field}`).toBe(400);
        expect(response.json()).toMatchObject({
          code: 'validation_failed',
          details: { field, newValue: 'x', oldValue: null },
        });
      }
    }
    expect(await kit.load(editor.cookie, rundown.id)).toEqual(before);
  });

  it('stores a slug patched in the grid as every other path does: trimmed, upper case', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const story = await kit.addStory(editor.cookie, firstBlock(rundown).id);
    const patched = await kit.call('PATCH', `/api/stories/${story.id}`, editor.cookie, {
      field: 'slug',
      value: '  chuva forte no centro ',
    });
    expect(patched.statusCode).toBe(200);
    expect(patched.json<StoryRow>().slug).toBe('CHUVA FORTE NO CENTRO');
    const stored = firstBlock(await kit.load(editor.cookie, rundown.id)).stories.find(
      (s) => s.id === story.id,
    )!;
    expect(stored.slug).toBe('CHUVA FORTE NO CENTRO');
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
    // One item on air: the block taking the air stopped the story.
    expect(
      loaded.blocks.flatMap((b) => b.stories).find((s) => s.id === story.id)?.displayStatus,
    ).toBe('stop');
    // Toggling the story (stop → blank) leaves the block on air.
    expect(
      (await kit.call('PUT', `/api/stories/${story.id}/status`, editor.cookie)).json<StoryRow>()
        .displayStatus,
    ).toBe('blank');
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

  it('keeps one item on air: a second story taking the air stops the first', async () => {
    const rundown = await kit.rundown(editor.cookie);
    const [first, second] = [
      await kit.addStory(editor.cookie, firstBlock(rundown).id, {
        totalMs: 60_000,
        approved: true,
      }),
      await kit.addStory(editor.cookie, firstBlock(rundown).id, {
        totalMs: 30_000,
        approved: true,
      }),
    ];
    const statusOf = (loaded: Rundown, id: number) =>
      loaded.blocks.flatMap((b) => b.stories).find((s) => s.id === id)?.displayStatus;
    await kit.call('PUT', `/api/stories/${first.id}/status`, editor.cookie);
    await kit.call('PUT', `/api/stories/${second.id}/status`, editor.cookie);
    let loaded = await kit.load(editor.cookie, rundown.id);
    expect([statusOf(loaded, first.id), statusOf(loaded, second.id)]).toEqual(['stop', 'play']);
    expect(loaded.onAir).toMatchObject({ entity: 'story', id: second.id, totalMs: 30_000 });
    await kit.call('PUT', `/api/stories/${second.id}/status`, editor.cookie);
    loaded = await kit.load(editor.cookie, rundown.id);
    expect(loaded.onAir).toBeNull();
    expect(loaded.blocks.flatMap((b) => b.stories.map((s) => s.displayStatus))).not.toContain(
      'play',
    );
    // Two editors at once: whoever comes second takes the air, never both.
    await Promise.all(
      [first, second].map((story) =>
        kit.call('POST', '/api/stories/status', editor.cookie, {
          storyIds: [story.id],
          status: 'play',
        }),
      ),
    );
    loaded = await kit.load(editor.cookie, rundown.id);
    const playing = loaded.blocks
      .flatMap((b) => b.stories)
      .filter((s) => s.displayStatus === 'play');
    expect(playing).toHaveLength(1);
    expect(loaded.onAir?.id).toBe(playing[0]!.id);
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
