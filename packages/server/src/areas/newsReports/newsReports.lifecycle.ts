import {
  DomainError,
  NEWS_REPORT_LIMITS,
  newsReportInputSchema,
  ruleViolation,
  type NewsReport,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { newsReports } from '../../platform/db/schema';
import { setExcluded } from '../../platform/documents/softDelete';
import { emit } from '../../platform/realtime/outbox';
import {
  assertContentVisible as assertGuidelineContentVisible,
  loadVisible as loadVisibleGuideline,
} from '../assignments/assignments.shared';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor } from './newsReports.presenter';
import { newsReportsRepository } from './newsReports.repository';
import {
  NEWS_REPORT_ENTITY,
  NEWS_REPORT_TOPIC,
  assertContentVisible,
  assertNotEditedByOther,
  assertNotExcluded,
  assertValid,
  audienceOf,
  changeNewsReport,
  insertNewsReport,
  loadVisible,
  publish,
  valuesOf,
  wholeOf,
} from './newsReports.shared';
import { allow, notFound } from '../../platform/http/refusals';

/** Where reportages come from and go: copies, guidelines turned reportages, the trash, approval. */

/**
 * POST /news_reports/{id}/copy: a new reportage of the caller with the same content (on another
 * date if asked) — not approved, not private, not associated with a guideline.
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
 * POST /news_reports/assignment/{assignmentId}: a reportage from a guideline the caller may read
 * (slug, date, programs, editorials, vehicles, classification, cameraman, information; reporter =
 * the guideline's first reporter, else the caller), associated with it.
 */
export async function createFromGuideline(
  platform: Platform,
  actor: Actor,
  assignmentId: number,
  date: string | undefined,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canUseGuidelines(actor));
  return platform.database.db.transaction(async (tx) => {
    const guideline = await loadVisibleGuideline(tx, actor, assignmentId);
    if (guideline.excluded) throw notFound();
    assertGuidelineContentVisible(actor, guideline);
    const input = newsReportInputSchema.parse({
      slug: guideline.slug,
      date: date ?? guideline.date,
      reporterId: guideline.reportersIds[0] ?? actor.userId,
      programsIds: guideline.programsIds,
      editorialsIds: guideline.editorialsIds,
      vehiclesIds: guideline.vehiclesIds,
      classificationId: guideline.classificationId,
      cameraman: guideline.cameraman.slice(0, NEWS_REPORT_LIMITS.cameraman),
      information: guideline.information,
    });
    await assertValid(tx, actor, input, guideline.programsIds);
    return insertNewsReport(
      tx,
      actor,
      { ...(await valuesOf(tx, input)), slug: input.slug, date: input.date, assignmentId },
      platform.clock(),
    );
  });
}

/** DELETE /news_reports/{id}: to the trash; refused (412 `document:inEdition`) while another user edits it. */
export async function removeNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<void> {
  allow(newsReportsPolicy.canWrite(actor));
  await platform.database.db.transaction(async (tx) => {
    await newsReportsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    const holder = await newsReportsRepository.lockOfOther(
      tx,
      NEWS_REPORT_ENTITY,
      id,
      actor.userId,
      platform.clock(),
    );
    if (holder !== null)
      throw new DomainError('precondition_failed', 'document:inEdition', { nickname: holder });
    const version = await setExcluded(tx, newsReports, id, true);
    await emit(tx, actor.sessionId, {
      topic: NEWS_REPORT_TOPIC,
      action: 'DELETE',
      entity: NEWS_REPORT_ENTITY,
      id,
      data: { id, date: record.date },
      version,
      audience: await audienceOf(tx, record.programsIds),
    });
  });
}

/** PUT /news_reports/{id}/restore: back from the trash (422 `document:notExcluded` otherwise); CREATE for the lists. */
export async function restoreNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    await setExcluded(tx, newsReports, id, false);
    const whole = await wholeOf(tx, id);
    await publish(tx, actor, 'CREATE', whole);
    return presentFor(whole, actor);
  });
}

/**
 * PUT /news_reports/{id}/approve { approve }: approves or disapproves (ROLE_NEWS_REPORT_ADMIN,
 * else 403). A private reportage cannot be approved (422 `news_report:privateCannotBeApproved`);
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
    await assertNotEditedByOther(tx, actor, id, now);
    if (record.ok === approve) return presentFor(await wholeOf(tx, id), actor);
    return changeNewsReport(tx, actor, id, { ok: approve, changedById: actor.userId }, now);
  });
}
