import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@newsroom/domain';
import { schemaRule, showFieldErrors } from '../../../shared/forms';
import { login, ME_QUERY_KEY, type Credentials } from '../api/authApi';
import { markAuthExit } from '../api/authExit';
import { loginAlertFor, loginAnswerOf, type LoginAlert } from '../api/loginAnswer';
import type { Me } from '../api/me';

interface LoginValues {
  username: string;
  password: string;
}

interface ResetValues {
  newPassword: string;
  confirmPassword: string;
}

/**
 * The login form. After `error_reset_password` it switches to reset mode: new password and
 * confirmation, posted with the old password as `currentPassword` (docs/API.md).
 */
export function LoginForm() {
  const { t } = useTranslation();
  const queryClient = useQueryClient();
  const [loginForm] = Form.useForm<LoginValues>();
  const [resetForm] = Form.useForm<ResetValues>();
  // The credentials that were refused with error_reset_password; set only in reset mode.
  const [pendingReset, setPendingReset] = useState<LoginValues | null>(null);
  const [alert, setAlert] = useState<LoginAlert | null>(null);
  const mutation = useMutation({
    mutationFn: (credentials: Credentials) => login(credentials),
    meta: { isSilent: true },
  });

  const handleSuccess = (me: Me) => {
    markAuthExit(null);
    queryClient.setQueryData(ME_QUERY_KEY, me);
  };

  const handleLogin = (values: LoginValues) => {
    const credentials = { username: values.username.trim(), password: values.password };
    setAlert(null);
    mutation.mutate(credentials, {
      onSuccess: handleSuccess,
      onError: (error) => {
        const answer = loginAnswerOf(error);
        if (answer === 'resetPassword') setPendingReset(credentials);
        setAlert(loginAlertFor(answer, false));
      },
    });
  };

  const handleReset = (values: ResetValues) => {
    if (!pendingReset) return;
    mutation.mutate(
      {
        username: pendingReset.username,
        password: values.newPassword,
        isResetPassword: true,
        currentPassword: pendingReset.password,
      },
      {
        onSuccess: handleSuccess,
        onError: (error) => {
          setAlert(loginAlertFor(loginAnswerOf(error), true));
          // The server names the new password `password`; show why beside the field.
          showFieldErrors(resetForm, error, t, { password: 'newPassword' });
        },
      },
    );
  };

  const handleBack = () => {
    setPendingReset(null);
    setAlert(null);
    resetForm.resetFields();
    loginForm.setFieldValue('password', '');
  };

  const alertBox = alert && (
    <Alert
      type={alert.type}
      showIcon
      title={t(alert.message)}
      description={alert.hint ? t(alert.hint) : undefined}
      data-testid="login-alert"
      data-answer={alert.message}
      className="nrcs-block-gap"
    />
  );

  const required = { required: true, message: t('validation:required') };

  if (pendingReset) {
    return (
      // Distinct keys: rc-field-form binds its store once, so the two forms must not share an instance.
      <Form
        key="reset"
        form={resetForm}
        layout="vertical"
        onFinish={handleReset}
        data-testid="login-reset-form"
        requiredMark={false}
      >
        {alertBox}
        <Typography.Paragraph>
          <UserOutlined /> {pendingReset.username}
        </Typography.Paragraph>
        <Form.Item
          name="newPassword"
          label={t('login:newPassword')}
          rules={[required, schemaRule(passwordSchema, t)]}
        >
          <Input.Password autoComplete="new-password" autoFocus data-testid="login-new-password" />
        </Form.Item>
        <Form.Item
          name="confirmPassword"
          label={t('login:confirmPassword')}
          dependencies={['newPassword']}
          rules={[
            required,
            ({ getFieldValue }) => ({
              validator: async (_rule, value: unknown) => {
                if (value && value !== getFieldValue('newPassword'))
                  throw new Error(t('validation:passwordsMustMatch'));
              },
            }),
          ]}
        >
          <Input.Password autoComplete="new-password" data-testid="login-confirm-password" />
        </Form.Item>
        <Button
          type="primary"
          htmlType="submit"
          block
          loading={mutation.isPending}
          data-testid="login-submit"
        >
          {t('login:resetSubmit')}
        </Button>
        <Button type="link" block onClick={handleBack} data-testid="login-back">
          {t('login:backToLogin')}
        </Button>
      </Form>
    );
  }

  return (
    <Form
      key="login"
      form={loginForm}
      layout="vertical"
      onFinish={handleLogin}
      data-testid="login-form"
      requiredMark={false}
    >
      {alertBox}
      <Form.Item
        name="username"
        label={t('login:username')}
        rules={[{ ...required, whitespace: true }]}
      >
        <Input
          prefix={<UserOutlined />}
          autoComplete="username"
          autoFocus
          data-testid="login-username"
        />
      </Form.Item>
      <Form.Item name="password" label={t('login:password')} rules={[required]}>
        <Input.Password
          prefix={<LockOutlined />}
          autoComplete="current-password"
          data-testid="login-password"
        />
      </Form.Item>
      <Button
        type="primary"
        htmlType="submit"
        block
        loading={mutation.isPending}
        data-testid="login-submit"
      >
        {t('login:submit')}
      </Button>
    </Form>
  );
}
