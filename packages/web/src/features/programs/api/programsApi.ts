import {
  programSchema,
  programSummarySchema,
  type Program,
  type ProgramInput,
  type ProgramSummary,
} from '@newsroom/domain';
import { adminRecordApi } from '../../../shared/admin';
import { apiRequest } from '../../../shared/api';

/**
 * GET /api/programs/filter: programs in full (ROLE_ADMIN_READ or ROLE_PROGRAM_WRITE);
 * POST /api/programs, PUT and DELETE /api/programs/{id}.
 */
export const PROGRAMS_API = adminRecordApi<Program, ProgramInput>({
  resource: 'programs',
  listPath: '/api/programs/filter',
  schema: programSchema,
});

/** Cache key of the programs the user may work on. */
export const ACCESSIBLE_PROGRAMS_KEY = ['programs', 'accessible'] as const;

/** GET /api/programs/accessible: enabled programs open to the user. */
export function fetchAccessiblePrograms(): Promise<ProgramSummary[]> {
  return apiRequest('/api/programs/accessible', { schema: programSummarySchema.array() });
}
