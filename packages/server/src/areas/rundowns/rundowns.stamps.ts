import { sql } from 'drizzle-orm';
import { blocks, rundowns, stories } from '../../platform/db/schema';

/**
 * The stamps a tree mutation reads under its locks (see rundowns.rowPool.ts): each block's and
 * live story's `version:xmin`, as text PostgreSQL builds and this module parses in one pass (a
 * 300-story rundown's are read on every tree mutation, under its lock).
 */

/** Row ids, each with the stamp it is at now (same positions). */
export interface Stamps {
  ids: number[];
  stamps: string[];
}

/** Empty stamps to add to. */
export const noStamps = (): Stamps => ({ ids: [], stamps: [] });

/** A block's own stamp, `version:xmin` (`blocks` row in scope). */
export const BLOCK_STAMP = sql<string>`${blocks.version} || ':' || ${blocks}.xmin::text`;

/** One block's live stories as `id:version:xmin,…` in running order (`blocks` row in scope). */
export const STORY_STAMPS = sql<string | null>`(
  SELECT string_agg(s.id || ':' || s.version || ':' || s.xmin::text, ',' ORDER BY s.index, s.id)
  FROM ${stories} s WHERE s.block_id = ${blocks}.id AND NOT s.excluded)`;

/**
 * One rundown's whole tree of stamps (`rundowns` row in scope), its blocks in order:
 * `blockId=` BLOCK_STAMP `|` STORY_STAMPS, blocks joined by `;`.
 */
export const TREE_STAMPS = sql<string | null>`(
  SELECT string_agg(${blocks.id} || '=' || ${BLOCK_STAMP} || '|' || coalesce(${STORY_STAMPS}, ''),
    ';' ORDER BY ${blocks.index}, ${blocks.id})
  FROM ${blocks} WHERE ${blocks.rundownId} = ${rundowns}.id)`;

/** Adds the rows of `id:stamp,id:stamp…` between `from` and `to` in `text` to `into`. */
export function addStamps(text: string, into: Stamps, from = 0, to = text.length): void {
  while (from < to) {
    const comma = text.indexOf(',', from);
    const stop = comma === -1 || comma > to ? to : comma;
    const at = text.indexOf(':', from);
    into.ids.push(Number(text.slice(from, at)));
    into.stamps.push(text.slice(at + 1, stop));
    from = stop + 1;
  }
}

/**
 * Adds a rundown's TREE_STAMPS: its blocks in order to `blocks`, its stories to `stories` block by
 * block in id order (as RUNNING_ORDER), each block's in running order.
 */
export function addTreeStamps(text: string | null, blocks: Stamps, stories: Stamps): void {
  if (!text) return;
  const storiesOf: { id: number; from: number; to: number }[] = [];
  for (let from = 0; from < text.length;) {
    const semicolon = text.indexOf(';', from);
    const stop = semicolon === -1 ? text.length : semicolon;
    const equals = text.indexOf('=', from);
    const bar = text.indexOf('|', equals);
    const id = Number(text.slice(from, equals));
    blocks.ids.push(id);
    blocks.stamps.push(text.slice(equals + 1, bar));
    storiesOf.push({ id, from: bar + 1, to: stop });
    from = stop + 1;
  }
  storiesOf.sort((a, b) => a.id - b.id);
  for (const block of storiesOf) addStamps(text, stories, block.from, block.to);
}
