import { Fragment, useEffect, useRef } from 'react';
import { Button, Divider, Spin, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import type { Chat } from '@newsroom/domain';
import { currentLocale } from '../../../shared/i18n';
import { formatDate } from '../../../shared/i18n/dateFormat';
import { localDay, readBy } from '../chatMessages';
import type { PendingMessage } from '../hooks/useChatSender';
import { useChatThread } from '../hooks/useChatThread';
import { ChatMessageItem } from './ChatMessageItem';

/** Props of {@link ChatMessageList}. */
export interface ChatMessageListProps {
  chat: Chat;
  myId: number;
  pending: PendingMessage[];
  onRetry: (message: PendingMessage) => void;
  onDiscard: (clientId: string) => void;
}

/**
 * A chat's messages, oldest at the top with a day line between days, older pages on demand,
 * who has read the last message, and the caller's messages still on their way.
 */
export function ChatMessageList({ chat, myId, pending, onRetry, onDiscard }: ChatMessageListProps) {
  const { t } = useTranslation();
  const { thread, isLoading, loadOlder, loadingOlder } = useChatThread(chat.id);
  const end = useRef<HTMLDivElement>(null);
  const messages = thread?.messages ?? [];
  const newestId = messages.at(-1)?.id;
  useEffect(() => {
    end.current?.scrollIntoView?.({ block: 'end' });
  }, [newestId, pending.length]);
  if (isLoading) return <Spin className="nrcs-chat-window__loading" />;
  const locale = currentLocale();
  const last = messages.at(-1);
  const seenBy = last && last.authorId === myId ? readBy(chat.members, last) : [];

  return (
    <div className="nrcs-chat-window__messages" data-testid="chat-messages">
      {thread?.hasOlder && (
        <Button
          size="small"
          type="link"
          block
          loading={loadingOlder}
          onClick={() => void loadOlder()}
        >
          {t('chat:window.older')}
        </Button>
      )}
      {messages.length === 0 && pending.length === 0 && (
        <Typography.Text type="secondary">{t('chat:window.empty')}</Typography.Text>
      )}
      {messages.map((message, index) => {
        const day = localDay(message.createdAt);
        const newDay = index === 0 || localDay(messages[index - 1]!.createdAt) !== day;
        return (
          <Fragment key={message.id}>
            {newDay && (
              <Divider plain className="nrcs-chat-window__day">
                {formatDate(new Date(message.createdAt), locale)}
              </Divider>
            )}
            <ChatMessageItem message={message} mine={message.authorId === myId} />
          </Fragment>
        );
      })}
      {seenBy.length > 0 && (
        <Typography.Text
          type="secondary"
          className="nrcs-chat-window__seen"
          data-testid="chat-seen"
        >
          {chat.isGroup
            ? t('chat:window.seenBy', { names: seenBy.map((m) => m.name).join(', ') })
            : t('chat:window.seen')}
        </Typography.Text>
      )}
      {pending.map((message) => (
        <div
          key={message.clientId}
          className="nrcs-chat-message nrcs-chat-message--mine nrcs-chat-message--pending"
          data-testid="chat-pending"
        >
          <div className="nrcs-chat-message__text">{message.file?.name ?? message.text}</div>
          {message.failed ? (
            <span>
              <Typography.Text type="danger">{t('chat:window.failed')}</Typography.Text>{' '}
              <Button size="small" type="link" onClick={() => onRetry(message)}>
                {t('chat:window.retry')}
              </Button>
              <Button size="small" type="link" danger onClick={() => onDiscard(message.clientId)}>
                {t('chat:window.discard')}
              </Button>
            </span>
          ) : (
            <Typography.Text type="secondary">{t('chat:window.sending')}</Typography.Text>
          )}
        </div>
      ))}
      <div ref={end} />
    </div>
  );
}
