import type { RundownTiming } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import { StoredJson } from '../../platform/http/storedJson';
import { timingAt, type CachedRundown } from './rundowns.cache';
import { rundownsPolicy } from './rundowns.policy';
import { maskRundown, rundownTimingSchema } from './rundowns.presenter';

/** Viewer variants kept per rundown version (abilities × masks seen; the oldest leaves first). */
export const ANSWERS_PER_RUNDOWN = 8;

/**
 * Everything of a viewer the answer of one rundown version depends on: the stories masked for
 * them (ids) and their abilities. Two viewers with the same key get the same bytes; the clock
 * is not in it (an on-air answer's timing is added per request).
 */
export function viewerKey(entry: CachedRundown, actor: Actor): string {
  const masked: number[] = [];
  for (const block of entry.rundown.blocks)
    for (const story of block.stories)
      if (!rundownsPolicy.canSeeStory(actor, story)) masked.push(story.id);
  const { canEdit, canApprove } = rundownsPolicy.abilities(actor, entry.rundown);
  return `${Number(canEdit)}${Number(canApprove)}:${masked.join(',')}`;
}

/** The JSON of the view before its timing: masked rundown and abilities, no closing brace. */
function headOf(entry: CachedRundown, actor: Actor): string {
  const { canEdit, canApprove } = rundownsPolicy.abilities(actor, entry.rundown);
  // Keys in the order of rundownViewSchema (rundown, abilities, timing), as its serializer writes.
  const view = { ...maskRundown(entry.rundown, actor), abilities: { canEdit, canApprove } };
  return JSON.stringify(view).slice(0, -1);
}

const withTiming = (head: string, timing: RundownTiming): Buffer =>
  Buffer.from(`${head},"timing":${JSON.stringify(rundownTimingSchema.parse(timing))}}`);

/**
 * The GET answer of a cached rundown for this viewer, serialised: off air the same stored bytes
 * (and compressed bytes) for every viewer of the same key until the version changes; on air the
 * stored head with the timing of now. Byte for byte what the response schema's serializer would
 * write of the masked view (the tree was normalised by the schema when cached).
 */
export function rundownAnswer(
  entry: CachedRundown,
  actor: Actor,
  now: Date,
  timeZone: string,
): StoredJson | Buffer {
  const key = viewerKey(entry, actor);
  let answer = entry.answers.get(key);
  if (answer) {
    entry.answers.delete(key);
  } else {
    const head = headOf(entry, actor);
    answer = entry.rundown.onAir
      ? { head }
      : { body: new StoredJson(withTiming(head, entry.timing)) };
    while (entry.answers.size >= ANSWERS_PER_RUNDOWN) {
      const oldest = entry.answers.keys().next().value;
      if (oldest === undefined) break;
      entry.answers.delete(oldest);
    }
  }
  entry.answers.set(key, answer);
  return 'body' in answer ? answer.body : withTiming(answer.head, timingAt(entry, now, timeZone));
}
