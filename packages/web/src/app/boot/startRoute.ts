import type { QueryClient } from '@tanstack/react-query';
import { AREA_PARAM } from '../menus/areaParam';
import type { MainAreaKey } from '../menus/mainMenu';
import { HomePanel, MAIN_AREA_PAGES } from '../main/lazyAreas';
import { MainLayout, MainPage } from '../router/lazyPages';
import type { Bootstrap } from './bootstrapApi';
import { prefetchRundownArea } from './prefetchRundownArea';
import { setStartUpCode } from './startUpCode';

/**
 * Starts what the opened address needs at once, beside the bootstrap call: the code of the shell,
 * of /main and of its area or home (else each would wait for the one before it to render), and for the
 * rundown screen its rundown. With `date` and `program` in the address the rundown is asked for
 * straight away; otherwise once the bootstrap says which programs and which day it is.
 */
export function startRoute(
  location: Pick<Location, 'pathname' | 'search'>,
  queryClient: QueryClient,
  boot: Promise<Bootstrap | null>,
): void {
  if (location.pathname !== '/main') return;
  const params = new URLSearchParams(location.search);
  const area = params.get(AREA_PARAM);
  // Data first: the code below is many files that fill the browser's connections.
  if (area === 'rundown') prefetchRundownOnStart(queryClient, params, boot);
  setStartUpCode(
    Promise.all([
      MainLayout.preload(),
      MainPage.preload(),
      area === null ? HomePanel.preload() : MAIN_AREA_PAGES[area as MainAreaKey]?.preload(),
    ]),
  );
}

/** The rundown of the opened address: at once when it names both, else after the bootstrap. */
function prefetchRundownOnStart(
  queryClient: QueryClient,
  params: URLSearchParams,
  boot: Promise<Bootstrap | null>,
): void {
  const programId = Number(params.get('program'));
  if (programId > 0 && params.has('date'))
    void prefetchRundownArea(queryClient, params, {
      programs: [{ id: programId }],
      timeZone: null,
    });
  void boot.then((answer) => {
    if (answer?.accessiblePrograms)
      void prefetchRundownArea(queryClient, params, {
        programs: answer.accessiblePrograms,
        timeZone: answer.branch.timeZone,
      });
  });
}
