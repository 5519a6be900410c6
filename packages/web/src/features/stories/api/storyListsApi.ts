import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import { z } from 'zod';
import {
  DEFAULT_PAGE_SIZE,
  rundownSchema,
  type Rundown,
  pagedSchema,
  storyCounterSchema,
  storyDocumentSchema,
  storySummarySchema,
  type Paged,
  type StoryCounter,
  type StoryDestination,
  type StoryDocument,
  type StoryFilter,
  type StorySourceType,
  type StorySummary,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/**
 * Calls of the story lists, the drawer and the viewer (issue 5 contract, "Server B"). Every
 * cache key starts with `stories`, so a pushed story event can refresh them all at once.
 */

/** Prefix of the stories area's and the drawer's list and counter caches. */
export const STORY_LISTS_KEY = ['stories', 'list'] as const;

/** What the stories list asks for (GET /api/stories/filter). */
export interface StoryListQuery {
  filter: StoryFilter;
  /** yyyy-MM-dd, or undefined for every date. */
  date?: string;
  programId?: number;
  text?: string;
  page: number;
}

/** Cache key of one page of a story list. */
export function storyListKey(query: StoryListQuery) {
  return [...STORY_LISTS_KEY, query] as const;
}

/** Cache key of the counters of the filters. */
export function storyCounterKey(query: Omit<StoryListQuery, 'filter' | 'page'>) {
  return [...STORY_LISTS_KEY, 'counter', query] as const;
}

const summaryPageSchema = pagedSchema(storySummarySchema);

const blankToUndefined = (value: string | undefined) => (value?.trim() ? value.trim() : undefined);

/** GET /api/stories/filter: one page of stories (25 a page). */
export function fetchStoryPage(query: StoryListQuery): Promise<Paged<StorySummary>> {
  return apiRequest('/api/stories/filter', {
    query: {
      filter: query.filter,
      date: query.date,
      programId: query.programId,
      text: blankToUndefined(query.text),
      page: query.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: summaryPageSchema,
  });
}

/** GET /api/stories/counter: how many stories each filter lists. */
export function fetchStoryCounter(
  query: Omit<StoryListQuery, 'filter' | 'page'>,
): Promise<StoryCounter> {
  return apiRequest('/api/stories/counter', {
    query: { date: query.date, programId: query.programId, text: blankToUndefined(query.text) },
    schema: storyCounterSchema,
  });
}

/** POST /api/drawer/stories: a new empty story in the drawer. */
export function createDrawerStory(input: {
  slug?: string;
  programId?: number | null;
}): Promise<StoryDocument> {
  return apiRequest('/api/drawer/stories', {
    method: 'POST',
    json: { slug: input.slug, programId: input.programId ?? undefined },
    schema: storyDocumentSchema,
  });
}

/** POST /api/stories/sources: a new drawer story made from a source (an agency item, a reportage). */
export function createDrawerStoryFrom(
  sourceType: StorySourceType,
  sourceId: number,
): Promise<StoryDocument> {
  return apiRequest('/api/stories/sources', {
    method: 'POST',
    json: { sourceType, sourceId, destination: 'ON_DRAWER' },
    schema: storyDocumentSchema,
  });
}

/** POST /api/drawer/send: rundown stories into the drawer. */
export function sendStoriesToDrawer(storyIds: StoryId[]): Promise<unknown> {
  return apiRequest('/api/drawer/send', { method: 'POST', json: { storyIds } });
}

/** Where drawer stories go: a block (TO_AIR) or a rundown's Standby block (ON_STANDBY). */
export interface DrawerTarget {
  destination: Exclude<StoryDestination, 'ON_DRAWER'>;
  targetBlockId: BlockId | null;
  rundownId: RundownId | null;
}

/** POST /api/drawer/move: drawer stories to the end of a block or of a rundown's Standby. */
export function moveDrawerStories(storyIds: StoryId[], target: DrawerTarget): Promise<unknown> {
  return apiRequest('/api/drawer/move', {
    method: 'POST',
    json: {
      storyIds,
      destination: target.destination,
      targetBlockId: target.destination === 'TO_AIR' ? target.targetBlockId : null,
      targetStoryId: null,
      rundownId: target.rundownId,
    },
  });
}

/** POST /api/drawer/remove: drawer stories to the trash. */
export function removeDrawerStories(storyIds: StoryId[]): Promise<unknown> {
  return apiRequest('/api/drawer/remove', { method: 'POST', json: { storyIds } });
}

const rundownCheckSchema = z.object({
  exists: z.boolean(),
  rundownId: z.number().int().nullable(),
});

/** The rundown of a program on a date, with its blocks, or null when there is none. */
export async function fetchRundownOf(date: string, programId: number): Promise<Rundown | null> {
  const check = await apiRequest('/api/rundowns/check', {
    query: { date, programId },
    schema: rundownCheckSchema,
  });
  if (!check.exists || check.rundownId === null) return null;
  return apiRequest(`/api/rundowns/${check.rundownId}`, { schema: rundownSchema });
}

/** Cache key of the rundown a drawer story may be sent to. */
export function drawerRundownKey(date: string, programId: number) {
  return ['stories', 'drawerTarget', date, programId] as const;
}
