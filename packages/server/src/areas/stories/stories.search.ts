import { collectTexts, joinTexts } from '@newsroom/domain';
import { stories } from '../../platform/db/schema';
import type { OutboxEvent } from '../../platform/realtime/outbox';
import { eventDocumentIds, type SearchSource } from '../../platform/search/registry';
import { storyRepository } from './story.repository';

/** The words of a story's content the index keeps: subsection texts, slugs, CG values, media. */
const CONTENT_KEYS = ['slug', 'text', 'value', 'abstractText'] as const;

/** The story fields the index row is made of (with the rundown's program and date). */
const INDEXED_FIELDS = new Set([
  'slug',
  'sections',
  'information',
  'programId',
  'date',
  'ownerId',
  'isPrivate',
  'allowedUserIds',
  'excluded',
]);

/**
 * Stories in the search index (kind `stories`): slug as title; every section text, CG value and
 * media slug plus the information as body; the rundown's program and date (the story's own in
 * the drawer). A field PATCH of anything else (times, approval, status, cues) leaves the row as
 * it is and is skipped, sparing each such edit three statements under the rundown lock. A MOVE
 * between rundowns changes the moved stories' program and date, so the stories of the blocks it
 * lists are reindexed; a MOVE inside one rundown changes neither and is skipped.
 */
function indexedStoryIds(event: OutboxEvent): number[] {
  if (event.action === 'PATCH') {
    const field = (event.data as { field?: unknown } | null)?.field;
    return typeof field === 'string' && !INDEXED_FIELDS.has(field) ? [] : eventDocumentIds(event);
  }
  if (event.action !== 'MOVE') return eventDocumentIds(event);
  const data = event.data as { rundownIds?: unknown; blocks?: unknown } | null;
  if (!Array.isArray(data?.rundownIds) || data.rundownIds.length < 2) return [];
  if (!Array.isArray(data.blocks)) return [];
  return (data.blocks as { storyIds?: unknown }[]).flatMap((block) =>
    Array.isArray(block.storyIds)
      ? block.storyIds.filter((id): id is number => Number.isSafeInteger(id))
      : [],
  );
}

/** A slug patch's new title: the slug of the stored story its event carries. */
function patchedSlug(event: OutboxEvent): string | null {
  if (event.action !== 'PATCH') return null;
  const data = event.data as { field?: unknown; story?: { slug?: unknown } } | null;
  return data?.field === 'slug' && typeof data.story?.slug === 'string' ? data.story.slug : null;
}

export const storiesSearch: SearchSource = {
  topic: 'stories',
  entity: 'story',
  table: stories,
  idsOf: indexedStoryIds,
  titleOf: patchedSlug,
  async load(db, id) {
    const record = await storyRepository.findRecord(db, id);
    if (!record) return null;
    const { story } = record;
    const programId = record.rundownProgramId ?? story.programId;
    return {
      title: story.slug,
      body: joinTexts([...collectTexts(story.sections, CONTENT_KEYS), story.information]),
      date: record.rundownDate ?? story.date,
      programIds: programId === null ? [] : [programId],
      ownerId: story.ownerId,
      isPrivate: story.isPrivate,
      allowedUserIds: story.allowedUserIds,
      excluded: story.excluded,
    };
  },
};
