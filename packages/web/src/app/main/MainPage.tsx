import { Suspense } from 'react';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { HomePanel } from './lazyAreas';
import { MainAreaPage } from './MainAreaPage';
import { ErrorPage } from '../errors/lazyErrorPage';
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
          <Suspense fallback={null}>
            <HomePanel />
          </Suspense>
        ) : area ? (
          <MainAreaPage areaKey={area.key} />
        ) : (
          <Suspense fallback={null}>
            <ErrorPage code={404} />
          </Suspense>
        )}
      </AppDocumentViewers>
    </AreaLayout>
  );
}
