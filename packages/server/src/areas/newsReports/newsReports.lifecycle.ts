import {
  NEWS_REPORT_LIMITS,
  newsReportInputSchema,
  ruleViolation,
  type NewsReport,
  type NewsReportInput,
} from '@newsroom/domain';
import type { Executor } from '../../platform/db/client';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { assertNotEditedByOther } from '../../platform/documents/kernel';
import {
  assertContentVisible as assertAssignmentContentVisible,
  loadVisible as loadVisibleAssignment,
} from '../assignments/assignments.shared';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor } from './newsReports.presenter';
import { newsReportsRepository } from './newsReports.repository';
import { changeNewsReport, insertNewsReport, newsReportKind } from './newsReports.kind';
import {
  assertContentVisible,
  assertNotExcluded,
  assertValid,
  loadVisible,
  valuesOf,
  wholeOf,
} from './newsReports.shared';
import { allow, notFound } from '../../platform/http/refusals';

/** Where news reports come from: copies and assignments turned news reports; and approval. */

/**
 * POST /news_reports/{id}/copy: a new news report of the caller with the same content (on another
 * date if asked) — not approved, not private, not associated with an assignment.
 */
export async function copyNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
  date: string | undefined,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const source = await loadVisible(tx, actor, id);
    assertContentVisible(actor, source);
    const whole = await wholeOf(tx, id);
    const input = newsReportInputSchema.parse({
      ...whole,
      reporterId: whole.reporterId ?? actor.userId,
      date: date ?? whole.date,
    });
    return insertNewsReport(
      tx,
      actor,
      { ...(await valuesOf(tx, input)), slug: input.slug, date: input.date },
      platform.clock(),
    );
  });
}

/**
 * A new news report of the caller from another area's content (a remote branch's reportage): not
 * approved, not private, no guideline; `alongside` is more work of the same transaction.
 */
export async function createNewsReportFrom(
  platform: Platform,
  actor: Actor,
  content: NewsReportInput,
  alongside: (tx: Executor, newsReport: NewsReport) => Promise<void>,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const input = newsReportInputSchema.parse(content);
    const newsReport = await insertNewsReport(
      tx,
      actor,
      { ...(await valuesOf(tx, input)), slug: input.slug, date: input.date },
      platform.clock(),
    );
    await alongside(tx, newsReport);
    return newsReport;
  });
}

/**
 * POST /news_reports/assignment/{assignmentId}: a news report from an assignment the caller may
 * read (slug, date, programs, editorials, vehicles, classification, cameraman, information;
 * reporter = the assignment's first reporter, else the caller), associated with it.
 */
export async function createFromAssignment(
  platform: Platform,
  actor: Actor,
  assignmentId: number,
  date: string | undefined,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canUseAssignments(actor));
  return platform.database.db.transaction(async (tx) => {
    const assignment = await loadVisibleAssignment(tx, actor, assignmentId);
    if (assignment.excluded) throw notFound();
    assertAssignmentContentVisible(actor, assignment);
    const input = newsReportInputSchema.parse({
      slug: assignment.slug,
      date: date ?? assignment.date,
      reporterId: assignment.reportersIds[0] ?? actor.userId,
      programsIds: assignment.programsIds,
      editorialsIds: assignment.editorialsIds,
      vehiclesIds: assignment.vehiclesIds,
      classificationId: assignment.classificationId,
      cameraman: assignment.cameraman.slice(0, NEWS_REPORT_LIMITS.cameraman),
      information: assignment.information,
    });
    await assertValid(tx, actor, input, assignment.programsIds);
    return insertNewsReport(
      tx,
      actor,
      { ...(await valuesOf(tx, input)), slug: input.slug, date: input.date, assignmentId },
      platform.clock(),
    );
  });
}

/**
 * PUT /news_reports/{id}/approve { approve }: approves or disapproves (ROLE_NEWS_REPORT_ADMIN,
 * else 403). A private news report cannot be approved (422 `news_report:privateCannotBeApproved`);
 * refused in the trash and while another user edits it (412 `document:lockedTo`). Records a
 * revision and publishes UPDATE; the flag changes only when all of that succeeds.
 */
export async function approveNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
  approve: boolean,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canApprove(actor));
  return platform.database.db.transaction(async (tx) => {
    const now = platform.clock();
    await newsReportsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotExcluded(record);
    if (approve && record.isPrivate) throw ruleViolation('newsReport:privateCannotBeApproved');
    await assertNotEditedByOther(tx, newsReportKind, actor, id, now, 'document:lockedTo');
    if (record.ok === approve) return presentFor(await wholeOf(tx, id), actor);
    return changeNewsReport(tx, actor, id, { ok: approve, changedById: actor.userId }, now);
  });
}
