import { Flex, Typography } from 'antd';
import { PaperClipOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { ChatMessage } from '@newsroom/domain';
import { currentLocale, formatFileSize } from '../../../shared/i18n';
import { chatFileUrl } from '../api/chatApi';
import { formatTime } from '../../../shared/i18n/dateFormat';

/** Props of {@link ChatHistoryMessage}. */
export interface ChatHistoryMessageProps {
  message: ChatMessage;
  /** The message a search result opened: marked until another is opened. */
  isHighlighted: boolean;
}

/** One message of the history: author, time, text and, for a file, its name, size and download. */
export function ChatHistoryMessage({ message, isHighlighted }: ChatHistoryMessageProps) {
  const { t } = useTranslation('chatHistory');
  const locale = currentLocale();
  return (
    <Flex
      vertical
      className="nrcs-chat-history__message"
      data-testid="chat-history-message"
      data-message-id={message.id}
      data-highlighted={isHighlighted || undefined}
      style={isHighlighted ? { outline: '2px solid var(--ant-color-primary)' } : undefined}
    >
      <Typography.Text type="secondary">
        {t('byAt', { name: message.authorName, at: formatTime(new Date(message.createdAt)) })}
      </Typography.Text>
      {message.text && (
        <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
          {message.text}
        </Typography.Paragraph>
      )}
      {message.file && (
        <Typography.Link
          href={chatFileUrl(message.id, true)}
          download={message.file.name}
          data-testid="chat-history-file"
        >
          <PaperClipOutlined />{' '}
          {t('file', { name: message.file.name, size: formatFileSize(message.file.size, locale) })}
        </Typography.Link>
      )}
    </Flex>
  );
}
