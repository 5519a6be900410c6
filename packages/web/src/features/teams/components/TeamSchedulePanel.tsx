import { useState } from 'react';
import {
  Button,
  Empty,
  Flex,
  Form,
  Input,
  Popconfirm,
  Radio,
  Skeleton,
  Space,
  Table,
  Tag,
  Typography,
  type TableColumnsType,
} from 'antd';
import { DeleteOutlined } from '@ant-design/icons';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  scheduleDateSchema,
  TEAM_CHANGE_KINDS,
  type TeamChange,
  type TeamChangeKind,
} from '@newsroom/domain';
import { showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { UserMultiSelect, useUserOptions } from '../../groups';
import { fetchTeamDetail, teamDetailKey, teamDetailPrefix } from '../api/teamsApi';
import { currentLocale, formatDay } from '../../../shared/i18n';
import { localDateString } from '../api/localDate';
import { useTeamMutations } from '../hooks/useTeamMutations';
import '../teams.css';

/** Props of {@link TeamSchedulePanel}. */
export interface TeamSchedulePanelProps {
  teamId: number;
  /** ROLE_TEAM_WRITE: make and remove changes. */
  canEdit: boolean;
  /** The day shown first; today on this computer by default. */
  initialDate?: string;
}

/** The change form's values. */
interface ChangeValues {
  kind: TeamChangeKind;
  memberIds: number[];
}

/**
 * A team's schedule (spec 3 §7 "one-day and forward changes for a date"): pick a day, see who
 * is on the team that day and why, and change it for that day only or from that day on.
 */
export function TeamSchedulePanel({ teamId, canEdit, initialDate }: TeamSchedulePanelProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [date, setDate] = useState(() => initialDate ?? localDateString(new Date()));
  const [form] = Form.useForm<ChangeValues>();
  const users = useUserOptions();
  const { saveChange, removeChange } = useTeamMutations();
  const isValidDate = scheduleDateSchema.safeParse(date).success;
  const detail = useQuery({
    queryKey: teamDetailKey(teamId, date),
    queryFn: () => fetchTeamDetail(teamId, date),
    enabled: isValidDate,
    meta: { failureKind: 'load' },
  });

  // Another editor's change to this team's members or schedule reloads what is shown.
  useTopic('teams', (event) => {
    const isThisTeam =
      event.entity === 'team_change'
        ? event.data.teamId === teamId
        : String(event.id) === String(teamId);
    if (isThisTeam) void queryClient.invalidateQueries({ queryKey: teamDetailPrefix(teamId) });
  });

  const effective = detail.data?.effective ?? null;

  const handleFinish = (values: ChangeValues) =>
    saveChange.mutate(
      { teamId, change: { date, kind: values.kind, memberIds: values.memberIds ?? [] } },
      {
        onSuccess: () =>
          void message.success({ content: t('team:schedule.saved'), key: 'team-change-saved' }),
        onError: (error) => {
          if (!showFieldErrors(form, error, t)) notifyFailure(error, 'update');
        },
      },
    );

  const columns: TableColumnsType<TeamChange> = [
    { key: 'date', title: t('team:schedule.columns.date'), dataIndex: 'date', width: 120 },
    {
      key: 'kind',
      title: t('team:schedule.columns.kind'),
      dataIndex: 'kind',
      width: 140,
      render: (kind: TeamChangeKind) => t(`team:schedule.kinds.${kind}`),
    },
    {
      key: 'members',
      title: t('team:schedule.columns.members'),
      dataIndex: 'membersNicknames',
      render: (nicknames: string[]) =>
        nicknames.map((nickname) => <Tag key={nickname}>{nickname}</Tag>),
    },
    ...(canEdit
      ? [
          {
            key: 'actions',
            width: 60,
            render: (_value: unknown, change: TeamChange) => (
              <Popconfirm
                title={t('team:schedule.removeConfirm')}
                okText={t('companyData:delete')}
                cancelText={t('common:cancel')}
                okButtonProps={{ danger: true, 'data-testid': 'team-change-delete-confirm' }}
                onConfirm={() => removeChange.mutate({ teamId, changeId: change.id })}
              >
                <Button
                  size="small"
                  danger
                  icon={<DeleteOutlined />}
                  aria-label={t('companyData:delete')}
                  data-testid={`team-change-delete-${change.id}`}
                />
              </Popconfirm>
            ),
          },
        ]
      : []),
  ];

  return (
    <Flex vertical gap="middle" data-testid="team-schedule">
      <Space wrap>
        <Typography.Text strong>{t('team:schedule.date')}</Typography.Text>
        <Input
          type="date"
          value={date}
          onChange={(event) => setDate(event.target.value)}
          status={isValidDate ? undefined : 'error'}
          aria-label={t('team:schedule.date')}
          data-testid="team-schedule-date"
          className="nrcs-team-date"
        />
      </Space>
      {detail.isPending && isValidDate ? (
        <Skeleton active paragraph={{ rows: 2 }} />
      ) : (
        <div
          data-testid="team-effective-members"
          data-source={effective?.source ?? ''}
          data-member-ids={effective?.memberIds.join(',') ?? ''}
        >
          <Typography.Text type="secondary">
            {effective
              ? t(`team:schedule.source.${effective.source}`, {
                  date: formatDay(effective.date, currentLocale()),
                })
              : ''}
          </Typography.Text>
          <Flex wrap gap={4} className="nrcs-block-gap">
            {effective && effective.membersNicknames.length === 0 && (
              <Typography.Text>{t('team:schedule.nobody')}</Typography.Text>
            )}
            {effective?.membersNicknames.map((nickname) => (
              <Tag key={nickname} color="blue">
                {nickname}
              </Tag>
            ))}
          </Flex>
        </div>
      )}
      {canEdit && effective && (
        <Form<ChangeValues>
          key={`${date}:${effective.changeId ?? 'regular'}:${effective.memberIds.join(',')}`}
          form={form}
          layout="vertical"
          initialValues={{ kind: 'day', memberIds: effective.memberIds }}
          onFinish={handleFinish}
          data-testid="team-change-form"
        >
          <Form.Item name="kind" label={t('team:schedule.kind')}>
            <Radio.Group
              optionType="button"
              options={TEAM_CHANGE_KINDS.map((kind) => ({
                value: kind,
                label: t(`team:schedule.kinds.${kind}`),
              }))}
              data-testid="team-change-kind"
            />
          </Form.Item>
          <Form.Item name="memberIds" label={t('team:schedule.members')}>
            <UserMultiSelect
              users={users.data ?? []}
              isLoading={users.isPending}
              placeholder={t('team:form.choosePeople')}
              testId="team-change-members"
            />
          </Form.Item>
          <Button
            type="primary"
            htmlType="submit"
            loading={saveChange.isPending}
            data-testid="team-change-save"
          >
            {t('team:schedule.save')}
          </Button>
        </Form>
      )}
      <Typography.Title level={5}>{t('team:schedule.changes')}</Typography.Title>
      {detail.data && detail.data.changes.length === 0 ? (
        <Empty description={t('team:schedule.noChanges')} image={Empty.PRESENTED_IMAGE_SIMPLE} />
      ) : (
        <Table<TeamChange>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={detail.data?.changes ?? []}
          pagination={false}
          data-testid="team-changes"
        />
      )}
    </Flex>
  );
}
