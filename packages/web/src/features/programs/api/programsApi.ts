import {
  DEFAULT_PAGE_SIZE,
  pagedSchema,
  programSchema,
  programSummarySchema,
  type Paged,
  type Program,
  type ProgramInput,
  type ProgramSummary,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** Query of the admin program list. */
export interface ProgramListQuery {
  filter: string;
  /** Page from 0. */
  page: number;
}

/** Prefix of the cache keys of every page of the admin program list. */
export const PROGRAMS_PAGE_KEY = ['programs', 'page'] as const;
/** Cache key of one page of the admin program list. */
export function programsPageKey(query: ProgramListQuery) {
  return [...PROGRAMS_PAGE_KEY, query] as const;
}
/** Cache key of the programs the user may work on. */
export const ACCESSIBLE_PROGRAMS_KEY = ['programs', 'accessible'] as const;

const programPageSchema = pagedSchema(programSchema);

/** GET /api/programs/filter: programs in full (ROLE_ADMIN_READ or ROLE_PROGRAM_WRITE). */
export function fetchProgramsPage(query: ProgramListQuery): Promise<Paged<Program>> {
  return apiRequest('/api/programs/filter', {
    query: { filter: query.filter || undefined, page: query.page, size: DEFAULT_PAGE_SIZE },
    schema: programPageSchema,
  });
}

/** GET /api/programs/accessible: enabled programs open to the user. */
export function fetchAccessiblePrograms(): Promise<ProgramSummary[]> {
  return apiRequest('/api/programs/accessible', { schema: programSummarySchema.array() });
}

/** POST /api/programs. */
export function createProgram(input: ProgramInput): Promise<Program> {
  return apiRequest('/api/programs', { method: 'POST', json: input, schema: programSchema });
}

/** PUT /api/programs/{id} with the version loaded. */
export function updateProgram(
  id: number,
  input: ProgramInput & { version: number },
): Promise<Program> {
  return apiRequest(`/api/programs/${id}`, { method: 'PUT', json: input, schema: programSchema });
}

/** DELETE /api/programs/{id}. */
export function deleteProgram(id: number): Promise<void> {
  return apiRequest(`/api/programs/${id}`, { method: 'DELETE' });
}
