import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@newsroom/domain';
import { schemaRule } from './zodRule';

/** One of the two password inputs: its form name, label and test id. */
export interface PasswordInputSpec {
  name: string;
  label: ReactNode;
  testId: string;
}

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  password: PasswordInputSpec;
  confirmation: PasswordInputSpec;
  isRequired: boolean;
  /** Help shown under the new password. */
  extra?: ReactNode;
  autoFocus?: boolean;
  /**
   * Compare only a typed confirmation; an empty one is then left to "required" alone. Otherwise
   * an empty confirmation beside a typed password is a mismatch too.
   */
  isOnlyTypedConfirmationCompared?: boolean;
}

/** A new password (held to the password rules) and its confirmation, which must match it. */
export function NewPasswordFields({
  password,
  confirmation,
  isRequired,
  extra,
  autoFocus,
  isOnlyTypedConfirmationCompared = false,
}: NewPasswordFieldsProps) {
  const { t } = useTranslation();
  const required = { required: isRequired, message: t('validation:required') };
  return (
    <>
      <Form.Item
        name={password.name}
        label={password.label}
        extra={extra}
        rules={[required, schemaRule(passwordSchema, t)]}
      >
        <Input.Password
          autoComplete="new-password"
          autoFocus={autoFocus}
          data-testid={password.testId}
        />
      </Form.Item>
      <Form.Item
        name={confirmation.name}
        label={confirmation.label}
        dependencies={[password.name]}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const typed = (getFieldValue(password.name) as string | undefined) ?? '';
              const isCompared = isOnlyTypedConfirmationCompared ? value : value || typed;
              if (isCompared && (value ?? '') !== typed) {
                throw new Error(t('validation:passwordsMustMatch'));
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid={confirmation.testId} />
      </Form.Item>
    </>
  );
}
