import type { SearchKind } from '@newsroom/domain';

/**
 * The main area whose `edit=<id>` parameter opens a kind's editor; stories and contacts have none
 * here, and agency items (rss, twitter, facebook) are read, never edited.
 */
const EDIT_AREAS: Partial<Record<SearchKind, string>> = {
  assignments: 'guidelines',
  newsreports: 'reportages',
  productions: 'productions',
  reports: 'reports',
};

/** Where the editor of a document opens (`/main?area=<area>&edit=<id>`), or null. */
export function editHref(kind: SearchKind, id: number): string | null {
  const area = EDIT_AREAS[kind];
  return area ? `/main?area=${area}&edit=${id}` : null;
}
