import { Divider, Flex, Typography } from 'antd';
import { Link } from 'react-router';
import { PRODUCT_NAME } from '@newsroom/domain';
import { abilityOf, type Me } from '../../features/auth';
import { useBranchConfig } from '../../features/branch';
import { ChatBadge } from '../../features/chat';
import { NewsSidebarButton } from '../../features/newsSuggestions';
import { NoticesButton } from '../../features/notices';
import { NotificationsBell } from '../../features/notifications';
import { AppLogo } from '../../features/settings';
import { OnlineUsersIndicator } from '../../features/users';
import { LanguageSwitch } from '../../shared/components';
import { RecoveryPanel } from '../../shared/drafts';
import { AppDocumentViewers } from '../documentViewer/documentViewers';
import { SocketStateIndicator } from './SocketStateIndicator';
import { UserMenu } from './UserMenu';

/** Props of {@link AppHeader}. */
export interface AppHeaderProps {
  me: Me;
}

/**
 * The header: the installation's logo, product and branch name, connection state, online users,
 * notices, news sidebar, chat, notifications, unsaved-data recovery panel, language, user menu.
 */
export function AppHeader({ me }: AppHeaderProps) {
  const { data: branch } = useBranchConfig();
  return (
    <Flex
      align="center"
      justify="space-between"
      gap="middle"
      className="nrcs-header"
      data-testid="app-header"
    >
      <Flex align="center" gap="small" className="nrcs-header__brand">
        <AppLogo placement="header" height={36} />
        <Link to="/main" className="nrcs-header__product" data-testid="product-name">
          <Typography.Text strong>{PRODUCT_NAME}</Typography.Text>
        </Link>
        {branch?.branchName && (
          <>
            <Divider orientation="vertical" />
            <Typography.Text type="secondary" data-testid="branch-name" ellipsis>
              {branch.branchName}
            </Typography.Text>
          </>
        )}
      </Flex>
      <Flex align="center" gap="small">
        <SocketStateIndicator />
        <OnlineUsersIndicator />
        {abilityOf(me, 'notice') !== 'none' && <NoticesButton />}
        {abilityOf(me, 'agency') !== 'none' && <NewsSidebarButton />}
        {abilityOf(me, 'chat') !== 'none' && <ChatBadge />}
        <AppDocumentViewers>
          <NotificationsBell />
        </AppDocumentViewers>
        <RecoveryPanel />
        <LanguageSwitch />
        <UserMenu me={me} />
      </Flex>
    </Flex>
  );
}
