import { newsroomToday } from '@newsroom/domain';
import { useCallback, useEffect, useState } from 'react';
import { Col, Empty, Row, Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRememberedTabs, type RememberedTab } from '../../../shared/editorTabs';
import type { Assignment } from '@newsroom/domain';
import { abilityOf, useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { DayList } from '../components/DayList';
import { GuidelineViewer } from '../components/GuidelineViewer';
import { GuidelineEditor, type EditorStatus } from '../editor/GuidelineEditor';
import { useAssignmentEvents } from '../hooks/useAssignmentEvents';
import { useGuidelineLookups } from '../hooks/useGuidelineLookups';
import { ProposalsPanel } from '../proposals/ProposalsPanel';
import { GuidelineSearchPanel } from '../search/GuidelineSearchPanel';
import { GuidelineTrashPanel } from '../trash/GuidelineTrashPanel';
import '../assignments.css';

/** An editor tab: an existing guideline or the one new guideline. */
interface EditorTab extends RememberedTab {
  assignmentId: number | null;
}

const LIST_TAB = 'list';
const PROPOSALS_TAB = 'proposals';
const SEARCH_TAB = 'search';
const TRASH_TAB = 'trash';
const NEW_TAB = 'new';
const DATE_PARAM = 'date';
const EDIT_PARAM = 'edit';

const editKey = (id: number) => `edit-${id}`;
const isWriter = (level: string) => level === 'write' || level === 'admin';

/**
 * The guidelines area (`/main?area=guidelines`): the day list with the selected guideline's
 * viewer, the proposals, the search, the trash, and one editor tab per open guideline (spec 2 §4: a new-guideline tab
 * is reused while one is open). `date` in the query chooses the day; `edit=<id|new>` opens an
 * editor (the unsaved-changes panel links there).
 */
export function GuidelinesPage() {
  const { t } = useTranslation('assignment');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const lookups = useGuidelineLookups();
  const [searchParams, setSearchParams] = useSearchParams();
  useAssignmentEvents();

  const today = newsroomToday(branch.data?.timeZone, new Date());
  const requestedDate = searchParams.get(DATE_PARAM);
  const date = requestedDate && /^\d{4}-\d{2}-\d{2}$/.test(requestedDate) ? requestedDate : today;
  const [selectedId, setSelectedId] = useState<number | null>(null);
  const { tabs, setTabs, activeKey, setActiveKey } = useRememberedTabs<EditorTab>(
    me ? `guidelines:${me.id}` : null,
    'assignmentId',
    LIST_TAB,
  );
  const canWrite = me !== null && isWriter(abilityOf(me, 'assignment'));
  const canSeeProposals = me !== null && abilityOf(me, 'assignment_proposal') !== 'none';

  const handleDateChange = (next: string) => {
    setSearchParams((params) => {
      const copy = new URLSearchParams(params);
      copy.set(DATE_PARAM, next);
      return copy;
    });
  };

  const openEditor = useCallback(
    (assignmentId: number | null) => {
      const key = assignmentId === null ? NEW_TAB : editKey(assignmentId);
      setTabs((now) =>
        now.some((tab) => tab.key === key)
          ? now
          : [...now, { key, assignmentId, title: '', isDirty: false, closeRequest: 0 }],
      );
      setActiveKey(key);
    },
    [setActiveKey, setTabs],
  );

  // `edit=<id|new>` (from the unsaved-changes panel) opens that editor once.
  const editParam = searchParams.get(EDIT_PARAM);
  useEffect(() => {
    if (editParam === null) return;
    const id = Number(editParam);
    if (editParam === NEW_TAB) openEditor(null);
    else if (Number.isInteger(id) && id > 0) openEditor(id);
    setSearchParams(
      (params) => {
        const copy = new URLSearchParams(params);
        copy.delete(EDIT_PARAM);
        return copy;
      },
      { replace: true },
    );
  }, [editParam, openEditor, setSearchParams]);

  const closeTab = (key: string) => {
    setTabs((now) => now.filter((tab) => tab.key !== key));
    setActiveKey((active) => (active === key ? LIST_TAB : active));
  };

  const handleSaved = (key: string, assignment: Assignment, wasNew: boolean) => {
    setSelectedId(assignment.id);
    if (!wasNew) return;
    const nextKey = editKey(assignment.id);
    setTabs((now) => [
      ...now.filter((tab) => tab.key !== key && tab.key !== nextKey),
      {
        key: nextKey,
        assignmentId: assignment.id,
        title: assignment.slug,
        isDirty: false,
        closeRequest: 0,
      },
    ]);
    setActiveKey(nextKey);
  };

  const handleStatus = useCallback(
    (key: string, status: EditorStatus) => {
      // Same array when nothing changed, so an editor reporting its status does not re-render (and
      // re-report) in a loop.
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
          <DayList
            date={date}
            today={today}
            onDateChange={handleDateChange}
            lookups={lookups}
            selectedId={selectedId}
            onSelect={(assignment) => setSelectedId(assignment.id)}
            onNew={canWrite ? () => openEditor(null) : undefined}
          />
        </Col>
        <Col xs={24} lg={15}>
          {selectedId === null ? (
            <Empty description={t('viewer.none')} />
          ) : (
            <GuidelineViewer
              key={selectedId}
              assignmentId={selectedId}
              onEdit={(assignment) => openEditor(assignment.id)}
              onClose={() => setSelectedId(null)}
              duplicateDate={date}
              onDuplicated={(copy) => {
                setSelectedId(copy.id);
                openEditor(copy.id);
              }}
            />
          )}
        </Col>
      </Row>
    ),
  };

  const proposalsTab = {
    key: PROPOSALS_TAB,
    label: t('proposal:title'),
    closable: false,
    children: <ProposalsPanel onOpenGuideline={(assignment) => openEditor(assignment.id)} />,
  };

  const searchTab = {
    key: SEARCH_TAB,
    label: <span data-testid="guidelines-search-tab">{t('tabs.search')}</span>,
    closable: false,
    children: <GuidelineSearchPanel />,
  };

  const trashTab = {
    key: TRASH_TAB,
    label: <span data-testid="guidelines-trash-tab">{t('tabs.trash')}</span>,
    closable: false,
    children: <GuidelineTrashPanel />,
  };

  const editorTabs = tabs.map((tab) => ({
    key: tab.key,
    label: (
      <span data-testid="guideline-tab" data-key={tab.key}>
        {(tab.title || t('editor.newTitle')) + (tab.isDirty ? ' *' : '')}
      </span>
    ),
    closable: true,
    children: (
      <GuidelineEditor
        assignmentId={tab.assignmentId}
        initialDate={date}
        lookups={lookups}
        closeRequest={tab.closeRequest}
        onSaved={(assignment, wasNew) => handleSaved(tab.key, assignment, wasNew)}
        onClose={() => closeTab(tab.key)}
        onStatusChange={(status) => handleStatus(tab.key, status)}
      />
    ),
  }));

  return (
    <div className="nrcs-guidelines" data-testid="guidelines-page">
      <Tabs
        type="editable-card"
        hideAdd
        activeKey={activeKey}
        onChange={setActiveKey}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') requestClose(key);
        }}
        items={[
          listTab,
          ...(canSeeProposals ? [proposalsTab] : []),
          searchTab,
          trashTab,
          ...editorTabs,
        ]}
      />
    </div>
  );
}
