import type { Notice } from '@newsroom/domain';
import type { NoticeRow } from './notices.repository';

/** A notice as readers see it. */
export function presentNotice(row: NoticeRow): Notice {
  return {
    id: row.id,
    text: row.text,
    urgent: row.urgent,
    authorId: row.authorId,
    authorName: row.authorName ?? '',
    createdAt: row.createdAt.toISOString(),
  };
}
