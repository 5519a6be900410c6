import { useMemo } from 'react';
import { Flex, Modal, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasRoles, PROGRAM_EVENT_ENTITIES, PROGRAM_RULES, type Program } from '@newsroom/domain';
import { AdminRecordList, adminRecordListProps, useAdminList } from '../../../shared/admin';
import { isApiError } from '../../../shared/api';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { useTopic } from '../../../shared/realtime';
import { useAuth } from '../../auth';
import { useGroupOptions } from '../../groups';
import { PROGRAMS_API } from '../api/programsApi';
import { programFormValues, programInputOf } from '../components/programFormRules';
import { ProgramFormModal } from '../components/ProgramFormModal';
import { formatSchedule } from '../components/timeOfDay';
import { useProgramMutations } from '../hooks/useProgramMutations';

/** Props of {@link ProgramsPage}. */
export interface ProgramsPageProps {
  /** ROLE_ADMIN_WRITE (ROLE_PROGRAM_WRITE also edits; ROLE_PROGRAM_ADMIN deletes). */
  canEdit: boolean;
}

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
  const programs = useAdminList<Program>({
    queryKey: PROGRAMS_API.pageKey,
    queryFn: PROGRAMS_API.fetchPage,
    live: {
      topic: 'programs',
      entity: PROGRAM_EVENT_ENTITIES.program,
      queryKey: PROGRAMS_API.pagesKey,
    },
  });
  const groups = useGroupOptions();
  const groupNames = useMemo(
    () => new Map((groups.data ?? []).map((group) => [group.id, group.name])),
    [groups.data],
  );
  const { save, remove } = useProgramMutations();

  // A restricted program's own events reach only its groups; administrators outside them reload.
  useTopic('programs', (event) => {
    if (event.entity === PROGRAM_EVENT_ENTITIES.restricted)
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_API.pagesKey });
  });

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
  ];

  return (
    <AdminRecordList<Program>
      state={programs}
      {...adminRecordListProps<Program>(t, 'program')}
      columns={columns}
      canEdit={canEdit}
      canDelete={canDelete}
      remove={remove}
      onDelete={handleDelete}
      form={(program, onClose) => (
        <ProgramFormModal program={program} canEdit={canEdit} onClose={onClose} />
      )}
    >
      {modalHolder}
    </AdminRecordList>
  );
}
