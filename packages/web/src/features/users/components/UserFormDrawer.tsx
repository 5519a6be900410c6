import { Drawer, Form, Skeleton, Typography } from 'antd';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { userDetailSchema, type UserDetail } from '@newsroom/domain';
import { isApiError } from '../../../shared/api';
import { showFieldErrors } from '../../../shared/forms';
import { notifyFailure, type FailureKind } from '../../../shared/notifications';
import { useAuth } from '../../auth';
import { fetchUser, userDetailKey } from '../api/usersAdminApi';
import { useActiveUserOptions } from '../hooks/useActiveUserOptions';
import { useUserMutations } from '../hooks/useUserMutations';
import { initialValuesOf, UserForm, type UserFormValues } from './UserForm';

/** Props of {@link UserFormDrawer}. */
export interface UserFormDrawerProps {
  /** The user to edit; null creates one. */
  userId: number | null;
  canEdit: boolean;
  onClose: () => void;
  onCreated: (user: UserDetail) => void;
  onUpdated: (user: UserDetail) => void;
}

/** A field that must be unique among users. */
type UniqueField = 'email' | 'nickname';

function isUniqueField(value: unknown): value is UniqueField {
  return value === 'email' || value === 'nickname';
}

/** The fields a 409 `duplicate` names (`details.fields`, or `details.field`). */
function duplicateFieldsOf(details: unknown): UniqueField[] {
  const { field, fields } = (details ?? {}) as { field?: unknown; fields?: unknown };
  if (Array.isArray(fields)) return fields.filter(isUniqueField);
  return isUniqueField(field) ? [field] : [];
}

/** The drawer that creates or edits a user; server field errors show beside the fields. */
export function UserFormDrawer({
  userId,
  canEdit,
  onClose,
  onCreated,
  onUpdated,
}: UserFormDrawerProps) {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const { me } = useAuth();
  const [form] = Form.useForm<UserFormValues>();
  const isNew = userId === null;
  const detail = useQuery({
    queryKey: userDetailKey(userId ?? 0),
    queryFn: () => fetchUser(userId ?? 0),
    enabled: !isNew,
    staleTime: 0,
    meta: { failureKind: 'load' },
  });
  const options = useActiveUserOptions(canEdit);
  const { create, update } = useUserMutations();
  const user = isNew ? null : (detail.data ?? null);

  const handleError = (kind: FailureKind) => (error: unknown) => {
    if (isApiError(error) && error.code === 'duplicate') {
      const fields = duplicateFieldsOf(error.details);
      form.setFields(
        fields.map((field) => ({ name: field, errors: [t(`users:form.duplicate.${field}`)] })),
      );
      if (fields.length > 0) return;
    }
    if (isApiError(error) && error.code === 'stale_version' && userId !== null) {
      // Someone saved first: show their version (the form restarts from it) and say so.
      const current = userDetailSchema.safeParse(
        (error.details as { current?: unknown } | null)?.current,
      );
      if (current.success) {
        queryClient.setQueryData(userDetailKey(userId), current.data);
        form.setFieldsValue({
          ...initialValuesOf(current.data),
          password: undefined,
          passwordConfirmation: undefined,
        });
      }
      notifyFailure(error, kind);
      return;
    }
    if (!showFieldErrors(form, error, t)) notifyFailure(error, kind);
  };

  const handleSubmit = (values: UserFormValues) => {
    const common = {
      name: values.name.trim(),
      nickname: values.nickname.trim(),
      email: values.email.trim(),
      expirationDays: values.expirationDays ?? 0,
      isAdUser: values.isAdUser ?? false,
      allowedUserIds: values.allowedUserIds ?? [],
      permissions: values.permissions ?? user?.permissions ?? {},
    };
    if (user === null) {
      create.mutate(
        {
          ...common,
          password: values.password ?? '',
          passwordConfirmation: values.passwordConfirmation ?? '',
        },
        { onSuccess: onCreated, onError: handleError('create') },
      );
      return;
    }
    const password = values.password
      ? { password: values.password, passwordConfirmation: values.passwordConfirmation ?? '' }
      : {};
    update.mutate(
      { id: user.id, body: { ...common, ...password, version: user.version } },
      {
        onSuccess: (updated) => {
          queryClient.setQueryData(userDetailKey(updated.id), updated);
          onUpdated(updated);
        },
        onError: handleError('update'),
      },
    );
  };

  const title = isNew
    ? t('users:form.titleNew')
    : t('users:form.titleEdit', { nickname: user?.nickname ?? '' });

  return (
    <Drawer
      open
      title={title}
      size={720}
      onClose={onClose}
      destroyOnHidden
      data-testid="user-form-drawer"
    >
      {!isNew && detail.isPending && <Skeleton active />}
      {!isNew && detail.isError && (
        <Typography.Text type="danger">{t('error:loadFailed')}</Typography.Text>
      )}
      {(isNew || user) && (
        <UserForm
          form={form}
          user={user}
          isSaving={create.isPending || update.isPending}
          canEdit={canEdit}
          actorRoles={me?.roles ?? []}
          isSelf={user !== null && me?.id === user.id}
          userOptions={options.data ?? []}
          isLoadingOptions={options.isFetching}
          onSubmit={handleSubmit}
        />
      )}
    </Drawer>
  );
}
