import { newsroomToday } from '@newsroom/domain';
import { useTranslation } from 'react-i18next';
import { DocumentTabsPage, fixedTab, useDocumentTabs } from '../../../shared/documentPage';
import type { NewsReport } from '@newsroom/domain';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { NewsReportEditor } from '../editor/NewsReportEditor';
import { useNewsReportLookups } from '../editor/useNewsReportLookups';
import { NewsReportsListTab } from '../list/NewsReportsListTab';

const LIST_TAB = 'reportages';

/**
 * The news reports area (`/main?area=reportages`, spec 2 §2): the fixed 'reportages' tab (list or
 * board) plus one closable tab per open news report, titled by its slug or 'new' with an asterisk
 * while unsaved; at most one new news report at a time. `edit=<id|new>` opens a tab (the
 * unsaved-changes panel links there).
 */
export function NewsReportsPage() {
  const { t } = useTranslation('newsReport');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const lookups = useNewsReportLookups();
  const documentTabs = useDocumentTabs(me ? `reportages:${me.id}` : null, LIST_TAB);
  const { openEditor } = documentTabs;
  const today = newsroomToday(branch.data?.timeZone, new Date());

  return (
    <DocumentTabsPage<NewsReport>
      documentTabs={documentTabs}
      testId="news-reports-page"
      tabTestId="news-report-tab"
      newTitle={t('editor.newTitle')}
      fixedTabs={[
        fixedTab(
          LIST_TAB,
          t('editor.listTab'),
          <NewsReportsListTab
            onOpen={(report) => openEditor(report.id)}
            onNew={() => openEditor(null)}
          />,
        ),
      ]}
      renderEditor={(tab, props) => (
        <NewsReportEditor
          newsReportId={tab.documentId}
          initialDate={today}
          lookups={lookups}
          {...props}
        />
      )}
    />
  );
}
