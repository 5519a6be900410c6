import { useMemo } from 'react';
import {
  Alert,
  Button,
  Flex,
  Form,
  Input,
  InputNumber,
  Select,
  Switch,
  Tag,
  Typography,
  type FormInstance,
} from 'antd';
import { useTranslation } from 'react-i18next';
import {
  EMAIL_MAX_LENGTH,
  foldForMatch,
  NICKNAME_MAX_LENGTH,
  NICKNAME_PATTERN,
  permissionChangeProblem,
  USER_NAME_MAX_LENGTH,
  type AccessLevel,
  type Area,
  type Permissions,
  type UserDetail,
  type UserOption,
} from '@newsroom/domain';
import { NewPasswordFields } from '../../../shared/forms';
import { PermissionMatrix } from './PermissionMatrix';

/** What the user form holds. */
export interface UserFormValues {
  name: string;
  nickname: string;
  email: string;
  password?: string;
  passwordConfirmation?: string;
  expirationDays: number;
  isAdUser: boolean;
  allowedUserIds: number[];
  permissions: Permissions;
}

/** Props of {@link UserForm}. */
export interface UserFormProps {
  form: FormInstance<UserFormValues>;
  /** The user being edited; null for a new one. */
  user: UserDetail | null;
  isSaving: boolean;
  /** ROLE_USER_WRITE; otherwise the form only shows. */
  canEdit: boolean;
  /** The administrator's roles: levels they may not grant are disabled. */
  actorRoles: readonly string[];
  /** The administrator edits their own account (no raising of their own levels). */
  isSelf: boolean;
  /** Candidates for the allowed users. */
  userOptions: readonly UserOption[];
  isLoadingOptions?: boolean;
  onSubmit: (values: UserFormValues) => void;
}

/** Starting values: the user's, or those of a new user. */
export function initialValuesOf(user: UserDetail | null): UserFormValues {
  return {
    name: user?.name ?? '',
    nickname: user?.nickname ?? '',
    email: user?.email ?? '',
    expirationDays: user?.expirationDays ?? 0,
    isAdUser: user?.isAdUser ?? false,
    allowedUserIds: user?.allowedUserIds ?? [],
    permissions: user?.permissions ?? {},
  };
}

/** Option of the allowed-users select, with its folded search text. */
interface AllowedUserOption {
  value: number;
  label: string;
  search: string;
}

/**
 * Create or edit a user (spec 3 §3 "User"): name, nickname, e-mail, the password twice (they
 * must match; optional when editing), expiration days (0 = never), directory user, allowed
 * users and the permission matrix.
 */
export function UserForm({
  form,
  user,
  isSaving,
  canEdit,
  actorRoles,
  isSelf,
  userOptions,
  isLoadingOptions,
  onSubmit,
}: UserFormProps) {
  const { t } = useTranslation();
  const isNew = user === null;
  const required = { required: true, message: t('validation:required') };
  const password = Form.useWatch('password', form);
  const confirmation = Form.useWatch('passwordConfirmation', form);
  const isPasswordRequired = isNew || Boolean(password) || Boolean(confirmation);

  const allowedOptions = useMemo<AllowedUserOption[]>(
    () =>
      userOptions
        .filter((option) => option.id !== user?.id)
        .map((option) => ({
          value: option.id,
          label: `${option.name} (${option.nickname})`,
          search: foldForMatch(`${option.name}${option.nickname}`),
        })),
    [userOptions, user?.id],
  );

  const isLevelDisabled = (area: Area, level: AccessLevel) =>
    permissionChangeProblem({
      actorRoles,
      isSelf,
      before: user?.permissions ?? {},
      after: { [area]: level },
    }) !== null;

  return (
    <Form<UserFormValues>
      form={form}
      layout="vertical"
      initialValues={initialValuesOf(user)}
      onFinish={onSubmit}
      disabled={!canEdit}
      data-testid="user-form"
    >
      <Form.Item
        name="name"
        label={t('users:form.name')}
        rules={[{ ...required, whitespace: true }]}
      >
        <Input maxLength={USER_NAME_MAX_LENGTH} data-testid="user-form-name" autoComplete="off" />
      </Form.Item>
      <Form.Item
        name="nickname"
        label={t('users:form.nickname')}
        rules={[
          { ...required, whitespace: true },
          { pattern: NICKNAME_PATTERN, message: t('users:form.nicknameChars') },
        ]}
      >
        <Input
          maxLength={NICKNAME_MAX_LENGTH}
          data-testid="user-form-nickname"
          autoComplete="off"
        />
      </Form.Item>
      <Form.Item
        name="email"
        label={t('users:form.email')}
        rules={[required, { type: 'email', message: t('validation:invalidEmail') }]}
      >
        <Input maxLength={EMAIL_MAX_LENGTH} data-testid="user-form-email" autoComplete="off" />
      </Form.Item>
      <NewPasswordFields
        names={['password', 'passwordConfirmation']}
        labels={[t('users:form.password'), t('users:form.passwordConfirmation')]}
        testIds={['user-form-password', 'user-form-password-confirm']}
        isRequired={isPasswordRequired}
        extra={isNew ? t('users:form.passwordHint') : t('users:form.passwordOnEdit')}
      />
      <Form.Item
        name="expirationDays"
        label={t('users:form.expirationDays')}
        extra={t('users:form.expirationHelp')}
        rules={[required]}
      >
        <InputNumber min={0} max={3650} precision={0} data-testid="user-form-expiration" />
      </Form.Item>
      <Form.Item name="isAdUser" label={t('users:form.isAdUser')} valuePropName="checked">
        <Switch data-testid="user-form-ad-user" />
      </Form.Item>
      <Form.Item name="allowedUserIds" label={t('users:form.allowedUsers')}>
        <Select<number[], AllowedUserOption>
          mode="multiple"
          allowClear
          options={allowedOptions}
          loading={isLoadingOptions}
          placeholder={t('users:form.allowedUsersPlaceholder')}
          showSearch={{
            filterOption: (typed, option) =>
              option !== undefined && option.search.includes(foldForMatch(typed)),
          }}
          data-testid="user-form-allowed-users"
        />
      </Form.Item>
      {user && (
        <Form.Item label={t('users:form.groups')}>
          {user.groups.length === 0 ? (
            <Typography.Text type="secondary">{t('users:form.noGroups')}</Typography.Text>
          ) : (
            <Flex wrap gap={4}>
              {user.groups.map((membership) => (
                <Tag key={`${membership.groupId}-${membership.role}`}>
                  {membership.groupName} ·{' '}
                  {t(`users:form.groupRoles.${membership.role}`, {
                    defaultValue: membership.role,
                  })}
                </Tag>
              ))}
            </Flex>
          )}
        </Form.Item>
      )}
      {user?.isRoot ? (
        <Form.Item label={t('users:form.permissions')}>
          <Alert type="info" showIcon title={t('users:form.root')} />
        </Form.Item>
      ) : (
        <Form.Item name="permissions" label={t('users:form.permissions')}>
          <PermissionMatrix isLevelDisabled={isLevelDisabled} />
        </Form.Item>
      )}
      {canEdit && (
        <Button type="primary" htmlType="submit" loading={isSaving} data-testid="user-form-save">
          {t('common:save')}
        </Button>
      )}
    </Form>
  );
}
