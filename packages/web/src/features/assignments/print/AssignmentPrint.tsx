import { useEffect } from 'react';
import { Alert, Space, Spin, Typography } from 'antd';
import { useQuery } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { TypeTag } from '../../companyData';
import { assignmentKeys, fetchAssignment } from '../api/assignmentsApi';
import {
  AssignmentContent,
  AssignmentGuides,
  AssignmentHeader,
  TaskTable,
} from '../components/AssignmentSections';
import { useAssignmentLookups } from '../hooks/useAssignmentLookups';
import '../assignments.css';

/** Props of {@link AssignmentPrint}. */
export interface AssignmentPrintProps {
  /** The print options: `{ assignmentId }`. */
  params: Record<string, unknown>;
}

/**
 * The assignment for paper (print type `guideline`): header, content, guides and tasks in sequence.
 */
export function AssignmentPrint({ params }: AssignmentPrintProps) {
  const { t } = useTranslation('assignment');
  const lookups = useAssignmentLookups();
  const assignmentId = typeof params.assignmentId === 'number' ? params.assignmentId : 0;
  const { data: assignment, isError } = useQuery({
    queryKey: assignmentKeys.document(assignmentId),
    queryFn: () => fetchAssignment(assignmentId),
    enabled: assignmentId > 0,
  });

  useEffect(() => {
    if (assignment) document.title = t('print.documentTitle', { slug: assignment.slug });
  }, [assignment, t]);

  if (assignmentId <= 0 || isError)
    return <Alert type="warning" showIcon message={t('print.notFound')} />;
  if (!assignment) return <Spin />;
  const type = lookups.types.find((item) => item.id === assignment.typeId);
  return (
    <div className="nrcs-assignment-print" data-testid="assignment-print-page">
      <Typography.Title level={3}>
        <Space size={6}>
          {type && <TypeTag abbreviation={type.abbreviation} color={type.color} />}
          {assignment.visible ? assignment.slug : t('private')}
        </Space>
      </Typography.Title>
      {assignment.visible && (
        <>
          <AssignmentHeader assignment={assignment} lookups={lookups} />
          <AssignmentContent assignment={assignment} />
          <Typography.Title level={4}>{t('tabs.guides')}</Typography.Title>
          <AssignmentGuides assignment={assignment} />
          <Typography.Title level={4}>{t('tabs.tasks')}</Typography.Title>
          <TaskTable tasks={assignment.tasks} isPrint />
        </>
      )}
    </div>
  );
}
