import { z } from 'zod';
import {
  assignmentSchema,
  DEFAULT_PAGE_SIZE,
  pagedSchema,
  type Assignment,
  type AssignmentInput,
  type AssignmentUpdate,
  type DocumentState,
  type LockView,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/**
 * Calls of the assignments area (issue 6 contract, "Assignments"). Every cache key starts with
 * `assignments`, so a pushed assignment event can reach them all.
 */

/** Query keys of the assignments area. */
export const assignmentKeys = {
  all: ['assignments'] as const,
  days: ['assignments', 'day'] as const,
  day: (date: string) => ['assignments', 'day', date] as const,
  document: (id: number) => ['assignments', 'document', id] as const,
  revisions: (id: number) => ['assignments', 'revisions', id] as const,
  branches: ['assignments', 'branches'] as const,
  searches: ['assignments', 'search'] as const,
  search: (query: AssignmentSearch) => ['assignments', 'search', query] as const,
  trash: ['assignments', 'excluded'] as const,
  trashPage: (page: number) => ['assignments', 'excluded', page] as const,
};

/** What the search tab asks GET /api/assignments/filter for (page from 0). */
export interface AssignmentSearch {
  from?: string;
  to?: string;
  text?: string;
  state?: DocumentState;
  programId?: number;
  page: number;
}

/** The fields a single-field PATCH may change (domain ASSIGNMENT_PATCH_FIELDS). */
export type AssignmentPatchField =
  | 'slug'
  | 'date'
  | 'state'
  | 'teamId'
  | 'classificationId'
  | 'typeId'
  | 'cameraman'
  | 'information';

const lockViewSchema: z.ZodType<LockView> = z.object({
  uuid: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});

/** The load-for-edit answer: the assignment and the caller's lock on it. */
export interface AssignmentEditLoad {
  assignment: Assignment;
  lock: LockView;
}

const editLoadSchema = z.object({ assignment: assignmentSchema, lock: lockViewSchema });

/** One revision of an assignment, newest first (the shared versions dialog's item). */
export interface AssignmentRevision {
  id: number;
  revisionNumber: number;
  revisionDate: string;
  revisorNickname: string;
  revisorIP: string;
  slug: string | null;
  snapshot: unknown;
  changes: { field: string; before: unknown; after: unknown }[];
}

/** GET /api/assignments?date: the assignments of a day. */
export function fetchDayAssignments(date: string): Promise<Assignment[]> {
  return apiRequest('/api/assignments', { query: { date }, schema: z.array(assignmentSchema) });
}

const assignmentPageSchema = pagedSchema(assignmentSchema);

/**
 * GET /api/assignments/filter: one page of the assignments matching the search, date descending.
 */
export function searchAssignments(search: AssignmentSearch): Promise<Paged<Assignment>> {
  return apiRequest('/api/assignments/filter', {
    query: {
      from: search.from || undefined,
      to: search.to || undefined,
      text: search.text?.trim() || undefined,
      state: search.state,
      programId: search.programId,
      page: search.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: assignmentPageSchema,
  });
}

/** GET /api/assignments/excluded: one page of the trash. */
export function fetchExcludedAssignments(page: number): Promise<Paged<Assignment>> {
  return apiRequest('/api/assignments/excluded', {
    query: { page, size: DEFAULT_PAGE_SIZE },
    schema: assignmentPageSchema,
  });
}

/** PUT /api/assignments/{id}/restore: back from the trash. */
export function restoreAssignment(id: number): Promise<Assignment> {
  return apiRequest(`/api/assignments/${id}/restore`, { method: 'PUT', schema: assignmentSchema });
}

/** GET /api/assignments/{id}. */
export function fetchAssignment(id: number): Promise<Assignment> {
  return apiRequest(`/api/assignments/${id}`, { schema: assignmentSchema });
}

/**
 * POST /api/assignments/{id}/edit: the assignment and an edit lock on it; 412 `locked_by_other`
 * (`document:lockedTo` {nickname}) unless `takeOver`; 422 `assignment:finishedLocked`.
 */
export function loadAssignmentForEdit(id: number, takeOver: boolean): Promise<AssignmentEditLoad> {
  return apiRequest(`/api/assignments/${id}/edit`, {
    method: 'POST',
    json: { takeOver },
    schema: editLoadSchema,
  });
}

/** POST /api/assignments. */
export function createAssignment(input: AssignmentInput): Promise<Assignment> {
  return apiRequest('/api/assignments', { method: 'POST', json: input, schema: assignmentSchema });
}

/** PUT /api/assignments/{id} over `version` (409 stale_version, 412 lock_lost). */
export function updateAssignment(id: number, body: AssignmentUpdate): Promise<Assignment> {
  return apiRequest(`/api/assignments/${id}`, {
    method: 'PUT',
    json: body,
    schema: assignmentSchema,
  });
}

/** PATCH /api/assignments/{id}: one field, answered with the assignment as changed. */
export function patchAssignment(
  id: number,
  field: AssignmentPatchField,
  value: unknown,
): Promise<Assignment> {
  return apiRequest(`/api/assignments/${id}`, {
    method: 'PATCH',
    json: { field, value },
    schema: assignmentSchema,
  });
}

/** DELETE /api/assignments/{id} (412 `document:inEdition` under another's lock). */
export function removeAssignment(id: number): Promise<void> {
  return apiRequest<void>(`/api/assignments/${id}`, { method: 'DELETE' });
}

/** POST /api/assignments/{id}/copy. */
export function copyAssignment(id: number, date?: string): Promise<Assignment> {
  return apiRequest(`/api/assignments/${id}/copy`, {
    method: 'POST',
    json: { date },
    schema: assignmentSchema,
  });
}

/** POST /api/assignments/proposal/{proposalId}: an assignment made from a proposal. */
export function createAssignmentFromProposal(
  proposalId: number,
  date?: string,
): Promise<Assignment> {
  return apiRequest(`/api/assignments/proposal/${proposalId}`, {
    method: 'POST',
    json: { date },
    schema: assignmentSchema,
  });
}

/** GET /api/assignments/{id}/revisions, newest first. */
export function fetchAssignmentRevisions(id: number): Promise<AssignmentRevision[]> {
  return apiRequest<AssignmentRevision[]>(`/api/assignments/${id}/revisions`);
}

const productionRefSchema = z.object({ id: z.number().int() });

/**
 * GET /api/productions/assignment/{id}: the assignment's production; 404 when none, 422
 * `production:beingEdited` while another user edits it.
 */
export function fetchProductionOfAssignment(assignmentId: number): Promise<{ id: number }> {
  return apiRequest(`/api/productions/assignment/${assignmentId}`, { schema: productionRefSchema });
}

/** POST /api/productions/assignment/{id}: the production made from the assignment. */
export function createProductionFromAssignment(assignmentId: number): Promise<{ id: number }> {
  return apiRequest(`/api/productions/assignment/${assignmentId}`, {
    method: 'POST',
    json: {},
    schema: productionRefSchema,
  });
}

const branchRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/branches: the branches, for the branch field (document config branchEnabled). */
export function fetchBranches(): Promise<{ id: number; name: string }[]> {
  return apiRequest('/api/branches', { schema: z.array(branchRefSchema) });
}
