import { Alert } from 'antd';
import { useTranslation } from 'react-i18next';
import { newsroomToday } from '@newsroom/domain';
import { DocumentTabsPage, fixedTab, useDocumentTabs } from '../../../shared/documentPage';
import type { SavedDocument } from '../../../shared/documentPage';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { ReportEditor } from '../editor/ReportEditor';
import { ReportsListTab } from '../list/ReportsListTab';

const LIST_TAB = 'reports';

/**
 * The reports area (`/main?area=reports`, spec 1 §1, spec 3 §7): the fixed 'reports' tab (the
 * list) plus one closable editor tab per open report, titled by its title or 'new' with an
 * asterisk while unsaved. `edit=<id|new>` opens a tab (the unsaved-changes panel and search hits
 * link there). Report readers only: the list follows a topic the server refuses to anyone else.
 */
export function ReportsPage() {
  const { t } = useTranslation('reports');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const documentTabs = useDocumentTabs(me ? `reports:${me.id}` : null, LIST_TAB);
  const { openEditor } = documentTabs;
  if (!me || abilityOf(me, 'report') === 'none')
    return <Alert type="warning" showIcon title={t('forbidden')} data-testid="reports-forbidden" />;
  const today = newsroomToday(branch.data?.timeZone, new Date());

  return (
    <DocumentTabsPage<SavedDocument>
      documentTabs={documentTabs}
      testId="reports-page"
      tabTestId="report-tab"
      newTitle={t('editor.newTitle')}
      fixedTabs={[
        fixedTab(
          LIST_TAB,
          t('list.tab'),
          <ReportsListTab
            onOpen={(report) => openEditor(report.id)}
            onNew={canWriteIn(me, 'report') ? () => openEditor(null) : undefined}
          />,
        ),
      ]}
      renderEditor={(tab, props) => (
        <ReportEditor reportId={tab.documentId} initialDate={today} {...props} />
      )}
    />
  );
}
