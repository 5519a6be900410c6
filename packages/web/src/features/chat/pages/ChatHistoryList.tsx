import { Empty, Menu, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@newsroom/domain';
import { chatTitle } from '../chatMessages';

/** Props of {@link ChatHistoryList}. */
export interface ChatHistoryListProps {
  query: { data?: Chat[]; isPending: boolean; isError: boolean };
  meId: number | undefined;
  selectedId: number | null;
  onSelect: (chatId: number) => void;
}

/** The caller's chats with messages on the chosen day. */
export function ChatHistoryList({ query, meId, selectedId, onSelect }: ChatHistoryListProps) {
  const { t } = useTranslation('chatHistory');
  if (query.isPending) return <Spin />;
  if (query.isError) return <Typography.Text type="danger">{t('loadFailed')}</Typography.Text>;
  const chats = query.data ?? [];
  if (chats.length === 0) return <Empty description={t('noChats')} />;
  return (
    <Menu
      mode="inline"
      selectedKeys={selectedId === null ? [] : [String(selectedId)]}
      onClick={({ key }) => onSelect(Number(key))}
      items={chats.map((chat) => ({
        key: String(chat.id),
        label: (
          <span data-testid="chat-history-chat" data-chat-id={chat.id}>
            {chatTitle(chat, meId)}
          </span>
        ),
      }))}
    />
  );
}
