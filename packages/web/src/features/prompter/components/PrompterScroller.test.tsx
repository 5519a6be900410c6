import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createRef } from 'react';
import {
  INITIAL_PROMPTER_STATE,
  prompterReducer,
  type PrompterControlState,
  type PrompterStory,
} from '@newsroom/domain';
import { renderWithI18n } from '../../../test/renderWithI18n';
import { DEFAULT_VIEW } from '../hooks/prompterStorage';
import { PrompterScroller } from './PrompterScroller';
import type { ScriptPlace } from './scrollGeometry';

/**
 * jsdom lays nothing out: each story is given 50 px of head plus 100 px per paragraph, stacked
 * from the top, and the scroller a 1000 px window.
 */
const heightOf = (el: HTMLElement) => 50 + el.querySelectorAll('p').length * 100;
const saved = new Map<string, PropertyDescriptor | undefined>();
const stub = (name: string, get: (this: HTMLElement) => number) => {
  saved.set(name, Object.getOwnPropertyDescriptor(HTMLElement.prototype, name));
  Object.defineProperty(HTMLElement.prototype, name, { configurable: true, get });
};
beforeAll(() => {
  stub('offsetHeight', function () {
    return this.dataset.storyId ? heightOf(this) : 0;
  });
  stub('offsetTop', function () {
    let top = 0;
    for (let el = this.previousElementSibling; el; el = el.previousElementSibling)
      top += heightOf(el as HTMLElement);
    return top;
  });
  stub('clientHeight', () => 1000);
  stub('scrollHeight', () => 100_000);
});
afterAll(() => {
  for (const [name, descriptor] of saved)
    if (descriptor) Object.defineProperty(HTMLElement.prototype, name, descriptor);
    else delete (HTMLElement.prototype as unknown as Record<string, unknown>)[name];
});

const story = (id: number, texts: string[], version = 1): PrompterStory => ({
  id,
  page: String(id),
  slug: `S${id}`,
  blockId: 1,
  blockName: 'Bloco 1',
  version,
  parts: texts.map((text) => ({
    kind: 'camera',
    section: 'HEADER',
    text,
    presenterId: null,
    camera: '',
    cue: null,
    durationMs: null,
  })),
});

const VIEW = { ...DEFAULT_VIEW, readingLinePercent: 0 };
const A = story(1, ['a']);
const B = story(2, ['b1', 'b2']);
const C = story(3, ['c1', 'c2', 'c3']);

function setUp() {
  const placeRef = createRef<ScriptPlace | null>() as { current: ScriptPlace | null };
  const loaded = prompterReducer(INITIAL_PROMPTER_STATE, {
    type: 'scriptChanged',
    stories: [A, B, C],
  });
  let scroller: HTMLDivElement | null = null;
  const ui = (stories: PrompterStory[], control: PrompterControlState) => (
    <PrompterScroller
      stories={stories}
      onAirStoryId={null}
      view={VIEW}
      control={control}
      dispatch={() => undefined}
      follow={null}
      placeRef={placeRef}
      onScroller={(element) => (scroller = element)}
    />
  );
  return { placeRef, loaded, ui, scroller: () => scroller! };
}

describe('PrompterScroller', () => {
  it('jumps to a story and keeps reading the same line when a story above grows', () => {
    const { placeRef, loaded, ui, scroller } = setUp();
    const atC = prompterReducer(loaded, { type: 'jumpToStory', storyId: 3 });
    const view = renderWithI18n(ui([A, B, C], atC));
    // A is 150 px, B 250 px: C starts at 400.
    expect(scroller().scrollTop).toBe(400);
    // One line further into C (64 px × 1.4).
    const nudged = prompterReducer(atC, { type: 'nudge', lines: 1 });
    view.rerender(ui([A, B, C], nudged));
    expect(placeRef.current).toMatchObject({ storyId: 3 });
    const into = scroller().scrollTop - 400;
    expect(into).toBeCloseTo(89.6);
    // A gets two more paragraphs (+200 px): the text moves with it.
    view.rerender(ui([story(1, ['a', 'a2', 'a3'], 2), B, C], nudged));
    expect(scroller().scrollTop).toBeCloseTo(600 + into);
    expect(placeRef.current).toMatchObject({ storyId: 3 });
  });

  it('keeps its place when the story being read is edited below the reading line', () => {
    const { loaded, ui, scroller } = setUp();
    const atB = prompterReducer(loaded, { type: 'jumpToStory', storyId: 2 });
    const view = renderWithI18n(ui([A, B, C], atB));
    expect(scroller().scrollTop).toBe(150);
    view.rerender(ui([A, story(2, ['b1', 'b2', 'b3'], 2), C], atB));
    expect(scroller().scrollTop).toBe(150);
  });
});
