import { Empty, Flex, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@newsroom/domain';
import { currentLocale, formatDateTime } from '../../../shared/i18n';
import { chatKeys, fetchChats, searchMessages } from '../api/chatApi';
import { chatTitle } from '../chatMessages';

/** Props of {@link ChatSearchResults}. */
export interface ChatSearchResultsProps {
  /** At least 2 characters, settled. */
  text: string;
  meId: number | undefined;
  onOpen: (message: ChatMessage) => void;
}

/** Messages of the caller's chats containing the text, newest first; one opens its day. */
export function ChatSearchResults({ text, meId, onOpen }: ChatSearchResultsProps) {
  const { t } = useTranslation('chatHistory');
  const locale = currentLocale();
  const results = useQuery({
    queryKey: chatKeys.search(text),
    queryFn: () => searchMessages(text),
  });
  // The chats' titles: a message names only its chat's id.
  const chats = useQuery({ queryKey: chatKeys.list, queryFn: fetchChats });
  const titleOf = (chatId: number) => {
    const chat = chats.data?.find((candidate) => candidate.id === chatId);
    return chat ? chatTitle(chat, meId) : '';
  };

  if (results.isPending) return <Spin />;
  if (results.isError) return <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>;
  if (results.data.data.length === 0) return <Empty description={t('search.none')} />;
  const { data, total } = results.data;
  return (
    <Flex vertical gap="small" data-testid="chat-search-results">
      <Typography.Text type="secondary">
        {total > data.length
          ? t('search.newest', { count: total, shown: data.length })
          : t('search.count', { count: total })}
      </Typography.Text>
      {data.map((message) => (
        <Flex
          vertical
          key={message.id}
          data-testid="chat-search-result"
          data-message-id={message.id}
        >
          <Typography.Link onClick={() => onOpen(message)}>
            {t('search.where', {
              chat: titleOf(message.chatId),
              name: message.authorName,
              at: formatDateTime(new Date(message.createdAt), locale),
            })}
          </Typography.Link>
          <Typography.Text ellipsis>{message.text || message.file?.name}</Typography.Text>
        </Flex>
      ))}
    </Flex>
  );
}
