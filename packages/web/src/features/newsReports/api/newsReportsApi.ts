import {
  newsReportSchema,
  type NEWS_REPORT_PATCH_FIELDS,
  type NewsReport,
  type NewsReportInput,
  type NewsReportUpdate,
} from '@newsroom/domain';
import { apiRequest } from '../../../shared/api';
import { documentCalls } from '../../../shared/documents/documentCalls';

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

/** A field the list may change on its own (domain NEWS_REPORT_PATCH_FIELDS). */
export type NewsReportPatchField = (typeof NEWS_REPORT_PATCH_FIELDS)[number];

/** The calls news reports share with the other document kinds. */
export const newsReportCalls = documentCalls<
  'newsReport',
  NewsReport,
  NewsReportInput,
  NewsReportUpdate,
  NewsReportPatchField
>({ path: '/api/news_reports', schema: newsReportSchema, editLoadName: 'newsReport' });

/** GET /api/news_reports/{id} (without the edit lock). */
export const fetchNewsReport = newsReportCalls.fetch;
/**
 * POST /api/news_reports/{id}/edit `{ takeOver }`: the news report with our lock (412 when another
 * holds it).
 */
export const loadNewsReportForEdit = newsReportCalls.loadForEdit;
/** POST /api/news_reports. */
export const createNewsReport = newsReportCalls.create;
/** PUT /api/news_reports/{id} (409 stale with the current document, 412 lock lost). */
export const updateNewsReport = newsReportCalls.update;
/** PATCH /api/news_reports/{id}: one field, answered with the news report as changed. */
export const patchNewsReport = newsReportCalls.patch;
/** DELETE /api/news_reports/{id} (412 `document:inEdition` under another's lock). */
export const removeNewsReport = newsReportCalls.remove;
/** GET /api/news_reports/{id}/revisions: snapshots with their changes, newest first. */
export const fetchNewsReportRevisions = newsReportCalls.fetchRevisions;

/** PUT /api/news_reports/{id}/approve { approve } (approval role only). */
export function approveNewsReport(id: number, approve: boolean): Promise<NewsReport> {
  return apiRequest(`/api/news_reports/${id}/approve`, {
    method: 'PUT',
    json: { approve },
    schema: newsReportSchema,
  });
}
