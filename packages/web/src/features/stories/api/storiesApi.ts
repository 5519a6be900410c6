import { z } from 'zod';
import {
  lockViewSchema,
  programPersonSchema,
  programSchema,
  storyConfigSchema,
  storyDocumentSchema,
  type LockView,
  type Program,
  type ProgramPerson,
  type StoryConfig,
  type StoryDocument,
  type StoryUpdateInput,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import type { RevisionItem } from '../../../shared/revisions';

/** Query keys of the story editor's calls (all under `['stories', …]`). */
export const storyKeys = {
  document: (id: number) => ['stories', 'document', id] as const,
  revisions: (id: number) => ['stories', 'revisions', id] as const,
  config: ['stories', 'config'] as const,
  program: (programId: number) => ['stories', 'program', programId] as const,
  programPeople: (programId: number, role: ProgramPeopleRole) =>
    ['stories', 'program', programId, role] as const,
};

/** The load-for-edit answer: the story and the caller's lock on it. */
export interface StoryEditLoad {
  story: StoryDocument;
  lock: LockView;
}

const storyEditSchema = z.object({ story: storyDocumentSchema, lock: lockViewSchema });

/** GET /api/stories/{id}: the whole story (masked when private to the caller). */
export function fetchStory(id: number): Promise<StoryDocument> {
  return apiRequest(`/api/stories/${id}`, { schema: storyDocumentSchema });
}

/**
 * POST /api/stories/{id}/edit: the story and an edit lock on it. 412 `locked_by_other` (details
 * `{ nickname }`) when someone else edits it, unless `takeOver`.
 */
export function loadStoryForEdit(id: number, takeOver: boolean): Promise<StoryEditLoad> {
  return apiRequest(`/api/stories/${id}/edit`, {
    method: 'POST',
    json: { takeOver },
    schema: storyEditSchema,
  });
}

/** PUT /api/stories/{id}: saves the editable story over `version` (409 stale, 412 lock lost). */
export function saveStory(id: number, body: StoryUpdateInput): Promise<StoryDocument> {
  return apiRequest(`/api/stories/${id}`, {
    method: 'PUT',
    json: body,
    schema: storyDocumentSchema,
  });
}

/** GET /api/stories/{id}/revisions, newest first. */
export function fetchStoryRevisions(id: number): Promise<RevisionItem[]> {
  return apiRequest<RevisionItem[]>(`/api/stories/${id}/revisions`);
}

/** PUT /api/stories/{id}/private (owner only). */
export function setStoryPrivate(id: number, isPrivate: boolean): Promise<StoryDocument> {
  return apiRequest(`/api/stories/${id}/private`, {
    method: 'PUT',
    json: { isPrivate },
    schema: storyDocumentSchema,
  });
}

/** PUT /api/stories/{id}/allowed_users (owner only). */
export function setStoryAllowedUsers(id: number, userIds: number[]): Promise<StoryDocument> {
  return apiRequest(`/api/stories/${id}/allowed_users`, {
    method: 'PUT',
    json: { userIds },
    schema: storyDocumentSchema,
  });
}

/** GET /api/stories/config: the presenters' read rates (any session). */
export function fetchStoryConfig(): Promise<StoryConfig> {
  return apiRequest('/api/stories/config', { schema: storyConfigSchema });
}

/** GET /api/programs/{id}: the program's people and defaults. */
export function fetchProgram(programId: number): Promise<Program> {
  return apiRequest(`/api/programs/${programId}`, { schema: programSchema });
}

/** People lists of a program. */
export type ProgramPeopleRole = 'presenters' | 'imageEditors' | 'editors';

/** GET /api/programs/{id}/presenters | imageEditors | editors. */
export function fetchProgramPeople(
  programId: number,
  role: ProgramPeopleRole,
): Promise<ProgramPerson[]> {
  return apiRequest(`/api/programs/${programId}/${role}`, {
    schema: z.array(programPersonSchema),
  });
}
