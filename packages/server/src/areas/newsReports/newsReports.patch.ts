import {
  NEWS_REPORT_PATCH_FIELDS,
  newsReportInputSchema,
  timeSections,
  totalDurationMs,
} from '@newsroom/domain';
import type { DocumentPatch } from '../../platform/documents/kind';
import { patchFields } from '../../platform/documents/patchFields';
import { sectionsOf } from './newsReports.presenter';
import { newsReportsRepository, type NewsReportRecord } from './newsReports.repository';
import { assertValid, readRateOf } from './newsReports.shared';

/** A news report's fields a list may patch, validated as the editor validates them. */
const PATCH_FIELDS = patchFields(NEWS_REPORT_PATCH_FIELDS, newsReportInputSchema.shape);

/**
 * A news report's single-field patches (the kernel runs PATCH /news_reports/{id}): a reporter or
 * editor must exist, and a new reporter re-times the sections with their read rate.
 */
export const newsReportPatch: DocumentPatch<NewsReportRecord> = {
  oldValueOf: (record, field) => PATCH_FIELDS.oldValueOf(record, field),
  async change(tx, actor, record, patch) {
    const { field, value } = PATCH_FIELDS.parse(patch);
    const values: Record<string, unknown> = { [field]: value };
    if (field === 'reporterId' || field === 'editorId') {
      await assertValid(tx, actor, {
        reporterId: field === 'reporterId' ? (value as number) : null,
        editorId: field === 'editorId' ? (value as number | null) : null,
        branchId: null,
        classificationId: null,
        programsIds: [],
      });
    }
    if (field === 'reporterId') {
      const sections = timeSections(
        sectionsOf(record.sections),
        await readRateOf(tx, value as number),
      );
      Object.assign(values, { sections, totalMs: totalDurationMs(sections) });
    }
    return { values, value };
  },
  write: (tx, actor, id, values, now) =>
    newsReportsRepository.update(tx, id, { ...values, changedById: actor.userId }, now),
};
