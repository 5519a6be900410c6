import type { BlockId, RundownId, StoryId } from '@newsroom/domain';
import { z } from 'zod';
import {
  blockSchema,
  pagedSchema,
  rundownSchema,
  storyRowSchema,
  type Block,
  type DisplayStatus,
  type MoveStories,
  type Paged,
  type RundownTiming,
  type StoryRow,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** What the signed-in user may do with a rundown, decided by the server (never re-derived here). */
export const rundownAbilitiesSchema = z.object({
  /** May change blocks, stories and the rundown's fields. */
  canEdit: z.boolean(),
  /** May approve or disapprove the rundown and its blocks. */
  canApprove: z.boolean(),
});
/** What the user may do with a rundown. */
export type RundownAbilities = z.infer<typeof rundownAbilitiesSchema>;

/** A rundown as loaded: the document plus the user's abilities on it. */
export const loadedRundownSchema = rundownSchema.extend({
  /** Absent in pushed events: the cached abilities are kept. */
  abilities: rundownAbilitiesSchema.optional(),
});
/** A rundown with the user's abilities. */
export type LoadedRundown = z.infer<typeof loadedRundownSchema>;

/** Answer of GET /api/rundowns/check. */
export const rundownCheckSchema = z.object({
  exists: z.boolean(),
  rundownId: z.number().int().nullable(),
  canCreate: z.boolean(),
});
/** Whether a rundown exists for a program and date, and whether the user may create it. */
export type RundownCheck = z.infer<typeof rundownCheckSchema>;

/** One rundown of the day's grid (GET /api/rundowns/grid). */
export interface RundownGridEntry {
  id: number;
  programId: number;
  programName: string;
  start: string;
  end: string;
  approved: boolean;
  displayed: boolean;
  storyCount: number;
  timing: RundownTiming;
}

/** One entry of a rundown's log. */
export const rundownLogSchema = z.object({
  id: z.number().int(),
  action: z.enum(['approval', 'creation', 'deletion', 'disapproval', 'movement', 'update']),
  entity: z.string(),
  entityId: z.number().int().nullable(),
  label: z.string().nullable(),
  details: z.unknown(),
  nickname: z.string().nullable(),
  createdAt: z.string(),
});
/** One entry of a rundown's log. */
export type RundownLog = z.infer<typeof rundownLogSchema>;

/** Answer of POST /api/rundowns/{id}/credits. */
export interface CreditsResult {
  sent: number;
  devices: string[];
}

/** Prefix of every rundown cache entry. */
export const RUNDOWNS_KEY = ['rundowns'] as const;
/** Cache key of one rundown, shared by the grid, the timing bar and the event patcher. */
export function rundownKey(id: number) {
  return ['rundowns', id] as const;
}
/** Cache key of the existence check of a program's rundown on a date. */
export function rundownCheckKey(date: string, programId: number) {
  return ['rundowns', 'check', date, programId] as const;
}
/** Cache key of the day's grid. */
export function rundownGridKey(date: string) {
  return ['rundowns', 'grid', date] as const;
}

/** Fields of a rundown a PATCH may change. */
export type RundownField = 'start' | 'end' | 'productionMs' | 'date';
/** Fields of a block a PATCH may change. */
export type BlockField = 'name' | 'commercialMs' | 'breakTime' | 'hitTime';
/** Fields of a story row a PATCH may change. */
export type StoryField =
  | 'slug'
  | 'estimatedMs'
  | 'totalMs'
  | 'approved'
  | 'isPrivate'
  | 'information'
  | 'radio'
  | 'hitTime';

/** GET /api/rundowns/check. */
export function checkRundown(date: string, programId: number): Promise<RundownCheck> {
  return apiRequest('/api/rundowns/check', {
    query: { date, programId },
    schema: rundownCheckSchema,
  });
}

/** GET /api/rundowns/{id}. */
export function fetchRundown(id: number): Promise<LoadedRundown> {
  return apiRequest(`/api/rundowns/${id}`, { schema: loadedRundownSchema });
}

/** GET /api/rundowns/grid?date. */
export function fetchRundownGrid(date: string): Promise<RundownGridEntry[]> {
  return apiRequest('/api/rundowns/grid', { query: { date } });
}

/** POST /api/rundowns. */
export function createRundown(input: {
  date: string;
  programId: number;
  templateId?: number | null;
}): Promise<LoadedRundown> {
  return apiRequest('/api/rundowns', {
    method: 'POST',
    json: { ...input, templateId: input.templateId ?? undefined },
    schema: loadedRundownSchema,
  });
}

/** PATCH /api/rundowns/{id}: the rundown as changed (a date change moves it). */
export function patchRundown(
  id: number,
  field: RundownField,
  value: unknown,
): Promise<LoadedRundown> {
  return apiRequest(`/api/rundowns/${id}`, {
    method: 'PATCH',
    json: { field, value },
    schema: loadedRundownSchema,
  });
}

/** POST /api/rundowns/{id}/recreate: an empty rundown rebuilt, from a template or not. */
export function recreateRundown(id: number, templateId: number | null): Promise<LoadedRundown> {
  return apiRequest(`/api/rundowns/${id}/recreate`, {
    method: 'POST',
    json: { templateId: templateId ?? undefined },
    schema: loadedRundownSchema,
  });
}

/** PUT /api/rundowns/{id}/approve. */
export function approveRundown(id: number, approve: boolean): Promise<unknown> {
  return apiRequest(`/api/rundowns/${id}/approve`, { method: 'PUT', json: { approve } });
}

/** POST /api/rundowns/{id}/repaginate. */
export function repaginateRundown(id: number): Promise<unknown> {
  return apiRequest(`/api/rundowns/${id}/repaginate`, { method: 'POST' });
}

/** POST /api/rundowns/{id}/blocks: a new block before the Standby block. */
export function createBlock(rundownId: RundownId): Promise<Block> {
  return apiRequest(`/api/rundowns/${rundownId}/blocks`, { method: 'POST', schema: blockSchema });
}

/** PUT /api/rundowns/{id}/blocks/order. */
export function orderBlocks(rundownId: RundownId, blockIds: BlockId[]): Promise<unknown> {
  return apiRequest(`/api/rundowns/${rundownId}/blocks/order`, {
    method: 'PUT',
    json: { blockIds },
  });
}

/** PATCH /api/blocks/{id}. */
export function patchBlock(id: number, field: BlockField, value: unknown): Promise<unknown> {
  return apiRequest(`/api/blocks/${id}`, { method: 'PATCH', json: { field, value } });
}

/** DELETE /api/blocks/{id}. */
export function removeBlock(id: number): Promise<unknown> {
  return apiRequest(`/api/blocks/${id}`, { method: 'DELETE' });
}

/** PUT /api/blocks/{id}/approve. */
export function approveBlock(id: number, approve: boolean): Promise<unknown> {
  return apiRequest(`/api/blocks/${id}/approve`, { method: 'PUT', json: { approve } });
}

/** PUT /api/blocks/{id}/status: toggles the block's display status. */
export function toggleBlockStatus(id: number): Promise<unknown> {
  return apiRequest(`/api/blocks/${id}/status`, { method: 'PUT' });
}

/** PUT /api/blocks/{id}/standby. */
export function toggleBlockStandby(id: number): Promise<unknown> {
  return apiRequest(`/api/blocks/${id}/standby`, { method: 'PUT' });
}

/** POST /api/blocks/{id}/stories: a story at the end of the block. */
export function createStory(blockId: BlockId): Promise<StoryRow> {
  return apiRequest(`/api/blocks/${blockId}/stories`, { method: 'POST', schema: storyRowSchema });
}

/** POST /api/stories/{id}/after: a new story right after this one. */
export function createStoryAfter(storyId: StoryId): Promise<StoryRow> {
  return apiRequest(`/api/stories/${storyId}/after`, { method: 'POST', schema: storyRowSchema });
}

/** POST /api/blocks/{id}/stories/from_template: a story from a story template, at the block's end. */
export function createStoryFromTemplate(
  blockId: BlockId,
  storyTemplateId: number,
): Promise<StoryRow> {
  return apiRequest(`/api/blocks/${blockId}/stories/from_template`, {
    method: 'POST',
    json: { storyTemplateId },
    schema: storyRowSchema,
  });
}

/** PATCH /api/stories/{id}. */
export function patchStory(id: number, field: StoryField, value: unknown): Promise<unknown> {
  return apiRequest(`/api/stories/${id}`, { method: 'PATCH', json: { field, value } });
}

/** PUT /api/stories/{id}/status: toggles blank → play → stop → blank. */
export function toggleStoryStatus(id: number): Promise<unknown> {
  return apiRequest(`/api/stories/${id}/status`, { method: 'PUT' });
}

/** POST /api/stories/status: bulk status (skips unapproved and standby stories). */
export function setStoriesStatus(
  storyIds: StoryId[],
  status: DisplayStatus,
  cascade: boolean,
): Promise<unknown> {
  return apiRequest('/api/stories/status', {
    method: 'POST',
    json: { storyIds, status, cascade },
  });
}

/** PUT /api/stories/{id}/standby: sends the story to the Standby block. */
export function sendStoryToStandby(id: number): Promise<unknown> {
  return apiRequest(`/api/stories/${id}/standby`, { method: 'PUT' });
}

/** POST /api/stories/move. */
export function moveStoriesCall(move: MoveStories): Promise<unknown> {
  return apiRequest('/api/stories/move', { method: 'POST', json: move });
}

/** POST /api/stories/copy. */
export function copyStoriesCall(move: MoveStories): Promise<LoadedRundown> {
  return apiRequest('/api/stories/copy', { method: 'POST', json: move });
}

/** DELETE /api/stories/{id}. */
export function removeStory(id: number): Promise<unknown> {
  return apiRequest(`/api/stories/${id}`, { method: 'DELETE' });
}

/** POST /api/rundowns/{id}/credits. */
export function sendCredits(id: number): Promise<CreditsResult> {
  return apiRequest(`/api/rundowns/${id}/credits`, { method: 'POST' });
}

const logPageSchema = pagedSchema(rundownLogSchema);

/** GET /api/rundowns/{id}/logs. */
export function fetchRundownLogs(id: number, page: number): Promise<Paged<RundownLog>> {
  return apiRequest(`/api/rundowns/${id}/logs`, {
    query: { page, size: 25 },
    schema: logPageSchema,
  });
}
