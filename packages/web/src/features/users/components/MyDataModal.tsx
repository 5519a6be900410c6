import { useState } from 'react';
import { Button, Collapse, Form, Input, Modal, Typography } from 'antd';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../shared/api';
import { NewPasswordFields, showFieldErrors } from '../../../shared/forms';
import { notifyFailure, useMessage } from '../../../shared/notifications';
import type { Me } from '../../auth';
import type { MyDataUpdate } from '../api/usersApi';
import { useUpdateMyData } from '../hooks/useUpdateMyData';

/** Props of {@link MyDataModal}. */
export interface MyDataModalProps {
  me: Me;
  open: boolean;
  onClose: () => void;
}

interface MyDataValues {
  name: string;
  email: string;
  currentPassword?: string;
  newPassword?: string;
  newPasswordConfirmation?: string;
}

/** The "my data" dialog: name, e-mail and an optional password change (PUT /api/users/me). */
export function MyDataModal({ me, open, onClose }: MyDataModalProps) {
  const { t } = useTranslation();
  const message = useMessage();
  const [form] = Form.useForm<MyDataValues>();
  const [isChangingPassword, setIsChangingPassword] = useState(false);
  const update = useUpdateMyData();
  const required = { required: true, message: t('validation:required') };
  const passwordRequired = { required: isChangingPassword, message: t('validation:required') };

  const handleError = (error: unknown) => {
    if (isApiError(error) && error.code === 'duplicate') {
      form.setFields([{ name: 'email', errors: [t('users:myData.emailInUse')] }]);
      return;
    }
    if (!showFieldErrors(form, error, t)) notifyFailure(error, 'update');
  };

  const handleFinish = (values: MyDataValues) => {
    const body: MyDataUpdate = { name: values.name.trim(), email: values.email.trim() };
    if (isChangingPassword && values.newPassword) {
      body.currentPassword = values.currentPassword;
      body.newPassword = values.newPassword;
      body.newPasswordConfirmation = values.newPasswordConfirmation;
    }
    update.mutate(body, {
      onSuccess: () => {
        void message.success({ content: t('users:myData.saved'), key: 'my-data-saved' });
        onClose();
      },
      onError: handleError,
    });
  };

  return (
    <Modal
      open={open}
      title={t('users:myData.title')}
      onCancel={onClose}
      destroyOnHidden
      data-testid="my-data-modal"
      footer={[
        <Button key="cancel" onClick={onClose} data-testid="my-data-cancel">
          {t('common:cancel')}
        </Button>,
        <Button
          key="save"
          type="primary"
          loading={update.isPending}
          onClick={() => form.submit()}
          data-testid="my-data-save"
        >
          {t('common:save')}
        </Button>,
      ]}
    >
      <Form
        form={form}
        layout="vertical"
        onFinish={handleFinish}
        initialValues={{ name: me.name, email: me.email }}
        data-testid="my-data-form"
      >
        <Typography.Paragraph type="secondary">
          {t('users:myData.nickname')}: {me.nickname}
        </Typography.Paragraph>
        <Form.Item
          name="name"
          label={t('users:myData.name')}
          rules={[{ ...required, whitespace: true }]}
        >
          <Input data-testid="my-data-name" autoComplete="name" />
        </Form.Item>
        <Form.Item
          name="email"
          label={t('users:myData.email')}
          rules={[required, { type: 'email', message: t('validation:invalidEmail') }]}
        >
          <Input data-testid="my-data-email" autoComplete="email" />
        </Form.Item>
        <Collapse
          ghost
          activeKey={isChangingPassword ? ['password'] : []}
          onChange={(keys) => setIsChangingPassword(keys.length > 0)}
          items={[
            {
              key: 'password',
              label: (
                <span data-testid="my-data-change-password">
                  {t('users:myData.changePassword')}
                </span>
              ),
              forceRender: true,
              children: (
                <>
                  <Form.Item
                    name="currentPassword"
                    label={t('users:myData.currentPassword')}
                    rules={[passwordRequired]}
                  >
                    <Input.Password
                      autoComplete="current-password"
                      data-testid="my-data-current-password"
                    />
                  </Form.Item>
                  <NewPasswordFields
                    names={['newPassword', 'newPasswordConfirmation']}
                    labels={[t('users:myData.newPassword'), t('users:myData.confirmPassword')]}
                    testIds={['my-data-new-password', 'my-data-confirm-password']}
                    isRequired={isChangingPassword}
                  />
                </>
              ),
            },
          ]}
        />
      </Form>
    </Modal>
  );
}
