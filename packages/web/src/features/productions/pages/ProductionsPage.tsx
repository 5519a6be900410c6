import { newsroomToday } from '@newsroom/domain';
import { useCallback, useEffect, useState } from 'react';
import { Col, Empty, Row, Tabs } from 'antd';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRememberedTabs, type RememberedTab } from '../../../shared/editorTabs';
import type { Production } from '@newsroom/domain';
import { abilityOf, useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { isIsoDate } from '../../../shared/dates';
import { fetchProduction, productionKeys } from '../api/productionsApi';
import { ProductionDayList } from '../components/ProductionDayList';
import { ProductionViewer } from '../components/ProductionViewer';
import { ProductionEditor, type EditorStatus } from '../editor/ProductionEditor';
import { useProductionEvents } from '../hooks/useProductionEvents';
import { useProductionLookups } from '../hooks/useProductionLookups';
import { ProductionTrashPanel } from '../trash/ProductionTrashPanel';
import '../productions.css';

/** An editor tab: an existing checklist or the one new checklist. */
interface EditorTab extends RememberedTab {
  productionId: number | null;
}

const LIST_TAB = 'list';
const TRASH_TAB = 'trash';
const NEW_TAB = 'new';
const DATE_PARAM = 'date';
const EDIT_PARAM = 'edit';
/** Opens one checklist (`id`; `productionId` is accepted too). */
const ID_PARAMS = ['id', 'productionId'] as const;

const editKey = (id: number) => `edit-${id}`;
const isWriter = (level: string) => level === 'write' || level === 'admin';

/**
 * The productions area (`/main?area=productions`): the day list of checklists with the selected
 * one's detail, the trash, and one editor tab per open checklist (a new-checklist tab is reused). `date`
 * chooses the day; `id=<id>` opens that checklist on its own day (a guideline's "production
 * checklist" button comes here); `edit=<id|new>` opens an editor (the unsaved-changes panel).
 */
export function ProductionsPage() {
  const { t } = useTranslation('production');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const lookups = useProductionLookups();
  const queryClient = useQueryClient();
  const [searchParams, setSearchParams] = useSearchParams();
  useProductionEvents();

  const today = newsroomToday(branch.data?.timeZone, new Date());
  const requestedDate = searchParams.get(DATE_PARAM);
  const date = isIsoDate(requestedDate) ? requestedDate : today;
  const [onlyNotDoneChoice, setOnlyNotDoneChoice] = useState<boolean | null>(null);
  const onlyNotDone = onlyNotDoneChoice ?? lookups.config.hideDone;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { tabs, setTabs, activeKey, setActiveKey } = useRememberedTabs<EditorTab>(
    me ? `productions:${me.id}` : null,
    'productionId',
    LIST_TAB,
  );
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

  const handleDateChange = (next: string) => setParams((params) => params.set(DATE_PARAM, next));

  const openEditor = useCallback(
    (productionId: number | null) => {
      const key = productionId === null ? NEW_TAB : editKey(productionId);
      setTabs((now) =>
        now.some((tab) => tab.key === key)
          ? now
          : [...now, { key, productionId, title: '', isDirty: false, closeRequest: 0 }],
      );
      setActiveKey(key);
    },
    [setActiveKey, setTabs],
  );

  // `id=<id>` selects that checklist and moves the list to its day, once.
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

  // `edit=<id|new>` (from the unsaved-changes panel) opens that editor once.
  const editParam = searchParams.get(EDIT_PARAM);
  useEffect(() => {
    if (editParam === null) return;
    const id = Number(editParam);
    if (editParam === NEW_TAB) openEditor(null);
    else if (Number.isInteger(id) && id > 0) openEditor(id);
    setParams((params) => params.delete(EDIT_PARAM));
  }, [editParam, openEditor, setParams]);

  const closeTab = (key: string) => {
    setTabs((now) => now.filter((tab) => tab.key !== key));
    setActiveKey((active) => (active === key ? LIST_TAB : active));
  };

  const handleSaved = (key: string, production: Production, wasNew: boolean) => {
    setSelectedId(production.id);
    if (!wasNew) return;
    const nextKey = editKey(production.id);
    setTabs((now) => [
      ...now.filter((tab) => tab.key !== key && tab.key !== nextKey),
      {
        key: nextKey,
        productionId: production.id,
        title: production.slug,
        isDirty: false,
        closeRequest: 0,
      },
    ]);
    setActiveKey(nextKey);
  };

  const handleStatus = useCallback(
    (key: string, status: EditorStatus) => {
      // Unchanged tabs keep their array, so the editor's status effect cannot loop.
      setTabs((now) =>
        now.some(
          (tab) =>
            tab.key === key && (tab.title !== status.title || tab.isDirty !== status.isDirty),
        )
          ? now.map((tab) => (tab.key === key ? { ...tab, ...status } : tab))
          : now,
      );
    },
    [setTabs],
  );

  const requestClose = (key: string) =>
    setTabs((now) =>
      now.map((tab) => (tab.key === key ? { ...tab, closeRequest: tab.closeRequest + 1 } : tab)),
    );

  const listTab = {
    key: LIST_TAB,
    label: t('tabs.list'),
    closable: false,
    children: (
      <Row gutter={16}>
        <Col xs={24} lg={9}>
          <ProductionDayList
            date={date}
            today={today}
            onDateChange={handleDateChange}
            onlyNotDone={onlyNotDone}
            onOnlyNotDoneChange={setOnlyNotDoneChoice}
            lookups={lookups}
            selectedId={selectedId}
            onSelect={(production) => setSelectedId(production.id)}
            onNew={canWrite ? () => openEditor(null) : undefined}
          />
        </Col>
        <Col xs={24} lg={15}>
          {selectedId === null ? (
            <Empty description={t('viewer.none')} />
          ) : (
            <ProductionViewer
              key={selectedId}
              productionId={selectedId}
              onEdit={(production) => openEditor(production.id)}
              onClose={() => setSelectedId(null)}
            />
          )}
        </Col>
      </Row>
    ),
  };

  const trashTab = {
    key: TRASH_TAB,
    label: <span data-testid="productions-trash">{t('tabs.trash')}</span>,
    closable: false,
    children: <ProductionTrashPanel />,
  };

  const editorTabs = tabs.map((tab) => ({
    key: tab.key,
    label: (
      <span data-testid="production-tab" data-key={tab.key}>
        {(tab.title || t('editor.newTitle')) + (tab.isDirty ? ' *' : '')}
      </span>
    ),
    closable: true,
    children: (
      <ProductionEditor
        productionId={tab.productionId}
        initialDate={date}
        lookups={lookups}
        closeRequest={tab.closeRequest}
        onSaved={(production, wasNew) => handleSaved(tab.key, production, wasNew)}
        onClose={() => closeTab(tab.key)}
        onStatusChange={(status) => handleStatus(tab.key, status)}
      />
    ),
  }));

  return (
    <div className="nrcs-productions" data-testid="productions-page">
      <Tabs
        type="editable-card"
        hideAdd
        activeKey={activeKey}
        onChange={setActiveKey}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') requestClose(key);
        }}
        items={[listTab, trashTab, ...editorTabs]}
      />
    </div>
  );
}
