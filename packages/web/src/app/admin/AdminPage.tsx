import { Suspense } from 'react';
import { Skeleton } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { hasRoles } from '@newsroom/domain';
import { useAuth } from '../../features/auth';
import { ErrorPage } from '../errors/lazyErrorPage';
import { ADMIN_AREAS, DEFAULT_ADMIN_AREA, type AdminAreaKey } from '../menus/adminMenu';
import { ROLE_ADMIN_WRITE } from '../menus/adminRoles';
import { AdminArea } from './AdminArea';
import { AreaLayout } from '../menus/AreaLayout';
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
    <AreaLayout
      testId="admin-page"
      area={area}
      areas={ADMIN_AREAS}
      labelPrefix="menu:adminAreas"
      ariaLabel={t('menu:adminMenu')}
      onSelect={handleSelect}
    >
      <Suspense fallback={<Skeleton active />}>
        {area ? <AdminArea area={area.key} canEdit={canEdit} /> : <ErrorPage code={404} />}
      </Suspense>
    </AreaLayout>
  );
}
