import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../shared/components';
import {
  ArchivePage,
  DrawerPage,
  AssignmentsPage,
  MediaCentrePage,
  ProductionMapPage,
  ProductionsPage,
  NewsReportsPage,
  RundownGridPage,
  RundownPage,
  SearchPage,
  StoriesPage,
  TrashPage,
} from './lazyAreas';
import { ErrorPage } from '../errors/lazyErrorPage';
import { HomePanel } from './HomePanel';
import { AppDocumentViewers } from '../documentViewer/documentViewers';
import { AreaLayout } from '../menus/AreaLayout';
import { findArea } from '../menus/menuArea';
import { AREA_PARAM, MAIN_AREAS, type MainAreaKey } from '../menus/mainMenu';

/** The main working area: the area menu and the chosen area (`/main?area=<key>`). */
export function MainPage() {
  const { t } = useTranslation();
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(AREA_PARAM);
  const area = findArea(MAIN_AREAS, requested);

  const handleSelect = (key: MainAreaKey) => setSearchParams({ [AREA_PARAM]: key });

  return (
    <AreaLayout
      testId="main-page"
      area={area}
      areas={MAIN_AREAS}
      labelPrefix="menu:areas"
      ariaLabel={t('menu:mainMenu')}
      onSelect={handleSelect}
    >
      <AppDocumentViewers>
        {requested === null ? (
          <HomePanel />
        ) : area?.key === 'rundown' ? (
          <Suspense fallback={null}>
            <RundownPage />
          </Suspense>
        ) : area?.key === 'rundownGrid' ? (
          <Suspense fallback={null}>
            <RundownGridPage />
          </Suspense>
        ) : area?.key === 'stories' ? (
          <Suspense fallback={null}>
            <StoriesPage />
          </Suspense>
        ) : area?.key === 'drawer' ? (
          <Suspense fallback={null}>
            <DrawerPage />
          </Suspense>
        ) : area?.key === 'guidelines' ? (
          <Suspense fallback={null}>
            <AssignmentsPage />
          </Suspense>
        ) : area?.key === 'productions' ? (
          <Suspense fallback={null}>
            <ProductionsPage />
          </Suspense>
        ) : area?.key === 'reportages' ? (
          <Suspense fallback={null}>
            <NewsReportsPage />
          </Suspense>
        ) : area?.key === 'trash' ? (
          <Suspense fallback={null}>
            <TrashPage />
          </Suspense>
        ) : area?.key === 'archive' ? (
          <Suspense fallback={null}>
            <ArchivePage />
          </Suspense>
        ) : area?.key === 'productionMap' ? (
          <Suspense fallback={null}>
            <ProductionMapPage />
          </Suspense>
        ) : area?.key === 'globalSearch' ? (
          <Suspense fallback={null}>
            <SearchPage />
          </Suspense>
        ) : area?.key === 'mediaCentre' ? (
          <Suspense fallback={null}>
            <MediaCentrePage />
          </Suspense>
        ) : area ? (
          // Areas not built yet say so honestly.
          <NotAvailable areaName={t(`menu:areas.${area.key}`)} />
        ) : (
          <Suspense fallback={null}>
            <ErrorPage code={404} />
          </Suspense>
        )}
      </AppDocumentViewers>
    </AreaLayout>
  );
}
