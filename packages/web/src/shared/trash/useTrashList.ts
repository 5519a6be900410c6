import { useCallback, useState } from 'react';
import { keepPreviousData, useQuery, useQueryClient, type QueryKey } from '@tanstack/react-query';
import type { Paged, RealtimeEvent, Topic } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../notifications';
import { useTopic } from '../realtime';

/** Options of {@link useTrashList}: where one area's trash comes from and how it restores. */
export interface TrashListOptions<T extends { id: number }> {
  /** The key of every trash page, and of one. */
  trashKey: QueryKey;
  pageKey: (page: number) => QueryKey;
  fetchPage: (page: number) => Promise<Paged<T>>;
  /** The live topic, and which of its events change the trash. */
  topic: Topic;
  isTrashEvent: (event: RealtimeEvent) => boolean;
  /** Restores a document and puts it back in the area's caches. */
  restore: (item: T) => Promise<void>;
  /** The success message and its key (one message however many restores). */
  restoredText: string;
  restoredKey: string;
}

/** One area's trash: the page shown, kept live, and a restore that reports how it went. */
export function useTrashList<T extends { id: number }>(options: TrashListOptions<T>) {
  const { trashKey, pageKey, fetchPage, topic, isTrashEvent, restore } = options;
  const message = useMessage();
  const queryClient = useQueryClient();
  const [page, setPage] = useState(0);
  const [restoringId, setRestoringId] = useState<number | null>(null);
  const query = useQuery({
    queryKey: pageKey(page),
    queryFn: () => fetchPage(page),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const refresh = useCallback(
    () => void queryClient.invalidateQueries({ queryKey: trashKey }),
    [queryClient, trashKey],
  );
  const handleEvent = useCallback(
    (event: RealtimeEvent) => {
      if (isTrashEvent(event)) refresh();
    },
    [isTrashEvent, refresh],
  );
  useTopic(topic, handleEvent);

  const handleRestore = async (item: T) => {
    setRestoringId(item.id);
    try {
      await restore(item);
      void message.success({ content: options.restoredText, key: options.restoredKey });
      refresh();
    } catch (error) {
      notifyFailure(error, 'update');
    } finally {
      setRestoringId(null);
    }
  };
  return { page, setPage, query, restoringId, handleRestore };
}
