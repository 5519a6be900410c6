import { newsroomToday } from '@newsroom/domain';
import { useCallback, useEffect } from 'react';
import { Tabs } from 'antd';
import { useSearchParams } from 'react-router';
import { useTranslation } from 'react-i18next';
import { useRememberedTabs, type RememberedTab } from '../../../shared/editorTabs';
import type { NewsReport } from '@newsroom/domain';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { NewsReportEditor, type EditorStatus } from '../editor/NewsReportEditor';
import { useNewsReportLookups } from '../editor/useNewsReportLookups';
import { ReportagesListTab } from '../list/ReportagesListTab';

/** An editor tab: an existing reportage or the one new reportage. */
interface EditorTab extends RememberedTab {
  newsReportId: number | null;
}

const LIST_TAB = 'reportages';
const NEW_TAB = 'new';
const EDIT_PARAM = 'edit';

const editKey = (id: number) => `edit-${id}`;

/**
 * The reportages area (`/main?area=reportages`, spec 2 §2): the fixed 'reportages' tab (list or
 * board) plus one closable tab per open reportage, titled by its slug or 'new' with an asterisk
 * while unsaved; at most one new reportage at a time. `edit=<id|new>` opens a tab (the
 * unsaved-changes panel links there).
 */
export function ReportagesPage() {
  const { t } = useTranslation('newsReport');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const lookups = useNewsReportLookups();
  const [searchParams, setSearchParams] = useSearchParams();
  const { tabs, setTabs, activeKey, setActiveKey } = useRememberedTabs<EditorTab>(
    me ? `reportages:${me.id}` : null,
    'newsReportId',
    LIST_TAB,
  );
  const today = newsroomToday(branch.data?.timeZone, new Date());

  const openEditor = useCallback(
    (newsReportId: number | null) => {
      const key = newsReportId === null ? NEW_TAB : editKey(newsReportId);
      setTabs((now) =>
        now.some((tab) => tab.key === key)
          ? now
          : [...now, { key, newsReportId, title: '', isDirty: false, closeRequest: 0 }],
      );
      setActiveKey(key);
    },
    [setActiveKey, setTabs],
  );

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

  const handleSaved = (key: string, newsReport: NewsReport, wasNew: boolean) => {
    if (!wasNew) return;
    // The new tab becomes the reportage's own tab (loaded again with its edit lock).
    const nextKey = editKey(newsReport.id);
    setTabs((now) => [
      ...now.filter((tab) => tab.key !== key && tab.key !== nextKey),
      {
        key: nextKey,
        newsReportId: newsReport.id,
        title: newsReport.slug,
        isDirty: false,
        closeRequest: 0,
      },
    ]);
    setActiveKey(nextKey);
  };

  const handleStatus = useCallback(
    (key: string, status: EditorStatus) => {
      // Same array when nothing changed, so a reporting editor does not re-render in a loop.
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

  // The tab's close button: the editor asks to discard unsaved data (spec 2 §2).
  const requestTabClose = (key: string) =>
    setTabs((now) =>
      now.map((tab) => (tab.key === key ? { ...tab, closeRequest: tab.closeRequest + 1 } : tab)),
    );

  const editorTabs = tabs.map((tab) => ({
    key: tab.key,
    label: (
      <span data-testid="reportage-tab" data-key={tab.key}>
        {(tab.title || t('editor.newTitle')) + (tab.isDirty ? ' *' : '')}
      </span>
    ),
    closable: true,
    children: (
      <NewsReportEditor
        newsReportId={tab.newsReportId}
        initialDate={today}
        lookups={lookups}
        closeRequest={tab.closeRequest}
        onSaved={(newsReport, wasNew) => handleSaved(tab.key, newsReport, wasNew)}
        onClose={() => closeTab(tab.key)}
        onStatusChange={(status) => handleStatus(tab.key, status)}
      />
    ),
  }));

  return (
    <div data-testid="reportages-page">
      <Tabs
        type="editable-card"
        hideAdd
        activeKey={activeKey}
        onChange={setActiveKey}
        onEdit={(key, action) => {
          if (action === 'remove' && typeof key === 'string') requestTabClose(key);
        }}
        items={[
          {
            key: LIST_TAB,
            label: t('editor.listTab'),
            closable: false,
            children: (
              <ReportagesListTab
                onOpen={(report) => openEditor(report.id)}
                onNew={() => openEditor(null)}
              />
            ),
          },
          ...editorTabs,
        ]}
      />
    </div>
  );
}
