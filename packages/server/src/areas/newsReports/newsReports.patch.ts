import {
  NEWS_REPORT_PATCH_FIELDS,
  newsReportInputSchema,
  timeSections,
  totalDurationMs,
  type FieldPatch,
  type NewsReport,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { applyFieldPatch } from '../../platform/documents/fieldPatch';
import { patchFields } from '../../platform/documents/patchFields';
import { emit } from '../../platform/realtime/outbox';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor, sectionsOf } from './newsReports.presenter';
import { newsReportsRepository, type NewsReportValues } from './newsReports.repository';
import {
  NEWS_REPORT_ENTITY,
  NEWS_REPORT_TOPIC,
  assertContentVisible,
  assertNotEditedByOther,
  assertNotExcluded,
  assertValid,
  audienceOf,
  loadVisible,
  readRateOf,
  recordNewsReportRevision,
  wholeOf,
} from './newsReports.shared';
import { allow } from '../../platform/http/refusals';

/** A reportage's fields a list may patch, validated as the editor validates them. */
const PATCH_FIELDS = patchFields(NEWS_REPORT_PATCH_FIELDS, newsReportInputSchema.shape);

/**
 * PATCH /news_reports/{id} { field, value }: one field from a list, applied at once by the client
 * and rolled back on failure — every refusal carries `field`, `newValue`, `oldValue`. Refused
 * while another user edits the reportage (412 `document:lockedTo`), in the trash or private to
 * others. A new reporter re-times the sections with their read rate.
 */
export async function patchNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
  patch: FieldPatch,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canWrite(actor));
  const db = platform.database.db;
  const before = await newsReportsRepository.findRecord(db, id);
  return applyFieldPatch(patch, PATCH_FIELDS.oldValueOf(before, patch.field), () =>
    db.transaction(async (tx) => {
      const now = platform.clock();
      await newsReportsRepository.lockRow(tx, id);
      const record = await loadVisible(tx, actor, id);
      assertContentVisible(actor, record);
      assertNotExcluded(record);
      const { field, value } = PATCH_FIELDS.parse(patch);
      await assertNotEditedByOther(tx, actor, id, now);
      const values: NewsReportValues = { [field]: value, changedById: actor.userId };
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
      await newsReportsRepository.update(tx, id, values, now);
      const after = await wholeOf(tx, id);
      await recordNewsReportRevision(tx, actor, after, now);
      await emit(tx, actor.sessionId, {
        topic: NEWS_REPORT_TOPIC,
        action: 'PATCH',
        entity: NEWS_REPORT_ENTITY,
        id,
        data: { id, field, value, newsReport: after },
        version: after.version,
        audience: await audienceOf(tx, after.programsIds),
      });
      return presentFor(after, actor);
    }),
  );
}
