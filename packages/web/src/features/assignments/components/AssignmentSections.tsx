import { Descriptions, Empty, List, Space, Table, Tag, Typography } from 'antd';
import { CheckOutlined } from '@ant-design/icons';
import { useTranslation } from 'react-i18next';
import type { Assignment, ProductionTask } from '@newsroom/domain';
import { displayDate } from '../../../shared/dates';
import { nameOf, namesOf, type AssignmentLookups } from '../hooks/useAssignmentLookups';

/** Props shared by the parts of the assignment viewer. */
export interface AssignmentPartProps {
  assignment: Assignment;
  lookups: AssignmentLookups;
}

const listed = (names: string[]) => (names.length > 0 ? names.join(', ') : '—');

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
    {
      key: 'producers',
      label: t('fields.producers'),
      children: listed(namesOf(assignment.producersIds, lookups.users)),
    },
    {
      key: 'reporters',
      label: t('fields.reporters'),
      children: listed(namesOf(assignment.reportersIds, lookups.users)),
    },
    {
      key: 'editors',
      label: t('fields.editors'),
      children: listed(namesOf(assignment.editorsIds, lookups.users)),
    },
    {
      key: 'team',
      label: t('fields.team'),
      children: nameOf(assignment.teamId, lookups.teams) ?? '—',
    },
    {
      key: 'editorials',
      label: t('fields.editorials'),
      children: listed(namesOf(assignment.editorialsIds, lookups.editorials)),
    },
    {
      key: 'vehicles',
      label: t('fields.vehicles'),
      children: listed(namesOf(assignment.vehiclesIds, lookups.vehicles)),
    },
    {
      key: 'classification',
      label: t('fields.classification'),
      children: nameOf(assignment.classificationId, lookups.classifications) ?? '—',
    },
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

/** A task table (date, time, label, done) whose rows expand to their information. */
export function TaskTable({
  tasks,
  isPrint = false,
}: {
  tasks: readonly ProductionTask[];
  isPrint?: boolean;
}) {
  const { t } = useTranslation('assignment');
  return (
    <Table<ProductionTask>
      size="small"
      rowKey="id"
      pagination={false}
      dataSource={[...tasks]}
      data-testid="viewer-tasks"
      locale={{ emptyText: t('task.none') }}
      expandable={{
        rowExpandable: (task) => task.information.trim() !== '',
        expandedRowRender: (task) => (
          <div style={{ whiteSpace: 'pre-wrap' }}>{task.information}</div>
        ),
        defaultExpandAllRows: isPrint,
      }}
      columns={[
        {
          key: 'date',
          title: t('task.date'),
          render: (_, task) => displayDate(task.date),
          width: 110,
        },
        {
          key: 'time',
          title: t('task.time'),
          render: (_, task) => task.time?.slice(0, 5) ?? '',
          width: 70,
        },
        { key: 'label', title: t('task.label'), dataIndex: 'label' },
        {
          key: 'done',
          title: t('task.done'),
          width: 70,
          render: (_, task) =>
            task.done ? (
              <CheckOutlined aria-label={t('task.done')} data-testid="task-done-mark" />
            ) : null,
        },
      ]}
    />
  );
}
