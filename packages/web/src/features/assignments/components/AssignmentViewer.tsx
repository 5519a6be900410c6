import { Space, Tabs } from 'antd';
import { ProjectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import { hasPoint, type Assignment } from '@newsroom/domain';
import {
  DocumentViewerShell,
  documentViewer,
  ViewerIconButton,
  ViewerEmailButton,
  ViewerPdfButton,
  ViewerPrintButton,
  type DocumentViewerProps,
} from '../../../shared/documentViewer';
import { AssignmentVersionsDialog } from '../revisions/AssignmentVersionsDialog';
import { canWriteIn, useAuth } from '../../auth';
import { CreatePostButton } from '../../posts';
import { TypeTag } from '../../companyData';
import { MapViewButton } from '../../maps';
import { assignmentKeys, fetchAssignment, fetchAssignmentRevisions } from '../api/assignmentsApi';
import { useAssignmentEvents } from '../hooks/useAssignmentEvents';
import { useCreateProduction } from '../hooks/useCreateProduction';
import { useAssignmentLookups } from '../hooks/useAssignmentLookups';
import { useAssignmentText } from '../hooks/useAssignmentText';
import { AssignmentActions } from './AssignmentActions';
import {
  AssignmentContent,
  AssignmentGuides,
  AssignmentHeader,
  TaskTable,
} from './AssignmentSections';

/** Props of {@link AssignmentViewer}: a loaded assignment, or the id of one to load (kept live). */
export type AssignmentViewerProps = DocumentViewerProps<'assignment', Assignment> & {
  /** The day a duplicate goes to (the day list's date). */
  duplicateDate?: string;
  /** Receives a duplicate; the Duplicate button shows only with it. */
  onDuplicated?: (copy: Assignment) => void;
  /** Called after a delete; `onClose` is called when absent. */
  onDeleted?: (assignment: Assignment) => void;
};

/**
 * The assignment viewer (spec 2 "Guideline viewer"): a card titled with the type abbreviation
 * and the slug, the header fields, tabs Content / Guides / Tasks, and the buttons copy, versions,
 * print, create production, duplicate, delete (only when allowed), edit (only when editable) and
 * close.
 */
export const AssignmentViewer = documentViewer(
  'assignment',
  {
    namespace: 'assignment',
    queryKey: assignmentKeys.document,
    load: fetchAssignment,
    useLiveEvents: useAssignmentEvents,
    failedTestId: 'assignment-viewer-failed',
  },
  AssignmentViewerCard,
);

function AssignmentViewerCard({
  assignment,
  onEdit,
  onClose,
  duplicateDate,
  onDuplicated,
  onDeleted,
}: Omit<AssignmentViewerProps, 'assignment' | 'assignmentId'> & { assignment: Assignment }) {
  const { t } = useTranslation('assignment');
  const lookups = useAssignmentLookups();
  const toText = useAssignmentText(lookups);
  const { me } = useAuth();
  const production = useCreateProduction();
  const type = lookups.types.find((item) => item.id === assignment.typeId);
  const canCreateProduction = assignment.visible && canWriteIn(me, 'production');

  return (
    <DocumentViewerShell
      document={assignment}
      namespace="assignment"
      testIds={{ card: 'assignment-viewer', edit: 'assignment-edit', close: 'assignment-close' }}
      privateText={t('private')}
      title={
        <Space size={4}>
          {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
          <span data-testid="assignment-viewer-slug">{assignment.slug}</span>
        </Space>
      }
      copy={{ toText, testId: 'assignment-copy' }}
      versions={{
        testId: 'assignment-versions',
        load: () => fetchAssignmentRevisions(assignment.id),
        dialog: (props) => <AssignmentVersionsDialog lookups={lookups} {...props} />,
      }}
      actions={
        <>
          <ViewerPrintButton
            page="guideline"
            options={{ assignmentId: assignment.id }}
            label={t('viewer.print')}
            testId="assignment-print"
          />
          <ViewerPdfButton path={`/api/assignments/${assignment.id}/pdf`} testId="assignment-pdf" />
          <ViewerEmailButton
            path={`/api/assignments/${assignment.id}/email`}
            testId="assignment-email"
          />
          {assignment.guides.some(hasPoint) && (
            <MapViewButton kind="assignment" id={assignment.id} testId="assignment-map" />
          )}
          {canCreateProduction && (
            <ViewerIconButton
              icon={<ProjectOutlined />}
              label={t('viewer.createChecklist')}
              loading={production.isBusy}
              onClick={() => void production.open(assignment.id)}
              testId="assignment-create-production"
            />
          )}
          {assignment.visible && (
            <CreatePostButton
              sourceType="assignment"
              sourceId={assignment.id}
              variant="icon"
              testId="assignment-create-post"
            />
          )}
          <AssignmentActions
            assignment={assignment}
            duplicateDate={duplicateDate}
            onDuplicated={onDuplicated}
            onDeleted={(deleted) => (onDeleted ? onDeleted(deleted) : onClose?.())}
          />
        </>
      }
      onEdit={onEdit}
      onClose={onClose}
    >
      <AssignmentHeader assignment={assignment} lookups={lookups} />
      <Tabs
        items={[
          {
            key: 'content',
            label: t('tabs.content'),
            children: <AssignmentContent assignment={assignment} />,
          },
          {
            key: 'guides',
            label: t('tabs.guidesCount', { count: assignment.guides.length }),
            children: <AssignmentGuides assignment={assignment} />,
          },
          {
            key: 'tasks',
            label: t('tabs.tasksCount', { count: assignment.tasks.length }),
            children: <TaskTable tasks={assignment.tasks} />,
          },
        ]}
      />
    </DocumentViewerShell>
  );
}
