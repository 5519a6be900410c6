import { ListWithViewer } from '../../../shared/dayList';
import { useTranslation } from 'react-i18next';
import { DocumentTabsPage, fixedTab, LIST_TAB, useDayListPage } from '../../../shared/documentPage';
import type { Assignment } from '@newsroom/domain';
import { abilityOf, canWriteIn, useAuth } from '../../auth';
import { useBranchConfig } from '../../branch';
import { DayList } from '../components/DayList';
import { AssignmentViewer } from '../components/AssignmentViewer';
import { AssignmentEditor } from '../editor/AssignmentEditor';
import { useAssignmentEvents } from '../hooks/useAssignmentEvents';
import { LinkedContactsLive } from '../hooks/LinkedContactsLive';
import { useAssignmentLookups } from '../hooks/useAssignmentLookups';
import { ProposalsPanel } from '../proposals/ProposalsPanel';
import { AssignmentSearchPanel } from '../search/AssignmentSearchPanel';
import { AssignmentTrashPanel } from '../trash/AssignmentTrashPanel';
import '../assignments.css';

const PROPOSALS_TAB = 'proposals';
const SEARCH_TAB = 'search';
const TRASH_TAB = 'trash';

/**
 * The assignments area (`/main?area=guidelines`): the day list with the selected assignment's
 * viewer, the proposals, the search, the trash, and one editor tab per open assignment (spec 2 §4:
 * a new-assignment tab is reused while one is open). `date` in the query chooses the day;
 * `edit=<id|new>` opens an editor (the unsaved-changes panel links there).
 */
export function AssignmentsPage() {
  const { t } = useTranslation('assignment');
  const { me } = useAuth();
  const branch = useBranchConfig();
  const lookups = useAssignmentLookups();
  useAssignmentEvents();

  const canWrite = canWriteIn(me, 'assignment');
  const canSeeProposals = me !== null && abilityOf(me, 'assignment_proposal') !== 'none';
  const canReadContacts = me !== null && abilityOf(me, 'contact') !== 'none';
  const page = useDayListPage<Assignment>(
    me ? `guidelines:${me.id}` : null,
    branch.data?.timeZone,
    {
      canCreate: canWrite,
    },
  );
  const { date, selectedId, setSelectedId, documentTabs } = page;
  const { openEditor } = documentTabs;

  const listTab = fixedTab(
    LIST_TAB,
    t('tabs.list'),
    <ListWithViewer
      list={<DayList {...page.list} lookups={lookups} />}
      viewer={
        selectedId === null ? null : (
          <AssignmentViewer
            key={selectedId}
            assignmentId={selectedId}
            {...page.viewer}
            duplicateDate={date}
            onDuplicated={(copy) => {
              setSelectedId(copy.id);
              openEditor(copy.id);
            }}
          />
        )
      }
      none={t('viewer.none')}
    />,
  );
  const proposalsTab = fixedTab(
    PROPOSALS_TAB,
    t('proposal:title'),
    <ProposalsPanel onOpenAssignment={(assignment) => openEditor(assignment.id)} />,
  );
  const searchTab = fixedTab(
    SEARCH_TAB,
    <span data-testid="assignments-search-tab">{t('tabs.search')}</span>,
    <AssignmentSearchPanel />,
  );
  const trashTab = fixedTab(
    TRASH_TAB,
    <span data-testid="assignments-trash-tab">{t('tabs.trash')}</span>,
    <AssignmentTrashPanel />,
  );

  return (
    <>
      {canReadContacts && <LinkedContactsLive />}
      <DocumentTabsPage<Assignment>
        documentTabs={documentTabs}
        className="nrcs-assignments"
        testId="assignments-page"
        tabTestId="assignment-tab"
        newTitle={t('editor.newTitle')}
        fixedTabs={[listTab, ...(canSeeProposals ? [proposalsTab] : []), searchTab, trashTab]}
        onSaved={(assignment) => setSelectedId(assignment.id)}
        renderEditor={(tab, props) => (
          <AssignmentEditor
            assignmentId={tab.documentId}
            initialDate={date}
            lookups={lookups}
            {...props}
          />
        )}
      />
    </>
  );
}
