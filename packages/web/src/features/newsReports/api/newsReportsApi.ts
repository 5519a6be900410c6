import { z } from 'zod';
import {
  newsReportSchema,
  type LockView,
  type NewsReport,
  type NewsReportInput,
  type NewsReportUpdate,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import type { RevisionItem } from '../../../shared/revisions';

/**
 * Calls of the news reports editor (issue 7 contract, "HTTP"). Every cache key starts with
 * `newsReports`, so a pushed news report event can reach them all.
 */

/** Query keys of the news reports area. */
export const newsReportKeys = {
  all: ['newsReports'] as const,
  document: (id: number) => ['newsReports', 'document', id] as const,
  branches: ['newsReports', 'branches'] as const,
};

const lockViewSchema: z.ZodType<LockView> = z.object({
  uuid: z.string(),
  entityType: z.string(),
  entityId: z.string(),
  userId: z.number().int(),
  nickname: z.string(),
  acquiredAt: z.string(),
  expiresAt: z.string(),
});

/** The load-for-edit answer: the news report and the caller's lock on it. */
export interface NewsReportEditLoad {
  newsReport: NewsReport;
  lock: LockView;
}

const editLoadSchema = z.object({ newsReport: newsReportSchema, lock: lockViewSchema });

/** GET /api/news_reports/{id} (without the edit lock). */
export function fetchNewsReport(id: number): Promise<NewsReport> {
  return apiRequest(`/api/news_reports/${id}`, { schema: newsReportSchema });
}

/**
 * POST /api/news_reports/{id}/edit `{ takeOver }`: the news report with our lock (412 when another
 * holds it).
 */
export function loadNewsReportForEdit(id: number, takeOver: boolean): Promise<NewsReportEditLoad> {
  return apiRequest(`/api/news_reports/${id}/edit`, {
    method: 'POST',
    json: { takeOver },
    schema: editLoadSchema,
  });
}

/** POST /api/news_reports. */
export function createNewsReport(input: NewsReportInput): Promise<NewsReport> {
  return apiRequest('/api/news_reports', { method: 'POST', json: input, schema: newsReportSchema });
}

/** PUT /api/news_reports/{id} (409 stale with the current document, 412 lock lost). */
export function updateNewsReport(id: number, input: NewsReportUpdate): Promise<NewsReport> {
  return apiRequest(`/api/news_reports/${id}`, {
    method: 'PUT',
    json: input,
    schema: newsReportSchema,
  });
}

/** PUT /api/news_reports/{id}/approve { approve } (approval role only). */
export function approveNewsReport(id: number, approve: boolean): Promise<NewsReport> {
  return apiRequest(`/api/news_reports/${id}/approve`, {
    method: 'PUT',
    json: { approve },
    schema: newsReportSchema,
  });
}

/** GET /api/news_reports/{id}/revisions: snapshots with their changes, newest first. */
export function fetchNewsReportRevisions(id: number): Promise<RevisionItem[]> {
  return apiRequest<RevisionItem[]>(`/api/news_reports/${id}/revisions`);
}

const branchRefSchema = z.object({ id: z.number().int(), name: z.string() });

/** GET /api/branches: the branches, for the branch field (document config branchEnabled). */
export function fetchBranches(): Promise<{ id: number; name: string }[]> {
  return apiRequest('/api/branches', { schema: z.array(branchRefSchema) });
}
