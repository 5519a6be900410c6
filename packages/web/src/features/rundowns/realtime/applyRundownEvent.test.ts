import type { LooseEvent } from '../../../test/fakeRealtime';
import { describe, expect, it } from 'vitest';
import { QueryClient } from '@tanstack/react-query';
import { rundownKey, type LoadedRundown } from '../api/rundownsApi';
import { blockFixture, rundownFixture, storyFixture } from '../testFixtures';
import { applyRundownEvent, type RundownEvent } from './applyRundownEvent';
import { patchRundownCaches } from './useRundownEvents';

const a = storyFixture({ slug: 'ABERTURA' });
const b = storyFixture({ slug: 'ECONOMIA' });
const c = storyFixture({ slug: 'ESPORTES' });

function sample(): LoadedRundown {
  return rundownFixture([
    blockFixture({ id: 1 }, [a, b]),
    blockFixture({ id: 2 }, [c]),
    blockFixture({ id: 9, name: 'Standby', isStandbyBlock: true }),
  ]);
}

function event(partial: LooseEvent & Required<Pick<LooseEvent, 'action'>>): RundownEvent {
  return {
    seq: 1,
    entity: ({ rundowns: 'rundown', blocks: 'block', stories: 'story' } as const)[
      partial.topic as 'rundowns' | 'blocks' | 'stories'
    ],
    id: null,
    data: {},
    version: 6,
    originSession: 'other',
    ...partial,
  } as RundownEvent;
}

function applied(outcome: ReturnType<typeof applyRundownEvent>): LoadedRundown {
  if (outcome.kind !== 'apply') throw new Error(`expected apply, got ${outcome.kind}`);
  return outcome.rundown;
}

function slugs(rundown: LoadedRundown): string[][] {
  return rundown.blocks.map((block) => block.stories.map((story) => story.slug));
}

describe('applyRundownEvent', () => {
  it('patches a story field and takes the new version', () => {
    const next = applied(
      applyRundownEvent(
        sample(),
        event({
          topic: 'stories',
          action: 'PATCH',
          data: { id: a.id, rundownId: 1, field: 'slug', value: 'ABERTURA VIVO' },
        }),
        false,
      ),
    );
    expect(slugs(next)[0]).toEqual(['ABERTURA VIVO', 'ECONOMIA']);
    expect(next.version).toBe(6);
    expect(next.abilities).toEqual({ canEdit: true, canApprove: true });
  });

  it('ignores events of other rundowns and old news', () => {
    const rundown = sample();
    expect(
      applyRundownEvent(
        rundown,
        event({ topic: 'blocks', action: 'DELETE', data: { id: 2, rundownId: 7 } }),
        false,
      ),
    ).toEqual({ kind: 'ignore' });
    expect(
      applyRundownEvent(
        rundown,
        event({ topic: 'blocks', action: 'DELETE', version: 5, data: { id: 2, rundownId: 1 } }),
        false,
      ),
    ).toEqual({ kind: 'ignore' });
  });

  it('asks for a reload when a version was skipped', () => {
    expect(
      applyRundownEvent(
        sample(),
        event({ topic: 'blocks', action: 'DELETE', version: 8, data: { id: 2, rundownId: 1 } }),
        false,
      ),
    ).toEqual({ kind: 'reload' });
  });

  it('takes only the version of its own echo (already applied optimistically)', () => {
    const next = applied(
      applyRundownEvent(
        sample(),
        event({ topic: 'blocks', action: 'DELETE', data: { id: 2, rundownId: 1 } }),
        true,
      ),
    );
    expect(next.blocks).toHaveLength(3);
    expect(next.version).toBe(6);
  });

  it('inserts a created block before the Standby block and a created story at its index', () => {
    const block = blockFixture({ id: 3, name: 'Bloco 3' });
    const withBlock = applied(
      applyRundownEvent(sample(), event({ topic: 'blocks', action: 'CREATE', data: block }), false),
    );
    expect(withBlock.blocks.map((x) => x.name)).toEqual([
      'Bloco 1',
      'Bloco 2',
      'Bloco 3',
      'Standby',
    ]);
    const story = storyFixture({ slug: 'NOVA', blockId: 1, index: 1 });
    const withStory = applied(
      applyRundownEvent(
        sample(),
        event({ topic: 'stories', action: 'CREATE', data: { ...story, rundownId: 1 } }),
        false,
      ),
    );
    expect(slugs(withStory)[0]).toEqual(['ABERTURA', 'NOVA', 'ECONOMIA']);
  });

  it('applies a MOVE and a block ORDER', () => {
    const moved = applied(
      applyRundownEvent(
        sample(),
        event({
          topic: 'stories',
          action: 'MOVE',
          data: {
            rundownIds: [1],
            blocks: [
              { blockId: 1, storyIds: [b.id] },
              { blockId: 2, storyIds: [a.id, c.id] },
            ],
          },
        }),
        false,
      ),
    );
    expect(slugs(moved)).toEqual([['ECONOMIA'], ['ABERTURA', 'ESPORTES'], []]);
    const ordered = applied(
      applyRundownEvent(
        sample(),
        event({ topic: 'blocks', action: 'ORDER', data: { rundownId: 1, blockIds: [2, 1, 9] } }),
        false,
      ),
    );
    expect(ordered.blocks.map((x) => x.id)).toEqual([2, 1, 9]);
  });

  it('deletes a story and replaces the rundown on UPDATE keeping the abilities', () => {
    const deleted = applied(
      applyRundownEvent(
        sample(),
        event({ topic: 'stories', action: 'DELETE', data: { id: b.id, blockId: 1, rundownId: 1 } }),
        false,
      ),
    );
    expect(slugs(deleted)[0]).toEqual(['ABERTURA']);
    const { abilities: _abilities, ...plain } = { ...sample(), approved: true };
    const updated = applied(
      applyRundownEvent(
        sample(),
        event({ topic: 'rundowns', action: 'UPDATE', data: plain }),
        false,
      ),
    );
    expect(updated.approved).toBe(true);
    expect(updated.abilities).toEqual({ canEdit: true, canApprove: true });
  });

  it('gives the statuses and the marker of a rundown_status change, reloading on an unknown story', () => {
    const onAir = {
      entity: 'story' as const,
      id: b.id,
      start: '2026-11-28T20:01:00.000Z',
      totalMs: 0,
    };
    const status = (id: number, displayStatus: 'play' | 'stop') => ({
      id,
      displayStatus,
      playTime: '2026-11-28T20:00:00.000Z',
      stopTime: displayStatus === 'stop' ? '2026-11-28T20:01:00.000Z' : null,
      version: 3,
    });
    const change = {
      rundownId: 1,
      onAir,
      blocks: [],
      stories: [status(a.id, 'stop'), status(b.id, 'play')],
    };
    const next = applied(
      applyRundownEvent(
        sample(),
        event({ topic: 'rundowns', entity: 'rundown_status', action: 'UPDATE', data: change }),
        false,
      ),
    );
    expect(next.onAir).toEqual(onAir);
    expect(next.blocks[0]!.stories.map((s) => [s.slug, s.displayStatus, s.version])).toEqual([
      ['ABERTURA', 'stop', 3],
      ['ECONOMIA', 'play', 3],
    ]);
    expect(next.blocks[1]).toEqual(sample().blocks[1]);
    expect(next.abilities).toEqual({ canEdit: true, canApprove: true });
    const unknown = { ...change, stories: [status(999, 'play')] };
    expect(
      applyRundownEvent(
        sample(),
        event({ topic: 'rundowns', entity: 'rundown_status', action: 'UPDATE', data: unknown }),
        false,
      ).kind,
    ).toBe('reload');
  });
});

describe('patchRundownCaches', () => {
  it('patches the cache of every touched rundown and invalidates on a gap', async () => {
    const client = new QueryClient();
    client.setQueryData(rundownKey(1), sample());
    patchRundownCaches(
      client,
      event({
        topic: 'stories',
        action: 'PATCH',
        data: { id: c.id, rundownId: 1, field: 'totalMs', value: 90_000 },
      }),
      false,
    );
    const cached = client.getQueryData<LoadedRundown>(rundownKey(1));
    expect(cached?.blocks[1]?.stories[0]?.totalMs).toBe(90_000);
    expect(client.getQueryState(rundownKey(1))?.isInvalidated).toBe(false);

    patchRundownCaches(
      client,
      event({
        topic: 'stories',
        action: 'PATCH',
        version: 9,
        data: { id: c.id, rundownId: 1, field: 'slug', value: 'X' },
      }),
      false,
    );
    expect(client.getQueryState(rundownKey(1))?.isInvalidated).toBe(true);
  });
});
