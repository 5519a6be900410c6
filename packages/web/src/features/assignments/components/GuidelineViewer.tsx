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
import { GuidelineVersionsDialog } from '../revisions/GuidelineVersionsDialog';
import { abilityOf, useAuth } from '../../auth';
import { TypeTag } from '../../companyData';
import { printPath } from '../../../shared/print';
import { assignmentKeys, fetchAssignment, fetchAssignmentRevisions } from '../api/assignmentsApi';
import { useAssignmentEvents } from '../hooks/useAssignmentEvents';
import { useCreateChecklist } from '../hooks/useCreateChecklist';
import { useGuidelineLookups } from '../hooks/useGuidelineLookups';
import { useGuidelineText } from '../hooks/useGuidelineText';
import { GuidelineActions } from './GuidelineActions';
import { GuidelineContent, GuidelineGuides, GuidelineHeader, TaskTable } from './GuidelineSections';

/** Props of {@link GuidelineViewer}: a loaded guideline, or the id of one to load (kept live). */
export type GuidelineViewerProps = (
  | { assignment: Assignment; assignmentId?: undefined }
  | { assignmentId: number; assignment?: undefined }
) & {
  /** Opens the editor; the Edit button shows only with it and when the guideline is editable. */
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
 * The guideline viewer (spec 2 "Guideline viewer"): a card titled with the type abbreviation
 * and the slug, the header fields, tabs Content / Guides / Tasks, and the buttons copy, versions,
 * print, create checklist, duplicate, delete (only when allowed), edit (only when editable) and
 * close.
 */
export function GuidelineViewer(props: GuidelineViewerProps) {
  if (props.assignment) return <GuidelineViewerCard {...props} assignment={props.assignment} />;
  return <LoadingGuidelineViewer {...props} assignmentId={props.assignmentId} />;
}

function LoadingGuidelineViewer({
  assignmentId,
  ...rest
}: Omit<GuidelineViewerProps, 'assignment'> & { assignmentId: number }) {
  const { t } = useTranslation('assignment');
  useAssignmentEvents();
  return (
    <LoadedDocument
      queryKey={assignmentKeys.document(assignmentId)}
      load={() => fetchAssignment(assignmentId)}
      failedText={t('viewer.loadFailed')}
      failedTestId="guideline-viewer-failed"
    >
      {(assignment) => <GuidelineViewerCard {...rest} assignment={assignment} />}
    </LoadedDocument>
  );
}

function GuidelineViewerCard({
  assignment,
  onEdit,
  onClose,
  duplicateDate,
  onDuplicated,
  onDeleted,
}: Omit<GuidelineViewerProps, 'assignmentId'> & { assignment: Assignment }) {
  const { t } = useTranslation('assignment');
  const lookups = useGuidelineLookups();
  const toText = useGuidelineText(lookups);
  const { me } = useAuth();
  const checklist = useCreateChecklist();
  const [isVersionsOpen, setIsVersionsOpen] = useState(false);
  const type = lookups.types.find((item) => item.id === assignment.typeId);
  const productionLevel = me ? abilityOf(me, 'production') : 'none';
  const canCreateChecklist =
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
    <ViewerCloseButton label={t('viewer.close')} onClick={onClose} testId="guideline-close" />
  );

  if (!assignment.visible)
    return (
      <DocumentViewerCard
        testId="guideline-viewer"
        documentId={assignment.id}
        size="default"
        actions={closeButton}
      >
        <Typography.Text type="secondary">{t('private')}</Typography.Text>
      </DocumentViewerCard>
    );

  return (
    <DocumentViewerCard
      testId="guideline-viewer"
      documentId={assignment.id}
      title={
        <Space size={4}>
          {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
          <span data-testid="guideline-viewer-slug">{assignment.slug}</span>
        </Space>
      }
      actions={
        <>
          <ViewerIconButton
            icon={<CopyOutlined />}
            label={t('viewer.copy')}
            onClick={() => void handleCopy()}
            testId="guideline-copy"
          />
          <ViewerIconButton
            icon={<HistoryOutlined />}
            label={t('viewer.versions')}
            onClick={() => setIsVersionsOpen(true)}
            testId="guideline-versions"
          />
          <ViewerIconButton
            icon={<PrinterOutlined />}
            label={t('viewer.print')}
            onClick={handlePrint}
            testId="guideline-print"
          />
          {canCreateChecklist && (
            <ViewerIconButton
              icon={<ProjectOutlined />}
              label={t('viewer.createChecklist')}
              loading={checklist.isBusy}
              onClick={() => void checklist.open(assignment.id)}
              testId="guideline-create-checklist"
            />
          )}
          <GuidelineActions
            assignment={assignment}
            duplicateDate={duplicateDate}
            onDuplicated={onDuplicated}
            onDeleted={(deleted) => (onDeleted ? onDeleted(deleted) : onClose?.())}
          />
          {onEdit && assignment.abilities.canEdit && (
            <ViewerEditButton
              label={t('viewer.edit')}
              onClick={() => onEdit(assignment)}
              testId="guideline-edit"
            />
          )}
          {closeButton}
        </>
      }
    >
      <GuidelineHeader assignment={assignment} lookups={lookups} />
      <Tabs
        items={[
          {
            key: 'content',
            label: t('tabs.content'),
            children: <GuidelineContent assignment={assignment} />,
          },
          {
            key: 'guides',
            label: t('tabs.guidesCount', { count: assignment.guides.length }),
            children: <GuidelineGuides assignment={assignment} />,
          },
          {
            key: 'tasks',
            label: t('tabs.tasksCount', { count: assignment.tasks.length }),
            children: <TaskTable tasks={assignment.tasks} />,
          },
        ]}
      />
      <GuidelineVersionsDialog
        lookups={lookups}
        open={isVersionsOpen}
        onClose={() => setIsVersionsOpen(false)}
        load={() => fetchAssignmentRevisions(assignment.id)}
      />
    </DocumentViewerCard>
  );
}
