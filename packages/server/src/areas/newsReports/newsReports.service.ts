import type { LockView, NewsReport, NewsReportInput, NewsReportUpdate } from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Platform } from '../../platform/context';
import { acquireLock, holdLockForSave } from '../../platform/documents/locks';
import {
  listRevisionsWithChanges,
  type RevisionWithChanges,
} from '../../platform/documents/revisions';
import { expectUpdated } from '../../platform/documents/versions';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor } from './newsReports.presenter';
import { newsReportsRepository } from './newsReports.repository';
import {
  NEWS_REPORT_ENTITY,
  assertContentVisible,
  assertNotExcluded,
  assertValid,
  insertNewsReport,
  loadVisible,
  publish,
  recordNewsReportRevision,
  valuesOf,
  wholeOf,
} from './newsReports.shared';
import { allow } from '../../platform/http/refusals';

/**
 * The reportage document: load, revisions and history, load for edit with its lock, create and
 * save. Lists are in newsReports.lists.ts, single-field patches in newsReports.patch.ts, copies,
 * guidelines turned reportages, the trash and approval in newsReports.lifecycle.ts, the
 * association in newsReports.association.ts, sharing in newsReports.sharing.ts.
 */

/** One entry of the change history (GET /news_reports/{id}/history). */
export interface HistoryEntry {
  revisionNumber: number;
  revisionDate: string;
  revisorNickname: string;
  revisorIP: string;
  changes: RevisionWithChanges['changes'];
}

// ---------------------------------------------------------------- reading

/** GET /news_reports/{id} (excluded ones load too, `excluded: true`). */
export async function loadNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canRead(actor));
  const db = platform.database.db;
  await loadVisible(db, actor, id);
  return presentFor(await wholeOf(db, id), actor);
}

/** GET /news_reports/{id}/revisions, newest first with the changes from the previous one. */
export async function listNewsReportRevisions(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<RevisionWithChanges[]> {
  allow(newsReportsPolicy.canRead(actor));
  const db = platform.database.db;
  assertContentVisible(actor, await loadVisible(db, actor, id));
  return listRevisionsWithChanges(db, { entityType: NEWS_REPORT_ENTITY, entityId: id });
}

/** GET /news_reports/{id}/history: who changed what and when, newest first (no snapshots). */
export async function newsReportHistory(
  platform: Platform,
  actor: Actor,
  id: number,
): Promise<HistoryEntry[]> {
  const revisions = await listNewsReportRevisions(platform, actor, id);
  return revisions.map((r) => ({
    revisionNumber: r.revisionNumber,
    revisionDate: r.revisionDate,
    revisorNickname: r.revisorNickname,
    revisorIP: r.revisorIP,
    changes: r.changes,
  }));
}

// ---------------------------------------------------------------- editing

/**
 * POST /news_reports/{id}/edit: the reportage with its edit lock (taken, renewed or, with
 * `takeOver`, taken over). Another user's live lock is 412 `document:lockedTo`.
 */
export async function loadForEdit(
  platform: Platform,
  actor: Actor,
  id: number,
  takeOver: boolean,
): Promise<{ newsReport: NewsReport; lock: LockView }> {
  allow(newsReportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotExcluded(record);
    const lock = await acquireLock(
      tx,
      actor,
      { entityType: NEWS_REPORT_ENTITY, entityId: id },
      platform.clock(),
      { takeOver },
    );
    return { newsReport: presentFor(await wholeOf(tx, id), actor), lock };
  });
}

/** POST /news_reports. */
export async function createNewsReport(
  platform: Platform,
  actor: Actor,
  input: NewsReportInput,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    await assertValid(tx, actor, input);
    return insertNewsReport(
      tx,
      actor,
      { ...(await valuesOf(tx, input)), slug: input.slug, date: input.date },
      platform.clock(),
    );
  });
}

/**
 * PUT /news_reports/{id}: saves the editor's whole reportage. Order: visible and changeable →
 * references and CG sizes → the lock for a save (own renewed, free taken, another's 412
 * `lock_lost`) → version (409 `stale_version` with the current reportage) → write with the
 * durations recomputed from the reporter's read rate, revision, UPDATE.
 */
export async function updateNewsReport(
  platform: Platform,
  actor: Actor,
  id: number,
  body: NewsReportUpdate,
): Promise<NewsReport> {
  allow(newsReportsPolicy.canWrite(actor));
  return platform.database.db.transaction(async (tx) => {
    const now = platform.clock();
    await newsReportsRepository.lockRow(tx, id);
    const record = await loadVisible(tx, actor, id);
    assertContentVisible(actor, record);
    assertNotExcluded(record);
    const { version, ...input } = body;
    await assertValid(tx, actor, input, record.programsIds);
    await holdLockForSave(tx, actor, { entityType: NEWS_REPORT_ENTITY, entityId: id }, now);
    const rows = await newsReportsRepository.updateAtVersion(
      tx,
      id,
      version,
      { ...(await valuesOf(tx, input)), changedById: actor.userId },
      now,
    );
    await expectUpdated(rows, async () => presentFor(await wholeOf(tx, id), actor));
    const whole = await wholeOf(tx, id);
    await recordNewsReportRevision(tx, actor, whole, now);
    await publish(tx, actor, 'UPDATE', whole);
    return presentFor(whole, actor);
  });
}
