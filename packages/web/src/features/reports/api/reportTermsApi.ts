import { z } from 'zod';
import { reportTermSchema, type ReportTerm, type ReportTermInput } from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import { adminRecordApi } from '../../../shared/admin';

/**
 * Report categories and events (docs/API.md "Reports"): the whole list for the editor's choices
 * and the names shown, and the administration calls of each list.
 */

/** The two lists, by their API name. */
export type ReportTermList = 'report_categories' | 'report_events';

/** The entity each list's events name. */
export const TERM_ENTITIES = {
  report_categories: 'report_category',
  report_events: 'report_event',
} as const satisfies Record<ReportTermList, string>;

/** Cache key of a whole list (under `reports`, so report events reach it). */
export const termsKey = (list: ReportTermList) => ['reports', 'terms', list] as const;

/** GET /api/report_categories or /api/report_events: every one, by name. */
export function fetchTerms(list: ReportTermList): Promise<ReportTerm[]> {
  return apiRequest(`/api/${list}`, { schema: z.array(reportTermSchema) });
}

/** The administration calls of a list: a filtered page, create, rename, delete. */
export const termAdminApi = (list: ReportTermList) =>
  adminRecordApi<ReportTerm, ReportTermInput>({
    resource: list,
    listPath: `/api/${list}/filter`,
    schema: reportTermSchema,
  });
