import { Button, Flex } from 'antd';
import { ShrinkOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { chatDock } from '../chatDock';
import { useChatDock } from '../hooks/useChatDock';
import { useChatLive } from '../hooks/useChatLive';
import { ChatLauncher } from './ChatLauncher';
import { ChatWindow } from './ChatWindow';

/**
 * The chat windows docked at the bottom right of every screen (spec 3 §4): open ones side by
 * side, minimised ones as bars, "minimise all", and the chat list when the header badge opens it.
 */
export function ChatDock({ myId }: { myId: number }) {
  const { t } = useTranslation();
  const { windows, launcherOpen } = useChatDock();
  useChatLive(myId);
  const openCount = windows.filter((w) => !w.minimised).length;
  return (
    <div className="nrcs-chat-dock" data-testid="chat-dock">
      {launcherOpen && <ChatLauncher myId={myId} />}
      <Flex gap="small" align="end" justify="end" wrap="wrap-reverse">
        {openCount > 1 && (
          <Button
            size="small"
            icon={<ShrinkOutlined />}
            onClick={chatDock.minimiseAll}
            data-testid="chat-minimise-all"
          >
            {t('chat:dock.minimiseAll')}
          </Button>
        )}
        {windows.map((window) => (
          <ChatWindow
            key={window.chatId}
            chatId={window.chatId}
            myId={myId}
            minimised={window.minimised}
          />
        ))}
      </Flex>
    </div>
  );
}
