import { useState } from 'react';
import { Button, Tooltip } from 'antd';
import { SnippetsOutlined } from '@ant-design/icons';
import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import type { Assignment } from '@newsroom/domain';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import { canWriteIn, useAuth } from '../../auth';
import { assignmentKeys, copyAssignment, removeAssignment } from '../api/assignmentsApi';
import { applyChangeToCaches } from '../hooks/useAssignmentEvents';
import { DeleteButton } from '../../../shared/components';

/** Props of {@link AssignmentActions}. */
export interface AssignmentActionsProps {
  assignment: Assignment;
  /** The day the copy goes to (the day list's date); the server keeps the original's without it. */
  duplicateDate?: string;
  /** Receives the copy; Duplicate shows only with it (the caller opens the copy's editor). */
  onDuplicated?: (copy: Assignment) => void;
  /** Called once the assignment is in the trash (the caller closes the viewer). */
  onDeleted?: (assignment: Assignment) => void;
}

/**
 * Duplicate and Delete of the assignment viewer's buttons row. Duplicate needs the write role,
 * Delete the assignment's `canDelete`; a delete refused under another user's edit lock (412
 * `document:inEdition`) shows its translated message.
 */
export function AssignmentActions({
  assignment,
  duplicateDate,
  onDuplicated,
  onDeleted,
}: AssignmentActionsProps) {
  const { t } = useTranslation('assignment');
  const { me } = useAuth();
  const message = useMessage();
  const queryClient = useQueryClient();
  const [busy, setBusy] = useState<'duplicate' | 'delete' | null>(null);
  const canWrite = canWriteIn(me, 'assignment');
  const canDuplicate = onDuplicated !== undefined && canWrite && !assignment.excluded;
  const canDelete = assignment.abilities.canDelete && !assignment.excluded;

  // The search and trash pages are server pages: refetch rather than patch them.
  const refreshPages = () => {
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.searches });
    void queryClient.invalidateQueries({ queryKey: assignmentKeys.trash });
  };

  const handleDuplicate = async () => {
    setBusy('duplicate');
    try {
      const copy = await copyAssignment(assignment.id, duplicateDate);
      applyChangeToCaches(queryClient, { kind: 'upsert', assignment: copy });
      refreshPages();
      void message.success({ content: t('actions.duplicated'), key: 'assignment-duplicated' });
      onDuplicated?.(copy);
    } catch (error) {
      notifyFailure(error, 'create');
    } finally {
      setBusy(null);
    }
  };

  const handleDelete = async () => {
    setBusy('delete');
    try {
      await removeAssignment(assignment.id);
      applyChangeToCaches(queryClient, { kind: 'remove', id: assignment.id });
      void queryClient.invalidateQueries({ queryKey: assignmentKeys.document(assignment.id) });
      refreshPages();
      void message.success({ content: t('actions.deleted'), key: 'assignment-deleted' });
      onDeleted?.(assignment);
    } catch (error) {
      notifyFailure(error, 'delete');
    } finally {
      setBusy(null);
    }
  };

  return (
    <>
      {canDuplicate && (
        <Tooltip title={t('actions.duplicate')}>
          <Button
            icon={<SnippetsOutlined />}
            aria-label={t('actions.duplicate')}
            loading={busy === 'duplicate'}
            onClick={() => void handleDuplicate()}
            data-testid="assignment-duplicate"
          />
        </Tooltip>
      )}
      {canDelete && (
        <DeleteButton
          confirmTitle={t('actions.deleteConfirm', { slug: assignment.slug })}
          label={t('actions.delete')}
          onConfirm={() => void handleDelete()}
          testId="assignment-delete"
          confirmTestId="assignment-delete-confirm"
          isBusy={busy === 'delete'}
          hasTooltip
        />
      )}
    </>
  );
}
