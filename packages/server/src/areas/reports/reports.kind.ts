import {
  REPORT_KEYS,
  approvalAfterPrivacy,
  reportInputSchema,
  reportSchema,
  reportUpdateSchema,
  type Report,
  type ReportInput,
  type ReportUpdate,
} from '@newsroom/domain';
import type { Actor } from '../../platform/auth/actor';
import type { Executor } from '../../platform/db/client';
import { reports } from '../../platform/db/schema';
import { documentChanged } from '../../platform/documents/kernel';
import type { DocumentKind } from '../../platform/documents/kind';
import { reportsPolicy } from './reports.policy';
import { presentFor, revisionSnapshot } from './reports.presenter';
import { reportsRepository, type ReportRecord, type ReportValues } from './reports.repository';
import {
  REPORT_ENTITY,
  REPORT_TOPIC,
  assertContentVisible,
  assertValid,
  findReport,
  valuesOf,
  wholeOf,
} from './reports.shared';

/**
 * The report as a document kind: the kernel loads it, edits it under the lock, saves it over a
 * version with a revision, shares, trashes and restores it. Reports are not bound to programs:
 * every report reader hears of every report, a private one masked (reports.realtime.ts). A save
 * keeps the approval (as a reportage's does); making it private withdraws it.
 */
export const reportKind: DocumentKind<ReportRecord, Report, ReportInput, ReportUpdate> = {
  entity: REPORT_ENTITY,
  topic: REPORT_TOPIC,
  path: '/reports',
  noun: 'report',
  editKey: 'report',
  table: reports,
  schemas: { document: reportSchema, input: reportInputSchema, update: reportUpdateSchema },
  policy: reportsPolicy,
  find: findReport,
  lockRow: (tx, id) => reportsRepository.lockRow(tx, id),
  whole: wholeOf,
  present: presentFor,
  assertContent: assertContentVisible,
  validate: (tx, _actor, input) => assertValid(tx, input),
  insert: (tx, actor, input, now) => insertRow(tx, actor, valuesOf(input), now),
  updateAtVersion: (tx, actor, id, version, input, now) =>
    reportsRepository.updateAtVersion(
      tx,
      id,
      version,
      { ...valuesOf(input), changedById: actor.userId },
      now,
    ),
  snapshot: revisionSnapshot,
  slugOf: (report) => report.title,
  audience: async () => null,
  deletedData: (record) => ({ id: record.id, date: record.date }),
  sharing: {
    isOwner: reportsPolicy.isOwner,
    onlyOwnerKey: REPORT_KEYS.onlyOwnerShares,
    privateValues: (record, isPrivate) => ({
      isPrivate,
      ok: approvalAfterPrivacy(record.ok, isPrivate),
    }),
    write: (tx, _actor, id, values, now) => reportsRepository.update(tx, id, values, now),
  },
};

/** A new report row of the actor; its id. */
function insertRow(
  tx: Executor,
  actor: Actor,
  values: ReportValues & { title: string; date: string },
  now: Date,
): Promise<number> {
  return reportsRepository.insert(tx, {
    ...values,
    ownerId: actor.userId,
    changedById: actor.userId,
    createdAt: now,
    updatedAt: now,
  });
}

/** Inserts a report of the actor (a copy); records its first revision and publishes CREATE. */
export async function insertReport(
  tx: Executor,
  actor: Actor,
  values: ReportValues & { title: string; date: string },
  now: Date,
): Promise<Report> {
  const id = await insertRow(tx, actor, values, now);
  return documentChanged(tx, reportKind, actor, id, now, { action: 'CREATE' });
}

/** Writes a change (bumping the version), records a revision, publishes UPDATE; the actor's view. */
export async function changeReport(
  tx: Executor,
  actor: Actor,
  id: number,
  values: ReportValues,
  now: Date,
): Promise<Report> {
  await reportsRepository.update(tx, id, values, now);
  return documentChanged(tx, reportKind, actor, id, now);
}
