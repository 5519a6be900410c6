import { useQueryClient, type QueryKey } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Area, Paged, RealtimeEvent, Topic } from '@newsroom/domain';
import { canWriteIn, useAuth } from '../../features/auth';
import { useTrashList } from '../trash';

/** Options of {@link useDocumentTrash}: one document kind's trash calls and caches. */
export interface DocumentTrashOptions<T extends { id: number }> {
  /**
   * Its writers restore; its namespace holds the trash's words; it names the test ids of the
   * table (`<area>s-trash-table`), a row (`<area>-trash-row`) and Restore (`<area>-restore`).
   */
  area: Area;
  /** Test id of the panel around the table. */
  panelTestId: string;
  /** The kind's cache keys: every trash page, one page, one document. */
  keys: {
    trash: QueryKey;
    trashPage: (page: number) => QueryKey;
    document: (id: number) => QueryKey;
  };
  fetchPage: (page: number) => Promise<Paged<T>>;
  /** The live topic, and which of its events change the trash. */
  topic: Topic;
  isTrashEvent: (event: RealtimeEvent) => boolean;
  /** PUT .../restore: answers the document as restored. */
  restore: (id: number) => Promise<T>;
  /** Puts a restored document back into the kind's cached lists. */
  onRestored: (restored: T) => void;
}

/**
 * The props of one document kind's TrashTable: its trash (see {@link useTrashList}),
 * whether the user may restore from it (writers of its area), its words and test ids. A restore
 * also reloads the document's own cache.
 */
export function useDocumentTrash<T extends { id: number }>({
  area,
  panelTestId,
  keys,
  restore,
  onRestored,
  ...options
}: DocumentTrashOptions<T>) {
  const { t } = useTranslation(area);
  const { me } = useAuth();
  const queryClient = useQueryClient();
  const list = useTrashList<T>({
    ...options,
    trashKey: keys.trash,
    pageKey: keys.trashPage,
    restore: async (document) => {
      onRestored(await restore(document.id));
      void queryClient.invalidateQueries({ queryKey: keys.document(document.id) });
    },
    restoredText: t('trash.restored'),
    restoredKey: `${area}-restored`,
  });
  return {
    namespace: area,
    testIds: {
      panel: panelTestId,
      table: `${area}s-trash-table`,
      row: `${area}-trash-row`,
      restore: `${area}-restore`,
    },
    list,
    canRestore: canWriteIn(me, area),
  };
}
