import { z } from 'zod';
import type { DocumentState } from '@newsroom/domain';

/**
 * What the answers of the versioned documents (assignments, news reports) present the same way:
 * their JSON lists as stored and the columns of every document.
 */

/** A JSON list column as stored (a value that no longer validates shows as none rather than failing). */
export function storedList<T>(item: z.ZodType<T>): (stored: unknown) => T[] {
  const list = z.array(item);
  return (stored) => {
    const parsed = list.safeParse(stored);
    return parsed.success ? parsed.data : [];
  };
}

/** The stored columns (and nicknames) every document record has. */
export interface DocumentRecordColumns {
  id: number;
  uuid: string;
  slug: string;
  date: string;
  state: string;
  ownerId: number | null;
  ownerNickname: string | null;
  changerNickname: string | null;
  updatedAt: Date;
  isPrivate: boolean;
  allowedUserIds: number[];
  excluded: boolean;
  version: number;
}

/** The columns every document answer ends with (documentTrailerShape), unmasked. */
export function presentDocumentTrailer(
  record: Pick<
    DocumentRecordColumns,
    | 'ownerId'
    | 'ownerNickname'
    | 'changerNickname'
    | 'updatedAt'
    | 'isPrivate'
    | 'allowedUserIds'
    | 'excluded'
    | 'version'
  >,
) {
  return {
    ownerId: record.ownerId,
    authorNickname: record.changerNickname ?? record.ownerNickname ?? '',
    changeDate: record.updatedAt.toISOString(),
    isPrivate: record.isPrivate,
    allowedUserIds: [...record.allowedUserIds],
    visible: true,
    excluded: record.excluded,
    version: record.version,
  };
}

/** The whole document's common fields, unmasked. */
export function presentDocumentColumns(record: DocumentRecordColumns) {
  return {
    id: record.id,
    uuid: record.uuid,
    slug: record.slug,
    date: record.date,
    state: record.state as DocumentState,
    ...presentDocumentTrailer(record),
  };
}
