import { useEffect, useState } from 'react';
import { Badge, Button, Flex, Modal, Popover, Typography } from 'antd';
import { CloseOutlined, MinusOutlined, UserAddOutlined } from '@ant-design/icons';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { closeChatAction, planAddMembers, type Chat } from '@newsroom/domain';
import { notifyFailure } from '../../../shared/notifications';
import { PresenceDot, usePresence } from '../../users';
import {
  addChatMembers,
  chatKeys,
  fetchChat,
  fetchChatUnread,
  leaveChat,
  markChatRead,
  openChatWith,
} from '../api/chatApi';
import { chatDock } from '../chatDock';
import { chatTitle, withReadMark } from '../chatMessages';
import { useChatSender } from '../hooks/useChatSender';
import { useChatThread } from '../hooks/useChatThread';
import { useTypingIn } from '../hooks/useTypingIn';
import { ChatComposer } from './ChatComposer';
import { ChatMessageList } from './ChatMessageList';
import { ChatPeoplePicker } from './ChatPeoplePicker';

/** Props of {@link ChatWindow}. */
export interface ChatWindowProps {
  chatId: number;
  myId: number;
  minimised: boolean;
}

/**
 * One docked chat: minimised, a bar with its title and unread count; open, its messages, who is
 * typing and the message box. Reading it while open and focused moves the caller's read mark.
 */
export function ChatWindow({ chatId, myId, minimised }: ChatWindowProps) {
  const { data: chat } = useQuery({
    queryKey: chatKeys.chat(chatId),
    queryFn: () => fetchChat(chatId),
    staleTime: Infinity,
  });
  const unread = useUnreadOf(chatId);
  if (!chat) return null;
  const title = chatTitle(chat, myId);

  if (minimised)
    return (
      <Badge count={unread} size="small">
        <Button
          className="nrcs-chat-bar"
          data-testid="chat-bar"
          data-chat-id={chatId}
          onClick={() => void chatDock.open(chatId)}
        >
          {title}
        </Button>
      </Badge>
    );
  return <OpenChatWindow chat={chat} myId={myId} title={title} />;
}

function OpenChatWindow({ chat, myId, title }: { chat: Chat; myId: number; title: string }) {
  const { t } = useTranslation();
  const [modal, modalHolder] = Modal.useModal();
  const presenceOf = usePresence();
  const sender = useChatSender(chat.id);
  const typing = useTypingIn(chat.id);
  const [adding, setAdding] = useState(false);
  useMarkRead(chat, myId);
  const other = chat.isGroup ? null : chat.members.find((m) => m.userId !== myId);
  const add = useMutation({
    mutationFn: async (userIds: number[]) => {
      const plan = planAddMembers(
        chat.members.map((m) => m.userId),
        userIds,
      );
      if (plan.kind === 'none') return null;
      if (plan.kind === 'add') return addChatMembers(chat.id, plan.added);
      return openChatWith(plan.memberIds.filter((id) => id !== myId));
    },
    onSuccess: (result) => {
      setAdding(false);
      if (!result || result.id === chat.id) return;
      // A pair does not grow: the new chat of everyone opens and this one is minimised.
      chatDock.minimise(chat.id);
      void chatDock.open(result.id);
    },
    onError: (error) => notifyFailure(error, 'update'),
  });
  const leave = useMutation({
    mutationFn: () => leaveChat(chat.id),
    onSuccess: () => chatDock.close(chat.id),
    onError: (error) => notifyFailure(error, 'actionFailed'),
  });
  const close = () => {
    if (closeChatAction(chat.members.length) === 'close') return chatDock.close(chat.id);
    void modal.confirm({
      title: t('chat:window.leaveTitle', { name: title }),
      content: t('chat:window.leaveText'),
      okText: t('chat:window.leave'),
      onOk: () => leave.mutateAsync(),
    });
  };

  return (
    <section
      className="nrcs-chat-window"
      data-testid="chat-window"
      data-chat-id={chat.id}
      aria-label={title}
    >
      <Flex align="center" gap={4} className="nrcs-chat-window__header">
        {other && <PresenceDot presence={presenceOf(other.userId)} />}
        <Typography.Text
          strong
          ellipsis
          className="nrcs-chat-window__title"
          data-testid="chat-title"
        >
          {title}
        </Typography.Text>
        {chat.isGroup && (
          <Typography.Text type="secondary">
            {t('chat:window.members', { count: chat.members.length })}
          </Typography.Text>
        )}
        <Popover
          open={adding}
          onOpenChange={setAdding}
          trigger="click"
          title={t('chat:window.addPeople')}
          content={
            <ChatPeoplePicker
              exclude={chat.members.map((m) => m.userId)}
              asksName={false}
              submitLabel={t('chat:window.add')}
              busy={add.isPending}
              onSubmit={(userIds) => add.mutate(userIds)}
            />
          }
        >
          <Button
            size="small"
            type="text"
            icon={<UserAddOutlined />}
            aria-label={t('chat:window.addPeople')}
            title={t('chat:window.addPeople')}
          />
        </Popover>
        <Button
          size="small"
          type="text"
          icon={<MinusOutlined />}
          aria-label={t('chat:window.minimise')}
          title={t('chat:window.minimise')}
          data-testid="chat-minimise"
          onClick={() => chatDock.minimise(chat.id)}
        />
        <Button
          size="small"
          type="text"
          icon={<CloseOutlined />}
          aria-label={t('chat:window.close')}
          title={t('chat:window.close')}
          data-testid="chat-close"
          onClick={close}
        />
      </Flex>
      <ChatMessageList
        chat={chat}
        myId={myId}
        pending={sender.pending}
        onRetry={(message) => void sender.retry(message)}
        onDiscard={sender.discard}
      />
      <Typography.Text
        type="secondary"
        className="nrcs-chat-window__typing"
        data-testid="chat-typing"
      >
        {typing.length > 0
          ? t('chat:window.typing', { names: typing.join(', '), count: typing.length })
          : ''}
      </Typography.Text>
      {modalHolder}
      <ChatComposer
        onSend={(text) => void sender.sendText(text)}
        onFile={(file) => void sender.sendFile(file)}
        onTyping={sender.typing}
      />
    </section>
  );
}

/** The caller's unread count of one chat, from the unread totals. */
function useUnreadOf(chatId: number): number {
  const { data } = useQuery({ queryKey: chatKeys.unread, queryFn: fetchChatUnread });
  return data?.chats.find((c) => c.chatId === chatId)?.count ?? 0;
}

/**
 * While the window is open and the page has the focus, the caller has read the newest message:
 * the read mark moves there (once per message) and the unread counts follow.
 */
function useMarkRead(chat: Chat, myId: number) {
  const queryClient = useQueryClient();
  const { thread } = useChatThread(chat.id);
  const [focused, setFocused] = useState(() => document.hasFocus());
  useEffect(() => {
    const on = () => setFocused(true);
    const off = () => setFocused(false);
    window.addEventListener('focus', on);
    window.addEventListener('blur', off);
    return () => {
      window.removeEventListener('focus', on);
      window.removeEventListener('blur', off);
    };
  }, []);
  const newest = [...(thread?.messages ?? [])].reverse().find((m) => m.authorId !== myId);
  const mark = chat.members.find((m) => m.userId === myId)?.lastReadMessageId ?? null;
  const due = focused && newest !== undefined && (mark === null || mark < newest.id);
  useEffect(() => {
    if (!due || !newest) return;
    queryClient.setQueryData<Chat>(chatKeys.chat(chat.id), (held) =>
      held ? withReadMark(held, myId, newest.id) : held,
    );
    markChatRead(newest.id)
      .then(() => queryClient.invalidateQueries({ queryKey: chatKeys.unread }))
      .catch(() => undefined);
  }, [due, chat.id, newest, myId, queryClient]);
}
