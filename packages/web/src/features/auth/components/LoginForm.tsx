import { useState } from 'react';
import { Alert, Button, Form, Input, Typography } from 'antd';
import { LockOutlined, UserOutlined } from '@ant-design/icons';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { NewPasswordFields, showFieldErrors } from '../../../shared/forms';
import { LoginFormFrame } from './LoginFormFrame';
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

  const frameProps = { alert: alertBox, isSubmitting: mutation.isPending };
  const required = { required: true, message: t('validation:required') };

  if (pendingReset) {
    return (
      // Distinct keys: rc-field-form binds its store once, so the two forms must not share an instance.
      <LoginFormFrame
        key="reset"
        form={resetForm}
        onFinish={handleReset}
        testId="login-reset-form"
        submitLabel={t('login:resetSubmit')}
        {...frameProps}
        footer={
          <Button type="link" block onClick={handleBack} data-testid="login-back">
            {t('login:backToLogin')}
          </Button>
        }
      >
        <Typography.Paragraph>
          <UserOutlined /> {pendingReset.username}
        </Typography.Paragraph>
        <NewPasswordFields
          names={['newPassword', 'confirmPassword']}
          labels={[t('login:newPassword'), t('login:confirmPassword')]}
          testIds={['login-new-password', 'login-confirm-password']}
          isRequired
          autoFocus
          isOnlyTypedConfirmationCompared
        />
      </LoginFormFrame>
    );
  }

  return (
    <LoginFormFrame
      key="login"
      form={loginForm}
      onFinish={handleLogin}
      testId="login-form"
      submitLabel={t('login:submit')}
      {...frameProps}
    >
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
    </LoginFormFrame>
  );
}
