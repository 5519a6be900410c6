import type { RundownId, StoryId } from '@newsroom/domain';
import { and, eq, is, sql } from 'drizzle-orm';
import { PgliteTransaction } from 'drizzle-orm/pglite';
import { builtOnce, type PlaceholdersOf } from '../../platform/db/builtOnce';
import type { Executor } from '../../platform/db/client';
import type { RenderedStatement } from '../../platform/db/inlined';
import { blocks, rundowns, stories } from '../../platform/db/schema';

/** Namespace of the advisory locks serialising the mutations of one rundown. */
export const RUNDOWN_LOCK_CLASS = 4;

/** The statement of `lockRundown` (every tree mutation opens with it). */
const lockRundownStatement = builtOnce('rundown_lock', (db, p: PlaceholdersOf<{ id: RundownId }>) =>
  db
    .select({ locked: sql`pg_advisory_xact_lock(${RUNDOWN_LOCK_CLASS}, ${rundowns.id})` })
    .from(rundowns)
    .where(eq(rundowns.id, p.id)),
);

/** The statement of `lockStoryRundownAhead`: the story's rundown, its shared lock taken. */
const lockStoryRundownStatement = builtOnce(
  'rundown_lock_story_rundown',
  (db, p: PlaceholdersOf<{ storyId: StoryId }>) =>
    db
      .select({
        rundownId: blocks.rundownId,
        locked: sql`pg_advisory_xact_lock_shared(${RUNDOWN_LOCK_CLASS}, ${blocks.rundownId})`,
      })
      .from(stories)
      .innerJoin(blocks, eq(blocks.id, stories.blockId))
      .where(and(eq(stories.id, p.storyId), eq(stories.excluded, false))),
);

/**
 * The locks part of the rundowns repository: the advisory locks a mutation takes before it reads
 * (composed into `rundownsRepository`).
 */
export const rundownsLocksRepository = {
  /**
   * Serialises this transaction with every other mutation of the rundown (released at commit);
   * field patches take it shared (`lockStoryRundownAhead`). PGlite runs one transaction at a time (its
   * one connection's mutex, held from BEGIN to COMMIT): there the lock would wait on nothing, and
   * its statement is not sent.
   */
  async lockRundown(tx: Executor, rundownId: RundownId): Promise<void> {
    if (is(tx, PgliteTransaction)) return;
    await lockRundownStatement(tx, { id: rundownId });
  },

  /**
   * `lockRundown`'s statement, to travel ahead of the statement reading the rundown (`openTrees`):
   * null where none is sent (PGlite).
   */
  lockRundownAhead(tx: Executor, rundownId: RundownId): RenderedStatement | null {
    if (is(tx, PgliteTransaction)) return null;
    return lockRundownStatement.rendered(tx, { id: rundownId });
  },

  /**
   * The statement taking the shared lock of the rundown holding a live story, in the statement
   * that finds it (its answer: that rundown), to travel ahead of the statement reading the
   * rundown (`lockAndOpenStory`): every field patch opens with it.
   */
  lockStoryRundownAhead(tx: Executor, storyId: StoryId): RenderedStatement {
    return lockStoryRundownStatement.rendered(tx, { storyId });
  },
};
