import { joinTexts, type Topic } from '@newsroom/domain';
import type { Executor } from '../db/client';
import type { SearchSource, SearchTable } from '../search/registry';

/** What the index reads of a program-bound private document (assignments, news reports). */
interface IndexedRecord {
  slug: string;
  date: string;
  programsIds: number[];
  ownerId: number | null;
  isPrivate: boolean;
  allowedUserIds: number[];
  excluded: boolean;
}

/**
 * The search source of a program-bound private document kind: its slug as title, the texts
 * `bodyOf` names as body, and its programs, owner and privacy for the permission filter.
 */
export function documentSearchSource<R extends IndexedRecord>(kind: {
  topic: Topic;
  entity: string;
  table: SearchTable;
  findRecord(db: Executor, id: number): Promise<R | undefined>;
  bodyOf(record: R): (string | null | undefined)[];
}): SearchSource {
  return {
    topic: kind.topic,
    entity: kind.entity,
    table: kind.table,
    async load(db, id) {
      const row = await kind.findRecord(db, id);
      if (!row) return null;
      return {
        title: row.slug,
        body: joinTexts(kind.bodyOf(row)),
        date: row.date,
        programIds: row.programsIds,
        ownerId: row.ownerId,
        isPrivate: row.isPrivate,
        allowedUserIds: row.allowedUserIds,
        excluded: row.excluded,
      };
    },
  };
}
