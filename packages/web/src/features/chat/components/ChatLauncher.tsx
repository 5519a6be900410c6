import { useState } from 'react';
import { Badge, Button, Card, Empty, List, Typography } from 'antd';
import { CloseOutlined, PlusOutlined } from '@ant-design/icons';
import { useMutation, useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { notifyFailure } from '../../../shared/notifications';
import { chatKeys, fetchChats, openChatWith } from '../api/chatApi';
import { chatDock } from '../chatDock';
import { chatTitle } from '../chatMessages';
import { ChatPeoplePicker } from './ChatPeoplePicker';

/** The caller's chats with their unread counts, and a new chat with anyone. */
export function ChatLauncher({ myId }: { myId: number }) {
  const { t } = useTranslation();
  const [starting, setStarting] = useState(false);
  const { data: chats = [], isLoading } = useQuery({
    queryKey: chatKeys.list,
    queryFn: fetchChats,
  });
  const start = useMutation({
    mutationFn: ({ userIds, name }: { userIds: number[]; name?: string }) =>
      openChatWith(userIds, name),
    onSuccess: (chat) => {
      setStarting(false);
      chatDock.setLauncherOpen(false);
      void chatDock.open(chat.id);
    },
    onError: (error) => notifyFailure(error, 'create'),
  });
  return (
    <Card
      size="small"
      className="nrcs-chat-launcher"
      data-testid="chat-launcher"
      title={t('chat:launcher.title')}
      extra={
        <>
          <Button
            size="small"
            type="text"
            icon={<PlusOutlined />}
            onClick={() => setStarting((value) => !value)}
            data-testid="chat-new"
          >
            {t('chat:launcher.new')}
          </Button>
          <Button
            size="small"
            type="text"
            icon={<CloseOutlined />}
            aria-label={t('chat:window.close')}
            onClick={() => chatDock.setLauncherOpen(false)}
          />
        </>
      }
    >
      {starting && (
        <ChatPeoplePicker
          exclude={[myId]}
          asksName
          submitLabel={t('chat:launcher.start')}
          busy={start.isPending}
          onSubmit={(userIds, name) => start.mutate({ userIds, name })}
        />
      )}
      {!isLoading && chats.length === 0 ? (
        <Empty description={t('chat:launcher.empty')} />
      ) : (
        <List
          loading={isLoading}
          dataSource={chats}
          className="nrcs-chat-launcher__list"
          renderItem={(chat) => (
            <List.Item
              data-testid="chat-list-item"
              data-chat-id={chat.id}
              onClick={() => {
                chatDock.setLauncherOpen(false);
                void chatDock.open(chat.id);
              }}
              className="nrcs-chat-launcher__item"
            >
              <List.Item.Meta
                title={
                  <Badge count={chat.unread} size="small" offset={[8, 0]}>
                    <Typography.Text strong>{chatTitle(chat, myId)}</Typography.Text>
                  </Badge>
                }
                description={
                  <Typography.Text type="secondary" ellipsis>
                    {chat.lastMessage
                      ? chat.lastMessage.file
                        ? chat.lastMessage.file.name
                        : chat.lastMessage.text
                      : t('chat:window.empty')}
                  </Typography.Text>
                }
              />
            </List.Item>
          )}
        />
      )}
    </Card>
  );
}
