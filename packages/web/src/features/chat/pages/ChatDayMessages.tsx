import { Button, Empty, Flex, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { useChatDayMessages } from './useChatDayMessages';
import { ChatHistoryMessage } from './ChatHistoryMessage';

/** Props of {@link ChatDayMessages}. */
export interface ChatDayMessagesProps {
  chatId: number;
  date: string;
  highlightedId: number | null;
}

/** A chat's messages of the day, oldest at the top; older ones load 10 at a time above. */
export function ChatDayMessages({ chatId, date, highlightedId }: ChatDayMessagesProps) {
  const { t } = useTranslation('chatHistory');
  const day = useChatDayMessages(chatId, date);

  if (day.isPending) return <Spin />;
  if (day.isError) return <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>;
  if (day.messages.length === 0) return <Empty description={t('noMessages')} />;
  return (
    <Flex vertical gap="small" data-testid="chat-history-messages">
      {day.hasNextPage && (
        <Button
          onClick={() => void day.fetchNextPage()}
          loading={day.isFetchingNextPage}
          data-testid="chat-history-older"
        >
          {t('older')}
        </Button>
      )}
      {day.messages.map((message) => (
        <ChatHistoryMessage
          key={message.id}
          message={message}
          isHighlighted={message.id === highlightedId}
        />
      ))}
    </Flex>
  );
}
