import { z } from 'zod';
import {
  assignmentSchema,
  DEFAULT_PAGE_SIZE,
  newsReportSchema,
  pagedSchema,
  type Assignment,
  type NewsReport,
  type Paged,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import { newsReportCalls } from '../api/newsReportsApi';

/**
 * Calls of the news report lists, viewer and history drawer (issue 7 contract, "HTTP"). Every
 * cache key starts with `newsReports`, so a pushed news report event can reach them all.
 */

/** What the list asks GET /api/news_reports/filter for (page from 0). */
export interface NewsReportFilter {
  from?: string;
  to?: string;
  allPrograms: boolean;
  text?: string;
  page: number;
}

/** What the association modal asks GET /api/assignments/filter for (page from 0). */
export interface AssociationSearch {
  from?: string;
  to?: string;
  page: number;
}

/** Query keys of the news report lists, viewer and history. */
export const newsReportListKeys = {
  all: ['newsReports'] as const,
  pages: ['newsReports', 'filter'] as const,
  page: (filter: NewsReportFilter) => ['newsReports', 'filter', filter] as const,
  document: (id: number) => ['newsReports', 'document', id] as const,
  history: (id: number) => ['newsReports', 'history', id] as const,
  association: (id: number) => ['newsReports', 'association', id] as const,
  associationSearch: (search: AssociationSearch) =>
    ['newsReports', 'associationSearch', search] as const,
};

/** One entry of the change history, newest first. */
export interface NewsReportHistoryEntry {
  revisionNumber: number;
  revisionDate: string;
  revisorNickname: string;
  revisorIP: string;
  changes: { field: string; before?: unknown; after?: unknown }[];
}

const historySchema = z.array(
  z.object({
    revisionNumber: z.number().int(),
    revisionDate: z.string(),
    revisorNickname: z.string(),
    revisorIP: z.string(),
    changes: z.array(
      z
        .object({
          field: z.string(),
          before: z.unknown().optional(),
          after: z.unknown().optional(),
        })
        .loose(),
    ),
  }),
);

/** The assignment a news report is associated with; `excluded` when it is in the trash. */
export interface NewsReportAssociation {
  assignment: Assignment | null;
  excluded: boolean;
}

const associationSchema = z.object({
  assignment: assignmentSchema.nullable(),
  excluded: z.boolean(),
});

/** GET /api/news_reports/filter: one page, newest date first. */
export function filterNewsReports(filter: NewsReportFilter): Promise<Paged<NewsReport>> {
  return apiRequest('/api/news_reports/filter', {
    query: {
      from: filter.from || undefined,
      to: filter.to || undefined,
      allPrograms: filter.allPrograms,
      text: filter.text?.trim() || undefined,
      page: filter.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: newsReportCalls.pageSchema,
  });
}

/** POST /api/news_reports/{id}/copy: not approved, owned by the caller, not associated. */
export function copyNewsReport(id: number): Promise<NewsReport> {
  return apiRequest(`/api/news_reports/${id}/copy`, {
    method: 'POST',
    json: {},
    schema: newsReportSchema,
  });
}

/** GET /api/news_reports/{id}/history: the change history, newest first. */
export function fetchNewsReportHistory(id: number): Promise<NewsReportHistoryEntry[]> {
  return apiRequest(`/api/news_reports/${id}/history`, { schema: historySchema });
}

/** GET /api/news_reports/{id}/assignment: the associated assignment, if any. */
export function fetchAssociation(id: number): Promise<NewsReportAssociation> {
  return apiRequest(`/api/news_reports/${id}/assignment`, { schema: associationSchema });
}

/** PUT /api/news_reports/{id}/assignment: associate (or reassociate) an assignment. */
export function associateAssignment(id: number, assignmentId: number): Promise<unknown> {
  return apiRequest<unknown>(`/api/news_reports/${id}/assignment`, {
    method: 'PUT',
    json: { assignmentId },
  });
}

/**
 * DELETE /api/news_reports/{id}/assignment: removes the association; without `keepGuideline`
 * the assignment also goes to the trash (412 `document:inEdition` while someone edits it).
 */
export function removeAssociation(id: number, keepAssignment: boolean): Promise<unknown> {
  return apiRequest<unknown>(`/api/news_reports/${id}/assignment`, {
    method: 'DELETE',
    query: { keepGuideline: keepAssignment },
  });
}

const assignmentPageSchema = pagedSchema(assignmentSchema);

/** GET /api/assignments/filter: one page of assignments to associate, newest date first. */
export function searchAssignmentsToAssociate(
  search: AssociationSearch,
): Promise<Paged<Assignment>> {
  return apiRequest('/api/assignments/filter', {
    query: {
      from: search.from || undefined,
      to: search.to || undefined,
      page: search.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: assignmentPageSchema,
  });
}
