import { newsroomToday } from '@newsroom/domain';
import { useTranslation } from 'react-i18next';
import { DocumentTabsPage, useDocumentTabs } from '../../../shared/documentPage';
import type { NewsReport } from '@newsroom/domain';
import { useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { NewsReportEditor } from '../editor/NewsReportEditor';
import { useNewsReportLookups } from '../editor/useNewsReportLookups';
import { ReportagesListTab } from '../list/ReportagesListTab';

const LIST_TAB = 'reportages';

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
  const documentTabs = useDocumentTabs(me ? `reportages:${me.id}` : null, LIST_TAB);
  const { openEditor } = documentTabs;
  const today = newsroomToday(branch.data?.timeZone, new Date());

  return (
    <DocumentTabsPage<NewsReport>
      documentTabs={documentTabs}
      testId="reportages-page"
      tabTestId="reportage-tab"
      newTitle={t('editor.newTitle')}
      fixedTabs={[
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
