import type { Tx } from '../platform/db/client';
import { revisions } from '../platform/db/schema';
import type { RevisionTarget } from '../platform/documents/revisions';

/** One saved version of a demo document, as its revisor saved it. */
export interface DemoRevision {
  target: RevisionTarget;
  /** 1 for the first save, counting up as on save. */
  number: number;
  /** The editable fields, as every later save snapshots them. */
  snapshot: unknown;
  slug: string | null;
  /** The demo user (id null when that user is missing) and the address they saved from. */
  revisor: { id: number | null; nickname: string; ip?: string };
  at: Date;
}

/** Stores a demo document's revision, so its version history shows something. */
export async function insertDemoRevision(tx: Tx, revision: DemoRevision): Promise<void> {
  await tx.insert(revisions).values({
    entityType: revision.target.entityType,
    entityId: String(revision.target.entityId),
    revisionNumber: revision.number,
    snapshot: revision.snapshot,
    slug: revision.slug,
    revisorId: revision.revisor.id,
    revisorNickname: revision.revisor.nickname,
    revisorIp: revision.revisor.ip ?? '127.0.0.1',
    revisionDate: revision.at,
  });
}
