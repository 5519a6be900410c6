import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTabsPage, fixedTab, LIST_TAB, useDayListPage } from '../../../shared/documentPage';
import type { Production } from '@newsroom/domain';
import { canWriteIn, useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { ListWithViewer } from '../../../shared/dayList';
import { fetchProduction, productionKeys } from '../api/productionsApi';
import { ProductionDayList } from '../components/ProductionDayList';
import { ProductionViewer } from '../components/ProductionViewer';
import { ProductionEditor } from '../editor/ProductionEditor';
import { useProductionEvents } from '../hooks/useProductionEvents';
import { useProductionLookups } from '../hooks/useProductionLookups';
import { ProductionTrashPanel } from '../trash/ProductionTrashPanel';
import '../productions.css';

const TRASH_TAB = 'trash';
const DATE_PARAM = 'date';
/** Opens one production (`id`; `productionId` is accepted too). */
const ID_PARAMS = ['id', 'productionId'] as const;

/**
 * The productions area (`/main?area=productions`): the day list of productions with the selected
 * one's detail, the trash, and one editor tab per open production (a new-production tab is reused).
 * `date` chooses the day; `id=<id>` opens that production on its own day (an assignment's
 * "production checklist" button comes here); `edit=<id|new>` opens an editor (the unsaved-changes
 * panel).
 */
export function ProductionsPage() {
  const { t } = useTranslation('production');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const lookups = useProductionLookups();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  useProductionEvents();

  const [onlyNotDoneChoice, setOnlyNotDoneChoice] = useState<boolean | null>(null);
  const onlyNotDone = onlyNotDoneChoice ?? lookups.config.hideDone;
  const canWrite = canWriteIn(me, 'production');
  const page = useDayListPage<Production>(
    me ? `productions:${me.id}` : null,
    branch.data?.timeZone,
    {
      canCreate: canWrite,
      replacesDate: true,
    },
  );
  const { date, selectedId, setSelectedId, documentTabs } = page;
  const { setActiveKey } = documentTabs;

  const setParams = useCallback(
    (change: (params: URLSearchParams) => void) =>
      setSearchParams(
        (params) => {
          const copy = new URLSearchParams(params);
          change(copy);
          return copy;
        },
        { replace: true },
      ),
    [setSearchParams],
  );

  // `id=<id>` selects that production and moves the list to its day, once.
  const idParam =
    ID_PARAMS.map((name) => searchParams.get(name)).find((value) => value !== null) ?? null;
  useEffect(() => {
    if (idParam === null) return;
    const id = Number(idParam);
    setParams((params) => ID_PARAMS.forEach((name) => params.delete(name)));
    if (!Number.isInteger(id) || id <= 0) return;
    setSelectedId(id);
    setActiveKey(LIST_TAB);
    void queryClient
      .fetchQuery({ queryKey: productionKeys.document(id), queryFn: () => fetchProduction(id) })
      .then((production) => setParams((params) => params.set(DATE_PARAM, production.date)))
      .catch(() => undefined);
  }, [idParam, queryClient, setParams, setActiveKey, setSelectedId]);

  const listTab = fixedTab(
    LIST_TAB,
    t('tabs.list'),
    <ListWithViewer
      list={
        <ProductionDayList
          {...page.list}
          onlyNotDone={onlyNotDone}
          onOnlyNotDoneChange={setOnlyNotDoneChoice}
          lookups={lookups}
        />
      }
      viewer={
        selectedId === null ? null : (
          <ProductionViewer key={selectedId} productionId={selectedId} {...page.viewer} />
        )
      }
      none={t('viewer.none')}
    />,
  );
  const trashTab = fixedTab(
    TRASH_TAB,
    <span data-testid="productions-trash">{t('tabs.trash')}</span>,
    <ProductionTrashPanel />,
  );

  return (
    <DocumentTabsPage<Production>
      documentTabs={documentTabs}
      className="nrcs-productions"
      testId="productions-page"
      tabTestId="production-tab"
      newTitle={t('editor.newTitle')}
      fixedTabs={[listTab, trashTab]}
      onSaved={(production) => setSelectedId(production.id)}
      renderEditor={(tab, props) => (
        <ProductionEditor
          productionId={tab.documentId}
          initialDate={date}
          lookups={lookups}
          {...props}
        />
      )}
    />
  );
}
