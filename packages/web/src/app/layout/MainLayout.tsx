import { Suspense } from 'react';
import { Layout } from 'antd';
import { Outlet } from 'react-router';
import { abilityOf, useAuth } from '../../features/auth';
import { ChatDock } from '../../features/chat';
import { LicenceBanner } from '../../features/licence';
import { NoticeBanner } from '../../features/notices';
import { useGlobalSearchShortcut } from '../../features/search';
import { useAwayReporter } from '../../features/users';
import { RealtimeConnector } from '../providers/RealtimeConnector';
import { AppHeader } from './AppHeader';
import { useAfterStartUp } from './useAfterStartUp';

/** The signed-in shell around /main, /admin and /preview: header, socket, page, ctrl+F search,
 * presence (away when idle), the licence warning (administrators), notices and the docked chat windows. */
export function MainLayout() {
  const { me } = useAuth();
  useGlobalSearchShortcut();
  useAwayReporter();
  const isAfterStartUp = useAfterStartUp();
  if (!me) return null;
  return (
    <Layout className="nrcs-shell">
      <RealtimeConnector />
      <Layout.Header className="nrcs-shell__header">
        <AppHeader me={me} />
      </Layout.Header>
      {abilityOf(me, 'admin') !== 'none' && <LicenceBanner />}
      {abilityOf(me, 'notice') !== 'none' && <NoticeBanner />}
      <Layout.Content className="nrcs-shell__content">
        <Outlet />
      </Layout.Content>
      {isAfterStartUp && abilityOf(me, 'chat') !== 'none' && (
        <Suspense fallback={null}>
          <ChatDock myId={me.id} />
        </Suspense>
      )}
    </Layout>
  );
}
