import { useCallback, useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { DocumentTabsPage, useDocumentTabs } from '../../../shared/documentPage';
import type { Production } from '@newsroom/domain';
import { abilityOf, useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { ListWithViewer, useDayParam } from '../../../shared/dayList';
import { fetchProduction, productionKeys } from '../api/productionsApi';
import { ProductionDayList } from '../components/ProductionDayList';
import { ProductionViewer } from '../components/ProductionViewer';
import { ProductionEditor } from '../editor/ProductionEditor';
import { useProductionEvents } from '../hooks/useProductionEvents';
import { useProductionLookups } from '../hooks/useProductionLookups';
import { ProductionTrashPanel } from '../trash/ProductionTrashPanel';
import '../productions.css';

const LIST_TAB = 'list';
const TRASH_TAB = 'trash';
const DATE_PARAM = 'date';
/** Opens one production (`id`; `productionId` is accepted too). */
const ID_PARAMS = ['id', 'productionId'] as const;

const isWriter = (level: string) => level === 'write' || level === 'admin';

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

  const { date, today, setDate } = useDayParam(branch.data?.timeZone, true);
  const [onlyNotDoneChoice, setOnlyNotDoneChoice] = useState<boolean | null>(null);
  const onlyNotDone = onlyNotDoneChoice ?? lookups.config.hideDone;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const documentTabs = useDocumentTabs(me ? `productions:${me.id}` : null, LIST_TAB);
  const { openEditor, setActiveKey } = documentTabs;
  const canWrite = me !== null && isWriter(abilityOf(me, 'production'));

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
  }, [idParam, queryClient, setParams, setActiveKey]);

  const listTab = {
    key: LIST_TAB,
    label: t('tabs.list'),
    closable: false,
    children: (
      <ListWithViewer
        list={
          <ProductionDayList
            date={date}
            today={today}
            onDateChange={setDate}
            onlyNotDone={onlyNotDone}
            onOnlyNotDoneChange={setOnlyNotDoneChoice}
            lookups={lookups}
            selectedId={selectedId}
            onSelect={(production) => setSelectedId(production.id)}
            onNew={canWrite ? () => openEditor(null) : undefined}
          />
        }
        viewer={
          selectedId === null ? null : (
            <ProductionViewer
              key={selectedId}
              productionId={selectedId}
              onEdit={(production) => openEditor(production.id)}
              onClose={() => setSelectedId(null)}
            />
          )
        }
        none={t('viewer.none')}
      />
    ),
  };

  const trashTab = {
    key: TRASH_TAB,
    label: <span data-testid="productions-trash">{t('tabs.trash')}</span>,
    closable: false,
    children: <ProductionTrashPanel />,
  };

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
