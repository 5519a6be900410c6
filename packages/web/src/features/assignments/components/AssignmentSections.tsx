import { Descriptions, Empty, List, Space, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Assignment, ProductionTask } from '@newsroom/domain';
import { displayDate } from '../../../shared/dates';
import { DocumentTaskTable } from '../../../shared/documents/DocumentTaskTable';
import { nameOf, namesOf, type AssignmentLookups } from '../hooks/useAssignmentLookups';

/** Props shared by the parts of the assignment viewer. */
export interface AssignmentPartProps {
  assignment: Assignment;
  lookups: AssignmentLookups;
}

const listed = (names: string[]) => (names.length > 0 ? names.join(', ') : '—');

/** The header's fields named from the lookups, in order: the ids (a list or one) and their lookup. */
const NAME_FIELDS = {
  producers: ['producersIds', 'users'],
  reporters: ['reportersIds', 'users'],
  editors: ['editorsIds', 'users'],
  team: ['teamId', 'teams'],
  editorials: ['editorialsIds', 'editorials'],
  vehicles: ['vehiclesIds', 'vehicles'],
  classification: ['classificationId', 'classifications'],
} as const satisfies Record<string, readonly [keyof Assignment, keyof AssignmentLookups]>;

/**
 * The viewer's header fields (spec 2 "Guideline viewer"): date, branch, programs (or 'drawer'),
 * producers, reporters, editors, team, editorials, vehicles, classification, cameraman.
 */
export function AssignmentHeader({ assignment, lookups }: AssignmentPartProps) {
  const { t } = useTranslation('assignment');
  const programs = namesOf(assignment.programsIds, lookups.programs);
  const items = [
    { key: 'date', label: t('fields.date'), children: displayDate(assignment.date) },
    ...(lookups.documentConfig.branchEnabled || assignment.branchId !== null
      ? [
          {
            key: 'branch',
            label: t('fields.branch'),
            children: nameOf(assignment.branchId, lookups.branches) ?? '—',
          },
        ]
      : []),
    {
      key: 'programs',
      label: t('fields.programs'),
      children: programs.length > 0 ? programs.join(', ') : <Tag>{t('drawer')}</Tag>,
    },
    ...Object.entries(NAME_FIELDS).map(([key, [of, lookup]]) => {
      const value = assignment[of];
      const options = lookups[lookup];
      return {
        key,
        label: t(`fields.${key}`),
        children: Array.isArray(value)
          ? listed(namesOf(value, options))
          : (nameOf(value, options) ?? '—'),
      };
    }),
    { key: 'cameraman', label: t('fields.cameraman'), children: assignment.cameraman || '—' },
  ];
  return (
    <Descriptions
      size="small"
      column={{ xs: 1, sm: 2, lg: 3 }}
      items={items.map((item) => ({
        ...item,
        children: <span data-testid={`viewer-${item.key}`}>{item.children}</span>,
      }))}
    />
  );
}

function TextBlock({ label, text, testId }: { label: string; text: string; testId: string }) {
  return (
    <div className="nrcs-assignment-text" data-testid={testId}>
      <Typography.Title level={5}>{label}</Typography.Title>
      <Typography.Paragraph style={{ whiteSpace: 'pre-wrap' }}>{text || '—'}</Typography.Paragraph>
    </div>
  );
}

/** The Content tab: proposal, referral, information. */
export function AssignmentContent({ assignment }: Pick<AssignmentPartProps, 'assignment'>) {
  const { t } = useTranslation('assignment');
  return (
    <>
      <TextBlock label={t('fields.proposal')} text={assignment.proposal} testId="viewer-proposal" />
      <TextBlock label={t('fields.referral')} text={assignment.referral} testId="viewer-referral" />
      <TextBlock
        label={t('fields.information')}
        text={assignment.information}
        testId="viewer-information"
      />
    </>
  );
}

/** The Guides tab: date, time, interviewee, address, observation and contacts of each guide. */
export function AssignmentGuides({ assignment }: Pick<AssignmentPartProps, 'assignment'>) {
  const { t } = useTranslation('assignment');
  if (assignment.guides.length === 0) return <Empty description={t('guide.none')} />;
  return (
    <List
      dataSource={assignment.guides}
      rowKey="id"
      renderItem={(guide, index) => (
        <List.Item data-testid="viewer-guide">
          <Space orientation="vertical" size={2} style={{ width: '100%' }}>
            <Typography.Text strong>
              {index + 1}.{' '}
              {[displayDate(guide.scheduleDate), guide.scheduleTime?.slice(0, 5) ?? '']
                .filter(Boolean)
                .join(' ')}{' '}
              {guide.interviewee}
            </Typography.Text>
            {guide.address && (
              <Typography.Text>
                {t('guide.address')}: {guide.address}
              </Typography.Text>
            )}
            {guide.observation && (
              <Typography.Paragraph style={{ whiteSpace: 'pre-wrap', marginBottom: 0 }}>
                {guide.observation}
              </Typography.Paragraph>
            )}
            {guide.contacts.map((contact) => (
              <div
                key={contact.id}
                className="nrcs-assignment-contact"
                data-testid="viewer-contact"
              >
                <Typography.Text strong>{contact.name}</Typography.Text>
                {contact.profession && (
                  <Typography.Text type="secondary"> — {contact.profession}</Typography.Text>
                )}
                {contact.numbers.map((number, numberIndex) => (
                  <div key={numberIndex}>
                    {number.value} <Tag>{t(`numberLabels.${number.label}`)}</Tag>
                  </div>
                ))}
                {contact.emails.map((email) => (
                  <div key={email}>{email}</div>
                ))}
                {contact.address && <div>{contact.address}</div>}
                {contact.info && <div style={{ whiteSpace: 'pre-wrap' }}>{contact.info}</div>}
              </div>
            ))}
          </Space>
        </List.Item>
      )}
    />
  );
}

/** The assignment's task table (date, time, label, done); a done task shows a tick. */
export function TaskTable(props: { tasks: readonly ProductionTask[]; isPrint?: boolean }) {
  const { t } = useTranslation('assignment');
  return (
    <DocumentTaskTable
      {...props}
      namespace="assignment"
      testIds={{ table: 'viewer-tasks' }}
      renderDone={(task) =>
        task.done ? (
          <CheckOutlined aria-label={t('task.done')} data-testid="task-done-mark" />
        ) : null
      }
    />
  );
}
