import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import { diffSnapshots, type FieldChange, type RevisionView } from '@newsroom/domain';
import type { Actor } from '../auth/actor';
import type { Executor } from '../db/client';
import { revisions } from '../db/schema';
import { notFound } from '../../platform/http/refusals';

/** The document a revision belongs to. */
export interface RevisionTarget {
  entityType: string;
  entityId: string | number;
}

/** The named fields of a document, in that order: what a revision keeps of it. */
export function pickFields<T extends object>(
  document: T,
  fields: readonly (keyof T & string)[],
): Record<string, unknown> {
  return Object.fromEntries(fields.map((field) => [field, document[field]]));
}

/** Records a snapshot of a saved document as its next revision; returns the number. */
export async function recordRevision(
  tx: Executor,
  actor: Actor,
  target: RevisionTarget,
  snapshot: unknown,
  slug: string | null,
  now: Date,
): Promise<number> {
  const entityId = String(target.entityId);
  const [last] = await tx
    .select({ n: sql<number>`coalesce(max(${revisions.revisionNumber}), 0)::int` })
    .from(revisions)
    .where(and(eq(revisions.entityType, target.entityType), eq(revisions.entityId, entityId)));
  const revisionNumber = (last?.n ?? 0) + 1;
  await tx.insert(revisions).values({
    entityType: target.entityType,
    entityId,
    revisionNumber,
    snapshot,
    slug,
    revisorId: actor.userId,
    revisorNickname: actor.nickname,
    revisorIp: actor.ip.slice(0, 64),
    revisionDate: now,
  });
  return revisionNumber;
}

/** Revisions of a document, newest first. */
export async function listRevisions(
  db: Executor,
  target: RevisionTarget,
): Promise<(RevisionView & { snapshot: unknown })[]> {
  const rows = await db
    .select()
    .from(revisions)
    .where(
      and(
        eq(revisions.entityType, target.entityType),
        eq(revisions.entityId, String(target.entityId)),
      ),
    )
    .orderBy(desc(revisions.revisionNumber));
  return rows.map((r) => ({
    id: r.id,
    revisionNumber: r.revisionNumber,
    revisionDate: r.revisionDate.toISOString(),
    revisorNickname: r.revisorNickname,
    revisorIP: r.revisorIp,
    slug: r.slug,
    snapshot: r.snapshot,
  }));
}

/** A revision with its snapshot and what changed since the previous one. */
export type RevisionWithChanges = RevisionView & { snapshot: unknown; changes: FieldChange[] };

/**
 * Revisions of a document, newest first, each with the field changes from the revision before
 * it (none for the first one kept).
 */
export async function listRevisionsWithChanges(
  db: Executor,
  target: RevisionTarget,
): Promise<RevisionWithChanges[]> {
  const newestFirst = await listRevisions(db, target);
  return newestFirst.map((revision, index) => {
    const previous = newestFirst[index + 1];
    return {
      ...revision,
      changes: previous ? diffSnapshots(previous.snapshot, revision.snapshot) : [],
    };
  });
}

/** The field changes from revision `from` to revision `to` of a document. */
export async function diffRevisions(
  db: Executor,
  target: RevisionTarget,
  from: number,
  to: number,
): Promise<FieldChange[]> {
  const rows = await db
    .select({ n: revisions.revisionNumber, snapshot: revisions.snapshot })
    .from(revisions)
    .where(
      and(
        eq(revisions.entityType, target.entityType),
        eq(revisions.entityId, String(target.entityId)),
        inArray(revisions.revisionNumber, [from, to]),
      ),
    );
  const before = rows.find((r) => r.n === from);
  const after = rows.find((r) => r.n === to);
  if (!before || !after) throw notFound();
  return diffSnapshots(before.snapshot, after.snapshot);
}

/** Deletes revisions older than a date (retention), keeping each document's latest. */
export async function purgeRevisions(tx: Executor, before: Date): Promise<void> {
  await tx.execute(sql`
    DELETE FROM ${revisions} r
    WHERE r.revision_date < ${before}
      AND r.revision_number < (SELECT max(x.revision_number) FROM ${revisions} x
                               WHERE x.entity_type = r.entity_type AND x.entity_id = r.entity_id)`);
}
