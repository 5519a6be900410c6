import { useState } from 'react';
import { Space, Tabs, Typography } from 'antd';
import { CopyOutlined, HistoryOutlined, PrinterOutlined, ProjectOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@newsroom/domain';
import {
  DocumentViewerCard,
  LoadedDocument,
  ViewerCloseButton,
  ViewerEditButton,
  ViewerIconButton,
} from '../../../shared/documentViewer';
import { copyToClipboard, notify } from '../../../shared/notifications';
import { AssignmentVersionsDialog } from '../revisions/AssignmentVersionsDialog';
import { abilityOf, useAuth } from '../../auth';
import { TypeTag } from '../../companyData';
import { printPath } from '../../../shared/print';
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
export type AssignmentViewerProps = (
  | { assignment: Assignment; assignmentId?: undefined }
  | { assignmentId: number; assignment?: undefined }
) & {
  /** Opens the editor; the Edit button shows only with it and when the assignment is editable. */
  onEdit?: (assignment: Assignment) => void;
  /** Shows a Close button. */
  onClose?: () => void;
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
export function AssignmentViewer(props: AssignmentViewerProps) {
  if (props.assignment) return <AssignmentViewerCard {...props} assignment={props.assignment} />;
  return <LoadingAssignmentViewer {...props} assignmentId={props.assignmentId} />;
}

function LoadingAssignmentViewer({
  assignmentId,
  ...rest
}: Omit<AssignmentViewerProps, 'assignment'> & { assignmentId: number }) {
  const { t } = useTranslation('assignment');
  useAssignmentEvents();
  return (
    <LoadedDocument
      queryKey={assignmentKeys.document(assignmentId)}
      load={() => fetchAssignment(assignmentId)}
      failedText={t('viewer.loadFailed')}
      failedTestId="assignment-viewer-failed"
    >
      {(assignment) => <AssignmentViewerCard {...rest} assignment={assignment} />}
    </LoadedDocument>
  );
}

function AssignmentViewerCard({
  assignment,
  onEdit,
  onClose,
  duplicateDate,
  onDuplicated,
  onDeleted,
}: Omit<AssignmentViewerProps, 'assignmentId'> & { assignment: Assignment }) {
  const { t } = useTranslation('assignment');
  const lookups = useAssignmentLookups();
  const toText = useAssignmentText(lookups);
  const { me } = useAuth();
  const production = useCreateProduction();
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const type = lookups.types.find((item) => item.id === assignment.typeId);
  const productionLevel = me ? abilityOf(me, 'production') : 'none';
  const canCreateProduction =
    assignment.visible && (productionLevel === 'write' || productionLevel === 'admin');

  const handleCopy = async () => {
    const isCopied = await copyToClipboard(toText(assignment));
    notify(
      isCopied
        ? { kind: 'success', title: t('phrases:copiedToClipboard') }
        : { kind: 'error', title: t('error:actionFailed') },
    );
  };
  const handlePrint = () => {
    window.open(printPath('guideline', { assignmentId: assignment.id }), '_blank', 'noopener');
  };

  const closeButton = onClose && (
    <ViewerCloseButton label={t('viewer.close')} onClick={onClose} testId="assignment-close" />
  );

  if (!assignment.visible)
    return (
      <DocumentViewerCard
        testId="assignment-viewer"
        documentId={assignment.id}
        size="default"
        actions={closeButton}
      >
        <Typography.Text type="secondary">{t('private')}</Typography.Text>
      </DocumentViewerCard>
    );

  return (
    <DocumentViewerCard
      testId="assignment-viewer"
      documentId={assignment.id}
      title={
        <Space size={4}>
          {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
          <span data-testid="assignment-viewer-slug">{assignment.slug}</span>
        </Space>
      }
      actions={
        <>
          <ViewerIconButton
            icon={<CopyOutlined />}
            label={t('viewer.copy')}
            onClick={() => void handleCopy()}
            testId="assignment-copy"
          />
          <ViewerIconButton
            icon={<HistoryOutlined />}
            label={t('viewer.versions')}
            onClick={() => setIsVersionsOpen(true)}
            testId="assignment-versions"
          />
          <ViewerIconButton
            icon={<PrinterOutlined />}
            label={t('viewer.print')}
            onClick={handlePrint}
            testId="assignment-print"
          />
          {canCreateProduction && (
            <ViewerIconButton
              icon={<ProjectOutlined />}
              label={t('viewer.createChecklist')}
              loading={production.isBusy}
              onClick={() => void production.open(assignment.id)}
              testId="assignment-create-production"
            />
          )}
          <AssignmentActions
            assignment={assignment}
            duplicateDate={duplicateDate}
            onDuplicated={onDuplicated}
            onDeleted={(deleted) => (onDeleted ? onDeleted(deleted) : onClose?.())}
          />
          {onEdit && assignment.abilities.canEdit && (
            <ViewerEditButton
              label={t('viewer.edit')}
              onClick={() => onEdit(assignment)}
              testId="assignment-edit"
            />
          )}
          {closeButton}
        </>
      }
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
      <AssignmentVersionsDialog
        lookups={lookups}
        open={isVersionsOpen}
        onClose={() => setIsVersionsOpen(false)}
        load={() => fetchAssignmentRevisions(assignment.id)}
      />
    </DocumentViewerCard>
  );
}
