import type { Viewer } from '@newsroom/domain';
import type { Executor } from '../db/client';
import { documentSight, type DocumentReaders, type ProgramGroups } from './documentSight';
import type { DocumentSight, LockedKindSights } from './locks';

/** A kind's lock sights read one document at a time; `sightOf` gives none for a document gone. */
export function sightsById(
  sightOf: (db: Executor, id: number) => Promise<DocumentSight | undefined>,
): LockedKindSights {
  return async (db, ids) => {
    const sights = new Map<number, DocumentSight>();
    for (const id of ids) {
      const sight = await sightOf(db, id);
      if (sight) sights.set(id, sight);
    }
    return sights;
  };
}

/**
 * The edit lock of a program-bound private document (assignments, news reports) is seen by the
 * readers of its kind who read it whole (documentSight.canReadWhole: one of its programs open to
 * them, or none; its content, when private, theirs or shared with them).
 */
export function programDocumentSights<R extends DocumentReaders>(kind: {
  canRead(viewer: Viewer): boolean;
  findRecord(db: Executor, id: number): Promise<R | undefined>;
  programGroups(db: Executor, programIds: readonly number[]): Promise<ProgramGroups>;
}): LockedKindSights {
  return sightsById(async (db, id) => {
    const record = await kind.findRecord(db, id);
    if (!record) return undefined;
    const groupsOf = await kind.programGroups(db, record.programsIds);
    return (viewer) => kind.canRead(viewer) && documentSight.canReadWhole(viewer, record, groupsOf);
  });
}
