import { z } from 'zod';
import {
  assignmentSchema,
  DEFAULT_PAGE_SIZE,
  type Assignment,
  type AssignmentInput,
  type AssignmentUpdate,
  type DocumentState,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import { documentCalls } from '../../../shared/documents/documentCalls';

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

const calls = documentCalls<
  'assignment',
  Assignment,
  AssignmentInput,
  AssignmentUpdate,
  AssignmentPatchField
>({ path: '/api/assignments', schema: assignmentSchema, editLoadName: 'assignment' });

/** GET /api/assignments?date: the assignments of a day. */
export function fetchDayAssignments(date: string): Promise<Assignment[]> {
  return apiRequest('/api/assignments', { query: { date }, schema: z.array(assignmentSchema) });
}

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
    schema: calls.pageSchema,
  });
}

/** GET /api/assignments/excluded: one page of the trash. */
export const fetchExcludedAssignments = calls.fetchExcluded;
/** PUT /api/assignments/{id}/restore: back from the trash. */
export const restoreAssignment = calls.restore;
/** GET /api/assignments/{id}. */
export const fetchAssignment = calls.fetch;
/**
 * POST /api/assignments/{id}/edit: the assignment and an edit lock on it; 412 `locked_by_other`
 * unless `takeOver`; 422 `assignment:finishedLocked`.
 */
export const loadAssignmentForEdit = calls.loadForEdit;
/** POST /api/assignments. */
export const createAssignment = calls.create;
/** PUT /api/assignments/{id} over `version` (409 stale_version, 412 lock_lost). */
export const updateAssignment = calls.update;
/** PATCH /api/assignments/{id}: one field, answered with the assignment as changed. */
export const patchAssignment = calls.patch;
/** DELETE /api/assignments/{id} (412 `document:inEdition` under another's lock). */
export const removeAssignment = calls.remove;
/** GET /api/assignments/{id}/revisions, newest first. */
export const fetchAssignmentRevisions = calls.fetchRevisions;

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
