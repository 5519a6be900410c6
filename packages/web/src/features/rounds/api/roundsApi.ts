import {
  assignmentSchema,
  proposalSchema,
  roundCallSchema,
  roundSheetSchema,
  type Assignment,
  type CallState,
  type Proposal,
  type RoundCall,
  type RoundSheet,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';

/** The day sheet's calls (docs/API.md "Rounds"): read with ROLE_ROUND_READ, saved with ROLE_ROUND_WRITE. */

/** Cache keys of the day sheets. */
export const sheetKeys = {
  all: ['rounds', 'sheet'] as const,
  day: (date: string) => ['rounds', 'sheet', date] as const,
};

/** GET /api/rounds/sheet: a day's rounds with their calls. */
export function fetchSheet(date: string): Promise<RoundSheet> {
  return apiRequest('/api/rounds/sheet', { query: { date }, schema: roundSheetSchema });
}

/** PUT /api/rounds/{roundId}/calls/{date} over the version loaded (0: first save). */
export function saveCall(
  call: Pick<RoundCall, 'roundId' | 'date' | 'version'>,
  changes: { state: CallState; note: string },
): Promise<RoundCall> {
  return apiRequest(`/api/rounds/${call.roundId}/calls/${call.date}`, {
    method: 'PUT',
    json: { ...changes, version: call.version },
    schema: roundCallSchema,
  });
}

/** POST /api/assignments/round/{roundId}: a guideline from the day's call. */
export function createGuidelineFromCall(
  call: Pick<RoundCall, 'roundId' | 'date'>,
): Promise<Assignment> {
  return apiRequest(`/api/assignments/round/${call.roundId}`, {
    method: 'POST',
    json: { date: call.date },
    schema: assignmentSchema,
  });
}

/** POST /api/assignment_proposals/round/{roundId}: a proposal from the day's call. */
export function createProposalFromCall(
  call: Pick<RoundCall, 'roundId' | 'date'>,
): Promise<Proposal> {
  return apiRequest(`/api/assignment_proposals/round/${call.roundId}`, {
    method: 'POST',
    json: { date: call.date },
    schema: proposalSchema,
  });
}
