import { describe, expect, it } from 'vitest';
import type { OnAir } from '../rundowns/rundown';
import { block, rundown, standbyBlock, story } from '../testing/rundownFixtures';
import type { ScriptPart } from '../scripts/script';
import type { PrompterScript } from './prompter';
import { mergePrompterScript, onAirPrompterStoryId, prompterStories } from './prompterScript';

const text = (words: string): ScriptPart => ({
  kind: 'camera',
  section: 'HEADER',
  text: words,
  presenterId: null,
  camera: '',
  cue: null,
  durationMs: null,
});

/** Block 10 (stories 11 approved, 12 not, 13 private of others), block 20 on standby (21), Standby (31). */
const show = rundown({}, [
  block({ id: 10, index: 0 }, [
    story({ id: 11, approved: true, page: '01' }),
    story({ id: 12, approved: false, page: '02' }),
    story({ id: 13, approved: true, visible: false, page: '03' }),
  ]),
  block({ id: 20, index: 1, standBy: true }, [story({ id: 21, approved: true })]),
  block({ id: 40, index: 2 }, [story({ id: 41, approved: true, page: '04' })]),
  { ...standbyBlock([story({ id: 31, approved: true })]), index: 3 },
]);

describe('prompter stories', () => {
  it('are the approved, visible stories outside standby, in running order, with their parts', () => {
    const stories = prompterStories(show, (id) => [text(`story ${id}`)]);
    expect(stories.map((s) => [s.id, s.page, s.blockId, s.parts[0]?.text])).toEqual([
      [11, '01', 10, 'story 11'],
      [41, '04', 40, 'story 41'],
    ]);
  });
});

describe('the prompted story on air', () => {
  const script = { stories: prompterStories(show, () => []) };
  const onAir = (entity: OnAir['entity'], id: number): OnAir => ({
    entity,
    id,
    start: '2026-11-21T20:00:00.000Z',
    totalMs: 0,
  });
  it.each<[string, OnAir | null, number | null]>([
    ['nothing on air', null, null],
    ['a prompted story', onAir('story', 41), 41],
    ['a story not prompted (not approved)', onAir('story', 12), null],
    ['a block: its first prompted story', onAir('block', 10), 11],
    ['a block on standby', onAir('block', 20), null],
  ])('%s', (_name, marker, expected) => {
    expect(onAirPrompterStoryId(script, marker)).toBe(expected);
  });
});

describe('merging a script read again', () => {
  const held: PrompterScript = {
    rundownId: 1,
    version: 5,
    onAir: null,
    stories: prompterStories(show, (id) => [text(`story ${id}`)]),
  };

  it('keeps the objects of unchanged stories and replaces the changed one', () => {
    const next = {
      ...held,
      version: 6,
      stories: held.stories.map((s) =>
        s.id === 41 ? { ...s, version: 2, parts: [text('new')] } : { ...s },
      ),
    };
    const merged = mergePrompterScript(held, next);
    expect(merged.version).toBe(6);
    expect(merged.stories[0]).toBe(held.stories[0]);
    expect(merged.stories[1]).not.toBe(held.stories[1]);
    expect(merged.stories[1]?.parts[0]?.text).toBe('new');
  });

  it('keeps the list itself when nothing changed, and takes a renamed block', () => {
    expect(mergePrompterScript(held, { ...held, stories: [...held.stories] }).stories).toBe(
      held.stories,
    );
    const renamed = held.stories.map((s) => ({ ...s, blockName: 'Abertura' }));
    expect(mergePrompterScript(held, { ...held, stories: renamed }).stories[0]).not.toBe(
      held.stories[0],
    );
  });

  it('takes the first answer whole', () => {
    expect(mergePrompterScript(undefined, held)).toBe(held);
  });
});
