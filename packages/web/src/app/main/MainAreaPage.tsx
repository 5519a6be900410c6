import { Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { NotAvailable } from '../../shared/components';
import type { MainAreaKey } from '../menus/mainMenu';
import { MAIN_AREA_PAGES } from './lazyAreas';
import { usePrefetchArea } from './usePrefetchArea';

/** Props of {@link MainAreaPage}. */
export interface MainAreaPageProps {
  areaKey: MainAreaKey;
}

/** One main area: its page, loaded on demand, or a note that it is not built yet. */
export function MainAreaPage({ areaKey }: MainAreaPageProps) {
  const { t } = useTranslation();
  usePrefetchArea(areaKey);
  const Page = MAIN_AREA_PAGES[areaKey];
  if (!Page) return <NotAvailable areaName={t(`menu:areas.${areaKey}`)} />;
  return (
    <Suspense fallback={null}>
      <Page />
    </Suspense>
  );
}
