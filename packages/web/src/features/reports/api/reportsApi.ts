import {
  DEFAULT_PAGE_SIZE,
  reportSchema,
  type Paged,
  type Report,
  type ReportFilterQuery,
  type ReportInput,
  type ReportUpdate,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import { documentCalls } from '../../../shared/documents/documentCalls';

/**
 * Calls of reports (docs/API.md "Reports"). Every cache key starts with `reports`, so a pushed
 * report event can reach them all.
 */

/** What the list asks GET /api/reports/filter for (page from 0). */
export type ReportFilter = Pick<
  ReportFilterQuery,
  'from' | 'to' | 'categoryId' | 'eventId' | 'page'
> & { text: string };

/** Query keys of reports. */
export const reportKeys = {
  all: ['reports'] as const,
  pages: ['reports', 'filter'] as const,
  page: (filter: ReportFilter) => ['reports', 'filter', filter] as const,
  document: (id: number) => ['reports', 'document', id] as const,
};

/** The calls reports share with the other document kinds (the kernel's). */
export const reportCalls = documentCalls<'report', Report, ReportInput, ReportUpdate, never>({
  path: '/api/reports',
  schema: reportSchema,
  editLoadName: 'report',
});

/** GET /api/reports/filter: one page, newest day first. */
export function filterReports(filter: ReportFilter): Promise<Paged<Report>> {
  return apiRequest('/api/reports/filter', {
    query: {
      from: filter.from,
      to: filter.to,
      text: filter.text.trim() || undefined,
      categoryId: filter.categoryId,
      eventId: filter.eventId,
      page: filter.page,
      size: DEFAULT_PAGE_SIZE,
    },
    schema: reportCalls.pageSchema,
  });
}

/** POST /api/reports/{id}/copy: the same report, the caller its owner, not approved. */
export function copyReport(id: number): Promise<Report> {
  return apiRequest(`/api/reports/${id}/copy`, { method: 'POST', json: {}, schema: reportSchema });
}

/** PUT /api/reports/{id}/approve { approve } (ROLE_REPORT_ADMIN). */
export function approveReport(id: number, approve: boolean): Promise<Report> {
  return apiRequest(`/api/reports/${id}/approve`, {
    method: 'PUT',
    json: { approve },
    schema: reportSchema,
  });
}

/** PUT /api/reports/{id}/private (owner only). */
export function setReportPrivate(id: number, isPrivate: boolean): Promise<Report> {
  return apiRequest(`/api/reports/${id}/private`, {
    method: 'PUT',
    json: { isPrivate },
    schema: reportSchema,
  });
}

/** PUT /api/reports/{id}/allowed_users (owner only). */
export function setReportAllowedUsers(id: number, userIds: number[]): Promise<Report> {
  return apiRequest(`/api/reports/${id}/allowed_users`, {
    method: 'PUT',
    json: { userIds },
    schema: reportSchema,
  });
}
