import {
  DomainError,
  newsReportCgErrors,
  ruleViolation,
  timeSections,
  totalDurationMs,
  type FieldError,
  type NewsReport,
  type NewsReportInput,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { audienceOf } from '../assignments/assignments.shared';
import { assignmentsRepository, type ReferenceKind } from '../assignments/assignments.repository';
import { assertNewsReportCgs } from '../cg/cg.service';
import { loadAreaConfig } from '../companyData/areaConfigs.service';
import { newsReportsPolicy } from './newsReports.policy';
import { presentRecord } from './newsReports.presenter';
import {
  newsReportsRepository,
  type NewsReportRecord,
  type NewsReportValues,
} from './newsReports.repository';
import { allow, notFound } from '../../platform/http/refusals';

/**
 * Helpers every news report use case shares (document, lists, patch, lifecycle, association,
 * sharing): access checks, the read rate, the values of an input, creating a row, revisions
 * and events.
 */

/** Lock and revision entity type of news reports (the area's name). */
export const NEWS_REPORT_ENTITY = 'news_report';
/** Realtime topic of news reports. */
export const NEWS_REPORT_TOPIC = 'news_reports';

/** 404 for a news report (or assignment) the actor may not know of. */
export { audienceOf };

/** Loads a news report the actor may know of (program access; 404 otherwise). */
export async function loadVisible(
  db: Executor,
  actor: Actor,
  id: number,
): Promise<NewsReportRecord> {
  const record = await newsReportsRepository.findRecord(db, id);
  if (!record) throw notFound();
  const groupsOf = await assignmentsRepository.programGroups(db, record.programsIds);
  if (!newsReportsPolicy.canSeePrograms(actor, record.programsIds, groupsOf)) throw notFound();
  return record;
}

/** The whole (unmasked) news report, read again. */
export async function wholeOf(db: Executor, id: number): Promise<NewsReport> {
  const record = await newsReportsRepository.findRecord(db, id);
  if (!record) throw notFound();
  return presentRecord(record);
}

/** Refuses changes to a news report in the trash. */
export function assertNotExcluded(record: NewsReportRecord): void {
  if (record.excluded) throw ruleViolation('document:alreadyExcluded');
}

/** Refuses changes to a private news report of others (403). */
export function assertContentVisible(actor: Actor, record: NewsReportRecord): void {
  allow(newsReportsPolicy.canSeeContent(actor, record));
}

/** The reporter's read rate (seconds per character): their own, else the configuration's default. */
export async function readRateOf(db: Executor, reporterId: number | null): Promise<number> {
  const config = await loadAreaConfig(db, 'news_report');
  return (
    (reporterId !== null ? config.readRates[String(reporterId)] : undefined) ??
    config.defaultReadRate
  );
}

/** What `assertValid` checks (a patch passes only the reference it changes). */
type ReferencesOf = Pick<
  NewsReportInput,
  'editorId' | 'branchId' | 'classificationId' | 'programsIds'
> &
  Partial<Pick<NewsReportInput, 'editorialsIds' | 'vehiclesIds' | 'cgs'>> & {
    reporterId: number | null;
  };

const validationFailed = (fields: FieldError[]) =>
  new DomainError('validation_failed', 'validation:failed', { part: 'body', fields });

/**
 * 400 validation_failed naming fields whose referenced records do not exist (or programs the
 * actor may not use), and CG values over their template field's size.
 */
export async function assertValid(
  db: Executor,
  actor: Actor,
  input: ReferencesOf,
  keptProgramIds: readonly number[] = [],
): Promise<void> {
  const one = (id: number | null) => (id === null ? [] : [id]);
  const checks: [string, ReferenceKind, number[]][] = [
    ['reporterId', 'user', one(input.reporterId)],
    ['editorId', 'user', one(input.editorId)],
    ['branchId', 'branch', one(input.branchId)],
    ['classificationId', 'classification', one(input.classificationId)],
    ['programsIds', 'program', input.programsIds],
    ['editorialsIds', 'editorial', input.editorialsIds ?? []],
    ['vehiclesIds', 'vehicle', input.vehiclesIds ?? []],
  ];
  const fields: FieldError[] = [];
  for (const [field, kind, ids] of checks) {
    if ((await assignmentsRepository.missing(db, kind, ids)).length > 0)
      fields.push({ field, key: 'invalid' });
  }
  if (!fields.some((f) => f.field === 'programsIds') && input.programsIds.length > 0) {
    const groupsOf = await assignmentsRepository.programGroups(db, input.programsIds);
    // A program the news report already had stays even when the actor reaches it through another
    // one.
    const outside = input.programsIds.filter(
      (id) =>
        !keptProgramIds.includes(id) && !newsReportsPolicy.canSeePrograms(actor, [id], groupsOf),
    );
    if (outside.length > 0) fields.push({ field: 'programsIds', key: 'invalid' });
  }
  fields.push(...newsReportCgErrors((input.cgs ?? []).map((cg, index) => ({ ...cg, index }))));
  if (fields.length > 0) throw validationFailed(fields);
  // 422 device:templateNotOfProgramDevice / device:fieldTooLong against the programs' CG devices.
  if (input.cgs) await assertNewsReportCgs(db, input.programsIds, input.cgs);
}

/**
 * The columns of an input: slug already upper case by the schema; sections indexed and timed
 * with the reporter's read rate (manual ones kept, art and soundup 0), CGs indexed, total stored.
 */
export async function valuesOf(db: Executor, input: NewsReportInput): Promise<NewsReportValues> {
  const sections = timeSections(input.sections, await readRateOf(db, input.reporterId));
  return {
    slug: input.slug,
    date: input.date,
    state: input.state,
    branchId: input.branchId,
    reporterId: input.reporterId,
    editorId: input.editorId,
    programsIds: input.programsIds,
    editorialsIds: input.editorialsIds,
    vehiclesIds: input.vehiclesIds,
    classificationId: input.classificationId,
    cameraman: input.cameraman,
    lead: input.lead,
    text: input.text,
    teaser: input.teaser,
    headingSuggestion: input.headingSuggestion,
    noteSuggestion: input.noteSuggestion,
    information: input.information,
    tv: input.tv,
    radio: input.radio,
    sections,
    cgs: input.cgs.map((cg, index) => ({ ...cg, index })),
    totalMs: totalDurationMs(sections),
  };
}
