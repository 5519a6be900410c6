import { useRef, useState } from 'react';
import { Button, Flex, Input } from 'antd';
import { PaperClipOutlined, SendOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { CHAT_FILE_MAX_BYTES, CHAT_TEXT_MAX } from '@newsroom/domain';
import { useMessage } from '../../../shared/notifications';

/** Props of {@link ChatComposer}. */
export interface ChatComposerProps {
  onSend: (text: string) => void;
  onFile: (file: File) => void;
  onTyping: () => void;
}

/** The message box: Enter sends, Shift+Enter breaks the line, the clip sends a file (≤ 100 MB). */
export function ChatComposer({ onSend, onFile, onTyping }: ChatComposerProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [text, setText] = useState('');
  const picker = useRef<HTMLInputElement>(null);
  const send = () => {
    const trimmed = text.trim();
    if (trimmed === '') return;
    onSend(trimmed);
    setText('');
  };
  const pick = (file: File | undefined) => {
    if (!file) return;
    if (file.size > CHAT_FILE_MAX_BYTES) {
      void message.error(t('chat:window.fileTooLarge', { name: file.name, count: 100 }));
      return;
    }
    onFile(file);
  };
  return (
    <Flex gap={4} align="end" className="nrcs-chat-window__composer">
      <input
        ref={picker}
        type="file"
        hidden
        data-testid="chat-file-input"
        onChange={(event) => {
          pick(event.target.files?.[0]);
          event.target.value = '';
        }}
      />
      <Button
        type="text"
        icon={<PaperClipOutlined />}
        aria-label={t('chat:window.attach')}
        title={t('chat:window.attach')}
        onClick={() => picker.current?.click()}
      />
      <Input.TextArea
        value={text}
        maxLength={CHAT_TEXT_MAX}
        autoSize={{ minRows: 1, maxRows: 4 }}
        placeholder={t('chat:window.placeholder')}
        aria-label={t('chat:window.placeholder')}
        data-testid="chat-input"
        onChange={(event) => {
          setText(event.target.value);
          if (event.target.value !== '') onTyping();
        }}
        onPressEnter={(event) => {
          if (event.shiftKey) return;
          event.preventDefault();
          send();
        }}
      />
      <Button
        type="primary"
        icon={<SendOutlined />}
        aria-label={t('chat:window.send')}
        title={t('chat:window.send')}
        data-testid="chat-send"
        onClick={send}
      />
    </Flex>
  );
}
