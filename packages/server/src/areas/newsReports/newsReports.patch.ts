import { z } from 'zod';
import {
  DomainError,
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
  require,
  wholeOf,
} from './newsReports.shared';

type PatchField = (typeof NEWS_REPORT_PATCH_FIELDS)[number];
const isPatchField = (field: string): field is PatchField =>
  (NEWS_REPORT_PATCH_FIELDS as readonly string[]).includes(field);

/** A zod issue as a `validation:*` key, as the HTTP layer maps body errors. */
function issueKey(issue: z.core.$ZodIssue): { key: string; params?: Record<string, unknown> } {
  switch (issue.code) {
    case 'invalid_type':
      return { key: issue.input === undefined || issue.input === null ? 'required' : 'invalid' };
    case 'too_small':
      return issue.origin === 'string' && Number(issue.minimum) === 1
        ? { key: 'required' }
        : {
            key: issue.origin === 'string' ? 'minChars' : 'min',
            params: { count: Number(issue.minimum) },
          };
    case 'too_big':
      return {
        key: issue.origin === 'string' ? 'maxChars' : 'max',
        params: { count: Number(issue.maximum) },
      };
    case 'custom':
      return { key: issue.message };
    default:
      return { key: 'invalid' };
  }
}

/** The new value of a patch, validated as the editor's field is. */
function parsePatchValue(patch: FieldPatch): { field: PatchField; value: unknown } {
  if (!isPatchField(patch.field)) {
    throw new DomainError('validation_failed', 'validation:failed', {
      part: 'body',
      fields: [{ field: 'field', key: 'invalid' }],
    });
  }
  const parsed = newsReportInputSchema.shape[patch.field].safeParse(patch.value);
  if (!parsed.success) {
    const fields = parsed.error.issues.map((issue) => ({ field: patch.field, ...issueKey(issue) }));
    throw new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });
  }
  return { field: patch.field, value: parsed.data };
}

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
  require(newsReportsPolicy.canWrite(actor));
  const db = platform.database.db;
  const before = await newsReportsRepository.findRecord(db, id);
  const oldValue =
    before && isPatchField(patch.field)
      ? (before as Record<PatchField, unknown>)[patch.field]
      : null;
  return applyFieldPatch(patch, oldValue, () =>
    db.transaction(async (tx) => {
      const now = platform.clock();
      await newsReportsRepository.lockRow(tx, id);
      const record = await loadVisible(tx, actor, id);
      assertContentVisible(actor, record);
      assertNotExcluded(record);
      const { field, value } = parsePatchValue(patch);
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
