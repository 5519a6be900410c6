import { useInfiniteQuery } from '@tanstack/react-query';
import { chatKeys, fetchMessages } from '../api/chatApi';

/**
 * A chat's messages of one day, a page of 10 at a time, newest page first as the server pages
 * them; `messages` are the loaded ones oldest first, as a conversation reads.
 */
export function useChatDayMessages(chatId: number, date: string) {
  const query = useInfiniteQuery({
    queryKey: chatKeys.day(chatId, date),
    queryFn: ({ pageParam }) => fetchMessages(chatId, pageParam, date),
    initialPageParam: 0,
    getNextPageParam: (last) =>
      (last.page + 1) * last.size < last.total ? last.page + 1 : undefined,
  });
  const messages = (query.data?.pages ?? []).flatMap((page) => page.data).reverse();
  return { ...query, messages };
}
