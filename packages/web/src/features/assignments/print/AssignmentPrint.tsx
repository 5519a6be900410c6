import { Space, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import {
  PrintedDocument,
  printedIdOf,
  type PrintPageProps,
} from '../../../shared/documents/PrintedDocument';
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

/**
 * The assignment for paper (print type `guideline`): header, content, guides and tasks in sequence.
 * Print options: `{ assignmentId }`.
 */
export function AssignmentPrint({ params }: PrintPageProps) {
  const { t } = useTranslation('assignment');
  const lookups = useAssignmentLookups();
  const id = printedIdOf(params, 'assignmentId');
  return (
    <PrintedDocument
      namespace="assignment"
      query={
        id > 0
          ? { queryKey: assignmentKeys.document(id), queryFn: () => fetchAssignment(id) }
          : null
      }
      slugOf={(assignment) => assignment.slug}
    >
      {(assignment) => {
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
      }}
    </PrintedDocument>
  );
}
