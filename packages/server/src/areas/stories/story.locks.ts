import type { DocumentSight, LockedKindSights } from '../../platform/documents/locks';
import { storyPolicy } from './story.policy';
import { storyRepository } from './story.repository';
import { rundownsRepository } from '../rundowns';

/**
 * A story's edit lock is seen by who may see the story (issue 17): story readers to whom it exists
 * (no program, or its program open to them) and who see its content (private: owner and allowed
 * users). A story whose program is gone exists for no one, as when it is loaded.
 */
export const storySights: LockedKindSights = async (db, ids) => {
  const records = await storyRepository.findRecords(db, ids);
  const programIds = records.flatMap((r) =>
    r.story.programId === null ? [] : [r.story.programId],
  );
  const programs = await rundownsRepository.programAccess(db, [...new Set(programIds)]);
  const sights = new Map<number, DocumentSight>();
  for (const record of records) {
    const { programId } = record.story;
    const program = programId === null ? null : programs.get(programId);
    if (program === undefined) continue;
    sights.set(
      record.story.id,
      (viewer) => storyPolicy.canRead(viewer) && storyPolicy.canReadWhole(viewer, record, program),
    );
  }
  return sights;
};
