import type { ReactNode } from 'react';
import { Form, Input } from 'antd';
import { useTranslation } from 'react-i18next';
import { passwordSchema } from '@newsroom/domain';
import { schemaRule } from './zodRule';

/** A value for each of the two inputs: the new password, then its confirmation. */
type PasswordPair<T> = readonly [password: T, confirmation: T];

/** Props of {@link NewPasswordFields}. */
export interface NewPasswordFieldsProps {
  names: PasswordPair<string>;
  labels: PasswordPair<ReactNode>;
  testIds: PasswordPair<string>;
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
  names: [passwordName, confirmationName],
  labels: [passwordLabel, confirmationLabel],
  testIds: [passwordTestId, confirmationTestId],
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
        name={passwordName}
        label={passwordLabel}
        extra={extra}
        rules={[required, schemaRule(passwordSchema, t)]}
      >
        <Input.Password
          autoComplete="new-password"
          autoFocus={autoFocus}
          data-testid={passwordTestId}
        />
      </Form.Item>
      <Form.Item
        name={confirmationName}
        label={confirmationLabel}
        dependencies={[passwordName]}
        rules={[
          required,
          ({ getFieldValue }) => ({
            validator: async (_rule, value: unknown) => {
              const typed = (getFieldValue(passwordName) as string | undefined) ?? '';
              const isCompared = isOnlyTypedConfirmationCompared ? value : value || typed;
              if (isCompared && (value ?? '') !== typed) {
                throw new Error(t('validation:passwordsMustMatch'));
              }
            },
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid={confirmationTestId} />
      </Form.Item>
    </>
  );
}
