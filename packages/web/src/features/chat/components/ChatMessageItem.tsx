import { Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import type { ChatMessage } from '@newsroom/domain';
import { currentLocale, formatFileSize } from '../../../shared/i18n';
import { formatTime } from '../../../shared/i18n/dateFormat';
import { chatFileUrl } from '../api/chatApi';

/** Props of {@link ChatMessageItem}. */
export interface ChatMessageItemProps {
  message: ChatMessage;
  mine: boolean;
}

/** One message: its author (others'), text or file with size and download link, and time. */
export function ChatMessageItem({ message, mine }: ChatMessageItemProps) {
  const locale = currentLocale();
  return (
    <div
      className={`nrcs-chat-message${mine ? ' nrcs-chat-message--mine' : ''}`}
      data-testid="chat-message"
      data-message-id={message.id}
    >
      {!mine && (
        <Typography.Text strong className="nrcs-chat-message__author">
          {message.authorName}
        </Typography.Text>
      )}
      {message.file && (
        <a href={chatFileUrl(message.id, true)} data-testid="chat-message-file">
          <PaperClipOutlined /> {message.file.name} ({formatFileSize(message.file.size, locale)})
        </a>
      )}
      {message.text && <div className="nrcs-chat-message__text">{message.text}</div>}
      <Typography.Text type="secondary" className="nrcs-chat-message__time">
        {formatTime(new Date(message.createdAt))}
      </Typography.Text>
    </div>
  );
}
