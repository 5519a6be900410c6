import { Suspense } from 'react';
import { Layout, Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasRoles } from '@newsroom/domain';
import { useAuth } from '../../features/auth';
import { ErrorPage } from '../errors/lazyErrorPage';
import { ADMIN_AREAS, DEFAULT_ADMIN_AREA, type AdminAreaKey } from '../menus/adminMenu';
import { ROLE_ADMIN_WRITE } from '../menus/adminRoles';
import { AdminArea } from './AdminArea';
import { AreaMenu } from '../menus/AreaMenu';
import { findArea } from '../menus/menuArea';
import { AREA_PARAM } from '../menus/mainMenu';

/** The administration area (`/admin?area=<key>`); the route already checked ROLE_ADMIN_READ. */
export function AdminPage() {
  const { t } = useTranslation();
  const { me } = useAuth();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(AREA_PARAM);
  const area =
    requested === null
      ? findArea(ADMIN_AREAS, DEFAULT_ADMIN_AREA)
      : findArea(ADMIN_AREAS, requested);
  const canEdit = me !== null && hasRoles(me.roles, [ROLE_ADMIN_WRITE]);

  const handleSelect = (key: AdminAreaKey) => setSearchParams({ [AREA_PARAM]: key });

  return (
    <Layout className="nrcs-area" data-testid="admin-page" data-area={area?.key ?? ''}>
      <Layout.Sider width={240} breakpoint="lg" collapsedWidth={0} className="nrcs-area__sider">
        <AreaMenu
          areas={ADMIN_AREAS}
          selected={area?.key ?? null}
          labelPrefix="menu:adminAreas"
          ariaLabel={t('menu:adminMenu')}
          onSelect={handleSelect}
        />
      </Layout.Sider>
      <Layout.Content className="nrcs-area__content">
        <Suspense fallback={<Skeleton active />}>
          {area ? <AdminArea area={area.key} canEdit={canEdit} /> : <ErrorPage code={404} />}
        </Suspense>
      </Layout.Content>
    </Layout>
  );
}
