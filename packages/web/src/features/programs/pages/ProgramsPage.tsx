import { useMemo, useState } from 'react';
import { Flex, Modal, Tag, Tooltip, Typography, type TableColumnsType } from 'antd';
import { LockOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { hasRoles, PROGRAM_EVENT_ENTITIES, PROGRAM_RULES, type Program } from '@newsroom/domain';
import {
  adminActionsColumn,
  AdminListLayout,
  adminListTestIds,
  useAdminList,
} from '../../../shared/admin';
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
  const [editing, setEditing] = useState<Editing>(null);
  const programs = useAdminList<Program>({
    queryKey: programsPageKey,
    queryFn: fetchProgramsPage,
    live: {
      topic: 'programs',
      entity: PROGRAM_EVENT_ENTITIES.program,
      queryKey: PROGRAMS_PAGE_KEY,
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
      void queryClient.invalidateQueries({ queryKey: PROGRAMS_PAGE_KEY });
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
    adminActionsColumn<Program>({
      title: t('program:columns.actions'),
      width: 120,
      canEdit,
      canDelete,
      labels: { edit: t('program:edit'), view: t('program:view'), delete: t('program:delete') },
      confirmTitle: (program) => t('program:deleteConfirm', { name: program.name }),
      testId: 'program',
      onEdit: (program) => setEditing({ program }),
      onDelete: handleDelete,
    }),
  ];

  return (
    <AdminListLayout<Program>
      state={programs}
      title={t('program:title')}
      canCreate={canEdit}
      createLabel={t('program:new')}
      onCreate={() => setEditing({ program: null })}
      filterPlaceholder={t('program:filterPlaceholder')}
      columns={columns}
      isBusy={remove.isPending}
      testIds={adminListTestIds<Program>('programs', 'program')}
    >
      {modalHolder}
      {editing && (
        <ProgramFormModal
          program={editing.program}
          canEdit={canEdit}
          onClose={() => setEditing(null)}
        />
      )}
    </AdminListLayout>
  );
}
