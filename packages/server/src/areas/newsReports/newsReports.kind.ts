import {
  newsReportInputSchema,
  newsReportSchema,
  newsReportUpdateSchema,
  type NewsReport,
  type NewsReportInput,
  type NewsReportUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { newsReports } from '../../platform/db/schema';
import type { DocumentKind } from '../../platform/documents/kind';
import { documentChanged } from '../../platform/documents/kernel';
import { newsReportPatch } from './newsReports.patch';
import { newsReportsPolicy } from './newsReports.policy';
import { presentFor, revisionSnapshot } from './newsReports.presenter';
import {
  newsReportsRepository,
  type NewsReportRecord,
  type NewsReportValues,
} from './newsReports.repository';
import {
  NEWS_REPORT_ENTITY,
  NEWS_REPORT_TOPIC,
  assertContentVisible,
  assertValid,
  audienceOf,
  loadVisible,
  valuesOf,
  wholeOf,
} from './newsReports.shared';

/**
 * The news report as a document kind: the kernel loads, edits, saves, versions, trashes and
 * restores it. Sections are timed with the reporter's read rate on every write (valuesOf).
 */
/** A new news report row of the actor; its id. */
function insertRow(
  tx: Executor,
  actor: Actor,
  values: NewsReportValues & { slug: string; date: string },
  now: Date,
): Promise<number> {
  return newsReportsRepository.insert(tx, {
    ...values,
    ownerId: actor.userId,
    changedById: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
}

export const newsReportKind: DocumentKind<
  NewsReportRecord,
  NewsReport,
  NewsReportInput,
  NewsReportUpdate
> = {
  entity: NEWS_REPORT_ENTITY,
  topic: NEWS_REPORT_TOPIC,
  path: '/news_reports',
  noun: 'reportage',
  editKey: 'newsReport',
  table: newsReports,
  schemas: {
    document: newsReportSchema,
    input: newsReportInputSchema,
    update: newsReportUpdateSchema,
  },
  policy: newsReportsPolicy,
  find: loadVisible,
  lockRow: (tx, id) => newsReportsRepository.lockRow(tx, id),
  whole: wholeOf,
  present: presentFor,
  assertContent: assertContentVisible,
  validate: (tx, actor, input, record) => assertValid(tx, actor, input, record?.programsIds),
  insert: async (tx, actor, input, now) =>
    insertRow(
      tx,
      actor,
      { ...(await valuesOf(tx, input)), slug: input.slug, date: input.date },
      now,
    ),
  updateAtVersion: async (tx, actor, id, version, input, now) =>
    newsReportsRepository.updateAtVersion(
      tx,
      id,
      version,
      { ...(await valuesOf(tx, input)), changedById: actor.userId },
      now,
    ),
  snapshot: revisionSnapshot,
  slugOf: (report) => report.slug,
  audience: (db, report) => audienceOf(db, report.programsIds),
  deletedData: (record) => ({ id: record.id, date: record.date }),
  patch: newsReportPatch,
  sharing: {
    isOwner: newsReportsPolicy.isOwner,
    onlyOwnerKey: 'newsReport:onlyOwnerShares',
    // A private news report cannot be approved: making it private withdraws the approval.
    privateValues: (_record, isPrivate) => ({ isPrivate, ...(isPrivate ? { ok: false } : {}) }),
    write: (tx, _actor, id, values, now) => newsReportsRepository.update(tx, id, values, now),
  },
};

/**
 * Inserts a news report of the actor with columns besides its input (the assignment it came from),
 * records its first revision and publishes CREATE.
 */
export async function insertNewsReport(
  tx: Executor,
  actor: Actor,
  values: NewsReportValues & { slug: string; date: string },
  now: Date,
): Promise<NewsReport> {
  const id = await insertRow(tx, actor, values, now);
  return documentChanged(tx, newsReportKind, actor, id, now, { action: 'CREATE' });
}

/** Writes a change (bumping the version), records a revision, publishes UPDATE; the actor's view. */
export async function changeNewsReport(
  tx: Executor,
  actor: Actor,
  id: number,
  values: NewsReportValues,
  now: Date,
  options: { revision: boolean } = { revision: true },
): Promise<NewsReport> {
  await newsReportsRepository.update(tx, id, values, now);
  return documentChanged(tx, newsReportKind, actor, id, now, options);
}
