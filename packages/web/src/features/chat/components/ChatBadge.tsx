import { Badge, Button } from 'antd';
import { MessageOutlined } from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { chatKeys, fetchChatUnread } from '../api/chatApi';
import { chatDock } from '../chatDock';

/** Header button with the caller's unread chat messages; opens the chat list. */
export function ChatBadge() {
  const { t } = useTranslation();
  const { data } = useQuery({ queryKey: chatKeys.unread, queryFn: fetchChatUnread });
  const total = data?.total ?? 0;
  const label = t('chat:badge', { count: total });
  return (
    <Badge count={total} size="small" overflowCount={99}>
      <Button
        type="text"
        icon={<MessageOutlined />}
        onClick={() => chatDock.setLauncherOpen(!chatDock.get().launcherOpen)}
        aria-label={label}
        title={label}
        data-testid="chat-badge"
        data-count={total}
      />
    </Badge>
  );
}
