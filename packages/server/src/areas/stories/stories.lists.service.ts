import {
  DomainError,
  ruleViolation,
  type Paged,
  type PageQuery,
  type StoryCounter,
  type StoryDocument,
  type StoryFilterQuery,
  type StorySummary,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import type { Executor } from '../../platform/db/client';
import { publishDrawerStory } from './drawer.events';
import { knownStory, storyRecordOf } from './story.access';
import { storyListsPolicy as policy } from './stories.lists.policy';
import { isVisibleTo, presentSummary } from './stories.lists.presenter';
import { presentStoryDocument, storyLabel } from './story.presenter';
import {
  storyListsRepository as repository,
  type PlacedStoryRecord,
} from './stories.lists.repository';
import { allow, forbidden } from '../../platform/http/refusals';
import { blockOf, byBlock, mutateRundowns, publishStoryRow, storyOf } from '../rundowns';

/** The story lists (spec 1 §4 filters), the counter, the trash and restore. */

/** The program of a placed story: its rundown's, or its own. */
export const programOfStory = (row: PlacedStoryRecord): number | null =>
  row.rundownProgramId ?? row.programId;

/** A story the actor may see exists (404 when its program is restricted to other groups). */
export async function visibleStory(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<PlacedStoryRecord> {
  return knownStory(db, actor, await repository.placedOne(db, id), programOfStory);
}

/** The StoryDocument of a story as the actor sees it (after a change, same transaction). */
export async function loadStoryDocument(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<StoryDocument> {
  return presentStoryDocument(await storyRecordOf(db, id), actor);
}

/** A page of story rows as the actor sees them. */
function summaryPage(
  actor: Actor,
  query: PageQuery,
  { rows, total }: { rows: PlacedStoryRecord[]; total: number },
): Paged<StorySummary> {
  const data = rows.map((row) => presentSummary(row, actor));
  return { data, page: query.page, size: query.size, total };
}

/** GET /stories/filter: a page of live stories (excluded never listed). */
export async function filterStories(
  platform: Platform,
  actor: Actor,
  query: StoryFilterQuery,
): Promise<Paged<StorySummary>> {
  allow(policy.canRead(actor));
  return summaryPage(actor, query, await repository.filter(platform.database.db, actor, query));
}

/** GET /stories/counter: how many stories each filter lists with the same date, program and text. */
export async function countStories(
  platform: Platform,
  actor: Actor,
  query: { date?: string | undefined; programId?: number | undefined; text?: string | undefined },
): Promise<StoryCounter> {
  allow(policy.canRead(actor));
  return repository.counter(platform.database.db, actor, query);
}

/** GET /stories/excluded: the trash of stories, latest removal first. */
export async function excludedStories(
  platform: Platform,
  actor: Actor,
  query: { text?: string | undefined; page: number; size: number },
): Promise<Paged<StorySummary>> {
  allow(policy.canRead(actor));
  return summaryPage(actor, query, await repository.excluded(platform.database.db, actor, query));
}

/**
 * PUT /stories/{id}/restore: back to the end of its block when the block still exists and its
 * rundown is not displayed (a rundown mutation: lock, version, log, stories CREATE), otherwise
 * into the drawer with the date it had. 422 `document:notExcluded` for a live story.
 */
export async function restoreStory(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<StoryDocument> {
  allow(policy.canWrite(actor));
  const row = await visibleStory(platform.database.db, actor, id);
  if (!isVisibleTo(row, actor)) throw forbidden();
  if (!row.excluded) throw ruleViolation('document:notExcluded');
  const blockId = row.blockId;
  if (blockId !== null && row.rundownDisplayed === false) {
    allow(policy.canWriteRundowns(actor));
    return mutateRundowns(platform, actor, byBlock(blockId), async (m) => {
      const rundownId = m.rundownIds[0]!;
      const [locked] = await repository.lockStories(m.tx, [id]);
      if (!locked?.excluded) throw ruleViolation('document:notExcluded');
      if (locked.blockId !== blockId) throw new DomainError('stale_version', 'error:staleVersion');
      const { rundown } = m.get(rundownId);
      const block = blockOf(rundown, blockId);
      await repository.updateStories(m.tx, [id], { excluded: false, index: block.stories.length });
      const restored = storyOf(await m.reload(rundownId, { stories: [id] }), id).story;
      await m.log(rundownId, {
        action: 'creation',
        entity: 'story',
        entityId: id,
        label: storyLabel(restored),
        details: { restored: true },
      });
      await publishStoryRow(m, rundownId, 'CREATE', restored);
      return loadStoryDocument(m.tx, actor, id);
    });
  }
  return platform.database.db.transaction(async (tx) => {
    const [locked] = await repository.lockStories(tx, [id]);
    if (!locked?.excluded) throw ruleViolation('document:notExcluded');
    await repository.updateStories(tx, [id], {
      excluded: false,
      blockId: null,
      index: 0,
      page: '',
      date: row.rundownDate ?? row.date,
      programId: programOfStory(row),
    });
    await publishDrawerStory(tx, actor, 'CREATE', id);
    return loadStoryDocument(tx, actor, id);
  });
}
