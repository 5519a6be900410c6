import { useState } from 'react';
import { Alert, Button, Card, Space, Spin, Tabs, Tooltip, Typography } from 'antd';
import {
  CloseOutlined,
  CopyOutlined,
  EditOutlined,
  HistoryOutlined,
  PrinterOutlined,
  ProjectOutlined,
} from '@ant-design/icons';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@newsroom/domain';
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
  const query = useQuery({
    queryKey: assignmentKeys.document(assignmentId),
    queryFn: () => fetchAssignment(assignmentId),
    meta: { isSilent: true },
  });
  if (query.isError && !query.data)
    return (
      <Alert
        type="warning"
        showIcon
        message={t('viewer.loadFailed')}
        data-testid="guideline-viewer-failed"
      />
    );
  if (!query.data) return <Spin />;
  return <GuidelineViewerCard {...rest} assignment={query.data} />;
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

  if (!assignment.visible)
    return (
      <Card
        data-testid="guideline-viewer"
        data-id={assignment.id}
        extra={
          onClose && (
            <Button icon={<CloseOutlined />} onClick={onClose} aria-label={t('viewer.close')} />
          )
        }
      >
        <Typography.Text type="secondary">{t('private')}</Typography.Text>
      </Card>
    );

  return (
    <Card
      size="small"
      data-testid="guideline-viewer"
      data-id={assignment.id}
      title={
        <Space size={4}>
          {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
          <span data-testid="guideline-viewer-slug">{assignment.slug}</span>
        </Space>
      }
      extra={
        <Space size={4} wrap>
          <Tooltip title={t('viewer.copy')}>
            <Button
              icon={<CopyOutlined />}
              aria-label={t('viewer.copy')}
              onClick={() => void handleCopy()}
              data-testid="guideline-copy"
            />
          </Tooltip>
          <Tooltip title={t('viewer.versions')}>
            <Button
              icon={<HistoryOutlined />}
              aria-label={t('viewer.versions')}
              onClick={() => setIsVersionsOpen(true)}
              data-testid="guideline-versions"
            />
          </Tooltip>
          <Tooltip title={t('viewer.print')}>
            <Button
              icon={<PrinterOutlined />}
              aria-label={t('viewer.print')}
              onClick={handlePrint}
              data-testid="guideline-print"
            />
          </Tooltip>
          {canCreateChecklist && (
            <Tooltip title={t('viewer.createChecklist')}>
              <Button
                icon={<ProjectOutlined />}
                aria-label={t('viewer.createChecklist')}
                loading={checklist.isBusy}
                onClick={() => void checklist.open(assignment.id)}
                data-testid="guideline-create-checklist"
              />
            </Tooltip>
          )}
          <GuidelineActions
            assignment={assignment}
            duplicateDate={duplicateDate}
            onDuplicated={onDuplicated}
            onDeleted={(deleted) => (onDeleted ? onDeleted(deleted) : onClose?.())}
          />
          {onEdit && assignment.abilities.canEdit && (
            <Button
              icon={<EditOutlined />}
              onClick={() => onEdit(assignment)}
              data-testid="guideline-edit"
            >
              {t('viewer.edit')}
            </Button>
          )}
          {onClose && (
            <Tooltip title={t('viewer.close')}>
              <Button
                icon={<CloseOutlined />}
                aria-label={t('viewer.close')}
                onClick={onClose}
                data-testid="guideline-close"
              />
            </Tooltip>
          )}
        </Space>
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
    </Card>
  );
}
