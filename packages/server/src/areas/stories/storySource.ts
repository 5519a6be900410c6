import type { Section } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Tx } from '../../platform/db/client';

/**
 * Where a new story can come from (POST /stories/sources, spec 3 "Stories: create from sources").
 * An area that can seed a story offers a loader per source type in its manifest
 * (`storySources: { reportage: loadReportageSeed }`).
 *
 * The loader runs inside the transaction that creates the story (use only `tx`, never `db`),
 * must refuse what the actor may not read (DomainError 404 / 403), and answers a StorySeed.
 * The stories area then sets owner = caller, not approved, not private, sourceType and
 * sourceId, normalises the slug, recomputes every duration with the story config's read
 * rates, and places the story (drawer, a block, or Standby). A type no area offers answers
 * 422 `story:sourceUnavailable`. The built-in 'story' source (a copy) is in sources.service.ts.
 */

/** What a source gives a new story. Sections are stored shapes; durations are recomputed. */
export interface StorySeed {
  slug: string;
  /** The program a drawer story gets (a story placed in a rundown takes the rundown's). */
  programId?: number | null;
  typeId?: number | null;
  branchId?: number | null;
  editorId?: number | null;
  imageEditorId?: number | null;
  reporterId?: number | null;
  mediaCode?: string;
  estimatedMs?: number;
  /** With `manualVt`, the VT duration kept instead of the videos' sum. */
  manualVt?: boolean;
  vtMs?: number;
  radio?: boolean;
  information?: string;
  sections?: Section[];
}

/** Loads a source document as a story seed (inside the creating transaction). */
export type StorySourceLoader = (tx: Tx, actor: Actor, id: number) => Promise<StorySeed>;
