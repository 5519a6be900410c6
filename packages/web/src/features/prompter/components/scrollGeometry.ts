/**
 * Where stories are on the prompter's scroller, from the elements' own offsets (the scroller is
 * their offset parent). A place is a story and a distance into it, so it survives the text around
 * it changing: the reading line stays on the same words when a story above is edited.
 */

/** A place in the script: a story and how far into it the reading line is. */
export interface ScriptPlace {
  storyId: number;
  /** Pixels below the story's top. */
  intoPx: number;
  /** The same as a fraction of the story's height (0–1), for screens with other fonts. */
  fraction: number;
}

function storyElements(scroller: HTMLElement): HTMLElement[] {
  return [...scroller.querySelectorAll<HTMLElement>('[data-story-id]')];
}

/** The story element of an id, if shown. */
export function storyElement(scroller: HTMLElement, storyId: number): HTMLElement | undefined {
  return storyElements(scroller).find((el) => Number(el.dataset.storyId) === storyId);
}

/** The place at `lineY` (a position within the scroller's content); null when there are no stories. */
export function placeAt(scroller: HTMLElement, lineY: number): ScriptPlace | null {
  const elements = storyElements(scroller);
  if (elements.length === 0) return null;
  const at = elements.findLast((el) => el.offsetTop <= lineY) ?? elements[0]!;
  const height = Math.max(1, at.offsetHeight);
  const intoPx = Math.max(0, lineY - at.offsetTop);
  return { storyId: Number(at.dataset.storyId), intoPx, fraction: Math.min(1, intoPx / height) };
}

/** The content position of a story's point: its top plus `intoPx`, or a fraction of its height. */
export function positionOf(
  scroller: HTMLElement,
  storyId: number,
  into: { intoPx: number } | { fraction: number },
): number | null {
  const el = storyElement(scroller, storyId);
  if (!el) return null;
  return el.offsetTop + ('intoPx' in into ? into.intoPx : into.fraction * el.offsetHeight);
}
