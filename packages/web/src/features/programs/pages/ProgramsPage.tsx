import { useEffect, useMemo, useState, type HTMLAttributes } from 'react';
import {
  Button,
  Card,
  Flex,
  Input,
  Modal,
  Popconfirm,
  Space,
  Table,
  Tag,
  Tooltip,
  Typography,
  type TableColumnsType,
  type TablePaginationConfig,
} from 'antd';
import {
  DeleteOutlined,
  EditOutlined,
  EyeOutlined,
  LockOutlined,
  PlusOutlined,
} from '@ant-design/icons';
import { keepPreviousData, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import {
  DEFAULT_PAGE_SIZE,
  hasRoles,
  PROGRAM_EVENT_ENTITIES,
  PROGRAM_RULES,
  type Program,
} from '@newsroom/domain';
import { useLiveAdminList } from '../../../shared/admin';
import { isApiError } from '../../../shared/api';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { useAuth } from '../../auth';
import { useGroupOptions } from '../../groups';
import { fetchProgramsPage, PROGRAMS_PAGE_KEY, programsPageKey } from '../api/programsApi';
import { programFormValues, programInputOf } from '../components/programFormRules';
import { ProgramFormModal } from '../components/ProgramFormModal';
import { formatSchedule } from '../components/timeOfDay';
import { useProgramMutations } from '../hooks/useProgramMutations';

/** Props of {@link ProgramsPage}. */
export interface ProgramsPageProps {
  /** ROLE_ADMIN_WRITE (ROLE_PROGRAM_WRITE also edits; ROLE_PROGRAM_ADMIN deletes). */
  canEdit: boolean;
}

type Editing = { program: Program | null } | null;

function isHasContent(error: unknown): boolean {
  return isApiError(error) && error.status === 422 && error.message === PROGRAM_RULES.hasContent;
}

/** Admin "programs": paged list with filter, form, delete (or disable); live from `/topic/programs`. */
export function ProgramsPage({ canEdit: isAdminWriter }: ProgramsPageProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [modal, modalHolder] = Modal.useModal();
  const { me } = useAuth();
  const roles = me?.roles ?? [];
  const canEdit = isAdminWriter || hasRoles(roles, ['ROLE_PROGRAM_WRITE']);
  const canDelete = hasRoles(roles, ['ROLE_PROGRAM_ADMIN']);
  const [filter, setFilter] = useState('');
  const [page, setPage] = useState(0);
  const [editing, setEditing] = useState<Editing>(null);
  const query = { filter, page };
  const programs = useQuery({
    queryKey: programsPageKey(query),
    queryFn: () => fetchProgramsPage(query),
    placeholderData: keepPreviousData,
    meta: { failureKind: 'load' },
  });
  const groups = useGroupOptions();
  const groupNames = useMemo(
    () => new Map((groups.data ?? []).map((group) => [group.id, group.name])),
    [groups.data],
  );
  const { save, remove } = useProgramMutations();

  useLiveAdminList<Program>({
    topic: 'programs',
    entity: PROGRAM_EVENT_ENTITIES.program,
    queryKey: PROGRAMS_PAGE_KEY,
  });
  // A restricted program's own events reach only its groups; administrators outside them reload.
  useTopic('programs', (event) => {
    if (event.entity === PROGRAM_EVENT_ENTITIES.restricted)
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_PAGE_KEY });
  });

  const isEmptyPage = programs.data !== undefined && programs.data.data.length === 0;
  useEffect(() => {
    if (isEmptyPage && page > 0) setPage(page - 1);
  }, [isEmptyPage, page]);

  const handleDisable = (program: Program) =>
    save.mutate(
      {
        id: program.id,
        version: program.version,
        input: { ...programInputOf(programFormValues(program), program), enabled: false },
      },
      {
        onSuccess: () => void message.success({ content: t('program:disabledDone') }),
        onError: (error) => notifyFailure(error, 'update'),
      },
    );

  const handleDelete = (program: Program) =>
    remove.mutate(program.id, {
      onSuccess: () =>
        void message.success({ content: t('program:deleted'), key: 'program-deleted' }),
      onError: (error) => {
        if (!isHasContent(error)) {
          notifyFailure(error, 'delete');
          return;
        }
        if (!program.enabled) {
          notifyFailure(error, 'delete');
          return;
        }
        void modal.confirm({
          title: t('program:hasContent'),
          content: t('program:offerDisable'),
          okText: t('program:disable'),
          cancelText: t('common:cancel'),
          onOk: () => handleDisable(program),
        });
      },
    });

  const columns: TableColumnsType<Program> = [
    { key: 'name', title: t('program:columns.name'), dataIndex: 'name' },
    {
      key: 'schedule',
      title: t('program:columns.schedule'),
      width: 140,
      render: (_value, program) => formatSchedule(program.start, program.end),
    },
    {
      key: 'groups',
      title: t('program:columns.groups'),
      render: (_value, program) =>
        program.groupIds.length === 0 ? (
          <Typography.Text type="secondary">{t('program:everyone')}</Typography.Text>
        ) : (
          <Flex wrap gap={4}>
            {program.groupIds.map((id) => (
              <Tag key={id} icon={<LockOutlined />}>
                {groupNames.get(id) ?? `#${id}`}
              </Tag>
            ))}
          </Flex>
        ),
    },
    {
      key: 'state',
      title: t('program:columns.state'),
      width: 180,
      render: (_value, program) => (
        <Flex wrap gap={4}>
          {program.enabled ? (
            <Tag color="green">{t('program:enabled')}</Tag>
          ) : (
            <Tag>{t('program:disabled')}</Tag>
          )}
          {program.legacyMode && (
            <Tooltip title={t('program:form.legacyMode')}>
              <Tag color="gold">{t('program:legacy')}</Tag>
            </Tooltip>
          )}
        </Flex>
      ),
    },
    {
      key: 'actions',
      title: t('program:columns.actions'),
      width: 120,
      render: (_value, program) => (
        <Space>
          <Button
            size="small"
            icon={canEdit ? <EditOutlined /> : <EyeOutlined />}
            aria-label={canEdit ? t('program:edit') : t('program:view')}
            onClick={() => setEditing({ program })}
            data-testid={`program-edit-${program.name}`}
          />
          {canDelete && (
            <Popconfirm
              title={t('program:deleteConfirm', { name: program.name })}
              okText={t('program:delete')}
              cancelText={t('common:cancel')}
              okButtonProps={{ danger: true, 'data-testid': 'program-delete-confirm' }}
              onConfirm={() => handleDelete(program)}
            >
              <Button
                size="small"
                danger
                icon={<DeleteOutlined />}
                aria-label={t('program:delete')}
                data-testid={`program-delete-${program.name}`}
              />
            </Popconfirm>
          )}
        </Space>
      ),
    },
  ];

  const pagination: TablePaginationConfig = {
    current: page + 1,
    pageSize: DEFAULT_PAGE_SIZE,
    total: programs.data?.total ?? 0,
    showQuickJumper: true,
    showSizeChanger: false,
    showTotal: (total, [from, to]) => t('common:pagination.range', { from, to, total }),
  };

  const handleSearch = (value: string) => {
    setFilter(value.trim());
    setPage(0);
  };

  return (
    <Card
      title={t('program:title')}
      data-testid="programs"
      extra={
        canEdit && (
          <Button
            type="primary"
            icon={<PlusOutlined />}
            onClick={() => setEditing({ program: null })}
            data-testid="programs-new"
          >
            {t('program:new')}
          </Button>
        )
      }
    >
      {modalHolder}
      <Flex vertical gap="middle">
        <Input.Search
          allowClear
          placeholder={t('program:filterPlaceholder')}
          onSearch={handleSearch}
          data-testid="programs-filter"
          className="nrcs-filter-box"
        />
        <Table<Program>
          rowKey="id"
          size="small"
          columns={columns}
          dataSource={programs.data?.data ?? []}
          loading={programs.isFetching || remove.isPending}
          pagination={pagination}
          onChange={(next) => setPage((next.current ?? 1) - 1)}
          onRow={(program) =>
            ({ 'data-testid': `program-row-${program.name}` }) as HTMLAttributes<HTMLElement>
          }
          data-testid="programs-table"
        />
        {programs.isError && (
          <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>
        )}
      </Flex>
      {editing && (
        <ProgramFormModal
          program={editing.program}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
        />
      )}
    </Card>
  );
}
